// The queue of deliveries to the webhook, kept in the database so that it survives restarts.
// A worker claims due jobs under a lease: `FOR UPDATE SKIP LOCKED` keeps two workers from
// taking the same job, and a job whose worker died is taken again once its lease runs out.
import { and, asc, eq, inArray, isNull, lt, lte, or, sql } from "drizzle-orm";
import type { Db } from "~/.server/db/database";
import { contactDeliveries as jobs, contactMessages } from "~/.server/db/schema";
import { toPayload, type WebhookPayload } from "./message-store";

export type ClaimedJob = { id: string; attempt: number; payload: WebhookPayload };

const now = sql`now()`;
const later = (ms: number) => sql`now() + make_interval(secs => ${ms / 1000})`;

/** Take up to `limit` due jobs for `leaseMs`; each claim counts as one attempt. */
export async function claimDueJobs(db: Db, limit: number, leaseMs: number): Promise<ClaimedJob[]> {
  const due = db
    .select({ id: jobs.messageId })
    .from(jobs)
    .where(
      and(eq(jobs.status, "pending"), lte(jobs.nextAttemptAt, now), or(isNull(jobs.leaseUntil), lt(jobs.leaseUntil, now))),
    )
    .orderBy(asc(jobs.nextAttemptAt))
    .limit(limit)
    .for("update", { skipLocked: true });
  const claimed = await db
    .update(jobs)
    .set({ attempts: sql`${jobs.attempts} + 1`, leaseUntil: later(leaseMs), updatedAt: now })
    .where(and(inArray(jobs.messageId, due), eq(jobs.status, "pending")))
    .returning({ id: jobs.messageId, attempt: jobs.attempts });
  if (claimed.length === 0) return [];
  const messages = await db
    .select()
    .from(contactMessages)
    .where(
      inArray(
        contactMessages.id,
        claimed.map((job) => job.id),
      ),
    );
  const byId = new Map(messages.map((message) => [message.id, message]));
  return claimed.map((job) => ({ ...job, payload: toPayload(byId.get(job.id)!) }));
}

export async function markDelivered(db: Db, id: string): Promise<void> {
  await db
    .update(jobs)
    .set({ status: "delivered", deliveredAt: now, leaseUntil: null, lastError: null, updatedAt: now })
    .where(eq(jobs.messageId, id));
}

/** Give the job back to the queue, due again in `delayMs`. */
export async function scheduleRetry(db: Db, id: string, delayMs: number, error: string): Promise<void> {
  await db
    .update(jobs)
    .set({ nextAttemptAt: later(delayMs), leaseUntil: null, lastError: error, updatedAt: now })
    .where(and(eq(jobs.messageId, id), eq(jobs.status, "pending")));
}

/** Stop trying: the message stays in the database for the firm. */
export async function markFailed(db: Db, id: string, error: string): Promise<void> {
  await db
    .update(jobs)
    .set({ status: "failed", leaseUntil: null, lastError: error, updatedAt: now })
    .where(and(eq(jobs.messageId, id), eq(jobs.status, "pending")));
}
