// Deliveries are signed so the firm's automation can tell them from forgeries: a real local
// webhook recomputes each signature with its own copy of the secret.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { saveMessage } from "~/.server/contact/message-store";
import { createRelay, type Relay } from "~/.server/outbox/relay";
import type { ContactMessageInput } from "~/lib/schemas/contact-message";
import { backends, clearContactTables, openForSuite } from "./support/databases";
import { startWebhook, type FakeWebhook } from "./support/webhook";

const SECRET = "shared-secret-of-the-firm-0123456789";
const message: ContactMessageInput = {
  name: "Jane Advisor",
  email: "jane@advisors.example",
  firmName: "Advisors LLC",
  phoneNumber: "",
  subject: "case-design",
  message: "Please sign this one.",
  isFinancialAdvisor: true,
};
const pglite = backends.find((backend) => backend.name === "PGlite")!;

describe("signed deliveries", () => {
  const suite = openForSuite(pglite);
  let webhook: FakeWebhook | undefined;
  let relay: Relay | undefined;

  async function deliverTo(webhookSecret: string | undefined, relaySecret: string | undefined) {
    webhook = await startWebhook({ secret: webhookSecret });
    await saveMessage(suite.database.db, message);
    relay = createRelay({
      db: suite.database.db,
      webhookUrl: webhook.url,
      secret: relaySecret,
      timeoutMs: 1000,
      baseDelayMs: 100,
      maxDelayMs: 1000,
      maxAttempts: 3,
      pollMs: 50,
    });
    relay.start();
    await webhook.waitFor(1);
    return webhook.received[0]!;
  }

  beforeEach(async () => {
    vi.spyOn(console, "log").mockImplementation(() => undefined);
    await clearContactTables(suite.database);
  });
  afterEach(async () => {
    await relay?.stop();
    await webhook?.close();
    vi.restoreAllMocks();
  });

  it("carries a timestamp and a v1 signature that the webhook verifies with the same secret", async () => {
    const before = Math.floor(Date.now() / 1000);
    const request = await deliverTo(SECRET, SECRET);
    expect(request.signature).toBe("valid");
    expect(Number(request.headers["webhook-timestamp"])).toBeGreaterThanOrEqual(before);
    expect(request.headers["webhook-signature"]).toMatch(/^v1=[0-9a-f]{64}$/);
  });

  it("does not verify with another secret", async () => {
    const request = await deliverTo("another-secret-0123456789abcdef", SECRET);
    expect(request.signature).toBe("invalid");
  });

  it("is unsigned without a secret, which a checking webhook sees as missing", async () => {
    const request = await deliverTo(SECRET, undefined);
    expect(request.signature).toBe("missing");
    expect(request.headers["webhook-signature"]).toBeUndefined();
  });
});
