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

/**
 * Signed cents as a bare number a spreadsheet adds up ('-12.50'). It is our own integer, so it cannot carry
 * a formula; csvCell would make a negative one text with a quote mark.
 */
export function dollarsCell(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new Error(`not a count of cents: ${cents}`);
  const abs = Math.abs(cents);
  return `${cents < 0 ? '-' : ''}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
