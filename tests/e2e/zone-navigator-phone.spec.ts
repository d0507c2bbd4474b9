// The Zone Navigator on a phone (390 x 844): the ten zones in one row, and a summary of the
// chosen zone (risk level, expected return, max drawdown) on the first screen, which changes
// when another zone is tapped. And on the workspace pages, at phone and desktop widths, no
// control's text spills out of its box.
import type { Page } from "@playwright/test";
import { builtInZones } from "../../app/content/zones";
import { expect, open, test, waitForWholePage } from "./support/fixtures";
import { balancedQuery } from "./support/questionnaire";
import { signedInOn } from "./support/signed-in";

test.describe("the Zone Navigator at 390 px", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("shows the ten zones in one row and the chosen zone's summary within the first screen", async ({ page }) => {
    await signedInOn(page, "phone", "/zone-navigator?zone=7&account=qualified");
    const zones = page.getByRole("group", { name: "Risk zone" }).getByRole("radio");
    await expect(zones).toHaveCount(10);
    const tops = await zones.evaluateAll((inputs) => inputs.map((input) => Math.round(input.getBoundingClientRect().top)));
    expect(new Set(tops).size).toBe(1);

    const summary = page.locator("[data-slot=zone-summary]");
    for (const zone of [7, 3] as const) {
      if (zone === 3) await page.getByRole("radio", { name: "Zone 3", exact: true }).check();
      const record = builtInZones[zone];
      await expect(summary).toHaveText(
        `Zone ${zone}: ${record.risklevel} · Hypothetical targets, gross of fees: Expected Return ${record.expectedreturn} per year, Max Drawdown ${record.maxdrawdown}`,
      );
      const box = (await summary.boundingBox())!;
      expect(box.y + box.height).toBeLessThanOrEqual(844);
    }
    // Only the chosen zone's category card shows; the scale under the zones names the three.
    await expect(page.getByRole("region", { name: "Zone categories" }).getByRole("listitem").filter({ visible: true })).toHaveCount(1);
  });
});

/** Controls whose text is wider or taller than their box (or whose box is wider than the page). */
function overflowing(page: Page) {
  return page.locator("main").evaluate((main) => {
    const controls = main.querySelectorAll<HTMLElement>("button, select, input:not([type=hidden]), a[class*='rounded-md'], label");
    const seen: string[] = [];
    for (const control of controls) {
      const box = control.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      const spills = control.scrollWidth > control.clientWidth + 1 || box.right > document.documentElement.clientWidth + 1;
      if (spills) seen.push(`${control.tagName.toLowerCase()} "${(control.textContent ?? "").trim().slice(0, 40)}"`);
    }
    if (document.documentElement.scrollWidth > document.documentElement.clientWidth) seen.push("the page scrolls sideways");
    return seen;
  });
}

// One visit per page: laid out at 390 px, then resized to 1280 px, not loaded again.
test("on the workspace pages every control's text stays inside its box at 390 and 1280 px", async ({ page }) => {
  test.setTimeout(60_000);
  await signedInOn(page, "overflow");
  for (const path of [
    "/advisor",
    "/zone-navigator?zone=7&account=qualified",
    `/zone-navigator/questionnaire?${balancedQuery}&account=qualified&chosen=2`,
    "/zone-navigator/questionnaire",
    "/zone-navigator/compare?views=3-qualified,5-qualified,7-non-qualified",
    "/advisor/saved-views",
  ]) {
    await page.setViewportSize({ width: 390, height: 844 });
    await open(page, path);
    await waitForWholePage(page);
    expect(await overflowing(page), `${path} at 390 px`).toEqual([]);
    await page.setViewportSize({ width: 1280, height: 844 });
    expect(await overflowing(page), `${path} at 1280 px`).toEqual([]);
  }
});
