import { describe, expect, it } from "vitest";
import { ChoiceBudget } from "~/.server/html/choice-budget";
import {
  canInline,
  criticalRules,
  inlineCriticalStylesheet,
  layerOrder,
  pageKey,
  knownCriticalRules,
  ruleChoice,
  widenSelector,
} from "~/.server/html/critical-css";

const css = [
  "@layer properties{*{--tw-x:0}}",
  "@layer theme{:root{--color-ink:#123}}",
  "@layer base{body{margin:0}}",
  "@layer utilities{.sticky{position:sticky}.hidden{display:none}.card{border:1px solid}@media (width>=40rem){.sm\\:flex{display:flex}}}",
  "@keyframes spin{to{transform:rotate(1turn)}}",
  ".animate-spin{animation:spin 1s linear infinite}",
].join("");
const link = '<link rel="stylesheet" href="/assets/app-1.css" data-precedence="default"/>';
const page = (body: string) =>
  `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>${link}<title>T</title></head><body>${body}<script>window.x=1</script></body></html>`;

describe("the rules a page for many readers holds inline", () => {
  it("are those matching its elements, in the stylesheet's order, after the order of its layers", async () => {
    const rules = await criticalRules(page('<header class="sticky sm:flex">Site</header>'), css);
    expect(rules.startsWith("@layer properties,theme,base,utilities;")).toBe(true);
    expect(rules).toContain(".sticky{position:sticky}");
    expect(rules).toContain(".sm\\:flex{display:flex}");
    expect(rules).toContain("body{margin:0}");
    for (const unused of [".hidden", ".card", ".animate-spin", "@keyframes spin"]) expect(rules).not.toContain(unused);
    expect(rules.indexOf("body{")).toBeLessThan(rules.indexOf(".sticky{"));
  });

  it("keep the keyframes of an animation the page uses", async () => {
    const rules = await criticalRules(page('<svg class="animate-spin"></svg>'), css);
    expect(rules).toContain(".animate-spin{");
    expect(rules).toContain("@keyframes spin");
  });

  it("are chosen once for pages that differ only in their text, figures and drawing", () => {
    const a = page(
      '<p class="card" style="width:10%" aria-label="Zone 1">12.5%</p><svg><path d="M0 1"></path></svg><script>{"a":1}</script>',
    );
    const b = page('<p class="card" style="width:80%" aria-label="Zone 2">3.1%</p><p class="card">2%</p><svg><path d="M2 3"></path></svg>');
    expect(pageKey(a)).toBe(pageKey(b));
    expect(pageKey(a)).not.toBe(pageKey(page('<p class="card hidden">12.5%</p><svg><path d="M0 1"></path></svg>')));
    // A page rendered for one request carries the request's nonce on its links to modules.
    const preload = (nonce: string) => page(`<link rel="modulepreload" href="/assets/a.js" nonce="${nonce}"/><p class="card">x</p>`);
    expect(pageKey(preload("n1"))).toBe(pageKey(preload("n2")));
    expect(pageKey(page('<div data-state="open"></div>'))).not.toBe(pageKey(page('<div data-state="closed"></div>')));
  });
});

describe("a page's stylesheet link, rewritten", () => {
  it("for many readers: the page's rules inline, then the whole stylesheet's link without its address until the starter sets it, and a link without JavaScript", async () => {
    const html = await inlineCriticalStylesheet(page('<header class="sticky">Site</header>'), css);
    const head = html.slice(0, html.indexOf("</head>"));
    expect(head).toMatch(
      /<meta charSet="utf-8"\/><style>@layer [^<]*\.sticky\{position:sticky\}[^<]*<\/style><link rel="stylesheet" data-precedence="default" data-full-stylesheet="\/assets\/app-1.css"\/><noscript><link rel="stylesheet" href="\/assets\/app-1.css"\/><\/noscript><title>/,
    );
    // Only the link is rewritten: the rest of the page is React's output, byte for byte.
    expect(html.replace(/<style>[^<]*<\/style><link[^>]*\/><noscript>[^]*?<\/noscript>/, link)).toBe(
      page('<header class="sticky">Site</header>'),
    );
  });

  it("for a reused answer: the whole stylesheet inline until the rules of a page like it are known, chosen meanwhile", async () => {
    const sheet = `${css}.reused{color:red}`;
    const html = page('<p class="reused card">x</p>');
    const first = await inlineCriticalStylesheet(html, sheet, { wait: false });
    expect(first).toContain(
      `<style data-whole-stylesheet="">${sheet}</style><link rel="stylesheet" data-precedence="default" data-full-stylesheet="/assets/app-1.css"/><title>`,
    );
    await expect.poll(() => knownCriticalRules(html, sheet)).toContain(".reused{color:red}");
    const next = await inlineCriticalStylesheet(page('<p class="reused card">y</p>'), sheet, { wait: false });
    expect(next).toContain(`<style>${knownCriticalRules(html, sheet)}</style>`);
    expect(next).not.toContain(".hidden{");
  });

  it("for one request: the same, with the request's nonce on the inline rules", async () => {
    const sheet = `${css}.one{color:blue}`;
    const html = page('<form class="one card">x</form>');
    const first = await inlineCriticalStylesheet(html, sheet, { wait: false, nonce: "n0+/=" });
    expect(first).toContain(`<style data-whole-stylesheet="" nonce="n0+/=">${sheet}</style><link rel="stylesheet"`);
    await expect.poll(() => ruleChoice(html, sheet)).toBe("chosen");
    const next = await inlineCriticalStylesheet(html, sheet, { wait: false, nonce: "n1" });
    expect(next).toContain(`<style nonce="n1">${knownCriticalRules(html, sheet)}</style><link rel="stylesheet"`);
    expect(next).toContain('<noscript><link rel="stylesheet" href="/assets/app-1.css"/></noscript>');
  });

  it("starts no choice for an error's page: bad requests cannot make the server choose", async () => {
    const sheet = `${css}.refused{color:red}`;
    const html = page('<form class="refused">x</form>');
    const answer = await inlineCriticalStylesheet(html, sheet, { wait: false, learn: false, nonce: "n" });
    expect(answer).toContain(`<style data-whole-stylesheet="" nonce="n">${sheet}</style>`);
    expect(ruleChoice(html, sheet)).toBe("not started");
  });

  it("starts no new choice once requests have spent the budget: the page keeps the whole stylesheet", async () => {
    const sheet = `${css}.budget{color:green}`;
    const budget = new ChoiceBudget(1, 60_000, () => 0);
    const [a, b] = [page('<p class="budget">a</p>'), page('<p class="budget card">b</p>')];
    await inlineCriticalStylesheet(a, sheet, { wait: false, budget });
    expect(ruleChoice(a, sheet)).not.toBe("not started");
    const answer = await inlineCriticalStylesheet(b, sheet, { wait: false, budget });
    expect(answer).toContain(`<style data-whole-stylesheet="">${sheet}</style>`);
    expect(ruleChoice(b, sheet)).toBe("not started");
  });

  it("is left a plain link when the stylesheet's text could end the style element early", async () => {
    const unsafe = "a{content:'</style><script>'}";
    expect(canInline(unsafe)).toBe(false);
    expect(await inlineCriticalStylesheet(page("<a>x</a>"), unsafe)).toBe(page("<a>x</a>"));
    expect(await inlineCriticalStylesheet(page("<a>x</a>"), unsafe, { wait: false, nonce: "n" })).toBe(page("<a>x</a>"));
  });

  it("names the layers in the order the stylesheet first declares them", () => {
    expect(layerOrder("@layer theme, base;@layer properties{}@layer base{}@layer utilities{}")).toEqual([
      "theme",
      "base",
      "properties",
      "utilities",
    ]);
  });
});

describe("a selector as the choice of rules reads it", () => {
  it("matches wherever the selector could: :where and :is opened, :not and :has dropped, escaped names kept", () => {
    expect(widenSelector(":where(.space-y-4>:not(:last-child))")).toBe(".space-y-4>");
    expect(widenSelector(".a:is(.b, .c) p:has(> img)")).toBe(".a.b, .c p");
    expect(widenSelector(".\\[\\&_svg\\:not\\(\\[class\\]\\)\\]\\:size-4 svg:not([class*=size-])")).toBe(
      ".\\[\\&_svg\\:not\\(\\[class\\]\\)\\]\\:size-4 svg",
    );
  });

  it("keeps Tailwind's spacing between children and the rules of class names holding &", async () => {
    const spaced = "@layer utilities{:where(.space-y-4>:not(:last-child)){margin-block-end:1rem}.\\[\\&_svg\\]\\:size-4 svg{width:1rem}}";
    const rules = await criticalRules(page('<div class="space-y-4 [&amp;_svg]:size-4"><p>a</p><svg></svg></div>'), spaced);
    expect(rules).toContain(":where(.space-y-4>:not(:last-child)){margin-block-end:1rem}");
    expect(rules).toContain(".\\[\\&_svg\\]\\:size-4 svg{width:1rem}");
  });
});
