// Where the desk reaches the kinds' CSV import of model figures
// (~/lib/content-desk/model-figures-csv) until it lands: its name and result, one call.
import type { CsvProblem } from "~/components/desk/types";

export type { CsvProblem };
export type ModelFiguresCsvResult = { ok: true; body: unknown } | { ok: false; errors: CsvProblem[] };

export function parseModelFiguresCsv(text: string): ModelFiguresCsvResult {
  void text;
  return { ok: false, errors: [{ row: 1, column: "A", message: "Importing model figures is not part of this build yet." }] };
}
