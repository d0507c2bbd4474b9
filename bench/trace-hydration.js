// What a page runs while it loads and hydrates, on a 4x slower CPU (Lighthouse's mobile profile):
// the long tasks (over 50 ms) the browser reports, and the functions that took the most time from
// the navigation until just after hydration (a CPU profile, self time), each with its file. Not a benchmark run by `npm run bench`: a tool
// for finding what to split or defer.
// Usage: node bench/trace-hydration.js /contact /zone-navigator     (after npm run build)
//        TRACE_RUNS=3 (runs per page; the functions are summed over the runs)
/* global window, document */
import { chromium } from "@playwright/test";
import { chromiumPath } from "../scripts/chromium-path.js";
import { startAppServer } from "../tests/support/app-server.js";

const RUNS = Number(process.env.TRACE_RUNS ?? 3);
const paths = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ["/contact", "/zone-navigator"];

/** Runs in the page before its scripts: keeps every long task. */
function watchLongTasks() {
  window.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__longTasks.push({ start: Math.round(entry.startTime), ms: Math.round(entry.duration) });
  }).observe({ type: "longtask", buffered: true });
}

/** Self time (ms) per function of a CPU profile. */
function selfTimes(profile) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const totals = new Map();
  profile.samples.forEach((id, index) => {
    const ms = (profile.timeDeltas[index + 1] ?? 0) / 1000;
    const frame = byId.get(id)?.callFrame;
    if (!frame || ["(idle)", "(program)", "(root)"].includes(frame.functionName)) return;
    const file = frame.url.split("/").pop() || "(native)";
    const key = `${frame.functionName || "(anonymous)"}  ${file}:${frame.lineNumber + 1}:${frame.columnNumber + 1}`;
    totals.set(key, (totals.get(key) ?? 0) + ms);
  });
  return totals;
}

const server = await startAppServer();
const browser = await chromium.launch({ executablePath: chromiumPath(), args: ["--no-sandbox"] });
try {
  for (const path of paths) {
    const functions = new Map();
    console.log(`\n${path}`);
    for (let run = 1; run <= RUNS; run++) {
      const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
      await context.addInitScript(watchLongTasks);
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
      await cdp.send("Profiler.enable");
      await cdp.send("Profiler.setSamplingInterval", { interval: 200 });
      await cdp.send("Profiler.start");
      await page.goto(`${server.baseURL}${path}`);
      await page.waitForFunction(() => document.documentElement.dataset.ready === "true", null, { timeout: 30_000 });
      // The tasks right after hydration (effects, the parts laid out while idle) count too.
      await page.waitForTimeout(1500);
      const { profile } = await cdp.send("Profiler.stop");
      const tasks = await page.evaluate(() => window.__longTasks);
      console.log(`  run ${run}: long tasks ${tasks.map((task) => `${task.ms} ms at ${task.start}`).join(", ") || "none"}`);
      for (const [key, ms] of selfTimes(profile)) functions.set(key, (functions.get(key) ?? 0) + ms);
      await context.close();
    }
    const files = new Map();
    for (const [key, ms] of functions) {
      const file = key
        .split("  ")[1]
        .replace(/-[\w-]{8}\.js.*$/, ".js")
        .replace(/:\d+:\d+$/, "");
      files.set(file, (files.get(file) ?? 0) + ms);
    }
    console.log(`  self time per file, navigation to ready + 1.5 s (mean of ${RUNS} runs):`);
    for (const [file, ms] of [...files].sort((a, b) => b[1] - a[1]).slice(0, 8))
      console.log(`    ${(ms / RUNS).toFixed(1).padStart(7)} ms  ${file}`);
    console.log(`  most self time, navigation to ready + 1.5 s (sum of ${RUNS} runs):`);
    for (const [key, ms] of [...functions].sort((a, b) => b[1] - a[1]).slice(0, 15))
      console.log(`    ${ms.toFixed(1).padStart(7)} ms  ${key}`);
  }
} finally {
  await browser.close();
  await server.stop();
}
