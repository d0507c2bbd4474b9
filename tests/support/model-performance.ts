// One model's returns as the firm publishes them (docs/model-figures-csv.md): 1 year, 5 years and
// since inception to the latest year-end, net beside gross and against the benchmark.
export const samplePerformance = {
  asOf: "2025-12-31",
  inception: "2018-01-02",
  benchmark: "S&P 500 Total Return Index",
  feeNote: "Net of the highest model fee, 1.00% a year, deducted monthly",
  rows: [
    { period: "1 year" as const, net: 6.1, gross: 7.1, benchmark: 7.4 },
    { period: "5 years" as const, net: 9.2, gross: 10.2, benchmark: 10.8 },
    { period: "Since inception" as const, net: 8.7, gross: 9.7, benchmark: 10.1 },
  ],
};
