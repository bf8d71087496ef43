import { type PGlite, parse, protocol, type QueryOptions, type Results } from '@electric-sql/pglite';
import { withoutOpeningParsers } from './parsers';

/**
 * PGlite parses and plans every query afresh: its driver sends each one unnamed, and drops the names the
 * hot reads are prepared under (db/prepared.ts). On a PostgreSQL server those names keep one plan per
 * connection; here, planning the one-statement pages' big queries was most of their time, on the
 * server's only thread. This keeps a plan for a SELECT the app sends again, as PostgreSQL would: the
 * protocol's named Parse once, then Bind with the values as parameters and Execute, through the same
 * locks and result parser PGlite's own query uses. No value is ever written into SQL text.
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

const { serialize } = protocol;
type Query = PGlite['query'];

interface Plan {
  name: string;
  /** The parameters' types as PostgreSQL inferred them, to serialize values as PGlite would. */
  types: number[];
}

export async function keepPlans(client: PGlite): Promise<PGlite> {
  const sightings = new Map<string, number>();
  /** A statement's plan, or null for one PostgreSQL would not prepare (never tried again). */
  const plans = new Map<string, Promise<Plan | null>>();
  let serial = 0;
  const own = client.query.bind(client);

  /** Sends protocol messages, then Sync whatever happened, inside PGlite's own locks. */
  const exchange = async (messages: (() => Uint8Array)[]) => {
    await client._checkReady();
    return client._runExclusiveTransaction(() =>
      client._runExclusiveQuery(async () => {
        const received = [];
        try {
          for (const message of messages)
            received.push(...(await client.execProtocolStream(message(), { syncToFs: false })));
        } finally {
          received.push(...(await client.execProtocolStream(serialize.sync(), { syncToFs: false })));
        }
        return received;
      }),
    );
  };

  const prepare = (text: string): Promise<Plan | null> | undefined => {
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
    const plan = exchange([
      () => serialize.parse({ name, text, types: [] }),
      () => serialize.describe({ type: 'S', name }),
    ]).then(
      (received) => ({ name, types: parse.parseDescribeStatementResults(received) }),
      () => null,
    );
    plans.set(text, plan);
    return plan;
  };

  const execute = async (plan: Plan, params: unknown[], options: QueryOptions | undefined) => {
    const values = params.map((value, i) => {
      if (value === null || value === undefined) return null;
      const type = plan.types[i]!;
      const serializer = options?.serializers?.[type] ?? client.serializers[type];
      return serializer ? serializer(value) : String(value);
    });
    const received = await exchange([
      () => serialize.bind({ statement: plan.name, values }),
      () => serialize.describe({ type: 'P' }),
      () => serialize.execute({}),
    ]);
    await client.syncToFs();
    return parse.parseResults(received, client.parsers, options)[0] as Results;
  };

  const query = (async (text: string, params?: unknown[], given?: QueryOptions) => {
    const options = withoutOpeningParsers(given);
    const pending = params?.length && SELECT.test(text) ? prepare(text) : undefined;
    const plan = pending && (await pending);
    if (!plan) return own(text, params, options);
    try {
      return await execute(plan, params!, options);
    } catch (error) {
      if (!STALE_PLAN.has((error as { code?: string }).code ?? '')) throw error;
      plans.delete(text);
      await own(`DEALLOCATE ${plan.name}`).catch(() => {});
      return own(text, params, options);
    }
  }) as Query;

  // An own property shadows PGlite's method: the rest of the client is PGlite's, untouched.
  client.query = query;
  return client;
}
