// The headers every answer carries, and the Content-Security-Policy of a page: its inline
// scripts run only with this response's nonce (server-rendered) or by their hashes
// (prerendered or cached renders). No script runs inline otherwise.
import { createHash, randomBytes } from "node:crypto";
import type { Response } from "express";

export type ScriptAllowance = { nonce: string } | { hashes: readonly string[] };

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** Browser features the site never uses, switched off for it and anything it could embed. */
const permissionsPolicy = [
  "accelerometer=()",
  "autoplay=()",
  "camera=()",
  "display-capture=()",
  "encrypted-media=()",
  "geolocation=()",
  "gyroscope=()",
  "magnetometer=()",
  "microphone=()",
  "midi=()",
  "payment=()",
  "publickey-credentials-get=()",
  "screen-wake-lock=()",
  "serial=()",
  "usb=()",
  "xr-spatial-tracking=()",
].join(", ");

const staticHeaders = {
  "X-Content-Type-Options": "nosniff",
  "X-Frame-Options": "DENY",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy": permissionsPolicy,
  "Cross-Origin-Opener-Policy": "same-origin",
  "Cross-Origin-Resource-Policy": "same-origin",
};

export function newNonce(): string {
  return randomBytes(16).toString("base64");
}

/**
 * The policy of one answer. `development` lets Vite's module server and its HMR socket in;
 * `secure` (HTTPS) asks the browser to upgrade any plain-HTTP request.
 */
export function contentSecurityPolicy(
  scripts: ScriptAllowance,
  { secure = false, development = false }: { secure?: boolean; development?: boolean } = {},
): string {
  const scriptSources = "nonce" in scripts ? [`'nonce-${scripts.nonce}'`] : scripts.hashes.map((hash) => `'${hash}'`);
  return [
    "default-src 'self'",
    `script-src 'self' ${scriptSources.join(" ")}`.trim(),
    // Toasts and React's style attributes set inline styles; no style can run code.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    development ? "connect-src 'self' ws: wss:" : "connect-src 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "base-uri 'none'",
    "object-src 'none'",
    ...(secure ? ["upgrade-insecure-requests"] : []),
  ].join("; ");
}

/** Headers for every answer: pages, assets, errors and /healthz alike. */
export function setSecurityHeaders(res: Response, { secure }: { secure: boolean }): void {
  res.set(staticHeaders);
  // A policy that allows no script at all; pages replace it with their own.
  res.set("Content-Security-Policy", contentSecurityPolicy({ hashes: [] }, { secure }));
  if (secure) res.set("Strict-Transport-Security", `max-age=${ONE_YEAR_SECONDS}; includeSubDomains`);
}

const inlineScript = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;

/** The CSP hashes (`sha256-...`) of the inline scripts of an HTML document. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes, body] of html.matchAll(inlineScript)) {
    if (/\bsrc\s*=/i.test(attributes ?? "")) continue;
    hashes.add(
      `sha256-${createHash("sha256")
        .update(body ?? "", "utf8")
        .digest("base64")}`,
    );
  }
  return [...hashes];
}
