// The Zone Navigator names the version of the zone data its figures come from, and the day they
// stand as of, on screen and on paper, and keeps naming both when the browser switches zones on
// its own.
import { builtInDataset } from "../../app/.server/zone-data/data-version";
import { builtInZonesAsOf } from "../../app/content/zones";
import { formatDate } from "../../app/lib/format-date";
import { expect, open } from "./support/fixtures";
import { readingTest as test } from "./support/reading-page";
import { balancedQuery } from "./support/questionnaire";

const named = `Built-in example data, version ${builtInDataset().version}, as of ${formatDate(builtInZonesAsOf)}.`;

test("the page names the built-in data's version, after a zone switch and when printed", async ({ page }) => {
  await open(page, "/zone-navigator?zone=7&account=qualified");
  // Under the figures, once, the dataset's name beside its version, and that it is example data.
  await expect(page.getByTestId("dataset-line")).toHaveText(
    `${named} The firm's own zone data is not connected yet: these figures are examples.`,
  );

  await page.getByRole("radio", { name: "Zone 3" }).click();
  await expect(page).toHaveURL(/zone=3/);
  await expect(page.getByTestId("dataset-line")).toContainText(named);
  await expect(page.getByText(builtInDataset().version)).toHaveCount(1);

  await page.emulateMedia({ media: "print" });
  await expect(page.getByTestId("dataset-line")).toBeVisible();
});

test("the comparison and the questionnaire's result name the version of their figures too", async ({ page }) => {
  await open(page, "/zone-navigator/compare?views=3-qualified,7-non-qualified");
  await expect(page.getByTestId("dataset-line")).toContainText(named);
  await expect(page.getByText(builtInDataset().version)).toHaveCount(1);
  const answers = `${balancedQuery}&account=qualified`;
  await open(page, `/zone-navigator/questionnaire?${answers}`);
  await expect(page.getByTestId("dataset-line")).toContainText(named);
  await expect(page.getByText(builtInDataset().version)).toHaveCount(1);
});
