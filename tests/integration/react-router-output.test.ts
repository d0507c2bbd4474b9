// The production server rewrites React Router's HTML where React Router 8 offers no hook
// (ADR 0010): it drops the module preloads <Scripts> renders, and holds the bootstrap <Scripts>
// renders until the first paint. The stylesheet needs no rewrite: the page renders it inline. Here pages are
// rendered by React Router alone, from the build, and the rewrites applied: this fails when
// React Router's output no longer has the shapes the rewrites look for.
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { createRequestHandler, RouterContextProvider, type ServerBuild } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { endOfBootstrap, startBootstrapAfterPaint } from "../../server/bootstrap-after-paint";
import { dropModulePreloads } from "../../server/page-head";

let render: (pathname: string) => Promise<string>;

beforeAll(async () => {
  const build = (await import(pathToFileURL(path.resolve("build/server/index.js")).href)) as ServerBuild;
  const handle = createRequestHandler(build, "production");
  // As prerendering renders a page: no values in the context, no nonce.
  render = async (pathname) => (await handle(new Request(`http://localhost${pathname}`), new RouterContextProvider())).text();
});

describe.each(["/", "/about"])("React Router's page %s", (pathname) => {
  it("holds the client build's stylesheet inline, first in the head, with nothing left to fetch", async () => {
    const html = await render(pathname);
    const style = /<head>(?:<meta [^>]*>)*<style data-precedence="default" data-href="(\/assets\/app-[\w-]+\.css)">([^]*?)<\/style>/.exec(
      html,
    );
    expect(style).not.toBeNull();
    const file = fs.readFileSync(path.join("build/client", style![1]!), "utf8");
    expect(style![2]!.length).toBeGreaterThan(1000);
    expect(style![2]).toBe(file.trimEnd());
    expect(html).not.toMatch(/<link rel="stylesheet"/);
  });

  it("has module preloads, and the rewrite drops every one", async () => {
    const html = await render(pathname);
    expect(html.match(/modulepreload/g)?.length ?? 0).toBeGreaterThan(0);
    expect(dropModulePreloads(html)).not.toContain("modulepreload");
  });

  it("ends with one module bootstrap, which the rewrite holds until the first paint", async () => {
    const html = await render(pathname);
    expect(endOfBootstrap(html)).toBeGreaterThan(0);
    expect(html.match(/<script[^>]*type="module"/g)).toHaveLength(1);
    const rewritten = startBootstrapAfterPaint(html);
    expect(rewritten).not.toMatch(/<script[^>]*type="module"/);
    expect(rewritten).toMatch(/<script type="text\/plain" id="bootstrap-after-paint">[^<]*window\.__reactRouterRouteModules/);
  });
});
