// One quarter's model figures from a CSV file (docs/model-figures-csv.md): performance rows with
// their periods, statistics with theirs, holdings with their weights, for one model or several.
// A file with anything wrong is refused whole, each problem named by row and column; a sound
// file fills each named model's body (its other fields kept). csv-parse reads Node's Buffer: call
// this on the server (the desk's upload action), never from a component.
import { parse } from "csv-parse/sync";
import { modelIds } from "~/content/model-basics";
import { PERFORMANCE_PERIODS } from "~/lib/model-performance";
import { HISTORICAL_STATS, modelFiguresBodySchema, type ModelFiguresBody } from "./bodies/model-figures";
import { isCalendarDay } from "./bodies/fields";
import {
  FIGURE,
  NUMBER,
  quarterOf,
  SECTIONS,
  standardPeriod,
  STAT_NAMES,
  type Draft,
  type Row,
  type SectionName,
} from "./model-figures-csv-format";

export { standardPeriod } from "./model-figures-csv-format";

/** The largest file taken (characters) and the most rows. */
export const MAX_CSV_LENGTH = 1_000_000;
export const MAX_CSV_ROWS = 5_000;

export type CsvImport = { ok: true; bodies: { modelId: number; body: ModelFiguresBody }[] } | { ok: false; errors: string[] };

/** Reads the file's rows into sections; each problem named by row and column. */
export function importModelFiguresCsv(text: string, current: Readonly<Partial<Record<number, ModelFiguresBody>>> = {}): CsvImport {
  if (text.length > MAX_CSV_LENGTH)
    return { ok: false, errors: [`The file is larger than ${MAX_CSV_LENGTH.toLocaleString("en-US")} characters: split it.`] };
  let records: string[][];
  try {
    records = parse(text, { bom: true, relax_column_count: true, skip_empty_lines: false, trim: true }) as string[][];
  } catch (error) {
    const line = (error as { lines?: number }).lines;
    return { ok: false, errors: [`${line ? `row ${line}: ` : ""}the file is not valid CSV (${(error as Error).message.split(":")[0]}).`] };
  }
  if (records.length > MAX_CSV_ROWS) return { ok: false, errors: [`The file has more than ${MAX_CSV_ROWS} rows: split it.`] };

  const errors: string[] = [];
  const drafts = new Map<number, Draft>();
  const asOfs: { day: string; where: string }[] = [];
  let section: SectionName | undefined;
  let header: string[] | undefined;
  /** A section whose header is wrong: its rows are not read (their problems would only repeat the header's). */
  let skipRows = false;

  records.forEach((cells, index) => {
    const number = index + 1;
    if (cells.every((cell) => cell === "") || cells[0]?.startsWith("#")) return;
    const marker = /^\[([a-z]+)\]$/i.exec(cells[0] ?? "");
    if (marker) {
      const name = marker[1]!.toLowerCase();
      if (!(name in SECTIONS))
        errors.push(
          `row ${number}: unknown section [${name}]; the sections are ${Object.keys(SECTIONS)
            .map((key) => `[${key}]`)
            .join(", ")}.`,
        );
      section = name in SECTIONS ? (name as SectionName) : undefined;
      header = undefined;
      skipRows = !section;
      return;
    }
    if (skipRows) return;
    if (!section) {
      skipRows = true;
      return void errors.push(`row ${number}: a section starts with its name, such as [performance], before any rows.`);
    }
    if (!header) {
      const before = errors.length;
      header = cells.map((cell) => cell.toLowerCase());
      const required: readonly string[] = SECTIONS[section].required;
      const optional: readonly string[] = SECTIONS[section].optional;
      for (const column of header)
        if (column && !required.includes(column) && !optional.includes(column))
          errors.push(
            `row ${number}, column ${column}: not a column of [${section}]; its columns are ${[...required, ...optional].join(", ")}.`,
          );
      for (const column of required) if (!header.includes(column)) errors.push(`row ${number}: [${section}] needs the column ${column}.`);
      skipRows = errors.length > before;
      return;
    }
    // A cell the site wrote safe to open (app/lib/csv.ts: "'-3.2", "'=A1") is read as it was.
    const row: Row = { number, get: (column) => (cells[header!.indexOf(column)] ?? "").replace(/^'(?=[=+\-@\t\r])/, "") };
    const problem = (column: string, message: string) => errors.push(`row ${number}, column ${column}: ${message}`);
    const model = Number(row.get("model"));
    if (!(modelIds as readonly number[]).includes(model) || !/^\d+$/.test(row.get("model")))
      return problem("model", `"${row.get("model")}" is not a model; give its number, ${modelIds.join(", ")}.`);
    const draft = drafts.get(model) ?? {};
    drafts.set(model, draft);
    const day = (column: string, optional = false) => {
      const value = row.get(column);
      if (optional && !value) return undefined;
      if (!isCalendarDay(value)) return void problem(column, `"${value}" is not a date written YYYY-MM-DD.`);
      return value;
    };
    const percent = (column: string) => {
      const value = row.get(column).replace("−", "-");
      if (!NUMBER.test(value)) return void problem(column, `"${row.get(column)}" is not a number (percent), such as 5.1 or -3.2%.`);
      return Number.parseFloat(value);
    };
    /** A value the model's rows must share: the first row's, the same on every later one (or left blank). */
    const shared = <T extends string | undefined>(column: string, value: T, before: T, what: string): T => {
      if (before !== undefined && value !== undefined && value !== "" && value !== before)
        problem(column, `"${value}" differs from "${before}" given before for model ${model}: one ${what} per model.`);
      return (before || value) as T;
    };

    if (section === "performance") {
      const [start, end, inception] = [day("start"), day("end"), day("inception", true)];
      const [net, gross, benchmark] = [percent("net_return"), percent("gross_return"), percent("benchmark_return")];
      if (!start || !end || net === undefined || gross === undefined || benchmark === undefined) return;
      const performance = (draft.performance ??= { end, endAt: row, rows: [] });
      if (end !== performance.end)
        return problem(
          "end",
          `${end} differs from ${performance.end} (row ${performance.endAt.number}): every period of a model ends on its as-of date.`,
        );
      performance.inception = shared("inception", inception, performance.inception, "inception date");
      performance.benchmark = shared("benchmark", row.get("benchmark") || undefined, performance.benchmark, "benchmark");
      performance.feeNote = shared("fee_note", row.get("fee_note") || undefined, performance.feeNote, "note on fees");
      if (start >= end) return problem("start", `the period must start before it ends (${end}).`);
      performance.rows.push({ row, start, net, gross, benchmark });
      if (performance.rows.length === 1) asOfs.push({ day: end, where: `row ${number}, column end` });
    } else if (section === "statistics") {
      const name = row
        .get("statistic")
        .toLowerCase()
        .replace(/[\s-]+/g, "_");
      const key = STAT_NAMES[name] ?? HISTORICAL_STATS.find((stat) => stat.toLowerCase() === name.replace(/_/g, ""));
      if (!key) return problem("statistic", `"${row.get("statistic")}" is not a statistic; give ${Object.keys(STAT_NAMES).join(", ")}.`);
      const value = row.get("value");
      if (!FIGURE.test(value)) return problem("value", `"${value}" is not a figure such as 1.26, 38.52% or -36.88%.`);
      const [from, to] = [day("from"), day("to")];
      if (!from || !to) return;
      if (from >= to) return problem("from", `the period must start before it ends (${to}).`);
      const stats = (draft.stats ??= { rows: [] });
      stats.from = shared("from", from, stats.from, "period start for the statistics");
      stats.to = shared("to", to, stats.to, "period end for the statistics");
      stats.benchmark = shared("benchmark", row.get("benchmark") || undefined, stats.benchmark, "benchmark for the statistics");
      if (stats.rows.some((stat) => stat.key === key))
        return problem("statistic", `${row.get("statistic")} is given twice for model ${model}.`);
      stats.rows.push({ key, value, qualifier: row.get("qualifier") || undefined });
      if (stats.rows.length === 1) asOfs.push({ day: to, where: `row ${number}, column to` });
    } else {
      const [ticker, name, weight, asOf] = [row.get("ticker").toUpperCase(), row.get("name"), percent("weight"), day("as_of")];
      if (!/^[A-Z0-9][A-Z0-9.-]{0,9}$/.test(ticker))
        return problem("ticker", `"${row.get("ticker")}" is not a ticker (1 to 10 letters or digits).`);
      if (!name) return problem("name", "give the position's name.");
      if (weight === undefined || !asOf) return;
      if (weight < 0 || weight > 100) return problem("weight", `${weight} is not a weight between 0 and 100.`);
      const holdings = (draft.holdings ??= { positions: [], firstRow: number, lastRow: number });
      holdings.asOf = shared("as_of", asOf, holdings.asOf, "as-of date for the holdings");
      if (holdings.positions.some((position) => position.ticker === ticker))
        return problem("ticker", `${ticker} is listed twice for model ${model}.`);
      holdings.positions.push({ ticker, name, weight });
      holdings.lastRow = number;
      if (holdings.positions.length === 1) asOfs.push({ day: asOf, where: `row ${number}, column as_of` });
    }
  });

  const quarter = asOfs[0] && quarterOf(asOfs[0].day);
  for (const asOf of asOfs.slice(1))
    if (quarterOf(asOf.day) !== quarter)
      errors.push(
        `${asOf.where}: ${asOf.day} is in another quarter than ${asOfs[0]!.day} (${asOfs[0]!.where}): one file holds one quarter's figures.`,
      );
  if (drafts.size === 0 && errors.length === 0) errors.push("The file holds no figures: see docs/model-figures-csv.md for its sections.");
  if (errors.length > 0) return refused(errors);

  const bodies: { modelId: number; body: ModelFiguresBody }[] = [];
  for (const [modelId, draft] of [...drafts.entries()].sort(([a], [b]) => a - b)) {
    const body = bodyOf(modelId, draft, current[modelId], errors);
    if (body) bodies.push({ modelId, body });
  }
  return errors.length > 0 ? refused(errors) : { ok: true, bodies };
}

/** The most problems listed for one file: past them, how many more there are. */
export const MAX_CSV_ERRORS = 50;

function refused(errors: string[]): CsvImport {
  if (errors.length <= MAX_CSV_ERRORS) return { ok: false, errors };
  return { ok: false, errors: [...errors.slice(0, MAX_CSV_ERRORS), `And ${errors.length - MAX_CSV_ERRORS} more problems.`] };
}

function bodyOf(modelId: number, draft: Draft, current: ModelFiguresBody | undefined, errors: string[]): ModelFiguresBody | undefined {
  const next: Record<string, unknown> = { ...(current ?? { stats: [], targets: [] }) };
  const performance = draft.performance;
  if (performance) {
    const rows = performance.rows.flatMap(({ row, start, net, gross, benchmark }) => {
      const period = standardPeriod(start, performance.end, performance.inception);
      if (period) return [{ period, net, gross, benchmark }];
      errors.push(
        `row ${row.number}, column start: ${start} to ${performance.end} is not a standard period: 1, 5 or 10 years to ${performance.end}, or since inception${performance.inception ? ` (${performance.inception})` : " (give the inception column)"}.`,
      );
      return [];
    });
    const periods = rows.map((row) => row.period);
    const twice = periods.find((period, index) => periods.indexOf(period) !== index);
    if (twice) errors.push(`model ${modelId}: the ${twice} period is given twice.`);
    if (!performance.inception) errors.push(`row ${performance.endAt.number}, column inception: give model ${modelId}'s inception date.`);
    rows.sort((a, b) => PERFORMANCE_PERIODS.indexOf(a.period) - PERFORMANCE_PERIODS.indexOf(b.period));
    next.performance = {
      asOf: performance.end,
      inception: performance.inception,
      benchmark: performance.benchmark ?? "",
      feeNote: performance.feeNote ?? "",
      rows,
    };
  }
  if (draft.stats) {
    next.stats = draft.stats.rows.map(({ key, value, qualifier }) => (qualifier ? { key, value, qualifier } : { key, value }));
    next.statsDates = { from: draft.stats.from, to: draft.stats.to };
    next.statsBenchmark = draft.stats.benchmark;
  }
  if (draft.holdings) next.holdings = { asOf: draft.holdings.asOf, positions: draft.holdings.positions };
  const parsed = modelFiguresBodySchema.safeParse(next);
  if (parsed.success) return parsed.data;
  for (const issue of parsed.error.issues) {
    const where =
      issue.path[0] === "holdings"
        ? `model ${modelId}, holdings (rows ${draft.holdings?.firstRow}-${draft.holdings?.lastRow})`
        : `model ${modelId}, ${issue.path.join(".")}`;
    errors.push(`${where}: ${issue.message}`);
  }
  return undefined;
}
