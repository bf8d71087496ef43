import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApp } from '../../../../tests/support/app';
import {
  businessOwner,
  createBusiness,
  createPlayer,
  createUser,
  signedInClient,
  teamOwner,
} from '../../../../tests/support/factories';
import { DASHBOARD_SPONSORSHIP_LIMIT } from '../../../shared/schemas/team-dashboard';
import { manualSponsors, matches, offers, playerDonations, sponsorships, teamNeeds } from '../../db/schema';

const t = await startTestApp();

/** A business of its own owner (one business per account). */
async function aBusiness(overrides: { businessName: string }) {
  const owner = await createUser(t, { roles: ['business'] });
  return createBusiness(t, owner.id, overrides);
}

describe('GET /api/teams/:teamId/dashboard', () => {
  let owner: Awaited<ReturnType<typeof teamOwner>>;

  beforeAll(async () => {
    owner = await teamOwner(t);
    const shop = await aBusiness({ businessName: 'Corner Cafe' });
    const gym = await aBusiness({ businessName: 'Iron Gym' });
    const base = { teamId: owner.team.id, tierName: 'Gold' };
    await t.db.insert(sponsorships).values([
      { ...base, businessId: shop.id, amount: 50_000, status: 'active', paymentStatus: 'paid' },
      { ...base, businessId: shop.id, amount: 25_000, status: 'completed', paymentStatus: 'paid' },
      { ...base, businessId: gym.id, amount: 10_000, status: 'pending', paymentStatus: 'pending' },
      // A refund cancels the sponsorship: it no longer counts.
      { ...base, businessId: gym.id, amount: 99_900, status: 'cancelled', paymentStatus: 'paid' },
      { ...base, businessId: gym.id, amount: 7_700, status: 'cancelled', paymentStatus: 'failed' },
    ]);
    await t.db.insert(manualSponsors).values({
      teamId: owner.team.id,
      companyName: 'Hardware Co',
      companyAddress: '2 Main St',
      companyType: 'Retail Store',
      contactName: 'Pat',
      contactEmail: 'pat@example.com',
      amountSponsored: 30_000,
      sponsorshipGoals: ['Banner'],
    });
    const gift = { teamId: owner.team.id, playerName: 'Ava R.' };
    await t.db.insert(playerDonations).values([
      { ...gift, amount: 2_000, status: 'succeeded' },
      { ...gift, amount: 1_550, status: 'succeeded' },
      { ...gift, amount: 5_000, status: 'pending' },
      { ...gift, amount: 4_000, status: 'failed' },
    ]);
  });

  it('adds paid sponsorships, manual sponsors and succeeded gifts into Total Raised, in cents', async () => {
    const res = await owner.client.get(`/api/teams/${owner.team.id}/dashboard`);
    expect(res.status).toBe(200);
    expect(res.body.stats).toEqual({
      totalSponsors: 2, // one paying business (twice) + one manual sponsor
      activeSponsorships: 1,
      raised: {
        totalCents: 75_000 + 30_000 + 3_550,
        sponsorshipsCents: 75_000,
        manualSponsorsCents: 30_000,
        donationsCents: 3_550,
      },
    });
    expect(res.body.hasPending).toBe(true);
  });

  it('lists every sponsorship newest first with its business and badges; an unpaid checkout that ended is none', async () => {
    const res = await owner.client.get(`/api/teams/${owner.team.id}/dashboard`);
    // Five rows; the declined checkout (cancelled, failed) was never a sponsorship (issue 19).
    expect(res.body.sponsorships).toHaveLength(4);
    expect(res.body.sponsorships.map((s: { paymentStatus: string }) => s.paymentStatus)).not.toContain(
      'failed',
    );
    const times = res.body.sponsorships.map((s: { createdAt: string }) => s.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    expect(res.body.sponsorships[0]).toMatchObject({
      businessName: expect.any(String),
      contactName: 'Casey Owner',
      tierName: 'Gold',
      contractStartDate: null,
    });
  });

  it("shows each sponsorship's fields as they are stored, and only the newest DASHBOARD_SPONSORSHIP_LIMIT", async () => {
    const team = await teamOwner(t);
    const shop = await aBusiness({ businessName: 'Bakery on Fifth' });
    const player = await createPlayer(t, team.team, { playerName: 'Mia Lopez' });
    const at = (minute: number) => new Date(Date.UTC(2026, 2, 5, 17, minute, 0, 123));
    await t.db.insert(sponsorships).values(
      Array.from({ length: DASHBOARD_SPONSORSHIP_LIMIT + 5 }, (_, i) => ({
        teamId: team.team.id,
        businessId: shop.id,
        amount: 1_000 + i,
        tierName: `Tier ${i}`,
        status: 'active' as const,
        paymentStatus: 'paid' as const,
        createdAt: at(i),
        ...(i === DASHBOARD_SPONSORSHIP_LIMIT + 4
          ? { contractStartDate: '2026-03-05', contractEndDate: '2027-03-04', creditedPlayerId: player.id }
          : {}),
      })),
    );
    const res = await team.client.get(`/api/teams/${team.team.id}/dashboard`);
    expect(res.body.sponsorships).toHaveLength(DASHBOARD_SPONSORSHIP_LIMIT);
    expect(res.body.sponsorships[0]).toEqual({
      id: expect.any(String),
      businessName: 'Bakery on Fifth',
      contactName: 'Casey Owner',
      amount: 1_000 + DASHBOARD_SPONSORSHIP_LIMIT + 4,
      status: 'active',
      paymentStatus: 'paid',
      tierName: `Tier ${DASHBOARD_SPONSORSHIP_LIMIT + 4}`,
      contractStartDate: '2026-03-05',
      contractEndDate: '2027-03-04',
      createdAt: at(DASHBOARD_SPONSORSHIP_LIMIT + 4).toISOString(),
      creditedPlayerName: 'Mia Lopez',
    });
    expect(res.body.sponsorships.at(-1)).toMatchObject({
      amount: 1_005,
      creditedPlayerName: null,
      contractEndDate: null,
    });
  });

  it('shows a new team zeros and no pending card', async () => {
    const fresh = await teamOwner(t);
    const res = await fresh.client.get(`/api/teams/${fresh.team.id}/dashboard`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      stats: {
        totalSponsors: 0,
        activeSponsorships: 0,
        raised: { totalCents: 0, sponsorshipsCents: 0, manualSponsorsCents: 0, donationsCents: 0 },
      },
      sponsorships: [],
      hasPending: false,
    });
  });

  it('answers 401 to anonymous callers and 404 to everyone but the owner', async () => {
    const path = `/api/teams/${owner.team.id}/dashboard`;
    expect((await t.client().get(path)).status).toBe(401);
    const otherTeam = await teamOwner(t);
    const business = await businessOwner(t);
    const admin = await signedInClient(t, { roles: ['admin'] });
    for (const client of [otherTeam.client, business.client, admin.client]) {
      const res = await client.get(path);
      expect(res.status).toBe(404);
      expect(res.body.error.code).toBe('NOT_FOUND');
      expect(JSON.stringify(res.body)).not.toContain('Corner Cafe');
    }
    expect((await owner.client.get('/api/teams/not-a-uuid/dashboard')).status).toBe(404);
  });
});

describe('GET /api/teams/:teamId/matches', () => {
  it('lists non-draft matches with the latest offer, and contact details only once both approved', async () => {
    const owner = await teamOwner(t);
    const pending = await aBusiness({ businessName: 'Pending Partner' });
    const approved = await aBusiness({ businessName: 'Happy Partner' });
    const drafted = await aBusiness({ businessName: 'Draft Partner' });
    const [need] = await t.db.insert(teamNeeds).values({ teamId: owner.team.id }).returning();
    const at = (day: number) => new Date(Date.UTC(2026, 2, day));
    const inserted = await t.db
      .insert(matches)
      .values([
        {
          teamNeedId: need!.id,
          businessId: pending.id,
          status: 'INTRO_SENT',
          introSentAt: at(1),
          createdAt: at(1),
        },
        {
          teamNeedId: need!.id,
          businessId: approved.id,
          status: 'APPROVED',
          introSentAt: at(2),
          sponsorApprovedAt: at(3),
          teamApprovedAt: at(4),
          createdAt: at(2),
        },
        { teamNeedId: need!.id, businessId: drafted.id, status: 'DRAFT', createdAt: at(5) },
      ])
      .returning();
    await t.db.insert(offers).values([
      { matchId: inserted[1]!.id, version: 1, amountCents: 100_000, amountDisplay: '$1,000' },
      { matchId: inserted[1]!.id, version: 2, amountCents: 150_000, amountDisplay: '$1,500' },
    ]);

    const res = await owner.client.get(`/api/teams/${owner.team.id}/matches`);
    expect(res.status).toBe(200);
    const names = res.body.matches.map(
      (m: { business: { businessName: string } }) => m.business.businessName,
    );
    expect(names).toEqual(['Happy Partner', 'Pending Partner']);
    const [happy, waiting] = res.body.matches;
    expect(happy).toMatchObject({
      status: 'APPROVED',
      amountDisplay: '$1,500',
      sponsorApprovedAt: at(3).toISOString(),
      teamApprovedAt: at(4).toISOString(),
      business: { contactName: 'Casey Owner', businessEmail: approved.businessEmail },
    });
    expect(waiting).toMatchObject({ status: 'INTRO_SENT', amountDisplay: null });
    expect(waiting.business).toMatchObject({ contactName: null, businessEmail: null, phoneNumber: null });

    const stranger = await teamOwner(t);
    expect((await stranger.client.get(`/api/teams/${owner.team.id}/matches`)).status).toBe(404);
    expect((await t.client().get(`/api/teams/${owner.team.id}/matches`)).status).toBe(401);
  });
});
