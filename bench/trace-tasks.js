// The main thread's tasks while a page loads and hydrates, measured in CPU time of the thread
// (a trace's thread durations), so the figures hold on a busy machine; each task's estimate on a
// 4x slower CPU is its CPU time x 4, as Lighthouse's simulated mobile profile counts it. Prints
// every task estimated over 50 ms with what it ran (scripts evaluated, functions called, layout).
// Lighthouse's simulation multiplies a task's wall time instead, which on a quiet machine is
// the same and on a busy one also counts the waits on the browser process (storage, history):
// TRACE_BY=wall selects and sums by wall time.
// Usage: node bench/trace-tasks.js /contact /zone-navigator     (after npm run build)
//        TRACE_RUNS=3 (runs per page), TRACE_BY=wall
/* global document */
import { chromium } from "@playwright/test";
import { chromiumPath } from "../scripts/chromium-path.js";
import { startAppServer } from "../tests/support/app-server.js";

const RUNS = Number(process.env.TRACE_RUNS ?? 3);
const SLOWDOWN = 4;
const BY_WALL = process.env.TRACE_BY === "wall";
const LONG_MS = 50;
const paths = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ["/contact", "/zone-navigator"];
const categories = ["toplevel", "devtools.timeline", "disabled-by-default-devtools.timeline", "v8.execute", "blink.user_timing"];

/** The renderer's main thread: the thread that parsed the page's HTML. */
function mainThread(events) {
  const parse = events.find((event) => event.name === "ParseHTML" && event.args?.beginData?.url?.startsWith("http"));
  return parse ? { pid: parse.pid, tid: parse.tid } : undefined;
}

const short = (url = "") =>
  url
    .split("/")
    .pop()
    ?.replace(/-[\w-]{8}\.js$/, ".js") || url;

/** What a task ran: its direct work, by kind, with CPU ms. */
function describe(task, events) {
  const end = task.ts + task.dur;
  const parts = new Map();
  for (const event of events) {
    if (event.ts < task.ts || event.ts >= end || event === task || event.ph !== "X") continue;
    let label;
    if (event.name === "EvaluateScript") label = `evaluate ${short(event.args?.data?.url)}`;
    else if (event.name === "v8.evaluateModule") label = "evaluate module";
    else if (event.name === "FunctionCall")
      label = `call ${event.args?.data?.functionName || "(anonymous)"} ${short(event.args?.data?.url)}`;
    else if (
      [
        "Layout",
        "UpdateLayoutTree",
        "ParseHTML",
        "Paint",
        "TimerFire",
        "FireIdleCallback",
        "FireAnimationFrame",
        "EventDispatch",
        "v8.compile",
        "v8.compileModule",
        "MajorGC",
        "MinorGC",
      ].includes(event.name)
    )
      label = event.name === "EventDispatch" ? `event ${event.args?.data?.type}` : event.name;
    else continue;
    const ms = (event.tdur ?? event.dur) / 1000;
    parts.set(label, (parts.get(label) ?? 0) + ms);
  }
  return [...parts]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 6)
    .map(([label, ms]) => `${label} ${ms.toFixed(1)}`)
    .join("; ");
}

const server = await startAppServer();
const browser = await chromium.launch({ executablePath: chromiumPath(), args: ["--no-sandbox"] });
try {
  for (const path of paths) {
    console.log(
      `\n${path}  (tasks estimated over ${LONG_MS} ms at ${SLOWDOWN}x: ${BY_WALL ? "wall" : "CPU"} ms x ${SLOWDOWN}, from navigation to ready (hydrated, or its own script run) + 1.5 s)`,
    );
    const blocking = [];
    for (let run = 1; run <= RUNS; run++) {
      const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
      const page = await context.newPage();
      await browser.startTracing(page, { categories });
      await page.goto(`${server.baseURL}${path}`);
      await page.waitForFunction(() => document.documentElement.dataset.ready === "true", null, { timeout: 30_000 });
      await page.waitForTimeout(1500);
      const { traceEvents: events } = JSON.parse((await browser.stopTracing()).toString());
      await context.close();
      const thread = mainThread(events);
      const mine = events.filter((event) => event.pid === thread?.pid && event.tid === thread?.tid);
      const tasks = mine.filter((event) => event.name === "RunTask" && event.ph === "X");
      const start = Math.min(...tasks.map((task) => task.ts));
      let total = 0;
      const lines = [];
      for (const task of tasks) {
        const estimate = ((BY_WALL ? task.dur : (task.tdur ?? task.dur)) / 1000) * SLOWDOWN;
        if (estimate <= LONG_MS) continue;
        total += estimate - LONG_MS;
        lines.push(
          `    ${estimate.toFixed(0).padStart(5)} ms at ${((task.ts - start) / 1000).toFixed(0).padStart(5)}  cpu ${((task.tdur ?? task.dur) / 1000).toFixed(1)} wall ${(task.dur / 1000).toFixed(1)}: ${describe(task, mine)}`,
        );
      }
      blocking.push(total);
      console.log(`  run ${run}: blocking over ${LONG_MS} ms, estimated: ${total.toFixed(0)} ms`);
      for (const line of lines) console.log(line);
    }
    const sorted = [...blocking].sort((a, b) => a - b);
    console.log(`  median blocking estimate: ${sorted[Math.floor(sorted.length / 2)].toFixed(0)} ms`);
  }
} finally {
  await browser.close();
  await server.stop();
}
