// The two storage back ends every storage and relay test runs against: the embedded PGlite
// and a real PostgreSQL server. Never a mock. Each starts from the run's migrated template
// (global-setup.ts): a copied data folder, or a database copied in the shared cluster.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll } from "vitest";
import { openDatabase, type Database } from "~/.server/db/database";
import { seededDataDir } from "./pglite-template";
import { startPostgres } from "./postgres";

export type Backend = {
  name: string;
  /** Start the back end; returns how to open a connection to it and how to stop it. */
  start: () => Promise<{ settings: { DATABASE_URL?: string; DATA_DIR: string }; open: () => Promise<Database>; stop: () => Promise<void> }>;
};

export const backends: Backend[] = [
  {
    name: "PGlite",
    async start() {
      const dir = seededDataDir("contact-pglite-");
      return {
        settings: { DATA_DIR: dir },
        open: () => openDatabase({ dataDir: dir }),
        stop: async () => fs.rmSync(dir, { recursive: true, force: true }),
      };
    },
  },
  {
    name: "PostgreSQL",
    async start() {
      const postgres = await startPostgres();
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), "contact-pg-data-"));
      return {
        settings: { DATABASE_URL: postgres.url, DATA_DIR: dir },
        open: () => openDatabase({ databaseUrl: postgres.url, dataDir: dir }),
        stop: async () => {
          await postgres.stop();
          fs.rmSync(dir, { recursive: true, force: true });
        },
      };
    },
  },
];

/**
 * Where a behaviour seen through the server's answers is tested (docs/decisions/0029):
 * PostgreSQL, production's engine, where concurrent requests really run at once. What depends on
 * the engine itself (transactions, leases, a crash, the outbox, the rate limiter's count, the audit
 * chain, the content store) runs on both.
 */
export const behaviourBackends = backends.filter((backend) => backend.name === "PostgreSQL");

/** Empty the contact tables between tests that share one database. */
export async function clearContactTables(database: Database): Promise<void> {
  await database.db.execute(sql`TRUNCATE deliveries, contact_messages`);
}

/** Empty every table of accounts (saved views too), mails and deliveries between tests that share one database. */
export async function clearAccountTables(database: Database): Promise<void> {
  await database.db.execute(
    sql`TRUNCATE lead_states, lead_notes, advisor_approvals, deliveries, mails, subscriptions, account_requests, rate_limits, advisor_registrations, verification_links, saved_views, advisor_visits, recovery_codes, advisor_sessions, advisor_credentials, auth_verifications, advisor_users, contact_messages`,
  );
}

/** Start `backend` and open it for the tests of the enclosing block; close both after them. */
export function openForSuite(backend: Backend): {
  readonly database: Database;
  readonly settings: { DATABASE_URL?: string; DATA_DIR: string };
} {
  let started: Awaited<ReturnType<Backend["start"]>> | undefined;
  let database: Database | undefined;
  beforeAll(async () => {
    started = await backend.start();
    database = await started.open();
  });
  afterAll(async () => {
    await database?.close();
    await started?.stop();
  });
  return {
    get database() {
      if (!database) throw new Error("the database opens in beforeAll");
      return database;
    },
    get settings() {
      if (!started) throw new Error("the back end starts in beforeAll");
      return started.settings;
    },
  };
}
