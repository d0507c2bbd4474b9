// Lighthouse (mobile defaults: simulated slow 4G and a 4x slower CPU) against the production
// server, three runs per route of the route table; prints each run and the medians, writes
// bench/results/lighthouse.json and fails when a median misses a budget (bench/lighthouse/budgets.js).
// "JS KiB" is the gzip-compressed JavaScript the page received (bodies only, what the budgets
// count); "+headers" is Lighthouse's transfer figure, which adds each response's HTTP headers.
// Some routes only:  node bench/lighthouse.bench.js / /contact   or   LIGHTHOUSE_ROUTES=/,/contact
// Runs per route:    LIGHTHOUSE_RUNS=1
// Then the same runs of a control page (one paragraph, no script; bench/lighthouse/control-page.js),
// printed beside the medians and not held to the budgets: what any page costs on this machine;
// and of the same page with the site's Cross-Origin-Opener-Policy, what that header costs alone
// in Lighthouse's navigation from a blank tab (docs/decisions/0030).
// Each route is asked for first until the server has chosen its rules (what every reader after
// the first of a kind of page gets). Each route's median largest paint is then printed beside the
// control page's; the run fails when one is more than LCP_CONTROL_RATIO (1.10) times the control's. The machine is shared:
// read the medians, and the load average printed with them.
import fs from "node:fs";
import os from "node:os";
import lighthouse from "lighthouse";
import { startAppServer } from "../tests/support/app-server.js";
import {
  failingAudits,
  figures,
  LCP_CONTROL_RATIO,
  lcpAgainstControl,
  lcpElement,
  medians,
  missed,
  scriptRequests,
} from "./lighthouse/budgets.js";
import { launchChromium } from "./lighthouse/chrome.js";
import { startControlPage } from "./lighthouse/control-page.js";
import { gzipBodyBytes } from "./lighthouse/gzip-bytes.js";

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const HEADER = "perf  a11y  bp  seo   FCP ms  LCP ms  TBT ms   CLS   JS KiB  files  +headers";

/** Every screen of the route table: the sitemap's pages (each model's and ETF's among them) and articles. */
async function routeTable(baseURL) {
  const xml = await (await fetch(`${baseURL}/sitemap.xml`)).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
}

function chosenRoutes(all) {
  const asked = process.argv.slice(2).length > 0 ? process.argv.slice(2) : (process.env.LIGHTHOUSE_ROUTES ?? "").split(",");
  const wanted = asked.map((route) => route.trim()).filter(Boolean);
  if (wanted.length === 0) return all;
  const unknown = wanted.filter((route) => !all.includes(route));
  if (unknown.length > 0) throw new Error(`not in the route table: ${unknown.join(", ")}`);
  return wanted;
}

function row(m) {
  const cells = [
    String(m.performance).padStart(4),
    String(m.accessibility).padStart(5),
    String(m.bestPractices).padStart(3),
    String(m.seo).padStart(4),
    String(m.fcpMs).padStart(8),
    String(m.lcpMs).padStart(7),
    String(m.tbtMs).padStart(7),
    m.cls.toFixed(3).padStart(6),
    m.jsKiB.toFixed(1).padStart(8),
    String(m.jsFiles).padStart(6),
    m.jsTransferKiB.toFixed(1).padStart(9),
  ];
  return cells.join(" ");
}

/** Resident memory of a process, in MiB (Linux). */
function rssMiB(pid) {
  try {
    const kib = /VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"))?.[1];
    return kib ? Math.round(Number(kib) / 1024) : undefined;
  } catch {
    return undefined;
  }
}

/** One Lighthouse run; a run whose trace came out broken (it happens on a busy machine) is run again. */
async function audit(url, attempts = 3) {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error" });
    const error = result?.lhr ? result.lhr.runtimeError : { code: "NO_RESULT", message: "Lighthouse gave no result" };
    if (!error) return result;
    if (attempt >= attempts) throw new Error(`${url}: ${error.code} ${error.message}`);
    console.log(`  (${error.code}, running again)`);
  }
}

/**
 * Ask for a page until its answer holds its own rules rather than the whole stylesheet (ADR 0022):
 * the server chooses them at the first render of each kind of page, and every reader after that
 * first one gets them. The runs then measure what readers get, not the server's first render.
 */
async function untilItsRules(url) {
  for (let attempt = 0; attempt < 100; attempt++) {
    if (!(await (await fetch(url)).text()).includes("data-whole-stylesheet")) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** RUNS Lighthouse runs of a page, each printed as it ends, and the last full report. */
async function measure(url) {
  await untilItsRules(url);
  const runs = [];
  let lastLhr;
  for (let i = 0; i < RUNS; i++) {
    lastLhr = (await audit(url)).lhr;
    const bodies = await gzipBodyBytes(scriptRequests(lastLhr).map((item) => item.url));
    runs.push(figures(lastLhr, (scriptUrl) => bodies.get(scriptUrl) ?? 0));
    console.log(`  ${String(i + 1).padStart(3)}  ${row(runs.at(-1))}`);
  }
  return { runs, lastLhr };
}

const server = await startAppServer();
const chrome = await launchChromium();
const report = { date: new Date().toISOString(), runsPerRoute: RUNS, loadAverage: { start: os.loadavg() }, routes: {} };
let failed = false;
try {
  const routes = chosenRoutes(await routeTable(server.baseURL));
  report.serverRssMiB = { atRest: rssMiB(server.child.pid) };
  console.log(
    `${routes.length} routes, ${RUNS} runs each; load average ${os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(" ")}`,
  );
  for (const path of routes) {
    console.log(`\n${path}\n  run  ${HEADER}`);
    const { runs, lastLhr } = await measure(`${server.baseURL}${path}`);
    const median = medians(runs);
    const misses = missed(path, median);
    if (misses.length > 0) failed = true;
    console.log(`  med  ${row(median)}  ${misses.length ? `MISSED: ${misses.join("; ")}` : "ok"}`);
    if (misses.length > 0) {
      for (const audit of failingAudits(lastLhr)) console.log(`       ${audit}`);
      console.log(`       largest contentful paint: ${lcpElement(lastLhr) ?? "?"}`);
    }
    report.routes[path] = { runs, median, missed: misses };
    // The last full report of each route, for a closer look (Lighthouse's viewer reads it).
    fs.mkdirSync("bench/results/lighthouse", { recursive: true });
    fs.writeFileSync(`bench/results/lighthouse/${path.replace(/\//g, "_") || "_"}.json`, JSON.stringify(lastLhr));
  }
  report.serverRssMiB.afterRuns = rssMiB(server.child.pid);

  // The control page as the issue set it (a bare server's page), then the same page with the
  // site's opener policy, which alone moves the commit into a new renderer (ADR 0030).
  for (const [key, openerPolicy, title] of [
    ["control", false, "control page (one paragraph, no script; not held to the budgets)"],
    ["controlWithOpenerPolicy", true, "the same control page with the site's Cross-Origin-Opener-Policy"],
  ]) {
    console.log(`\n${title}\n  run  ${HEADER}`);
    const control = await startControlPage({ openerPolicy });
    try {
      const { runs } = await measure(control.url);
      report[key] = { runs, median: medians(runs) };
    } finally {
      await control.stop();
    }
  }
  report.loadAverage.end = os.loadavg();

  console.log(`\nmedians per route\n  ${"route".padEnd(40)} ${HEADER}`);
  for (const [path, { median, missed: misses }] of Object.entries(report.routes)) {
    console.log(`  ${path.padEnd(40)} ${row(median)}${misses.length ? "  MISSED" : ""}`);
  }
  console.log(`  ${"control page".padEnd(40)} ${row(report.control.median)}`);
  console.log(`  ${"control page, site's opener policy".padEnd(40)} ${row(report.controlWithOpenerPolicy.median)}`);

  const controlLcp = report.control.median.lcpMs;
  const openerLcp = report.controlWithOpenerPolicy.median.lcpMs;
  console.log(`\nlargest contentful paint against the control page's (medians of ${RUNS}; at most ${LCP_CONTROL_RATIO.toFixed(2)}x)`);
  console.log(`  ${"route".padEnd(40)}  LCP ms  control   ratio   with the opener policy`);
  for (const [path, result] of Object.entries(report.routes)) {
    const { ratio, ok } = lcpAgainstControl(result.median.lcpMs, controlLcp);
    const againstOpener = lcpAgainstControl(result.median.lcpMs, openerLcp).ratio;
    result.lcpAgainstControl = Number(ratio.toFixed(3));
    result.lcpAgainstControlWithOpenerPolicy = Number(againstOpener.toFixed(3));
    if (!ok) failed = true;
    const cells = [
      String(result.median.lcpMs).padStart(7),
      String(controlLcp).padStart(8),
      `${ratio.toFixed(2)}x`.padStart(7),
      `${String(openerLcp).padStart(8)} ${`${againstOpener.toFixed(2)}x`.padStart(6)}`,
    ];
    console.log(`  ${path.padEnd(40)} ${cells.join(" ")}  ${ok ? "ok" : "MISSED"}`);
  }
  console.log(`\nserver RSS: ${report.serverRssMiB.atRest} MiB at rest, ${report.serverRssMiB.afterRuns} MiB after the runs`);
  console.log(
    `load average at the end: ${os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(" ")} (${os.cpus().length} cores)`,
  );
} finally {
  await chrome.stop();
  await server.stop();
}
fs.mkdirSync("bench/results", { recursive: true });
fs.writeFileSync("bench/results/lighthouse.json", `${JSON.stringify(report, null, 2)}\n`);
console.log("wrote bench/results/lighthouse.json");
process.exit(failed ? 1 : 0);
