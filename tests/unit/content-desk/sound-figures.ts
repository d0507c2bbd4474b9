// Model figures that pass every rule, and the published content they are checked against.
import { modelTargets } from "~/content/model-targets.server";
import { buildPublishedContent } from "~/lib/content-desk/build";
import { exampleVersions } from "~/lib/content-desk/seed";

export const now = new Date("2026-11-26T10:00:00Z");
export const examples = exampleVersions({ articles: [], modelTargets });
export const published = buildPublishedContent(
  examples.map((version, index) => ({
    ...version,
    stamp: { versionId: `v${index}`, number: 1, contentHash: "0".repeat(64), publishedAt: "2026-11-01T00:00:00.000Z" },
  })),
  1,
);

export const soundPerformance = {
  asOf: "2025-12-31",
  inception: "2019-04-01",
  benchmark: "S&P 500 Total Return Index",
  feeNote: "Net of the highest model fee, 1.00% a year, deducted monthly",
  rows: [
    { period: "1 year", net: 5.1, gross: 6.1, benchmark: 7.2 },
    { period: "5 years", net: 8.0, gross: 9.0, benchmark: 9.5 },
    { period: "Since inception", net: 7.5, gross: 8.5, benchmark: 9.1 },
  ],
};

export const soundFigures = {
  // Model 3 is placed in zones 1-9: its worst drawdown is within zone 1's 5% target.
  stats: [
    { key: "sharpeRatio", value: "1.30" },
    { key: "downCapture", value: "40%" },
    { key: "maxDrawdown", value: "-4.8%" },
  ],
  statsDates: { from: "2016-01-01", to: "2025-12-31" },
  statsBenchmark: "S&P 500 Total Return Index",
  performance: soundPerformance,
  targets: [],
  holdings: {
    asOf: "2025-12-31",
    positions: [
      { ticker: "RSMV", name: "RS Managed Volatility ETF", weight: 60 },
      { ticker: "BIL", name: "1-3 Month T-Bill ETF", weight: 40 },
    ],
  },
};
