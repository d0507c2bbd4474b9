// Signal fan-out: 2,000 advisors follow a model, a signal is published to them (the mails are
// queued inside one transaction, as the publishing desk does), and the production server's relay
// sends them to a local SMTP server at MAIL_SEND_PER_MINUTE. Measures how long queueing takes,
// the sending rate the SMTP server sees, and the site's answers meanwhile (home page and
// /signals every 100 ms: median, 95th percentile and slowest, against the same before
// publishing). Exits 1 when a mail is missing or sent twice, queueing takes over 10 s, or the
// site's 95th percentile while sending is above 1 s.
//   SIGNAL_BENCH_FOLLOWERS (2000)  SIGNAL_BENCH_PER_MINUTE (6000)
import { spawn } from "node:child_process";
import os from "node:os";
import path from "node:path";
import { build } from "esbuild";
import { SMTPServer } from "smtp-server";
import { freePort, startAppServer } from "../tests/support/app-server.js";
import { startPostgres } from "../tests/support/postgres.js";
import { saveResults } from "./support/results.js";

const FOLLOWERS = Number(process.env.SIGNAL_BENCH_FOLLOWERS ?? 2000);
const PER_MINUTE = Number(process.env.SIGNAL_BENCH_PER_MINUTE ?? 6000);
const WATCHDOG_MS = 15 * 60_000;
const sleep = (/** @type {number} */ ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** A local SMTP server that accepts everything and notes each mail's Message-ID and time. */
async function startSmtp() {
  /** @type {{ id: string; at: number }[]} */
  const received = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, _session, callback) {
      let head = "";
      stream.on("data", (/** @type {Buffer} */ chunk) => {
        if (head.length < 4000) head += chunk.toString("utf8");
      });
      stream.on("end", () => {
        received.push({ id: /^Message-ID:\s*(<[^>]+>)/im.exec(head)?.[1] ?? "", at: performance.now() });
        callback();
      });
    },
  });
  const port = await freePort();
  await new Promise((resolve) => server.listen(port, "127.0.0.1", () => resolve(undefined)));
  return { url: `smtp://127.0.0.1:${port}`, received, close: () => new Promise((resolve) => server.close(() => resolve(undefined))) };
}

/** Runs bench/support/signal-publisher.ts (built once) against the database. */
async function publish(/** @type {string} */ databaseUrl) {
  const outfile = path.resolve("node_modules/.cache/bench/signal-publisher.mjs");
  await build({
    entryPoints: [path.resolve("bench/support/signal-publisher.ts")],
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node22",
    packages: "external",
    outfile,
    logLevel: "silent",
  });
  const child = spawn(process.execPath, [outfile, String(FOLLOWERS)], {
    env: { ...process.env, DATABASE_URL: databaseUrl, DATA_DIR: path.join(os.tmpdir(), "bench-signal-publisher") },
    stdio: ["ignore", "pipe", "inherit"],
  });
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  const code = await new Promise((resolve) => child.once("exit", resolve));
  if (code !== 0) throw new Error(`the publisher exited with ${code}`);
  return /** @type {{ queued: number; queueMs: number }} */ (JSON.parse(output.trim().split("\n").at(-1) ?? "{}"));
}

/** Ask for the pages every 100 ms until `stop` resolves; each answer's time in ms. */
async function probe(/** @type {string} */ baseURL, /** @type {Promise<unknown>} */ stop) {
  /** @type {number[]} */
  const times = [];
  let failed = 0;
  let done = false;
  void stop.then(() => (done = true));
  for (let index = 0; !done; index++) {
    const started = performance.now();
    const response = await fetch(`${baseURL}${index % 2 ? "/signals" : "/"}`).catch(() => undefined);
    if (!response?.ok) failed++;
    await response?.arrayBuffer();
    times.push(performance.now() - started);
    await sleep(100);
  }
  return { times, failed };
}

function summary(/** @type {number[]} */ times) {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (/** @type {number} */ share) => Math.round(sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? 0);
  return { requests: sorted.length, medianMs: at(0.5), p95Ms: at(0.95), maxMs: Math.round(sorted.at(-1) ?? 0) };
}

const watchdog = setTimeout(() => {
  console.error("signal fan-out bench: gave up after 15 minutes");
  process.exit(1);
}, WATCHDOG_MS);
watchdog.unref();

const postgres = await startPostgres();
const smtp = await startSmtp();
const server = await startAppServer({
  DATABASE_URL: postgres.url,
  SMTP_URL: smtp.url,
  MAIL_FROM: "signals@northfield.example",
  MAIL_SEND_PER_MINUTE: String(PER_MINUTE),
  AUTH_SECRET: "the key of the signal fan-out bench, 32+ chars",
});
let ok = true;
try {
  // The site at rest, for comparison.
  const idle = summary((await probe(server.baseURL, sleep(5_000))).times);

  const { queued, queueMs } = await publish(postgres.url);
  const sendStarted = performance.now();
  /** @type {() => void} */
  let allSent = () => undefined;
  const sent = new Promise((resolve) => (allSent = () => resolve(undefined)));
  const watching = (async () => {
    while (smtp.received.length < queued) await sleep(50);
    allSent();
  })();
  const busy = await probe(server.baseURL, sent);
  await watching;
  // Any repeat arrives soon after the last mail.
  await sleep(2_000);
  const sendSeconds = (Math.max(...smtp.received.map((mail) => mail.at)) - sendStarted) / 1000;
  const ids = new Set(smtp.received.map((mail) => mail.id));
  const figures = {
    followers: FOLLOWERS,
    perMinuteSetting: PER_MINUTE,
    queued,
    queueMs,
    received: smtp.received.length,
    distinctMessageIds: ids.size,
    sendSeconds: +sendSeconds.toFixed(1),
    sentPerMinute: Math.round((smtp.received.length / sendSeconds) * 60),
    siteIdle: idle,
    siteWhileSending: { ...summary(busy.times), failed: busy.failed },
  };
  console.log(JSON.stringify(figures, null, 2));
  saveResults("signal-fanout", figures);
  if (queued !== FOLLOWERS || ids.size !== FOLLOWERS || smtp.received.length !== FOLLOWERS) {
    console.error("a follower's mail is missing or came twice");
    ok = false;
  }
  if (queueMs > 10_000) {
    console.error(`queueing took ${queueMs} ms (goal: under 10 s)`);
    ok = false;
  }
  if (figures.siteWhileSending.p95Ms > 1_000 || busy.failed > 0) {
    console.error("the site answered slowly or failed while sending");
    ok = false;
  }
} finally {
  await server.stop();
  await smtp.close();
  await postgres.stop();
}
process.exit(ok ? 0 : 1);
