// When to try a failed delivery again: exponential backoff with jitter, never sooner than the
// webhook's Retry-After.

export type BackoffOptions = { baseDelayMs: number; maxDelayMs: number; random?: () => number };

const GROWTH = 6;
const JITTER = 0.2;

/**
 * Delay after the `attempt`-th failed attempt (1-based): base × 6^(attempt−1), capped, ±20%.
 * With the default 5 s base and 24 h cap, eight attempts span more than a day.
 */
export function retryDelay(attempt: number, { baseDelayMs, maxDelayMs, random = Math.random }: BackoffOptions): number {
  const plain = Math.min(maxDelayMs, baseDelayMs * GROWTH ** Math.max(0, attempt - 1));
  return Math.round(plain * (1 - JITTER + 2 * JITTER * random()));
}

/** Milliseconds a `Retry-After` header asks to wait (seconds or an HTTP date), if readable. */
export function parseRetryAfter(header: string | null, now = Date.now()): number | undefined {
  if (!header) return undefined;
  const value = header.trim();
  if (/^\d+$/.test(value)) return Number(value) * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

/** The backoff delay, stretched to what the webhook asked for (up to the cap). */
export function nextDelay(attempt: number, retryAfterMs: number | undefined, options: BackoffOptions): number {
  const delay = retryDelay(attempt, options);
  return retryAfterMs === undefined ? delay : Math.max(delay, Math.min(retryAfterMs, options.maxDelayMs));
}
