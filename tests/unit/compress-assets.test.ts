// The build's compressed forms of its assets: made once per content and kept, so a build whose
// files did not change does not pay zopfli again, and a changed file gets forms of its own.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";

const script = path.resolve("scripts/compress-assets.js");
let root: string;
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

function build(files: Record<string, string>) {
  const assets = path.join(root, "assets");
  fs.rmSync(assets, { recursive: true, force: true });
  fs.mkdirSync(assets, { recursive: true });
  for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(assets, name), text);
  execFileSync(process.execPath, [script, assets], { cwd: root });
  const read = (name: string) => fs.readFileSync(path.join(assets, name));
  return {
    gzip: (name: string) => gunzipSync(read(`${name}.gz`)).toString(),
    brotli: (name: string) => brotliDecompressSync(read(`${name}.br`)).toString(),
    gzipBytes: (name: string) => read(`${name}.gz`),
  };
}

describe("compress-assets", () => {
  it("writes both forms of each asset, reuses them for the same content, and makes new ones for a change", () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), "compress-"));
    const first = build({ "app-1.js": "export const a = 1;\n".repeat(40), "app-2.css": "a{color:red}\n".repeat(40) });
    expect(first.gzip("app-1.js")).toBe("export const a = 1;\n".repeat(40));
    expect(first.brotli("app-2.css")).toBe("a{color:red}\n".repeat(40));

    // The cache's form of app-1.js stands in for zopfli's: the next build copies it as it is.
    const cache = path.join(root, "node_modules/.cache/compressed-assets");
    const entry = fs
      .readdirSync(cache)
      .find((name) => name.endsWith(".gz") && fs.readFileSync(path.join(cache, name)).equals(first.gzipBytes("app-1.js")));
    expect(entry).toBeDefined();
    const kept = gzipSync("export const a = 1;\n".repeat(40), { level: 1 });
    fs.writeFileSync(path.join(cache, entry!), kept);
    const again = build({ "app-1.js": "export const a = 1;\n".repeat(40) });
    expect(again.gzipBytes("app-1.js").equals(kept)).toBe(true);

    const changed = build({ "app-1.js": "export const a = 2;\n".repeat(40) });
    expect(changed.gzip("app-1.js")).toBe("export const a = 2;\n".repeat(40));
    expect(changed.gzipBytes("app-1.js").equals(kept)).toBe(false);
  });
});
