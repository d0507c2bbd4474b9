// A production server of a test file's own, for settings the shared e2e server does not have:
// on a database of its own in the e2e server's PostgreSQL cluster, created empty (the server
// migrates it as it starts, in about a second) and dropped when the server stops. An embedded
// database would need a migrated copy made before the run (about ten seconds before any test).
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import type { StoredMail } from "~/.server/mail/stored-mails";
import { openDatabase, type Database } from "~/.server/db/database";
import { startAppServer } from "../../support/app-server.js";
import { E2E_AUTH_SECRET } from "./auth-secret.js";
import { e2eDatabaseUrl } from "./database";
import { mailIn } from "./mailbox";
import type { Storage } from "./staff";

let made = 0;

async function inCluster(sql: string) {
  const client = new pg.Client({ connectionString: e2eDatabaseUrl() });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

export type OwnServer = Awaited<ReturnType<typeof startAppServer>> & {
  /** Its storage, for the site's commands (`staffCommand`). */
  storage: Required<Storage>;
  /** The newest mail of `purpose` the server stored for `address`, waiting for it. */
  mailTo: (address: string, purpose: string) => Promise<StoredMail>;
};

/** Start the server with `env` on top of the e2e settings (AUTH_SECRET, as on PostgreSQL it must have). */
export async function startOwnServer(env: Record<string, string>): Promise<OwnServer> {
  made += 1;
  const name = `own_${process.pid}_${made}_${Math.random().toString(36).slice(2, 8)}`;
  const url = new URL(e2eDatabaseUrl());
  url.pathname = `/${name}`;
  const storage = { DATA_DIR: mkdtempSync(join(tmpdir(), "site-own-")), DATABASE_URL: url.href };
  const remove = async () => {
    await inCluster(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    rmSync(storage.DATA_DIR, { recursive: true, force: true });
  };
  await inCluster(`CREATE DATABASE ${name}`);
  let app: Awaited<ReturnType<typeof startAppServer>>;
  try {
    app = await startAppServer({ ...storage, AUTH_SECRET: E2E_AUTH_SECRET, ...env });
  } catch (error) {
    await remove();
    throw error;
  }
  let database: Promise<Database> | undefined;
  return {
    ...app,
    storage,
    async mailTo(address, purpose) {
      database ??= openDatabase({ databaseUrl: storage.DATABASE_URL, dataDir: storage.DATA_DIR });
      return mailIn((await database).db, address, purpose);
    },
    async stop(signal) {
      await (await database)?.close();
      await app.stop(signal);
      await remove();
    },
  };
}
