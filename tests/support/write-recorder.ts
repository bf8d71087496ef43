import { sql } from 'drizzle-orm';
import type { Db } from '../../src/server/db/client';

/**
 * Tables a refused request may write on purpose: failed sign-ins count toward the rate limit and are
 * audited. A session's last_seen_at moves on any request, so sessions count only when rows come or go.
 */
const WRITTEN_ON_REFUSAL = new Set(['rate_limits', 'audit_logs']);
const INSERT_DELETE_ONLY = new Set(['sessions']);

/**
 * Test-only row triggers on every table of this test database's public schema: each inserted, updated or
 * deleted row (of a transaction that commits) leaves its table's name in hostile_writes. Cheaper than
 * hashing every table around every request, and it also sees an update that keeps the row count.
 * Returns a function that answers the tables written since its last call.
 */
export async function writeRecorder(db: Db): Promise<() => Promise<string[]>> {
  const listed = (await db.execute(
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  )) as unknown as { rows: { name: string }[] };
  await db.execute(sql`create table hostile_writes (table_name text not null)`);
  await db.execute(
    sql.raw(`create function hostile_record() returns trigger language plpgsql as $$
      begin insert into hostile_writes values (TG_TABLE_NAME); return null; end $$`),
  );
  for (const { name } of listed.rows) {
    if (WRITTEN_ON_REFUSAL.has(name)) continue;
    const events = INSERT_DELETE_ONLY.has(name) ? 'insert or delete' : 'insert or update or delete';
    await db.execute(
      sql.raw(
        `create trigger hostile_record after ${events} on "${name}" for each row execute function hostile_record()`,
      ),
    );
  }
  return async () => {
    const result = (await db.execute(
      sql`delete from hostile_writes returning table_name as name`,
    )) as unknown as { rows: { name: string }[] };
    return [...new Set(result.rows.map((row) => row.name))].sort();
  };
}
