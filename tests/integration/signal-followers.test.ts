// Who gets a publication's mails, on both storage back ends, through the account page's own
// action: only what an advisor ticked, only advisors the site counts as advisors (under
// ADVISOR_APPROVAL=staff, approved ones), commentary to those who chose it; a made-up subject is
// refused with a 400 and changes nothing; ticking again makes a new link and the old one stops.
import { approveAsRead } from "./support/approve-as-read";
import { eq } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { accountServices, type AccountServices } from "~/.server/accounts/services";
import type { Database } from "~/.server/db/database";
import { advisorUsers, mails, subscriptions } from "~/.server/db/schema";
import { accountsContext, formRejectionContext, storageContext } from "~/.server/load-context";
import { handleUnsubscribe } from "~/routes/unsubscribe.server";
import { followerMailsHook } from "~/.server/signals/publish-hook";
import { buildSnapshot, deskRules, deskSeeds } from "~/.server/content-store/desk-kinds";
import { publishingHooks } from "~/.server/content-store/publishing-hooks";
import { openContentStore } from "~/.server/content-store/store";
import type { ContentVersion } from "~/lib/content-desk/contract";
import { queueCommentaryMails, queueSignalMails } from "~/.server/signals/fan-out";
import { findByToken } from "~/.server/signals/subscriptions";
import { listPublicationMails } from "~/.server/signals/publication-deliveries";
import { followingCopy } from "~/content/following";
import { firmDay } from "~/.server/firm-day";
import { formatDate } from "~/lib/format-date";
import type { PublishedArticle } from "~/lib/content-desk/contract";
import { handleAccountPost } from "~/routes/advisor/account.server";
import { makeAdvisor, PASSWORD, SITE, withAccountServices } from "./support/accounts";
import { backends } from "./support/databases";
import { testSignal } from "./support/signal-followers";

type Answer = { init?: ResponseInit | null; data: { result: { status: string; message?: string; errors?: Record<string, string> } } };

const article: PublishedArticle = {
  meta: {
    slug: "december-outlook",
    title: "December outlook",
    date: "2026-12-01",
    author: "Investment Team",
    summary: "What we watch.",
    sample: false,
  },
  markdown: "Markets were **calm**.",
  versionId: "article-v1",
};

describe.each(backends)("who follows what on $name", (backend) => {
  let database: Database;
  let accounts: AccountServices;
  withAccountServices(backend, (opened) => ({ database, accounts } = opened));

  const context = (approvalRequired = false) =>
    new RouterContextProvider(
      new Map<Parameters<RouterContextProvider["get"]>[0], unknown>([
        [storageContext, Promise.resolve(accounts.base)],
        [accountsContext, Promise.resolve({ ...accounts, approvalRequired })],
      ]),
    );

  async function signIn(email: string) {
    await makeAdvisor(accounts, email);
    const auth = (await accountServices(context())).authFor(new Request(SITE));
    const { headers } = await auth.api.signInEmail({ body: { email, password: PASSWORD }, returnHeaders: true });
    return headers.getSetCookie()[0]!.split(";")[0]!;
  }

  async function follow(cookie: string, subjects: string[], approvalRequired = false) {
    const body = new URLSearchParams([["intent", "following"], ...subjects.map((subject) => ["follow", subject])]);
    const request = new Request(`${SITE}/advisor/account`, {
      method: "POST",
      headers: { origin: SITE, "content-type": "application/x-www-form-urlencoded", cookie },
      body,
    });
    return (await handleAccountPost(request, context(approvalRequired))) as unknown as Answer;
  }

  const recipients = async (publication: string) =>
    (await database.db.select({ to: mails.toAddress }).from(mails).where(eq(mails.publication, publication))).map((row) => row.to).sort();

  it("under ADVISOR_APPROVAL=staff, lets only approved advisors follow and mails only them", async () => {
    const jane = await signIn("jane@advisors.example");
    const refused = await follow(jane, ["model:3"], true);
    expect(refused.init?.status).toBe(403);
    expect(refused.data.result).toMatchObject({ status: "refused", message: followingCopy.awaitingApproval });
    expect(await database.db.select().from(subscriptions)).toEqual([]);

    await database.db.update(advisorUsers).set({ approval: "approved" }).where(eq(advisorUsers.email, "jane@advisors.example"));
    expect((await follow(jane, ["model:3"], true)).data.result).toEqual({ status: "done" });
    // Followed while approval was not asked for; not approved now: no mail.
    const sam = await signIn("sam@advisors.example");
    expect((await follow(sam, ["model:3"])).data.result).toEqual({ status: "done" });

    await database.db.transaction((tx) => queueSignalMails(tx, testSignal("staff-mode"), { siteUrl: SITE, approvalRequired: true }));
    expect(await recipients("staff-mode")).toEqual(["jane@advisors.example"]);
    await database.db.transaction((tx) => queueSignalMails(tx, testSignal("email-mode"), { siteUrl: SITE, approvalRequired: false }));
    expect(await recipients("email-mode")).toEqual(["jane@advisors.example", "sam@advisors.example"]);
  });

  it("mails commentary to those who chose it, and refuses a made-up subject without changing anything", async () => {
    const jane = await signIn("jane@advisors.example");
    const sam = await signIn("sam@advisors.example");
    await follow(jane, ["commentary"]);
    await follow(sam, ["model:3"]);
    const madeUp = await follow(sam, ["model:3", "model:99"]);
    expect(madeUp.init?.status).toBe(400);
    expect(madeUp.data.result).toMatchObject({ status: "invalid", errors: { follow: followingCopy.unknown } });
    expect((await database.db.select({ subject: subscriptions.subject }).from(subscriptions)).map((row) => row.subject).sort()).toEqual([
      "commentary",
      "model:3",
    ]);

    const { queued } = await database.db.transaction((tx) => queueCommentaryMails(tx, article, { siteUrl: SITE, approvalRequired: false }));
    expect(queued).toBe(1);
    const [mail] = await database.db.select().from(mails).where(eq(mails.publication, "article-v1"));
    expect(mail).toMatchObject({ toAddress: "jane@advisors.example", purpose: "commentary" });
    expect(mail!.textBody).toContain(`${SITE}/commentary/december-outlook`);
    expect(mail!.htmlBody).toContain("<strong>calm</strong>");
    expect(mail!.unsubscribeUrl).toMatch(new RegExp(`^${SITE}/unsubscribe/[\\w-]{43}$`));
  });

  it("turning a subject off and on again makes a new link and the old one stops working", async () => {
    const jane = await signIn("jane@advisors.example");
    await follow(jane, ["model:3"]);
    const [first] = await database.db.select().from(subscriptions);
    await follow(jane, []);
    expect((await database.db.select().from(subscriptions))[0]).toMatchObject({ endedBy: "account" });
    expect(await findByToken(database.db, first!.token)).toMatchObject({ on: false });
    await follow(jane, ["model:3"]);
    const [again] = await database.db.select().from(subscriptions);
    expect(again).toMatchObject({ endedAt: null, endedBy: null });
    expect(again!.token).not.toBe(first!.token);
    expect(await findByToken(database.db, first!.token)).toBeUndefined();
  });

  it("honours a mailbox provider's one-click past the per-client limit of posts, and refuses a post from another site", async () => {
    const jane = await signIn("jane@advisors.example");
    await follow(jane, ["model:3", "commentary"]);
    const rows = await database.db.select().from(subscriptions);
    const token = (subject: string) => rows.find((row) => row.subject === subject)!.token;
    const oneClick = (subject: string, headers: Record<string, string> = {}) =>
      new Request(`${SITE}/unsubscribe/${token(subject)}`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
        body: "List-Unsubscribe=One-Click",
      });
    const limited = context();
    limited.set(formRejectionContext, { status: 429, reason: "rate-limited", retryAfterSeconds: 60 });
    const answer = (await handleUnsubscribe(oneClick("model:3"), token("model:3"), limited)) as unknown as { data: { page: unknown } };
    expect(answer.data.page).toEqual({ status: "done" });
    const crossSite = (await handleUnsubscribe(
      oneClick("commentary", { origin: "https://evil.example" }),
      token("commentary"),
      context(),
    )) as unknown as Answer;
    expect(crossSite.init?.status).toBe(403);
    const after = await database.db.select().from(subscriptions);
    expect(Object.fromEntries(after.map((row) => [row.subject, row.endedBy]))).toEqual({ "model:3": "unsubscribe-link", commentary: null });
  });

  it("the publishing hook mails a signal's followers and commentary's, and nothing for another kind", async () => {
    const jane = await signIn("jane@advisors.example");
    await follow(jane, ["model:3", "commentary"]);
    const hook = followerMailsHook({
      siteUrl: SITE,
      approvalRequired: false,
      read: {
        signal: (version) => ({ ...testSignal(version.id), id: version.itemKey }),
        commentary: (version) => ({ ...article, versionId: version.id }),
      },
    });
    const version = (kind: ContentVersion["kind"], id: string) => ({ id, kind, itemKey: `${kind}-item` }) as ContentVersion;
    await database.db.transaction(async (tx) => {
      await hook(tx, version("signal", "hook-signal"));
      await hook(tx, version("commentary", "hook-article"));
      await hook(tx, version("fund-facts", "hook-fund"));
    });
    expect(await recipients("hook-signal")).toEqual(["jane@advisors.example"]);
    expect(await recipients("hook-article")).toEqual(["jane@advisors.example"]);
    expect(await recipients("hook-fund")).toEqual([]);
  });

  it("a principal's approval of a signal mails its model's followers once; a correction mails them again only when its trades changed", async () => {
    const jane = await signIn("jane@advisors.example");
    const bob = await signIn("bob@advisors.example");
    await follow(jane, ["model:3"]);
    await follow(bob, ["model:4"]);
    const store = await openContentStore({
      db: database.db,
      rules: deskRules,
      build: buildSnapshot,
      seeds: deskSeeds,
      hooks: publishingHooks({ SITE_URL: SITE, PORT: 3000, ADVISOR_APPROVAL: "email" }),
      pollMs: 60_000,
    });
    try {
      const editor = { id: "editor-of-signals", email: "editor@firm.example" };
      const principal = { id: "principal-of-signals", email: "principal@firm.example" };
      for (const [person, isPrincipal] of [
        [editor, false],
        [principal, true],
      ] as const)
        await database.db.insert(advisorUsers).values({
          ...person,
          name: "S",
          firstName: "S",
          lastName: "R",
          firmName: "F",
          role: "staff",
          emailVerified: true,
          principal: isPrincipal,
        });
      const trades = [
        { ticker: "RSMV", name: "RS Managed Volatility ETF", before: 40, after: 55 },
        { ticker: "BIL", name: "SPDR Bloomberg 1-3 Month T-Bill ETF", before: 60, after: 45 },
      ];
      const body = { modelId: 3, effectiveDate: "2026-12-01", title: "More equity in Balanced", trades, reasoning: "Volatility **fell**." };
      const publish = async (input: typeof body) => {
        const draft = await store.createDraft(editor, { kind: "signal", itemKey: "2026-12-01-model-3", title: input.title, body: input });
        if (!draft.ok) throw new Error(JSON.stringify(draft));
        expect(await store.submit(editor, draft.version.id)).toMatchObject({ ok: true });
        expect(await approveAsRead(store, principal, draft.version.id)).toMatchObject({ ok: true, version: { status: "published" } });
        return draft.version.id;
      };
      const first = await publish(body);
      expect(await recipients(first)).toEqual(["jane@advisors.example"]);
      // The console names the publication as the desk does.
      expect(await listPublicationMails(database.db)).toContainEqual(
        expect.objectContaining({ publication: first, purpose: "signal", title: "More equity in Balanced", number: 1 }),
      );
      expect(store.current().signals[0]).toMatchObject({ id: "2026-12-01-model-3", modelId: 3, trades });
      expect(store.current().signals[0]).not.toHaveProperty("firstPublishedAt");
      const firstPublishedAt = store.current().signals[0]!.publishedAt;
      const firstPublishedOn = formatDate(firmDay(new Date(firstPublishedAt)));
      // New words, the same trades in another order: nothing an advisor acts on changed, nothing is sent.
      const reworded = await publish({ ...body, trades: [...trades].reverse(), reasoning: "Volatility **fell** in November." });
      expect(await recipients(reworded)).toEqual([]);
      // New trades: whoever follows the model hears of it, told it corrects the signal published before.
      const corrected = await publish({
        ...body,
        trades: [trades[0]!, { ...trades[1]!, after: 40 }, { ...trades[0]!, ticker: "SPY", name: "SPDR S&P 500 ETF", before: 0, after: 5 }],
      });
      expect(await recipients(corrected)).toEqual(["jane@advisors.example"]);
      const [mail] = await database.db.select().from(mails).where(eq(mails.publication, corrected));
      expect(mail!.subject).toBe("Corrected signal for RS S&P 500 Balanced: More equity in Balanced");
      expect(mail!.textBody).toContain(
        `This corrects the signal for RS S&P 500 Balanced first published on ${firstPublishedOn}: its trades have changed.`,
      );
      expect(mail!.textBody).toMatch(/SPY +SPDR S&P 500 ETF +not held +5%/);
      // The signal's page dates the revision beside the first publication (signal-pages.ts).
      const shown = store.current().signals[0]!;
      expect(shown).toMatchObject({ versionId: corrected, firstPublishedAt });
      expect(shown.publishedAt > firstPublishedAt).toBe(true);
    } finally {
      await store.stop();
    }
  });
});
