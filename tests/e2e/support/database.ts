// The e2e server's database (tests/e2e/support/e2e-server.js runs it on PostgreSQL), opened once
// per test worker: fixtures make advisors and read stored mails there while the server runs.
import fs from "node:fs";
import path from "node:path";
import { openDatabase, type Database } from "~/.server/db/database";

export const e2eDataDir = `./data/e2e-${process.env.E2E_PORT ?? 4173}`;

/** The address of the e2e server's PostgreSQL database, which its start left in its data folder. */
export const e2eDatabaseUrl = () => fs.readFileSync(path.join(e2eDataDir, "database-url"), "utf8");

let opened: Promise<Database> | undefined;

export function e2eDatabase(): Promise<Database> {
  opened ??= openDatabase({ databaseUrl: e2eDatabaseUrl(), dataDir: e2eDataDir });
  return opened;
}
