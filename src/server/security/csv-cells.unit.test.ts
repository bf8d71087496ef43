import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { csvCell } from '../http/csv';

/**
 * Every CSV export (the admin security report, the season reports, their emailed copies) is written by
 * toCsv: whatever text a team, a business or a donor typed, no cell starts as a spreadsheet formula and
 * the text reads back whole.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
const unquote = (cell: string) => cell.slice(1, -1).replace(/""/g, '"');

const typed = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 30 }),
  fc
    .tuple(fc.constantFrom('=', '+', '-', '@', '\t', '\r', '"', ' =', '\n='), fc.string({ maxLength: 30 }))
    .map(([start, rest]) => start + rest),
);

describe('CSV cells', () => {
  it('never start with a formula character, and keep the text (after the neutralising quote mark)', () => {
    fc.assert(
      fc.property(typed, (value) => {
        const cell = csvCell(value);
        const content = unquote(cell);
        expect(cell.startsWith('"') && cell.endsWith('"')).toBe(true);
        expect(FORMULA_START.test(content)).toBe(false);
        expect(content).toBe(FORMULA_START.test(value) ? `'${value}` : value);
      }),
      { seed: 20_261_123, numRuns: 500 },
    );
  });
});
