// Comma-separated values as spreadsheets read them (RFC 4180), made safe to open: a cell that a
// spreadsheet would run as a formula (starting with = + - @, a tab or a carriage return) gets a
// leading apostrophe, so it shows as text.

const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One cell: neutralised, then quoted when it holds a comma, a quote, a line break or a semicolon
 * (the separator of spreadsheets in many locales, which would otherwise start a new cell there).
 */
export function csvCell(value: string | number): string {
  let text = String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",;\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Rows joined with CRLF, ending with one. */
export function toCsv(rows: readonly (readonly (string | number)[])[]): string {
  return rows.map((row) => row.map(csvCell).join(",")).join("\r\n") + "\r\n";
}
