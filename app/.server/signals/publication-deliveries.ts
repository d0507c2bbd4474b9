// For the console: how the mails of one publication (a signal's or an article's published
// version) fared, and "Retry the failed ones": each failed mail is due again at once with a new
// round of attempts and keeps its id, so its Message-ID stays the same.
import { and, desc, eq, inArray, isNotNull, sql } from "drizzle-orm";
import type { Db } from "~/.server/db/database";
import { contentVersions, deliveries, mails } from "~/.server/db/schema";
import { auditActions, recordAudit, type Actor } from "~/.server/staff/audit";

export type PublicationCounts = { sent: number; pending: number; failed: number };

/** How many mails of the published version `versionId` went out, wait (or are being sent), failed. */
export async function publicationMailCounts(db: Pick<Db, "select">, versionId: string): Promise<PublicationCounts> {
  const rows = await db
    .select({ status: deliveries.status, count: sql<number>`count(*)::int` })
    .from(mails)
    .innerJoin(deliveries, eq(deliveries.id, mails.id))
    .where(eq(mails.publication, versionId))
    .groupBy(deliveries.status);
  const of = (status: string) => rows.find((row) => row.status === status)?.count ?? 0;
  return { sent: of("delivered"), pending: of("pending"), failed: of("failed") };
}

/** A publication's mails: the published version's id, and its title and number when the desk holds it. */
export type PublicationRow = PublicationCounts & {
  publication: string;
  purpose: string;
  firstQueuedAt: string;
  title: string | null;
  number: number | null;
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The most recent publications mailed to followers, newest first, with their counts. */
export async function listPublicationMails(db: Pick<Db, "select">, limit = 20): Promise<PublicationRow[]> {
  const count = (status: string) => sql<number>`(count(*) filter (where ${deliveries.status} = ${status}))::int`;
  const rows = await db
    .select({
      publication: mails.publication,
      purpose: mails.purpose,
      firstQueuedAt: sql<Date>`min(${mails.createdAt})`,
      sent: count("delivered"),
      pending: count("pending"),
      failed: count("failed"),
    })
    .from(mails)
    .innerJoin(deliveries, eq(deliveries.id, mails.id))
    .where(isNotNull(mails.publication))
    .groupBy(mails.publication, mails.purpose)
    .orderBy(desc(sql`min(${mails.createdAt})`))
    .limit(limit);
  // Named as the desk names them, so staff need not match an id.
  const ids = rows.map((row) => row.publication!).filter((id) => UUID.test(id));
  const versions =
    ids.length === 0
      ? []
      : await db
          .select({ id: contentVersions.id, title: contentVersions.title, number: contentVersions.number })
          .from(contentVersions)
          .where(inArray(contentVersions.id, ids));
  return rows.map((row) => {
    const version = versions.find((candidate) => candidate.id === row.publication);
    return {
      ...row,
      publication: row.publication!,
      firstQueuedAt: new Date(row.firstQueuedAt).toISOString(),
      title: version?.title ?? null,
      number: version?.number ?? null,
    };
  });
}

/** Make every failed mail of `versionId` due again now (audited as one retry); how many. */
export async function retryFailedPublicationMails(db: Db, versionId: string, actor: Actor): Promise<number> {
  return db.transaction(async (tx) => {
    const failed = tx.select({ id: mails.id }).from(mails).where(eq(mails.publication, versionId));
    const retried = await tx
      .update(deliveries)
      .set({ status: "pending", attempts: 0, nextAttemptAt: sql`now()`, leaseUntil: null, updatedAt: sql`now()` })
      .where(and(inArray(deliveries.id, failed), eq(deliveries.status, "failed")))
      .returning({ id: deliveries.id });
    if (retried.length > 0)
      await recordAudit(tx, actor, {
        action: auditActions.retry,
        subjectType: "delivery",
        subjectId: versionId,
        detail: `${retried.length} failed mails of the publication`,
      });
    return retried.length;
  });
}
