import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../../tests/support/app';
import { rawRows } from '../raw';
import { analyzeChangedTables } from './statistics-job';

/*
 * PGlite runs no autovacuum, so the app analyzes what changed itself (statistics-job.ts), by autovacuum's
 * rule: more than 50 rows and a tenth of the table changed since the last analyze.
 */

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  await t.db.execute(sql`create table statistics_probe (n int)`);
});

/** Inserts rows and has the database count them in its statistics at once, not within the next second. */
async function insert(rows: number) {
  await t.db.transaction(async (tx) => {
    await tx.execute(sql`insert into statistics_probe select generate_series(1, ${rows})`);
    await tx.execute(sql`select pg_stat_force_next_flush()`);
  });
}

async function probe() {
  const [row] = await rawRows<{ analyzed: boolean; tuples: number }>(
    t.db,
    sql`select coalesce(s.last_analyze, s.last_autoanalyze) is not null as analyzed, c.reltuples::int as tuples
          from pg_stat_user_tables s join pg_class c on c.oid = s.relid
         where s.relname = 'statistics_probe'`,
  );
  return row!;
}

describe('analyzeChangedTables', () => {
  it('leaves a table that changed by 50 rows or fewer, and analyzes one past that', async () => {
    await insert(40);
    await analyzeChangedTables(t.db);
    expect((await probe()).analyzed).toBe(false);

    await insert(100);
    expect(await analyzeChangedTables(t.db)).toBeGreaterThan(0);
    expect(await probe()).toEqual({ analyzed: true, tuples: 140 });
  });

  it('then waits for a tenth of the table to change again', async () => {
    // 140 rows analyzed: the next analyze needs more than 50 + 14 changed.
    await insert(60);
    await analyzeChangedTables(t.db);
    expect((await probe()).tuples).toBe(140);
    await insert(10);
    await analyzeChangedTables(t.db);
    expect((await probe()).tuples).toBe(210);
  });
});
