// A model's figures written as the CSV file the desk reads (docs/model-figures-csv.md), so that an
// editor starts a quarter's file from the live one instead of from an empty box: edit it in a
// spreadsheet, load it back. `importModelFiguresCsv` reads what this writes to the same figures.
import type { ModelFiguresBody } from "./bodies/model-figures";
import { csvCell } from "~/lib/csv";
import { SECTIONS, STAT_NAMES, yearsBefore } from "./model-figures-csv-format";

const DAY_MS = 86_400_000;
const STAT_COLUMN = Object.fromEntries(Object.entries(STAT_NAMES).map(([column, key]) => [key, column])) as Record<string, string>;

/**
 * The site's safe cell (app/lib/csv.ts): a formula in a name or a note shows as text in a
 * spreadsheet (the desk's importer reads its apostrophe back off).
 */
const row = (cells: readonly (string | number | undefined)[]) => cells.map((value) => csvCell(value ?? "")).join(",");

/** The first day of a standard period ending on `end`: the day after the same day years before. */
function startOf(period: string, end: string, inception: string): string {
  const years = { "1 year": 1, "5 years": 5, "10 years": 10 }[period];
  return years === undefined ? inception : new Date(yearsBefore(end, years) + DAY_MS).toISOString().slice(0, 10);
}

/**
 * The figures of model `id` as the desk's CSV file. Every section is written with its columns, a
 * template where the model has none yet (an empty section changes nothing); statistics without
 * their period are written with it blank, for the editor to fill before the file loads.
 */
export function modelFiguresCsv(id: number, body: ModelFiguresBody): string {
  const lines: string[] = [`# Model ${id}: the live figures. Edit them for the new quarter and load the file on the desk.`];
  const { performance, stats, statsDates, statsBenchmark, holdings } = body;
  lines.push("[performance]", row([...SECTIONS.performance.required, ...SECTIONS.performance.optional]));
  if (performance)
    performance.rows.forEach((figures, index) =>
      lines.push(
        row([
          id,
          startOf(figures.period, performance.asOf, performance.inception),
          performance.asOf,
          figures.net,
          figures.gross,
          figures.benchmark,
          ...(index === 0 ? [performance.inception, performance.benchmark, performance.feeNote] : ["", "", ""]),
        ]),
      ),
    );
  lines.push("[statistics]", row([...SECTIONS.statistics.required, ...SECTIONS.statistics.optional]));
  for (const stat of stats)
    lines.push(row([id, STAT_COLUMN[stat.key], stat.value, statsDates?.from, statsDates?.to, statsBenchmark, stat.qualifier]));
  lines.push("[holdings]", row(SECTIONS.holdings.required));
  if (holdings)
    for (const position of holdings.positions) lines.push(row([id, position.ticker, position.name, position.weight, holdings.asOf]));
  return `${lines.join("\r\n")}\r\n`;
}
