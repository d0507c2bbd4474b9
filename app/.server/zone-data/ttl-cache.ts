// Good answers kept for a short time, and one shared request per key while it runs, so a busy
// page does not exhaust the spreadsheet script's quotas.

type Entry<T> = { value: T; expires: number };

export class TtlCache<T> {
  private readonly entries = new Map<string, Entry<T>>();
  private readonly running = new Map<string, Promise<T>>();

  constructor(
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * The cached value of `key`, or the result of `load` (stored when it resolves). With `fresh`,
   * the cache and any request already running are bypassed and the new answer replaces the old.
   */
  async get(key: string, load: () => Promise<T>, { fresh = false } = {}): Promise<T> {
    if (!fresh) {
      const entry = this.entries.get(key);
      if (entry && entry.expires > this.now()) return entry.value;
      const running = this.running.get(key);
      if (running) return running;
    }
    const request = load().then((value) => {
      this.entries.set(key, { value, expires: this.now() + this.ttlMs });
      return value;
    });
    this.running.set(key, request);
    try {
      return await request;
    } finally {
      if (this.running.get(key) === request) this.running.delete(key);
    }
  }

  clear() {
    this.entries.clear();
    this.running.clear();
  }
}
