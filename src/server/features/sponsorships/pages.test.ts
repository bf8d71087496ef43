import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../../tests/support/app';
import { businessOwner, createTeam, signedInClient } from '../../../../tests/support/factories';
import {
  checkout,
  createTier,
  sessionIdOf,
  sponsorWorld,
  strangers,
} from '../../../../tests/support/features/payments';

/* The data of the sponsor-a-team page and of the success page, and who may read them. */

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});

describe('GET /api/payments/sponsor-team/:teamId', () => {
  it('shows a business the approved team and its tiers cheapest first with their spots', async () => {
    const { team, tier, buyer } = await sponsorWorld(t, { tier: { amount: 90_000, availableSpots: 2 } });
    const bronze = await createTier(t, team.id, {
      name: 'Bronze',
      amount: 10_000,
      availableSpots: 3,
      takenSpots: 3,
    });
    const res = await buyer.client.get(`/api/payments/sponsor-team/${team.id}`);
    expect(res.status).toBe(200);
    // A team with tiers is reached through them: its address is not handed out (issue 18, hole 5's class).
    expect(res.body.contactEmail).toBeNull();
    expect(res.body.businessName).toBe(buyer.business.businessName);
    expect(res.body.team).toMatchObject({
      id: team.id,
      name: team.name,
      verified: true,
      coachName: 'Coach Test',
    });
    expect(res.body.team.tiers.map((x: any) => [x.id, x.soldOut, x.takenSpots, x.availableSpots])).toEqual([
      [bronze.id, true, 3, 3],
      [tier.id, false, 0, 2],
    ]);
  });

  it('gives the address of a team without tiers to an approved business only', async () => {
    const { owner, buyer } = await sponsorWorld(t);
    const bare = await createTeam(t, owner.user.id, { verificationStatus: 'approved' });
    const approved = await buyer.client.get(`/api/payments/sponsor-team/${bare.id}`);
    expect(approved.body.contactEmail).toBe(bare.contactEmail);
    const reviewed = await businessOwner(t, { verificationStatus: 'under_review' });
    const pending = await reviewed.client.get(`/api/payments/sponsor-team/${bare.id}`);
    expect(pending.status).toBe(200);
    expect(pending.body.contactEmail).toBeNull();
  });

  it('refuses anonymous callers with 401', async () => {
    const { team } = await sponsorWorld(t);
    expect((await t.client().get(`/api/payments/sponsor-team/${team.id}`)).status).toBe(401);
  });

  it('sends users without a business (team users, admins) to the business profile with 403', async () => {
    const { team } = await sponsorWorld(t);
    const { teamUser, admin } = await strangers(t);
    for (const client of [teamUser, admin]) {
      const res = await client.get(`/api/payments/sponsor-team/${team.id}`);
      expect(res.status).toBe(403);
      expect(res.body.error.code).toBe('BUSINESS_REQUIRED');
    }
  });

  it("answers 'Team Not Found' for a team that is not listed, an unknown id or a malformed one", async () => {
    const { buyer } = await sponsorWorld(t);
    const hidden = await sponsorWorld(t, { team: { verificationStatus: 'pending' } });
    for (const id of [hidden.team.id, '00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const res = await buyer.client.get(`/api/payments/sponsor-team/${id}`);
      expect(res.status).toBe(404);
      expect(res.body.error.message).toBe('Team Not Found');
    }
  });
});

describe('GET /api/payments/sponsorships/:id (the success page)', () => {
  async function started() {
    const world = await sponsorWorld(t, { tier: { name: 'Gold', amount: 75_000 } });
    const res = await checkout(world.buyer.client, world.team.id, world.tier.id);
    return {
      ...world,
      sponsorshipId: res.body.sponsorshipId as string,
      sessionId: sessionIdOf(res.body.url),
    };
  }

  it('shows the sponsoring business its sponsorship, team and tier', async () => {
    const { buyer, team, tier, sponsorshipId, sessionId } = await started();
    const res = await buyer.client.get(`/api/payments/sponsorships/${sponsorshipId}?session_id=${sessionId}`);
    expect(res.status).toBe(200);
    expect(res.body.sponsorship).toEqual({
      id: sponsorshipId,
      status: 'pending',
      paymentStatus: 'pending',
      amount: 75_000,
      tierId: tier.id,
      tierName: 'Gold',
      tierBenefits: ['Logo on uniforms', 'Thank-you post'],
      contractStartDate: '2026-03-01',
      contractEndDate: '2026-08-31',
      paidAt: null,
      businessName: buyer.business.businessName,
      team: { id: team.id, name: team.name, sport: 'Soccer', ageGroup: 'Under 12', location: 'Portland, OR' },
    });
  });

  it("shows it to the team's owner too", async () => {
    const { owner, sponsorshipId } = await started();
    expect((await owner.client.get(`/api/payments/sponsorships/${sponsorshipId}`)).status).toBe(200);
  });

  it('refuses anonymous callers with 401', async () => {
    const { sponsorshipId } = await started();
    expect((await t.client().get(`/api/payments/sponsorships/${sponsorshipId}`)).status).toBe(401);
  });

  it("hides it from another team's user, another business, an admin and a plain user (404)", async () => {
    const { sponsorshipId } = await started();
    const { teamUser, businessUser, admin } = await strangers(t);
    const { client: plain } = await signedInClient(t);
    for (const client of [teamUser, businessUser, admin, plain]) {
      const res = await client.get(`/api/payments/sponsorships/${sponsorshipId}`);
      expect(res.status).toBe(404);
      expect(res.body.error.message).toBe('Sponsorship Not Found');
    }
  });

  it('answers 404 for a session id that is not its checkout, an unknown id or a malformed one', async () => {
    const { buyer, sponsorshipId } = await started();
    for (const path of [
      `${sponsorshipId}?session_id=sbx_cs_someone_else`,
      '00000000-0000-4000-8000-000000000000',
      'nope',
    ]) {
      expect((await buyer.client.get(`/api/payments/sponsorships/${path}`)).status).toBe(404);
    }
  });

  it('refuses an unknown query parameter or an over-long session id with 400', async () => {
    const { buyer, sponsorshipId } = await started();
    const unknown = await buyer.client.get(`/api/payments/sponsorships/${sponsorshipId}?amount=1`);
    expect(unknown.status).toBe(400);
    const long = await buyer.client.get(
      `/api/payments/sponsorships/${sponsorshipId}?session_id=${'x'.repeat(300)}`,
    );
    expect(long.status).toBe(400);
  });
});
