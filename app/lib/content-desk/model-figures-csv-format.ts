// The sections of the model figures CSV and their columns (docs/model-figures-csv.md), the
// names and figures its cells may hold, and the standard period a row's dates make.
import type { PerformancePeriod } from "~/lib/model-performance";
import type { HISTORICAL_STATS } from "./bodies/model-figures";

export const SECTIONS = {
  performance: {
    required: ["model", "start", "end", "net_return", "gross_return", "benchmark_return"],
    optional: ["inception", "benchmark", "fee_note"],
  },
  statistics: { required: ["model", "statistic", "value", "from", "to"], optional: ["benchmark", "qualifier"] },
  holdings: { required: ["model", "ticker", "name", "weight", "as_of"], optional: [] },
} as const satisfies Record<string, { required: readonly string[]; optional: readonly string[] }>;

export type SectionName = keyof typeof SECTIONS;

/** One row of a section: its number in the file (as a spreadsheet counts rows) and its cells by column. */
export type Row = { number: number; get: (column: string) => string };

export type Draft = {
  performance?: {
    end: string;
    endAt: Row;
    inception?: string;
    benchmark?: string;
    feeNote?: string;
    rows: { row: Row; start: string; net: number; gross: number; benchmark: number }[];
  };
  stats?: {
    from?: string;
    to?: string;
    benchmark?: string;
    rows: { key: (typeof HISTORICAL_STATS)[number]; value: string; qualifier?: string }[];
  };
  holdings?: { asOf?: string; positions: { ticker: string; name: string; weight: number }[]; firstRow: number; lastRow: number };
};

export const STAT_NAMES: Record<string, (typeof HISTORICAL_STATS)[number]> = {
  sharpe_ratio: "sharpeRatio",
  up_capture: "upCapture",
  down_capture: "downCapture",
  max_drawdown: "maxDrawdown",
};

export const NUMBER = /^[-+]?\d+(?:\.\d+)?%?$/;
export const FIGURE = /^[-+]?\d+(?:\.\d+)?(?:\s*-\s*\d+(?:\.\d+)?)?%?$/;

const DAY_MS = 86_400_000;
/** The same day `years` before `day` (29 February: 28 February of a common year). */
export const yearsBefore = (day: string, years: number) => {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  const before = new Date(Date.UTC(year - years, month - 1, date));
  if (before.getUTCMonth() !== month - 1) before.setUTCDate(0);
  return before.getTime();
};
const isoOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);
export const quarterOf = (day: string) => `${day.slice(0, 4)}-Q${Math.ceil(Number(day.slice(5, 7)) / 3)}`;

/** The standard period a row's start and end make, for a model that began on `inception`. */
export function standardPeriod(start: string, end: string, inception: string | undefined): PerformancePeriod | undefined {
  if (inception && start === inception) return "Since inception";
  for (const [period, years] of [
    ["1 year", 1],
    ["5 years", 5],
    ["10 years", 10],
  ] as const) {
    const anniversary = yearsBefore(end, years);
    if (start === isoOf(anniversary) || start === isoOf(anniversary + DAY_MS)) return period;
  }
  return undefined;
}
