// Comparing zones side by side: the URL is the state; adding and removing views rewrites it.
import type { Page } from "@playwright/test";
import { expect, open, test } from "./support/fixtures";
import { readingTest } from "./support/reading-page";
import { compareCopy } from "../../app/content/zone-compare";
import { specAllocationLines, specZones, type Account } from "./support/zone-spec-data";

const comparePath = "/zone-navigator/compare";

const table = (page: Page) => page.getByRole("table", { name: "Zone comparison" });

/** The text of each cell of a row, after its heading (the whole heading with `exact`). */
async function row(page: Page, heading: string, exact = false): Promise<string[]> {
  const cells = table(page)
    .getByRole("row")
    .filter({ has: page.getByRole("rowheader", { name: heading, exact }) })
    .getByRole("cell");
  return (await cells.allInnerTexts()).map((text) => text.replace(/\s+/g, " ").trim());
}

async function columnHeadings(page: Page): Promise<string[]> {
  const headers = table(page).locator("thead").getByRole("columnheader");
  const texts = await headers.evaluateAll((cells) =>
    cells.map((cell) =>
      Array.from(cell.querySelectorAll("span:not(.print\\:hidden)"), (span) => span.textContent?.trim())
        .slice(0, 2)
        .join(" "),
    ),
  );
  return texts;
}

async function expectViews(page: Page, views: [number, Account][]) {
  await expect
    .poll(() => columnHeadings(page))
    .toEqual(views.map(([zone, account]) => `Zone ${zone} ${account === "qualified" ? "Qualified Accounts" : "Non-Qualified Accounts"}`));
  expect(await row(page, "Risk level")).toEqual(views.map(([zone]) => specZones[zone]![0]));
  expect(await row(page, "Time horizon")).toEqual(views.map(([zone]) => specZones[zone]![1]));
  expect(await row(page, "Account type")).toEqual(
    views.map(([, account]) => (account === "qualified" ? "Qualified (Tax-Deferred)" : "Non-Qualified (Taxable)")),
  );
  expect(await row(page, "Expected return")).toEqual(views.map(([zone]) => specZones[zone]![2]));
  expect(await row(page, "Max drawdown")).toEqual(views.map(([zone]) => specZones[zone]![3]));
  // A row per allocation line across the views: each view's share and the firm's products for
  // it ("No firm product"), or "Not held".
  const shares = views.map(([zone, account]) => new Map(specAllocationLines(zone, account).map((line) => [line.instrument, line])));
  const lines = new Set(shares.flatMap((view) => [...view.keys()]));
  for (const line of lines)
    expect(await row(page, line, true)).toEqual(
      shares.map((view) => {
        const held = view.get(line);
        return held ? `${held.share} ${held.products}` : compareCopy.notHeld;
      }),
    );
  await expect(table(page).getByRole("rowheader", { name: compareCopy.rows.allocation, exact: true })).toBeVisible();
  // Nothing else: seven rows of figures (with the products'), the allocation's heading and a row per line.
  await expect(table(page).getByRole("rowheader")).toHaveCount(8 + lines.size);
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  readingTest("shows the views side by side, with categories, allocations in text and the disclosures", async ({ page }) => {
    await page.goto(`${comparePath}?views=3-qualified,5-qualified,7-non-qualified`);
    await expect(page.getByRole("heading", { level: 1, name: "Compare zones" })).toBeVisible();
    await expectViews(page, [
      [3, "qualified"],
      [5, "qualified"],
      [7, "non-qualified"],
    ]);
    expect(await row(page, "Category")).toEqual(["Capital Preservation Zones 1-3", "Balanced Growth Zones 4-6", "Growth Focus Zones 7-10"]);
    await expect(page.getByText(/Hypothetical targets, not guarantees or predictions/)).toBeVisible();
    await expect(page.getByRole("heading", { name: "Assumptions and limitations" })).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: "left out" })).toHaveCount(0);
  });

  readingTest("removes and adds views through links and the form, each time at a new address", async ({ page }) => {
    await page.goto(`${comparePath}?views=3-qualified,5-qualified,7-non-qualified`);
    await page.getByRole("link", { name: "Remove Zone 5, Qualified Accounts from the comparison" }).click();
    await expect(page).toHaveURL(`${comparePath}?views=3-qualified,7-non-qualified`);
    await expectViews(page, [
      [3, "qualified"],
      [7, "non-qualified"],
    ]);

    const add = page.getByRole("region", { name: "Add a view" });
    await add.getByLabel("Zone").selectOption("Zone 10");
    await add.getByLabel("Account type").selectOption("Non-Qualified Accounts");
    await add.getByRole("button", { name: "Add to comparison" }).click();
    await expect(page).toHaveURL(`${comparePath}?views=3-qualified,7-non-qualified,10-non-qualified`);
    await expectViews(page, [
      [3, "qualified"],
      [7, "non-qualified"],
      [10, "non-qualified"],
    ]);

    await add.getByRole("link", { name: "Add Zone 2, Qualified Accounts" }).click();
    await expect(page).toHaveURL(`${comparePath}?views=3-qualified,7-non-qualified,10-non-qualified,2-qualified`);
    await expect(add).toHaveCount(0);
    await expect(page.getByText("A comparison holds four views at most. Remove one to add another.")).toBeVisible();

    for (const name of [
      "Zone 3, Qualified Accounts",
      "Zone 7, Non-Qualified Accounts",
      "Zone 10, Non-Qualified Accounts",
      "Zone 2, Qualified Accounts",
    ]) {
      await page.getByRole("link", { name: `Remove ${name} from the comparison` }).click();
    }
    await expect(page).toHaveURL(comparePath);
    await expect(table(page)).toHaveCount(0);
    await expect(page.getByText(/^No views to compare yet/)).toBeVisible();
  });

  readingTest("adding a view already compared changes nothing and says so", async ({ page }) => {
    await page.goto(`${comparePath}?views=3-qualified,5-qualified`);
    const add = page.getByRole("region", { name: "Add a view" });
    await add.getByLabel("Zone").selectOption("Zone 5");
    await add.getByRole("button", { name: "Add to comparison" }).click();
    await expect(page.getByRole("status").filter({ hasText: "left out" })).toContainText(
      "Zone 5, Qualified Accounts is already in the comparison.",
    );
    await expectViews(page, [
      [3, "qualified"],
      [5, "qualified"],
    ]);
  });

  readingTest("drops bad and repeated entries with a note, and keeps four views at most", async ({ page }) => {
    await page.goto(`${comparePath}?views=3-qualified,zone-eleven,3-qualified,4-qualified,5-qualified,6-qualified,7-qualified`);
    const note = page.getByRole("status").filter({ hasText: "Some entries in the address were left out" });
    await expect(note).toContainText("Not a view, dropped: zone-eleven.");
    await expect(note).toContainText("Listed more than once, shown once: 3-qualified.");
    await expect(note).toContainText("Only four views can be compared; left out: 7-qualified.");
    await expectViews(page, [
      [3, "qualified"],
      [4, "qualified"],
      [5, "qualified"],
      [6, "qualified"],
    ]);
  });
});

readingTest(
  "with JavaScript: Compare in the Zone Navigator starts a comparison, and views are added and removed in place",
  async ({ page }) => {
    await open(page, "/zone-navigator?zone=7&account=non-qualified");
    // Found in an advisor's walkthrough: Compare opened a comparison of one. It starts with the zones either side.
    await page.getByRole("link", { name: "Compare zone 7, Non-Qualified Accounts with its neighbors" }).click();
    await expect(page).toHaveURL(`${comparePath}?views=6-non-qualified,7-non-qualified,8-non-qualified`);
    await expectViews(page, [
      [6, "non-qualified"],
      [7, "non-qualified"],
      [8, "non-qualified"],
    ]);
    await page.getByRole("link", { name: "Remove Zone 6, Non-Qualified Accounts from the comparison" }).click();
    // Each link is drawn from the views shown: the next one is clicked once the page shows the last one's result.
    await expect(page).toHaveURL(`${comparePath}?views=7-non-qualified,8-non-qualified`);
    await expectViews(page, [
      [7, "non-qualified"],
      [8, "non-qualified"],
    ]);
    await page.getByRole("link", { name: "Remove Zone 8, Non-Qualified Accounts from the comparison" }).click();
    await expect(page).toHaveURL(`${comparePath}?views=7-non-qualified`);
    await expect(page.getByText("Add at least one more view to compare it with.")).toBeVisible();
    await page.getByRole("link", { name: "Add Zone 8, Non-Qualified Accounts" }).click();
    await expect(page).toHaveURL(`${comparePath}?views=7-non-qualified,8-non-qualified`);
    await expectViews(page, [
      [7, "non-qualified"],
      [8, "non-qualified"],
    ]);
    const add = page.getByRole("region", { name: "Add a view" });
    await add.getByLabel("Zone").selectOption("Zone 2");
    await add.getByLabel("Account type").selectOption("Qualified Accounts");
    await add.getByRole("button", { name: "Add to comparison" }).click();
    await expect(page).toHaveURL(`${comparePath}?views=7-non-qualified,8-non-qualified,2-qualified`);
    await expectViews(page, [
      [7, "non-qualified"],
      [8, "non-qualified"],
      [2, "qualified"],
    ]);
    await page.getByRole("link", { name: "Remove Zone 7, Non-Qualified Accounts from the comparison" }).click();
    await expect(page).toHaveURL(`${comparePath}?views=8-non-qualified,2-qualified`);
    await expectViews(page, [
      [8, "non-qualified"],
      [2, "qualified"],
    ]);
    await page.getByRole("link", { name: "Open Zone 8, Non-Qualified Accounts in the Zone Navigator" }).click();
    await expect(page).toHaveURL("/zone-navigator?zone=8&account=non-qualified");
    await page.getByRole("link", { name: "Find your zone: take the questionnaire" }).click();
    await expect(page).toHaveURL("/zone-navigator/questionnaire");
  },
);

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  readingTest("four views scroll inside the comparison, never the page", async ({ page }) => {
    await open(page, `${comparePath}?views=1-qualified,4-qualified,7-non-qualified,10-non-qualified`);
    const region = page.getByRole("region", { name: /Zone comparison/ });
    const widths = await region.evaluate((element) => ({ scroll: element.scrollWidth, client: element.clientWidth }));
    expect(widths.scroll).toBeGreaterThan(widths.client);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    // The row headings stay in view while the views scroll past them.
    await region.evaluate((element) => element.scrollTo({ left: element.scrollWidth }));
    await expect(region.getByRole("rowheader", { name: "Risk level" })).toBeInViewport();
  });
});
