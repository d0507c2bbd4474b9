// Every zone view names the firm's models and ETFs that implement it, with why each fits and a
// link to its page: the Zone Navigator (in every zone and account type, after a switch in the
// browser too), the comparison and the questionnaire's result show the same ones.
import type { Page } from "@playwright/test";
import { zoneProductRules, zoneProductsCopy } from "../../app/content/zone-products";
import { modelPath } from "../../app/content/model-basics";
import { modelNames } from "../../app/content/product-names";
import { productsFor } from "../../app/lib/zone-products";
import { ACCOUNT_TYPES, ZONES, type AccountType, type ZoneNumber } from "../../app/lib/zones";
import { saveForClientCopy, savedViewFieldCopy } from "../../app/content/saved-views";
import { expect, open, test } from "./support/fixtures";
import { balancedQuery } from "./support/questionnaire";
import { signedInOn } from "./support/signed-in";
import { zonePage } from "./support/zone-page";

/** The model names a view must list, in order, written from the placement rules. */
const modelsOf = (zone: ZoneNumber, account: AccountType) =>
  productsFor(zoneProductRules, { zone, account })
    .filter((ref) => ref.kind === "model")
    .map((ref) => modelNames[Number(ref.id) as keyof typeof modelNames]);

const products = (page: Page) => page.getByTestId("zone-products");

test("every zone and account type of the Zone Navigator names at least one of the firm's models, linked to its page", async ({ page }) => {
  await open(page, "/zone-navigator?zone=1&account=qualified");
  const zone = zonePage(page);
  for (const account of ACCOUNT_TYPES) {
    await zone.accountRadio(account === "qualified" ? "Qualified Accounts" : "Non-Qualified Accounts").check();
    for (const number of ZONES) {
      await zone.zoneRadio(number).check();
      await expect(page).toHaveURL(`/zone-navigator?zone=${number}&account=${account}`);
      const expected = modelsOf(number, account);
      expect(expected.length, `zone ${number}, ${account}`).toBeGreaterThan(0);
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
});

test("a view's models say why they fit, link to their fact sheets, and open their pages", async ({ page }) => {
  await open(page, "/zone-navigator?zone=8&account=non-qualified");
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

test("the comparison and the questionnaire's result show the same models for each view", async ({ page }) => {
  await open(page, "/zone-navigator/compare?views=2-qualified,5-qualified,8-non-qualified");
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
      [8, "non-qualified"],
    ] as const
  ).entries()) {
    for (const name of modelsOf(zone, account)) await expect(cells.nth(index).getByRole("link", { name, exact: true })).toBeVisible();
  }

  await open(page, `/zone-navigator/questionnaire?${balancedQuery}&account=qualified`);
  for (const name of modelsOf(6, "qualified")) await expect(products(page).getByRole("link", { name, exact: true })).toBeVisible();
});

test("a saved view names the same models as the page it was saved from", async ({ page }) => {
  await signedInOn(page, "saved-products");
  await open(page, "/zone-navigator?zone=8&account=non-qualified");
  const panel = page.locator("[data-slot=save-for-client]");
  await panel.getByRole("textbox", { name: savedViewFieldCopy.label, exact: true }).fill("Client P");
  await panel.getByRole("button", { name: saveForClientCopy.submit }).click();
  await page.waitForURL(/\/advisor\/saved-views\/[0-9a-f-]{36}\?saved$/);
  const expected = modelsOf(8, "non-qualified");
  expect(expected.length).toBeGreaterThan(0);
  for (const name of expected) await expect(products(page).getByRole("link", { name, exact: true })).toBeVisible();
  // Nothing else: each product's page, and each model's fact sheet.
  await expect(products(page).getByRole("link")).toHaveCount(
    productsFor(zoneProductRules, { zone: 8, account: "non-qualified" }).length + expected.length,
  );
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the server's HTML of a view already names its models", async ({ page }) => {
    await page.goto("/zone-navigator?zone=2&account=qualified");
    for (const name of modelsOf(2, "qualified")) await expect(products(page).getByRole("link", { name, exact: true })).toBeVisible();
    await expect(products(page).getByRole("link", { name: "YFYA: Yield Focus Adaptive ETF" })).toHaveAttribute("href", "/etfs/yfya");
  });
});
