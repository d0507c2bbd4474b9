import { investmentModels, modelsPage, rebalancingNote } from "../../app/content/models";
import { expect, open, test } from "./support/fixtures";

const card = (page: import("@playwright/test").Page, id: number) => page.locator(`#model-${id}`);

test("models: every growth and income model with every figure of the spec", async ({ page }) => {
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
  expect(await figures(3)).toEqual({ "Risk Level": "Moderate", "Sharpe Ratio": "1.26", "Down-Capture": "38.52%" });
  const rsGrowth = { "Risk Level": "Moderate Aggressive", "Up-Capture": "147%", "Max Drawdown": "-36.88%" };
  expect(await figures(4)).toEqual(rsGrowth);
  expect(await figures(5)).toEqual(rsGrowth);
  expect(await figures(6)).toEqual({ "Risk Level": "N/A", "Up-Capture": "N/A", "Max Drawdown": "N/A" });
  expect(await figures(7)).toEqual({
    "Risk Level": "High",
    Objective: "Long-term growth",
    "Minimum Investment": "$1,000",
  });
  expect(await figures(2)).toEqual({
    "Risk Level": "Low",
    Objective: "Short-term 2-3 year accumulation",
    "Targeted Max Drawdown": "10%",
    "Targeted Return": "6-8%net of all fees",
    "Minimum Investment": "$1,000",
  });
  expect(await figures(1)).toEqual({
    "Risk Level": "Low",
    Objective: "Spending money",
    "Targeted Max Drawdown": "5%",
    "Targeted Return": "5-7%net of fees",
    "Minimum Investment": "$1,000",
  });
  await expect(card(page, 7)).toContainText("High risk");
  await expect(card(page, 7)).toContainText("no downside risk management");

  const why = main.getByRole("region", { name: "Why Our Models Work" });
  await expect(why.getByRole("heading", { level: 2 })).toHaveText("Why Our Models Work");
  for (const point of modelsPage.whyPoints) await expect(why).toContainText(point);

  await expect(main.locator("[aria-current]")).toHaveCount(0);
  await expect(main.getByText("Selected", { exact: true })).toHaveCount(0);
});

test("models: each performance statistic is explained, with the past-performance note", async ({ page }) => {
  await open(page, "/models");
  for (const id of [3, 4, 5]) {
    const notes = card(page, id).getByTestId("figure-notes");
    await expect(notes).toContainText("Past performance does not indicate future results.");
  }
  await expect(card(page, 3).getByTestId("figure-notes")).toContainText("Sharpe Ratio: return above the risk-free rate");
  await expect(card(page, 3).getByTestId("figure-notes")).toContainText("Down-Capture: the share of the benchmark's losses");
  await expect(card(page, 4).getByTestId("figure-notes")).toContainText("Up-Capture:");
  await expect(card(page, 4).getByTestId("figure-notes")).toContainText("Max Drawdown:");
  for (const id of [1, 2]) await expect(card(page, id).getByTestId("figure-notes")).toContainText("Targets are objectives, not guarantees");
  await expect(card(page, 6).getByTestId("figure-notes")).toContainText("N/A: figure not available");
});

for (const { id, how } of [
  { id: 2, how: "prerendered" },
  { id: 6, how: "rendered on request" },
]) {
  test(`/models/${id} (${how}) marks that model and brings it into view`, async ({ page }) => {
    const response = await open(page, `/models/${id}`);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(/Our Investment Models/);
    const selected = card(page, id);
    await expect(selected).toHaveAttribute("aria-current", "true");
    await expect(selected.getByText("Selected", { exact: true })).toBeVisible();
    await expect(selected).toBeInViewport();
    await expect(page.locator("main [aria-current]")).toHaveCount(1);
    await expect(page.getByRole("article")).toHaveCount(investmentModels.length);
  });
}

for (const id of ["99", "abc"]) {
  test(`/models/${id} (unknown id) shows the page without a mark`, async ({ page }) => {
    const response = await open(page, `/models/${id}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Our Investment Models");
    await expect(page.getByRole("article")).toHaveCount(investmentModels.length);
    await expect(page.locator("main [aria-current]")).toHaveCount(0);
    await expect(page.getByText("Selected", { exact: true })).toHaveCount(0);
  });
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the server's HTML already carries the mark, prerendered or not", async ({ page }) => {
    for (const id of [1, 3, 7]) {
      await page.goto(`/models/${id}`);
      await expect(card(page, id)).toHaveAttribute("aria-current", "true");
      await expect(card(page, id)).toContainText("Selected");
      await expect(page.locator("main [aria-current]")).toHaveCount(1);
    }
    await page.goto("/models");
    await expect(page.locator("main [aria-current]")).toHaveCount(0);
  });
});
