// Where the reader is on a page: kept on a reload and on Back, reset on a new page. The parts of a
// page below a phone's first screen are laid out after the first paint (app/lib/below-first-screen.ts);
// a position is a number of pixels, so the check is what the reader sees at the top of the screen.
import { homePage } from "../../app/content/home";
import { expect, open, test, waitForReady, waitForWholePage } from "./support/fixtures";

type Page = import("@playwright/test").Page;

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

/**
 * Scroll at once, as dragging the scroll bar does: the wheel and the End key start the browser's
 * smooth scroll, which can still be moving after the test has read where it stands.
 */
const scrollTo = (page: Page, y: number) => page.evaluate((top) => window.scrollTo({ top, behavior: "instant" }), y);

/** The text block just below the sticky header, and how far below the header it starts. */
const topOfScreen = (page: Page) =>
  page.evaluate(() => {
    const header = document.querySelector("body > header")!.getBoundingClientRect().bottom;
    const block = document.elementFromPoint(window.innerWidth / 2, header + 4)?.closest("p, li, h2, h3");
    if (!block) return "no text";
    return `"${block.textContent?.trim().slice(0, 50)}" at ${Math.round(block.getBoundingClientRect().top - header)} px`;
  });

/**
 * Click the brand link in the sticky header with the mouse where it stands: Playwright's own
 * click first scrolls its target into view, which moves the page being left.
 */
async function clickHomeInHeader(page: Page) {
  const box = (await page.getByRole("banner").getByRole("link").first().boundingBox())!;
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(homePage.hero.title);
}

// /privacy needs no script: the browser keeps the places itself. the Zone Navigator hydrates: React Router does.
for (const [path, heading, width] of [
  ["/privacy", "Privacy Policy", 390],
  ["/privacy", "Privacy Policy", 1280],
  ["/zone-navigator", "Zone Navigator Dashboard", 390],
] as const) {
  test(`on ${path} at ${width} px a reload keeps the reader's place, a link opens the next page at its top, and Back returns to where they left`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 700 });
    await open(page, path);
    await waitForWholePage(page);
    await scrollTo(page, await page.evaluate(() => Math.round(document.documentElement.scrollHeight * 0.3)));
    const reading = await topOfScreen(page);
    expect(reading).toContain("at ");

    await page.reload();
    await waitForReady(page);
    await expect.poll(() => topOfScreen(page)).toBe(reading);

    await waitForWholePage(page);
    await scrollTo(page, (await scrollY(page)) + 600);
    const left = await topOfScreen(page);
    expect(left).not.toBe(reading);
    await clickHomeInHeader(page);
    expect(await scrollY(page)).toBe(0);

    await page.goBack();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
    await expect.poll(() => topOfScreen(page)).toBe(left);
  });
}

test("every part left out of the first layout is laid out soon after the paint, and at once on a page drawn in the browser", async ({
  page,
}) => {
  const pending = () =>
    page.evaluate(
      () =>
        [...document.querySelectorAll<HTMLElement>(".below-first-screen")].filter((part) => part.style.contentVisibility !== "visible")
          .length,
    );
  // /contact hydrates, so its links are followed by React, which draws the next page.
  await open(page, "/contact");
  await waitForWholePage(page);
  expect(await pending()).toBe(0);
  await clickHomeInHeader(page);
  expect(await page.evaluate(() => document.querySelectorAll(".below-first-screen").length)).toBeGreaterThan(0);
  expect(await pending()).toBe(0);
});

test("no script runs before the page's own modules: nothing reads session storage while it paints", async ({ request }) => {
  for (const path of ["/", "/about", "/zone-navigator"]) {
    const html = await (await request.get(path)).text();
    expect(html, path).not.toContain("sessionStorage");
  }
});
