// Once per integration run (Vitest's global setup): the build must be there, one PostgreSQL
// cluster is started with a migrated template database, and one embedded database (PGlite) is
// migrated in a folder. A test file then gets a database of its own in milliseconds, copied
// from a template (`CREATE DATABASE … TEMPLATE`, or a copy of the folder), instead of an initdb
// and a migration each, or a fresh PGlite (about 5 s) for each server it starts. The process
// the crash tests kill is bundled here too, once for the run.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { openDatabase } from "~/.server/db/database";
import { startPostgres } from "../../support/postgres.js";
import { bundleRelayProcess } from "./relay-process-runner";

export type PostgresTemplate = { adminUrl: string; template: string };

declare module "vitest" {
  export interface ProvidedContext {
    postgresTemplate: PostgresTemplate;
    /** A data folder whose `pglite` folder holds a migrated embedded database, to copy. */
    pgliteTemplate: string;
  }
}

const TEMPLATE = "site_template";

function requireBuild() {
  for (const file of ["build/server/index.js", "build/server/app.js", "build/server/cli.js"]) {
    if (!fs.existsSync(file)) throw new Error(`${file} is missing: run \`npm run build\` before the integration tests.`);
  }
}

async function migratedCluster() {
  const cluster = await startPostgres();
  const pg = (await import("pg")).default;
  const client = new pg.Client({ connectionString: cluster.url });
  await client.connect();
  try {
    await client.query(`CREATE DATABASE ${TEMPLATE}`);
  } finally {
    await client.end();
  }
  const template = new URL(cluster.url);
  template.pathname = `/${TEMPLATE}`;
  await (await openDatabase({ databaseUrl: template.href, dataDir: os.tmpdir() })).close();
  return cluster;
}

async function migratedPglite() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "pglite-template-"));
  await (await openDatabase({ dataDir: dir })).close();
  return dir;
}

export default async function setup(project: TestProject) {
  requireBuild();
  const [cluster, pgliteDir] = await Promise.all([migratedCluster(), migratedPglite(), bundleRelayProcess()]);
  project.provide("postgresTemplate", { adminUrl: cluster.url, template: TEMPLATE });
  project.provide("pgliteTemplate", pgliteDir);
  return async () => {
    await cluster.stop();
    fs.rmSync(pgliteDir, { recursive: true, force: true });
  };
}
