// A hard cap on the codes tried for one account (staff or advisor), whoever tries them and from
// wherever: ten an hour. The sign-in throttle only slows down guesses spread over many addresses,
// and a right password clears it, so on its own it would let someone who has the password go
// through the million codes in hours. This count is kept by account alone (no subject a sign-in
// clears): over it no code is checked, right or wrong, until the hour has passed. A right code
// gives its attempt back, so daily use never comes near the cap.
import type { RateLimitRule, RateLimits, RateLimitVerdict } from "~/.server/rate-limit/rate-limits";
import { slowDown, type Throttle } from "./login-throttle";

// The scope's name is kept from when only staff had codes: counts in progress carry on.
export const CODE_ATTEMPTS: RateLimitRule = { scope: "staff-code", max: 10, windowMs: 60 * 60 * 1000 };

/** Counts one code about to be checked for account `userId`; not allowed over the cap. */
export function admitCode(limits: RateLimits, userId: string): Promise<RateLimitVerdict> {
  return limits.hit(CODE_ATTEMPTS, userId);
}

/** A right code: its attempt does not count. */
export function codeWasRight(limits: RateLimits, userId: string): Promise<void> {
  return limits.giveBack(CODE_ATTEMPTS, userId);
}

/** Why a code was not checked: the sign-in throttle (per client, per account and client), or the account's hourly cap. */
export type CodeRefusal = { refused: "throttled" | "capped"; retryAfterSeconds: number };

type Gate = { throttle: Throttle; limits: RateLimits; client: string; account: { id: string; email: string } };

/**
 * Before a code (or a password and a code) is checked: the sign-in throttle, slowed down like a
 * sign-in, then the account's cap. Undefined when the check may go on.
 */
export async function admitCodeAttempt({ throttle, limits, client, account }: Gate): Promise<CodeRefusal | undefined> {
  const admission = await throttle.begin(client, account.email);
  if (!admission.allowed) return { refused: "throttled", retryAfterSeconds: admission.retryAfterSeconds };
  await slowDown(admission);
  const capped = await admitCode(limits, account.id);
  if (!capped.allowed) return { refused: "capped", retryAfterSeconds: capped.retryAfterSeconds };
  return undefined;
}

/** After a right code: neither the cap nor the throttle counts it. */
export async function codeAttemptRight({ throttle, limits, client, account }: Gate): Promise<void> {
  await codeWasRight(limits, account.id);
  await throttle.succeeded(client, account.email);
}
