// A model's live figures written as the desk's CSV file read back to the same figures, so that an
// editor's quarter starts from the live file (found in a staff review: the box started empty).
import { describe, expect, it } from "vitest";
import { modelFiguresCsv } from "~/lib/content-desk/model-figures-csv-export";
import { importModelFiguresCsv } from "~/lib/content-desk/model-figures-csv";
import type { ModelFiguresBody } from "~/lib/content-desk/bodies";

const sound: ModelFiguresBody = {
  riskNote: "Kept from the current version.",
  targets: [],
  stats: [
    { key: "sharpeRatio", value: "1.30" },
    { key: "maxDrawdown", value: "-14.20%", qualifier: "Worst, monthly, net" },
  ],
  statsDates: { from: "2019-04-01", to: "2025-12-31" },
  statsBenchmark: "S&P 500 Total Return Index",
  performance: {
    asOf: "2025-12-31",
    inception: "2015-04-01",
    benchmark: "S&P 500 Total Return Index",
    feeNote: 'Net of the highest model fee, 1.00% a year, deducted monthly ("model fee")',
    rows: [
      { period: "1 year", net: 5.4, gross: 6.4, benchmark: 7.1 },
      { period: "5 years", net: 8, gross: 9, benchmark: 9.5 },
      { period: "10 years", net: 7.9, gross: 8.9, benchmark: 11.2 },
      { period: "Since inception", net: 7.5, gross: 8.5, benchmark: -1.2 },
    ],
  },
  holdings: {
    asOf: "2025-12-31",
    positions: [
      { ticker: "RSMV", name: "RS Managed Volatility ETF", weight: 60 },
      { ticker: "BIL", name: "SPDR Bloomberg 1-3 Month T-Bill ETF, Class A", weight: 40 },
    ],
  },
};

describe("a model's figures as the desk's CSV file", () => {
  it("reads back to the same figures, quotes and all", () => {
    const csv = modelFiguresCsv(3, sound);
    expect(csv).toContain('"SPDR Bloomberg 1-3 Month T-Bill ETF, Class A"');
    expect(csv).toContain("3,2025-01-01,2025-12-31,5.4,6.4,7.1,2015-04-01");
    expect(importModelFiguresCsv(csv, { 3: sound })).toEqual({ ok: true, bodies: [{ modelId: 3, body: sound }] });
  });

  it("writes a section the model lacks as its columns alone, which load as nothing, and its other fields stay with the draft", () => {
    const { performance: _performance, holdings: _holdings, ...statsOnly } = sound;
    const csv = modelFiguresCsv(5, statsOnly);
    expect(csv).toContain(
      "[performance]\r\nmodel,start,end,net_return,gross_return,benchmark_return,inception,benchmark,fee_note\r\n[statistics]",
    );
    expect(csv).toMatch(/\[holdings\]\r\nmodel,ticker,name,weight,as_of\r\n$/);
    expect(importModelFiguresCsv(csv, { 5: statsOnly })).toEqual({ ok: true, bodies: [{ modelId: 5, body: statsOnly }] });
  });

  it("writes a formula in a name or a note as text, safe to open in a spreadsheet, and reads it back as it was", () => {
    // Found in a security review: a position named "=HYPERLINK(...)" ran in every downloader's spreadsheet.
    const named = {
      ...sound,
      holdings: { ...sound.holdings!, positions: [{ ticker: "RSMV", name: '=HYPERLINK("https://x.example/","a")', weight: 100 }] },
    };
    const csv = modelFiguresCsv(3, named);
    expect(csv).toContain(`"'=HYPERLINK(""https://x.example/"",""a"")"`);
    expect(csv).toContain("'-14.20%");
    expect(importModelFiguresCsv(csv, { 3: named })).toEqual({ ok: true, bodies: [{ modelId: 3, body: named }] });
  });

  it("leaves a statistic's missing period blank, for the editor to fill before the file loads", () => {
    const { statsDates: _dates, ...undated } = sound;
    const csv = modelFiguresCsv(3, undated);
    expect(csv).toContain("3,sharpe_ratio,1.30,,,S&P 500 Total Return Index,");
    expect(importModelFiguresCsv(csv, { 3: undated })).toMatchObject({ ok: false });
  });
});
