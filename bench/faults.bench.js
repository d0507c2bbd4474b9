// Faults: contact messages posted while the webhook is down and the server is killed with
// SIGKILL twice (and started again on the same data); then the webhook comes back and the
// relay delivers. Counts what the firm was promised (posts answered 200), what the webhook
// received (unique by Webhook-Id), what was lost and what came twice. Run once with PGlite
// (one server, webhook answering 503) and once with two servers sharing one PostgreSQL
// (webhook not listening), posting to both and killing one. Exits 1 if a promised message is
// lost. A post that fails with a connection error was never confirmed and is not promised.
//   FAULTS_BENCH_MESSAGES (500)  FAULTS_BENCH_DRAIN_SECONDS (90)
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { startPostgres } from "../tests/support/postgres.js";
import { contactForm } from "./support/contact-form.js";
import { startFaultWebhook } from "./support/fault-webhook.js";
import { killAll, killableServer } from "./support/killable-server.js";
import { saveResults } from "./support/results.js";

const TOTAL = Number(process.env.FAULTS_BENCH_MESSAGES ?? 500);
const DRAIN_SECONDS = Number(process.env.FAULTS_BENCH_DRAIN_SECONDS ?? 90);
const CONCURRENCY = 10;
const POST_TIMEOUT_MS = 15_000;
// Repeats that come after the last promised message arrive within this quiet spell.
const QUIET_MS = 2_000;
// Whatever happens, give up (killing every process) after this long.
const WATCHDOG_MS = 10 * 60_000;

// Quick retries, and an outage shorter than the retry budget, as it is in production
// (8 attempts over about a day there; here the webhook is down for seconds).
const relaySettings = {
  CONTACT_RELAY_BASE_DELAY_MS: "50",
  CONTACT_RELAY_MAX_DELAY_MS: "1000",
  CONTACT_RELAY_MAX_ATTEMPTS: "100000",
  CONTACT_RELAY_POLL_MS: "50",
  CONTACT_WEBHOOK_TIMEOUT_MS: "2000",
  CONTACT_RATE_LIMIT_MAX: "1000000",
  POST_RATE_LIMIT_MAX: "1000000",
  // The webhook is a local server over plain http.
  ALLOW_INSECURE_OUTBOUND: "true",
};

const scenarios = [
  { name: "PGlite, one server, webhook answering 503", down: "unavailable", servers: 1, postgres: false },
  { name: "PostgreSQL, two servers, webhook not listening", down: "refuse", servers: 2, postgres: true },
];

const sleep = (/** @type {number} */ ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Post form number `index` to `target`: "promised" when answered 200, "unconfirmed" when the
 * connection failed, otherwise the status.
 * @param {ReturnType<typeof killableServer>} target @param {number} index
 */
async function post(target, index) {
  const server = await target.ready();
  try {
    const response = await fetch(`${server.baseURL}/contact`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.baseURL },
      body: contactForm(index),
      redirect: "manual",
      signal: AbortSignal.timeout(POST_TIMEOUT_MS),
    });
    await response.arrayBuffer();
    return response.status === 200 ? "promised" : `answered ${response.status}`;
  } catch {
    return "unconfirmed";
  }
}

/** @param {(typeof scenarios)[number]} scenario */
async function run(scenario) {
  const webhook = await startFaultWebhook(/** @type {"unavailable" | "refuse"} */ (scenario.down));
  const postgres = scenario.postgres ? await startPostgres() : undefined;
  /** @type {string[]} */
  const dirs = [];
  /** @type {ReturnType<typeof killableServer>[]} */
  const servers = [];
  try {
    for (let n = 0; n < scenario.servers; n++) {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), "faults-bench-"));
      dirs.push(dir);
      const env = { ...relaySettings, CONTACT_WEBHOOK_URL: webhook.url, DATA_DIR: dir };
      // Servers on one PostgreSQL share the key that signs cookies.
      const shared = { DATABASE_URL: postgres?.url ?? "", AUTH_SECRET: "one key for every server of the bench, 32+" };
      servers.push(killableServer(String(n + 1), postgres ? { ...env, ...shared } : env));
    }
    await Promise.all(servers.map((server) => server.ready()));

    // Post, killing the first server when a third and two thirds of the posts have started.
    const victim = /** @type {ReturnType<typeof killableServer>} */ (servers[0]);
    const killAt = new Set([Math.floor(TOTAL / 3), Math.floor((2 * TOTAL) / 3)]);
    /** @type {Map<number, string>} */
    const outcomes = new Map();
    /** @type {Promise<unknown>[]} */
    const restarts = [];
    let next = 0;
    const began = Date.now();
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < TOTAL) {
          const index = next++;
          if (killAt.has(index)) restarts.push(victim.kill());
          outcomes.set(index, await post(/** @type {ReturnType<typeof killableServer>} */ (servers[index % servers.length]), index));
        }
      }),
    );
    await Promise.all(restarts);
    const postingSeconds = (Date.now() - began) / 1000;
    const deliveredWhileDown = webhook.accepted.length;

    // The webhook comes back: wait (bounded) for every promised message, then for a quiet spell.
    await webhook.set("up");
    const upAt = Date.now();
    const promised = [...outcomes].filter(([, outcome]) => outcome === "promised").map(([index]) => String(index));
    const receivedForms = () => new Set(webhook.accepted.map((delivery) => delivery.index));
    const deadline = upAt + DRAIN_SECONDS * 1000;
    while (Date.now() < deadline && !promised.every((index) => receivedForms().has(index))) await sleep(100);
    const drainSeconds = (Date.now() - upAt) / 1000;
    while (Date.now() < deadline && Date.now() - webhook.lastRequestAt() < QUIET_MS) await sleep(100);

    const received = receivedForms();
    const ids = new Set(webhook.accepted.map((delivery) => delivery.id));
    /** @type {Map<string, Set<string>>} */
    const idsPerForm = new Map();
    for (const { id, index } of webhook.accepted) idsPerForm.set(String(index), (idsPerForm.get(String(index)) ?? new Set()).add(id));
    const answered = /** @type {Record<string, number>} */ ({});
    for (const outcome of outcomes.values()) answered[outcome] = (answered[outcome] ?? 0) + 1;
    const lost = promised.filter((index) => !received.has(index));
    const figures = {
      scenario: scenario.name,
      posted: TOTAL,
      answered,
      promised: promised.length,
      kills: victim.kills(),
      postingSeconds,
      webhookRefusalsWhileDown: webhook.refusedWithStatus(),
      deliveredWhileDown,
      received: ids.size,
      lost: lost.length,
      lostForms: lost,
      duplicates: webhook.accepted.length - ids.size,
      storedTwice: [...idsPerForm.values()].filter((set) => set.size > 1).length,
      deliveredButUnconfirmed: [...received].filter((index) => outcomes.get(Number(index)) === "unconfirmed").length,
      secondsToDeliverAllPromised: lost.length === 0 ? drainSeconds : null,
    };
    return figures;
  } finally {
    await Promise.all(servers.map((server) => server.stop().catch(() => undefined)));
    await webhook.stop();
    await postgres?.stop().catch((error) => console.error(String(error)));
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  }
}

const watchdog = setTimeout(() => {
  console.error(`faults: gave up after ${WATCHDOG_MS / 60_000} minutes`);
  killAll();
  process.exit(1);
}, WATCHDOG_MS);
watchdog.unref();

const results = [];
let exitCode = 0;
try {
  for (const scenario of scenarios) {
    console.log(`\n${scenario.name}: ${TOTAL} posts, ${CONCURRENCY} at a time, server 1 killed twice`);
    const figures = await run(scenario);
    results.push(figures);
    const answers = Object.entries(figures.answered)
      .map(([outcome, count]) => `${count} ${outcome}`)
      .join(", ");
    console.log(
      `  answers to posts: ${answers} (in ${figures.postingSeconds.toFixed(1)} s, ${figures.webhookRefusalsWhileDown} deliveries refused with 503)`,
    );
    console.log(`  promised ${figures.promised}   received ${figures.received}   lost ${figures.lost}   duplicates ${figures.duplicates}`);
    console.log(
      `  stored twice ${figures.storedTwice}   delivered though never confirmed ${figures.deliveredButUnconfirmed}   all promised delivered ${figures.secondsToDeliverAllPromised === null ? "never" : `${figures.secondsToDeliverAllPromised.toFixed(1)} s after the webhook came back`}`,
    );
    if (figures.lost > 0) {
      console.error(
        `  LOST: ${figures.lost} promised messages never reached the webhook (forms ${figures.lostForms.slice(0, 20).join(", ")})`,
      );
      exitCode = 1;
    }
  }
  saveResults("faults", {
    settings: { total: TOTAL, concurrency: CONCURRENCY, drainSeconds: DRAIN_SECONDS, relay: relaySettings },
    results,
  });
} catch (error) {
  console.error(error);
  exitCode = 1;
} finally {
  killAll();
}
process.exit(exitCode);
