// The models page lists every model with its figures and leads to each model's own page; a
// model's page carries its own title, its facts, the same six measures as every model (each
// naming its period and as-of date, "Not published" where the firm gives none), no made-up
// performance, the zones it fits and its fact sheet.
import { investmentModels } from "../../app/content/models";
import { targetsOf } from "../../app/content/model-targets.server";
import { modelPage, modelPageMeta, modelsPage } from "../../app/content/models-page";
import { firmDisclosures } from "../../app/content/disclosures";
import { BEING_UPDATED, beingUpdatedNote, figureDatesCopy, MODEL_MEASURES, rebalancingNote, statInfo } from "../../app/content/model-stats";
import { phone } from "./support/accessibility";
import { readFileSync } from "node:fs";
import { pdfBoxes } from "../support/pdf-boxes";
import { pdfText } from "../support/pdf-text";
import { expect, open, test } from "./support/fixtures";
import { readingTest } from "./support/reading-page";
import { signedInOn } from "./support/signed-in";

const card = (page: import("@playwright/test").Page, id: number) => page.locator(`#model-${id}`);

readingTest("models: every growth and income model with every figure of the spec, each leading to its page", async ({ page }) => {
  await open(page, "/models");
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1 })).toHaveText("Our Investment Models");
  await expect(main).toContainText(rebalancingNote);
  await expect(main).toContainText("rebalanced and monitored monthly");

  const growth = page.getByRole("region", { name: "Growth Models" });
  const income = page.getByRole("region", { name: "Income Models" });
  await expect(growth.getByRole("article").getByRole("heading", { level: 3 })).toHaveText([
    "RS S&P 500 Balanced",
    "RS S&P 500 Growth",
    "RS S&P 500 Tax Loss Harvesting Model",
    "S&P 500 Tax Loss Harvesting Model",
    "The AI Contrarian Growth Model",
  ]);
  await expect(income.getByRole("article").getByRole("heading", { level: 3 })).toHaveText([
    "AAA Adaptive Income",
    "Money Market Plus Strategy A",
  ]);
  await expect(growth.getByRole("article").filter({ hasText: "Growth Model" })).toHaveCount(5);
  await expect(income.getByRole("article").filter({ hasText: "Income Model" })).toHaveCount(2);

  const figures = async (id: number) =>
    card(page, id)
      .locator("dl > div")
      .evaluateAll((rows) =>
        Object.fromEntries(rows.map((row) => [row.querySelector("dt")!.textContent, row.querySelector("dd")!.textContent])),
      );
  const minimum = { "Minimum Investment": "$1,000" };
  // A statistic without its period, as-of date and benchmark is never shown bare: "Being updated".
  expect(await figures(3)).toEqual({ "Risk Level": "Moderate", "Sharpe Ratio": BEING_UPDATED, "Down-Capture": BEING_UPDATED, ...minimum });
  expect(await figures(4)).toEqual({
    "Risk Level": "Moderate Aggressive",
    "Up-Capture": BEING_UPDATED,
    "Max Drawdown": BEING_UPDATED,
    ...minimum,
  });
  // No record of its own: RS S&P 500 Growth's figures are not shown as the harvesting model's.
  expect(await figures(5)).toEqual({ "Risk Level": "Moderate Aggressive", ...minimum });
  await expect(main).not.toContainText("1.26");
  await expect(main).not.toContainText("36.88");
  // The spec's "N/A" reads "Not published": the firm gives no figure.
  expect(await figures(6)).toEqual({ "Risk Level": "Not published", ...minimum });
  expect(await figures(7)).toEqual({ "Risk Level": "High", Objective: "Long-term growth", ...minimum });
  expect(await figures(2)).toEqual({
    "Risk Level": "Low",
    Objective: "Short-term 2-3 year accumulation",
    // A hypothetical figure: its fee basis, and a link to its assumptions (named for the figure).
    "Targeted Max Drawdown": "10%Hypothetical, net of feesAssumptions",
    "Targeted Return": "6-8%Hypothetical, per year, net of feesAssumptions",
    ...minimum,
  });
  expect(await figures(1)).toEqual({
    "Risk Level": "Low",
    Objective: "Spending money",
    "Targeted Max Drawdown": "5%Hypothetical, net of feesAssumptions",
    "Targeted Return": "5-7%Hypothetical, per year, net of feesAssumptions",
    ...minimum,
  });
  await expect(card(page, 2).getByRole("link", { name: "Assumptions: Targeted Return" })).toHaveAttribute("href", "/models/2#assumptions");
  await expect(main).not.toContainText("N/A");
  await expect(card(page, 7)).toContainText("High risk");
  await expect(card(page, 7)).toContainText("no downside risk management");

  const why = main.getByRole("region", { name: "Why Our Models Work" });
  await expect(why.getByRole("heading", { level: 2 })).toHaveText("Why Our Models Work");
  for (const point of modelsPage.whyPoints) await expect(why).toContainText(point);

  await expect(main.locator("[aria-current]")).toHaveCount(0);
  await expect(main.getByText("Selected", { exact: true })).toHaveCount(0);

  await card(page, 4).getByRole("link", { name: "View the model RS S&P 500 Growth" }).click();
  await expect(page).toHaveURL("/models/4");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("RS S&P 500 Growth");
});

readingTest("models: a statistic being updated says why, and each target is explained", async ({ page }) => {
  await open(page, "/models");
  for (const id of [3, 4]) await expect(card(page, id).getByTestId("figure-notes")).toContainText(beingUpdatedNote);
  for (const id of [1, 2]) await expect(card(page, id).getByTestId("figure-notes")).toContainText("Targets are objectives, not guarantees");
  // The spec's "N/A: figure not available" reads "Not published" (issue #23).
  await expect(card(page, 6).getByTestId("figure-notes")).toContainText("Not published: the firm does not publish this figure");
});

for (const model of investmentModels) {
  readingTest(`/models/${model.id} is ${model.name}'s own page, with its title and the same six measures`, async ({ page }) => {
    const response = await open(page, `/models/${model.id}`);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(modelPageMeta(model).title);
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText(model.name);
    await expect(main).toContainText(model.description);

    const tiles = main.getByRole("region", { name: modelPage.statsTitle }).locator("dl > div");
    await expect(tiles.locator("dt")).toHaveText(MODEL_MEASURES.map((key) => statInfo[key].label));
    for (const [index, key] of MODEL_MEASURES.entries()) {
      const stat = [...model.stats, ...targetsOf(model.id)].find((candidate) => candidate.key === key);
      const tile = tiles.nth(index);
      if (!stat) {
        // Said once: no period or date under a figure that does not exist.
        await expect(tile.locator("dd")).toHaveText("Not published");
      } else if (statInfo[key].kind === "target") {
        await expect(tile).toContainText(stat.value);
        await expect(tile).toContainText(figureDatesCopy.target);
        // A target is hypothetical: it says its fee basis (the return its period too) and links to its assumptions on the page.
        await expect(tile).toContainText(key === "targetedReturn" ? "Hypothetical, per year, net of fees" : "Hypothetical, net of fees");
        await expect(tile.getByRole("link", { name: `Assumptions: ${statInfo[key].label}` })).toHaveAttribute(
          "href",
          `/models/${model.id}#assumptions`,
        );
      } else {
        // No statistic without its period, as-of date and benchmark: none is published yet.
        await expect(tile).toContainText(BEING_UPDATED);
        await expect(tile).not.toContainText(stat.value);
        await expect(tile).toContainText(figureDatesCopy.undated);
      }
    }
    await expect(main).not.toContainText("N/A");

    // No performance figure is made up: none is supplied, and the page says so.
    const performance = main.getByRole("region", { name: modelPage.performanceTitle });
    await expect(performance).toContainText(modelPage.performanceNone);
    await expect(performance.locator("table")).toHaveCount(0);

    const facts = main.getByRole("complementary", { name: modelPage.factsTitle });
    await expect(facts).toContainText(`Risk level${model.riskLevel ?? "Not published"}`);
    await expect(facts).toContainText("RebalancingMonthly");
    await expect(facts).toContainText("Minimum investment$1,000");
    await expect(facts.getByRole("link", { name: modelPage.factSheetLink })).toHaveAttribute(
      "href",
      `/advisor/downloads/models/${model.id}.pdf`,
    );
    // The model's signals: the list the signals page's own filter opens (found in an advisor's review).
    await expect(facts.getByRole("link", { name: modelPage.signalsLink })).toHaveAttribute("href", `/signals?model=${model.id}#published`);

    const zones = main.getByRole("region", { name: modelPage.zonesTitle });
    const zoneLinks = zones.getByRole("link");
    if (model.id === 4 || model.id === 5) {
      // Its drawdown (-36.88%) is deeper than every zone's target: placed in none.
      await expect(zones).toContainText(modelPage.zonesNone);
      await expect(zoneLinks).toHaveCount(0);
    } else {
      expect(await zoneLinks.count()).toBeGreaterThan(0);
      await expect(zoneLinks.first()).toHaveAttribute("href", /^\/zone-navigator\?zone=\d+&account=(qualified|non-qualified)$/);
    }
  });
}

test("a signed-in advisor saves a model's fact sheet from its page: one US Letter page with the page's facts", async ({ page }) => {
  await signedInOn(page, "fact-sheet", "/models/2");
  const saving = page.waitForEvent("download");
  await page.getByRole("link", { name: modelPage.factSheetLink }).click();
  const pdf = readFileSync(await (await saving).path());
  const pages = await pdfBoxes(pdf);
  expect(pages.map((sheet) => [sheet.width, sheet.height])).toEqual([[612, 792]]);
  const { flat } = await pdfText(pdf, { raw: true });
  for (const text of ["AAA Adaptive Income", "Short-term 2-3 year accumulation", "6-8%", "Zones 3-8, Qualified (Tax-Deferred)"])
    expect(flat).toContain(text);
});

readingTest("a model's zone link opens that view of the Zone Navigator, which names the model", async ({ page }) => {
  await open(page, "/models/3");
  await page.getByRole("link", { name: "Zone 5, Qualified (Tax-Deferred)" }).click();
  await expect(page).toHaveURL("/zone-navigator?zone=5&account=qualified");
  await expect(page.getByTestId("zone-products").getByRole("link", { name: "RS S&P 500 Balanced", exact: true })).toHaveAttribute(
    "href",
    "/models/3",
  );
});

for (const id of ["99", "abc"]) {
  readingTest(`/models/${id} (no such model) answers the not-found screen`, async ({ page, browserErrors }) => {
    browserErrors.expect(/^console: Failed to load resource: the server responded with a status of 404/);
    browserErrors.expect(new RegExp(`^console: 404 Error: User attempted to access non-existent route: /models/${id}$`));
    const response = await page.goto(`/models/${id}`);
    expect(response?.status()).toBe(404);
    await expect(page.getByText("Oops! Page not found")).toBeVisible();
    await expect.poll(() => browserErrors.seen().some((line) => line.includes(`non-existent route: /models/${id}`))).toBe(true);
  });
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  readingTest("a model's page is whole in the server's HTML", async ({ page }) => {
    await page.goto("/models/2");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("AAA Adaptive Income");
    await expect(page.getByRole("region", { name: modelPage.statsTitle })).toContainText("6-8%");
    await expect(page.getByRole("link", { name: "YFYA: Yield Focus Adaptive ETF" })).toHaveAttribute("href", "/etfs/yfya");
  });
});

for (const viewport of [phone, { width: 1280, height: 900 }]) {
  readingTest(
    `at ${viewport.width} px a model's page shows no statistic without its period, and the footer carries the firm's disclosures`,
    async ({ page }) => {
      await page.setViewportSize(viewport);
      await open(page, "/models/3");
      const tiles = page.getByRole("region", { name: modelPage.statsTitle });
      await expect(tiles.getByText(BEING_UPDATED, { exact: true }).first()).toBeVisible();
      await expect(page.getByRole("main")).not.toContainText("1.26");
      const footer = page.getByRole("contentinfo");
      await expect(footer.getByText(firmDisclosures.registration)).toBeVisible();
      for (const document of [firmDisclosures.formAdvPart2A, firmDisclosures.formCrs]) {
        const link = footer.getByRole("link", { name: document.label });
        await expect(link).toBeVisible();
        await expect(link).toHaveAttribute("href", document.href);
      }
    },
  );
}
