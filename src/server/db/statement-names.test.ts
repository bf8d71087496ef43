import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase } from '../../../tests/support/db';
import type { Database } from './client';
import { rawRows } from './raw';
import { users } from './schema';

/*
 * A statement the app sends again is parsed and planned once per connection (statement-names.ts on
 * PostgreSQL, pglite/plans.ts on PGlite), and answers exactly as it would unprepared: with each call's own
 * values, after a failed call, and after a rolled-back transaction.
 */

let database: Database;
beforeAll(async () => {
  database = await freshDatabase();
});
afterAll(() => database.close());

const userNamed = (id: string) =>
  database.db.select({ id: users.id, email: users.email }).from(users).where(eq(users.id, id));

async function addUser(email: string) {
  const [user] = await database.db
    .insert(users)
    .values({ email, fullName: email, passwordHash: 'x' })
    .returning({ id: users.id });
  return user!.id;
}

/** The statements this connection has prepared (the pool hands sequential queries the same one). */
async function prepared(): Promise<{ name: string; statement: string }[]> {
  return rawRows(database.db, sql`select name, statement from pg_prepared_statements`);
}

describe('statements sent again', () => {
  it('are prepared under a name of their own and answer with each call’s values', async () => {
    const ids = [await addUser('named-1@example.com'), await addUser('named-2@example.com')];
    for (let round = 0; round < 3; round++) {
      for (const [i, id] of ids.entries()) {
        expect(await userNamed(id)).toEqual([{ id, email: `named-${i + 1}@example.com` }]);
      }
    }
    const selects = (await prepared()).filter((p) => p.statement.includes('from "users" where "users"."id"'));
    expect(selects).toHaveLength(1);
    expect(selects[0]!.name).toMatch(/^hf_/);
  });

  it('answer again after a call whose value PostgreSQL refused', async () => {
    const id = await addUser('after-refusal@example.com');
    await userNamed(id);
    await userNamed(id);
    await expect(userNamed('not-a-uuid')).rejects.toThrow();
    expect(await userNamed(id)).toEqual([{ id, email: 'after-refusal@example.com' }]);
  });

  it('answer after a transaction that used them rolled back, and write what each call says', async () => {
    const id = await addUser('rolled-back@example.com');
    const rename = (tx: Pick<Database['db'], 'update'>, name: string) =>
      tx.update(users).set({ fullName: name }).where(eq(users.id, id));
    await database.db
      .transaction(async (tx) => {
        await rename(tx, 'Never kept');
        await rename(tx, 'Never kept either');
        throw new Error('roll back');
      })
      .catch(() => {});
    const [before] = await database.db.select({ name: users.fullName }).from(users).where(eq(users.id, id));
    expect(before!.name).toBe('rolled-back@example.com');
    for (const name of ['First', 'Second', 'Third']) {
      await rename(database.db, name);
      const [row] = await database.db.select({ name: users.fullName }).from(users).where(eq(users.id, id));
      expect(row!.name).toBe(name);
    }
  });
});
