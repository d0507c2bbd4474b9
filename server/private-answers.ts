// Every answer that depends on a session says `private, no-store` (docs/design.md), decided once
// here by the route rather than by each route's `headers` export, which a new route can forget
// (the account page did: its loader's header was lost) and which never reaches its `.data`
// answer, a guard's refusal or an error. The routes are the advisor area and the staff console (/advisor, /staff and every
// path below them) and the account screens with their actions; their answers are marked whatever
// answers them (the page, a redirect to sign in, a download, a 404, a 429) and whoever asks.
// Public pages are left alone: the render cache and a CDN keep them (ADR 0013). The advisor area
// and the staff console are also kept out of search engines (`X-Robots-Tag: noindex`), whatever
// answers them.
import type { ServerResponse } from "node:http";
import type { RequestHandler } from "express";

export const PRIVATE = "private, no-store";

/** Account screens and answers outside /advisor: sign-in, registration, the links, the session. */
const ACCOUNT_PATHS = new Set([
  "/login",
  "/signup",
  "/forgot-password",
  "/verify-email",
  "/reset-password",
  "/confirm-email",
  "/accept-invitation",
  "/logout",
  "/session.json",
]);

/** Areas whose every path depends on the session: the advisor's and the firm's staff's. */
const AREAS = ["/advisor", "/staff"];

/**
 * The route path a request reaches, as React Router matches it: percent-decoded, in any case,
 * without its single-fetch suffix (`.data`, `/_.data`, `/_root.data`) or trailing slashes.
 */
function routePath(pathname: string): string {
  let path = pathname;
  try {
    path = decodeURIComponent(pathname);
  } catch {
    // Not valid percent-encoding: React Router cannot match it either; judge it as sent.
  }
  path = path.toLowerCase().replace(/\/{2,}/g, "/");
  if (path === "/_root.data") return "/";
  path = path.replace(/\/_\.data$/, "/").replace(/\.data$/, "");
  return path.replace(/\/+$/, "") || "/";
}

/** The header that keeps an answer out of search engines' indexes. */
export const NO_INDEX = "noindex, nofollow";

/** Whether the path is in the advisor area or the staff console: never indexed. */
export function keptFromSearch(pathname: string): boolean {
  const path = routePath(pathname);
  return AREAS.some((area) => path === area || path.startsWith(`${area}/`));
}

/** Whether the answer to this path depends on who is signed in. */
export function dependsOnSession(pathname: string): boolean {
  const path = routePath(pathname);
  return AREAS.some((area) => path === area || path.startsWith(`${area}/`)) || ACCOUNT_PATHS.has(path);
}

/**
 * Marks the answer of a session-dependent path `private, no-store` just before its head is
 * written, over whatever an inner handler set: it is installed before the guards, so their
 * refusals are marked too.
 */
export const privateAnswers: RequestHandler = (req, res, next) => {
  if (dependsOnSession(req.path)) {
    const noIndex = keptFromSearch(req.path);
    const writeHead = res.writeHead as (this: ServerResponse, ...args: unknown[]) => ServerResponse;
    res.writeHead = function (this: ServerResponse, ...args: unknown[]) {
      this.setHeader("Cache-Control", PRIVATE);
      if (noIndex) this.setHeader("X-Robots-Tag", NO_INDEX);
      // Headers handed to writeHead itself win over setHeader: none may carry another Cache-Control.
      for (const arg of args) {
        if (arg && typeof arg === "object" && !Array.isArray(arg)) {
          for (const name of Object.keys(arg)) if (name.toLowerCase() === "cache-control") (arg as Record<string, unknown>)[name] = PRIVATE;
        }
      }
      return writeHead.apply(this, args);
    } as typeof res.writeHead;
  }
  next();
};
