import { createHash } from "node:crypto";
import fs from "node:fs";
import { describe, expect, it } from "vitest";
import {
  contentSecurityPolicy,
  inlineScriptHashes,
  inlineStyleHashes,
  setSecurityHeaders,
  TOAST_STYLE_HASHES,
} from "../../server/security-headers";
import { startControlPage } from "../../bench/lighthouse/control-page.js";

const directive = (policy: string, name: string) =>
  policy
    .split(";")
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name} `));

describe("contentSecurityPolicy", () => {
  it("allows inline scripts only by nonce or hash, and closes base, object, framing and foreign forms", () => {
    const withNonce = contentSecurityPolicy({ nonce: "abc" });
    expect(withNonce).toContain("script-src 'self' 'nonce-abc'");
    expect(withNonce).not.toMatch(/script-src[^;]*unsafe/);
    for (const directive of ["base-uri 'none'", "object-src 'none'", "frame-ancestors 'none'", "form-action 'self'"]) {
      expect(withNonce).toContain(directive);
    }
    expect(contentSecurityPolicy({ hashes: ["sha256-x", "sha256-y"] })).toContain("script-src 'self' 'sha256-x' 'sha256-y'");
  });

  it("allows style elements only by the nonce or the page's hashes (and the toasts' own), never 'unsafe-inline'", () => {
    const withNonce = directive(contentSecurityPolicy({ nonce: "abc" }), "style-src");
    expect(withNonce).toMatch(/^style-src 'self' 'nonce-abc' /);
    const withHashes = directive(contentSecurityPolicy({ hashes: ["sha256-s"], styleHashes: ["sha256-x"] }), "style-src");
    expect(withHashes).toMatch(/^style-src 'self' 'sha256-x' /);
    expect(withHashes).not.toContain("'sha256-s'");
    for (const style of [withNonce, withHashes, directive(contentSecurityPolicy({ hashes: [] }), "style-src")]) {
      expect(style).not.toContain("unsafe");
      for (const hash of TOAST_STYLE_HASHES) expect(style).toContain(`'${hash}'`);
    }
    // Style attributes (a placeholder's height, a bar's width) select nothing; they stay allowed.
    expect(directive(contentSecurityPolicy({ nonce: "abc" }), "style-src-attr")).toBe("style-src-attr 'unsafe-inline'");
  });

  it("allows the style element sonner adds for its toasts, as the installed sonner writes it", () => {
    // sonner appends an empty style element to the head, then its CSS (a string literal in its build).
    const source = fs.readFileSync("node_modules/sonner/dist/index.mjs", "utf8");
    const literal = /__insertCSS\(("(?:[^"\\]|\\.)*")\)/.exec(source)?.[1];
    expect(literal, "sonner's __insertCSS call").toBeDefined();
    const sha = (text: string) => `sha256-${createHash("sha256").update(text).digest("base64")}`;
    expect(TOAST_STYLE_HASHES).toEqual([sha(JSON.parse(literal!) as string), sha("")]);
  });

  it("upgrades insecure requests over HTTPS only, and lets Vite's socket in only in development", () => {
    expect(contentSecurityPolicy({ hashes: [] }, { secure: true })).toContain("upgrade-insecure-requests");
    expect(contentSecurityPolicy({ hashes: [] })).not.toContain("upgrade-insecure-requests");
    expect(contentSecurityPolicy({ hashes: [] }, { development: true })).toContain("connect-src 'self' ws: wss:");
    expect(contentSecurityPolicy({ hashes: [] })).toContain("connect-src 'self';");
  });
});

describe("inlineScriptHashes", () => {
  const sha = (text: string) => `sha256-${createHash("sha256").update(text).digest("base64")}`;

  it("hashes each inline script once and skips scripts loaded from a file", () => {
    const html = `<head><script>window.a=1</script><script type="module" async="">import "/x.js";</script>
      <script src="/assets/y.js"></script><script>window.a=1</script></head>`;
    expect(inlineScriptHashes(html)).toEqual([sha("window.a=1"), sha('import "/x.js";')]);
  });

  it("finds none in a page without inline scripts", () => {
    expect(inlineScriptHashes("<p>no scripts</p>")).toEqual([]);
  });
});

describe("inlineStyleHashes", () => {
  const sha = (text: string) => `sha256-${createHash("sha256").update(text).digest("base64")}`;

  it("hashes each style element once, whatever its attributes", () => {
    expect(inlineStyleHashes('<head><style>a{color:red}</style><style nonce="n">b{}</style><style>a{color:red}</style></head>')).toEqual([
      sha("a{color:red}"),
      sha("b{}"),
    ]);
    expect(inlineStyleHashes('<link rel="stylesheet" href="/a.css"><p style="width:1px">x</p>')).toEqual([]);
  });
});

describe("the benchmark's control pages", () => {
  it("the second sends the site's opener policy, which it prices alone, and the first sends none", async () => {
    const site: Record<string, string> = {};
    setSecurityHeaders(
      {
        set: (name: string | Record<string, string>, value?: string) =>
          Object.assign(site, typeof name === "string" ? { [name]: value } : name),
      } as never,
      { secure: false },
    );
    for (const openerPolicy of [false, true]) {
      const control = await startControlPage({ openerPolicy });
      try {
        const header = (await fetch(control.url)).headers.get("cross-origin-opener-policy");
        expect(header).toBe(openerPolicy ? site["Cross-Origin-Opener-Policy"] : null);
      } finally {
        await control.stop();
      }
    }
  });
});
