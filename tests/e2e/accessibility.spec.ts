// Every screen at a desktop and a phone width: no WCAG 2.1 AA violation and no horizontal
// scroll. At the desktop width the same visit checks what every screen has: a 200 answer, its
// title, one h1, the header and the footer, and internal links that all answer 200.
import { expectAccessible } from "./support/accessibility";
import { expectInternalLinksAnswer } from "./support/internal-links";
import { expect, open, test } from "./support/fixtures";
import { expectPartsFitPlaceholders, narrowestPhone } from "./support/placeholders";
import { screens } from "./support/routes";

test.describe("at desktop width", () => {
  test.use({ viewport: { width: 1280, height: 800 } });
  for (const screen of screens) {
    test(`${screen.path} answers 200 with its title and one h1, links that answer 200, and no WCAG 2.1 AA violations or horizontal scroll`, async ({
      page,
      request,
    }) => {
      const response = await open(page, screen.path);
      expect(response?.status()).toBe(200);
      await expect(page).toHaveTitle(screen.title);
      await expect(page.locator("h1")).toHaveCount(1);
      await expect(page.getByRole("banner")).toBeVisible();
      await expect(page.getByRole("contentinfo")).toBeVisible();
      await expectInternalLinksAnswer(page, request);
      await expectAccessible(page);
    });
  }
});

// On a phone the same visit first measures, at 360 px, the parts laid out later against their
// placeholders (tests/e2e/support/placeholders.ts), then widens to 390 px for axe.
test.describe("at phone width", () => {
  test.use({ viewport: narrowestPhone });
  for (const screen of screens) {
    test(`${screen.path} lays out later parts inside their placeholders at 360 px, and has no WCAG 2.1 AA violations or horizontal scroll at 390 px`, async ({
      page,
    }) => {
      await open(page, screen.path);
      await expectPartsFitPlaceholders(page);
      await page.setViewportSize({ width: 390, height: 844 });
      await expectAccessible(page);
    });
  }
});
