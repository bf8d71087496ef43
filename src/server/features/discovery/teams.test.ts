import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../../tests/support/app';
import {
  addTier,
  at,
  countQueries,
  listedTeam,
  uniqueWord,
  versionChecks,
} from '../../../../tests/support/features/discovery';
import { DISCOVERY_PAGE_SIZE, type TeamDiscoveryPage } from '../../../shared/schemas/discovery';
import { sponsorshipTiers, teams } from '../../db/schema';

/** GET /api/discovery/teams: public, approved teams only, filtered, paginated, tiers in one query. */

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});

const list = async (query: Record<string, string>) => {
  const res = await t.client().get<TeamDiscoveryPage>(`/api/discovery/teams?${new URLSearchParams(query)}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
};
const names = (page: TeamDiscoveryPage) => page.teams.map((team) => team.name);

describe('the approved-only rule', () => {
  it('lists approved and verified teams, never pending, under review or rejected ones', async () => {
    const word = uniqueWord('status');
    for (const status of ['pending', 'under_review', 'rejected', 'approved', 'verified'] as const) {
      await listedTeam(t, { name: `${word} ${status}`, verificationStatus: status });
    }
    const page = await list({ q: word });
    expect(names(page).sort()).toEqual([`${word} approved`, `${word} verified`]);
    expect(page.total).toBe(2);
    expect(page.teams.every((team) => team.verified)).toBe(true);
  });

  it('does not reveal a hidden team through any filter', async () => {
    const word = uniqueWord('hidden');
    await listedTeam(t, {
      name: word,
      sport: 'Hockey',
      location: `${word} Town`,
      verificationStatus: 'pending',
    });
    expect((await list({ q: word })).total).toBe(0);
    expect((await list({ location: word })).total).toBe(0);
    expect(names(await list({ sport: 'Hockey' }))).not.toContain(word);
  });

  it('is public: an anonymous caller gets the list', async () => {
    const res = await t.client().get('/api/discovery/teams');
    expect(res.status).toBe(200);
    expect(res.body.pageSize).toBe(DISCOVERY_PAGE_SIZE);
  });
});

describe('order, card fields and tiers', () => {
  it('lists the newest team first', async () => {
    const word = uniqueWord('order');
    await listedTeam(t, { name: `${word} middle`, createdAt: at(10) });
    await listedTeam(t, { name: `${word} oldest`, createdAt: at(1) });
    await listedTeam(t, { name: `${word} newest`, createdAt: at(20) });
    expect(names(await list({ q: word }))).toEqual([`${word} newest`, `${word} middle`, `${word} oldest`]);
  });

  it('gives each card its fields and its tiers cheapest first, with sold-out flags', async () => {
    const word = uniqueWord('tiers');
    const team = await listedTeam(t, {
      name: word,
      sport: 'Soccer',
      ageGroup: 'Under 12',
      location: 'Portland, OR',
      description: 'We play hard.',
      teamAchievements: 'League champions 2025',
      teamSize: 14,
      contactEmail: 'private-coach@example.com',
    });
    await addTier(t, team.id, { name: 'Gold', amount: 100_000, availableSpots: 1, takenSpots: 1 });
    await addTier(t, team.id, {
      name: 'Bronze',
      amount: 25_000,
      availableSpots: 5,
      takenSpots: 2,
      benefits: ['Logo on banner'],
      logoPlacement: 'Banners',
      description: 'Entry level',
    });
    await addTier(t, team.id, { name: 'Silver', amount: 50_000, availableSpots: 2, takenSpots: 0 });

    const [card] = (await list({ q: word })).teams;
    expect(card).toMatchObject({
      id: team.id,
      name: word,
      sport: 'Soccer',
      ageGroup: 'Under 12',
      location: 'Portland, OR',
      description: 'We play hard.',
      teamAchievements: 'League champions 2025',
      teamSize: 14,
      verified: true,
    });
    expect(card!.tiers.map((tier) => [tier.name, tier.amount, tier.soldOut, tier.spotsLeft])).toEqual([
      ['Bronze', 25_000, false, 3],
      ['Silver', 50_000, false, 2],
      ['Gold', 100_000, true, 0],
    ]);
    expect(card!.tiers[0]).toMatchObject({
      description: 'Entry level',
      benefits: ['Logo on banner'],
      logoPlacement: 'Banners',
      availableSpots: 5,
      takenSpots: 2,
    });
    // The listing is public: the coach's contact details are not part of it.
    expect(JSON.stringify(card)).not.toContain('private-coach@example.com');
  });

  it('gives a team without tiers an empty list', async () => {
    const word = uniqueWord('notiers');
    await listedTeam(t, { name: word });
    expect((await list({ q: word })).teams[0]!.tiers).toEqual([]);
  });
});

describe('filters and search', () => {
  it('searches name, description and location, ignoring case', async () => {
    const word = uniqueWord('search');
    await listedTeam(t, { name: `The ${word.toUpperCase()} Team` });
    await listedTeam(t, { name: 'By description', description: `Proud ${word} players` });
    await listedTeam(t, { name: 'By location', location: `${word} Heights` });
    await listedTeam(t, { name: 'By achievements only', teamAchievements: word });
    const found = names(await list({ q: word }));
    expect(found.sort()).toEqual(['By description', 'By location', `The ${word.toUpperCase()} Team`].sort());
  });

  it('takes % and _ typed by a user literally', async () => {
    const word = uniqueWord('pct');
    await listedTeam(t, { name: `${word} 100% effort` });
    await listedTeam(t, { name: `${word} 1000 effort` });
    await listedTeam(t, { name: `${word} a_b` });
    await listedTeam(t, { name: `${word} axb` });
    await listedTeam(t, { name: `${word} back\\slash` });
    expect(names(await list({ q: `${word} 100%` }))).toEqual([`${word} 100% effort`]);
    expect(names(await list({ q: `${word} a_b` }))).toEqual([`${word} a_b`]);
    expect(names(await list({ q: `${word} back\\` }))).toEqual([`${word} back\\slash`]);
    expect((await list({ q: '%' })).teams.map((team) => team.name)).toEqual([`${word} 100% effort`]);
  });

  it('filters by exact sport, and Other means a sport outside the filter list', async () => {
    const word = uniqueWord('sport');
    await listedTeam(t, { name: `${word} soccer`, sport: 'Soccer' });
    await listedTeam(t, { name: `${word} hockey`, sport: 'Hockey' });
    await listedTeam(t, { name: `${word} tennis`, sport: 'Tennis' });
    await listedTeam(t, { name: `${word} other`, sport: 'Other' });
    await listedTeam(t, { name: `${word} golf`, sport: 'Golf' });
    expect(names(await list({ q: word, sport: 'Soccer' }))).toEqual([`${word} soccer`]);
    expect(names(await list({ q: word, sport: 'Hockey' }))).toEqual([`${word} hockey`]);
    expect(names(await list({ q: word, sport: 'Other' })).sort()).toEqual(
      [`${word} golf`, `${word} other`, `${word} tennis`].sort(),
    );
  });

  it('filters by location, case-insensitive contains, combined with the other filters', async () => {
    const word = uniqueWord('loc');
    await listedTeam(t, { name: `${word} a`, location: 'North Portland, OR', sport: 'Soccer' });
    await listedTeam(t, { name: `${word} b`, location: 'Portland, OR', sport: 'Baseball' });
    await listedTeam(t, { name: `${word} c`, location: 'Salem, OR', sport: 'Soccer' });
    expect(names(await list({ q: word, location: 'portland' })).sort()).toEqual([`${word} a`, `${word} b`]);
    expect(names(await list({ q: word, location: 'PORTLAND', sport: 'Soccer' }))).toEqual([`${word} a`]);
    expect(names(await list({ q: word, location: 'Seattle' }))).toEqual([]);
  });

  it('treats empty parameters as no filter', async () => {
    const word = uniqueWord('empty');
    await listedTeam(t, { name: word, sport: 'Volleyball' });
    expect(names(await list({ q: word, sport: '', location: '', page: '' }))).toEqual([word]);
  });
});

describe('pagination', () => {
  it('serves 24 a page; page 2 continues page 1 without overlap; total counts them all', async () => {
    const word = uniqueWord('pages');
    const total = DISCOVERY_PAGE_SIZE + 6;
    for (let i = 0; i < total; i++) {
      // Pairs share a creation time: the id must still keep the order stable across pages.
      await listedTeam(t, { name: `${word} ${i}`, createdAt: at(Math.floor(i / 2)) });
    }
    const first = await list({ q: word });
    const second = await list({ q: word, page: '2' });
    const third = await list({ q: word, page: '3' });
    expect(first).toMatchObject({ page: 1, pageSize: DISCOVERY_PAGE_SIZE, total });
    expect(second).toMatchObject({ page: 2, total });
    expect(first.teams).toHaveLength(DISCOVERY_PAGE_SIZE);
    expect(second.teams).toHaveLength(6);
    expect(third).toMatchObject({ page: 3, total, teams: [] });
    const all = [...names(first), ...names(second)];
    expect(new Set(all).size).toBe(total);
    expect(first.teams[0]!.name).toMatch(new RegExp(`${word} (28|29)`));
    expect(second.teams.at(-1)!.name).toMatch(new RegExp(`${word} (0|1)$`));
  });
});

describe('queries per page', () => {
  it('reads a page of teams and all their tiers in a bounded number of queries', async () => {
    const word = uniqueWord('bounded');
    const addTeams = async (n: number) => {
      for (let i = 0; i < n; i++) {
        const team = await listedTeam(t, { name: `${word} ${i}` });
        await addTier(t, team.id, { amount: 10_000 });
        await addTier(t, team.id, { amount: 20_000 });
      }
    };
    const statementsFor = () => countQueries(t, () => list({ q: word }));

    await addTeams(2);
    const few = await statementsFor();
    await addTeams(20);
    const many = await statementsFor();

    expect((await list({ q: word })).teams.every((team) => team.tiers.length === 2)).toBe(true);
    // The listing version, the page with its tiers, and the count.
    expect(few).toBe(3);
    expect(many).toBe(few);
  });

  it('answers a repeated page from memory, asking only for the version, until a team or tier changes', async () => {
    const word = uniqueWord('cached');
    const team = await listedTeam(t, { name: `${word} Hawks` });
    const tier = await addTier(t, team.id, { amount: 10_000, availableSpots: 1 });
    await list({ q: word });
    expect(await countQueries(t, () => list({ q: word }))).toBe(versionChecks(t));

    // Changes made straight in the database (not through the API) count too: the trigger sees them.
    await t.db.update(sponsorshipTiers).set({ takenSpots: 1 }).where(eq(sponsorshipTiers.id, tier.id));
    const [card] = (await list({ q: word })).teams;
    expect(card?.tiers[0]?.soldOut).toBe(true);

    await t.db.update(teams).set({ verificationStatus: 'pending' }).where(eq(teams.id, team.id));
    expect((await list({ q: word })).teams).toEqual([]);
  });

  it('keeps a change that did not commit from moving the listing', async () => {
    const word = uniqueWord('rolled');
    const team = await listedTeam(t, { name: `${word} Owls` });
    const before = await list({ q: word });
    await t.db
      .transaction(async (tx) => {
        await tx
          .update(teams)
          .set({ name: `${word} Renamed` })
          .where(eq(teams.id, team.id));
        throw new Error('roll back');
      })
      .catch(() => {});
    expect(await countQueries(t, () => list({ q: word }))).toBe(versionChecks(t));
    expect(await list({ q: word })).toEqual(before);
  });
});

describe('bad query strings', () => {
  it.each([
    ['page 0', 'page=0'],
    ['a negative page', 'page=-1'],
    ['a page that is not a number', 'page=abc'],
    ['a fractional page', 'page=1.5'],
    ['a huge page', 'page=99999999'],
    ['a search over 100 characters', `q=${'a'.repeat(101)}`],
    ['a location over 100 characters', `location=${'a'.repeat(101)}`],
    ['a sport outside the list', 'sport=Cricket'],
    ['an unknown parameter', 'status=pending'],
  ])('answers 400 for %s', async (_name, query) => {
    const res = await t.client().get(`/api/discovery/teams?${query}`);
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('VALIDATION_FAILED');
    expect(typeof res.body.error.message).toBe('string');
  });

  it('accepts a search of exactly 100 characters', async () => {
    const res = await t.client().get(`/api/discovery/teams?q=${'a'.repeat(100)}`);
    expect(res.status).toBe(200);
  });

  it('names the search limit in its message', async () => {
    const res = await t.client().get(`/api/discovery/teams?q=${'a'.repeat(101)}`);
    expect(res.body.error.message).toBe('Search must be at most 100 characters');
    expect(res.body.error.fields.q).toEqual(['Search must be at most 100 characters']);
  });
});
