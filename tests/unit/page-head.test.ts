import { describe, expect, it } from "vitest";
import { dropModulePreloads } from "~/.server/html/page-head";

const page = (head: string) => `<!DOCTYPE html><html><head><meta charSet="utf-8"/>${head}</head><body><p>é</p></body></html>`;

describe("the head of a page", () => {
  it("drops the module preloads: nothing they hold is needed to paint", () => {
    expect(
      dropModulePreloads(
        page('<link rel="modulepreload" href="/assets/a.js"/><title>T</title><link rel="modulepreload" href="/assets/b.js" nonce="n"/>'),
      ),
    ).toBe(page("<title>T</title>"));
  });
});
