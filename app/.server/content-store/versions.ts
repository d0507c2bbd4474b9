// Reading the desk's versions: rows as the console and the site use them, and the hash that
// fixes a version's content when it is submitted.
import { createHash } from "node:crypto";
import { and, asc, desc, eq, inArray, isNotNull, min, ne, type SQL } from "drizzle-orm";
import type { Db } from "~/.server/db/database";
import { contentReviews, contentVersions } from "~/.server/db/schema";
import { canonicalJson } from "~/.server/zone-data/data-version";
import { itemId, type ContentKind, type ContentReview, type ContentVersion, type VersionStatus } from "~/lib/content-desk/contract";

type Row = typeof contentVersions.$inferSelect;

export function toVersion(row: Row): ContentVersion {
  return {
    id: row.id,
    kind: row.kind,
    itemKey: row.itemKey,
    number: row.number,
    status: row.status,
    title: row.title,
    body: row.body,
    contentHash: row.contentHash,
    example: row.example,
    author: { id: row.authorId, email: row.authorEmail },
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    submittedAt: row.submittedAt,
    reviewer: row.reviewerEmail ? { id: row.reviewerId, email: row.reviewerEmail } : null,
    reviewedAt: row.reviewedAt,
    returnNote: row.returnNote,
    publishAt: row.publishAt,
    publishedAt: row.publishedAt,
    replacedAt: row.replacedAt,
    retiredAt: row.retiredAt,
    reviewBy: row.reviewBy,
  };
}

/** SHA-256 (hex) of a version's title and body, as the archive names it. */
export function contentHashOf(title: string, body: unknown): string {
  return createHash("sha256").update(canonicalJson({ title, body })).digest("hex");
}

export type VersionFilter = { kind?: ContentKind; status?: readonly VersionStatus[]; itemKey?: string };

export async function listVersions(db: Db, filter: VersionFilter = {}): Promise<ContentVersion[]> {
  const where: SQL[] = [];
  if (filter.kind) where.push(eq(contentVersions.kind, filter.kind));
  if (filter.itemKey !== undefined) where.push(eq(contentVersions.itemKey, filter.itemKey));
  if (filter.status) where.push(inArray(contentVersions.status, [...filter.status]));
  const rows = await db
    .select()
    .from(contentVersions)
    .where(where.length ? and(...where) : undefined)
    .orderBy(desc(contentVersions.updatedAt), desc(contentVersions.number));
  return rows.map(toVersion);
}

/** What counts and lists of versions need, without the body. */
export type VersionHead = Pick<ContentVersion, "id" | "kind" | "itemKey" | "title" | "status" | "reviewBy">;

/** The heads of the versions in `statuses`: the columns only, never a body. */
export async function versionHeads(db: Db, statuses: readonly VersionStatus[]): Promise<VersionHead[]> {
  return db
    .select({
      id: contentVersions.id,
      kind: contentVersions.kind,
      itemKey: contentVersions.itemKey,
      title: contentVersions.title,
      status: contentVersions.status,
      reviewBy: contentVersions.reviewBy,
    })
    .from(contentVersions)
    .where(inArray(contentVersions.status, [...statuses]));
}

export async function getVersion(db: Pick<Db, "select">, id: string): Promise<ContentVersion | undefined> {
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)) return undefined;
  const [row] = await db.select().from(contentVersions).where(eq(contentVersions.id, id));
  return row ? toVersion(row) : undefined;
}

export async function itemHistory(db: Db, kind: ContentKind, itemKey: string): Promise<ContentVersion[]> {
  const rows = await db
    .select()
    .from(contentVersions)
    .where(and(eq(contentVersions.kind, kind), eq(contentVersions.itemKey, itemKey)))
    .orderBy(desc(contentVersions.number));
  return rows.map(toVersion);
}

/** Every decision the principals made on each of `versionIds`, oldest first: one query for a list. */
export async function versionReviews(db: Db, versionIds: readonly string[]): Promise<Map<string, ContentReview[]>> {
  const byVersion = new Map<string, ContentReview[]>(versionIds.map((id) => [id, []]));
  if (versionIds.length === 0) return byVersion;
  const rows = await db
    .select()
    .from(contentReviews)
    .where(inArray(contentReviews.versionId, [...versionIds]))
    .orderBy(asc(contentReviews.id));
  for (const row of rows)
    byVersion.get(row.versionId)?.push({
      id: row.id,
      decision: row.decision,
      title: row.title,
      body: row.body,
      contentHash: row.contentHash,
      reviewer: { id: row.reviewerId, email: row.reviewerEmail },
      note: row.note,
      at: row.at,
    });
  return byVersion;
}

/** A published version with the day its item was first published (a later version revises it). */
export type PublishedVersion = ContentVersion & { itemFirstPublishedAt?: Date };

/** Every version on the site now: the published one of each item. */
export async function publishedVersions(db: Db): Promise<PublishedVersion[]> {
  const rows = await db.select().from(contentVersions).where(eq(contentVersions.status, "published"));
  const firsts = await db
    .select({ kind: contentVersions.kind, itemKey: contentVersions.itemKey, first: min(contentVersions.publishedAt) })
    .from(contentVersions)
    .where(isNotNull(contentVersions.publishedAt))
    .groupBy(contentVersions.kind, contentVersions.itemKey);
  const firstOf = new Map(firsts.map((row) => [itemId(row.kind, row.itemKey), row.first]));
  return rows.map((row) => {
    const first = firstOf.get(itemId(row.kind, row.itemKey));
    return { ...toVersion(row), ...(first ? { itemFirstPublishedAt: new Date(first) } : {}) };
  });
}

/**
 * Whether another version of the item was on the site before `version` (a correction, not news):
 * when the item was first published, and the body of the newest version before this one.
 */
export async function publishedBefore(
  db: Pick<Db, "select">,
  version: ContentVersion,
): Promise<{ firstPublishedAt: Date; latestBody: unknown } | undefined> {
  const earlier = await db
    .select({ publishedAt: contentVersions.publishedAt, body: contentVersions.body })
    .from(contentVersions)
    .where(
      and(
        eq(contentVersions.kind, version.kind),
        eq(contentVersions.itemKey, version.itemKey),
        ne(contentVersions.id, version.id),
        isNotNull(contentVersions.publishedAt),
      ),
    )
    .orderBy(asc(contentVersions.publishedAt));
  const [first, latest] = [earlier[0], earlier.at(-1)];
  return first?.publishedAt && latest ? { firstPublishedAt: first.publishedAt, latestBody: latest.body } : undefined;
}
