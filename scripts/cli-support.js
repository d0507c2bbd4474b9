// What the operator commands (npm run messages, mail, datasets) share: the --limit option and
// the server build's command-line exports, which use the same settings as the server.
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const MAX_LIMIT = 1000;

/** The --limit of the arguments (100 by default); exits with 2 on a bad one. */
export function limitOption(args) {
  const index = args.indexOf("--limit");
  const limit = index >= 0 ? Number(args[index + 1]) : 100;
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_LIMIT) {
    console.error(`--limit needs a whole number from 1 to ${MAX_LIMIT}`);
    process.exit(2);
  }
  return limit;
}

/** The exports of build/server/cli.js; exits with 1 when there is no build. */
export async function serverCli() {
  const entry = path.resolve("build", "server", "cli.js");
  if (!fs.existsSync(entry)) {
    console.error("No server build found: run `npm run build` first.");
    process.exit(1);
  }
  return import(pathToFileURL(entry).href);
}
