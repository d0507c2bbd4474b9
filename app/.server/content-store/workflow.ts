// The steps of a version's life (docs/decisions/0020), each in one transaction with its audit
// entry: a draft is written and edited by its author, submitted once its body parses and the
// kind's checks find nothing, approved or returned by a principal who is not its author, and
// published (now or at the approved time) in the transaction that replaces the item's live
// version, records the change every instance follows, and runs the publishing hooks (the
// signals' mails go into the outbox there).
import { randomUUID } from "node:crypto";
import { and, eq, lte, sql } from "drizzle-orm";
import type { Db, Tx } from "~/.server/db/database";
import { contentChanges, contentVersions } from "~/.server/db/schema";
import { auditActions, type Actor } from "~/.server/staff/audit";
import type { Finding } from "~/lib/compliance";
import { contentKinds, type ContentKind, type ContentVersion, type DeskResult, type PublishedContent } from "~/lib/content-desk/contract";
import type { DeskNotifier } from "./desk-notices";
import {
  audit,
  inputIssues,
  datedAfter,
  isPrincipal,
  ITEM_KEY,
  lockVersion,
  MAX_NOTE,
  noteRefused,
  recordReview,
  update,
  type DraftInput,
} from "./version-steps";
import { contentHashOf, getVersion } from "./versions";

/** What the kinds' rules (app/lib/content-desk) tell the desk about a body. */
export type KindRules = {
  parse(kind: ContentKind, body: unknown): { ok: true; value: unknown } | { ok: false; issues: { path: string; message: string }[] };
  /** The findings this version of this item would bring onto the site. */
  check(kind: ContentKind, itemKey: string, body: unknown, published: PublishedContent, now: Date): Finding[];
  /** What a parsed body may not say when submitted now, by field (a new article's date). */
  submissionIssues?(
    kind: ContentKind,
    itemKey: string,
    body: unknown,
    published: PublishedContent,
    now: Date,
  ): { path: string; message: string }[];
  /** The review-by day a version gets when its author set none (YYYY-MM-DD), or null. */
  reviewBy?(kind: ContentKind, body: unknown): string | null;
};

/** Run inside the publishing transaction of each version, in order. */
export type PublishHook = (tx: Tx, version: ContentVersion) => Promise<void>;

export type WorkflowDeps = {
  db: Db;
  rules: KindRules;
  hooks: readonly PublishHook[];
  /** Tells the people a step concerns (desk-notices.ts), in the step's transaction. */
  notify?: DeskNotifier;
  current: () => PublishedContent;
  now: () => Date;
};

export type { DraftInput } from "./version-steps";

export function createWorkflow(deps: WorkflowDeps) {
  const { db, rules, hooks } = deps;
  const notify: DeskNotifier = deps.notify ?? (async () => undefined);

  /** Put `version` (approved) on the site at `at`, replacing the item's live version. */
  async function publishIn(tx: Tx, version: ContentVersion, actor: Actor, at: Date): Promise<ContentVersion> {
    await tx.execute(
      sql`select 1 from ${contentVersions} where ${contentVersions.kind} = ${version.kind} and ${contentVersions.itemKey} = ${version.itemKey} for update`,
    );
    await tx
      .update(contentVersions)
      .set({ status: "replaced", replacedAt: at, updatedAt: at })
      .where(
        and(eq(contentVersions.kind, version.kind), eq(contentVersions.itemKey, version.itemKey), eq(contentVersions.status, "published")),
      );
    const published = await update(tx, version.id, { status: "published", publishedAt: at, updatedAt: at });
    await tx.insert(contentChanges).values({ at, kind: version.kind, itemKey: version.itemKey, versionId: version.id });
    await audit(tx, actor, auditActions.contentPublish, published, "", at);
    for (const hook of hooks) await hook(tx, published);
    return published;
  }

  /** One step on one version: locked, checked, changed and audited in one transaction. */
  function step(id: string, change: (tx: Tx, version: ContentVersion, now: Date) => Promise<DeskResult>): Promise<DeskResult> {
    return db.transaction(async (tx) => {
      const version = await lockVersion(tx, id);
      if (!version) return { ok: false, reason: "not-found" };
      return change(tx, version, deps.now());
    });
  }

  /** A step that needs a principal's words (a return, a withdrawal, a retirement): refused without them. */
  function stepWithNote(
    id: string,
    note: string,
    change: (tx: Tx, version: ContentVersion, now: Date, text: string) => Promise<DeskResult>,
  ): Promise<DeskResult> {
    const text = note.trim();
    if (!text || text.length > MAX_NOTE) return Promise.resolve(noteRefused);
    return step(id, (tx, version, now) => change(tx, version, now, text));
  }

  return {
    async createDraft(actor: Actor, input: DraftInput & { kind: ContentKind; itemKey: string }): Promise<DeskResult> {
      const issues = inputIssues(input);
      if (!(contentKinds as readonly string[]).includes(input.kind)) issues.push({ path: "kind", message: "Unknown kind of content." });
      if (!ITEM_KEY.test(input.itemKey)) {
        issues.push({ path: "itemKey", message: "The address name must be lowercase letters, digits and hyphens (up to 80)." });
      }
      if (issues.length) return { ok: false, reason: "body", issues };
      return db.transaction(async (tx) => {
        const [latest] = await tx
          .select({ last: sql<number>`coalesce(max(${contentVersions.number}), 0)::int` })
          .from(contentVersions)
          .where(and(eq(contentVersions.kind, input.kind), eq(contentVersions.itemKey, input.itemKey)));
        const now = deps.now();
        const [row] = await tx
          .insert(contentVersions)
          .values({
            id: randomUUID(),
            kind: input.kind,
            itemKey: input.itemKey,
            number: Number(latest?.last ?? 0) + 1,
            title: input.title.trim(),
            body: input.body ?? null,
            reviewBy: input.reviewBy ?? null,
            authorId: actor.id,
            authorEmail: actor.email,
            createdAt: now,
            updatedAt: now,
          })
          .returning({ id: contentVersions.id });
        const version = (await getVersion(tx, row!.id))!;
        await audit(tx, actor, auditActions.contentDraft, version, "", now);
        return { ok: true, version };
      });
    },

    updateDraft(actor: Actor, id: string, input: DraftInput): Promise<DeskResult> {
      const issues = inputIssues(input);
      if (issues.length) return Promise.resolve({ ok: false, reason: "body", issues });
      return step(id, async (tx, version, now) => {
        if (version.status !== "draft" && version.status !== "returned")
          return { ok: false, reason: "wrong-status", status: version.status };
        if (version.author.id !== actor.id) return { ok: false, reason: "not-author" };
        const updated = await update(tx, id, {
          title: input.title.trim(),
          body: input.body ?? null,
          reviewBy: input.reviewBy ?? null,
          updatedAt: now,
        });
        await audit(tx, actor, auditActions.contentEdit, updated, "", now);
        return { ok: true, version: updated };
      });
    },

    submit(actor: Actor, id: string): Promise<DeskResult> {
      return step(id, async (tx, version, now) => {
        if (version.status !== "draft" && version.status !== "returned")
          return { ok: false, reason: "wrong-status", status: version.status };
        if (version.author.id !== actor.id) return { ok: false, reason: "not-author" };
        const parsed = rules.parse(version.kind, version.body);
        if (!parsed.ok) return { ok: false, reason: "body", issues: parsed.issues };
        const issues = rules.submissionIssues?.(version.kind, version.itemKey, parsed.value, deps.current(), now) ?? [];
        if (issues.length > 0) return { ok: false, reason: "body", issues };
        const findings = rules.check(version.kind, version.itemKey, parsed.value, deps.current(), now);
        if (findings.length > 0) return { ok: false, reason: "invalid", findings };
        const reviewBy = version.reviewBy ?? rules.reviewBy?.(version.kind, parsed.value) ?? null;
        const submitted = await update(tx, id, {
          status: "submitted",
          body: parsed.value,
          reviewBy,
          contentHash: contentHashOf(version.title, parsed.value),
          submittedAt: now,
          reviewerId: null,
          reviewerEmail: null,
          reviewedAt: null,
          returnNote: null,
          updatedAt: now,
        });
        await audit(tx, actor, auditActions.contentSubmit, submitted, ` ${submitted.contentHash!.slice(0, 12)}`, now);
        await notify(tx, { event: "submitted", version: submitted, by: actor });
        return { ok: true, version: submitted };
      });
    },

    /** `note`: what the principal confirmed, kept with the decision (the review queue's checks). */
    /**
     * `contentHash`: the hash of the text the principal read (the review page sends it). A version
     * returned, changed and submitted again keeps its id, so an approval names what it approves.
     */
    approve(actor: Actor, id: string, options: { publishAt?: Date | null; note?: string; contentHash: string }): Promise<DeskResult> {
      return step(id, async (tx, version, now) => {
        if (version.status !== "submitted") return { ok: false, reason: "wrong-status", status: version.status };
        if (!(await isPrincipal(tx, actor))) return { ok: false, reason: "not-principal" };
        if (version.author.id === actor.id) return { ok: false, reason: "own-version" };
        if (options.contentHash !== version.contentHash) return { ok: false, reason: "changed" };
        const publishAt = options.publishAt && options.publishAt > now ? options.publishAt : null;
        // An article goes live no earlier than its date: its page and its mail say it was published then.
        const dated = datedAfter(version, publishAt ?? now);
        if (dated) return { ok: false, reason: "before-date", date: dated };
        const approved = await update(tx, id, {
          status: "approved",
          reviewerId: actor.id,
          reviewerEmail: actor.email,
          reviewedAt: now,
          publishAt,
          updatedAt: now,
        });
        await recordReview(tx, actor, approved, "approved", now, options.note ?? null);
        await audit(tx, actor, auditActions.contentApprove, approved, publishAt ? ` to publish ${publishAt.toISOString()}` : "", now);
        const decided = publishAt ? approved : await publishIn(tx, approved, actor, now);
        await notify(tx, { event: "approved", version: decided, by: actor });
        return { ok: true, version: decided };
      });
    },

    returnVersion(actor: Actor, id: string, note: string): Promise<DeskResult> {
      return stepWithNote(id, note, async (tx, version, now, text) => {
        if (version.status !== "submitted") return { ok: false, reason: "wrong-status", status: version.status };
        if (!(await isPrincipal(tx, actor))) return { ok: false, reason: "not-principal" };
        if (version.author.id === actor.id) return { ok: false, reason: "own-version" };
        const returned = await update(tx, id, {
          status: "returned",
          reviewerId: actor.id,
          reviewerEmail: actor.email,
          reviewedAt: now,
          returnNote: text,
          updatedAt: now,
        });
        await recordReview(tx, actor, returned, "returned", now, text);
        await audit(tx, actor, auditActions.contentReturn, returned, ` (note of ${text.length} characters)`, now);
        await notify(tx, { event: "returned", version: returned, by: actor, note: text });
        return { ok: true, version: returned };
      });
    },

    /**
     * Take an approved version back before it goes live (a principal, whoever approved it): it
     * returns to its author with the note, its time is cleared, and nothing is published.
     */
    withdraw(actor: Actor, id: string, note: string): Promise<DeskResult> {
      return stepWithNote(id, note, async (tx, version, now, text) => {
        if (version.status !== "approved") return { ok: false, reason: "wrong-status", status: version.status };
        if (!(await isPrincipal(tx, actor))) return { ok: false, reason: "not-principal" };
        const withdrawn = await update(tx, id, {
          status: "returned",
          reviewerId: actor.id,
          reviewerEmail: actor.email,
          reviewedAt: now,
          returnNote: text,
          publishAt: null,
          updatedAt: now,
        });
        await recordReview(tx, actor, withdrawn, "withdrawn", now, text);
        const was = version.publishAt ? `, due ${version.publishAt.toISOString()}` : "";
        await audit(tx, actor, auditActions.contentWithdraw, withdrawn, `${was} (note of ${text.length} characters)`, now);
        await notify(tx, { event: "withdrawn", version: withdrawn, by: actor, note: text });
        return { ok: true, version: withdrawn };
      });
    },

    /** Take a live version off the site (a principal, with the reason kept beside the decision). */
    retire(actor: Actor, id: string, note: string): Promise<DeskResult> {
      return stepWithNote(id, note, async (tx, version, now, text) => {
        if (version.status !== "published") return { ok: false, reason: "wrong-status", status: version.status };
        if (!(await isPrincipal(tx, actor))) return { ok: false, reason: "not-principal" };
        const retired = await update(tx, id, { status: "retired", retiredAt: now, updatedAt: now });
        await tx.insert(contentChanges).values({ at: now, kind: version.kind, itemKey: version.itemKey, versionId: version.id });
        await recordReview(tx, actor, retired, "retired", now, text);
        await audit(tx, actor, auditActions.contentRetire, retired, ` (note of ${text.length} characters)`, now);
        return { ok: true, version: retired };
      });
    },

    /** Publish every approved version whose time has come; each instance may run it, one wins each version. */
    async publishDue(): Promise<ContentVersion[]> {
      const now = deps.now();
      const due = await db
        .select({ id: contentVersions.id })
        .from(contentVersions)
        .where(and(eq(contentVersions.status, "approved"), lte(contentVersions.publishAt, now)));
      const published: ContentVersion[] = [];
      for (const { id } of due) {
        const result = await step(id, async (tx, version, at) => {
          if (version.status !== "approved") return { ok: false, reason: "wrong-status", status: version.status };
          const reviewer = version.reviewer ?? { id: null, email: "scheduled publication" };
          return { ok: true, version: await publishIn(tx, version, reviewer, at) };
        });
        if (result.ok) published.push(result.version);
      }
      return published;
    },
  };
}

export type Workflow = ReturnType<typeof createWorkflow>;
