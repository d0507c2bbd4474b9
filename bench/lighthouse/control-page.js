// The benchmark's control: a page of one heading and one paragraph, no stylesheet and no script,
// served from its own small server. Its figures are what Chromium and Lighthouse cost on this
// machine for any page: the navigation's commit (the page's script context, created at once
// because Lighthouse is attached) is a task of 60-120 ms in Lighthouse's 4x slower CPU, and
// whatever of it falls after the estimated first paint counts as blocking time.
// With `openerPolicy` it also sends the site's `Cross-Origin-Opener-Policy: same-origin`
// (server/security-headers.ts): Lighthouse opens each page from a blank tab, and a page with that
// policy cannot share the blank tab's browsing context group, so the browser commits it in a new
// renderer, a longer commit (docs/decisions/0030). The second control prices that header alone.
import http from "node:http";

const PAGE = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Control page</title>
<meta name="description" content="One heading and one paragraph."></head>
<body><h1>Control page</h1><p>One paragraph of text and nothing else: what any page costs here.</p></body></html>`;

/** Starts the control page's server on a free local port; `url` is the page, `stop` closes it. */
export async function startControlPage({ openerPolicy = false } = {}) {
  const server = http.createServer((request, response) => {
    // Lighthouse reads robots.txt from within the page (hence connect-src): with the file and
    // the permission, the SEO score is the page's own.
    if (request.url === "/robots.txt") {
      response.writeHead(200, { "Content-Type": "text/plain; charset=utf-8" }).end("User-agent: *\nAllow: /\n");
      return;
    }
    if (request.url !== "/") {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, {
      "Content-Type": "text/html; charset=utf-8",
      "Content-Security-Policy": "default-src 'none'; connect-src 'self'",
      ...(openerPolicy ? { "Cross-Origin-Opener-Policy": "same-origin" } : {}),
    });
    response.end(PAGE);
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = /** @type {import("node:net").AddressInfo} */ (server.address());
  const stop = () => {
    // Chromium keeps its connections open; close them, or the server waits for them.
    server.closeAllConnections();
    return new Promise((resolve) => server.close(resolve));
  };
  return { url: `http://127.0.0.1:${port}/`, stop };
}
