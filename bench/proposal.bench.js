// Proposal PDF: how long the production server takes to answer a three-view proposal (built-in
// data, so the figure is the drawing and not a spreadsheet's latency), how large it is, and how
// long a proposal already drawn takes (a visitor's proposal is kept by its views). Median and
// p95 of 20 sequential downloads of 20 different lists (each drawn) after one warm-up, then of
// 20 downloads of one list (kept); figures in bench/results/proposal.json. Not a test: it fails
// only when an answer is not a PDF.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { startAppServer } from "../tests/support/app-server.js";

const RUNS = 20;
const VIEWS = "3-qualified,5-qualified,7-non-qualified";
/** Three different views for each run, none of them VIEWS: each is drawn, never taken from the cache. */
const drawnViews = (run) =>
  [1 + (run % 10), 1 + ((run + 3) % 10), 1 + ((run + 6) % 10)]
    .map((zone, i) => `${zone}-${i === 1 || run >= 10 ? "non-" : ""}qualified`)
    .join(",");

function stats(samples) {
  const sorted = [...samples].sort((a, b) => a - b);
  const middle = (sorted[(sorted.length - 1) >> 1] + sorted[sorted.length >> 1]) / 2;
  // Nearest rank: the smallest sample at least 95% of the samples do not exceed.
  const p95 = sorted[Math.ceil(0.95 * sorted.length) - 1];
  return { median: middle, p95, max: sorted[sorted.length - 1] };
}

function commit() {
  try {
    return execFileSync("git", ["rev-parse", "--short", "HEAD"], { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim();
  } catch {
    return "unknown";
  }
}

// The benchmark downloads more than one client may in a minute.
const server = await startAppServer({ PROPOSAL_RATE_LIMIT_MAX: "1000" });
let exitCode = 0;
try {
  const download = async (views = VIEWS) => {
    const started = performance.now();
    const response = await fetch(`${server.baseURL}/zone-navigator/proposal.pdf?views=${views}`);
    const body = Buffer.from(await response.arrayBuffer());
    const ms = performance.now() - started;
    if (response.status !== 200 || body.subarray(0, 5).toString() !== "%PDF-") throw new Error(`answer ${response.status} is not a PDF`);
    return { ms, bytes: body.byteLength };
  };
  await download(); // the first answer loads the route module and the fonts' metrics: not counted
  const runs = [];
  for (let i = 0; i < RUNS; i++) runs.push(await download(drawnViews(i)));
  const times = stats(runs.map((run) => run.ms));
  const sizeKiB = runs[runs.length - 1].bytes / 1024;
  const keptRuns = [];
  for (let i = 0; i < RUNS; i++) keptRuns.push(await download());
  const kept = stats(keptRuns.map((run) => run.ms));

  console.log(`three-view proposal, ${RUNS} downloads of different lists from the production server (each drawn)`);
  console.log(`  median ${times.median.toFixed(1)} ms   p95 ${times.p95.toFixed(1)} ms   max ${times.max.toFixed(1)} ms`);
  console.log(`  size ${sizeKiB.toFixed(1)} KiB`);
  console.log(`the same list ${RUNS} times (kept after the first)`);
  console.log(`  median ${kept.median.toFixed(1)} ms   p95 ${kept.p95.toFixed(1)} ms   max ${kept.max.toFixed(1)} ms`);

  const resultsDir = path.join(path.dirname(new URL(import.meta.url).pathname), "results");
  fs.mkdirSync(resultsDir, { recursive: true });
  const file = path.join(resultsDir, "proposal.json");
  const machine = { node: process.version, cpus: os.cpus().length, loadAverage: os.loadavg().map((value) => +value.toFixed(2)) };
  const figures = {
    name: "proposal",
    at: new Date().toISOString(),
    commit: commit(),
    machine,
    views: VIEWS,
    runs: RUNS,
    medianMs: +times.median.toFixed(2),
    p95Ms: +times.p95.toFixed(2),
    maxMs: +times.max.toFixed(2),
    sizeKiB: +sizeKiB.toFixed(2),
    keptMedianMs: +kept.median.toFixed(2),
    keptP95Ms: +kept.p95.toFixed(2),
  };
  fs.writeFileSync(file, `${JSON.stringify(figures, null, 2)}\n`);
  console.log(`\nfigures saved to ${path.relative(process.cwd(), file)}`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  exitCode = 1;
} finally {
  await server.stop();
}
process.exit(exitCode);
