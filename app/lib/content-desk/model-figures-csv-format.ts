// The sections of the model figures CSV and their columns (docs/model-figures-csv.md).

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
