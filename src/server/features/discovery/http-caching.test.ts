import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, type TestClient } from '../../../../tests/support/app';
import { createPlayer, signedInClient, teamOwner } from '../../../../tests/support/factories';
import {
  addTier,
  listedBusiness,
  listedTeam,
  uniqueWord,
} from '../../../../tests/support/features/discovery';
import { recordGift, recordManualSponsor } from '../../../../tests/support/features/leaderboard';
import { playerDonations, sponsorshipTiers, teamPlayers, teamSeasons, teams } from '../../db/schema';

/**
 * Public pages carry an ETag and a short public Cache-Control; a caller holding the current ETag gets 304;
 * any committed change gives a new ETag at once. Pages behind a sign-in are private; the rest no-store.
 */

let t: TestApp;
let signedIn: TestClient;
beforeAll(async () => {
  t = await startTestApp();
  signedIn = (await signedInClient(t)).client;
});

/** Any cache may keep it, and asks us every time (issue 19: the payer sees the new total at once). */
const PUBLIC = /^public, no-cache$/;
const WEAK_ETAG = /^W\/"[\w-]+"$/;

/** GET `path` as `client`, then again with the ETag the first answer gave. */
async function twice(client: TestClient, path: string) {
  const first = await client.get(path);
  expect(first.status, path).toBe(200);
  const etag = first.headers.get('etag')!;
  const again = await client.get(path, { 'if-none-match': etag });
  return { first, etag, again };
}

describe('GET /api/discovery/teams', () => {
  it('is public, revalidated on every use, with a weak ETag, and 304 while nothing changed', async () => {
    const word = uniqueWord('etag');
    await listedTeam(t, { name: `Cached ${word}` });
    const { first, etag, again } = await twice(t.client(), `/api/discovery/teams?q=${word}`);
    expect(etag).toMatch(WEAK_ETAG);
    expect(first.headers.get('cache-control')).toMatch(PUBLIC);
    expect(again.status).toBe(304);
    expect(again.body).toBeNull();
    expect(again.headers.get('etag')).toBe(etag);
    expect(again.headers.get('cache-control')).toBe(first.headers.get('cache-control'));
  });

  it('answers 200 with a new ETag to the old one once the team changed', async () => {
    const word = uniqueWord('renamed');
    const team = await listedTeam(t, { name: `Before ${word}` });
    const path = `/api/discovery/teams?q=${word}`;
    const { etag } = await twice(t.client(), path);
    await t.db
      .update(teams)
      .set({ name: `After ${word}` })
      .where(eq(teams.id, team.id));
    const changed = await t.client().get(path, { 'if-none-match': etag });
    expect(changed.status).toBe(200);
    expect(changed.body.teams[0].name).toBe(`After ${word}`);
    expect(changed.headers.get('etag')).toMatch(WEAK_ETAG);
    expect(changed.headers.get('etag')).not.toBe(etag);
  });

  it('moves the ETag when a tier sells out', async () => {
    const word = uniqueWord('tier');
    const team = await listedTeam(t, { name: `Tiered ${word}` });
    const tier = await addTier(t, team.id, { availableSpots: 1 });
    const path = `/api/discovery/teams?q=${word}`;
    const { etag } = await twice(t.client(), path);
    await t.db.update(sponsorshipTiers).set({ takenSpots: 1 }).where(eq(sponsorshipTiers.id, tier.id));
    const changed = await t.client().get(path, { 'if-none-match': etag });
    expect(changed.status).toBe(200);
    expect(changed.body.teams[0].tiers[0].soldOut).toBe(true);
  });

  it('gives different pages different ETags', async () => {
    const word = uniqueWord('pages');
    await listedTeam(t, { name: `Paged ${word}` });
    const found = await t.client().get(`/api/discovery/teams?q=${word}`);
    const empty = await t.client().get(`/api/discovery/teams?q=${word}zzz`);
    expect(found.headers.get('etag')).not.toBe(empty.headers.get('etag'));
  });
});

describe('GET /api/discovery/businesses', () => {
  it('is public with an ETag, 304 when unchanged, 200 after a change', async () => {
    const word = uniqueWord('shop');
    await listedBusiness(t, { businessName: `Shop ${word}` });
    const path = `/api/discovery/businesses?q=${word}`;
    const { first, etag, again } = await twice(t.client(), path);
    expect(first.headers.get('cache-control')).toMatch(PUBLIC);
    expect(again.status).toBe(304);
    await listedBusiness(t, { businessName: `Second shop ${word}` });
    const changed = await t.client().get(path, { 'if-none-match': etag });
    expect(changed.status).toBe(200);
    expect(changed.body.total).toBe(2);
  });
});

describe('GET /api/discovery/teams/:teamId (signed in)', () => {
  it('is private and revalidated, 304 when unchanged, 200 with a new ETag after a change', async () => {
    const team = await listedTeam(t, { name: 'Details Before' });
    const path = `/api/discovery/teams/${team.id}`;
    const { first, etag, again } = await twice(signedIn, path);
    expect(first.headers.get('cache-control')).toBe('private, no-cache');
    expect(etag).toMatch(WEAK_ETAG);
    expect(again.status).toBe(304);
    await t.db.update(teams).set({ name: 'Details After' }).where(eq(teams.id, team.id));
    const changed = await signedIn.get(path, { 'if-none-match': etag });
    expect(changed.status).toBe(200);
    expect(changed.body.team.name).toBe('Details After');
    expect(changed.headers.get('etag')).not.toBe(etag);
  });

  it('never lets a cache keep a refusal', async () => {
    const team = await listedTeam(t);
    const anonymous = await t.client().get(`/api/discovery/teams/${team.id}`);
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get('cache-control')).toBe('no-store');
    expect(anonymous.headers.get('etag')).toBeNull();
  });
});

describe('GET /api/players/:teamSlug/:playerNumber', () => {
  it('is public with an ETag; a new donation gives the page a new one', async () => {
    const { team } = await teamOwner(t, { verificationStatus: 'approved' });
    const player = await createPlayer(t, team);
    const path = `/api/players/${team.slug}/${player.playerNumber}`;
    const { first, etag, again } = await twice(t.client(), path);
    expect(first.headers.get('cache-control')).toMatch(PUBLIC);
    expect(again.status).toBe(304);
    await t.db.insert(playerDonations).values({
      playerId: player.id,
      playerName: player.playerName,
      teamId: team.id,
      amount: 2_500,
      status: 'succeeded',
      paidAt: new Date(),
    });
    const changed = await t.client().get(path, { 'if-none-match': etag });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
  });

  it('is read once per change: a sponsor added by hand, a season closed or the page hidden shows at once', async () => {
    const { team, user } = await teamOwner(t, { verificationStatus: 'approved' });
    const player = await createPlayer(t, team);
    const path = `/api/players/${team.slug}/${player.playerNumber}`;
    const etagOf = async () => (await t.client().get(path)).headers.get('etag');
    const first = await etagOf();
    // Kept: the same answer while nothing it shows changed.
    expect(await etagOf()).toBe(first);

    await recordManualSponsor(t, team.id, 'Hand Bakery');
    const sponsored = await t.client().get(path);
    expect(sponsored.body.page.sponsors.at(-1)).toMatchObject({ sponsors: [{ name: 'Hand Bakery' }] });

    await recordGift(t, player, { amount: 2_500 });
    expect((await t.client().get(path)).body.page.progress.raisedCents).toBe(2_500);
    // The season closes: this season's figures start again from nothing.
    await t.db
      .insert(teamSeasons)
      .values({ teamId: team.id, endDate: '2026-06-30', report: {} as never, archivedBy: user.id });
    expect((await t.client().get(path)).body.page.progress.raisedCents).toBe(0);

    await t.db.update(teamPlayers).set({ pageHidden: true }).where(eq(teamPlayers.id, player.id));
    expect((await t.client().get(path)).status).toBe(404);
  });
});

describe('every other API answer', () => {
  it('is no-store: personal pages stay out of every cache', async () => {
    const owner = await teamOwner(t);
    for (const path of ['/api/auth/session', `/api/teams/${owner.team.id}/dashboard`, '/api/teams/mine']) {
      const res = await owner.client.get(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('cache-control'), path).toBe('no-store');
    }
  });
});
