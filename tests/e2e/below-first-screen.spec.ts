// The questionnaire's result is the tallest part a page lays out later, and no screen of the
// route list shows it: its placeholders are measured here, every screen's in the phone visit of
// tests/e2e/accessibility.spec.ts.
import { open } from "./support/fixtures";
import { readingTest as test } from "./support/reading-page";
import { expectPartsFitPlaceholders, narrowestPhone } from "./support/placeholders";
import { balancedQuery } from "./support/questionnaire";

test.use({ viewport: narrowestPhone });

test("every part of the answered questionnaire laid out later fits its placeholder at 360 px", async ({ page }) => {
  await open(page, `/zone-navigator/questionnaire?${balancedQuery}&account=non-qualified`);
  await expectPartsFitPlaceholders(page);
});
