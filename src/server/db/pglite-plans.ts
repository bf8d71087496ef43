import type { PGlite } from '@electric-sql/pglite';
import { withoutOpeningParsers } from './pglite-parsers';

/**
 * PGlite parses and plans every query afresh: its driver sends each one unnamed, and drops the names the
 * hot reads are prepared under (db/prepared.ts). On a PostgreSQL server those names keep one plan per
 * connection; here, planning the one-statement pages' big queries was most of their time, on the
 * server's only thread. This keeps a plan for a SELECT the app sends again, as PostgreSQL would:
 * `PREPARE` once, then `EXECUTE` with the values written as quoted literals (a utility statement takes no
 * bind parameters).
 *
 * Quoting is the whole risk, so it is narrow: strings (standard_conforming_strings is on, checked at
 * start, so a doubled quote is the only escape), finite numbers, booleans, dates and null. Anything else,
 * a statement without values, or anything but a SELECT goes through PGlite as before.
 */

/** Distinct statements kept; past it, new ones run unprepared (the app's hot reads are a handful). */
const MAX_PLANS = 200;
/** Statements seen once that are remembered, waiting for a second sighting. */
const MAX_SIGHTINGS = 1000;
/** Prepared on the second sighting: a statement seen once (an ad-hoc IN list) is not worth a plan. */
const SIGHTINGS_BEFORE_PLAN = 2;
const SELECT = /^\s*(select|with)\b/i;
/** A plan PostgreSQL cannot reuse any more (its result type changed) or one that is gone. */
const STALE_PLAN = new Set(['0A000', '26000']);

type Query = PGlite['query'];

export async function keepPlans(client: PGlite): Promise<PGlite> {
  const setting = await client.query<{ standard_conforming_strings: string }>(
    'show standard_conforming_strings',
  );
  if (setting.rows[0]?.standard_conforming_strings !== 'on') return client;

  const sightings = new Map<string, number>();
  /** A statement's plan name, or null for one PostgreSQL would not prepare (never tried again). */
  const plans = new Map<string, Promise<string | null>>();
  let serial = 0;

  const prepare = (text: string): Promise<string | null> | undefined => {
    const planned = plans.get(text);
    if (planned) return planned;
    const seen = (sightings.get(text) ?? 0) + 1;
    if (seen < SIGHTINGS_BEFORE_PLAN || plans.size >= MAX_PLANS) {
      if (sightings.size >= MAX_SIGHTINGS) sightings.clear();
      sightings.set(text, seen);
      return undefined;
    }
    sightings.delete(text);
    const name = `hf_plan_${++serial}`;
    const plan = client.query(`PREPARE ${name} AS ${text}`).then(
      () => name,
      () => null,
    );
    plans.set(text, plan);
    return plan;
  };

  const query: Query = async (text, params, given) => {
    const options = withoutOpeningParsers(given);
    const values = params?.length && SELECT.test(text) ? literals(params) : undefined;
    const plan = values && prepare(text);
    const name = plan && (await plan);
    if (!name) return client.query(text, params, options);
    try {
      return await client.query(`EXECUTE ${name}(${values.join(', ')})`, [], options);
    } catch (error) {
      if (!STALE_PLAN.has((error as { code?: string }).code ?? '')) throw error;
      plans.delete(text);
      await client.query(`DEALLOCATE ${name}`).catch(() => {});
      return client.query(text, params, options);
    }
  };

  // `query` may be swapped like any method (tests count statements that way); the rest is PGlite's own.
  let current = query;
  return new Proxy(client, {
    get(target, property) {
      if (property === 'query') return current;
      const value = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
    set(target, property, value) {
      if (property !== 'query') return Reflect.set(target, property, value, target);
      current = value;
      return true;
    },
  });
}

/** Each value as an SQL literal of unknown type (PostgreSQL casts it to the parameter's), or undefined. */
export function literals(values: unknown[]): string[] | undefined {
  const out: string[] = [];
  for (const value of values) {
    if (value === null || value === undefined) out.push('NULL');
    // A NUL would end the statement's text early; PostgreSQL refuses it in a value anyway.
    else if (typeof value === 'string' && !value.includes('\0')) out.push(quote(value));
    else if (typeof value === 'number' && Number.isFinite(value)) out.push(quote(String(value)));
    else if (typeof value === 'bigint' || typeof value === 'boolean') out.push(quote(String(value)));
    else if (value instanceof Date && !Number.isNaN(value.getTime())) out.push(quote(value.toISOString()));
    else return undefined;
  }
  return out;
}

const quote = (text: string) => `'${text.replaceAll("'", "''")}'`;
