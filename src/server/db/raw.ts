import type { SQL } from 'drizzle-orm';

/**
 * The rows of a statement written in SQL, for the few reads a query builder says less clearly (a report's
 * correlated subqueries). Both drivers answer raw SQL with { rows }; the generic Db type cannot say so.
 */
export async function rawRows<T>(
  db: { execute(query: SQL): PromiseLike<unknown> },
  query: SQL,
): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
