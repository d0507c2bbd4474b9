// Answers kept for a short time, and one shared request per key while it runs, so a busy page
// does not exhaust the spreadsheet script's quotas. Failures are kept too, for less time, so a
// source that is down does not make every visitor wait for the timeout.

type Entry<T> = { ok: true; value: T; expires: number } | { ok: false; error: unknown; expires: number };

/**
 * - `cached`: the stored answer while it lasts, else the running request, else a new one.
 * - `fresh`: a new answer: the running request if there is one, else a new one.
 * - `latest`: the running request if there is one, else the stored answer, else a new one.
 */
export type CacheMode = "cached" | "fresh" | "latest";

export type TtlCacheOptions = {
  ttlMs: number;
  failureTtlMs: number;
  now?: () => number;
};

export class TtlCache<T> {
  private readonly entries = new Map<string, Entry<T>>();
  private readonly running = new Map<string, Promise<T>>();
  private readonly ttlMs: number;
  private readonly failureTtlMs: number;
  private readonly now: () => number;

  constructor({ ttlMs, failureTtlMs, now = Date.now }: TtlCacheOptions) {
    this.ttlMs = ttlMs;
    this.failureTtlMs = failureTtlMs;
    this.now = now;
  }

  /** The answer for `key` (a stored failure is thrown again), or the result of `load`, stored. */
  async get(key: string, load: () => Promise<T>, mode: CacheMode = "cached"): Promise<T> {
    const running = this.running.get(key);
    if (running && mode !== "cached") return running;
    const entry = this.entries.get(key);
    if (mode !== "fresh" && entry && entry.expires > this.now()) {
      if (entry.ok) return entry.value;
      throw entry.error;
    }
    if (running) return running;

    const request = load().then(
      (value) => {
        this.entries.set(key, { ok: true, value, expires: this.now() + this.ttlMs });
        return value;
      },
      (error: unknown) => {
        this.entries.set(key, { ok: false, error, expires: this.now() + this.failureTtlMs });
        throw error;
      },
    );
    this.running.set(key, request);
    try {
      return await request;
    } finally {
      if (this.running.get(key) === request) this.running.delete(key);
    }
  }
}
