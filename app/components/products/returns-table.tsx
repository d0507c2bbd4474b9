import { cn } from "~/lib/utils";

/** One period's returns, in the order of the table's columns after the period. */
export type ReturnsRow = { period: string; values: string[] };

/**
 * A table of returns by period (a model's net, gross and benchmark; a fund's NAV and market
 * price): the period heads each row, the figures are right-aligned; `strong` figures are bold
 * (a model's own returns beside its benchmark's).
 */
export function ReturnsTable({
  caption,
  columns,
  rows,
  strong = 0,
  compact = false,
}: {
  caption: string;
  /** The period's heading, then one heading per figure. */
  columns: readonly string[];
  rows: readonly ReturnsRow[];
  /** How many of the first figures are bold. */
  strong?: number;
  compact?: boolean;
}) {
  // Narrower cells on a phone: four columns of a model's returns then fit 390 px without a sideways scroll.
  const cell = compact ? "px-3 py-1.5" : "px-2 py-2 sm:px-4";
  return (
    <div className={cn("overflow-x-auto rounded-md border border-border", compact ? "mt-2" : "mt-3 bg-card")}>
      <table className="w-full text-left text-sm">
        <caption className={cn("text-left font-semibold text-foreground", compact ? "px-3 pt-2 text-xs" : "px-2 pt-3 sm:px-4")}>
          {caption}
        </caption>
        <thead>
          <tr className="border-b border-border text-muted-foreground">
            {columns.map((column, index) => (
              <th key={column} scope="col" className={cn(cell, "font-semibold", index > 0 && "text-right")}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.period} className="border-b border-border last:border-b-0">
              <th scope="row" className={cn(cell, "font-semibold")}>
                {row.period}
              </th>
              {row.values.map((value, index) => (
                <td key={columns[index + 1]} className={cn(cell, "text-right tabular-nums", index < strong && "font-semibold")}>
                  {value}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
