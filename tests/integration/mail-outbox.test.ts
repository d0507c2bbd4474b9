// Mails go through the one delivery queue: stored in the caller's transaction, kept (and
// listed) while no SMTP server is configured, handed to a real local SMTP server with a text
// and an HTML part, retried after a refusal, and kept once delivered with their links removed.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { Database } from "~/.server/db/database";
import { composeMail } from "~/.server/mail/compose";
import { queueMail } from "~/.server/mail/outbox";
import { listMails } from "~/.server/mail/stored-mails";
import { LINK_REMOVED } from "~/.server/mail/remove-links";
import { mails } from "~/.server/db/schema";
import { createMailSender } from "~/.server/outbox/mail-sender";
import { createRelay, type Relay } from "~/.server/outbox/relay";
import { site } from "~/content/site";
import { backends, clearAccountTables } from "./support/databases";
import { startSmtp, type FakeSmtp } from "./support/smtp";

const link = "http://localhost:3000/verify-email?token=abc123";
const mail = composeMail({
  subject: "Verify your email address",
  greeting: "Hello Jane <b>,",
  paragraphs: ["Please confirm the address of your advisor account."],
  action: { label: "Verify Email", url: link },
});

async function waitForMail(database: Database, status: string) {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const [row] = await listMails(database.db);
    if (row?.delivery.status === status) return row;
    if (Date.now() > deadline) throw new Error(`expected ${status}, got ${JSON.stringify(row?.delivery)}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe.each(backends)("the mail outbox on $name", (backend) => {
  let stopBackend: () => Promise<void>;
  let database: Database;
  let smtp: FakeSmtp;
  const relays: Relay[] = [];

  function startRelay(withSmtp = true) {
    const relay = createRelay({
      db: database.db,
      mailer: withSmtp
        ? createMailSender({ smtpUrl: smtp.url, from: { name: site.brand, address: "no-reply@northfield.example" }, timeoutMs: 1000 })
        : undefined,
      timeoutMs: 1000,
      baseDelayMs: 100,
      maxDelayMs: 60_000,
      maxAttempts: 3,
      pollMs: 50,
    });
    relays.push(relay);
    relay.start();
    return relay;
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
    vi.spyOn(console, "log").mockImplementation(() => undefined);
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    await clearAccountTables(database);
    smtp = await startSmtp();
  });
  afterEach(async () => {
    await Promise.all(relays.splice(0).map((relay) => relay.stop()));
    await smtp.close();
    vi.restoreAllMocks();
  });

  it("keeps a mail, with its link, while no SMTP server is configured", async () => {
    await database.db.transaction((tx) => queueMail(tx, "jane@advisors.example", "verify-email", mail));
    // A relay without a mailer has nothing to deliver and never claims the mail.
    const relay = startRelay(false);
    relay.wake();
    const [stored] = await listMails(database.db);
    expect(stored).toMatchObject({ purpose: "verify-email", to: "jane@advisors.example", delivery: { status: "pending", attempts: 0 } });
    expect(stored!.text).toContain(link);
    expect(smtp.attempts()).toBe(0);
  });

  it("stores nothing when the transaction that queued the mail fails", async () => {
    await expect(
      database.db.transaction(async (tx) => {
        await queueMail(tx, "jane@advisors.example", "verify-email", mail);
        throw new Error("the account could not be stored");
      }),
    ).rejects.toThrow();
    expect(await listMails(database.db)).toEqual([]);
  });

  it("hands the mail to the SMTP server with a text and an HTML part, then keeps its bodies without their link", async () => {
    await database.db.transaction((tx) => queueMail(tx, "jane@advisors.example", "verify-email", mail));
    startRelay();
    const [received] = await smtp.waitFor(1);
    expect(received!.to).toEqual(["jane@advisors.example"]);
    expect(received!.from).toBe("no-reply@northfield.example");
    expect(received!.subject).toBe("Verify your email address");
    expect(received!.raw).toContain(site.brand);
    expect(received!.text).toContain(`Verify Email: ${link}`);
    expect(received!.text).toContain(site.brand);
    expect(received!.html).toContain(`href="${link}"`);
    expect(received!.html).toContain("Hello Jane &lt;b&gt;,");
    const stored = await waitForMail(database, "delivered");
    // What was sent is kept, every word of it, but the token is gone from both parts.
    expect(stored.text).toBe(mail.text.replace(link, LINK_REMOVED));
    expect(stored.text).toContain(`Verify Email: ${LINK_REMOVED}`);
    const [row] = await database.db.select().from(mails);
    expect(row!.htmlBody).toContain("Hello Jane &lt;b&gt;,");
    expect(row!.htmlBody).not.toContain("abc123");
    expect(row!.linksRemovedAt).toBeInstanceOf(Date);
  });

  it("tries again after a temporary refusal, and gives up after the last attempt of a refused mail", async () => {
    smtp.answer((count) => (count === 1 ? { code: 451, message: "Try again later" } : "accept"));
    await database.db.transaction((tx) => queueMail(tx, "jane@advisors.example", "verify-email", mail));
    startRelay();
    await smtp.waitFor(1);
    expect(await waitForMail(database, "delivered")).toMatchObject({ delivery: { attempts: 2 } });

    await clearAccountTables(database);
    smtp.answer(() => ({ code: 550, message: "No such mailbox" }));
    await database.db.transaction((tx) => queueMail(tx, "nobody@advisors.example", "verify-email", mail));
    const failed = await waitForMail(database, "failed");
    expect(failed.delivery).toMatchObject({ attempts: 3, lastError: "SMTP 550" });
    expect(failed.text).toContain(link);
  });
});
