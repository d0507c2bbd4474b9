// The headers every answer carries, and the Content-Security-Policy of a page: its inline
// scripts and style elements apply only with this response's nonce (server-rendered) or by
// their hashes (prerendered or cached renders). No script runs inline otherwise, and no other
// style element applies (docs/decisions/0022).
import { createHash, randomBytes } from "node:crypto";
import type { Response } from "express";

/** What a page's inline scripts and style elements are allowed by: the response's nonce, or their hashes. */
export type ScriptAllowance = { nonce: string } | { hashes: readonly string[]; styleHashes?: readonly string[] };

/**
 * The style element sonner adds to the head when the first toast loads it (the text of sonner
 * 2.0.8's `__insertCSS`, checked against the installed package by tests/unit/security-headers.test.ts).
 * It appends the element empty, then its text, so the empty text is allowed too: an empty style
 * element styles nothing.
 */
export const TOAST_STYLE_HASHES = [
  "sha256-StEaX+se6YS7pqjzrzMIA0KaX9zF/8zAhvQXZAe5epY=",
  "sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=",
];

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
  const styleSources = "nonce" in scripts ? [`'nonce-${scripts.nonce}'`] : (scripts.styleHashes ?? []).map((hash) => `'${hash}'`);
  return [
    "default-src 'self'",
    `script-src 'self' ${scriptSources.join(" ")}`.trim(),
    // Style elements (which can select and read a page) only by hash or nonce; style attributes
    // (placeholder heights, chart widths) select nothing and are allowed as they are.
    `style-src 'self' ${[...styleSources, ...TOAST_STYLE_HASHES.map((hash) => `'${hash}'`)].join(" ")}`,
    "style-src-attr 'unsafe-inline'",
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
const inlineStyle = /<style\b([^>]*)>([\s\S]*?)<\/style>/gi;

const cspHash = (text: string) => `sha256-${createHash("sha256").update(text, "utf8").digest("base64")}`;

/** The CSP hashes (`sha256-...`) of the inline scripts of an HTML document. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes, body] of html.matchAll(inlineScript)) {
    if (/\bsrc\s*=/i.test(attributes ?? "")) continue;
    hashes.add(cspHash(body ?? ""));
  }
  return [...hashes];
}

/** The CSP hashes of the style elements of an HTML document (its critical rules). */
export function inlineStyleHashes(html: string): string[] {
  return [...new Set([...html.matchAll(inlineStyle)].map(([, , body]) => cspHash(body ?? "")))];
}
