// How password checks (sign-in, and the password asked for on the account page) slow down
// guessing without letting a stranger lock out the owner:
// - each client may fail a limited number of times (per client, whatever the account);
// - each client may fail a limited number of times on one account (per account and client);
// - an account failed from many clients is slowed down for everyone, never refused.
// Every check is counted as a failure before the password is compared, in one atomic step, so
// concurrent guesses cannot slip past a limit; a right password gives the client's count back
// and clears the account's failures from every client (a completed reset clears them too).
import type { RateLimitRule, RateLimits } from "~/.server/rate-limit/rate-limits";
import type { Settings } from "~/.server/settings";

export type LoginRules = { client: RateLimitRule; accountClient: RateLimitRule; account: RateLimitRule };

export function loginRules(settings: Settings): LoginRules {
  const windowMs = settings.LOGIN_RATE_LIMIT_WINDOW_MS;
  const perAccount = settings.LOGIN_ACCOUNT_RATE_LIMIT_MAX;
  return {
    client: { scope: "login-client", max: settings.LOGIN_RATE_LIMIT_MAX, windowMs },
    accountClient: { scope: "login-account-client", max: perAccount, windowMs },
    account: { scope: "login-account", max: perAccount, windowMs },
  };
}

/** How much longer each check of an account failed from many clients waits, up to a ceiling. */
export const SLOWDOWN_STEP_MS = 250;
export const SLOWDOWN_MAX_MS = 3_000;

export type Admission = { allowed: true; delayMs: number } | { allowed: false; retryAfterSeconds: number };

export type Throttle = {
  /** Count this check as a failure in advance; tells whether the password may be compared now, and after what delay. */
  begin: (client: string, email: string) => Promise<Admission>;
  /** The password was right: the client's count is given back and the account's failures are cleared. */
  succeeded: (client: string, email: string) => Promise<void>;
  /** A completed password reset: the account's failures from every client are cleared. */
  reset: (email: string) => Promise<void>;
};

const normalise = (email: string) => email.trim().toLowerCase();
const accountSubject = (email: string) => `account\0${normalise(email)}`;

export function createThrottle(limits: RateLimits, rules: LoginRules): Throttle {
  return {
    async begin(client, email) {
      const subject = accountSubject(email);
      const byClient = await limits.hit(rules.client, client);
      if (!byClient.allowed) return { allowed: false, retryAfterSeconds: byClient.retryAfterSeconds };
      const byPair = await limits.hit(rules.accountClient, `${normalise(email)}\0${client}`, subject);
      if (!byPair.allowed) return { allowed: false, retryAfterSeconds: byPair.retryAfterSeconds };
      const byAccount = await limits.hit(rules.account, normalise(email), subject);
      const over = byAccount.hits - rules.account.max;
      return { allowed: true, delayMs: over > 0 ? Math.min(over * SLOWDOWN_STEP_MS, SLOWDOWN_MAX_MS) : 0 };
    },
    async succeeded(client, email) {
      await limits.giveBack(rules.client, client);
      await limits.clearSubject(accountSubject(email));
    },
    async reset(email) {
      await limits.clearSubject(accountSubject(email));
    },
  };
}

/** Wait out an admission's delay. */
export const slowDown = (admission: { delayMs: number }) =>
  admission.delayMs > 0 ? new Promise<void>((resolve) => setTimeout(resolve, admission.delayMs)) : Promise.resolve();
