// Fingerprinted scripts and stylesheets in the forms compressed at build time
// (scripts/compress-assets.js: zopfli gzip and brotli), held in memory: the smallest form the
// client takes, at no compression cost per request. Anything else falls through to the files.
import type { RequestHandler } from "express";
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { chooseEncoding } from "./compressed-forms";

type Asset = { type: string; etag: string; br?: Buffer; gzip?: Buffer };

const TYPES: Record<string, string> = { ".js": "text/javascript; charset=utf-8", ".css": "text/css; charset=utf-8" };

function readIfPresent(file: string): Buffer | undefined {
  try {
    return fs.readFileSync(file);
  } catch {
    return undefined;
  }
}

/** Serves `<assetsDir>/<name>.br` or `.gz` for `/<name>`; mount it at the assets' URL path. */
export function servePrecompressedAssets(assetsDir: string): RequestHandler {
  const assets = new Map<string, Asset>();
  for (const name of fs.existsSync(assetsDir) ? fs.readdirSync(assetsDir) : []) {
    const type = TYPES[path.extname(name)];
    if (!type) continue;
    const file = path.join(assetsDir, name);
    const br = readIfPresent(`${file}.br`);
    const gzip = readIfPresent(`${file}.gz`);
    if (!br && !gzip) continue;
    const etag = `"${createHash("sha256").update(fs.readFileSync(file)).digest("base64url").slice(0, 27)}"`;
    assets.set(`/${name}`, { type, etag, br, gzip });
  }
  return (req, res, next) => {
    const asset = (req.method === "GET" || req.method === "HEAD") && assets.get(req.path);
    if (!asset) return next();
    const offered = [...(asset.br ? ["br" as const] : []), ...(asset.gzip ? ["gzip" as const] : [])];
    const encoding = chooseEncoding(req.headers["accept-encoding"], offered);
    if (encoding === "identity") return next();
    const body = encoding === "br" ? asset.br! : asset.gzip!;
    res.set({
      "Content-Type": asset.type,
      "Content-Encoding": encoding,
      "Content-Length": String(body.length),
      "Cache-Control": "public, max-age=31536000, immutable",
      ETag: asset.etag,
      Vary: "Accept-Encoding",
    });
    if (req.headers["if-none-match"] === asset.etag) return void res.status(304).end();
    res.status(200).end(req.method === "HEAD" ? undefined : body);
  };
}
