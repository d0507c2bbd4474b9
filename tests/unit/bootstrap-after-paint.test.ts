import { describe, expect, it } from "vitest";
import { startBootstrapAfterPaint } from "~/.server/html/bootstrap-after-paint";
import { rewriteWholeStream } from "~/.server/html/page-head";
import { inlineScriptHashes } from "../../server/security-headers";

const bootstrap = [
  ";",
  'import * as route0 from "/assets/root-1.js";',
  'import * as route1 from "/assets/about-2.js";',
  '  window.__reactRouterRouteModules = {"root":route0,"routes/about":route1};',
  'import("/assets/entry.client-3.js");',
].join("\n");
const page = (scripts: string, rest = "") =>
  `<!DOCTYPE html><html><head><title>é</title></head><body><main>Text</main><script>window.x = 1;</script>${scripts}${rest}</body></html>`;
const held = (code: string) =>
  new RegExp(`<script type="text/plain" id="bootstrap-after-paint">${code.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}</script>`);

describe("a page's bootstrap, started after the first paint", () => {
  it("is held as text, word for word, so the policy that allowed it still allows the module made from it", () => {
    const original = page(`<script type="module" async="">${bootstrap}</script>`);
    const rewritten = startBootstrapAfterPaint(original);
    expect(rewritten).toMatch(held(bootstrap));
    expect(rewritten).not.toMatch(/<script type="module"/);
    expect(inlineScriptHashes(rewritten)).toEqual(expect.arrayContaining(inlineScriptHashes(original)));
  });

  it("is started by a script after it that waits for the first contentful paint, 3 s at most, or not at all in a hidden tab", () => {
    const rewritten = startBootstrapAfterPaint(page(`<script type="module" async="">${bootstrap}</script>`));
    const starter = /id="bootstrap-after-paint">[^<]*<\/script><script>([\s\S]*?)<\/script><\/body>/.exec(rewritten)?.[1] ?? "";
    expect(starter).toContain('getEntriesByName("first-contentful-paint")');
    expect(starter).toContain("setTimeout(start, 3000)");
    expect(starter).toContain('if (document.visibilityState === "hidden") return start();');
    expect(starter).toContain('script.type = "module"');
  });

  it("gives the link to the whole stylesheet its address after the paint, before the bootstrap starts", () => {
    const rewritten = startBootstrapAfterPaint(page(`<script type="module" async="">${bootstrap}</script>`));
    const starter = /id="bootstrap-after-paint">[^<]*<\/script><script>([\s\S]*?)<\/script><\/body>/.exec(rewritten)?.[1] ?? "";
    expect(starter).toContain('document.querySelector("link[data-full-stylesheet]")');
    expect(starter).toContain("if (stylesheet) stylesheet.href = stylesheet.dataset.fullStylesheet;");
    expect(starter.indexOf("stylesheet.href")).toBeLessThan(starter.indexOf("held.replaceWith(script)"));
  });

  it("gives the starter the nonce of a rendered page's bootstrap, and the module script made from it", () => {
    const rewritten = startBootstrapAfterPaint(page(`<script nonce="abc+/=" type="module" async="">${bootstrap}</script>`));
    expect(rewritten).toContain(`<script type="text/plain" id="bootstrap-after-paint" nonce="abc+/=">${bootstrap}</script>`);
    expect(rewritten).toMatch(/<script nonce="abc\+\/=">\(\(\) => \{\n {2}const nonce = document\.currentScript\.nonce;/);
    expect(rewritten).toContain("script.nonce = nonce;");
  });

  it("gives a page that needs no script the document script at the end of its body, with the response's nonce", () => {
    const plain = page("").replace("<body>", '<body data-needs-no-script="">');
    const rewritten = startBootstrapAfterPaint(plain, "n0nce");
    const [, before, script] = /^([\s\S]*)<script nonce="n0nce">([\s\S]*)<\/script><\/body><\/html>$/.exec(rewritten) ?? [];
    expect(before).toBe(plain.replace("</body></html>", ""));
    expect(script).toContain("stylesheet.href = stylesheet.dataset.fullStylesheet;");
    expect(script).toContain('document.documentElement.dataset.ready = "true"');
    expect(script).not.toContain("bootstrap-after-paint");
    expect(startBootstrapAfterPaint(plain)).toMatch(/<\/script><script>\(\(\) => \{[\s\S]+<\/script><\/body>/);
  });

  it("gives the header's guard script the response's nonce, and leaves it as it is on a page for many readers", () => {
    const guard = '<header>…</header><script data-slot="account-guard">hide()</script>';
    const rendered = page(`<script type="module" async="">${bootstrap}</script>`).replace("<main>", `${guard}<main>`);
    expect(startBootstrapAfterPaint(rendered, "n0nce")).toContain('<script data-slot="account-guard" nonce="n0nce">hide()</script>');
    expect(startBootstrapAfterPaint(rendered)).toContain('<script data-slot="account-guard">hide()</script>');
  });

  it("leaves any other page without a bootstrap as it was", () => {
    const plain = page('<script type="module">console.log(1)</script>');
    expect(startBootstrapAfterPaint(plain, "n0nce")).toBe(plain);
  });
});

describe("a rendered page", () => {
  it("is rewritten once all of it has arrived, from pieces that split tags and characters", async () => {
    const html = page(`<script type="module" async="">${bootstrap}</script>`);
    const rewrite = async (text: string) => startBootstrapAfterPaint(text.replace("<title>", "<title>Site: "));
    const bytes = new TextEncoder().encode(html);
    for (const size of [1, 7, 64, bytes.length * 2]) {
      const pieces = new ReadableStream<Uint8Array>({
        start(controller) {
          for (let at = 0; at < bytes.length; at += size) controller.enqueue(bytes.slice(at, at + size));
          controller.close();
        },
      });
      expect(await new Response(rewriteWholeStream(pieces, rewrite)).text(), `pieces of ${size} bytes`).toBe(await rewrite(html));
    }
  });
});
