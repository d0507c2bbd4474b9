// Pages rendered at build time, held in memory with their validators and the hashes of their
// inline scripts and style elements, and their compressed forms once first asked for, so serving
// one costs a lookup and a write.
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { compressedForms, type CompressedForms } from "./compressed-forms";
import { inlineScriptHashes, inlineStyleHashes } from "./security-headers";

export type PrerenderedPage = {
  /** Compressed when first asked for, each form once: compressing every page at start cost each start about 0.3 s. */
  forms: CompressedForms;
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

function toPage(identity: Buffer): PrerenderedPage {
  return {
    forms: compressedForms(identity),
    etag: `"${createHash("sha256").update(identity).digest("base64url").slice(0, 27)}"`,
    scriptHashes: inlineScriptHashes(identity.toString("utf8")),
    styleHashes: inlineStyleHashes(identity.toString("utf8")),
  };
}
