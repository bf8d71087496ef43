import { type businesses, sponsorshipTiers, type teams } from '../../../src/server/db/schema';
import type { TestApp } from '../app';
import { createBusiness, createTeam, createUser } from '../factories';

/** A word no other test uses, to find only this test's rows through the search box. */
export function uniqueWord(prefix: string): string {
  return `${prefix}${Math.random().toString(36).slice(2, 10)}`;
}

/** A team (approved unless `overrides` says otherwise) owned by a fresh user. */
export async function listedTeam(t: TestApp, overrides: Partial<typeof teams.$inferInsert> = {}) {
  const owner = await createUser(t, { roles: ['team'] });
  return createTeam(t, owner.id, { verificationStatus: 'approved', ...overrides });
}

/** A business (approved unless `overrides` says otherwise) owned by a fresh user. */
export async function listedBusiness(t: TestApp, overrides: Partial<typeof businesses.$inferInsert> = {}) {
  const owner = await createUser(t, { roles: ['business'] });
  return createBusiness(t, owner.id, overrides);
}

export async function addTier(
  t: TestApp,
  teamId: string,
  overrides: Partial<typeof sponsorshipTiers.$inferInsert> = {},
) {
  const [tier] = await t.db
    .insert(sponsorshipTiers)
    .values({ teamId, name: 'Bronze', amount: 25_000, availableSpots: 3, ...overrides })
    .returning();
  return tier!;
}

/** A moment `minutes` after a fixed start, so tests control which row is newest. */
export const at = (minutes: number) => new Date(Date.UTC(2026, 0, 1) + minutes * 60_000);

/**
 * How many SQL statements `run` sends to the database. Counts calls of the driver's query method (the
 * PGlite instance or the pg pool), which every statement outside a transaction goes through.
 */
/**
 * Queries a cached listing spends on its version: one on PostgreSQL; none on PGlite between changes,
 * which keeps the number in memory until the database says it moved (db/listing-version.ts).
 */
export const versionChecks = (t: TestApp) => (t.deps.database.kind === 'pglite' ? 0 : 1);

export async function countQueries(t: TestApp, run: () => Promise<unknown>): Promise<number> {
  const client = (t.db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
  const original = client.query;
  let statements = 0;
  client.query = function counted(this: unknown, ...args: unknown[]) {
    statements += 1;
    return original.apply(this, args);
  };
  try {
    await run();
  } finally {
    client.query = original;
  }
  return statements;
}
