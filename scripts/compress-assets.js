// After the build: a gzip form (zopfli, a few percent smaller than gzip -9) and a brotli form of
// every fingerprinted script and stylesheet, so the server sends them compressed at no cost per
// request. Usage: node scripts/compress-assets.js [build/client/assets]
import fs from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants } from "node:zlib";
import { gzipAsync } from "@gfx/zopfli";

const dir = process.argv[2] ?? "build/client/assets";
const files = fs.readdirSync(dir).filter((name) => /\.(js|css)$/.test(name));
let before = 0;
let gzip = 0;
let brotli = 0;
for (const name of files) {
  const file = path.join(dir, name);
  const source = fs.readFileSync(file);
  const gzipped = Buffer.from(await gzipAsync(source, { numiterations: 15 }));
  const brotlied = brotliCompressSync(source, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: source.length },
  });
  fs.writeFileSync(`${file}.gz`, gzipped);
  fs.writeFileSync(`${file}.br`, brotlied);
  before += source.length;
  gzip += gzipped.length;
  brotli += brotlied.length;
}
const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
console.log(`compressed ${files.length} assets: ${kib(before)} -> gzip ${kib(gzip)}, brotli ${kib(brotli)}`);
