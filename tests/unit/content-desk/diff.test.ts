// What an approver reads of a change: one line per value that changed, in the page's words.
import { describe, expect, it } from "vitest";
import type { BodyOf } from "~/lib/content-desk/bodies";
import { bodyEntries, diffBodies } from "~/lib/content-desk/diff";
import { builtInZoneData } from "~/lib/content-desk/zone-dataset";

const figures: BodyOf<"model-figures"> = {
  stats: [{ key: "sharpeRatio", value: "1.26" }],
  statsDates: { from: "2016-01-01", to: "2025-12-31" },
  statsBenchmark: "S&P 500",
  performance: {
    asOf: "2025-12-31",
    inception: "2019-04-01",
    benchmark: "S&P 500",
    feeNote: "Net of 1.00% a year",
    rows: [
      { period: "1 year", net: 5.1, gross: 6.1, benchmark: 7 },
      { period: "Since inception", net: 7, gross: 8, benchmark: 9 },
    ],
  },
  targets: [{ key: "targetedReturn", value: "6-8%", basis: "net" }],
  holdings: {
    asOf: "2025-12-31",
    positions: [
      { ticker: "SPY", name: "SPDR S&P 500 ETF", weight: 30 },
      { ticker: "BIL", name: "T-Bills", weight: 70 },
    ],
  },
};

describe("diffBodies", () => {
  it("says what changed in a model's figures, in the page's words", () => {
    const after: BodyOf<"model-figures"> = {
      ...figures,
      stats: [{ key: "sharpeRatio", value: "1.30" }],
      performance: {
        ...figures.performance!,
        rows: [{ period: "1 year", net: 5.4, gross: 6.1, benchmark: 7 }, figures.performance!.rows[1]!],
      },
      targets: [{ key: "targetedReturn", value: "6-8%", basis: "gross" }],
      holdings: {
        asOf: "2025-12-31",
        positions: [
          { ticker: "SPY", name: "SPDR S&P 500 ETF", weight: 35 },
          { ticker: "IEF", name: "7-10 Year Treasury ETF", weight: 65 },
        ],
      },
    };
    expect(diffBodies("model-figures", figures, after)).toEqual([
      "Sharpe Ratio: 1.26 → 1.30",
      "performance 1 year net: 5.1% → 5.4%",
      "Targeted Return: 6-8% (net) → 6-8% (gross)",
      "holding SPY: 30% → 35%",
      "holding IEF: added, 65%",
      "holding IEF name: added, 7-10 Year Treasury ETF",
      "holding BIL: removed (was 70%)",
      "holding BIL name: removed (was T-Bills)",
    ]);
  });

  it("says nothing changed when nothing did, and lists everything as added for a first version", () => {
    expect(diffBodies("model-figures", figures, structuredClone(figures))).toEqual([]);
    const first = diffBodies("media", null, { type: "coverage", date: "2026-10-01", title: "Interview", outlet: "Podcast" });
    expect(first).toEqual([
      "type: added, coverage",
      "date: added, 2026-10-01",
      "title: added, Interview",
      "outlet: added, Podcast",
      "sample: added, no",
    ]);
  });

  it("names the zone, the account type and the line of a zone data change", () => {
    const after = structuredClone(builtInZoneData()) as BodyOf<"zone-data">;
    after.zones["4"].expectedreturn = "8-10%";
    const bonds = after.allocations.qualified["4"].find((item) => item.instrument === "Bonds")!;
    const equity = after.allocations.qualified["4"].find((item) => item.instrument === "Large Cap Equity")!;
    bonds.percentage = 40;
    equity.percentage = 40;
    after.products["non-qualified"]["2"] = after.products["non-qualified"]["2"].filter((product) => product.id !== "6");
    expect(diffBodies("zone-data", builtInZoneData(), after)).toEqual([
      "Zone 4, expected return: 7-9% → 8-10%",
      "Zone 4 (qualified), allocation Bonds: 45% → 40%",
      "Zone 4 (qualified), allocation Large Cap Equity: 35% → 40%",
      expect.stringMatching(/^Zone 2 \(non-qualified\), model 6: removed \(was Broad S&P 500 exposure/),
    ]);
  });

  it("says a long text changed, with its length, and a signal's trades by weight", () => {
    const signal: BodyOf<"signal"> = {
      modelId: 3,
      effectiveDate: "2026-12-01",
      title: "Defensive",
      trades: [
        { ticker: "SPY", name: "SPDR S&P 500 ETF", before: 60, after: 50 },
        { ticker: "BIL", name: "T-Bills", before: 40, after: 50 },
      ],
      reasoning: "Short.",
    };
    const after = {
      ...signal,
      trades: [
        { ...signal.trades[0]!, after: 45 },
        { ...signal.trades[1]!, after: 55 },
      ],
      reasoning: "A longer reasoning.",
    };
    expect(diffBodies("signal", signal, after)).toEqual([
      "trade SPY, weight after: 50% → 45%",
      "trade BIL, weight after: 50% → 55%",
      "reasoning: changed (6 characters → 19 characters)",
    ]);
  });

  it("says when a body cannot be read, rather than guessing", () => {
    expect(
      diffBodies("media", { type: "nonsense" }, { type: "coverage", date: "2026-10-01", title: "Interview", outlet: "Podcast" }),
    ).toEqual(["The earlier version's body cannot be read: compare the versions' fields by eye."]);
  });
});

describe("bodyEntries", () => {
  it("shows a version's values in the words of its changes: percentages, yes or no, the whole text", () => {
    const entries = bodyEntries("model-figures", figures)!;
    expect(entries.slice(0, 4)).toEqual([
      { label: "Sharpe Ratio", text: "1.26", long: false },
      { label: "Statistics period", text: "2016-01-01 to 2025-12-31", long: false },
      { label: "Statistics benchmark", text: "S&P 500", long: false },
      { label: "Performance as of", text: "2025-12-31", long: false },
    ]);
    expect(entries).toContainEqual({ label: "Performance 1 year net", text: "5.1%", long: false });
    const article = bodyEntries("commentary", {
      title: "Rates",
      slug: "rates",
      summary: "What changed.",
      author: "Pat Lee",
      date: "2026-11-20",
      reviewBy: "2027-02-20",
      sample: false,
      markdown: "## Rates\n\nHeld steady.",
    });
    expect(article).toContainEqual({ label: "Sample", text: "no", long: false });
    expect(article).toContainEqual({ label: "Text", text: "## Rates\n\nHeld steady.", long: true });
  });

  it("gives nothing for a body that cannot be read as its kind, for the screen to show field by field", () => {
    expect(bodyEntries("model-figures", { stats: "not a list" })).toBeNull();
  });
});
