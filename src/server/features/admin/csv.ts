/** A leading = + - @ (or tab, carriage return) makes a spreadsheet run the cell as a formula. */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One quoted CSV cell, neutralised against formula injection (DECISIONS) with a leading quote mark. */
export function csvCell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}

/** RFC 4180: every cell quoted, rows ended by CRLF. */
export function toCsv(rows: readonly (readonly string[])[]): string {
  return rows.map((row) => `${row.map(csvCell).join(',')}\r\n`).join('');
}
