// The accessibility check every screen passes: no WCAG 2.1 AA violation found by axe, and no
// horizontal scroll.
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/**
 * Fails with the rule and the elements of each violation, prefixed with `label` when one page of
 * several is checked. Parts below the first screen are laid out only as they come near
 * (`below-first-screen`, content-visibility: auto), and axe finds a text's background by asking
 * what the browser painted at its place: everything is laid out first, as a reader scrolling
 * would see it. Transitions are held still while axe reads the colours: a toast that starts to
 * fade out during the check would otherwise be measured half transparent.
 */
export async function expectAccessible(page: Page, label = "") {
  await layOutWholePage(page);
  const still = await addRules(page, "*, *::before, *::after { transition: none !important; animation: none !important; }");
  // Only violations are read: axe then keeps one example of each passing rule instead of every
  // node, which makes the check several times faster on a long page. Axe runs in the page itself
  // (legacy mode): by default it opens a blank page of its own to merge the results of
  // cross-origin frames, which the site has none of, and that page cost a third of each check.
  const results = await new AxeBuilder({ page, ...((await axeLoaded(page)) ? { axeSource: KEEP_LOADED_AXE } : {}) })
    .setLegacyMode()
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .options({ resultTypes: ["violations"] })
    .analyze();
  await still();
  const summary = results.violations.map(
    (violation) => `${label}${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
  );
  expect(summary).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
}

/**
 * AxeBuilder evaluates axe-core's source (over half a megabyte) in the page twice on every check.
 * A document checked before (at another width) still holds axe: it is handed a source that keeps
 * it, which takes about a third off each later check.
 */
const KEEP_LOADED_AXE = "void 0;";
const axeLoaded = (page: Page) => page.evaluate(() => "axe" in window);

export const desktop = { width: 1280, height: 800 };
export const phone = { width: 390, height: 844 };

/**
 * `expectAccessible` at each width in turn, on the page already open: the page is resized, not
 * loaded again, so one visit serves both. The page is left at the last width.
 */
export async function expectAccessibleAt(page: Page, viewports: readonly { width: number; height: number }[], label = "") {
  for (const viewport of viewports) {
    await page.setViewportSize(viewport);
    await expectAccessible(page, `${label}at ${viewport.width} px: `);
  }
}

/** Lays out the parts a page leaves for later (`below-first-screen`), as a reader who scrolls sees them. */
export async function layOutWholePage(page: Page) {
  await addRules(page, ".below-first-screen { content-visibility: visible !important; }");
}

/**
 * Adds rules to the page as a constructed stylesheet: the page's CSP allows no style element
 * without its hash or nonce (ADR 0021), and the CSSOM needs neither. Returns what removes them.
 */
async function addRules(page: Page, css: string): Promise<() => Promise<void>> {
  const handle = await page.evaluateHandle((text) => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(text);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    return sheet;
  }, css);
  return () =>
    handle.evaluate((sheet) => {
      document.adoptedStyleSheets = document.adoptedStyleSheets.filter((adopted) => adopted !== sheet);
    });
}
