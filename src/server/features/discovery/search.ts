import { type AnyColumn, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { LISTED_STATUSES } from '../../../shared/constants';

/**
 * `%text%` for ILIKE, with the user's own % and _ (and the escape character) taken literally, so a
 * search for '100%' finds '100%' and not everything that starts with 100.
 */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** Case-insensitive "contains" over any of the columns. */
export function matchesAny(text: string, columns: AnyColumn[]): SQL | undefined {
  const pattern = containsPattern(text);
  return or(...columns.map((column) => ilike(column, pattern)));
}

/** The one rule of every discovery query: approved or verified (DECISIONS), whatever the caller asks. */
export function isListedRow(status: AnyPgColumn): SQL {
  return inArray(status, LISTED_STATUSES);
}
