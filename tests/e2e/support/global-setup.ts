// Once per browser-test run: an embedded database migrated in a folder, which the production
// servers some tests start for themselves (tests/support/app-server.js) copy instead of
// creating their own (about a second to open instead of five).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { openDatabase } from "~/.server/db/database";

export default async function globalSetup() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "pglite-template-"));
  await (await openDatabase({ dataDir: dir })).close();
  process.env.TEST_PGLITE_TEMPLATE = dir;
  return () => fs.rmSync(dir, { recursive: true, force: true });
}
