// A model's performance is shown only as the SEC marketing rule asks (1, 5 and 10 years or since
// inception, net beside gross, a named benchmark, an as-of day), and only when the firm supplies
// it: no model has any today, so these tests give one a record to prove the page and the fact
// sheet would print it whole.
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { renderModelFactSheet } from "~/.server/pdf/model-fact-sheet";
import { modelFacts } from "~/.server/products/model-facts";
import { PerformanceSection } from "~/components/products/performance-section";
import { findModel, type InvestmentModel } from "~/content/models";
import { modelPage } from "~/content/models-page";
import { performanceProblems, returnText, type ModelPerformance } from "~/lib/model-performance";
import { flatten, pdfText } from "../support/pdf-text";

const twelveYears: ModelPerformance = {
  asOf: "2026-09-30",
  inception: "2014-07-01",
  benchmark: "S&P 500 Total Return Index",
  feeNote: "Net of the highest model fee, 1.00% a year, deducted monthly.",
  rows: [
    { period: "10 years", net: 8.04, gross: 9.12, benchmark: 12.98 },
    { period: "1 year", net: 11.46, gross: 12.57, benchmark: 17.6 },
    { period: "5 years", net: -0.04, gross: 1.01, benchmark: 14.41 },
  ],
};

const threeYears: ModelPerformance = {
  ...twelveYears,
  inception: "2023-06-14",
  rows: [
    { period: "1 year", net: 6.2, gross: 7.2, benchmark: 5.1 },
    { period: "Since inception", net: 5.5, gross: 6.5, benchmark: 4.9 },
  ],
};

describe("performanceProblems", () => {
  it("accepts a record with every period the model is old enough for, net beside gross, and a benchmark", () => {
    expect(performanceProblems(twelveYears)).toEqual([]);
    expect(performanceProblems(threeYears)).toEqual([]);
  });

  it("names each way a record falls short of the rule", () => {
    expect(performanceProblems({ ...twelveYears, rows: twelveYears.rows.filter((row) => row.period !== "10 years") })).toEqual([
      "10 years is missing: the model is older than that",
    ]);
    expect(
      performanceProblems({ ...threeYears, rows: [...threeYears.rows, { period: "5 years", net: 1, gross: 2, benchmark: 3 }] }),
    ).toEqual(["5 years is given for a model younger than that"]);
    expect(performanceProblems({ ...threeYears, rows: threeYears.rows.slice(0, 1) })).toEqual([
      "since inception is missing: the model is younger than 10 years",
    ]);
    expect(performanceProblems({ ...threeYears, benchmark: " ", feeNote: "" })).toEqual([
      "the benchmark must be named",
      "the note on fees must say how net returns are computed",
    ]);
    expect(
      performanceProblems({ ...threeYears, rows: [threeYears.rows[0]!, { period: "Since inception", net: 7, gross: 6, benchmark: 4 }] }),
    ).toEqual(["Since inception: the net return is above the gross return"]);
    expect(performanceProblems({ ...threeYears, asOf: "2023-01-01" })).toEqual([
      "the as-of day and the inception day must be ISO dates, inception first",
    ]);
  });

  it("prints a return with one decimal and its sign", () => {
    // A figure that rounds to nothing has no sign.
    expect([11.46, -0.04, 0, -3.16, 0.04].map(returnText)).toEqual(["+11.5%", "0.0%", "0.0%", "-3.2%", "0.0%"]);
  });
});

describe("a model with published performance", () => {
  const model: InvestmentModel = { ...findModel(4)!, performance: twelveYears };

  it("shows 1, 5 and 10 years in that order, net beside gross and the benchmark, with the as-of day", () => {
    const facts = modelFacts(model, "shown");
    expect(facts.performance!.rows.map((row) => [row.period, row.net, row.gross, row.benchmark])).toEqual([
      ["1 year", "+11.5%", "+12.6%", "+17.6%"],
      ["5 years", "0.0%", "+1.0%", "+14.4%"],
      ["10 years", "+8.0%", "+9.1%", "+13.0%"],
    ]);
    const html = renderToStaticMarkup(<PerformanceSection performance={facts.performance} />);
    expect(html).toContain("<caption");
    expect(html).toContain("Annualized total returns against the S&amp;P 500 Total Return Index");
    expect(html).toMatch(/Net of fees<\/th><th[^>]*>Gross of fees<\/th><th[^>]*>Benchmark/);
    expect(html).toContain("As of September 30, 2026. Model inception July 1, 2014.");
    expect(html).toContain(twelveYears.feeNote);
    expect(html).not.toContain(modelPage.performanceNone);
  });

  it("prints the same table on its fact sheet, still on one page", async () => {
    const { flat, pages } = await pdfText(
      await renderModelFactSheet({ model, date: new Date("2026-11-23T12:00:00Z"), projections: "shown" }),
    );
    expect(pages).toHaveLength(1);
    expect(flat).toContain("Annualized total returns against the S&P 500 Total Return Index");
    expect(flat).toContain("1 year +11.5% +12.6% +17.6%");
    expect(flat).toContain("10 years +8.0% +9.1% +13.0%");
    expect(flat).toContain(flatten(twelveYears.feeNote));
    expect(flat).not.toContain(flatten(modelPage.performanceNone));
  });
});
