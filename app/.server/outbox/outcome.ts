// What one delivery attempt came to, whatever its kind.
export type Outcome = { ok: true; status?: number } | { ok: false; error: string; retryAfterMs?: number };

/** Why a network call failed ("fetch failed: connect ECONNREFUSED …"); it carries no content. */
export function describeNetworkError(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause instanceof Error ? `: ${error.cause.message}` : "";
  return `${error.message}${cause}`.slice(0, 300);
}
