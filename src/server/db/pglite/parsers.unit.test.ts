import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEXT_PARSERS, withoutOpeningParsers } from './parsers';

describe('the parsers PGlite is opened with', () => {
  let client: PGlite;
  // Starting PGlite (a WebAssembly PostgreSQL) takes seconds when the API and browser suites share the cores.
  beforeAll(async () => {
    client = await PGlite.create({ parsers: TEXT_PARSERS });
  }, 60_000);
  afterAll(() => client.close());

  it('are exactly the ones drizzle sends with each query, all leaving the text as it is', async () => {
    const sent: (object | undefined)[] = [];
    const original = client.query.bind(client);
    const watched = new Proxy(client, {
      get: (target, property) =>
        property === 'query'
          ? (text: string, params: unknown[], options?: object) => {
              sent.push(options);
              return original(text, params, options);
            }
          : Reflect.get(target, property, target),
    });
    const db = drizzle({ client: watched });
    await db.execute(sql`select now() as at`);
    await db.select({ at: sql`now()` }).from(sql`(select 1) as one`);
    expect(sent).toHaveLength(2);
    for (const options of sent) {
      const parsers = (options as { parsers: Record<string, (text: string, type: number) => unknown> })
        .parsers;
      expect(Object.keys(parsers).sort()).toEqual(Object.keys(TEXT_PARSERS).sort());
      for (const [oid, parse] of Object.entries(parsers))
        expect(parse('2026-03-05 17:00:00', Number(oid))).toBe('2026-03-05 17:00:00');
      expect(withoutOpeningParsers(options)).not.toHaveProperty('parsers');
    }
  });

  it('give the same answers sent once as sent with every query', async () => {
    const text =
      "select '2026-03-05 17:00:00+00'::timestamptz as at, '1 day'::interval as span, 1.5::numeric as n";
    const once = await client.query(text);
    const each = await client.query(text, [], { parsers: TEXT_PARSERS });
    expect(once.rows).toEqual(each.rows);
    expect(once.rows[0]).toMatchObject({ at: '2026-03-05 17:00:00+00', span: '1 day' });
  });

  it('are left on a query that asks for others', () => {
    const other = { parsers: { 1184: (text: string) => new Date(text) } };
    expect(withoutOpeningParsers(other)).toBe(other);
    expect(withoutOpeningParsers(undefined)).toBeUndefined();
    const plain: { rowMode: string; parsers?: object } = { rowMode: 'array' };
    expect(withoutOpeningParsers(plain)).toBe(plain);
  });
});
