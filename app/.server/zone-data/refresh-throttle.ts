// Refresh Data asks the spreadsheet again past the cache: a button anyone can press, so it is
// rationed. A view refreshed a moment ago (by anyone), or a client that refreshes too often,
// gets the latest answer instead of a new request.
import { createRateLimiter } from "~/.server/rate-limit/in-process";

export type RefreshThrottleOptions = {
  /** Least time between two requests to the source for one view. */
  intervalMs: number;
  /** Refreshes one client may make in a minute. */
  perClientPerMinute: number;
  now?: () => number;
};

export type RefreshVerdict = "allowed" | "view-throttled" | "client-throttled";

export type RefreshThrottle = { check: (view: string, client: string) => RefreshVerdict };

export function createRefreshThrottle({ intervalMs, perClientPerMinute, now = Date.now }: RefreshThrottleOptions): RefreshThrottle {
  // One entry per view: 10 zones times 2 account types at most.
  const lastRefresh = new Map<string, number>();
  const clients = createRateLimiter({ max: perClientPerMinute, windowMs: 60_000 });

  return {
    check(view, client) {
      const at = now();
      if (!clients.allow(client, at)) return "client-throttled";
      const last = lastRefresh.get(view);
      if (last !== undefined && at - last < intervalMs) return "view-throttled";
      lastRefresh.set(view, at);
      return "allowed";
    },
  };
}
