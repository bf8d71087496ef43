import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keepPlans, literals } from './pglite-plans';

describe('literals', () => {
  it('quotes strings with a doubled quote, the only escape with standard_conforming_strings', () => {
    expect(literals(["O'Brien", 'a\\b', '', 7, 2.5, true, null, undefined])).toEqual([
      "'O''Brien'",
      "'a\\b'",
      "''",
      "'7'",
      "'2.5'",
      "'true'",
      'NULL',
      'NULL',
    ]);
    expect(literals([new Date('2026-03-05T17:00:00Z')])).toEqual(["'2026-03-05T17:00:00.000Z'"]);
  });

  it('refuses what it cannot write safely, so the statement runs unprepared', () => {
    expect(literals(['a\0b'])).toBeUndefined();
    expect(literals([Number.NaN])).toBeUndefined();
    expect(literals([['a']])).toBeUndefined();
    expect(literals([{ a: 1 }])).toBeUndefined();
    expect(literals([new Date('nope')])).toBeUndefined();
  });
});

describe('keepPlans', () => {
  let raw: PGlite;
  let client: PGlite;
  const select = 'select id, name from people where name = $1 or id = $2 order by id';
  const preparedCount = async () =>
    (await raw.query<{ n: number }>('select count(*)::int as n from pg_prepared_statements')).rows[0]!.n;

  beforeAll(async () => {
    raw = await PGlite.create();
    await raw.exec(`create table people (id int primary key, name text);
      insert into people values (1, 'Ann'), (2, 'O''Brien'), (3, 'x''); drop table people; --')`);
    client = await keepPlans(raw);
    // Starting PGlite (a WebAssembly PostgreSQL) takes seconds when the API and browser suites share the cores.
  }, 60_000);
  afterAll(() => raw.close());

  it('answers a repeated SELECT exactly as PGlite does, from one plan', async () => {
    const plain = await raw.query(select, ["O'Brien", 1]);
    for (let i = 0; i < 4; i++) {
      const kept = await client.query(select, ["O'Brien", 1]);
      expect(kept.rows).toEqual(plain.rows);
      expect(kept.fields).toEqual(plain.fields);
    }
    expect(await preparedCount()).toBe(1);
    const arrays = await client.query(select, ['Ann', 3], { rowMode: 'array' });
    expect(arrays.rows).toEqual([
      [1, 'Ann'],
      [3, "x'); drop table people; --"],
    ]);
  });

  it('keeps a hostile value a value', async () => {
    const hostile = "x'); drop table people; --";
    for (let i = 0; i < 3; i++) {
      expect((await client.query(select, [hostile, 0])).rows).toEqual([{ id: 3, name: hostile }]);
    }
    expect((await raw.query('select count(*)::int as n from people')).rows).toEqual([{ n: 3 }]);
  });

  it('reports a bad value as PGlite would', async () => {
    const byId = 'select name from people where id = $1';
    await client.query(byId, [1]);
    await client.query(byId, [1]);
    await expect(client.query(byId, ['not a number'])).rejects.toMatchObject({ code: '22P02' });
    expect((await client.query(byId, [2])).rows).toEqual([{ name: "O'Brien" }]);
  });

  it('plans again when the table under a plan changes shape', async () => {
    const all = 'select * from people where id <= $1 order by id';
    await client.query(all, [1]);
    await client.query(all, [1]);
    await raw.exec('alter table people add column team text');
    expect((await client.query(all, [1])).rows).toEqual([{ id: 1, name: 'Ann', team: null }]);
  });

  it('leaves writes and statements without values to PGlite', async () => {
    const before = await preparedCount();
    for (let i = 0; i < 3; i++) {
      await client.query('update people set name = name where id = $1', [1]);
      await client.query('select count(*) from people');
    }
    expect(await preparedCount()).toBe(before);
  });
});
