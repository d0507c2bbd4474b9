// A model's performance as the SEC marketing rule asks an adviser to present it: total returns
// for 1, 5 and 10 years (or since inception when the model is younger), net of fees beside
// gross, against a named benchmark, as of a stated day. Pure: the figures come from content.

export const PERFORMANCE_PERIODS = ["1 year", "5 years", "10 years", "Since inception"] as const;
export type PerformancePeriod = (typeof PERFORMANCE_PERIODS)[number];

/** One period's annualized total returns, in percent. */
export type PerformanceRow = { period: PerformancePeriod; net: number; gross: number; benchmark: number };

export type ModelPerformance = {
  /** The day the returns are measured to (ISO date, usually a quarter's end). */
  asOf: string;
  /** The model's first day (ISO date). */
  inception: string;
  /** The benchmark, by name (e.g. "S&P 500 Total Return Index"). */
  benchmark: string;
  /** How the net figures are computed, e.g. "Net of the highest model fee, 1.00% a year, deducted monthly". */
  feeNote: string;
  rows: PerformanceRow[];
};

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

function yearsBetween(from: string, to: string): number {
  return (Date.parse(to) - Date.parse(from)) / (365.25 * 24 * 60 * 60 * 1000);
}

/**
 * What the standard periods ask of a record from `inception` to `asOf` (ISO days): 1, 5 and 10
 * years once it is that old, none it is too young for, and since inception while it is younger
 * than 10 years. `what` names the record in the messages ("model", "fund").
 */
export function standardPeriodProblems(inception: string, asOf: string, periods: readonly string[], what: string): string[] {
  const problems: string[] = [];
  const age = yearsBetween(inception, asOf);
  for (const [period, years] of [
    ["1 year", 1],
    ["5 years", 5],
    ["10 years", 10],
  ] as const) {
    if (age >= years && !periods.includes(period)) problems.push(`${period} is missing: the ${what} is older than that`);
    if (age < years && periods.includes(period)) problems.push(`${period} is given for a ${what} younger than that`);
  }
  if (age < 10 && !periods.includes("Since inception")) problems.push(`since inception is missing: the ${what} is younger than 10 years`);
  return problems;
}

/** What keeps a performance record from being shown as the rule asks; empty when it is sound. */
export function performanceProblems(performance: ModelPerformance): string[] {
  const problems: string[] = [];
  const { asOf, inception, benchmark, feeNote, rows } = performance;
  if (!ISO_DATE.test(asOf) || !ISO_DATE.test(inception) || Date.parse(asOf) <= Date.parse(inception)) {
    problems.push("the as-of day and the inception day must be ISO dates, inception first");
    return problems;
  }
  if (!benchmark.trim()) problems.push("the benchmark must be named");
  if (!feeNote.trim()) problems.push("the note on fees must say how net returns are computed");
  const periods = rows.map((row) => row.period);
  if (new Set(periods).size !== periods.length) problems.push("a period is given twice");
  problems.push(...standardPeriodProblems(inception, asOf, periods, "model"));
  for (const row of rows) {
    if (![row.net, row.gross, row.benchmark].every(Number.isFinite))
      problems.push(`${row.period}: net, gross and benchmark returns are all needed`);
    else if (row.net > row.gross) problems.push(`${row.period}: the net return is above the gross return`);
  }
  return problems;
}

/** The rows in the rule's order: 1, 5 and 10 years, then since inception. */
export function orderedRows(performance: ModelPerformance): PerformanceRow[] {
  return [...performance.rows].sort((a, b) => PERFORMANCE_PERIODS.indexOf(a.period) - PERFORMANCE_PERIODS.indexOf(b.period));
}

/** "+5.2%", "-3.1%", "0.0%": one decimal, with its sign. */
export function returnText(percent: number): string {
  const rounded = Math.round(percent * 10) / 10;
  return `${rounded > 0 ? "+" : rounded < 0 ? "-" : ""}${Math.abs(rounded).toFixed(1)}%`;
}
