// The suitability records of questionnaire results saved for clients, kept apart from the saved
// views (Rule 204-2), for the firm's staff: newest first, a page at a time.
import { and, desc, eq, lt, or, type SQL } from "drizzle-orm";
import type { Db } from "~/.server/db/database";
import { suitabilityRecords } from "~/.server/db/schema";
import type { DocumentsCursor } from "~/.server/downloads/kept-documents";
import { suitabilityRecordSchema, type SuitabilityRecord } from "~/lib/schemas/suitability";
import { parseViewKey } from "~/lib/zone-views";
import { aboveLimit, reviewsOf, waitsForReview, type SuitabilityReview } from "./suitability-reviews";
import type { ZoneSelection } from "~/lib/zones";

export const SUITABILITY_PAGE = 50;

export type KeptSuitability = {
  id: string;
  at: string;
  advisorEmail: string;
  clientLabel: string;
  views: ZoneSelection[];
  record: SuitabilityRecord | null;
  /** A principal's reviews of a zone chosen above the answers' limit, oldest first. */
  reviews: SuitabilityReview[];
};

/**
 * The records after `before` in the list's order (all when unset), newest first, one page and
 * whether more follow; with `onlyAboveLimit`, those of a zone above the answers' limit; with
 * `onlyWaiting`, those of them that wait for a principal's review.
 */
export async function listSuitabilityRecords(
  db: Db,
  { before, onlyAboveLimit = false, onlyWaiting = false }: { before?: DocumentsCursor; onlyAboveLimit?: boolean; onlyWaiting?: boolean },
): Promise<{ records: KeptSuitability[]; more: boolean }> {
  const conditions: SQL[] = onlyWaiting ? [waitsForReview] : onlyAboveLimit ? [aboveLimit] : [];
  if (before) {
    const older = or(
      lt(suitabilityRecords.recordedAt, before.at),
      and(eq(suitabilityRecords.recordedAt, before.at), lt(suitabilityRecords.id, before.id)),
    );
    if (older) conditions.push(older);
  }
  const rows = await db
    .select()
    .from(suitabilityRecords)
    .where(conditions.length > 0 ? and(...conditions) : undefined)
    .orderBy(desc(suitabilityRecords.recordedAt), desc(suitabilityRecords.id))
    .limit(SUITABILITY_PAGE + 1);
  // Each record read once; the reviews only of those above the answers' limit.
  const page = rows.slice(0, SUITABILITY_PAGE).map((row) => ({ row, record: suitabilityRecordSchema.safeParse(row.record).data ?? null }));
  const reviews = await reviewsOf(
    db,
    page.filter(({ record }) => record?.aboveLimit).map(({ row }) => row.id),
  );
  return {
    more: rows.length > SUITABILITY_PAGE,
    records: page.map(({ row, record }) => ({
      id: row.id,
      at: row.recordedAt.toISOString(),
      advisorEmail: row.advisorEmail,
      clientLabel: row.clientLabel,
      views: row.viewKeys.split(",").flatMap((key) => parseViewKey(key) ?? []),
      record,
      reviews: reviews.get(row.id) ?? [],
    })),
  };
}
