import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHeadRewriter } from "../../server/page-head";

let clientDir: string;
beforeAll(() => {
  clientDir = fs.mkdtempSync(path.join(os.tmpdir(), "page-head-"));
  fs.mkdirSync(path.join(clientDir, "assets"));
  fs.writeFileSync(path.join(clientDir, "assets/app-1.css"), "body{color:#123}");
  fs.writeFileSync(path.join(clientDir, "assets/odd-2.css"), "a{content:'</style><script>'}");
  fs.writeFileSync(path.join(clientDir, "secret.css"), "not for pages");
});
afterAll(() => fs.rmSync(clientDir, { recursive: true, force: true }));

const page = (head: string) => `<!DOCTYPE html><html><head><meta charSet="utf-8"/>${head}</head><body><p>é</p></body></html>`;

describe("the head of a page", () => {
  it("holds the stylesheet itself, where the layout left its empty style", () => {
    const rewrite = createHeadRewriter(clientDir);
    expect(rewrite(page('<style data-precedence="default" data-href="/assets/app-1.css"></style>'))).toBe(
      page('<style data-precedence="default" data-href="/assets/app-1.css">body{color:#123}</style>'),
    );
  });

  it("links a stylesheet it cannot inline: missing, outside the assets, or able to end the style element", () => {
    const rewrite = createHeadRewriter(clientDir);
    for (const href of ["/assets/none-3.css", "/secret.css", "/assets/odd-2.css"]) {
      expect(rewrite(page(`<style data-precedence="default" data-href="${href}"></style>`))).toBe(
        page(`<style data-precedence="default" data-href="${href}"></style><link rel="stylesheet" href="${href}"/>`),
      );
    }
  });

  it("drops the module preloads: nothing they hold is needed to paint", () => {
    const rewrite = createHeadRewriter(clientDir);
    expect(
      rewrite(
        page('<link rel="modulepreload" href="/assets/a.js"/><title>T</title><link rel="modulepreload" href="/assets/b.js" nonce="n"/>'),
      ),
    ).toBe(page("<title>T</title>"));
  });
});
