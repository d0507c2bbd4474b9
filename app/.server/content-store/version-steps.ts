// What every step of the desk's workflow does around its change (workflow.ts): check a draft's
// input, lock and update the version, audit the step, keep a principal's decision with its
// content (content_reviews), and ask whether the actor is a principal.
import { eq, sql } from "drizzle-orm";
import type { Db, Tx } from "~/.server/db/database";
import { advisorUsers, contentReviews, contentVersions } from "~/.server/db/schema";
import { recordAudit, type Actor, type AuditAction } from "~/.server/staff/audit";
import { isStaffRole } from "~/.server/staff/staff-accounts";
import { isCalendarDay } from "~/lib/content-desk/bodies/fields";
import type { ContentVersion, DeskResult, ReviewDecision } from "~/lib/content-desk/contract";
import { getVersion } from "./versions";
import { firmDay } from "~/.server/firm-day";

export type DraftInput = { title: string; body: unknown; reviewBy?: string | null };

export const ITEM_KEY = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,78}[A-Za-z0-9])?$/;
const MAX_BODY_BYTES = 512 * 1024;
export const MAX_NOTE = 2000;

/** Refusals of what no form of the console sends (a bad kind, key, title or oversized body). */
export function inputIssues(input: DraftInput): { path: string; message: string }[] {
  const issues: { path: string; message: string }[] = [];
  const title = input.title.trim();
  if (!title || title.length > 200) issues.push({ path: "title", message: "A title of 1 to 200 characters is needed." });
  if (input.reviewBy != null && !isCalendarDay(input.reviewBy)) {
    issues.push({ path: "reviewBy", message: "The review-by date must be a day, written YYYY-MM-DD." });
  }
  let size = Infinity;
  try {
    size = Buffer.byteLength(JSON.stringify(input.body ?? null));
  } catch {
    // Not JSON: refused below.
  }
  if (size > MAX_BODY_BYTES) issues.push({ path: "body", message: "The content is larger than 512 KB." });
  return issues;
}

export const noteRefused: DeskResult = {
  ok: false,
  reason: "body",
  issues: [{ path: "note", message: "Say why, in 1 to 2,000 characters." }],
};

const describe = (version: Pick<ContentVersion, "kind" | "itemKey" | "number">) => `${version.kind} ${version.itemKey} v${version.number}`;

export async function audit(tx: Tx, actor: Actor, action: AuditAction, version: ContentVersion, extra = "", at?: Date) {
  await recordAudit(tx, actor, { action, subjectType: "content", subjectId: version.id, detail: `${describe(version)}${extra}` }, at);
}

/** Keep a principal's decision with the content it was made on, in the step's transaction. */
export async function recordReview(
  tx: Tx,
  actor: Actor,
  version: ContentVersion,
  decision: ReviewDecision,
  at: Date,
  note: string | null = null,
) {
  await tx.insert(contentReviews).values({
    versionId: version.id,
    decision,
    title: version.title,
    body: version.body ?? null,
    contentHash: version.contentHash,
    reviewerId: actor.id,
    reviewerEmail: actor.email,
    note,
    at,
  });
}

export async function isPrincipal(tx: Pick<Db, "select">, actor: Actor): Promise<boolean> {
  if (!actor.id) return false;
  const [user] = await tx
    .select({ principal: advisorUsers.principal, role: advisorUsers.role })
    .from(advisorUsers)
    .where(eq(advisorUsers.id, actor.id));
  return Boolean(user?.principal && isStaffRole(user.role));
}

/** The version locked for this transaction's change, or why not. */
export async function lockVersion(tx: Tx, id: string): Promise<ContentVersion | undefined> {
  if (!(await getVersion(tx, id))) return undefined;
  await tx.execute(sql`select 1 from ${contentVersions} where ${contentVersions.id} = ${id} for update`);
  return getVersion(tx, id);
}

export async function update(tx: Tx, id: string, set: Partial<typeof contentVersions.$inferInsert>): Promise<ContentVersion> {
  await tx.update(contentVersions).set(set).where(eq(contentVersions.id, id));
  return (await getVersion(tx, id))!;
}

/** An article's date (YYYY-MM-DD) when it is a later day than `at` in the firm's time zone; none for other kinds. */
export function datedAfter(version: ContentVersion, at: Date): string | undefined {
  if (version.kind !== "commentary") return undefined;
  const date = (version.body as { date?: unknown } | null)?.date;
  return typeof date === "string" && firmDay(at) < date ? date : undefined;
}
