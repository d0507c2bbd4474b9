// Every zone view names the firm's models and ETFs that implement it, with why each fits and a
// link to its page: the Zone Navigator (in every zone and account type, after a switch in the
// browser too), the comparison and the questionnaire's result show the same ones; each line of
// an allocation names the firm's product for it, or says the firm offers none.
import type { Page } from "@playwright/test";
import { allocationLinesCopy } from "../../app/content/allocation-lines";
import { zoneProductRules, zoneProductsCopy } from "../../app/content/zone-products";
import { builtInAllocations } from "../../app/content/zones";
import { modelPath } from "../../app/content/model-basics";
import { modelNames } from "../../app/content/product-names";
import { productsFor } from "../../app/lib/zone-products";
import { ACCOUNT_TYPES, ZONES, type AccountType, type ZoneNumber } from "../../app/lib/zones";
import { saveForClientCopy, savedViewFieldCopy } from "../../app/content/save-for-client";
import { expect, open, test } from "./support/fixtures";
import { readingTest } from "./support/reading-page";
import { balancedQuery } from "./support/questionnaire";
import { signedInOn } from "./support/signed-in";
import { zonePage } from "./support/zone-page";
import { lookAt } from "./support/shots";

/** The model names a view must list, in order, written from the placement rules. */
const modelsOf = (zone: ZoneNumber, account: AccountType) =>
  productsFor(zoneProductRules, { zone, account })
    .filter((ref) => ref.kind === "model")
    .map((ref) => modelNames[Number(ref.id) as keyof typeof modelNames]);

const products = (page: Page) => page.getByTestId("zone-products");

readingTest(
  "every zone and account type of the Zone Navigator names the firm's models placed there, linked to their pages, or says it has none",
  async ({ page }) => {
    await open(page, "/zone-navigator?zone=1&account=qualified");
    const zone = zonePage(page);
    for (const account of ACCOUNT_TYPES) {
      await zone.accountRadio(account === "qualified" ? "Qualified Accounts" : "Non-Qualified Accounts").check();
      for (const number of ZONES) {
        await zone.zoneRadio(number).check();
        await expect(page).toHaveURL(`/zone-navigator?zone=${number}&account=${account}`);
        const expected = modelsOf(number, account);
        if (productsFor(zoneProductRules, { zone: number, account }).length === 0) {
          await expect(page.getByText(zoneProductsCopy.none)).toBeVisible();
          continue;
        }
        const links = products(page).getByRole("link", {
          name: new RegExp(`^(${expected.map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|")})$`),
        });
        await expect(links).toHaveCount(expected.length);
        for (const name of expected) {
          const id = Object.entries(modelNames).find(([, candidate]) => candidate === name)![0];
          await expect(products(page).getByRole("link", { name, exact: true })).toHaveAttribute("href", modelPath(Number(id)));
        }
      }
    }
  },
);

readingTest("a view's models say why they fit, link to their fact sheets, and open their pages", async ({ page }) => {
  await open(page, "/zone-navigator?zone=5&account=non-qualified");
  const list = products(page);
  await expect(page.getByRole("heading", { name: zoneProductsCopy.title })).toBeVisible();
  const rule = zoneProductRules.find((candidate) => candidate.id === "6")!;
  await expect(list).toContainText(rule.why);
  await expect(
    list.getByRole("link", { name: "Fact sheet of S&P 500 Tax Loss Harvesting Model (PDF, signed-in advisors)" }),
  ).toHaveAttribute("href", "/advisor/downloads/models/6.pdf");
  await list.getByRole("link", { name: "S&P 500 Tax Loss Harvesting Model", exact: true }).click();
  await expect(page).toHaveURL("/models/6");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("S&P 500 Tax Loss Harvesting Model");
});

readingTest("the comparison and the questionnaire's result show the same models for each view", async ({ page }) => {
  await open(page, "/zone-navigator/compare?views=2-qualified,5-qualified,4-non-qualified");
  const row = page
    .getByRole("table", { name: "Zone comparison" })
    .getByRole("row")
    .filter({ has: page.getByRole("rowheader", { name: zoneProductsCopy.rowLabel }) });
  const cells = row.getByRole("cell");
  await expect(cells).toHaveCount(3);
  for (const [index, [zone, account]] of (
    [
      [2, "qualified"],
      [5, "qualified"],
      [4, "non-qualified"],
    ] as const
  ).entries()) {
    for (const name of modelsOf(zone, account)) await expect(cells.nth(index).getByRole("link", { name, exact: true })).toBeVisible();
  }

  await open(page, `/zone-navigator/questionnaire?${balancedQuery}&account=qualified`);
  for (const name of modelsOf(6, "qualified")) await expect(products(page).getByRole("link", { name, exact: true })).toBeVisible();
});

test("a saved view names the same models as the page it was saved from", async ({ page }) => {
  await signedInOn(page, "saved-products");
  await open(page, "/zone-navigator?zone=5&account=non-qualified");
  const panel = page.locator("[data-slot=save-for-client]");
  await panel.getByRole("textbox", { name: savedViewFieldCopy.label, exact: true }).fill("Client P");
  await panel.getByRole("button", { name: saveForClientCopy.submit }).click();
  await page.waitForURL(/\/advisor\/saved-views\/[0-9a-f-]{36}\?saved$/);
  const expected = modelsOf(5, "non-qualified");
  expect(expected.length).toBeGreaterThan(0);
  for (const name of expected) await expect(products(page).getByRole("link", { name, exact: true })).toBeVisible();
  // Nothing else: each product's page, and each model's fact sheet.
  await expect(products(page).getByRole("link")).toHaveCount(
    productsFor(zoneProductRules, { zone: 5, account: "non-qualified" }).length + expected.length,
  );
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  readingTest("the server's HTML of a view already names its models", async ({ page }) => {
    await page.goto("/zone-navigator?zone=2&account=qualified");
    for (const name of modelsOf(2, "qualified")) await expect(products(page).getByRole("link", { name, exact: true })).toBeVisible();
    await expect(products(page).getByRole("link", { name: "YFYA: Yield Focus Adaptive ETF" })).toHaveAttribute("href", "/etfs/yfya");
  });
});

for (const width of [390, 1280]) {
  readingTest(
    `at ${width} px each allocation line names the firm's product for it or says plainly that the firm offers none`,
    async ({ page }, testInfo) => {
      await page.setViewportSize({ width, height: 900 });
      await open(page, "/zone-navigator?zone=9&account=non-qualified");
      const zone = zonePage(page);
      const lines = builtInAllocations["non-qualified"][9];
      await expect(zone.allocationRows).toHaveCount(lines.length);
      for (const [index, line] of lines.entries()) {
        const row = zone.allocationRows.nth(index);
        await expect(row).toContainText(line.instrument);
        await expect(row).toContainText(`${line.percentage}%`);
        await expect(row.getByText(allocationLinesCopy.noFirmProduct, { exact: true })).toBeVisible();
        await expect(row.getByRole("link")).toHaveCount(0);
      }
      // No S&P 500 model stands beside lines asking for international, emerging-market or sector ETFs.
      await expect(page.getByText(zoneProductsCopy.none)).toBeVisible();
      await expect(page.getByRole("main").getByRole("link", { name: /S&P 500/ })).toHaveCount(0);
      await lookAt(page, testInfo.outputPath(`zone-9-non-qualified-${width}.png`), { fullPage: true });
      const card = page.locator("[data-slot=card]").filter({ has: page.getByRole("heading", { name: "Portfolio Allocation" }) });
      await lookAt(card, testInfo.outputPath(`zone-9-non-qualified-${width}-allocation.png`));

      // Switched in the browser: zone 9 qualified names its large-cap products on that line only.
      await zone.accountRadio("Qualified Accounts").check();
      await expect(page).toHaveURL("/zone-navigator?zone=9&account=qualified");
      const largeCap = zone.allocationRows.filter({ hasText: "Large Cap Equity" });
      await expect(largeCap.getByRole("link", { name: "RS S&P 500 Balanced", exact: true })).toHaveAttribute("href", "/models/3");
      await expect(largeCap.getByRole("link", { name: "RSMV: RS Managed Volatility ETF" })).toHaveAttribute("href", "/etfs/rsmv");
      await expect(zone.allocationRows.filter({ hasText: "International" }).getByText(allocationLinesCopy.noFirmProduct)).toBeVisible();
      await lookAt(card, testInfo.outputPath(`zone-9-qualified-${width}-allocation.png`));
      const box = await largeCap.getByRole("link", { name: "RSMV: RS Managed Volatility ETF" }).boundingBox();
      expect(box!.x + box!.width).toBeLessThanOrEqual(width);
      await largeCap.getByRole("link", { name: "RS S&P 500 Balanced", exact: true }).click();
      await expect(page).toHaveURL("/models/3");
    },
  );
}

readingTest("the comparison shows each allocation line with its product or that the firm offers none", async ({ page }) => {
  await open(page, "/zone-navigator/compare?views=3-qualified,9-non-qualified");
  // A line's row: zone 3's cell, then zone 9's.
  const line = (name: string) =>
    page
      .getByRole("table", { name: "Zone comparison" })
      .getByRole("row")
      .filter({ has: page.getByRole("rowheader", { name, exact: true }) })
      .getByRole("cell");
  const bonds = line("Bonds").nth(0);
  await expect(bonds.getByRole("link", { name: "AAA Adaptive Income", exact: true })).toHaveAttribute("href", "/models/2");
  await expect(bonds.getByRole("link", { name: "YFYA: Yield Focus Adaptive ETF" })).toHaveAttribute("href", "/etfs/yfya");
  await expect(line("International").nth(0)).toContainText(allocationLinesCopy.noFirmProduct);
  for (const { instrument } of builtInAllocations["non-qualified"][9]) {
    await expect(line(instrument).nth(1)).toContainText(allocationLinesCopy.noFirmProduct);
    await expect(line(instrument).nth(1).getByRole("link")).toHaveCount(0);
  }
});
