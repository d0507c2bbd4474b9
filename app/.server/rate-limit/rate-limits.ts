// Per-client limits kept in the database, so every server process on one PostgreSQL gives a
// client the same answer. Fixed windows: the first hit opens a window of `windowMs`, and up
// to `max` hits are allowed in it. Keys are hashed: no client address is stored.
import { createHash } from "node:crypto";
import { lt, sql } from "drizzle-orm";
import type { Db } from "~/.server/db/database";
import { rateLimits } from "~/.server/db/schema";

export type RateLimitRule = { scope: string; max: number; windowMs: number };
export type RateLimitVerdict = { allowed: boolean; retryAfterSeconds: number };

export type RateLimits = {
  /** Count one hit of `client` against `rule`. */
  hit: (rule: RateLimitRule, client: string) => Promise<RateLimitVerdict>;
  /** Remove windows that have ended. */
  prune: () => Promise<void>;
};

export function rateLimitKey(rule: RateLimitRule, client: string): string {
  return createHash("sha256").update(`${rule.scope}\0${client}`).digest("base64url");
}

export function createRateLimits(db: Db): RateLimits {
  return {
    async hit(rule, client) {
      const window = sql`make_interval(secs => ${rule.windowMs / 1000})`;
      const expired = sql`${rateLimits.resetAt} <= now()`;
      const [row] = await db
        .insert(rateLimits)
        .values({ key: rateLimitKey(rule, client), hits: 1, resetAt: sql`now() + ${window}` })
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
      return { allowed: hits <= rule.max, retryAfterSeconds };
    },
    async prune() {
      await db.delete(rateLimits).where(lt(rateLimits.resetAt, sql`now()`));
    },
  };
}
