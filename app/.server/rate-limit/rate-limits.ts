// Per-client limits kept in the database, so every server process on one PostgreSQL gives a
// client the same answer. Fixed windows: the first hit opens a window of `windowMs`, and up
// to `max` hits are allowed in it. Keys are hashed: no client address is stored. A window may
// name its subject (an account), so that every window about it can be cleared at once.
import { createHash } from "node:crypto";
import { eq, lt, sql } from "drizzle-orm";
import type { Db } from "~/.server/db/database";
import { rateLimits } from "~/.server/db/schema";

export type RateLimitRule = { scope: string; max: number; windowMs: number };
export type RateLimitVerdict = { allowed: boolean; retryAfterSeconds: number; hits: number };

export type RateLimits = {
  /** Count one hit of `client` against `rule` (atomically: concurrent hits each see their own count). */
  hit: (rule: RateLimitRule, client: string, subject?: string) => Promise<RateLimitVerdict>;
  /** Take back one hit of `client` (an attempt counted in advance that turned out well). */
  giveBack: (rule: RateLimitRule, client: string) => Promise<void>;
  /** End every window about `subject`. */
  clearSubject: (subject: string) => Promise<void>;
  /** Remove windows that have ended. */
  prune: () => Promise<void>;
};

export function rateLimitKey(rule: RateLimitRule, client: string): string {
  return createHash("sha256").update(`${rule.scope}\0${client}`).digest("base64url");
}

const subjectKey = (subject: string) => createHash("sha256").update(`subject\0${subject}`).digest("base64url");

export function createRateLimits(db: Db): RateLimits {
  return {
    async hit(rule, client, subject) {
      const window = sql`make_interval(secs => ${rule.windowMs / 1000})`;
      const expired = sql`${rateLimits.resetAt} <= now()`;
      const [row] = await db
        .insert(rateLimits)
        .values({
          key: rateLimitKey(rule, client),
          hits: 1,
          resetAt: sql`now() + ${window}`,
          subject: subject === undefined ? null : subjectKey(subject),
        })
        .onConflictDoUpdate({
          target: rateLimits.key,
          set: {
            hits: sql`CASE WHEN ${expired} THEN 1 ELSE ${rateLimits.hits} + 1 END`,
            resetAt: sql`CASE WHEN ${expired} THEN now() + ${window} ELSE ${rateLimits.resetAt} END`,
          },
        })
        .returning({
          hits: rateLimits.hits,
          remainingMs: sql<string>`extract(epoch from (${rateLimits.resetAt} - now())) * 1000`,
        });
      const hits = row?.hits ?? 1;
      const retryAfterSeconds = Math.max(1, Math.ceil(Number(row?.remainingMs ?? rule.windowMs) / 1000));
      return { allowed: hits <= rule.max, retryAfterSeconds, hits };
    },
    async giveBack(rule, client) {
      await db
        .update(rateLimits)
        .set({ hits: sql`greatest(${rateLimits.hits} - 1, 0)` })
        .where(eq(rateLimits.key, rateLimitKey(rule, client)));
    },
    async clearSubject(subject) {
      await db.delete(rateLimits).where(eq(rateLimits.subject, subjectKey(subject)));
    },
    async prune() {
      await db.delete(rateLimits).where(lt(rateLimits.resetAt, sql`now()`));
    },
  };
}
