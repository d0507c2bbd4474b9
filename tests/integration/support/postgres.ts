// A PostgreSQL database of its own for a test file or a server it starts: copied from the
// migrated template in the cluster the integration run shares (global-setup.ts), and dropped
// again by `stop`. Copying takes milliseconds; an initdb and a migration took seconds.
import pg from "pg";
import { inject } from "vitest";

export type Postgres = { url: string; stop: () => Promise<void> };

let made = 0;

async function admin(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: inject("postgresTemplate").adminUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** The URL of database `name` in the shared cluster. */
export function databaseUrl(name: string): string {
  const url = new URL(inject("postgresTemplate").adminUrl);
  url.pathname = `/${name}`;
  return url.href;
}

/** A name no other database of this run has. */
export function uniqueDatabaseName(prefix = "test"): string {
  made += 1;
  return `${prefix}_${process.pid}_${made}_${Math.random().toString(36).slice(2, 8)}`;
}

export async function startPostgres(): Promise<Postgres> {
  const name = uniqueDatabaseName();
  await admin(`CREATE DATABASE ${name} TEMPLATE ${inject("postgresTemplate").template}`);
  return {
    url: databaseUrl(name),
    stop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

/** A new empty database (no tables) in the shared cluster, for a test that migrates it itself. */
export async function emptyDatabase(prefix: string): Promise<string> {
  const name = uniqueDatabaseName(prefix);
  await admin(`CREATE DATABASE ${name}`);
  return databaseUrl(name);
}
