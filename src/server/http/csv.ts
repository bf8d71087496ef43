import type { Context } from 'hono';
import { stream } from 'hono/streaming';
import { download } from './download';

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

/**
 * A CSV download written as its rows arrive, a page at a time: the first bytes leave at once and the
 * server holds one page, however many rows there are. A failure after the first page ends the file early
 * (the status has been sent); it is logged.
 */
export function csvDownload(
  c: Context,
  report: { fileName: string; columns: readonly string[]; rows: AsyncIterable<string[][]> },
): Response {
  download(c, report.fileName, 'text/csv; charset=utf-8');
  return stream(
    c,
    async (out) => {
      await out.write(toCsv([report.columns]));
      // The titles leave before the first page is read: on PGlite that query holds this thread until
      // it is done (the security report's first byte took 335 ms there, issue 24).
      await new Promise((resolve) => setImmediate(resolve));
      for await (const rows of report.rows) await out.write(toCsv(rows));
    },
    async (error) => {
      c.var.log?.error({ err: error, file: report.fileName }, 'a CSV download stopped part way');
    },
  );
}
