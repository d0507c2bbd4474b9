// The states of the questionnaire and the comparison that the route list does not reach (a
// result with a chosen zone, unanswered questions, a full comparison with notes), checked with
// axe at desktop and phone widths, as tests/e2e/accessibility.spec.ts checks every screen.
import { desktop, expectAccessibleAt, phone } from "./support/accessibility";
import { open } from "./support/fixtures";
import { readingTest as test } from "./support/reading-page";
import { balancedQuery } from "./support/questionnaire";

const answers = `${balancedQuery}&account=non-qualified`;
const states = [
  `/zone-navigator/questionnaire?${answers}&chosen=5`,
  "/zone-navigator/questionnaire?horizon=8-years-or-more&account=qualified",
  "/zone-navigator/compare?views=1-qualified,4-qualified,7-non-qualified,10-non-qualified,bad,1-qualified",
  "/zone-navigator/compare?views=5-qualified",
];

test.use({ viewport: desktop });

for (const path of states) {
  test(`${path} has no WCAG 2.1 AA violations and no horizontal scroll at 1280 and 390 px`, async ({ page }) => {
    await open(page, path);
    await expectAccessibleAt(page, [desktop, phone]);
  });
}
