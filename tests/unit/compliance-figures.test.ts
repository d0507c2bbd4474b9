// No figure without its period: each rule of app/lib/compliance finds what it must on a bad
// fixture and nothing on a sound one, on the day the caller hands in.
import { describe, expect, it } from "vitest";
import { isQuarterEnd, latestQuarterEnd, latestYearEnd } from "~/lib/compliance/dates";
import { borrowedRecordFindings, figureFindings, statsState, type ModelFigures } from "~/lib/compliance/figures";
import { zoneDrawdownFindings } from "~/lib/compliance/zones";
import type { ModelPerformance } from "~/lib/model-performance";

const today = new Date("2026-11-26T10:00:00Z");

const sound: ModelFigures = {
  id: 4,
  name: "Growth",
  stats: [
    { key: "upCapture", value: "147%" },
    { key: "maxDrawdown", value: "-18.2%" },
  ],
  statsDates: { from: "2016-01-01", to: "2025-12-31" },
  statsBenchmark: "S&P 500 Total Return Index",
};

const returns: ModelPerformance = {
  asOf: "2025-12-31",
  inception: "2019-01-02",
  benchmark: "S&P 500 Total Return Index",
  feeNote: "Net of the highest model fee, 1.00% a year",
  rows: [
    { period: "1 year", net: 10.1, gross: 11.1, benchmark: 17.9 },
    { period: "5 years", net: 8.2, gross: 9.2, benchmark: 14.5 },
    { period: "Since inception", net: 9, gross: 10, benchmark: 15 },
  ],
};

describe("the reporting dates", () => {
  it("are the latest calendar year-end and quarter-end before the day of the check", () => {
    expect(latestYearEnd(today)).toBe("2025-12-31");
    expect(latestQuarterEnd(today)).toBe("2026-09-30");
    expect(latestYearEnd(new Date("2026-12-31T23:00:00Z"))).toBe("2025-12-31");
    expect(latestYearEnd(new Date("2027-01-01T00:00:00Z"))).toBe("2026-12-31");
    expect(latestQuarterEnd(new Date("2026-01-15T00:00:00Z"))).toBe("2025-12-31");
    expect(latestQuarterEnd(new Date("2026-04-01T00:00:00Z"))).toBe("2026-03-31");
    expect(isQuarterEnd("2026-06-30")).toBe(true);
    expect(isQuarterEnd("2026-06-29")).toBe(false);
  });
});

describe("figure-period and stale-figure", () => {
  it("find nothing in statistics with their period, as-of date and benchmark, reaching the latest year-end", () => {
    expect(statsState(sound, today)).toBe("current");
    expect(
      figureFindings([sound, { ...sound, id: 9, stats: [{ key: "targetedReturn", value: "6-8%" }], statsDates: undefined }], today),
    ).toEqual([]);
  });

  it.each([
    ["no period", { statsDates: undefined }],
    ["no start", { statsDates: { to: "2025-12-31" } }],
    ["no benchmark", { statsBenchmark: undefined }],
    ["a period ending before it starts", { statsDates: { from: "2026-01-01", to: "2025-12-31" } }],
  ])("name statistics with %s", (_, change) => {
    const model = { ...sound, ...change };
    expect(statsState(model, today)).toBe("undated");
    expect(figureFindings([model], today)).toEqual([
      expect.objectContaining({ rule: "figure-period", where: "app/content/models.ts › investmentModels[0].statsDates" }),
    ]);
    expect(figureFindings([model], today, { upCapture: "Up-Capture", maxDrawdown: "Max Drawdown" })[0]!.message).toMatch(
      /Up-Capture, Max Drawdown lack their period/,
    );
  });

  it("name statistics ending before the latest calendar year-end, which the site shows as being updated", () => {
    const old = { ...sound, statsDates: { from: "2015-01-01", to: "2024-12-31" } };
    expect(statsState(old, today)).toBe("stale");
    expect(figureFindings([old], today)).toEqual([
      expect.objectContaining({ rule: "stale-figure", message: expect.stringContaining("before the latest calendar year-end 2025-12-31") }),
    ]);
    // The same figures were current a year earlier: the day is the caller's.
    expect(figureFindings([old], new Date("2025-11-26T00:00:00Z"))).toEqual([]);
  });

  it("name returns without net beside gross, and returns older than the latest year-end", () => {
    expect(figureFindings([{ ...sound, performance: returns }], today)).toEqual([]);
    const noGross = { ...returns, rows: returns.rows.map((row) => ({ ...row, gross: Number.NaN })) };
    expect(figureFindings([{ ...sound, performance: noGross }], today).map((finding) => finding.rule)).toEqual([
      "figure-period",
      "figure-period",
      "figure-period",
    ]);
    const old = { ...returns, asOf: "2025-09-30" };
    expect(figureFindings([{ ...sound, performance: old }], today)).toEqual([
      expect.objectContaining({ rule: "stale-figure", where: expect.stringMatching(/performance\.asOf$/) }),
    ]);
  });
});

describe("borrowed-record", () => {
  const harvesting: ModelFigures = { ...sound, id: 5, name: "Growth with tax-loss harvesting" };

  it("names a model showing another's statistics as its own", () => {
    expect(borrowedRecordFindings([sound, harvesting])).toEqual([
      {
        rule: "borrowed-record",
        where: "app/content/models.ts › investmentModels[1].stats",
        message: expect.stringContaining("shows the same statistics as Growth (model 4) as its own"),
      },
    ]);
  });

  it("accepts the record when the model says whose it is, or shows none", () => {
    expect(borrowedRecordFindings([sound, { ...harvesting, recordOf: 4 }])).toEqual([]);
    expect(borrowedRecordFindings([sound, { ...harvesting, stats: [] }])).toEqual([]);
    expect(borrowedRecordFindings([sound, { ...harvesting, stats: [{ key: "upCapture", value: "120%" }] }])).toEqual([]);
  });
});

describe("zone-drawdown", () => {
  const zones = { 6: { zone: 6, maxdrawdown: "18%" }, 7: { zone: 7, maxdrawdown: "22%" }, 10: { zone: 10, maxdrawdown: "35%" } } as const;
  const deep = { id: 4, name: "Growth", stats: [{ key: "maxDrawdown", value: "-36.88%" }] };

  it("names a model placed in zones whose max-drawdown target its worst drawdown exceeds", () => {
    const findings = zoneDrawdownFindings(zones, [{ kind: "model", id: "4", zones: [7, 10], why: "" }], [deep]);
    expect(findings).toEqual([
      {
        rule: "zone-drawdown",
        where: "app/content/zone-products.ts › zoneProductRules[0]",
        message:
          "Growth (model 4), worst drawdown -36.88%, is placed in zones whose max-drawdown target is smaller: zone 7 22%, zone 10 35%.",
      },
    ]);
  });

  it("names a targeted max drawdown deeper than the zone's, and passes models within their zones", () => {
    const income = { id: 2, name: "Income", stats: [{ key: "targetedMaxDrawdown", value: "20%" }] };
    expect(zoneDrawdownFindings(zones, [{ kind: "model", id: "2", zones: [6, 7], why: "" }], [income])).toEqual([
      expect.objectContaining({ message: expect.stringContaining("targeted max drawdown 20%") }),
    ]);
    const within = { id: 3, name: "Balanced", stats: [{ key: "maxDrawdown", value: "-17.5%" }] };
    expect(
      zoneDrawdownFindings(
        zones,
        [
          { kind: "model", id: "3", zones: [6, 7, 10], why: "" },
          { kind: "etf", id: "4", zones: [6], why: "" },
        ],
        [within, deep],
      ),
    ).toEqual([]);
  });
});
