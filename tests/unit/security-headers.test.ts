import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, inlineScriptHashes } from "../../server/security-headers";

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
