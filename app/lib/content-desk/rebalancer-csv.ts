// A model's weights and a signal's trades as a rebalancer imports them: ticker, name, weight
// (percent) and as_of, one position a row, RFC 4180 quoted; a text cell a spreadsheet would run
// as a formula is neutralized (app/lib/csv.ts). Numbers are written as numbers.
import { csvCell } from "~/lib/csv";
import type { Holding, SignalTrade } from "./contract";

const cell = (value: string | number) => (typeof value === "number" ? String(Math.round(value * 10_000) / 10_000) : csvCell(value));
const lines = (rows: readonly (readonly (string | number)[])[]) => rows.map((row) => row.map(cell).join(",")).join("\r\n") + "\r\n";

/** A model's holdings: ticker, name, weight, as_of. */
export function weightsCsv(positions: readonly Holding[], asOf: string): string {
  return lines([["ticker", "name", "weight", "as_of"], ...positions.map(({ ticker, name, weight }) => [ticker, name, weight, asOf])]);
}

/**
 * A signal's trades as target weights from the day they take effect: ticker, name, weight (after;
 * 0: sell it all), as_of, then the weight before and the change for a reader.
 */
export function tradesCsv(trades: readonly SignalTrade[], effectiveDate: string): string {
  return lines([
    ["ticker", "name", "weight", "as_of", "previous_weight", "change"],
    ...trades.map(({ ticker, name, before, after }) => [ticker, name, after, effectiveDate, before, after - before]),
  ]);
}
