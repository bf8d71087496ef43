import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApp } from '../../../../tests/support/app';
import {
  businessOwner,
  createBusiness,
  createTeam,
  createUser,
  signedInClient,
  teamOwner,
} from '../../../../tests/support/factories';
import { matches, messages, offers, sponsorships, teamNeeds } from '../../db/schema';

const t = await startTestApp();

/** A team of its own owner. */
async function aTeam(overrides: Parameters<typeof createTeam>[2] = {}) {
  const owner = await createUser(t, { roles: ['team'] });
  return createTeam(t, owner.id, overrides);
}

const day = (n: number) => new Date(Date.UTC(2026, 1, n, 12));

describe('GET /api/business/dashboard', () => {
  let owner: Awaited<ReturnType<typeof businessOwner>>;
  let strikers: Awaited<ReturnType<typeof aTeam>>;
  let newest: string;

  beforeAll(async () => {
    owner = await businessOwner(t, { businessName: 'Corner Cafe' });
    strikers = await aTeam({
      name: 'Rose City Strikers',
      sport: 'Soccer',
      ageGroup: 'Under 12',
      location: 'Portland, OR',
      teamSize: 12,
    });
    const unsized = await aTeam({ name: 'Unsized United' });
    const big = await aTeam({ name: 'Big Squad', teamSize: 20 });
    const base = { businessId: owner.business.id, tierName: 'Gold' };
    const rows = await t.db
      .insert(sponsorships)
      .values([
        // 12 players -> 30 families; 90 days -> 3 months -> 24 mentions.
        {
          ...base,
          teamId: strikers.id,
          amount: 50_000,
          status: 'active',
          paymentStatus: 'paid',
          tierBenefits: ['Logo on jerseys', 'Banner at home games'],
          contractStartDate: '2026-03-01',
          contractEndDate: '2026-05-30',
          createdAt: day(6),
        },
        // No team size -> 15 players -> 38 families; no dates -> 6 months -> 48 mentions.
        {
          ...base,
          teamId: unsized.id,
          amount: 25_000,
          status: 'completed',
          paymentStatus: 'paid',
          createdAt: day(2),
        },
        // 20 players -> 50 families and 48 mentions, twice.
        {
          ...base,
          teamId: big.id,
          amount: 30_000,
          status: 'active',
          paymentStatus: 'paid',
          createdAt: day(3),
        },
        {
          ...base,
          teamId: big.id,
          amount: 30_000,
          status: 'active',
          paymentStatus: 'paid',
          createdAt: day(4),
        },
        // An open checkout and a refund count for nothing.
        { ...base, teamId: strikers.id, amount: 10_000, createdAt: day(5), tierName: null },
        {
          ...base,
          teamId: unsized.id,
          amount: 99_900,
          status: 'cancelled',
          paymentStatus: 'paid',
          createdAt: day(1),
        },
      ])
      .returning();
    newest = rows[0]!.id;
    await t.db.insert(messages).values([
      { sponsorshipId: newest, senderType: 'business', message: 'Hello!', createdAt: day(7) },
      { sponsorshipId: newest, senderType: 'team', message: 'Thank you!', createdAt: day(8) },
    ]);
    // Another business's sponsorship of the same team stays out of these figures.
    const rival = await businessOwner(t, { businessName: 'Rival Realty' });
    await t.db.insert(sponsorships).values({
      businessId: rival.business.id,
      teamId: strikers.id,
      amount: 77_700,
      status: 'active',
      paymentStatus: 'paid',
    });
  });

  it('fills the four cards from every sponsorship of the business', async () => {
    const res = await owner.client.get('/api/business/dashboard');
    expect(res.status).toBe(200);
    expect(res.body.business).toEqual({
      id: owner.business.id,
      businessName: 'Corner Cafe',
      verificationStatus: 'approved',
    });
    expect(res.body.stats).toEqual({
      activeSponsorships: 3,
      totalInvestedCents: 50_000 + 25_000 + 30_000 * 2,
      // The big team's families once, though the business holds two of its sponsorships.
      familiesReached: 30 + 38 + 50,
      brandMentions: 24 + 48 + 48 * 2,
    });
  });

  it('lists the sponsorships newest first with team, tier, contract, impact and thread size', async () => {
    const res = await owner.client.get('/api/business/dashboard');
    const list = res.body.sponsorships;
    expect(list).toHaveLength(6);
    expect(list.map((s: { createdAt: string }) => s.createdAt)).toEqual(
      [6, 5, 4, 3, 2, 1].map((n) => day(n).toISOString()),
    );
    expect(list[0]).toEqual({
      id: newest,
      status: 'active',
      paymentStatus: 'paid',
      amount: 50_000,
      tierName: 'Gold',
      tierBenefits: ['Logo on jerseys', 'Banner at home games'],
      contractStartDate: '2026-03-01',
      contractEndDate: '2026-05-30',
      createdAt: day(6).toISOString(),
      team: {
        id: strikers.id,
        name: 'Rose City Strikers',
        sport: 'Soccer',
        ageGroup: 'Under 12',
        location: 'Portland, OR',
        teamSize: 12,
      },
      impact: { familiesReached: 30, events: 6, mentions: 24, months: 3 },
      messageCount: 2,
      lastMessageAt: day(8).toISOString(),
    });
    expect(list[1]).toMatchObject({
      status: 'pending',
      paymentStatus: 'pending',
      tierName: null,
      tierBenefits: [],
      contractStartDate: null,
      messageCount: 0,
      lastMessageAt: null,
    });
    const unsized = list.find((s: { team: { name: string } }) => s.team.name === 'Unsized United');
    expect(unsized.team.teamSize).toBeNull();
    expect(unsized.impact).toEqual({ familiesReached: 38, events: 12, mentions: 48, months: 6 });
    expect(JSON.stringify(res.body)).not.toContain('Rival Realty');
  });

  it('lists the newest 50 but counts every sponsorship in the cards', async () => {
    const busy = await businessOwner(t);
    const team = await aTeam({ teamSize: 10 });
    await t.db.insert(sponsorships).values(
      Array.from({ length: 51 }, (_, n) => ({
        businessId: busy.business.id,
        teamId: team.id,
        amount: 1_000,
        status: 'active' as const,
        paymentStatus: 'paid' as const,
        createdAt: new Date(Date.UTC(2026, 0, 1, 0, n)),
      })),
    );
    const res = await busy.client.get('/api/business/dashboard');
    expect(res.body.sponsorships).toHaveLength(50);
    expect(res.body.sponsorships[0].createdAt).toBe(new Date(Date.UTC(2026, 0, 1, 0, 50)).toISOString());
    expect(res.body.stats).toMatchObject({ activeSponsorships: 51, totalInvestedCents: 51_000 });
    // One team: its families counted once, however many sponsorships reach them.
    expect(res.body.stats.familiesReached).toBe(25);
  });

  it('shows a new business zeros and an empty list, with its review status', async () => {
    const fresh = await businessOwner(t, { verificationStatus: 'under_review' });
    const res = await fresh.client.get('/api/business/dashboard');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      business: {
        id: fresh.business.id,
        businessName: fresh.business.businessName,
        verificationStatus: 'under_review',
      },
      stats: { activeSponsorships: 0, totalInvestedCents: 0, familiesReached: 0, brandMentions: 0 },
      sponsorships: [],
    });
  });

  it('answers 401 to anonymous callers and 404 NO_BUSINESS to users without a business', async () => {
    expect((await t.client().get('/api/business/dashboard')).status).toBe(401);
    const team = await teamOwner(t);
    const admin = await signedInClient(t, { roles: ['admin'] });
    const plain = await signedInClient(t);
    const roleOnly = await signedInClient(t, { roles: ['business'] });
    for (const client of [team.client, admin.client, plain.client, roleOnly.client]) {
      const res = await client.get('/api/business/dashboard');
      expect(res.status).toBe(404);
      expect(res.body.error.code).toBe('NO_BUSINESS');
      expect(JSON.stringify(res.body)).not.toContain('Corner Cafe');
    }
  });
});

describe('GET /api/business/matches', () => {
  it('lists non-draft matches newest first with the latest offer, and contacts only once approved', async () => {
    const owner = await businessOwner(t);
    const waiting = await aTeam({
      name: 'Waiting Wolves',
      coachName: 'Coach Wait',
      contactEmail: 'wolves@example.com',
      contactPhone: '5035550111',
    });
    const partner = await aTeam({
      name: 'Partner Panthers',
      sport: 'Basketball',
      ageGroup: 'Under 14',
      location: 'Austin, TX',
      coachName: 'Coach Happy',
      contactEmail: 'panthers@example.com',
      contactPhone: '5125550199',
    });
    const drafted = await aTeam({ name: 'Draft Dragons' });
    const need = async (teamId: string) => (await t.db.insert(teamNeeds).values({ teamId }).returning())[0]!;
    const [wolvesNeed, panthersNeed, dragonsNeed] = await Promise.all([
      need(waiting.id),
      need(partner.id),
      need(drafted.id),
    ]);
    const inserted = await t.db
      .insert(matches)
      .values([
        {
          teamNeedId: wolvesNeed.id,
          businessId: owner.business.id,
          status: 'INTRO_SENT',
          introSentAt: day(1),
          createdAt: day(1),
        },
        {
          teamNeedId: panthersNeed.id,
          businessId: owner.business.id,
          status: 'APPROVED',
          introSentAt: day(2),
          sponsorApprovedAt: day(3),
          teamApprovedAt: day(4),
          createdAt: day(2),
        },
        { teamNeedId: dragonsNeed.id, businessId: owner.business.id, status: 'DRAFT', createdAt: day(5) },
      ])
      .returning();
    await t.db.insert(offers).values([
      { matchId: inserted[0]!.id, version: 1, amountCents: 50_000, amountDisplay: '$500' },
      { matchId: inserted[1]!.id, version: 1, amountCents: 100_000, amountDisplay: '$1,000' },
      { matchId: inserted[1]!.id, version: 2, amountCents: 150_000, amountDisplay: '$1,500' },
      { matchId: inserted[2]!.id, version: 1, amountCents: 9_900, amountDisplay: '$99' },
    ]);
    // Another business's match with the same team is not listed.
    const other = await createBusiness(t, (await createUser(t, { roles: ['business'] })).id);
    await t.db
      .insert(matches)
      .values({ teamNeedId: wolvesNeed.id, businessId: other.id, status: 'APPROVED' });

    const res = await owner.client.get('/api/business/matches');
    expect(res.status).toBe(200);
    expect(res.body.matches).toEqual([
      {
        matchId: inserted[1]!.id,
        status: 'APPROVED',
        introSentAt: day(2).toISOString(),
        sponsorApprovedAt: day(3).toISOString(),
        teamApprovedAt: day(4).toISOString(),
        amountDisplay: '$1,500',
        team: {
          id: partner.id,
          name: 'Partner Panthers',
          sport: 'Basketball',
          ageGroup: 'Under 14',
          location: 'Austin, TX',
          coachName: 'Coach Happy',
          contactEmail: 'panthers@example.com',
          contactPhone: '5125550199',
        },
      },
      {
        matchId: inserted[0]!.id,
        status: 'INTRO_SENT',
        introSentAt: day(1).toISOString(),
        sponsorApprovedAt: null,
        teamApprovedAt: null,
        amountDisplay: '$500',
        team: expect.objectContaining({
          name: 'Waiting Wolves',
          coachName: 'Coach Wait',
          contactEmail: null,
          contactPhone: null,
        }),
      },
    ]);
    expect(JSON.stringify(res.body)).not.toContain('wolves@example.com');
    expect(JSON.stringify(res.body)).not.toContain('Draft Dragons');
  });

  it('shows an empty list to a business without matches', async () => {
    const fresh = await businessOwner(t);
    const res = await fresh.client.get('/api/business/matches');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ matches: [] });
  });

  it('answers 401 to anonymous callers and 404 NO_BUSINESS to users without a business', async () => {
    expect((await t.client().get('/api/business/matches')).status).toBe(401);
    const team = await teamOwner(t);
    const admin = await signedInClient(t, { roles: ['admin'] });
    for (const client of [team.client, admin.client]) {
      const res = await client.get('/api/business/matches');
      expect(res.status).toBe(404);
      expect(res.body.error.code).toBe('NO_BUSINESS');
    }
  });
});
