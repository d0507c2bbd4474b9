// Load and memory of the production server. With autocannon, 20 connections for 30 s each
// against a prerendered page, a server-rendered page and contact posts (stored, with the rate
// limit raised out of the way); and the server's resident memory at rest after its first start,
// at rest after a restart on the same data, and after the load. Prints PASS/MISS per goal; a
// miss fails the run only with BENCH_FAIL_ON_MISS=1. autocannon runs in this process, on the
// same cores as the server: its CPU time is printed next to the server's.
//   BENCH_LOAD_SECONDS (30)  BENCH_LOAD_CONNECTIONS (20)  BENCH_IDLE_SECONDS (5)
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { startAppServer } from "../tests/support/app-server.js";
import { contactForm } from "./support/contact-form.js";
import { cpuSeconds, idle, peakResidentMiB, residentMiB } from "./support/process-stats.js";
import { saveResults } from "./support/results.js";

/** @param {string} name @param {number} fallback */
function setting(name, fallback) {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number`);
  return value;
}
const SECONDS = setting("BENCH_LOAD_SECONDS", 30);
const CONNECTIONS = setting("BENCH_LOAD_CONNECTIONS", 20);
const IDLE_SECONDS = setting("BENCH_IDLE_SECONDS", 5);
const WARMUP_SECONDS = Math.min(3, Math.ceil(SECONDS / 10));
const FAIL_ON_MISS = process.env.BENCH_FAIL_ON_MISS === "1";
const REST_GOAL_MIB = 400;

/**
 * @typedef {{ name: string; path: string; method?: "GET" | "POST"; body?: string;
 *   headers?: Record<string, string>; goal?: { perSecond: number; p99Ms: number } }} Target
 * @param {string} origin
 * @returns {Target[]}
 */
const targets = (origin) => [
  { name: "prerendered /about", path: "/about", goal: { perSecond: 1800, p99Ms: 50 } },
  { name: "server-rendered zone", path: "/zone-navigator?zone=7&account=non-qualified", goal: { perSecond: 500, p99Ms: 100 } },
  {
    name: "contact post",
    path: "/contact",
    method: "POST",
    // The form without JavaScript, from the site's own page.
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: origin },
    body: contactForm("load"),
  },
];

/** @param {string} baseURL @param {Target} target */
async function hammer(baseURL, target) {
  const options = {
    url: baseURL + target.path,
    method: target.method ?? "GET",
    // Browsers ask for compressed pages; the server compresses what it sends.
    headers: { "Accept-Encoding": "gzip", ...target.headers },
    body: target.body,
    connections: CONNECTIONS,
    duration: SECONDS,
    warmup: { connections: CONNECTIONS, duration: WARMUP_SECONDS },
  };
  const check = await fetch(options.url, { method: options.method, headers: options.headers, body: options.body });
  await check.arrayBuffer();
  if (check.status !== 200) console.log(`  ${target.name}: a single request answered ${check.status}, not 200`);
  return autocannon(options);
}

/** @param {{ child: import("node:child_process").ChildProcess }} server */
const pidOf = (server) => /** @type {number} */ (server.child.pid);
const mib = (/** @type {number} */ value) => Math.round(value);

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "load-bench-"));
const env = { DATA_DIR: dataDir, CONTACT_RATE_LIMIT_MAX: "1000000000", POST_RATE_LIMIT_MAX: "1000000000" };
/** @type {Awaited<ReturnType<typeof startAppServer>> | undefined} */
let server;
/** @type {{ goal: string; measured: string; pass: boolean }[]} */
const goals = [];
const goal = (/** @type {string} */ name, /** @type {string} */ measured, /** @type {boolean} */ pass) =>
  goals.push({ goal: name, measured, pass });

try {
  // Memory at rest: after the first start (the database is created), then after a restart.
  server = await startAppServer(env);
  await idle(IDLE_SECONDS);
  const firstStart = { restMiB: mib(residentMiB(pidOf(server))), peakMiB: mib(peakResidentMiB(pidOf(server))) };
  await server.stop();
  server = await startAppServer(env);
  await idle(IDLE_SECONDS);
  const restart = { restMiB: mib(residentMiB(pidOf(server))), peakMiB: mib(peakResidentMiB(pidOf(server))) };
  console.log(`resident memory at rest (${IDLE_SECONDS} s idle after /healthz answers 200):`);
  console.log(`  first start (new database)  ${firstStart.restMiB} MiB   (peak ${firstStart.peakMiB} MiB)`);
  console.log(`  restart (same database)     ${restart.restMiB} MiB   (peak ${restart.peakMiB} MiB)`);

  console.log(`\n${CONNECTIONS} connections, ${SECONDS} s per target after ${WARMUP_SECONDS} s of warm-up`);
  console.log("target                   req/s   p50 ms   p99 ms   errors  non-2xx   CPU s server / autocannon (with warm-up)");
  const loads = [];
  for (const target of targets(server.baseURL)) {
    const serverCpu = cpuSeconds(pidOf(server));
    const ownCpu = process.cpuUsage();
    const result = await hammer(server.baseURL, target);
    const own = process.cpuUsage(ownCpu);
    const figures = {
      target: target.name,
      path: target.path,
      method: target.method ?? "GET",
      perSecond: Math.round(result.requests.average),
      p50Ms: result.latency.p50,
      p99Ms: result.latency.p99,
      errors: result.errors,
      timeouts: result.timeouts,
      non2xx: result.non2xx,
      requests: result.requests.total,
      statusCodes: Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([code, stat]) => [code, stat.count])),
      cpuSeconds: { server: +(cpuSeconds(pidOf(server)) - serverCpu).toFixed(1), autocannon: +((own.user + own.system) / 1e6).toFixed(1) },
    };
    loads.push(figures);
    console.log(
      `${target.name.padEnd(22)} ${String(figures.perSecond).padStart(7)} ${String(figures.p50Ms).padStart(8)} ${String(figures.p99Ms).padStart(8)} ${String(figures.errors).padStart(8)} ${String(figures.non2xx).padStart(8)}   ${figures.cpuSeconds.server} / ${figures.cpuSeconds.autocannon}`,
    );
    if (target.goal) {
      goal(`${target.name}: >= ${target.goal.perSecond} req/s`, `${figures.perSecond} req/s`, figures.perSecond >= target.goal.perSecond);
      goal(`${target.name}: p99 <= ${target.goal.p99Ms} ms`, `${figures.p99Ms} ms`, figures.p99Ms <= target.goal.p99Ms);
    }
    goal(`${target.name}: 0 errors`, `${figures.errors} errors, ${figures.non2xx} non-2xx`, figures.errors === 0 && figures.non2xx === 0);
  }

  const afterLoad = { justAfterMiB: mib(residentMiB(pidOf(server))) };
  await idle(IDLE_SECONDS);
  Object.assign(afterLoad, { restMiB: mib(residentMiB(pidOf(server))), peakMiB: mib(peakResidentMiB(pidOf(server))) });
  console.log(
    `\nresident memory after the load: ${afterLoad.justAfterMiB} MiB, ${IDLE_SECONDS} s later ${afterLoad.restMiB} MiB (peak ${afterLoad.peakMiB} MiB)`,
  );
  goal(`memory at rest after the first start <= ${REST_GOAL_MIB} MiB`, `${firstStart.restMiB} MiB`, firstStart.restMiB <= REST_GOAL_MIB);
  goal(`memory at rest after a restart <= ${REST_GOAL_MIB} MiB`, `${restart.restMiB} MiB`, restart.restMiB <= REST_GOAL_MIB);

  console.log("\ngoals");
  for (const { goal: name, measured, pass } of goals) console.log(`  ${pass ? "PASS" : "MISS"}  ${name.padEnd(52)} ${measured}`);
  console.log(
    `\nautocannon shares the ${os.cpus().length} CPU cores with the server: figures are lower than on a separate load generator.`,
  );
  saveResults("load", {
    settings: { seconds: SECONDS, connections: CONNECTIONS, warmupSeconds: WARMUP_SECONDS, idleSeconds: IDLE_SECONDS },
    memory: { firstStart, restart, afterLoad },
    loads,
    goals,
  });
} finally {
  await server?.stop().catch(() => undefined);
  fs.rmSync(dataDir, { recursive: true, force: true });
}
process.exit(FAIL_ON_MISS && goals.some((entry) => !entry.pass) ? 1 : 0);
