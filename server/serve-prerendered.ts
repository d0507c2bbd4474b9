// Serves the pages prerendered at build time from memory: the best compressed form the
// client takes, a validator for revalidation, and a CSP that allows exactly their scripts and styles.
import type { Request, RequestHandler } from "express";
import { encodedBody } from "./compressed-forms";
import type { PrerenderedPage } from "./prerendered-pages";
import type { ScriptAllowance } from "./security-headers";

/**
 * `pages` is read on every request: a page dropped from it (its content changed, see
 * server/content-pages.ts) is passed on to React Router, which renders it from the published content.
 */
export function servePrerenderedPages(
  pages: ReadonlyMap<string, PrerenderedPage>,
  policy: (req: Request, scripts: ScriptAllowance) => string,
): RequestHandler {
  return (req, res, next) => {
    const page = (req.method === "GET" || req.method === "HEAD") && pages.get(req.path);
    if (!page) return next();
    res.set({
      "Content-Type": "text/html; charset=utf-8",
      "Cache-Control": "public, max-age=0, must-revalidate",
      "Content-Security-Policy": policy(req, { hashes: page.scriptHashes, styleHashes: page.styleHashes }),
      ETag: page.etag,
      Vary: "Accept-Encoding",
    });
    if (req.headers["if-none-match"] === page.etag) return void res.status(304).end();
    const { encoding, body } = encodedBody(page.forms, req.headers["accept-encoding"]);
    if (encoding !== "identity") res.set("Content-Encoding", encoding);
    res.set("Content-Length", String(body.length));
    res.status(200).end(req.method === "HEAD" ? undefined : body);
  };
}
