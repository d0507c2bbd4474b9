// Every screen at a desktop and a phone width, in one visit: no WCAG 2.1 AA violation and no
// horizontal scroll at either. At the desktop width the visit first checks what every screen
// has: a 200 answer, its title, one h1, the header and the footer, and internal links that all
// answer 200. Narrowed to 360 px, it measures the parts laid out later against their
// placeholders (tests/e2e/support/placeholders.ts); then axe runs again at 390 px.
import { desktop, expectAccessibleAt, phone } from "./support/accessibility";
import { expectInternalLinksAnswer } from "./support/internal-links";
import { expect, open } from "./support/fixtures";
import { readingTest as test } from "./support/reading-page";
import { expectPartsFitPlaceholders, narrowestPhone } from "./support/placeholders";
import { screens } from "./support/routes";

test.use({ viewport: desktop });

for (const screen of screens) {
  test(`${screen.path} answers 200 with its title, one h1 and links that answer 200; no WCAG 2.1 AA violations or horizontal scroll at 1280 and 390 px; later parts fit their placeholders at 360 px`, async ({
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
    await expectAccessibleAt(page, [desktop]);
    await page.setViewportSize(narrowestPhone);
    await expectPartsFitPlaceholders(page);
    await expectAccessibleAt(page, [phone]);
  });
}
