// A principal's review of each zone chosen above what the client's answers allow (ADR 0009): the
// decision and a note, kept with the record and audited in one transaction. A record waits until
// its latest review finds the reason supports the zone; one to follow up with the advisor waits on.
import { randomUUID } from "node:crypto";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "~/.server/db/database";
import { suitabilityRecords, suitabilityReviews } from "~/.server/db/schema";
import { auditActions, recordAudit } from "~/.server/staff/audit";
import type { SuitabilityReviewDecision } from "~/lib/schemas/suitability-review";

export type SuitabilityReview = { decision: SuitabilityReviewDecision; note: string; reviewerEmail: string; at: string };

/** A record of a zone chosen above the highest one the answers allow. */
export const aboveLimit = sql`${suitabilityRecords.record} ? 'aboveLimit'`;

/** The decision of a record's latest review, or null when it has none. */
const latestDecision = sql`(select ${suitabilityReviews.decision} from ${suitabilityReviews}
  where ${suitabilityReviews.recordId} = ${suitabilityRecords.id}
  order by ${suitabilityReviews.reviewedAt} desc, ${suitabilityReviews.id} desc limit 1)`;

/** A record above the limit whose latest review, if any, did not find the reason supports the zone. */
export const waitsForReview = sql`(${aboveLimit} and coalesce(${latestDecision}, 'none') <> 'supported')`;

/** How many zones chosen above the answers' limit wait for a principal's review. */
export async function countAwaitingReview(db: Db): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(suitabilityRecords)
    .where(waitsForReview);
  return row?.count ?? 0;
}

/** The reviews of each record in `ids`, oldest first. */
export async function reviewsOf(db: Db, ids: readonly string[]): Promise<Map<string, SuitabilityReview[]>> {
  const reviews = new Map<string, SuitabilityReview[]>();
  if (ids.length === 0) return reviews;
  const rows = await db
    .select()
    .from(suitabilityReviews)
    .where(inArray(suitabilityReviews.recordId, [...ids]))
    .orderBy(asc(suitabilityReviews.reviewedAt), asc(suitabilityReviews.id));
  for (const row of rows) {
    const list = reviews.get(row.recordId) ?? [];
    list.push({ decision: row.decision, note: row.note, reviewerEmail: row.reviewerEmail, at: row.reviewedAt.toISOString() });
    reviews.set(row.recordId, list);
  }
  return reviews;
}

/** A principal's review of one record above the answers' limit, audited in the same transaction. */
export async function reviewAboveLimit(
  db: Db,
  principal: { id: string; email: string },
  input: { recordId: string; decision: SuitabilityReviewDecision; note: string },
  now = new Date(),
): Promise<"reviewed" | "not-found" | "own"> {
  return db.transaction(async (tx) => {
    const [record] = await tx
      .select({ id: suitabilityRecords.id, advisorId: suitabilityRecords.advisorId, advisorEmail: suitabilityRecords.advisorEmail })
      .from(suitabilityRecords)
      .where(and(eq(suitabilityRecords.id, input.recordId), aboveLimit));
    if (!record) return "not-found";
    // A principal who saved the record (staff may use the workspace) does not clear it: another does.
    if (record.advisorId === principal.id) return "own";
    await tx.insert(suitabilityReviews).values({
      id: randomUUID(),
      recordId: record.id,
      reviewerId: principal.id,
      reviewerEmail: principal.email,
      decision: input.decision,
      note: input.note,
      reviewedAt: now,
    });
    await recordAudit(
      tx,
      principal,
      {
        action: auditActions.suitabilityReview,
        subjectType: "suitability",
        subjectId: record.id,
        // Not the client label: an advisor types it, and the audit log is never emptied.
        detail: `${input.decision}: saved by ${record.advisorEmail} (record ${record.id})`,
      },
      now,
    );
    return "reviewed";
  });
}
