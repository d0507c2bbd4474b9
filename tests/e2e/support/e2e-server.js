// The browser tests' server (playwright.config.ts): the production server on a PostgreSQL
// cluster of its own, so that the tests' fixtures can work in the same database while the server
// runs (an advisor signed in directly, the mails it was sent). The cluster's address is left in
// the data folder for them; the cluster stops when the server does.
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { startPostgres } from "../../support/postgres.js";

const dataDir = process.env.DATA_DIR ?? "./data/e2e";
const postgres = await startPostgres();
fs.rmSync(dataDir, { recursive: true, force: true });
fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
fs.writeFileSync(path.join(dataDir, "database-url"), postgres.url, { mode: 0o600 });

const server = spawn(process.execPath, ["server.js"], { env: { ...process.env, DATABASE_URL: postgres.url }, stdio: "inherit" });
for (const signal of /** @type {const} */ (["SIGTERM", "SIGINT"])) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => {
  void postgres.stop().finally(() => process.exit(code ?? 0));
});
