// What a model's page (and fact sheet) and a fund's page show of their figures on a given day:
// statistics only with their period, as-of date and benchmark up to the latest year-end, a
// borrowed record named as such, and a fund's standardized table only as of the latest quarter-end.
import { describe, expect, it } from "vitest";
import { etfFacts } from "~/.server/products/etf-facts";
import { modelFacts, statsShown } from "~/.server/products/model-facts";
import { etfs, etfsPage } from "~/content/etfs";
import { BEING_UPDATED, beingUpdatedNote, figureDatesCopy, performanceNote } from "~/content/model-stats";
import { modelPage } from "~/content/models-page";
import { findModel } from "~/content/models";
import { samplePerformance } from "../support/model-performance";

const today = new Date("2026-11-26T10:00:00Z");
const balanced = findModel(3)!;
const dated = { ...balanced, statsDates: { from: "2016-01-01", to: "2025-12-31" }, statsBenchmark: "S&P 500 Total Return Index" };

const tile = (facts: ReturnType<typeof modelFacts>, label: string) => facts.measures.find((measure) => measure.label === label)!;

describe("a model's statistics", () => {
  it("are shown with their period, as-of date and benchmark when they reach the latest year-end", () => {
    const facts = modelFacts(dated, "shown", today);
    expect(tile(facts, "Sharpe Ratio")).toMatchObject({
      value: "1.26",
      published: true,
      dates: "January 1, 2016 to December 31, 2025, as of December 31, 2025, against the S&P 500 Total Return Index",
    });
    expect(facts.notes).toContain(performanceNote);
    expect(facts.notes).not.toContain(beingUpdatedNote);
    expect(statsShown(dated, today)).toEqual({ updating: false, dates: tile(facts, "Sharpe Ratio").dates });
  });

  it("are being updated, never shown, without their period or once it ends before the latest year-end", () => {
    for (const model of [balanced, { ...dated, statsBenchmark: undefined }]) {
      const facts = modelFacts(model, "shown", today);
      expect(tile(facts, "Sharpe Ratio")).toMatchObject({ value: BEING_UPDATED, published: false, dates: figureDatesCopy.undated });
      expect(facts.notes).toContain(beingUpdatedNote);
      expect(JSON.stringify(facts)).not.toContain("1.26");
    }
    const stale = modelFacts(dated, "shown", new Date("2027-01-05T00:00:00Z"));
    expect(tile(stale, "Sharpe Ratio")).toMatchObject({ value: BEING_UPDATED, dates: figureDatesCopy.stale("December 31, 2025") });
    expect(statsShown(dated, new Date("2027-01-05T00:00:00Z")).updating).toBe(true);
  });

  it("borrowed from another model say whose record they are, beside the figures", () => {
    const facts = modelFacts({ ...dated, id: 5, recordOf: 4 }, "shown", today);
    expect(tile(facts, "Sharpe Ratio").qualifier).toBe(figureDatesCopy.recordOf("RS S&P 500 Growth"));
    expect(statsShown({ ...dated, recordOf: 4 }, today).dates).toContain("RS S&P 500 Growth's record, not this model's own");
  });

  it("returns older than the latest year-end are being updated, not shown", () => {
    const performance = { ...samplePerformance, asOf: "2025-09-30" };
    expect(modelFacts({ ...dated, performance }, "shown", today)).toMatchObject({ performance: undefined, performanceUpdating: true });
    const current = modelFacts({ ...dated, performance: { ...performance, asOf: "2025-12-31" } }, "shown", today);
    expect(current.performanceUpdating).toBe(false);
    expect(current.performance?.rows.map((row) => [row.period, row.net, row.gross])).toEqual([
      ["1 year", "+6.1%", "+7.1%"],
      ["5 years", "+9.2%", "+10.2%"],
      ["Since inception", "+8.7%", "+9.7%"],
    ]);
    expect(modelPage.performanceUpdating).toMatch(/being updated/);
  });
});

describe("a fund's page", () => {
  const fund = etfs[1]!;
  const performance = {
    asOf: "2026-09-30",
    rows: [
      { period: "1 year" as const, nav: 9.14, market: 9.2 },
      { period: "Since inception" as const, nav: 7.4, market: 7.45 },
    ],
  };

  it("shows gross and net expense ratios, a waiver's end, and the principal risks", () => {
    const facts = etfFacts({ ...fund, grossExpenseRatio: "0.95%", netExpenseRatio: "0.85%", waiverEnds: "2027-02-28" }, today);
    expect(facts.facts).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ label: etfsPage.facts.grossExpenseRatio, value: "0.95%" }),
        { label: etfsPage.facts.netExpenseRatio, value: "0.85%", note: etfsPage.netExpenseRatioNote("February 28, 2027") },
      ]),
    );
    expect(facts.risks).toEqual(fund.principalRisks);
  });

  it("shows the standardized table as of the latest quarter-end, and says it is being updated after", () => {
    expect(etfFacts(fund, today).performance).toEqual({ none: etfsPage.performanceNone });
    expect(etfFacts({ ...fund, performance }, today).performance).toEqual({
      caption: etfsPage.performanceCaption("September 30, 2026"),
      rows: [
        { period: "1 year", nav: "+9.1%", market: "+9.2%" },
        { period: "Since inception", nav: "+7.4%", market: "+7.5%" },
      ],
    });
    expect(etfFacts({ ...fund, performance }, new Date("2027-01-02T00:00:00Z")).performance).toEqual({
      none: etfsPage.performanceUpdating,
    });
  });
});
