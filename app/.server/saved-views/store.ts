// An advisor's saved views. Every query names the advisor: one advisor's id never reads,
// changes or deletes another's row, whatever id is asked for.
import { randomUUID } from "node:crypto";
import { and, desc, eq, ilike } from "drizzle-orm";
import type { Db } from "~/.server/db/database";
import { advisorUsers, savedViews, suitabilityRecords } from "~/.server/db/schema";
import type { SavedViewFields } from "~/lib/schemas/saved-view";
import { suitabilityRecordSchema, type SuitabilityInput, type SuitabilityRecord } from "~/lib/schemas/suitability";
import { SAVED_VIEW_QUERY_MAX } from "~/lib/schemas/saved-view";
import { parseViewKey, viewKey } from "~/lib/zone-views";
import type { QueuedMail } from "~/.server/mail/outbox";
import { mailAboveLimit } from "./above-limit-mail";
import type { ZoneSelection } from "~/lib/zones";

/** The most a list shows; an advisor with more finds the rest by searching. */
export const SAVED_VIEW_LIST_LIMIT = 200;

export type SavedView = {
  id: string;
  label: string;
  note: string;
  views: ZoneSelection[];
  /** The data version of each view, in the same order. */
  dataVersions: string[];
  /** From a questionnaire result: its answers, suggestion, choice and reason. */
  suitability?: SuitabilityRecord;
  createdAt: Date;
  updatedAt: Date;
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function fromRow(row: typeof savedViews.$inferSelect): SavedView {
  return {
    id: row.id,
    label: row.label,
    note: row.note,
    views: row.viewKeys.split(",").flatMap((key) => parseViewKey(key) ?? []),
    dataVersions: row.dataVersions.split(","),
    suitability: row.suitability ? suitabilityRecordSchema.safeParse(row.suitability).data : undefined,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

const owned = (advisorId: string, id: string) => and(eq(savedViews.id, id), eq(savedViews.advisorId, advisorId));

export async function createSavedView(
  db: Db,
  advisorId: string,
  input: SavedViewFields & { views: ZoneSelection[]; dataVersions: string[]; suitability?: SuitabilityInput },
  now = new Date(),
  /** The site's address, for the mail to the principals of a zone saved above the answers' limit. */
  siteUrl?: string,
): Promise<{ id: string; mailed: QueuedMail[] }> {
  const id = randomUUID();
  const suitability = input.suitability ? ({ ...input.suitability, recordedAt: now.toISOString() } satisfies SuitabilityRecord) : null;
  const row = {
    id,
    advisorId,
    label: input.label,
    note: input.note,
    viewKeys: input.views.map(viewKey).join(","),
    dataVersions: input.dataVersions.join(","),
    suitability,
    createdAt: now,
    updatedAt: now,
  };
  if (!suitability) {
    await db.insert(savedViews).values(row);
    return { id, mailed: [] };
  }
  // A questionnaire result's record is also kept apart, in the same transaction: it outlives the
  // view. A zone above the answers' limit is mailed to the principals in it too.
  const mailed = await db.transaction(async (tx) => {
    await tx.insert(savedViews).values(row);
    const [advisor] = await tx.select({ email: advisorUsers.email }).from(advisorUsers).where(eq(advisorUsers.id, advisorId));
    await tx.insert(suitabilityRecords).values({
      id,
      advisorId,
      advisorEmail: advisor?.email ?? "",
      clientLabel: row.label,
      viewKeys: row.viewKeys,
      dataVersions: row.dataVersions,
      record: suitability,
      recordedAt: now,
    });
    return siteUrl && advisor ? mailAboveLimit(tx, advisor.email, suitability, siteUrl) : [];
  });
  return { id, mailed };
}

/** `%`, `_` and `\` typed in a search are matched as themselves. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** The advisor's saved views, newest first; with `query`, those whose label contains it (any case). */
export async function listSavedViews(db: Db, advisorId: string, query = ""): Promise<SavedView[]> {
  const search = query.normalize("NFC").trim().slice(0, SAVED_VIEW_QUERY_MAX);
  const rows = await db
    .select()
    .from(savedViews)
    .where(
      search
        ? and(eq(savedViews.advisorId, advisorId), ilike(savedViews.label, containsPattern(search)))
        : eq(savedViews.advisorId, advisorId),
    )
    .orderBy(desc(savedViews.createdAt), desc(savedViews.id))
    .limit(SAVED_VIEW_LIST_LIMIT);
  return rows.map(fromRow);
}

/** One of the advisor's saved views; undefined when there is none with that id, or it is another's. */
export async function findSavedView(db: Db, advisorId: string, id: string): Promise<SavedView | undefined> {
  if (!UUID.test(id)) return undefined;
  const [row] = await db.select().from(savedViews).where(owned(advisorId, id));
  return row ? fromRow(row) : undefined;
}

/** Change label and note; false when the advisor has no saved view with that id. */
export async function renameSavedView(db: Db, advisorId: string, id: string, fields: SavedViewFields, now = new Date()): Promise<boolean> {
  if (!UUID.test(id)) return false;
  const changed = await db
    .update(savedViews)
    .set({ label: fields.label, note: fields.note, updatedAt: now })
    .where(owned(advisorId, id))
    .returning({ id: savedViews.id });
  return changed.length > 0;
}

/** Delete one; false when the advisor has no saved view with that id. */
export async function deleteSavedView(db: Db, advisorId: string, id: string): Promise<boolean> {
  if (!UUID.test(id)) return false;
  const deleted = await db.delete(savedViews).where(owned(advisorId, id)).returning({ id: savedViews.id });
  return deleted.length > 0;
}
