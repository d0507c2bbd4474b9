// A hard cap on the codes tried for one staff account, whoever tries them and from wherever: ten
// an hour. The sign-in throttle only slows down guesses spread over many addresses, and a right
// password clears it, so on its own it would let someone who has the password go through the
// million codes in hours. This count is kept by account alone (no subject a sign-in clears): over
// it no code is checked, right or wrong, until the hour has passed. A right code gives its
// attempt back, so daily use never comes near the cap.
import type { RateLimitRule, RateLimits, RateLimitVerdict } from "~/.server/rate-limit/rate-limits";

export const CODE_ATTEMPTS: RateLimitRule = { scope: "staff-code", max: 10, windowMs: 60 * 60 * 1000 };

/** Counts one code about to be checked for `staffId`; not allowed over the cap. */
export function admitCode(limits: RateLimits, staffId: string): Promise<RateLimitVerdict> {
  return limits.hit(CODE_ATTEMPTS, staffId);
}

/** A right code: its attempt does not count. */
export function codeWasRight(limits: RateLimits, staffId: string): Promise<void> {
  return limits.giveBack(CODE_ATTEMPTS, staffId);
}
