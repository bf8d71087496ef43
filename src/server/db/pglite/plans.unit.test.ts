import { PGlite } from '@electric-sql/pglite';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keepPlans } from './plans';

describe('keepPlans', () => {
  let client: PGlite;
  /** PGlite's own query, unprepared: what a kept plan must answer exactly like. */
  const plain = (text: string, params?: unknown[], options?: object) =>
    PGlite.prototype.query.call(client, text, params, options);
  const select = 'select id, name from people where name = $1 or id = $2 order by id';
  const preparedCount = async () =>
    (await plain('select count(*)::int as n from pg_prepared_statements')).rows[0] as { n: number };

  beforeAll(async () => {
    const raw = await PGlite.create();
    await raw.exec(`create table people (id int primary key, name text, tags text[]);
      insert into people values (1, 'Ann', '{a,b}'), (2, 'O''Brien', null), (3, 'x''); drop table people; --', null)`);
    client = await keepPlans(raw);
    // Starting PGlite (a WebAssembly PostgreSQL) takes seconds when the API and browser suites share the cores.
  }, 60_000);
  afterAll(() => client.close());

  it('answers a repeated SELECT exactly as PGlite does, from one plan', async () => {
    const expected = await plain(select, ["O'Brien", 1]);
    for (let i = 0; i < 4; i++) {
      const kept = await client.query(select, ["O'Brien", 1]);
      expect(kept.rows).toEqual(expected.rows);
      expect(kept.fields).toEqual(expected.fields);
    }
    expect(await preparedCount()).toEqual({ n: 1 });
    const arrays = await client.query(select, ['Ann', 3], { rowMode: 'array' });
    expect(arrays.rows).toEqual([
      [1, 'Ann'],
      [3, "x'); drop table people; --"],
    ]);
  });

  it('binds every kind of value the app sends: dates, booleans, arrays, null', async () => {
    const typed = 'select $1::timestamptz as at, $2::boolean as yes, $3::text[] as list, $4::int as none';
    const values = [new Date('2026-03-05T17:00:00Z'), true, ['a', "b'c"], null];
    for (let i = 0; i < 3; i++) {
      expect((await client.query(typed, values)).rows).toEqual((await plain(typed, values)).rows);
    }
    const byTags = 'select id from people where tags = $1';
    await client.query(byTags, [['a', 'b']]);
    expect((await client.query(byTags, [['a', 'b']])).rows).toEqual([{ id: 1 }]);
  });

  it('keeps any string a value: hostile text round-trips through a kept plan unchanged', async () => {
    const echo = 'select $1::text as v, (select count(*)::int from people) as n';
    await client.query(echo, ['warm']);
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.string({ unit: 'binary' }),
          fc.constantFrom("'; drop table people; --", "\\'", "''", '$1', "E'\\x00'", '\u2028', '😀'),
        ),
        async (text) => {
          // PostgreSQL refuses a NUL in text whatever the client does.
          fc.pre(!text.includes('\0'));
          expect((await client.query(echo, [text])).rows).toEqual([{ v: text, n: 3 }]);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('reports a bad value as PGlite would, and goes on', async () => {
    const byId = 'select name from people where id = $1';
    await client.query(byId, [1]);
    await client.query(byId, [1]);
    await expect(client.query(byId, ['not a number'])).rejects.toMatchObject({ code: '22P02' });
    expect((await client.query(byId, [2])).rows).toEqual([{ name: "O'Brien" }]);
  });

  it('plans again when the table under a plan changes shape', async () => {
    const all = 'select id, name, tags from people where id <= $1 order by id';
    await client.query(all, [1]);
    await client.query(all, [1]);
    await client.exec('alter table people add column team text');
    const star = 'select * from people where id <= $1 order by id';
    await client.query(star, [1]);
    await client.query(star, [1]);
    await client.exec('alter table people drop column team');
    expect((await client.query(star, [1])).rows).toEqual([{ id: 1, name: 'Ann', tags: ['a', 'b'] }]);
  });

  it('leaves writes and statements without values to PGlite', async () => {
    const before = await preparedCount();
    for (let i = 0; i < 3; i++) {
      await client.query('update people set name = name where id = $1', [1]);
      await client.query('select count(*) from people');
    }
    expect(await preparedCount()).toEqual(before);
  });

  it('runs inside a transaction as PGlite does (the transaction’s own queries are its own)', async () => {
    await client.transaction(async (tx) => {
      await tx.query('update people set name = $1 where id = 1', ['Anna']);
      expect((await tx.query('select name from people where id = $1', [1])).rows).toEqual([{ name: 'Anna' }]);
      await tx.rollback();
    });
    expect((await client.query('select name from people where id = $1', [1])).rows).toEqual([
      { name: 'Ann' },
    ]);
  });
});
