// Where benchmarks keep their figures: one JSON file per run under bench/results/ (not in git),
// named after the benchmark and the time, with what is needed to compare runs later.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const resultsDir = path.join(path.dirname(new URL(import.meta.url).pathname), "..", "results");

function commit() {
  try {
    return execFileSync("git", ["rev-parse", "--short", "HEAD"], { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim();
  } catch {
    return "unknown";
  }
}

/**
 * Write `figures` to bench/results/<name>-<time>.json and say where.
 * @param {string} name
 * @param {Record<string, unknown>} figures
 */
export function saveResults(name, figures) {
  fs.mkdirSync(resultsDir, { recursive: true });
  const at = new Date();
  const file = path.join(resultsDir, `${name}-${at.toISOString().replace(/[:.]/g, "-")}.json`);
  const machine = { node: process.version, cpus: os.cpus().length, loadAverage: os.loadavg().map((value) => +value.toFixed(2)) };
  fs.writeFileSync(file, `${JSON.stringify({ name, at: at.toISOString(), commit: commit(), machine, ...figures }, null, 2)}\n`);
  console.log(`\nfigures saved to ${path.relative(process.cwd(), file)}`);
  return file;
}
