import { describe, expect, it } from "vitest";
import { startScriptsAfterPaint } from "../../server/scripts-after-paint";

const bootstrap = [
  ";",
  'import * as route0 from "/assets/root-1.js";',
  'import * as route1 from "/assets/about-2.js";',
  '  window.__reactRouterManifest = {"entry":{"module":"/assets/entry.client-3.js"}};',
  '  window.__reactRouterRouteModules = {"root":route0,"routes/about":route1};',
  "",
  'import("/assets/entry.client-3.js");',
].join("\n");
const page = (script: string) => `<html><body><main>Text</main><script>window.x = 1;</script><script type="module" async="">${script}</script></body></html>`;

describe("a prerendered page's bootstrap", () => {
  const rewritten = startScriptsAfterPaint(page(bootstrap));
  const code = /<script type="module" async="">([\s\S]*)<\/script>/.exec(rewritten)![1]!;

  it("imports no module before the first contentful paint (3 s at most), and starts at once in a hidden tab", () => {
    expect(code).not.toMatch(/^import \* as/m);
    expect(code.indexOf('getEntriesByName("first-contentful-paint")')).toBeLessThan(code.indexOf('import("/assets/root-1.js")'));
    expect(code).toContain('if (document.visibilityState === "hidden") return go();');
    expect(code).toContain("setTimeout(go, 3000)");
  });

  it("then loads the same route modules under the same names and starts the app as before", () => {
    expect(code).toContain('const [route0, route1] = await Promise.all([import("/assets/root-1.js"), import("/assets/about-2.js")]);');
    expect(code).toContain('window.__reactRouterRouteModules = {"root":route0,"routes/about":route1};');
    expect(code.trimEnd().endsWith('import("/assets/entry.client-3.js");')).toBe(true);
  });

  it("leaves the rest of the page, and a page without a bootstrap, as they were", () => {
    expect(rewritten.replace(code, "")).toBe(page(""));
    const plain = "<html><body><script type=\"module\">console.log(1)</script></body></html>";
    expect(startScriptsAfterPaint(plain)).toBe(plain);
  });
});
