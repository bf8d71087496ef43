import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, type TestClient } from '../../../../tests/support/app';
import { businessOwner, signedInClient, teamOwner } from '../../../../tests/support/factories';
import { addTier, listedBusiness, listedTeam } from '../../../../tests/support/features/discovery';
import { teams } from '../../db/schema';

/**
 * The detail pages: signed in only (anonymous 401), every signed-in kind of user sees an approved team or
 * business, and nobody (not even its owner) sees one that is not approved.
 */

let t: TestApp;
let viewers: [string, TestClient][];
let teamUser: Awaited<ReturnType<typeof teamOwner>>;
let businessUser: Awaited<ReturnType<typeof businessOwner>>;
beforeAll(async () => {
  t = await startTestApp();
  teamUser = await teamOwner(t, { verificationStatus: 'pending', name: 'Own Pending Team' });
  businessUser = await businessOwner(t, { verificationStatus: 'under_review', businessName: 'Own Business' });
  viewers = [
    ['a team user', teamUser.client],
    ['a business user', businessUser.client],
    ['an admin', (await signedInClient(t, { roles: ['admin'] })).client],
    ['a user without a role', (await signedInClient(t)).client],
  ];
});

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const HIDDEN = ['pending', 'under_review', 'rejected'] as const;

describe('GET /api/discovery/teams/:teamId', () => {
  const path = (id: string) => `/api/discovery/teams/${id}`;

  it('answers an anonymous caller 401 and shows nothing', async () => {
    const team = await listedTeam(t, { name: 'Anon Cannot See' });
    const res = await t.client().get(path(team.id));
    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe('UNAUTHORIZED');
    expect(JSON.stringify(res.body)).not.toContain('Anon Cannot See');
  });

  it('shows an approved or verified team to every signed-in user', async () => {
    for (const status of ['approved', 'verified'] as const) {
      const team = await listedTeam(t, { verificationStatus: status });
      for (const [who, client] of viewers) {
        const res = await client.get(path(team.id));
        expect(res.status, `${who} / ${status}`).toBe(200);
        expect(res.body.team.id).toBe(team.id);
        expect(res.body.team.verified).toBe(true);
      }
    }
  });

  it('answers 404 Team Not Found to everyone for a pending, under review or rejected team', async () => {
    for (const status of HIDDEN) {
      const team = await listedTeam(t, { verificationStatus: status, name: `Hidden ${status}` });
      for (const [who, client] of viewers) {
        const res = await client.get(path(team.id));
        expect(res.status, `${who} / ${status}`).toBe(404);
        expect(res.body.error.message).toBe('Team Not Found');
        expect(JSON.stringify(res.body)).not.toContain(`Hidden ${status}`);
      }
    }
  });

  it('hides an unapproved team from its own owner here (the owner edits it elsewhere)', async () => {
    const res = await teamUser.client.get(path(teamUser.team.id));
    expect(res.status).toBe(404);
  });

  it('answers 404 for an id that is not a uuid or not a team', async () => {
    expect((await teamUser.client.get(path('not-a-uuid'))).status).toBe(404);
    expect((await teamUser.client.get(path(UNKNOWN_ID))).status).toBe(404);
  });

  it('gives every element of the team page, tiers cheapest first with spots left', async () => {
    const team = await listedTeam(t, {
      name: 'Rose City Strikers',
      sport: 'Soccer',
      ageGroup: 'Under 12',
      location: 'Portland, OR',
      description: 'A friendly club.',
      teamSize: 16,
      teamAchievements: 'Champions',
      seasonGoals: 'Top half of the league',
      practiceSchedule: 'Tue/Thu 5:30 pm',
      coachingStaff: 'Two assistants',
      coachName: 'Maria Lopez',
      seasonStartDate: '2026-03-01',
      seasonEndDate: '2026-06-30',
      contactEmail: 'private-coach@example.com',
    });
    await addTier(t, team.id, { name: 'Gold', amount: 100_000, availableSpots: 2, takenSpots: 2 });
    await addTier(t, team.id, {
      name: 'Bronze',
      amount: 25_000,
      availableSpots: 4,
      takenSpots: 1,
      benefits: ['Banner'],
      logoPlacement: 'Banners',
    });
    const res = await businessUser.client.get(path(team.id));
    expect(res.body.team).toMatchObject({
      id: team.id,
      name: 'Rose City Strikers',
      sport: 'Soccer',
      ageGroup: 'Under 12',
      location: 'Portland, OR',
      verified: true,
      description: 'A friendly club.',
      teamSize: 16,
      teamAchievements: 'Champions',
      seasonGoals: 'Top half of the league',
      practiceSchedule: 'Tue/Thu 5:30 pm',
      coachingStaff: 'Two assistants',
      coachName: 'Maria Lopez',
      seasonStartDate: '2026-03-01',
      seasonEndDate: '2026-06-30',
    });
    expect(
      res.body.team.tiers.map((tier: any) => [tier.name, tier.amount, tier.spotsLeft, tier.soldOut]),
    ).toEqual([
      ['Bronze', 25_000, 3, false],
      ['Gold', 100_000, 0, true],
    ]);
    expect(res.body.team.tiers[0]).toMatchObject({ benefits: ['Banner'], logoPlacement: 'Banners' });
    expect(JSON.stringify(res.body)).not.toContain('private-coach@example.com');
  });

  it('shows a change to the team or its tiers on the very next read, though the page is kept in memory', async () => {
    const team = await listedTeam(t, { name: 'Cached Comets' });
    const first = await businessUser.client.get(path(team.id));
    expect(first.body.team.tiers).toEqual([]);
    // The same answer again, not read twice: same ETag.
    expect(first.headers.get('etag')).toBeTruthy();
    expect((await teamUser.client.get(path(team.id))).headers.get('etag')).toBe(first.headers.get('etag'));

    await addTier(t, team.id, { name: 'Silver', amount: 50_000 });
    const withTier = await businessUser.client.get(path(team.id));
    expect(withTier.body.team.tiers.map((tier: { name: string }) => tier.name)).toEqual(['Silver']);
    expect(withTier.headers.get('etag')).not.toBe(first.headers.get('etag'));

    await t.db.update(teams).set({ name: 'Renamed Comets' }).where(eq(teams.id, team.id));
    expect((await businessUser.client.get(path(team.id))).body.team.name).toBe('Renamed Comets');

    await t.db.update(teams).set({ verificationStatus: 'rejected' }).where(eq(teams.id, team.id));
    const unlisted = await businessUser.client.get(path(team.id));
    expect(unlisted.status).toBe(404);
    expect(JSON.stringify(unlisted.body)).not.toContain('Renamed Comets');
  });
});

describe('GET /api/discovery/businesses/:businessId', () => {
  const path = (id: string) => `/api/discovery/businesses/${id}`;

  it('answers an anonymous caller 401 and shows nothing', async () => {
    const business = await listedBusiness(t, { businessName: 'Anon Cannot See Co' });
    const res = await t.client().get(path(business.id));
    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe('UNAUTHORIZED');
    expect(JSON.stringify(res.body)).not.toContain('Anon Cannot See Co');
  });

  it('shows an approved or verified business to every signed-in user', async () => {
    for (const status of ['approved', 'verified'] as const) {
      const business = await listedBusiness(t, { verificationStatus: status });
      for (const [who, client] of viewers) {
        const res = await client.get(path(business.id));
        expect(res.status, `${who} / ${status}`).toBe(200);
        expect(res.body.business.id).toBe(business.id);
        expect(res.body.business.verified).toBe(true);
      }
    }
  });

  it('answers 404 Business Not Found to everyone for a business that is not approved', async () => {
    for (const status of HIDDEN) {
      const business = await listedBusiness(t, {
        verificationStatus: status,
        businessName: `Hidden ${status}`,
      });
      for (const [who, client] of viewers) {
        const res = await client.get(path(business.id));
        expect(res.status, `${who} / ${status}`).toBe(404);
        expect(res.body.error.message).toBe('Business Not Found');
        expect(JSON.stringify(res.body)).not.toContain(`Hidden ${status}`);
      }
    }
    expect((await businessUser.client.get(path(businessUser.business.id))).status).toBe(404);
  });

  it('answers 404 for an id that is not a uuid or not a business', async () => {
    expect((await teamUser.client.get(path('not-a-uuid'))).status).toBe(404);
    expect((await teamUser.client.get(path(UNKNOWN_ID))).status).toBe(404);
  });

  it('gives every element of the business page and nothing private', async () => {
    const business = await listedBusiness(t, {
      businessName: 'Bridge City Bikes',
      industry: 'Retail',
      businessType: 'retail',
      businessDescription: 'Bikes for every rider.',
      partnershipGoals: ['community_visibility'],
      sponsorshipCategories: ['equipment_purchases'],
      serviceArea: 'Portland metro',
      phoneNumber: '5035550199',
      businessEmail: 'hello@bridgecity.example',
      websiteUrl: 'https://bridgecity.example',
      preferredSports: ['Soccer'],
      preferredAgeGroups: ['9-12 years'],
      taxId: '99-1234567',
      businessAddress: '12 Secret Lane',
    });
    const res = await teamUser.client.get(path(business.id));
    expect(res.status).toBe(200);
    expect(res.body.business).toEqual({
      id: business.id,
      businessName: 'Bridge City Bikes',
      industry: 'Retail',
      businessType: 'retail',
      verified: true,
      businessDescription: 'Bikes for every rider.',
      partnershipGoals: ['community_visibility'],
      sponsorshipCategories: ['equipment_purchases'],
      serviceArea: 'Portland metro',
      phoneNumber: '5035550199',
      businessEmail: 'hello@bridgecity.example',
      websiteUrl: 'https://bridgecity.example',
      preferredSports: ['Soccer'],
      preferredAgeGroups: ['9-12 years'],
    });
  });
});

describe('GET /api/discovery/viewer', () => {
  it('tells an anonymous caller apart from users with and without a team or business', async () => {
    expect((await t.client().get('/api/discovery/viewer')).body).toEqual({
      signedIn: false,
      hasBusiness: false,
      hasTeam: false,
    });
    expect((await teamUser.client.get('/api/discovery/viewer')).body).toEqual({
      signedIn: true,
      hasBusiness: false,
      hasTeam: true,
    });
    expect((await businessUser.client.get('/api/discovery/viewer')).body).toEqual({
      signedIn: true,
      hasBusiness: true,
      hasTeam: false,
    });
    const [, plain] = viewers[3]!;
    expect((await plain.get('/api/discovery/viewer')).body).toEqual({
      signedIn: true,
      hasBusiness: false,
      hasTeam: false,
    });
  });
});
