import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../tests/support/app';
import { createPlayer, createTeam, createUser } from '../../../tests/support/factories';
import { listingVersion, readListingVersion } from './listing-version';
import { playerDonations, teamPlayers, teams } from './schema';

/*
 * The listing version (db/listing-version.ts): on PGlite kept in memory between the database's notices,
 * on PostgreSQL asked every time. Either way a change is seen by the very next read, even one made while
 * a read was under way.
 */

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});

describe('the listing version', () => {
  it('moves with a committed change and stays put without one', async () => {
    const before = await listingVersion(t.db);
    expect(await listingVersion(t.db)).toBe(before);
    const team = await createTeam(t, (await createUser(t)).id);
    const after = await listingVersion(t.db);
    expect(after).not.toBe(before);
    await t.db
      .transaction(async (tx) => {
        await tx.update(teams).set({ name: 'Never saved' }).where(eq(teams.id, team.id));
        throw new Error('roll back');
      })
      .catch(() => {});
    expect(await listingVersion(t.db)).toBe(after);
  });

  it('is not kept from a read a change overtook', async () => {
    const team = await createTeam(t, (await createUser(t)).id);
    const stale = await listingVersion(t.db);
    // The version's read answers only after a change has committed behind it: the answer is the old number.
    // PGlite's query takes the text; node-postgres's pool may take { text, values }.
    type Statement = string | { text: string };
    const client = (
      t.db as unknown as { $client: { query: (statement: Statement, ...rest: unknown[]) => unknown } }
    ).$client;
    const original = client.query;
    client.query = async function overtaken(this: unknown, statement: Statement, ...rest: unknown[]) {
      const answer = await original.call(this, statement, ...rest);
      const text = typeof statement === 'string' ? statement : statement.text;
      if (text.includes('from listing_version')) {
        client.query = original;
        await t.db.update(teams).set({ name: 'Renamed' }).where(eq(teams.id, team.id));
      }
      return answer;
    };
    // Reading the version after a change forgets the kept number: this read goes to the database.
    await t.db.update(teams).set({ name: 'Renamed once' }).where(eq(teams.id, team.id));
    expect(await listingVersion(t.db)).not.toBe(stale);
    expect(client.query).toBe(original);
    // The read that was overtaken is not kept: the next one has the number after the change.
    expect(await listingVersion(t.db)).toBe(await readListingVersion(t.db));
  });

  it("moves once when a player with paid gifts leaves: the roster's change, not one a gift", async () => {
    const team = await createTeam(t, (await createUser(t)).id);
    const player = await createPlayer(t, team);
    await t.db.insert(playerDonations).values(
      [1, 2, 3].map(() => ({
        playerId: player.id,
        playerName: 'Ava C.',
        teamId: team.id,
        amount: 1_000,
        status: 'succeeded' as const,
      })),
    );
    // The sequence's own number: each bump takes the next.
    const bumps = async () => Number.parseInt(await readListingVersion(t.db), 10);
    const before = await bumps();
    await t.db.delete(teamPlayers).where(eq(teamPlayers.id, player.id));
    expect(await bumps()).toBe(before + 1);
    const gifts = await t.db.select().from(playerDonations).where(eq(playerDonations.teamId, team.id));
    expect(gifts.map((gift) => gift.playerId)).toEqual([null, null, null]);
    // A paid gift's own change still moves it.
    await t.db
      .update(playerDonations)
      .set({ status: 'refunded' })
      .where(eq(playerDonations.id, gifts[0]!.id));
    expect(await bumps()).toBe(before + 2);
  });

  it('answers a crowd with at most two reads at once, each begun after its caller asked', async () => {
    type Statement = string | { text: string };
    const client = (
      t.db as unknown as { $client: { query: (statement: Statement, ...rest: unknown[]) => unknown } }
    ).$client;
    const original = client.query;
    let reading = 0;
    let most = 0;
    client.query = async function counted(this: unknown, statement: Statement, ...rest: unknown[]) {
      const text = typeof statement === 'string' ? statement : statement.text;
      if (!text.includes('from listing_version')) return original.call(this, statement, ...rest);
      most = Math.max(most, ++reading);
      try {
        return await original.call(this, statement, ...rest);
      } finally {
        reading--;
      }
    };
    try {
      const crowd = () => Promise.all(Array.from({ length: 50 }, () => listingVersion(t.db)));
      const before = await listingVersion(t.db);
      expect(new Set(await crowd())).toEqual(new Set([before]));
      await createTeam(t, (await createUser(t)).id);
      // Asked after the change: every answer has it, though most callers shared a read.
      const after = await crowd();
      expect(after.filter((version) => version === before)).toEqual([]);
      expect(most).toBeLessThanOrEqual(2);
    } finally {
      client.query = original;
    }
  });
});
