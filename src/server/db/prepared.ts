import type { Db } from './client';

/**
 * A hot read prepared once per database (tests and the benchmark open several in one process): drizzle
 * builds its SQL once, and PostgreSQL parses and plans the named statement once per connection (then
 * keeps a generic plan) instead of on every request; planning was most of these reads' database time.
 * Values go in through sql.placeholder(). Never for a transaction: the statement runs on the pool.
 */
export function preparedPerDatabase<Query>(prepare: (db: Db) => Query): (db: Db) => Query {
  const prepared = new WeakMap<Db, Query>();
  return (db) => {
    let query = prepared.get(db);
    if (!query) {
      query = prepare(db);
      prepared.set(db, query);
    }
    return query;
  };
}
