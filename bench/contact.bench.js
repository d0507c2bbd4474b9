// Contact form under load: a few hundred messages posted concurrently to a production server
// whose relay delivers to a local webhook. Reports accepted messages per second and latency,
// then checks that every accepted message was stored and delivered. Not a test: figures only,
// but it exits with 1 if a message is missing.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { freePort, startAppServer } from "../tests/support/app-server.js";

const TOTAL = Number(process.env.CONTACT_BENCH_MESSAGES ?? 300);
const CONCURRENCY = Number(process.env.CONTACT_BENCH_CONCURRENCY ?? 50);

const delivered = new Set();
const webhookPort = await freePort();
const webhook = http.createServer((req, res) => {
  req.resume();
  req.on("end", () => {
    delivered.add(req.headers["idempotency-key"]);
    res.writeHead(204).end();
  });
});
await new Promise((resolve) => webhook.listen(webhookPort, "127.0.0.1", resolve));

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "contact-bench-"));
const server = await startAppServer({
  DATA_DIR: dataDir,
  CONTACT_WEBHOOK_URL: `http://127.0.0.1:${webhookPort}/hook`,
  ALLOW_INSECURE_OUTBOUND: "true",
  CONTACT_RATE_LIMIT_MAX: String(TOTAL * 10),
  POST_RATE_LIMIT_MAX: String(TOTAL * 10),
  CONTACT_RELAY_POLL_MS: "200",
});

function post(index) {
  const body = new URLSearchParams({
    name: `Bench Advisor ${index}`,
    email: `bench${index}@firm.example`,
    firmName: "Bench Partners",
    subject: "general-inquiry",
    message: `Benchmark message number ${index}, please ignore.`,
    isFinancialAdvisor: "on",
  });
  const started = performance.now();
  // The request the form makes with JavaScript on (React Router's data request).
  return fetch(`${server.baseURL}/contact.data`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.baseURL },
    body,
  }).then(async (response) => {
    await response.arrayBuffer();
    return { ok: response.status === 200, ms: performance.now() - started };
  });
}

let exitCode = 0;
try {
  // The first post waits for storage to open (and migrate); it is not counted.
  const warmup = await post(-1);
  console.log(`first post (storage opening): ${warmup.ms.toFixed(0)} ms`);

  const results = [];
  let next = 0;
  const began = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < TOTAL) results.push(await post(next++));
    }),
  );
  const seconds = (performance.now() - began) / 1000;
  const accepted = results.filter((result) => result.ok).length;
  const latencies = results.map((result) => result.ms).sort((a, b) => a - b);
  const at = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))].toFixed(0);
  console.log(`posted ${TOTAL} messages, ${CONCURRENCY} at a time: ${accepted} accepted in ${seconds.toFixed(1)} s`);
  console.log(`accepted/s: ${(accepted / seconds).toFixed(0)}   p50: ${at(0.5)} ms   p99: ${at(0.99)} ms`);

  const deadline = Date.now() + 120_000;
  while (delivered.size < accepted + 1 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
  console.log(
    `delivered to the webhook: ${delivered.size} of ${accepted + 1} (${((performance.now() - began) / 1000).toFixed(1)} s after the first post)`,
  );

  await server.stop();
  const stored = JSON.parse(
    execFileSync(process.execPath, ["scripts/messages.js", "--json", "--limit", String(TOTAL * 2)], {
      env: { ...process.env, DATA_DIR: dataDir },
      encoding: "utf8",
    }),
  );
  const deliveredRows = stored.filter((message) => message.delivery.status === "delivered").length;
  console.log(`stored: ${stored.length}, marked delivered: ${deliveredRows}`);
  if (accepted !== TOTAL || delivered.size !== accepted + 1 || stored.length !== accepted + 1 || deliveredRows !== stored.length) {
    console.error("MISSING: not every accepted message was stored and delivered");
    exitCode = 1;
  }
} finally {
  await server.stop().catch(() => undefined);
  webhook.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
process.exit(exitCode);
