import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { loadPrerenderedPages } from "../../server/prerendered-pages";
import { createRenderCache, sharedMaxAge } from "../../server/render-cache";
import { isValidHost } from "../../server/request-guards";

describe("isValidHost", () => {
  it("accepts names, addresses and ports", () => {
    for (const host of ["localhost", "localhost:3000", "www.example.com", "127.0.0.1:4173", "[::1]:3000", "example.com."]) {
      expect(isValidHost(host), host).toBe(true);
    }
  });
  it("refuses what cannot be a host", () => {
    for (const host of [undefined, "", "bad host", "evil.example/../", "a@b", "x:99999999", "-x.com", `${"a".repeat(300)}.com`]) {
      expect(isValidHost(host), String(host)).toBe(false);
    }
  });
});

describe("prerendered pages", () => {
  it("are served compressed as they were built, each form made once, when first asked for", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "prerendered-"));
    const html = `<!DOCTYPE html><html><head><title>About</title></head><body>${"<p>Text</p>".repeat(200)}</body></html>`;
    fs.mkdirSync(path.join(dir, "about"));
    fs.writeFileSync(path.join(dir, "about", "index.html"), html);
    try {
      const page = loadPrerenderedPages(dir).get("/about")!;
      expect(page.forms.identity.toString()).toBe(html);
      expect(gunzipSync(page.forms.gzip).toString()).toBe(html);
      expect(page.forms.gzip).toBe(page.forms.gzip);
      const br = await page.forms.brotli();
      expect(brotliDecompressSync(br).toString()).toBe(html);
      expect(page.forms.br).toBe(br);
      expect(br.length).toBeLessThan(html.length / 10);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("render cache", () => {
  const answer = (text: string) => ({ status: 200, headers: [] as [string, string][], body: Buffer.from(text), scriptHashes: [] });

  it("reads how long a shared cache may keep an answer", () => {
    expect(sharedMaxAge("public, max-age=0, s-maxage=300")).toBe(300);
    expect(sharedMaxAge("public, max-age=60")).toBe(0);
    expect(sharedMaxAge("no-store")).toBe(0);
    expect(sharedMaxAge("private, s-maxage=60")).toBe(0);
    expect(sharedMaxAge(null)).toBe(0);
  });

  it("keeps an answer for its time, then renders again", () => {
    let now = 1_000;
    const cache = createRenderCache({ now: () => now });
    cache.set("/zone-navigator?zone=1", answer("one"), 60);
    expect(cache.get("/zone-navigator?zone=1")?.body.toString()).toBe("one");
    now += 60_000;
    expect(cache.get("/zone-navigator?zone=1")).toBeUndefined();
  });

  it("says how many whole seconds ago an answer was rendered", () => {
    let now = 1_000;
    const cache = createRenderCache({ now: () => now });
    const kept = cache.set("/zone-navigator", answer("view"), 300);
    expect(cache.age(kept)).toBe(0);
    now += 61_900;
    expect(cache.age(cache.get("/zone-navigator")!)).toBe(61);
  });

  it("does not keep an answer that may not be reused, and drops the oldest past its size", () => {
    const cache = createRenderCache({ maxEntries: 2 });
    expect(cache.set("a", answer("a"), 0).body.toString()).toBe("a");
    expect(cache.get("a")).toBeUndefined();
    cache.set("b", answer("b"), 60);
    cache.set("c", answer("c"), 60);
    cache.set("d", answer("d"), 60);
    expect(cache.get("b")).toBeUndefined();
    expect(cache.get("c")?.body.toString()).toBe("c");
    expect(cache.get("d")?.forms.gzip.length).toBeGreaterThan(0);
  });
});
