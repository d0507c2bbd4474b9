// Runs every benchmark in bench/ (files named *.bench.js) against a production build.
// Usage: npm run bench            (all)      npm run bench -- js-size load   (those whose name matches)
//        npm run bench -- load --fail-on-miss   (a missed load or memory goal fails the run)
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const args = process.argv.slice(2);
const filters = args.filter((arg) => !arg.startsWith("--"));
const env = { ...process.env, ...(args.includes("--fail-on-miss") ? { BENCH_FAIL_ON_MISS: "1" } : {}) };
const dir = path.dirname(new URL(import.meta.url).pathname);
const benches = fs
  .readdirSync(dir)
  .filter((name) => name.endsWith(".bench.js") && (filters.length === 0 || filters.some((filter) => name.includes(filter))))
  .sort();

if (!fs.existsSync("build/server/app.js") || process.env.BENCH_REBUILD !== "0") {
  // The whole build: the site (react-router) and the server module that serves it.
  const built = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

let failed = false;
for (const name of benches) {
  console.log(`\n== ${name.replace(".bench.js", "")} ==`);
  const run = spawnSync(process.execPath, [path.join(dir, name)], { stdio: "inherit", env });
  if (run.status !== 0) failed = true;
}
process.exit(failed ? 1 : 0);
