// Every answer carries the security headers; pages allow their inline scripts and style
// elements by this response's nonce or by their hashes, never 'unsafe-inline'; behind a trusted TLS proxy, plain
// HTTP is redirected and HTTPS answers carry HSTS. Runs the production build (npm run build).
import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { screens } from "../e2e/support/routes";
import { startAppServer } from "../support/app-server.js";

type Server = Awaited<ReturnType<typeof startAppServer>>;
let server: Server;

beforeAll(async () => {
  server = await startAppServer({ TRUST_PROXY: "loopback" });
});
afterAll(async () => {
  await server?.stop();
});

function sources(policy: string, name: "script-src" | "style-src"): string[] {
  const directive = policy
    .split(";")
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name} `));
  return directive?.split(/\s+/).slice(1) ?? [];
}

/**
 * Every inline script (or style element: the page's critical rules) of the page is allowed by
 * the policy, by nonce or by hash.
 */
function expectInlineAllowed(html: string, policy: string, path: string, element: "script" | "style") {
  const allowed = sources(policy, element === "script" ? "script-src" : "style-src");
  expect(allowed, path).not.toContain("'unsafe-inline'");
  expect(allowed, path).not.toContain("'unsafe-eval'");
  const pattern = element === "script" ? /<script\b([^>]*)>([\s\S]*?)<\/script>/gi : /<style\b([^>]*)>([\s\S]*?)<\/style>/gi;
  const inline = [...html.matchAll(pattern)].filter(([, attributes]) => !/\bsrc=/.test(attributes!));
  expect(inline.length, path).toBeGreaterThan(0);
  for (const [, attributes, body] of inline) {
    const nonce = /\bnonce="([^"]+)"/.exec(attributes!)?.[1];
    const hash = `'sha256-${createHash("sha256").update(body!).digest("base64")}'`;
    expect(allowed.includes(`'nonce-${nonce}'`) || allowed.includes(hash), `${path}: ${body!.slice(0, 60)}`).toBe(true);
  }
}

describe("content security policy", () => {
  it("allows every inline script and style element of every screen by nonce or hash, and nothing else inline", async () => {
    // The Zone Navigator twice: rendered, then the same answer reused with the hashes it was stored with.
    const again = [{ path: "/zone-navigator?zone=7&account=non-qualified" }, { path: "/zone-navigator?zone=7&account=non-qualified" }];
    for (const { path } of [...screens, ...again, { path: "/no-such-page" }]) {
      const response = await fetch(`${server.baseURL}${path}`);
      const policy = response.headers.get("content-security-policy") ?? "";
      expect(policy, path).toContain("base-uri 'none'");
      expect(policy, path).toContain("object-src 'none'");
      expect(policy, path).toContain("frame-ancestors 'none'");
      expect(policy, path).toContain("form-action 'self'");
      const html = await response.text();
      expectInlineAllowed(html, policy, path, "script");
      expectInlineAllowed(html, policy, path, "style");
    }
  });

  it("gives each server-rendered answer a nonce of its own", async () => {
    const nonces = await Promise.all(
      [1, 2].map(
        async () =>
          (await fetch(`${server.baseURL}/reset-password?token=from-a-mail`)).headers
            .get("content-security-policy")!
            .match(/'nonce-([^']+)'/)?.[1],
      ),
    );
    expect(nonces[0]).toBeTruthy();
    expect(nonces[0]).not.toBe(nonces[1]);
  });
});

describe("headers on every answer", () => {
  it("sets them on pages, assets, /healthz, errors and refused requests alike", async () => {
    // A page that hydrates names its modules (the home page needs none: ADR 0028).
    const html = await (await fetch(`${server.baseURL}/contact`)).text();
    const asset = /\/assets\/[^"]+\.js/.exec(html)![0];
    for (const [path, status] of [
      ["/", 200],
      [asset, 200],
      // Browsers that do not read the page's own icon ask for this one.
      ["/favicon.ico", 200],
      ["/healthz", 200],
      ["/no-such-page", 404],
      ["/assets/missing.js", 404],
      ["/%E0%A4%A", 400],
    ] as const) {
      const response = await fetch(`${server.baseURL}${path}`);
      expect(response.status, path).toBe(status);
      expect(response.headers.get("cross-origin-resource-policy"), path).toBe("same-origin");
      expect(response.headers.get("x-content-type-options"), path).toBe("nosniff");
      expect(response.headers.get("permissions-policy"), path).toContain("camera=()");
      expect(response.headers.get("content-security-policy"), path).toContain("default-src 'self'");
    }
  });
});

describe("behind a trusted TLS proxy", () => {
  it("redirects plain HTTP to HTTPS, except the health check", async () => {
    const response = await fetch(`${server.baseURL}/about?x=1`, { headers: { "X-Forwarded-Proto": "http" }, redirect: "manual" });
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe(`https://${new URL(server.baseURL).host}/about?x=1`);
    const health = await fetch(`${server.baseURL}/healthz`, { headers: { "X-Forwarded-Proto": "http" }, redirect: "manual" });
    expect(health.status).toBe(200);
  });

  it("sends HSTS for a year with subdomains on HTTPS answers, and upgrades insecure requests", async () => {
    const response = await fetch(`${server.baseURL}/about`, { headers: { "X-Forwarded-Proto": "https" } });
    const hsts = response.headers.get("strict-transport-security") ?? "";
    expect(Number(/max-age=(\d+)/.exec(hsts)?.[1])).toBeGreaterThanOrEqual(31_536_000);
    expect(hsts).toContain("includeSubDomains");
    expect(response.headers.get("content-security-policy")).toContain("upgrade-insecure-requests");
  });
});

describe("without a trusted proxy (the default)", () => {
  it("ignores X-Forwarded-For and X-Forwarded-Proto: a client cannot choose its address or protocol", async () => {
    const plain = await startAppServer({ POST_RATE_LIMIT_MAX: "3" });
    try {
      const post = (client: string) =>
        fetch(`${plain.baseURL}/contact`, {
          method: "POST",
          headers: { Origin: plain.baseURL, "Content-Type": "application/x-www-form-urlencoded", "X-Forwarded-For": client },
          body: "name=x",
        });
      const statuses = [];
      for (const client of ["198.51.100.1", "198.51.100.2", "198.51.100.3", "198.51.100.4"]) statuses.push((await post(client)).status);
      expect(statuses).toEqual([400, 400, 400, 429]);
      const redirected = await fetch(`${plain.baseURL}/about`, { headers: { "X-Forwarded-Proto": "http" }, redirect: "manual" });
      expect(redirected.status).toBe(200);
      expect(redirected.headers.get("strict-transport-security")).toBeNull();
    } finally {
      await plain.stop();
    }
  }, 120_000);
});
