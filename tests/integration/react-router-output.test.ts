// A built page is rewritten as it streams out of the document's entry (app/entry.server.tsx)
// where React Router 8 offers no option (ADR 0010): the module preloads <Scripts> renders are
// dropped, the bootstrap <Scripts> renders is held until the first paint, and the stylesheet link
// becomes the rules the page uses, inline, and a link that holds no paint (ADR 0022). Here pages are rendered from the build by React
// Router's own request handler, as prerendering renders them: this fails when React Router's
// output no longer has the shapes the rewrites look for, since what they miss is left in.
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { createRequestHandler, RouterContextProvider, type ServerBuild } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";

let render: (pathname: string) => Promise<string>;

beforeAll(async () => {
  const build = (await import(pathToFileURL(path.resolve("build/server/index.js")).href)) as ServerBuild;
  const handle = createRequestHandler(build, "production");
  // As prerendering renders a page: no values in the context, no nonce.
  render = async (pathname) => (await handle(new Request(`http://localhost${pathname}`), new RouterContextProvider())).text();
});

describe.each(["/", "/contact"])("React Router's page %s", (pathname) => {
  it("holds the rules it uses inline, first in the head, and links the client build's stylesheet without holding the paint", async () => {
    const html = await render(pathname);
    const head =
      /<head>(?:<meta [^>]*>)*<style>([^]*?)<\/style><link rel="stylesheet" data-precedence="default" data-full-stylesheet="(\/assets\/app-[\w-]+\.css)"\/><noscript><link rel="stylesheet" href="\2"\/><\/noscript>/.exec(
        html,
      );
    expect(head).not.toBeNull();
    const file = fs.readFileSync(path.join("build/client", head![2]!), "utf8");
    expect(head![1]!.length).toBeGreaterThan(1000);
    expect(head![1]!.length).toBeLessThan(file.length * 0.6);
    expect(head![1]).toContain(".sticky{position:sticky}");
    // React's own link is rewritten, not left beside the rules: nothing else holds the paint.
    expect(html.match(/<link rel="stylesheet"[^>]*>/g)).toHaveLength(2);
  });

  it("carries its icon inside itself, so the browser asks for nothing before the first paint", async () => {
    const html = await render(pathname);
    const icons = [...html.matchAll(/<link[^>]*rel="icon"[^>]*href="([^"]+)"/g)].map((match) => match[1]!);
    expect(icons).toHaveLength(1);
    expect(decodeURIComponent(icons[0]!.replaceAll("&#x27;", "'"))).toMatch(/^data:image\/svg\+xml,<svg [^]*<\/svg>$/);
  });

  it("has no module preload left in it", async () => {
    expect(await render(pathname)).not.toContain("modulepreload");
  });

  it(`holds its one bootstrap as text until the first paint, or has none (${pathname === "/" ? "it needs no script" : "it hydrates"}), and has no module script`, async () => {
    const html = await render(pathname);
    expect(html).not.toMatch(/<script[^>]*type="module"/);
    const held = html.match(/<script type="text\/plain" id="bootstrap-after-paint">[^<]*window\.__reactRouterRouteModules/g);
    if (pathname === "/contact") {
      expect(held).toHaveLength(1);
      expect(html).toContain('document.getElementById("bootstrap-after-paint")');
    } else {
      // ADR 0028: no React, no manifest; the page's own script gives the header what it does.
      expect(held).toBeNull();
      expect(html).not.toContain("__reactRouter");
      expect(html).toMatch(
        /<script>[^]*stylesheet\.href = stylesheet\.dataset\.fullStylesheet;[^]*dataset\.ready = "true";<\/script><\/body>/,
      );
    }
  });

  it("is written the same way when prerendered at build time", () => {
    const file = fs.readFileSync(path.join("build/client", pathname, "index.html"), "utf8");
    expect(file).not.toContain("modulepreload");
    expect(file).not.toMatch(/<script[^>]*type="module"/);
    expect(file.includes('<script type="text/plain" id="bootstrap-after-paint">')).toBe(pathname === "/contact");
    expect(file.includes('dataset.ready = "true";</script></body>')).toBe(pathname === "/");
    expect(file).toMatch(/<style>[^]+?<\/style><link rel="stylesheet" data-precedence="default" data-full-stylesheet="[^"]+"\/>/);
  });
});
