// A page paints from the rules inline in its HTML, allowed by the CSP by their hash (a page for
// many readers) or the response's nonce (a page rendered for one request), and the whole
// stylesheet loads without holding the paint, with JavaScript and without (docs/decisions/0022).
import { createHash } from "node:crypto";
import type { APIRequestContext, Page } from "@playwright/test";
import { expect, open, test } from "./support/fixtures";

/** The prerendered home page, a rendered answer the server reuses, and a page rendered for one request. */
const pages = [
  { path: "/", kind: "hash" },
  { path: "/zone-navigator", kind: "hash" },
  { path: "/reset-password?token=from-a-mail", kind: "nonce" },
] as const;

const styleSource = (policy: string) =>
  policy
    .split(";")
    .find((directive) => directive.trim().startsWith("style-src "))
    ?.trim() ?? "";

/**
 * A page rendered on the server holds the whole stylesheet until the rules of a page like it are
 * chosen, which its first render starts (ADR 0022): ask until it holds its own rules.
 */
async function withItsRules(request: APIRequestContext, path: string) {
  await expect
    .poll(async () => (await (await request.get(path)).text()).includes("data-whole-stylesheet"), { timeout: 20_000 })
    .toBe(false);
}

/** How many style rules a sheet holds, counting those inside layers and media queries. */
async function ruleCounts(page: Page) {
  return page.evaluate(() => {
    const count = (rules: CSSRuleList): number =>
      [...rules].reduce((sum, rule) => {
        const nested = "cssRules" in rule ? count((rule as CSSGroupingRule).cssRules) : 0;
        return sum + nested + (rule instanceof CSSStyleRule || !("cssRules" in rule) ? 1 : 0);
      }, 0);
    const sheets = [...document.styleSheets];
    const inline = sheets.find((sheet) => sheet.ownerNode instanceof HTMLStyleElement);
    const whole = sheets.find((sheet) => sheet.href?.endsWith(".css"));
    return {
      inline: inline ? count(inline.cssRules) : 0,
      whole: whole ? count(whole.cssRules) : 0,
      wholeMedia: whole?.media.mediaText ?? null,
    };
  });
}

async function headerStyle(page: Page) {
  return page.getByRole("banner").evaluate((header) => {
    const style = getComputedStyle(header);
    return { position: style.position, borderBottomStyle: style.borderBottomStyle };
  });
}

for (const { path, kind } of pages) {
  test(`${path} holds its first rules inline, allowed by their ${kind}, and then applies the whole stylesheet`, async ({ page }) => {
    await withItsRules(page.request, path);
    const response = await open(page, path);
    const html = await response!.text();
    const style = /<head>[\s\S]*?<style( nonce="([^"]+)")?>([\s\S]*?)<\/style>/.exec(html);
    expect(style, "an inline style element in the head").not.toBeNull();
    const policy = styleSource(response!.headers()["content-security-policy"] ?? "");
    expect(policy).not.toContain("'unsafe-inline'");
    if (kind === "nonce") expect(policy).toContain(`'nonce-${style![2]}'`);
    else {
      expect(style![1]).toBeUndefined();
      expect(policy).toContain(`'sha256-${createHash("sha256").update(style![3]!, "utf8").digest("base64")}'`);
    }
    // The link got its address after the paint and the whole stylesheet applies; the page's own
    // rules are fewer than the whole stylesheet's.
    const link = page.locator("link[data-full-stylesheet]");
    await expect(link).toHaveAttribute("href", (await link.getAttribute("data-full-stylesheet"))!);
    await expect.poll(async () => (await ruleCounts(page)).whole).toBeGreaterThan(100);
    const counts = await ruleCounts(page);
    expect(counts.wholeMedia).toBe("");
    expect(counts.inline).toBeLessThan(counts.whole * 0.8);
    expect(await headerStyle(page)).toEqual({ position: "sticky", borderBottomStyle: "solid" });
  });
}

/** The layout and look of every element of the page, one line each. */
async function computedStyles(page: Page) {
  return page.evaluate(() => {
    // The parts below a phone's first screen are laid out once the page has hydrated: lay them
    // out here too, so that only the stylesheet differs.
    for (const part of document.querySelectorAll<HTMLElement>(".below-first-screen")) part.style.contentVisibility = "visible";
    const properties = [
      "display",
      "position",
      "margin",
      "padding",
      "font",
      "width",
      "height",
      "color",
      "background-color",
      "gap",
      "border-width",
    ];
    return [...document.querySelectorAll("body *")].map((element) => {
      const style = getComputedStyle(element);
      return `${element.tagName}.${element.getAttribute("class") ?? ""}: ${properties.map((name) => style.getPropertyValue(name)).join(" | ")}`;
    });
  });
}

for (const path of ["/", "/about", "/zone-navigator", "/models", "/contact"]) {
  test(`${path} looks the same painted from its inline rules alone as with the whole stylesheet`, async ({ browser, request }) => {
    // The page as the server sent it (no script changes it), first with the stylesheet held, as
    // it first paints, then with the whole stylesheet applied (the <noscript> link).
    await withItsRules(request, path);
    const styles = async (holdStylesheet: boolean) => {
      const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 412, height: 823 } });
      const page = await context.newPage();
      if (holdStylesheet) await page.route(/\.css$/, () => new Promise(() => {}));
      await page.goto(path, { waitUntil: holdStylesheet ? "domcontentloaded" : "load" });
      const seen = await computedStyles(page);
      await context.close();
      return seen;
    };
    expect(await styles(true)).toEqual(await styles(false));
  });
}

for (const path of ["/", "/zone-navigator"]) {
  test(`${path} lays out its parts below the first screen while the whole stylesheet is still on its way`, async ({ page }) => {
    // The inline rules hold what matches the page as sent; the parts are shown by the page's
    // script, one at a time, whatever the stylesheet: not all at once in one long task when it comes.
    await withItsRules(page.request, path);
    await page.route(/\.css$/, () => new Promise(() => {}));
    await page.goto(path, { waitUntil: "domcontentloaded" });
    await page.waitForFunction(() => document.documentElement.dataset.laidOut === "true");
    const hidden = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>(".below-first-screen")]
        .filter((part) => getComputedStyle(part).contentVisibility !== "visible")
        .map((part) => `${part.tagName.toLowerCase()}#${part.id}`),
    );
    expect(await page.locator(".below-first-screen").count()).toBeGreaterThan(0);
    expect(hidden).toEqual([]);
  });
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  for (const { path } of pages) {
    test(`${path} is styled with the whole stylesheet`, async ({ page, request }) => {
      await withItsRules(request, path);
      await page.goto(path);
      expect(await headerStyle(page)).toEqual({ position: "sticky", borderBottomStyle: "solid" });
      const media = await page.evaluate(() =>
        [...document.styleSheets].filter((sheet) => sheet.href?.endsWith(".css")).map((sheet) => sheet.media.mediaText),
      );
      // The <noscript> link applies (the one that waits for the starter never gets an address).
      expect(media).toEqual([""]);
    });
  }
});
