// A per-client limit kept in one process: at most `max` hits in any `windowMs`. Used where the
// thing limited is itself per process (the zone data cache and its refreshes).

export type RateLimiter = { allow: (client: string, now?: number) => boolean };

const MAX_CLIENTS = 10_000;

export function createRateLimiter({ max, windowMs }: { max: number; windowMs: number }): RateLimiter {
  const hits = new Map<string, number[]>();

  function prune(now: number) {
    for (const [client, times] of hits) {
      if (times[times.length - 1]! <= now - windowMs) hits.delete(client);
    }
  }

  return {
    allow(client, now = Date.now()) {
      const recent = (hits.get(client) ?? []).filter((time) => time > now - windowMs);
      if (recent.length >= max) {
        hits.set(client, recent);
        return false;
      }
      recent.push(now);
      hits.set(client, recent);
      if (hits.size > MAX_CLIENTS) prune(now);
      return true;
    },
  };
}
