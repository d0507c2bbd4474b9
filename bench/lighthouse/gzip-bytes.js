// How many bytes the server sends in the body of an asset to a browser that accepts gzip
// (what a browser on plain HTTP is offered), without the HTTP headers.
import http from "node:http";

export async function gzipBodyBytes(urls) {
  const sizes = new Map();
  for (const url of new Set(urls)) {
    sizes.set(
      url,
      await new Promise((resolve, reject) => {
        http
          .get(url, { headers: { "Accept-Encoding": "gzip" } }, (response) => {
            let bytes = 0;
            response.on("data", (chunk) => (bytes += chunk.length));
            response.on("end", () => resolve(bytes));
            response.on("error", reject);
          })
          .on("error", reject);
      }),
    );
  }
  return sizes;
}
