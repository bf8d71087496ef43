import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';

/*
 * Lists and objects built as JSON inside one statement, so a page with several parts is one round trip.
 * Both drivers parse json columns; timestamps inside arrive as ISO strings, numbers as numbers.
 */

/** A subquery's rows as one JSON array (its column names are the keys; its order is kept), '[]' if none. */
export const jsonRows = (query: SQLWrapper): SQL =>
  sql`(select coalesce(json_agg(q), '[]'::json) from (${query}) q)`;

/** A JSON object from a map of columns or SQL, keyed by the map's (code-defined) names. */
export function jsonObject(fields: Record<string, SQLWrapper>): SQL {
  const pairs = Object.entries(fields).map(([key, value]) => sql`${sql.raw(`'${key}'`)}, ${value}`);
  return sql`json_build_object(${sql.join(pairs, sql`, `)})`;
}
