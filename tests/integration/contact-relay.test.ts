// The relay against a real local webhook, on both storage back ends: what arrives, and how
// failures (5xx, timeouts, 429 with Retry-After, redirects, 4xx) are retried until delivered or
// given up after the last attempt, with the message kept.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { Database } from "~/.server/db/database";
import { claimDueJobs } from "~/.server/outbox/delivery-queue";
import { listMessages, saveMessage } from "~/.server/contact/message-store";
import { createRelay, type Relay, type RelayOptions } from "~/.server/outbox/relay";
import type { ContactMessageInput } from "~/lib/schemas/contact-message";
import { backends, clearContactTables } from "./support/databases";
import { startWebhook, type FakeWebhook } from "./support/webhook";

const message: ContactMessageInput = {
  name: "Jane Advisor",
  email: "jane@advisors.example",
  firmName: "Advisors LLC",
  phoneNumber: "+1 555 0100",
  subject: "case-design",
  message: "I would like help designing a case for a client.",
  isFinancialAdvisor: true,
};

/** The stored messages, once `count` of them have reached `status`. */
function waitForStatus(database: Database, status: string, count = 1) {
  return vi.waitFor(
    async () => {
      const rows = await listMessages(database.db);
      if (rows.filter((row) => row.delivery.status === status).length < count) {
        throw new Error(`expected ${count} ${status}, got ${JSON.stringify(rows.map((r) => r.delivery))}`);
      }
      return rows;
    },
    { timeout: 15_000, interval: 25 },
  );
}

describe.each(backends)("relay on $name", (backend) => {
  let stopBackend: () => Promise<void>;
  let database: Database;
  let webhook: FakeWebhook;
  let relays: Relay[] = [];

  function startRelay(options: Partial<RelayOptions> = {}) {
    const relay = createRelay({
      db: database.db,
      webhookUrl: webhook.url,
      timeoutMs: 500,
      baseDelayMs: 100,
      maxDelayMs: 60_000,
      maxAttempts: 8,
      pollMs: 50,
      ...options,
    });
    relays.push(relay);
    relay.start();
    return relay;
  }

  /** Stop every relay; each first finishes the deliveries it has in flight (and logs them). */
  async function stopRelays() {
    await Promise.all(relays.map((relay) => relay.stop()));
  }

  beforeAll(async () => {
    const started = await backend.start();
    stopBackend = started.stop;
    database = await started.open();
  });
  afterAll(async () => {
    await database?.close();
    await stopBackend?.();
  });
  beforeEach(async () => {
    // The relay logs one line per event; these tests read the database and the webhook instead.
    vi.spyOn(console, "log").mockImplementation(() => undefined);
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    await clearContactTables(database);
    webhook = await startWebhook();
  });
  afterEach(async () => {
    await Promise.all(relays.map((relay) => relay.stop()));
    relays = [];
    await webhook.close();
    vi.restoreAllMocks();
  });

  it("posts exactly the spec's payload, with the message id as Idempotency-Key and Webhook-Id", async () => {
    const before = Date.now();
    const { id } = await saveMessage(database.db, message);
    startRelay();
    await webhook.waitFor(1);
    const [request] = webhook.received;
    expect(Object.keys(request!.body).sort()).toEqual([
      "email",
      "firmName",
      "isFinancialAdvisor",
      "message",
      "name",
      "phoneNumber",
      "source",
      "subject",
      "timestamp",
    ]);
    expect(request!.body).toMatchObject({ ...message, source: "Contact Form" });
    const timestamp = Date.parse(String(request!.body.timestamp));
    expect(new Date(timestamp).toISOString()).toBe(request!.body.timestamp);
    expect(timestamp).toBeGreaterThanOrEqual(before - 5);
    expect(request!.headers["content-type"]).toBe("application/json");
    expect(request!.headers["idempotency-key"]).toBe(id);
    expect(request!.headers["webhook-id"]).toBe(id);
    const [row] = await waitForStatus(database, "delivered");
    expect(row!.delivery).toMatchObject({ status: "delivered", attempts: 1, lastError: null });
    // A delivered job is never claimed again; a second post would have to be in flight now.
    await stopRelays();
    expect(webhook.received).toHaveLength(1);
  });

  it("retries a 500 with growing delays and delivers when the webhook recovers", async () => {
    webhook.answer((_request, count) => (count <= 2 ? { status: 500 } : { status: 200 }));
    const { id } = await saveMessage(database.db, message);
    startRelay();
    await webhook.waitFor(3);
    const [row] = await waitForStatus(database, "delivered");
    expect(row!.delivery).toMatchObject({ status: "delivered", attempts: 3 });
    const [first, second, third] = webhook.received.map((request) => request.at);
    expect(second! - first!).toBeGreaterThanOrEqual(70);
    // Nominally six times longer; a busy machine stretches the first wait by its poll and load.
    expect(third! - second!).toBeGreaterThan(second! - first!);
    expect(new Set(webhook.received.map((request) => request.headers["idempotency-key"]))).toEqual(new Set([id]));
  });

  it("gives up on a webhook that does not answer in time and tries again", async () => {
    webhook.answer((_request, count) => (count === 1 ? "hang" : { status: 204 }));
    await saveMessage(database.db, message);
    startRelay({ timeoutMs: 400 });
    const [row] = await waitForStatus(database, "delivered");
    expect(row!.delivery.attempts).toBe(2);
    expect(webhook.received[1]!.at - webhook.received[0]!.at).toBeGreaterThanOrEqual(400);
  });

  it("waits as long as a 429's Retry-After asks before trying again", async () => {
    webhook.answer((_request, count) => (count === 1 ? { status: 429, headers: { "Retry-After": "1" } } : { status: 200 }));
    await saveMessage(database.db, message);
    startRelay();
    await waitForStatus(database, "delivered");
    expect(webhook.received).toHaveLength(2);
    expect(webhook.received[1]!.at - webhook.received[0]!.at).toBeGreaterThanOrEqual(950);
  });

  it("does not count a redirect or a 4xx as delivered", async () => {
    webhook.answer((_request, count) =>
      count === 1
        ? { status: 302, headers: { Location: "http://127.0.0.1:9/elsewhere" } }
        : count === 2
          ? { status: 400 }
          : { status: 200 },
    );
    await saveMessage(database.db, message);
    startRelay();
    const [row] = await waitForStatus(database, "delivered");
    expect(row!.delivery.attempts).toBe(3);
    expect(webhook.received).toHaveLength(3);
  });

  it("marks a message failed after the last attempt, logs it loudly without its content, and keeps it", async () => {
    const errors: string[] = [];
    vi.mocked(console.error).mockImplementation((line: string) => void errors.push(line));
    webhook.answer(() => ({ status: 503 }));
    const { id } = await saveMessage(database.db, message);
    startRelay({ maxAttempts: 3 });
    const [row] = await waitForStatus(database, "failed");
    expect(row).toMatchObject({ id, payload: { ...message }, delivery: { status: "failed", attempts: 3, lastError: "HTTP 503" } });
    await stopRelays();
    expect(webhook.received).toHaveLength(3);
    const failed = errors.map((line) => JSON.parse(line)).find((entry) => entry.event === "contact.delivery.failed");
    expect(failed).toMatchObject({ level: "error", messageId: id, attempt: 3, error: "HTTP 503" });
    expect(errors.join("\n")).not.toContain(message.email);
    expect(errors.join("\n")).not.toContain(message.message);
  });

  it("takes a job again once the lease of a worker that died runs out", async () => {
    const { id } = await saveMessage(database.db, message);
    // A worker claims the job and dies before delivering or marking it.
    const claimedAt = Date.now();
    expect(await claimDueJobs(database.db, 10, 400)).toHaveLength(1);
    startRelay();
    const [row] = await waitForStatus(database, "delivered");
    expect(row!.delivery.attempts).toBe(2);
    expect(webhook.received.map((request) => request.headers["webhook-id"])).toEqual([id]);
    // The relay looked every 50 ms, yet took the job only once the 400 ms lease had run out.
    expect(webhook.received[0]!.at - claimedAt).toBeGreaterThanOrEqual(400);
  });

  it("lets two workers on one database share the queue without sending a message twice", async () => {
    const ids = new Set<string>();
    for (let index = 0; index < 24; index++) ids.add((await saveMessage(database.db, { ...message, name: `Advisor ${index}` })).id);
    // A generous timeout: on a busy machine a 500 ms one lets a slow answer be sent again, which
    // at-least-once delivery allows but this test is not about.
    startRelay({ batchSize: 4, timeoutMs: 10_000 });
    startRelay({ batchSize: 4, timeoutMs: 10_000 });
    await waitForStatus(database, "delivered", 24);
    await stopRelays();
    const keys = webhook.received.map((request) => String(request.headers["idempotency-key"]));
    expect(keys).toHaveLength(24);
    expect(new Set(keys)).toEqual(ids);
  });
});
