// Pages rendered at build time, held in memory with their validators and the hashes of their
// inline scripts and style elements, and their compressed forms once first asked for, so serving
// one costs a lookup and a write.
import { createHash } from "node:crypto";
import fs from "node:fs";
import { prerenderedFiles } from "~/.server/html/prerendered-files";
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
  return new Map(prerenderedFiles(clientDir).map(({ urlPath, file }) => [urlPath, toPage(fs.readFileSync(file))]));
}

function toPage(identity: Buffer): PrerenderedPage {
  return {
    forms: compressedForms(identity),
    etag: `"${createHash("sha256").update(identity).digest("base64url").slice(0, 27)}"`,
    scriptHashes: inlineScriptHashes(identity.toString("utf8")),
    styleHashes: inlineStyleHashes(identity.toString("utf8")),
  };
}
