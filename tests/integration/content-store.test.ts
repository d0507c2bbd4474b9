// The publishing desk's store on both storage back ends: app/content becomes the published
// example versions; a version goes from draft to published only through a principal who is not
// its author, every step audited; a published version is kept as it went live (the database
// refuses to change or delete it); a scheduled version goes live at its time; and a second
// instance on the same database hears of a publication and shows it.
import { approveAsRead } from "./support/approve-as-read";
import { firmDay } from "~/.server/firm-day";
import { randomUUID } from "node:crypto";
import { and, desc, eq, gt, sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { openContentStore, type ContentStore } from "~/.server/content-store/store";
import { buildSnapshot, deskRules, deskSeeds } from "~/.server/content-store/desk-kinds";
import { setPrincipal } from "~/.server/content-store/principals";
import { openDatabase } from "~/.server/db/database";
import type { Db } from "~/.server/db/database";
import { advisorUsers, contentChanges, contentReviews, contentVersions, staffAudit } from "~/.server/db/schema";
import { auditActions } from "~/.server/staff/audit";
import type { ContentChange } from "~/.server/content-store/store";
import { backends, openForSuite } from "./support/databases";

async function staffMember(db: Db, role: "staff" | "admin", principal = false) {
  const id = randomUUID();
  const email = `${role}-${id.slice(0, 6)}@firm.example`;
  await db
    .insert(advisorUsers)
    .values({ id, name: "Staff", email, firstName: "Pat", lastName: "Lee", firmName: "Firm", role, emailVerified: true, principal });
  return { id, email };
}

/** An article's body, dated `date` (today by default: a new article is dated the day it goes live). */
const body = (text: string, date = firmDay()) => ({
  title: "Rates",
  summary: "On rates.",
  author: "Pat Lee",
  date,
  reviewBy: "2027-05-20",
  markdown: text,
  sample: false,
});

async function refused(work: () => Promise<unknown>): Promise<string> {
  try {
    await work();
  } catch (error) {
    return String(((error as Error).cause as Error | undefined)?.message ?? (error as Error).message);
  }
  throw new Error("the statement was not refused");
}

describe.each(backends)("the content store on $name", (backend) => {
  const suite = openForSuite(backend);
  const db = () => suite.database.db;
  const stores: ContentStore[] = [];
  // Each test's stores stop when it ends: a store left polling with a later clock (2027-03-10)
  // published the next test's approved version before that test could withdraw it.
  afterEach(async () => {
    await Promise.all(stores.splice(0).map((store) => store.stop()));
  });
  const open = async (options: { db?: Db; now?: () => Date } = {}) => {
    const store = await openContentStore({
      db: options.db ?? db(),
      rules: deskRules,
      build: buildSnapshot,
      seeds: deskSeeds,
      pollMs: 50,
      now: options.now,
    });
    stores.push(store);
    return store;
  };
  const auditSince = async (seq: number) => db().select().from(staffAudit).where(gt(staffAudit.seq, seq)).orderBy(staffAudit.seq);
  const lastSeq = async () =>
    (await db().select({ seq: staffAudit.seq }).from(staffAudit).orderBy(desc(staffAudit.seq)).limit(1))[0]?.seq ?? 0;

  it("publishes app/content as example versions once, however often it opens", async () => {
    await open();
    await open();
    const seeded = await db().select().from(contentVersions).where(eq(contentVersions.example, true));
    expect(seeded.length).toBe(deskSeeds().length);
    expect(seeded.every((row) => row.status === "published" && row.number === 1 && row.contentHash?.length === 64)).toBe(true);
  });

  it("takes a version from draft to published only through a principal who did not write it, auditing every step", async () => {
    const store = await open();
    const editor = await staffMember(db(), "staff");
    const colleague = await staffMember(db(), "staff");
    const principal = await staffMember(db(), "staff", true);
    const before = await lastSeq();

    const draft = await store.createDraft(editor, {
      kind: "commentary",
      itemKey: "rates-outlook",
      title: "Rates outlook",
      body: body("First."),
    });
    if (!draft.ok) throw new Error(JSON.stringify(draft));
    expect(draft.version).toMatchObject({ status: "draft", number: 1, author: editor });
    expect(await store.submit(colleague, draft.version.id)).toMatchObject({ ok: false, reason: "not-author" });
    // The checks run at submission: a promise no investment can keep is refused, and the draft stays a draft.
    await store.updateDraft(editor, draft.version.id, { title: "Rates outlook", body: body("Bonds for peace of mind.") });
    const refusal = await store.submit(editor, draft.version.id);
    expect(refusal).toMatchObject({ ok: false, reason: "invalid", findings: [expect.objectContaining({ rule: "forbidden-phrase" })] });
    expect((await store.get(draft.version.id))?.status).toBe("draft");
    await store.updateDraft(editor, draft.version.id, { title: "Rates outlook", body: body("First.") });
    const first = await store.submit(editor, draft.version.id);
    expect(first).toMatchObject({ ok: true, version: { status: "submitted" } });
    expect(await approveAsRead(store, colleague, draft.version.id)).toMatchObject({ ok: false, reason: "not-principal" });
    expect(await store.returnVersion(principal, draft.version.id, " ")).toMatchObject({ ok: false, reason: "body" });
    expect(await store.returnVersion(principal, draft.version.id, "Name the period of the yields.")).toMatchObject({
      ok: true,
      version: { status: "returned", returnNote: "Name the period of the yields.", reviewer: principal },
    });
    expect(
      await store.updateDraft(editor, draft.version.id, { title: "Rates outlook", body: body("Second, with the period.") }),
    ).toMatchObject({ ok: true });
    const submitted = await store.submit(editor, draft.version.id);
    expect(submitted).toMatchObject({ ok: true, version: { status: "submitted", returnNote: null } });

    // The principal's own version waits for another principal.
    await setPrincipal(db(), principal, editor.id, true);
    const own = await store.createDraft(principal, { kind: "commentary", itemKey: "own-view", title: "Own", body: body("Mine.") });
    if (!own.ok) throw new Error("no draft");
    await store.submit(principal, own.version.id);
    expect(await approveAsRead(store, principal, own.version.id)).toMatchObject({ ok: false, reason: "own-version" });

    // An approval names the text read: another hash is refused, and nothing is published.
    expect(await store.approve(principal, draft.version.id, { contentHash: "0".repeat(64) })).toMatchObject({
      ok: false,
      reason: "changed",
    });
    const approved = await approveAsRead(store, principal, draft.version.id);
    expect(approved).toMatchObject({ ok: true, version: { status: "published", reviewer: principal } });
    expect(await store.updateDraft(editor, draft.version.id, { title: "Changed", body: body("After.") })).toMatchObject({
      ok: false,
      reason: "wrong-status",
      status: "published",
    });

    const actions = (await auditSince(before)).filter((entry) => entry.subjectId === draft.version.id).map((entry) => entry.action);
    expect(actions).toEqual([
      auditActions.contentDraft,
      auditActions.contentEdit,
      auditActions.contentEdit,
      auditActions.contentSubmit,
      auditActions.contentReturn,
      auditActions.contentEdit,
      auditActions.contentSubmit,
      auditActions.contentApprove,
      auditActions.contentPublish,
    ]);

    // Each decision is kept with what it was made on: the return keeps the first text and the
    // note, though the version was changed after it; the approval, the text that went live.
    const reviews = (await store.reviews([draft.version.id])).get(draft.version.id)!;
    expect(reviews.map((review) => [review.decision, review.reviewer.email, review.note])).toEqual([
      ["returned", principal.email, "Name the period of the yields."],
      ["approved", principal.email, null],
    ]);
    if (!first.ok || !approved.ok) throw new Error("not submitted and approved");
    expect(reviews.map((review) => review.contentHash)).toEqual([first.version.contentHash, approved.version.contentHash]);
    expect(first.version.contentHash).not.toBe(approved.version.contentHash);
    const kept = await db().select().from(contentReviews).where(eq(contentReviews.versionId, draft.version.id)).orderBy(contentReviews.id);
    expect(JSON.stringify(kept[0]!.body)).toContain("First.");
    expect(JSON.stringify(kept[1]!.body)).toContain("Second, with the period.");
    // The database refuses to change or delete a decision.
    await expect(db().update(contentReviews).set({ note: "Fine as it was." }).where(eq(contentReviews.id, kept[0]!.id))).rejects.toThrow();
    await expect(db().delete(contentReviews).where(eq(contentReviews.id, kept[0]!.id))).rejects.toThrow();
    await expect(db().execute(sql`truncate table content_reviews`)).rejects.toThrow();
    expect((await store.reviews([draft.version.id])).get(draft.version.id)![0]!.note).toBe("Name the period of the yields.");
  });

  it("replaces the live version with the next one and keeps both as they went live", async () => {
    const store = await open();
    const editor = await staffMember(db(), "staff");
    const principal = await staffMember(db(), "staff", true);
    const [example] = await db()
      .select()
      .from(contentVersions)
      .where(and(eq(contentVersions.kind, "commentary"), eq(contentVersions.example, true)))
      .limit(1);
    const next = await store.createDraft(editor, { kind: "commentary", itemKey: example!.itemKey, title: "Rewritten", body: body("New.") });
    if (!next.ok) throw new Error("no draft");
    expect(next.version.number).toBe(2);
    await store.submit(editor, next.version.id);
    await approveAsRead(store, principal, next.version.id);
    const history = await store.history("commentary", example!.itemKey);
    expect(history.map((version) => [version.number, version.status])).toEqual([
      [2, "published"],
      [1, "replaced"],
    ]);
    expect(history[1]!.replacedAt?.getTime()).toBe(history[0]!.publishedAt?.getTime());

    expect(
      await refused(() => db().update(contentVersions).set({ title: "Edited after" }).where(eq(contentVersions.id, example!.id))),
    ).toMatch(/does not change/);
    expect(await refused(() => db().delete(contentVersions).where(eq(contentVersions.id, next.version.id)))).toMatch(/is kept/);
    // Nor is it moved back to its author to be edited after it went live.
    for (const status of ["returned", "draft"] as const)
      expect(await refused(() => db().update(contentVersions).set({ status }).where(eq(contentVersions.id, example!.id)))).toMatch(
        /does not go back/,
      );
    expect(await refused(() => db().delete(contentChanges))).toMatch(/is kept/);
    const [kept] = await db().select().from(contentVersions).where(eq(contentVersions.id, example!.id));
    expect(kept).toMatchObject({ title: example!.title, contentHash: example!.contentHash });
  });

  it("publishes an approved version at its time, not before", async () => {
    let now = new Date("2027-01-04T09:00:00Z");
    const store = await open({ now: () => now });
    const editor = await staffMember(db(), "staff");
    const principal = await staffMember(db(), "admin", true);
    const draft = await store.createDraft(editor, {
      kind: "commentary",
      itemKey: "january-letter",
      title: "January",
      body: body("Later.", "2027-01-04"),
    });
    if (!draft.ok) throw new Error("no draft");
    await store.submit(editor, draft.version.id);
    const at = new Date("2027-01-05T14:30:00Z");
    expect(await approveAsRead(store, principal, draft.version.id, { publishAt: at })).toMatchObject({
      ok: true,
      version: { status: "approved", publishAt: at },
    });
    await store.sync();
    expect((await store.get(draft.version.id))?.status).toBe("approved");
    now = new Date("2027-01-05T14:30:01Z");
    await store.sync();
    expect(await store.get(draft.version.id)).toMatchObject({ status: "published", publishedAt: now });
  });

  it("keeps an article's date honest: a new one dated over a week back is refused, and none goes live before its date", async () => {
    // Found in a compliance review (an article dated a year back went live as if published then)
    // and a staff review (one dated two days ahead went live at once, and its mail said so).
    const now = new Date("2027-03-10T15:00:00Z");
    const store = await open({ now: () => now });
    const editor = await staffMember(db(), "staff");
    const principal = await staffMember(db(), "admin", true);
    const submitted = async (itemKey: string, date: string) => {
      const draft = await store.createDraft(editor, { kind: "commentary", itemKey, title: "Dated", body: body("Text.", date) });
      if (!draft.ok) throw new Error("no draft");
      return { id: draft.version.id, result: await store.submit(editor, draft.version.id) };
    };
    const old = await submitted("backdated-letter", "2027-03-02");
    expect(old.result).toMatchObject({ ok: false, reason: "body", issues: [{ path: "date" }] });
    expect((await store.get(old.id))?.status).toBe("draft");
    expect((await submitted("week-old-letter", "2027-03-03")).result).toMatchObject({ ok: true });

    const ahead = await submitted("ahead-letter", "2027-03-12");
    expect(ahead.result).toMatchObject({ ok: true });
    expect(await approveAsRead(store, principal, ahead.id)).toMatchObject({ ok: false, reason: "before-date", date: "2027-03-12" });
    expect(await approveAsRead(store, principal, ahead.id, { publishAt: new Date("2027-03-11T15:00:00Z") })).toMatchObject({
      reason: "before-date",
    });
    expect((await store.get(ahead.id))?.status).toBe("submitted");
    // On its day in New York (09:30 there), it is approved to go live.
    expect(await approveAsRead(store, principal, ahead.id, { publishAt: new Date("2027-03-12T14:30:00Z") })).toMatchObject({
      ok: true,
      version: { status: "approved" },
    });
  });

  it("lets a principal withdraw an approved version before its time: it goes back to its author and never goes live", async () => {
    let now = new Date("2027-02-01T09:00:00Z");
    const store = await open({ now: () => now });
    const editor = await staffMember(db(), "staff");
    const principal = await staffMember(db(), "admin", true);
    const other = await staffMember(db(), "admin", true);
    const draft = await store.createDraft(editor, {
      kind: "commentary",
      itemKey: "february-letter",
      title: "February",
      body: body("Later.", "2027-02-01"),
    });
    if (!draft.ok) throw new Error("no draft");
    await store.submit(editor, draft.version.id);
    await approveAsRead(store, principal, draft.version.id, { publishAt: new Date("2027-02-02T14:30:00Z") });
    const before = await lastSeq();
    expect(await store.withdraw(editor, draft.version.id, "Not yet.")).toMatchObject({ ok: false, reason: "not-principal" });
    expect(await store.withdraw(other, draft.version.id, "  ")).toMatchObject({ ok: false, reason: "body" });
    // Any principal may take it back, not only the one who approved it.
    expect(await store.withdraw(other, draft.version.id, "The yields need their period.")).toMatchObject({
      ok: true,
      version: { status: "returned", publishAt: null, returnNote: "The yields need their period.", reviewer: { email: other.email } },
    });
    now = new Date("2027-02-03T09:00:00Z");
    await store.sync();
    expect((await store.get(draft.version.id))?.status).toBe("returned");
    expect(store.current().articles.some((article) => article.meta.slug === "february-letter")).toBe(false);
    const entries = (await auditSince(before)).filter((entry) => entry.subjectId === draft.version.id);
    expect(entries.map((entry) => [entry.action, entry.actorEmail])).toEqual([[auditActions.contentWithdraw, other.email]]);
    expect(
      (await store.reviews([draft.version.id]))
        .get(draft.version.id)!
        .map((review) => [review.decision, review.reviewer.email, review.note]),
    ).toEqual([
      ["approved", principal.email, null],
      ["withdrawn", other.email, "The yields need their period."],
    ]);
    // Withdrawn, it is its author's to change and submit again, and no longer a principal's to withdraw.
    expect(await store.withdraw(other, draft.version.id, "Again.")).toMatchObject({ ok: false, reason: "wrong-status" });
    expect(await store.updateDraft(editor, draft.version.id, { title: "February", body: body("Later, for the quarter.") })).toMatchObject({
      ok: true,
    });
  });

  it("tells a second instance on the same database which item changed", async () => {
    // PGlite is one process's own database: there the second store shares its handle, and still hears only through the feed.
    const second =
      backend.name === "PostgreSQL"
        ? await openDatabase({ databaseUrl: suite.settings.DATABASE_URL, dataDir: suite.settings.DATA_DIR })
        : undefined;
    try {
      const store = await open();
      const other = await open({ db: second?.db ?? db() });
      const heard = new Promise<ContentChange>((resolve) => other.onChange(resolve));
      const editor = await staffMember(db(), "staff");
      const principal = await staffMember(db(), "staff", true);
      const draft = await store.createDraft(editor, {
        kind: "commentary",
        itemKey: "second-instance",
        title: "Heard",
        body: body("Both."),
      });
      if (!draft.ok) throw new Error("no draft");
      await store.submit(editor, draft.version.id);
      await approveAsRead(store, principal, draft.version.id);
      const change = await heard;
      expect(change.items).toContainEqual({ kind: "commentary", itemKey: "second-instance", versionId: draft.version.id });
      expect(other.current().revision).toBe(store.current().revision);
    } finally {
      await second?.close();
    }
  });
});
