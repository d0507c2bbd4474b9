// What an advisor follows (app/.server/db/subscription-schema.ts): read and changed on the
// account page, ended at once by a mail's one-click unsubscribe link without signing in.
import { randomBytes, randomUUID } from "node:crypto";
import { and, eq, inArray, isNull } from "drizzle-orm";
import type { Db } from "~/.server/db/database";
import { subscriptions, type SubscriptionEnding } from "~/.server/db/schema";

/** `model:<number>` or `commentary`. */
export type Subject = `model:${number}` | "commentary";

export const modelSubject = (modelId: number): Subject => `model:${modelId}`;
export const COMMENTARY: Subject = "commentary";

/** One subject's state for the account page: followed, or when and how it was turned off. */
export type Following = { subject: Subject; on: boolean; endedAt: string | null; endedBy: SubscriptionEnding | null };

/** A new unsubscribe token: 32 random bytes, base64url (43 characters), naming nothing. */
export const newToken = () => randomBytes(32).toString("base64url");

/** Tokens are 43 base64url characters: anything else is refused before the database is asked. */
export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export async function listFollowing(db: Db, advisorId: string): Promise<Following[]> {
  const rows = await db
    .select({ subject: subscriptions.subject, endedAt: subscriptions.endedAt, endedBy: subscriptions.endedBy })
    .from(subscriptions)
    .where(eq(subscriptions.advisorId, advisorId));
  return rows.map((row) => ({
    subject: row.subject as Subject,
    on: row.endedAt === null,
    endedAt: row.endedAt?.toISOString() ?? null,
    endedBy: row.endedBy,
  }));
}

/** The subjects the advisor follows now (turned off ones left out). */
export async function followedSubjects(db: Db, advisorId: string): Promise<Set<Subject>> {
  return new Set((await listFollowing(db, advisorId)).filter((row) => row.on).map((row) => row.subject));
}

/**
 * Make the advisor follow exactly `wanted` (among `offered`, the subjects the page showed):
 * subjects turned on get a new token, subjects turned off are ended. Returns what changed.
 */
export async function setFollowing(
  db: Db,
  advisorId: string,
  offered: readonly Subject[],
  wanted: readonly Subject[],
  now = new Date(),
): Promise<{ started: Subject[]; ended: Subject[] }> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .select({ subject: subscriptions.subject, endedAt: subscriptions.endedAt })
      .from(subscriptions)
      .where(eq(subscriptions.advisorId, advisorId))
      .for("update");
    const on = new Set(rows.filter((row) => row.endedAt === null).map((row) => row.subject));
    const started = wanted.filter((subject) => offered.includes(subject) && !on.has(subject));
    const ended = offered.filter((subject) => on.has(subject) && !wanted.includes(subject));
    for (const subject of started)
      await tx
        .insert(subscriptions)
        .values({ id: randomUUID(), advisorId, subject, token: newToken(), startedAt: now })
        .onConflictDoUpdate({
          target: [subscriptions.advisorId, subscriptions.subject],
          set: { token: newToken(), startedAt: now, endedAt: null, endedBy: null },
        });
    if (ended.length > 0)
      await tx
        .update(subscriptions)
        .set({ endedAt: now, endedBy: "account" })
        .where(and(eq(subscriptions.advisorId, advisorId), inArray(subscriptions.subject, ended), isNull(subscriptions.endedAt)));
    return { started, ended };
  });
}

/** The subscription a token names, while it is on (for the unsubscribe page: what it would stop). */
export async function findByToken(db: Db, token: string): Promise<{ id: string; subject: Subject; on: boolean } | undefined> {
  if (!TOKEN_PATTERN.test(token)) return undefined;
  const [row] = await db
    .select({ id: subscriptions.id, subject: subscriptions.subject, endedAt: subscriptions.endedAt })
    .from(subscriptions)
    .where(eq(subscriptions.token, token));
  return row ? { id: row.id, subject: row.subject as Subject, on: row.endedAt === null } : undefined;
}

/** One-click unsubscribe: ends the one subscription the token names; whether the token named one. */
export async function unsubscribeByToken(db: Db, token: string, now = new Date()): Promise<{ id: string; subject: Subject } | undefined> {
  if (!TOKEN_PATTERN.test(token)) return undefined;
  const found = await findByToken(db, token);
  if (!found) return undefined;
  await db
    .update(subscriptions)
    .set({ endedAt: now, endedBy: "unsubscribe-link" })
    .where(and(eq(subscriptions.token, token), isNull(subscriptions.endedAt)));
  return { id: found.id, subject: found.subject };
}
