import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../../tests/support/app';
import { teamOwner } from '../../../../tests/support/factories';
import { createManualSponsor, createSponsorship, createTier } from '../../../../tests/support/features/tiers';
import { playerDonations } from '../../db/schema';

let t: TestApp;
let owner: Awaited<ReturnType<typeof teamOwner>>;
const day = 24 * 60 * 60 * 1000;
const daysAgo = (n: number) => new Date(Date.now() - n * day);

beforeAll(async () => {
  t = await startTestApp();
  owner = await teamOwner(t);
  const teamId = owner.team.id;
  await createTier(t, teamId, { name: 'Bronze', amount: 25_000 });
  await createTier(t, teamId, { name: 'Gold', amount: 100_000 });
  const base = { tierName: 'Gold', amount: 100_000 };
  await createSponsorship(t, teamId, {
    ...base,
    status: 'active',
    paymentStatus: 'paid',
    createdAt: daysAgo(5),
  });
  await createSponsorship(t, teamId, {
    ...base,
    status: 'completed',
    paymentStatus: 'paid',
    createdAt: daysAgo(9),
  });
  await createSponsorship(t, teamId, {
    ...base,
    status: 'pending',
    paymentStatus: 'pending',
    createdAt: daysAgo(1),
  });
  await createSponsorship(t, teamId, {
    ...base,
    status: 'cancelled',
    paymentStatus: 'failed',
    createdAt: daysAgo(2),
  });
  await createManualSponsor(t, teamId, {
    companyName: 'Hardware Co',
    amountSponsored: 30_000,
    createdAt: daysAgo(3),
  });
  await createManualSponsor(t, teamId, {
    companyName: 'Bakery',
    amountSponsored: 12_550,
    createdAt: daysAgo(4),
  });
  await t.db.insert(playerDonations).values([
    { teamId, playerName: 'Ava R.', amount: 2_000, status: 'succeeded' },
    { teamId, playerName: 'Ava R.', amount: 5_000, status: 'pending' },
  ]);
  // Another team's money never shows here.
  const other = await teamOwner(t);
  await createSponsorship(t, other.team.id);
  await createManualSponsor(t, other.team.id, { companyName: 'Elsewhere Inc' });
});

describe('GET /api/teams/:teamId/sponsors', () => {
  it('gives the stats, with the same Total Raised and breakdown as the dashboard', async () => {
    const res = await owner.client.get(`/api/teams/${owner.team.id}/sponsors`);
    expect(res.status).toBe(200);
    const raised = {
      totalCents: 200_000 + 42_550 + 2_000,
      sponsorshipsCents: 200_000,
      manualSponsorsCents: 42_550,
      donationsCents: 2_000,
    };
    // The two paying businesses (active and completed) and the two added by hand, each once.
    expect(res.body.stats).toEqual({ activeSponsors: 2 + 2, raised, tierCount: 2 });
    const dashboard = await owner.client.get(`/api/teams/${owner.team.id}/dashboard`);
    expect(dashboard.body.stats.raised).toEqual(res.body.stats.raised);
    // Issue 19: the manager's Active Sponsors and the dashboard's Total Sponsors count the same sponsors.
    expect(dashboard.body.stats.totalSponsors).toBe(res.body.stats.activeSponsors);
  });

  it('lists active, completed and pending platform sponsorships newest first, with who to email', async () => {
    const res = await owner.client.get(`/api/teams/${owner.team.id}/sponsors`);
    expect(res.body.sponsorships.map((s: any) => [s.status, s.paymentStatus])).toEqual([
      ['pending', 'pending'],
      ['active', 'paid'],
      ['completed', 'paid'],
    ]);
    expect(res.body.sponsorships[0]).toEqual({
      id: expect.any(String),
      businessName: expect.stringMatching(/^Test Business/),
      contactName: 'Casey Owner',
      businessEmail: expect.stringMatching(/@example\.com$/),
      tierName: 'Gold',
      amount: 100_000,
      status: 'pending',
      paymentStatus: 'pending',
      createdAt: expect.any(String),
      creditedPlayerName: null,
    });
  });

  it('lists the sponsors added by hand newest first, with their contact email', async () => {
    const res = await owner.client.get(`/api/teams/${owner.team.id}/sponsors`);
    expect(res.body.manualSponsors.map((s: any) => [s.companyName, s.contactEmail])).toEqual([
      ['Hardware Co', 'pat@example.com'],
      ['Bakery', 'pat@example.com'],
    ]);
  });

  it('is all zeros and empty lists for a new team', async () => {
    const fresh = await teamOwner(t);
    const res = await fresh.client.get(`/api/teams/${fresh.team.id}/sponsors`);
    expect(res.body).toEqual({
      stats: {
        activeSponsors: 0,
        raised: { totalCents: 0, sponsorshipsCents: 0, manualSponsorsCents: 0, donationsCents: 0 },
        tierCount: 0,
      },
      sponsorships: [],
      manualSponsors: [],
    });
  });

  it('moves Total Raised as sponsors are added and deleted by hand', async () => {
    const fresh = await teamOwner(t);
    const path = `/api/teams/${fresh.team.id}`;
    const added = await fresh.client.post(`${path}/manual-sponsors`, {
      companyName: 'Cafe',
      companyAddress: '1 Main St',
      companyType: 'Restaurant',
      contactName: 'Lee',
      contactEmail: 'lee@example.com',
      amountSponsored: 5_000,
      sponsorshipGoals: ['Snacks'],
    });
    expect((await fresh.client.get(`${path}/sponsors`)).body.stats).toMatchObject({
      activeSponsors: 1,
      raised: { totalCents: 5_000, manualSponsorsCents: 5_000 },
    });
    await fresh.client.delete(`${path}/manual-sponsors/${added.body.manualSponsor.id}`);
    expect((await fresh.client.get(`${path}/sponsors`)).body.stats).toMatchObject({
      activeSponsors: 0,
      raised: { totalCents: 0 },
    });
  });
});
