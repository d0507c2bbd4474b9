import { expectAccessible } from "./support/accessibility";
import { open, test } from "./support/fixtures";
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
        await expectAccessible(page);
      });
    }
  });
}
