// Rendered answers reused while the route says they may be (`Cache-Control: s-maxage=N`),
// like a small shared cache in front of the renderer: a Zone Navigator view depends only on
// its URL and the zone data, so rendering it once per data refresh is enough. Entries are
// few and bounded; the oldest is dropped first.
import { createHash } from "node:crypto";
import { compressedForms, type CompressedForms } from "./compressed-forms";

export type RenderedAnswer = {
  status: number;
  headers: [string, string][];
  body: Buffer;
  /** CSP hashes of the inline scripts of an HTML answer. */
  scriptHashes: string[];
  /** CSP hashes of the style elements of an HTML answer (its critical rules). */
  styleHashes?: string[];
};

/** The page a key (a request's originalUrl) is an answer for: its path without the query or `.data`. */
export function pageOfKey(key: string): string {
  const path = key.split("?", 1)[0]!;
  // React Router asks for the home page's data as "/_root.data".
  if (path === "/_root.data") return "/";
  return path.endsWith(".data") ? path.slice(0, -".data".length) : path;
}

export type CachedAnswer = RenderedAnswer & { forms: CompressedForms; etag: string; storedAt: number; expires: number };

/** Seconds a shared cache may keep an answer, from its Cache-Control; 0 when it may not. */
export function sharedMaxAge(cacheControl: string | null): number {
  if (!cacheControl || /\b(private|no-store|no-cache)\b/i.test(cacheControl)) return 0;
  const match = /\bs-maxage=(\d+)/i.exec(cacheControl);
  return match ? Number(match[1]) : 0;
}

export function createRenderCache({ maxEntries = 256, now = Date.now }: { maxEntries?: number; now?: () => number } = {}) {
  const entries = new Map<string, CachedAnswer>();
  return {
    /** Seconds since the answer was stored: its `Age`, which a cache in front of the site counts. */
    age(answer: CachedAnswer): number {
      return Math.max(0, Math.floor((now() - answer.storedAt) / 1000));
    },
    get(key: string): CachedAnswer | undefined {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.expires <= now()) {
        entries.delete(key);
        return undefined;
      }
      return entry;
    },
    /**
     * Drops every answer for the page at `path` (the page and its `.data`, with any query), or,
     * with `prefix`, for every page whose path starts with it. Returns how many were dropped.
     */
    delete(path: string, { prefix = false }: { prefix?: boolean } = {}): number {
      let dropped = 0;
      for (const key of [...entries.keys()]) {
        const page = pageOfKey(key);
        const matches = prefix ? page.startsWith(path) : page === path;
        if (matches && entries.delete(key)) dropped += 1;
      }
      return dropped;
    },
    /** The answer ready to send, kept for `maxAgeSeconds` when that is more than 0. */
    set(key: string, answer: RenderedAnswer, maxAgeSeconds: number): CachedAnswer {
      const storedAt = now();
      const entry: CachedAnswer = {
        ...answer,
        forms: compressedForms(answer.body, { kept: maxAgeSeconds > 0 }),
        etag: `"${createHash("sha256").update(answer.body).digest("base64url").slice(0, 27)}"`,
        storedAt,
        expires: storedAt + maxAgeSeconds * 1000,
      };
      if (maxAgeSeconds <= 0) return entry;
      entries.delete(key);
      entries.set(key, entry);
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
      return entry;
    },
  };
}

export type RenderCache = ReturnType<typeof createRenderCache>;
