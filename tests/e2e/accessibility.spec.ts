import AxeBuilder from "@axe-core/playwright";
import { expect, open, test } from "./support/fixtures";
import { screens } from "./support/routes";

const widths = [
  { name: "desktop", viewport: { width: 1280, height: 800 } },
  { name: "phone", viewport: { width: 390, height: 844 } },
];

for (const { name, viewport } of widths) {
  test.describe(`accessibility at ${name} width`, () => {
    test.use({ viewport });
    for (const screen of screens) {
      test(`${screen.path} has no WCAG 2.1 AA violations and no horizontal scroll`, async ({ page }) => {
        await open(page, screen.path);
        const results = await new AxeBuilder({ page })
          .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
          .analyze();
        const summary = results.violations.map(
          (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
        );
        expect(summary).toEqual([]);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow).toBeLessThanOrEqual(0);
      });
    }
  });
}
