import { type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, timestamp } from 'drizzle-orm/pg-core';

/** `column in ('a', 'b')` for a CHECK constraint, from a list of constants (DDL takes no parameters). */
export function oneOf(column: AnyPgColumn, values: readonly string[]): SQL {
  const list = values.map((value) => `'${value.replace(/'/g, "''")}'`).join(', ');
  return sql`${column} in (${sql.raw(list)})`;
}

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** Set by the database on insert and by Drizzle on every update through the query builder. */
export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());
