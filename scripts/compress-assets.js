// After the build: a gzip form (zopfli, a few percent smaller than gzip -9) and a brotli form of
// every fingerprinted script and stylesheet, so the server sends them compressed at no cost per
// request. Usage: node scripts/compress-assets.js [build/client/assets]
// Zopfli takes about 10 s of processor time for the site's assets, and most of them are the same
// from one build to the next: each pair is kept in node_modules/.cache/compressed-assets under the
// hash of the file and the settings, and an entry unused for 30 days is dropped.
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants } from "node:zlib";
import { gzipAsync } from "@gfx/zopfli";

const dir = process.argv[2] ?? "build/client/assets";
const CACHE = "node_modules/.cache/compressed-assets";
const ZOPFLI = { numiterations: 15 };
const BROTLI_QUALITY = 11;
const SETTINGS = JSON.stringify({ zopfli: ZOPFLI, brotli: BROTLI_QUALITY });
const UNUSED_FOR = 30 * 24 * 60 * 60 * 1000;

/** The gzip and brotli forms of `source`, from the cache or made (and kept) now. */
async function compressed(source) {
  const key = createHash("sha256").update(SETTINGS).update(source).digest("hex");
  const [gzipFile, brotliFile] = [path.join(CACHE, `${key}.gz`), path.join(CACHE, `${key}.br`)];
  if (fs.existsSync(gzipFile) && fs.existsSync(brotliFile)) {
    const now = new Date();
    for (const file of [gzipFile, brotliFile]) fs.utimesSync(file, now, now);
    return { gzipped: fs.readFileSync(gzipFile), brotlied: fs.readFileSync(brotliFile) };
  }
  const gzipped = Buffer.from(await gzipAsync(source, ZOPFLI));
  const brotlied = brotliCompressSync(source, {
    params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: source.length },
  });
  // Written under another name, then renamed: a build stopped midway leaves no half entry.
  for (const [file, data] of [
    [gzipFile, gzipped],
    [brotliFile, brotlied],
  ]) {
    fs.writeFileSync(`${file}.${process.pid}`, data);
    fs.renameSync(`${file}.${process.pid}`, file);
  }
  return { gzipped, brotlied };
}

fs.mkdirSync(CACHE, { recursive: true });
const files = fs.readdirSync(dir).filter((name) => /\.(js|css)$/.test(name));
let before = 0;
let gzip = 0;
let brotli = 0;
for (const name of files) {
  const file = path.join(dir, name);
  const source = fs.readFileSync(file);
  const { gzipped, brotlied } = await compressed(source);
  fs.writeFileSync(`${file}.gz`, gzipped);
  fs.writeFileSync(`${file}.br`, brotlied);
  before += source.length;
  gzip += gzipped.length;
  brotli += brotlied.length;
}
for (const name of fs.readdirSync(CACHE)) {
  const file = path.join(CACHE, name);
  if (Date.now() - fs.statSync(file).mtimeMs > UNUSED_FOR) fs.rmSync(file, { force: true });
}
const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
console.log(`compressed ${files.length} assets: ${kib(before)} -> gzip ${kib(gzip)}, brotli ${kib(brotli)}`);
