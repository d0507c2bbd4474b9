// Where the reader is on a page: kept on a reload and on Back, reset on a new page.
import { expect, open, test, waitForHydration } from "./support/fixtures";

const scrollY = (page: import("@playwright/test").Page) => page.evaluate(() => Math.round(window.scrollY));

test("a reload keeps the reader's place, a link opens the next page at its top, and Back returns to where they left", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 700 });
  await open(page, "/privacy");
  await page.mouse.wheel(0, 1500);
  await expect.poll(() => scrollY(page)).toBeGreaterThan(1000);
  const place = await scrollY(page);

  await page.reload();
  await waitForHydration(page);
  await expect.poll(() => scrollY(page)).toBe(place);

  // To the end of the page, where the footer's links are; the footer is laid out as it comes near
  // (content-visibility), so the end moves once: scroll until it stays.
  const atEnd = () => page.evaluate(() => Math.round(document.documentElement.scrollHeight - window.innerHeight - window.scrollY));
  await expect
    .poll(async () => {
      await page.keyboard.press("End");
      return atEnd();
    })
    .toBe(0);
  const left = await scrollY(page);
  expect(left).toBeGreaterThan(place);
  await page.getByRole("contentinfo").getByRole("link", { name: "Terms of Use" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Terms of Use");
  expect(await scrollY(page)).toBe(0);

  await page.goBack();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Privacy Policy");
  await expect.poll(() => scrollY(page)).toBe(left);
});

test("no script runs before the page's own modules: nothing reads session storage while it paints", async ({ request }) => {
  for (const path of ["/", "/zone-navigator"]) {
    const html = await (await request.get(path)).text();
    expect(html, path).not.toContain("sessionStorage");
  }
});
