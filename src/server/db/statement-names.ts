import type pg from 'pg';

/*
 * node-postgres sends every query unnamed, so PostgreSQL parses and plans each one afresh: in a checkout's
 * twenty statements that was about half of the database's time per checkout. A statement the app sends
 * again is given a name here, the same on every connection of the pool; node-postgres then parses it once
 * per connection, and PostgreSQL keeps its plan (plan_cache_mode's usual rule: custom plans at first, a
 * generic one when it costs no more). Values still go as parameters; nothing about the text changes.
 * The PGlite side does the same for its reads in pglite/plans.ts.
 */

/**
 * Distinct statements named; past it, new ones run unnamed. Each named one costs each connection that runs
 * it about 26 KB of PostgreSQL's memory (a checkout's 23 plans: 600 KB a connection, measured with
 * pg_log_backend_memory_contexts), so at most about 5 MB a connection.
 */
export const MAX_STATEMENT_NAMES = 200;
/** Statements seen once that are remembered, waiting for a second sighting. */
const MAX_SIGHTINGS = 1000;
/** DML and queries only: BEGIN, COMMIT, SET and DDL gain nothing and some cannot be prepared. */
const NAMEABLE = /^\s*(select|with|insert|update|delete)\b/i;

interface QueryConfig {
  text?: unknown;
  name?: unknown;
  submit?: unknown;
}

/** The names of one pool's statements, shared by its connections. */
export function statementNames(): (text: string) => string | undefined {
  const names = new Map<string, string>();
  const sightings = new Map<string, number>();
  return (text) => {
    const named = names.get(text);
    if (named || names.size >= MAX_STATEMENT_NAMES || !NAMEABLE.test(text)) return named;
    if (!sightings.has(text)) {
      if (sightings.size >= MAX_SIGHTINGS) sightings.clear();
      sightings.set(text, 1);
      return undefined;
    }
    sightings.delete(text);
    const name = `hf_${names.size + 1}`;
    names.set(text, name);
    return name;
  };
}

/** Gives `client`'s repeated statements (drizzle's query configs) their pool-wide names. */
export function nameStatements(client: pg.PoolClient, nameOf: (text: string) => string | undefined): void {
  const query = client.query;
  client.query = function (this: pg.PoolClient, ...args: unknown[]) {
    const config = args[0] as QueryConfig | undefined;
    if (
      config &&
      typeof config === 'object' &&
      typeof config.text === 'string' &&
      config.name === undefined &&
      typeof config.submit !== 'function'
    ) {
      const name = nameOf(config.text);
      if (name) args[0] = { ...config, name };
    }
    return (query as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof client.query;
}
