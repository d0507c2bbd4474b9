// The deliveries an admin looks after: webhook posts and mails that are retrying or failed,
// with the last error (errors name codes and hosts, never content; anything that looks like a
// credential is cut all the same), and "Retry now": the same job is due again at once, so the
// receiver sees the same Webhook-Id, and a job a worker holds or has delivered is not touched.
import { and, desc, eq, gt, inArray, isNull, lt, or, sql } from "drizzle-orm";
import type { Db } from "~/.server/db/database";
import { advisorApprovals, advisorRegistrations, contactMessages, deliveries, mails, type DeliveryKind } from "~/.server/db/schema";
import { auditActions, recordAudit, type Actor } from "./audit";

export type TroubledDelivery = {
  id: string;
  kind: DeliveryKind;
  status: "pending" | "failed";
  attempts: number;
  nextAttemptAt: string | null;
  lastError: string;
  updatedAt: string;
  /** What the job delivers, in a few words. */
  what: string;
};

/** A stored error as the console shows it: credentials in addresses and query strings cut. */
export const safeError = (error: string | null): string =>
  (error ?? "")
    .replace(/\/\/[^/\s@]+@/g, "//…@")
    .replace(/\?[^\s]*/g, "?…")
    .slice(0, 300);

const kindNames: Record<DeliveryKind, string> = {
  "contact-webhook": "Contact message to the webhook",
  "registration-webhook": "Registration to the webhook",
  "approval-webhook": "Approval to the webhook",
  mail: "Mail",
  "bulk-mail": "Mail to followers",
  "account-request": "Account request",
};

export async function listTroubledDeliveries(db: Db, limit = 200): Promise<TroubledDelivery[]> {
  const jobs = await db
    .select()
    .from(deliveries)
    .where(or(eq(deliveries.status, "failed"), and(eq(deliveries.status, "pending"), gt(deliveries.attempts, 0))))
    .orderBy(desc(deliveries.updatedAt))
    .limit(limit);
  const ids = jobs.map((job) => job.id);
  if (ids.length === 0) return [];
  const [messages, registrations, approvals, mailRows] = await Promise.all([
    db.select({ id: contactMessages.id, name: contactMessages.name }).from(contactMessages).where(inArray(contactMessages.id, ids)),
    db
      .select({ id: advisorRegistrations.id, first: advisorRegistrations.firstName, last: advisorRegistrations.lastName })
      .from(advisorRegistrations)
      .where(inArray(advisorRegistrations.id, ids)),
    db.select({ id: advisorApprovals.id, email: advisorApprovals.email }).from(advisorApprovals).where(inArray(advisorApprovals.id, ids)),
    db.select({ id: mails.id, purpose: mails.purpose, to: mails.toAddress }).from(mails).where(inArray(mails.id, ids)),
  ]);
  const about = new Map<string, string>([
    ...messages.map((row) => [row.id, `from ${row.name}`] as const),
    ...registrations.map((row) => [row.id, `of ${row.first} ${row.last}`] as const),
    ...approvals.map((row) => [row.id, `of ${row.email}`] as const),
    ...mailRows.map((row) => [row.id, `${row.purpose} to ${row.to}`] as const),
  ]);
  return jobs.map((job) => ({
    id: job.id,
    kind: job.kind,
    status: job.status as "pending" | "failed",
    attempts: job.attempts,
    nextAttemptAt: job.status === "pending" ? job.nextAttemptAt.toISOString() : null,
    lastError: safeError(job.lastError),
    updatedAt: job.updatedAt.toISOString(),
    what: `${kindNames[job.kind]} ${about.get(job.id) ?? "(deleted)"}`,
  }));
}

export type Retry = "queued" | "not-retryable";

/**
 * Make a retrying or failed job due now with a fresh round of attempts. A job that a worker holds
 * (its lease runs), that was delivered, or that never failed is left alone.
 */
export async function retryDelivery(db: Db, id: string, actor: Actor): Promise<Retry> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return "not-retryable";
  return db.transaction(async (tx) => {
    const [job] = await tx
      .update(deliveries)
      .set({ status: "pending", attempts: 0, nextAttemptAt: sql`now()`, leaseUntil: null, updatedAt: sql`now()` })
      .where(
        and(
          eq(deliveries.id, id),
          or(
            eq(deliveries.status, "failed"),
            and(
              eq(deliveries.status, "pending"),
              gt(deliveries.attempts, 0),
              or(isNull(deliveries.leaseUntil), lt(deliveries.leaseUntil, sql`now()`)),
            ),
          ),
        ),
      )
      .returning({ kind: deliveries.kind });
    if (!job) return "not-retryable";
    await recordAudit(tx, actor, { action: auditActions.retry, subjectType: "delivery", subjectId: id, detail: kindNames[job.kind] });
    return "queued";
  });
}
