// One quarter's model figures from a CSV file: a sound file fills each model's body; a bad one is
// refused whole, each problem named by row and column. And the weights a rebalancer imports.
import { describe, expect, it } from "vitest";
import { importModelFiguresCsv, standardPeriod } from "~/lib/content-desk/model-figures-csv";
import type { ModelFiguresBody } from "~/lib/content-desk/bodies";

const lines = (...rows: string[]) => rows.join("\r\n") + "\r\n";

const performance = [
  "[performance]",
  "model,start,end,net_return,gross_return,benchmark_return,inception,benchmark,fee_note",
  '3,2025-01-01,2025-12-31,5.4,6.4,7.1,2019-04-01,S&P 500 Total Return Index,"Net of the highest model fee, 1.00% a year, deducted monthly"',
  "3,2021-01-01,2025-12-31,8.0%,9.0%,9.5%,,,",
  "3,2019-04-01,2025-12-31,7.5,8.5,-1.2,,,",
];
const statistics = [
  "[statistics]",
  "model,statistic,value,from,to,benchmark",
  "3,sharpe_ratio,1.30,2019-04-01,2025-12-31,S&P 500 Total Return Index",
  "3,Down-Capture,40%,2019-04-01,2025-12-31,",
];
const holdings = [
  "[holdings]",
  "model,ticker,name,weight,as_of",
  "3,rsmv,RS Managed Volatility ETF,60,2025-12-31",
  '3,BIL,"SPDR 1-3 Month T-Bill ETF",40,2025-12-31',
];

const current: Record<number, ModelFiguresBody> = {
  3: { stats: [], targets: [], riskNote: "Kept from the current version." },
};

describe("importModelFiguresCsv", () => {
  it("fills a model's performance, statistics and holdings, keeping its other fields", () => {
    const result = importModelFiguresCsv(lines(...performance, "", ...statistics, "", ...holdings), current);
    expect(result).toEqual({
      ok: true,
      bodies: [
        {
          modelId: 3,
          body: {
            riskNote: "Kept from the current version.",
            targets: [],
            stats: [
              { key: "sharpeRatio", value: "1.30" },
              { key: "downCapture", value: "40%" },
            ],
            statsDates: { from: "2019-04-01", to: "2025-12-31" },
            statsBenchmark: "S&P 500 Total Return Index",
            performance: {
              asOf: "2025-12-31",
              inception: "2019-04-01",
              benchmark: "S&P 500 Total Return Index",
              feeNote: "Net of the highest model fee, 1.00% a year, deducted monthly",
              rows: [
                { period: "1 year", net: 5.4, gross: 6.4, benchmark: 7.1 },
                { period: "5 years", net: 8, gross: 9, benchmark: 9.5 },
                { period: "Since inception", net: 7.5, gross: 8.5, benchmark: -1.2 },
              ],
            },
            holdings: {
              asOf: "2025-12-31",
              positions: [
                { ticker: "RSMV", name: "RS Managed Volatility ETF", weight: 60 },
                { ticker: "BIL", name: "SPDR 1-3 Month T-Bill ETF", weight: 40 },
              ],
            },
          },
        },
      ],
    });
  });

  it("takes several models in one file, each with only the sections it has", () => {
    const result = importModelFiguresCsv(lines(...holdings, "4,SPY,SPDR S&P 500 ETF,100,2025-12-31"));
    expect(
      result.ok && result.bodies.map((entry) => [entry.modelId, entry.body.holdings?.positions.length, entry.body.performance]),
    ).toEqual([
      [3, 2, undefined],
      [4, 1, undefined],
    ]);
  });

  it("refuses a bad number, naming its row and column, and fills nothing", () => {
    const bad = [...performance];
    bad[3] = "3,2021-01-01,2025-12-31,eight,9.0,9.5,,,";
    expect(importModelFiguresCsv(lines(...bad, ...holdings), current)).toEqual({
      ok: false,
      errors: ['row 4, column net_return: "eight" is not a number (percent), such as 5.1 or -3.2%.'],
    });
  });

  it("refuses a period that is not one of the standard periods", () => {
    const bad = [...performance];
    bad[3] = "3,2023-03-15,2025-12-31,8.0,9.0,9.5,,,";
    const result = importModelFiguresCsv(lines(...bad));
    expect(result).toEqual({
      ok: false,
      errors: [expect.stringMatching(/^row 4, column start: 2023-03-15 to 2025-12-31 is not a standard period: 1, 5 or 10 years/)],
    });
  });

  it("refuses rows of one model ending on different days, and a file spanning two quarters", () => {
    const bad = [...performance];
    bad[4] = "3,2019-04-01,2025-09-30,7.5,8.5,9.1,,,";
    expect(importModelFiguresCsv(lines(...bad))).toEqual({
      ok: false,
      errors: ["row 5, column end: 2025-09-30 differs from 2025-12-31 (row 3): every period of a model ends on its as-of date."],
    });
    const otherQuarter = holdings.map((row) => row.replace("2025-12-31", "2026-03-31"));
    expect(importModelFiguresCsv(lines(...performance, ...otherQuarter))).toMatchObject({
      ok: false,
      errors: [expect.stringContaining("row 8, column as_of: 2026-03-31 is in another quarter than 2025-12-31 (row 3, column end)")],
    });
  });

  it("refuses holdings whose weights do not sum to 100, naming the model and its rows", () => {
    expect(importModelFiguresCsv(lines(holdings[0]!, holdings[1]!, holdings[2]!, "3,BIL,T-Bills,39.5,2025-12-31"))).toEqual({
      ok: false,
      errors: ["model 3, holdings (rows 3-4): The holdings' weights sum to 99.5%, not 100%: correct them so they add up to 100."],
    });
  });

  it("names an unknown section, column, model or statistic, and a missing column", () => {
    const result = importModelFiguresCsv(
      lines(
        "[prices]",
        "3,SPY,500",
        "[statistics]",
        "model,statistic,value,from,to,price",
        "3,sharpe_ratio,1.2,2019-04-01,2025-12-31,",
        "[statistics]",
        "model,statistic,value,from,to",
        "9,sharpe_ratio,1.2,2019-04-01,2025-12-31",
        "3,alpha,1.2,2019-04-01,2025-12-31",
        "[holdings]",
        "model,ticker,weight,as_of",
      ),
    );
    expect(result).toEqual({
      ok: false,
      errors: [
        "row 1: unknown section [prices]; the sections are [performance], [statistics], [holdings].",
        "row 4, column price: not a column of [statistics]; its columns are model, statistic, value, from, to, benchmark, qualifier.",
        'row 8, column model: "9" is not a model; give its number, 1, 2, 3, 4, 5, 6, 7.',
        'row 9, column statistic: "alpha" is not a statistic; give sharpe_ratio, up_capture, down_capture, max_drawdown.',
        "row 11: [holdings] needs the column name.",
      ],
    });
  });

  it("does not read the rows of a section whose header is wrong, nor rows before any section", () => {
    const result = importModelFiguresCsv(
      lines("3,SPY,SPDR,100,2025-12-31", "[holdings]", "model,ticker,weight,as_of", "3,SPY,100,2025-12-31", "x,y,z,w"),
    );
    expect(result).toEqual({
      ok: false,
      errors: [
        "row 1: a section starts with its name, such as [performance], before any rows.",
        "row 3: [holdings] needs the column name.",
      ],
    });
  });

  it("lists at most 50 problems, then how many more", () => {
    const rows = Array.from({ length: 60 }, (_, index) => `3,T${index},Name,x,2025-12-31`);
    const result = importModelFiguresCsv(lines("[holdings]", "model,ticker,name,weight,as_of", ...rows));
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toHaveLength(51);
    expect(result.errors[0]).toBe('row 3, column weight: "x" is not a number (percent), such as 5.1 or -3.2%.');
    expect(result.errors[50]).toBe("And 10 more problems.");
  });

  it("refuses a file that is not CSV, or holds nothing", () => {
    expect(importModelFiguresCsv('[holdings]\nmodel,ticker,name,weight,as_of\n3,"SPY,SPDR,100,2025-12-31\n')).toMatchObject({
      ok: false,
      errors: [expect.stringMatching(/^row \d+: the file is not valid CSV/)],
    });
    expect(importModelFiguresCsv("\n\n")).toEqual({
      ok: false,
      errors: ["The file holds no figures: see docs/model-figures-csv.md for its sections."],
    });
  });

  it("leaves the compliance rule to judge what it does not: a missing benchmark reaches the body's schema", () => {
    const noBenchmark = performance.map((row, index) => (index === 2 ? row.replace("S&P 500 Total Return Index", "") : row));
    expect(importModelFiguresCsv(lines(...noBenchmark))).toEqual({
      ok: false,
      errors: ["model 3, performance.benchmark: Give the benchmark."],
    });
  });
});

describe("standardPeriod", () => {
  it("maps a row's start and end to 1, 5 or 10 years or since inception", () => {
    expect(standardPeriod("2025-01-01", "2025-12-31", "2010-01-01")).toBe("1 year");
    expect(standardPeriod("2024-12-31", "2025-12-31", "2010-01-01")).toBe("1 year");
    expect(standardPeriod("2016-01-01", "2025-12-31", "2010-01-01")).toBe("10 years");
    expect(standardPeriod("2010-01-01", "2025-12-31", "2010-01-01")).toBe("Since inception");
    expect(standardPeriod("2023-03-15", "2025-12-31", "2010-01-01")).toBeUndefined();
    expect(standardPeriod("2027-02-28", "2028-02-29", "2010-01-01")).toBe("1 year");
    expect(standardPeriod("2027-03-01", "2028-02-29", "2010-01-01")).toBe("1 year");
    expect(standardPeriod("2027-03-02", "2028-02-29", "2010-01-01")).toBeUndefined();
  });
});

describe("the documented example", () => {
  it("is a file the desk takes", async () => {
    const { readFileSync } = await import("node:fs");
    const doc = readFileSync("docs/model-figures-csv.md", "utf8");
    const example = /```csv\n([\s\S]*?)```/.exec(doc)![1]!;
    const result = importModelFiguresCsv(example);
    expect(result.ok && result.bodies.map((entry) => entry.modelId)).toEqual([3, 4]);
  });
});
