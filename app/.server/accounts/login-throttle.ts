// How sign-in slows down repeated failures: every attempt counts against the client address,
// and each failure against the account. An account over its limit refuses sign-in until its
// window ends; refused attempts are not counted, so nobody can hold it shut beyond a window
// without failing again, and a password reset always stays open.
import { eq } from "drizzle-orm";
import type { Db } from "~/.server/db/database";
import { rateLimits } from "~/.server/db/schema";
import { rateLimitKey, type RateLimitRule, type RateLimits, type RateLimitVerdict } from "~/.server/rate-limit/rate-limits";
import type { Settings } from "~/.server/settings";

export type LoginRules = { client: RateLimitRule; account: RateLimitRule };

export function loginRules(settings: Settings): LoginRules {
  const windowMs = settings.LOGIN_RATE_LIMIT_WINDOW_MS;
  return {
    client: { scope: "login-client", max: settings.LOGIN_RATE_LIMIT_MAX, windowMs },
    account: { scope: "login-account", max: settings.LOGIN_ACCOUNT_RATE_LIMIT_MAX, windowMs },
  };
}

/** The state of a limit without counting a hit. */
export async function peekLimit(db: Db, rule: RateLimitRule, key: string): Promise<RateLimitVerdict> {
  const [row] = await db.select().from(rateLimits).where(eq(rateLimits.key, rateLimitKey(rule, key)));
  if (!row || row.resetAt.getTime() <= Date.now()) return { allowed: true, retryAfterSeconds: 0 };
  return {
    allowed: row.hits < rule.max,
    retryAfterSeconds: Math.max(1, Math.ceil((row.resetAt.getTime() - Date.now()) / 1000)),
  };
}

export type Throttle = {
  /** Count the attempt of a client, and tell whether the client and the account may try now. */
  admit: (client: string, email: string) => Promise<RateLimitVerdict>;
  /** Count a failed attempt against the account. */
  failed: (email: string) => Promise<void>;
};

export function createThrottle(db: Db, limits: RateLimits, rules: LoginRules): Throttle {
  return {
    async admit(client, email) {
      const byClient = await limits.hit(rules.client, client);
      if (!byClient.allowed) return byClient;
      return peekLimit(db, rules.account, email);
    },
    async failed(email) {
      await limits.hit(rules.account, email);
    },
  };
}
