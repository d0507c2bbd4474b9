// Followers' mails go out at MAIL_SEND_PER_MINUTE, and a sign-in code or reset link queued while
// thousands of them wait is sent at once, not after them: on both storage back ends, with a real
// local SMTP server.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { Database } from "~/.server/db/database";
import { composeMail } from "~/.server/mail/compose";
import { queueMail } from "~/.server/mail/outbox";
import { createMailSender } from "~/.server/outbox/mail-sender";
import { createRelay, type Relay } from "~/.server/outbox/relay";
import { queueSignalMails } from "~/.server/signals/fan-out";
import { publicationMailCounts } from "~/.server/signals/publication-deliveries";
import { site } from "~/content/site";
import { backends, clearAccountTables } from "./support/databases";
import { seedFollowers, testSignal } from "./support/signal-followers";
import { startSmtp, type FakeSmtp } from "./support/smtp";

const FOLLOWERS = 60;
const PER_MINUTE = 600;
const BURST = 8;

describe.each(backends)("the rate of followers' mails on $name", (backend) => {
  let stopBackend: () => Promise<void>;
  let database: Database;
  let smtp: FakeSmtp;
  let relay: Relay;

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
    await clearAccountTables(database);
    smtp = await startSmtp();
  });
  afterEach(async () => {
    await relay?.stop();
    await smtp.close();
    vi.restoreAllMocks();
  });

  it("sends the followers' mails no faster than the setting, and an account mail ahead of them", async () => {
    await seedFollowers(database.db, FOLLOWERS);
    await database.db.transaction((tx) =>
      queueSignalMails(tx, testSignal("rate"), { siteUrl: "http://advisors.test", approvalRequired: false }),
    );
    relay = createRelay({
      db: database.db,
      mailer: createMailSender({ smtpUrl: smtp.url, from: { name: site.brand, address: "signals@northfield.example" }, timeoutMs: 2000 }),
      timeoutMs: 2000,
      baseDelayMs: 100,
      maxDelayMs: 1000,
      maxAttempts: 3,
      pollMs: 1000,
      batchSize: BURST,
      bulkPerMinute: PER_MINUTE,
    });
    const started = Date.now();
    relay.start();
    await smtp.waitFor(BURST + 2);

    // A reset link queued now, with most followers' mails still waiting, goes out before them.
    const reset = composeMail({ subject: "Reset your password", greeting: "Hello Jane,", paragraphs: ["Your link."] });
    await database.db.transaction((tx) => queueMail(tx, "jane@advisors.example", "reset-password", reset));
    relay.wake();
    const until = Date.now() + 10_000;
    while (!smtp.received.some((mail) => mail.subject === "Reset your password")) {
      if (Date.now() > until) throw new Error("the reset mail waited");
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect((await publicationMailCounts(database.db, "rate")).pending).toBeGreaterThan(FOLLOWERS / 2);

    await smtp.waitFor(FOLLOWERS + 1, 30_000);
    const elapsedMs = Date.now() - started;
    // After the first BURST, one mail every 100 ms (600 a minute): 52 more take at least 5.2 s.
    expect(elapsedMs).toBeGreaterThanOrEqual(((FOLLOWERS - BURST) * 60_000) / PER_MINUTE - 200);
    // Received by the SMTP server, then marked delivered.
    const marked = Date.now() + 10_000;
    while ((await publicationMailCounts(database.db, "rate")).sent < FOLLOWERS && Date.now() < marked)
      await new Promise((resolve) => setTimeout(resolve, 25));
    expect(await publicationMailCounts(database.db, "rate")).toEqual({ sent: FOLLOWERS, pending: 0, failed: 0 });
    expect(smtp.received).toHaveLength(FOLLOWERS + 1);
  }, 60_000);
});
