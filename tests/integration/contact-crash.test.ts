// A server process killed with SIGKILL loses nothing: messages it stored but had not delivered,
// and messages it had sent but not yet marked, are delivered after the next start.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { listMessages } from "~/.server/contact/message-store";
import { backends } from "./support/databases";
import { runOutLeases } from "./support/leases";
import { restartedRelay, startRelayProcess, type RelayProcess } from "./support/relay-process-runner";
import { startWebhook, type FakeWebhook } from "./support/webhook";

// The local webhook speaks plain http: allowed for tests only.
const fastRelay = { CONTACT_RELAY_BASE_DELAY_MS: "100", CONTACT_RELAY_POLL_MS: "50", ALLOW_INSECURE_OUTBOUND: "true" };

describe.each(backends)("a relay process killed with SIGKILL on $name", (backend) => {
  let started: Awaited<ReturnType<typeof backend.start>>;
  let webhook: FakeWebhook;
  const processes: RelayProcess[] = [];

  beforeAll(async () => {
    started = await backend.start();
  });
  afterEach(async () => {
    for (const { child } of processes.splice(0)) child.kill("SIGKILL");
    await webhook?.close();
  });
  afterAll(async () => {
    await started?.stop();
  });

  async function run(env: Record<string, string>, accept = 0) {
    const relayProcess = await startRelayProcess({ ...started.settings, ...fastRelay, ...env }, accept);
    processes.push(relayProcess);
    return relayProcess;
  }

  async function kill(relayProcess: RelayProcess, signal: NodeJS.Signals) {
    relayProcess.child.kill(signal);
    await relayProcess.exited;
  }

  /** Every id the webhook answered with success, once the ids are all there. */
  async function deliveredIds(ids: string[], accepted: Set<string>) {
    const deadline = Date.now() + 30_000;
    while (!ids.every((id) => accepted.has(id))) {
      if (Date.now() > deadline) throw new Error(`delivered ${accepted.size} of ${ids.length}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  async function storedStatuses() {
    const database = await started.open();
    try {
      return (await listMessages(database.db)).map((row) => [row.id, row.delivery.status] as const);
    } finally {
      await database.close();
    }
  }

  it("delivers after a restart what was stored, and what was sent but not marked, before the kill", async () => {
    webhook = await startWebhook();
    const accepted = new Set<string>();
    // The webhook takes every request of the first process and never answers it.
    webhook.answer(() => "hang");

    // Stored with no webhook configured, then killed at once: nothing was delivered.
    const storing = await run({}, 3);
    await kill(storing, "SIGKILL");

    // Stores more and starts delivering everything; killed while the requests are in flight.
    const sending = await run({ CONTACT_WEBHOOK_URL: webhook.url, CONTACT_WEBHOOK_TIMEOUT_MS: "1000" }, 3);
    const ids = [...storing.ids, ...sending.ids];
    const sentIds = () => new Set(webhook.received.map((request) => String(request.headers["idempotency-key"])));
    // Every message, not a count of requests: on a busy machine a request that timed out after
    // its second is sent again before the last message's first request arrives.
    await vi.waitFor(
      () => {
        if (!ids.every((id) => sentIds().has(id))) throw new Error(`the webhook got ${sentIds().size} of ${ids.length} messages`);
      },
      { timeout: 20_000, interval: 25 },
    );
    await kill(sending, "SIGKILL");
    expect(sentIds()).toEqual(new Set(ids));
    // The killed process held the messages it was sending; their leases run out.
    expect(await runOutLeases(started.open)).toBeGreaterThan(0);

    // The webhook recovers; the next start delivers every message.
    webhook.answer((request) => {
      accepted.add(String(request.headers["idempotency-key"]));
      return { status: 200 };
    });
    const restarted = await run({ CONTACT_WEBHOOK_URL: webhook.url, ...restartedRelay });
    await deliveredIds(ids, accepted);
    await kill(restarted, "SIGTERM");

    // At least once: a repeat carries the same id and the same payload as the first send.
    for (const id of ids) {
      const copies = webhook.received.filter((request) => request.headers["idempotency-key"] === id);
      expect(copies.length).toBeGreaterThanOrEqual(2);
      for (const copy of copies) expect(copy.body).toEqual(copies[0]!.body);
    }
    expect(new Map(await storedStatuses())).toEqual(new Map(ids.map((id) => [id, "delivered"])));
  }, 90_000);
});
