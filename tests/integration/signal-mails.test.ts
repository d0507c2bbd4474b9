// A published signal reaches exactly the advisors who follow its model, on both storage back
// ends, through the outbox and a real local SMTP server: one mail with the change table, a
// Message-ID made of its id and working one-click unsubscribe headers (RFC 8058). Opening the
// link changes nothing; a POST to it, without a session, stops that subscription at once, the
// account page shows it off, and the next signal of that model goes to no one.
import { eq } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { accountServices, type AccountServices } from "~/.server/accounts/services";
import type { Database } from "~/.server/db/database";
import { mails } from "~/.server/db/schema";
import { accountsContext, storageContext } from "~/.server/load-context";
import { LINK_REMOVED } from "~/.server/mail/remove-links";
import { createMailSender } from "~/.server/outbox/mail-sender";
import { createRelay, type Relay } from "~/.server/outbox/relay";
import { queueSignalMails } from "~/.server/signals/fan-out";
import { listPublicationMails, publicationMailCounts, retryFailedPublicationMails } from "~/.server/signals/publication-deliveries";
import { COMMAND_LINE } from "~/.server/staff/audit";
import { staffAudit } from "~/.server/db/schema";
import { site } from "~/content/site";
import type { PublishedSignal } from "~/lib/content-desk/contract";
import { handleAccountPost, loadAccount } from "~/routes/advisor/account.server";
import { handleUnsubscribe, loadUnsubscribe } from "~/routes/unsubscribe.server";
import { makeAdvisor, PASSWORD, SITE, withAccountServices } from "./support/accounts";
import { backends } from "./support/databases";
import { startSmtp, type FakeSmtp } from "./support/smtp";

const signal = (versionId: string, modelId = 3): PublishedSignal => ({
  id: `model-${modelId}-${versionId}`,
  modelId,
  effectiveDate: "2026-12-01",
  title: "Trim bonds, add equities",
  trades: [
    { ticker: "SPY", name: "SPDR S&P 500 ETF", before: 50, after: 60 },
    { ticker: "AGG", name: "iShares Core US Aggregate Bond ETF", before: 50, after: 40 },
  ],
  reasoning: "We **add** to equities.\n\n<script>alert(1)</script>",
  publishedAt: "2026-11-26T12:00:00.000Z",
  versionId,
});

type Answer = { init?: ResponseInit | null; data: Record<string, unknown> & { result?: { status: string } } };

/** One header of a raw message, unfolded. */
const header = (raw: string, name: string) =>
  new RegExp(`^${name}:(.*(?:\\r\\n[ \\t].*)*)`, "mi")
    .exec(raw)?.[1]
    ?.replace(/\r\n[ \t]+/g, " ")
    .trim();

describe.each(backends)("signal mails on $name", (backend) => {
  let database: Database;
  let accounts: AccountServices;
  let smtp: FakeSmtp;
  let relay: Relay | undefined;
  withAccountServices(backend, (opened) => ({ database, accounts } = opened));
  beforeEach(async () => {
    smtp = await startSmtp();
  });
  afterEach(async () => {
    await relay?.stop();
    relay = undefined;
    await smtp?.close();
  });

  const context = () =>
    new RouterContextProvider(
      new Map<Parameters<RouterContextProvider["get"]>[0], unknown>([
        [storageContext, Promise.resolve(accounts.base)],
        [accountsContext, Promise.resolve(accounts)],
      ]),
    );

  async function signIn(email: string) {
    await makeAdvisor(accounts, email);
    const auth = (await accountServices(context())).authFor(new Request(SITE));
    const { headers } = await auth.api.signInEmail({ body: { email, password: PASSWORD }, returnHeaders: true });
    return headers.getSetCookie()[0]!.split(";")[0]!;
  }

  async function follow(cookie: string, subjects: string[]) {
    const body = new URLSearchParams([["intent", "following"], ...subjects.map((subject) => ["follow", subject])]);
    const request = new Request(`${SITE}/advisor/account`, {
      method: "POST",
      headers: { origin: SITE, "content-type": "application/x-www-form-urlencoded", cookie },
      body,
    });
    const answer = (await handleAccountPost(request, context())) as unknown as Answer;
    expect(answer.data.result).toEqual({ status: "done" });
  }

  async function following(cookie: string) {
    const page = (await loadAccount(new Request(`${SITE}/advisor/account`, { headers: { cookie } }), context())) as unknown as {
      data: { following: { models: { subject: string; on: boolean; offByLinkAt: string | null }[] } };
    };
    return page.data.following.models.find((choice) => choice.subject === "model:3")!;
  }

  async function sendAll(versionId: string, maxAttempts = 3) {
    relay ??= createRelay({
      db: database.db,
      mailer: createMailSender({ smtpUrl: smtp.url, from: { name: site.brand, address: "signals@northfield.example" }, timeoutMs: 2000 }),
      timeoutMs: 2000,
      baseDelayMs: 100,
      maxDelayMs: 1000,
      maxAttempts,
      pollMs: 50,
      bulkPerMinute: 6000,
    });
    relay.start();
    relay.wake();
    const deadline = Date.now() + 20_000;
    while ((await publicationMailCounts(database.db, versionId)).pending > 0) {
      if (Date.now() > deadline) throw new Error("mails still pending");
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }

  it("sends the follower of model 3 one mail whose one-click unsubscribe works, and the follower of model 4 nothing", async () => {
    const jane = await signIn("jane@advisors.example");
    const sam = await signIn("sam@advisors.example");
    await follow(jane, ["model:3"]);
    await follow(sam, ["model:4", "commentary"]);
    expect(await following(jane)).toMatchObject({ on: true });

    const queued = await database.db.transaction((tx) => queueSignalMails(tx, signal("v1"), { siteUrl: SITE, approvalRequired: false }));
    expect(queued.queued).toBe(1);
    await sendAll("v1");
    expect(await publicationMailCounts(database.db, "v1")).toEqual({ sent: 1, pending: 0, failed: 0 });

    // The registrations' own mails (verify-email) go through the same relay: only signals are counted here.
    const signals = () => smtp.received.filter((received) => received.subject.startsWith("Signal"));
    expect(signals().map((received) => received.to)).toEqual([["jane@advisors.example"]]);
    const [mail] = signals();
    expect(mail!.subject).toContain("Trim bonds, add equities");
    expect(mail!.text).toContain("takes effect on December 1, 2026");
    expect(mail!.text).toMatch(/SPY\s+SPDR S&P 500 ETF\s+50%\s+60%/);
    expect(mail!.html).toContain("&lt;script&gt;");
    expect(mail!.html).not.toContain("<script>");
    expect(mail!.text).toContain(`${SITE}/signals/model-3-v1`);
    expect(mail!.text).toContain("Northfield");
    expect(header(mail!.raw, "Message-ID")).toBe(`<${queued.mailIds[0]}@northfield.example>`);
    expect(header(mail!.raw, "List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");
    const unsubscribe = /^<(https?:\/\/[^>]+)>$/.exec(header(mail!.raw, "List-Unsubscribe") ?? "")?.[1];
    expect(unsubscribe).toMatch(new RegExp(`^${SITE}/unsubscribe/[\\w-]{43}$`));
    // The same link in the body, for readers whose mail program shows no button.
    expect(mail!.text).toContain(unsubscribe);
    const token = new URL(unsubscribe!).pathname.split("/").pop()!;

    // The kept copy has no live link left, in its bodies or its header.
    const [kept] = await database.db.select().from(mails).where(eq(mails.id, queued.mailIds[0]!));
    expect(kept!.textBody).toContain(LINK_REMOVED);
    expect(kept!.textBody).not.toContain(token);
    expect(kept!.unsubscribeUrl).toBe(LINK_REMOVED);

    // Opening the link (a mail scanner does) changes nothing.
    const opened = (await loadUnsubscribe(token, context())) as unknown as Answer;
    expect(opened.data.page).toMatchObject({ status: "confirm" });
    expect(await following(jane)).toMatchObject({ on: true });

    // The mail provider's one-click POST: no session, no Origin, the RFC 8058 body.
    const post = new Request(unsubscribe!, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    const answer = (await handleUnsubscribe(post, token, context())) as unknown as Answer;
    expect(answer.init?.status ?? 200).toBe(200);
    expect(answer.data.page).toEqual({ status: "done" });
    const off = await following(jane);
    expect(off.on).toBe(false);
    expect(off.offByLinkAt).not.toBeNull();
    expect(((await loadUnsubscribe(token, context())) as unknown as Answer).data.page).toEqual({ status: "already-off" });

    // The next signal of model 3 goes to no one; the one-click POST of a made-up token is a 404.
    const next = await database.db.transaction((tx) => queueSignalMails(tx, signal("v2"), { siteUrl: SITE, approvalRequired: false }));
    expect(next.queued).toBe(0);
    const madeUp = (await handleUnsubscribe(post.clone() as Request, "A".repeat(43), context())) as unknown as Answer;
    expect(madeUp.init?.status).toBe(404);
    expect(signals()).toHaveLength(1);
  }, 60_000);

  it("counts a publication's failed mails and sends them again on retry, with the same Message-ID", async () => {
    const jane = await signIn("jane@advisors.example");
    await follow(jane, ["model:3"]);
    const { mailIds } = await database.db.transaction((tx) =>
      queueSignalMails(tx, signal("v9"), { siteUrl: SITE, approvalRequired: false }),
    );
    // The provider refuses the signal for good; the one attempt allowed fails it.
    smtp.answer(() => ({ code: 550, message: "mailbox unavailable" }));
    await sendAll("v9", 1);
    expect(await publicationMailCounts(database.db, "v9")).toEqual({ sent: 0, pending: 0, failed: 1 });
    const refused = smtp.attempted.find((raw) => /^Subject: Signal/m.test(raw))!;
    expect(header(refused, "Message-ID")).toBe(`<${mailIds[0]}@northfield.example>`);
    expect(await listPublicationMails(database.db)).toEqual([
      expect.objectContaining({ publication: "v9", purpose: "signal", sent: 0, pending: 0, failed: 1 }),
    ]);

    smtp.answer(() => "accept");
    expect(await retryFailedPublicationMails(database.db, "v9", COMMAND_LINE)).toBe(1);
    relay!.wake();
    const deadline = Date.now() + 20_000;
    while ((await publicationMailCounts(database.db, "v9")).sent < 1) {
      if (Date.now() > deadline) throw new Error("the retried mail was not sent");
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    const resent = smtp.received.filter((mail) => mail.subject.startsWith("Signal"));
    expect(resent.map((mail) => header(mail.raw, "Message-ID"))).toEqual([`<${mailIds[0]}@northfield.example>`]);
    // Nothing failed is left: a second retry does nothing. The retry is in the audit log.
    expect(await retryFailedPublicationMails(database.db, "v9", COMMAND_LINE)).toBe(0);
    const audit = await database.db.select().from(staffAudit).where(eq(staffAudit.subjectId, "v9"));
    expect(audit).toHaveLength(1);
  }, 60_000);
});
