import express from "express";
import fs from "node:fs";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { servePrecompressedAssets } from "../../server/precompressed-assets";

const script = "export const answer = 42;\n".repeat(50);
let dir: string;
let server: ReturnType<ReturnType<typeof express>["listen"]>;
let base: string;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "assets-"));
  fs.writeFileSync(path.join(dir, "app-1.js"), script);
  fs.writeFileSync(path.join(dir, "app-1.js.gz"), gzipSync(script));
  fs.writeFileSync(path.join(dir, "app-1.js.br"), brotliCompressSync(script));
  fs.writeFileSync(path.join(dir, "plain-2.js"), script);
  const app = express();
  app.use("/assets", servePrecompressedAssets(dir));
  // What comes after in the site: the files as they are.
  app.use("/assets", express.static(dir));
  await new Promise<void>((resolve) => (server = app.listen(0, "127.0.0.1", () => resolve())));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/assets`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  fs.rmSync(dir, { recursive: true, force: true });
});

/** Raw answer, without fetch's own decompression. */
async function get(url: string, headers: Record<string, string>) {
  const { request } = await import("node:http");
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
    request(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }));
    })
      .on("error", reject)
      .end();
  });
}

describe("precompressed assets", () => {
  it("sends brotli to a browser that takes it, gzip to one that takes only gzip", async () => {
    const br = await get(`${base}/app-1.js`, { "Accept-Encoding": "gzip, deflate, br" });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(br.body).toString()).toBe(script);
    expect(br.headers["content-type"]).toContain("text/javascript");
    expect(br.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(br.headers.vary).toBe("Accept-Encoding");

    const gzip = await get(`${base}/app-1.js`, { "Accept-Encoding": "gzip, deflate" });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzip.body).toString()).toBe(script);
  });

  it("leaves the file as it is to a client that takes no compression, and to files without compressed forms", async () => {
    const identity = await get(`${base}/app-1.js`, { "Accept-Encoding": "identity" });
    expect(identity.headers["content-encoding"]).toBeUndefined();
    expect(identity.body.toString()).toBe(script);
    const plain = await get(`${base}/plain-2.js`, { "Accept-Encoding": "gzip, br" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.toString()).toBe(script);
  });

  it("answers a revalidation with the same ETag by 304", async () => {
    const first = await get(`${base}/app-1.js`, { "Accept-Encoding": "br" });
    const again = await get(`${base}/app-1.js`, { "Accept-Encoding": "br", "If-None-Match": String(first.headers.etag) });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });
});
