// The one queue of durable deliveries (contact messages and registrations to the webhook, mails
// to advisors), kept in the database so that it survives restarts. A job is written in the
// same transaction as what it delivers. A worker claims due jobs under a lease: `FOR UPDATE
// SKIP LOCKED` keeps two workers from taking the same job, and a job whose worker died is taken
// again once its lease runs out.
import { and, asc, eq, inArray, isNull, lt, lte, or, sql } from "drizzle-orm";
import type { Db } from "~/.server/db/database";
import { deliveries as jobs, type DeliveryKind } from "~/.server/db/schema";

export type ClaimedJob = { id: string; kind: DeliveryKind; attempt: number };

/** A transaction or the database: jobs are enqueued inside the caller's transaction. */
type Writer = Pick<Db, "insert">;

const now = sql`now()`;
const later = (ms: number) => sql`now() + make_interval(secs => ${ms / 1000})`;

/** Add the delivery job of the row `id` (written in the same transaction). */
export async function enqueue(tx: Writer, id: string, kind: DeliveryKind): Promise<void> {
  await tx.insert(jobs).values({ id, kind });
}

/** Take up to `limit` due jobs of the given kinds for `leaseMs`; each claim counts as one attempt. */
export async function claimDueJobs(
  db: Db,
  limit: number,
  leaseMs: number,
  kinds: readonly DeliveryKind[] = ["contact-webhook", "registration-webhook", "mail"],
): Promise<ClaimedJob[]> {
  if (kinds.length === 0) return [];
  const due = db
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      and(
        inArray(jobs.kind, [...kinds]),
        eq(jobs.status, "pending"),
        lte(jobs.nextAttemptAt, now),
        or(isNull(jobs.leaseUntil), lt(jobs.leaseUntil, now)),
      ),
    )
    .orderBy(asc(jobs.nextAttemptAt))
    .limit(limit)
    .for("update", { skipLocked: true });
  return db
    .update(jobs)
    .set({ attempts: sql`${jobs.attempts} + 1`, leaseUntil: later(leaseMs), updatedAt: now })
    .where(and(inArray(jobs.id, due), eq(jobs.status, "pending")))
    .returning({ id: jobs.id, kind: jobs.kind, attempt: jobs.attempts });
}

export async function markDelivered(db: Db, id: string): Promise<void> {
  await db
    .update(jobs)
    .set({ status: "delivered", deliveredAt: now, leaseUntil: null, lastError: null, updatedAt: now })
    .where(eq(jobs.id, id));
}

/** Give the job back to the queue, due again in `delayMs`. */
export async function scheduleRetry(db: Db, id: string, delayMs: number, error: string): Promise<void> {
  await db
    .update(jobs)
    .set({ nextAttemptAt: later(delayMs), leaseUntil: null, lastError: error, updatedAt: now })
    .where(and(eq(jobs.id, id), eq(jobs.status, "pending")));
}

/** Stop trying: what was to be delivered stays in the database for the firm. */
export async function markFailed(db: Db, id: string, error: string): Promise<void> {
  await db
    .update(jobs)
    .set({ status: "failed", leaseUntil: null, lastError: error, updatedAt: now })
    .where(and(eq(jobs.id, id), eq(jobs.status, "pending")));
}
