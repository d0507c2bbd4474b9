// Pages rendered at build time, held in memory with their validators and the hashes of their
// inline scripts and style elements, and their compressed forms once first asked for, so serving
// one costs a lookup and a write.
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { inlineScriptHashes, inlineStyleHashes } from "./security-headers";

export type PrerenderedPage = {
  identity: Buffer;
  gzip: Buffer;
  br: Buffer;
  etag: string;
  scriptHashes: string[];
  styleHashes: string[];
};

/**
 * Each prerendered URL path (`/about`) with its page (`<client>/about/index.html`), written at
 * build time as the server would render it (app/entry.server.tsx).
 */
export function loadPrerenderedPages(clientDir: string): Map<string, PrerenderedPage> {
  const pages = new Map<string, PrerenderedPage>();
  const walk = (dir: string, urlPath: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory() && entry.name !== "assets") walk(path.join(dir, entry.name), `${urlPath}/${entry.name}`);
      else if (entry.name === "index.html") {
        pages.set(urlPath || "/", toPage(fs.readFileSync(path.join(dir, entry.name))));
      }
    }
  };
  walk(clientDir, "");
  return pages;
}

/**
 * A page's compressed forms are made when first asked for, each once: compressing every page at
 * start cost each start of the server about 0.3 s of processor time, for pages most processes
 * never serve in every encoding.
 */
function toPage(identity: Buffer): PrerenderedPage {
  let gzip: Buffer | undefined;
  let br: Buffer | undefined;
  return {
    identity,
    get gzip() {
      return (gzip ??= gzipSync(identity, { level: 9 }));
    },
    get br() {
      return (br ??= brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }));
    },
    etag: `"${createHash("sha256").update(identity).digest("base64url").slice(0, 27)}"`,
    scriptHashes: inlineScriptHashes(identity.toString("utf8")),
    styleHashes: inlineStyleHashes(identity.toString("utf8")),
  };
}

/** The best encoding the client accepts among the ones held. */
export function chooseEncoding(acceptEncoding: string | undefined, offered: ("br" | "gzip")[]): "br" | "gzip" | "identity" {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? "").split(",")) {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
    if (name) accepted.set(name, q === undefined ? 1 : Number(q));
  }
  const weight = (name: string) => accepted.get(name) ?? accepted.get("*") ?? 0;
  return offered.find((encoding) => weight(encoding) > 0) ?? "identity";
}
