import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../tests/support/app';
import { businessOwner, createPlayer, teamOwner } from '../../../tests/support/factories';
import { donate, donationCounts, donationWorld, gift } from '../../../tests/support/features/donations';
import { recordSponsorship } from '../../../tests/support/features/leaderboard';
import { checkout, paymentCounts, sponsorWorld } from '../../../tests/support/features/payments';
import type { VerificationStatus } from '../../shared/constants';
import {
  BUSINESS_IN_REVIEW_MESSAGE,
  BUSINESS_REJECTED_MESSAGE,
  TEAM_NOT_TAKING_MONEY_MESSAGE,
} from '../../shared/schemas/money-parties';
import { businesses, users } from '../db/schema';

/*
 * Issue 18, hole 7: money moved through parties who may not take or pay it. Only a team an admin approved
 * (listed), whose owner confirmed their email, takes gifts and sponsorships; only a business an admin
 * approved pays; and only approved businesses are named on public pages (payments/money-parties.ts).
 */

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ TRUST_PROXY: 'true' });
});

const ONE_TIME = {};
const MONTHLY = { isRecurring: true, donorEmail: 'grandma@example.com' };

const unconfirm = (userId: string) =>
  t.db.update(users).set({ emailVerifiedAt: null }).where(eq(users.id, userId));

/** An approved team whose owner has not confirmed their email, with one player. */
async function unconfirmedTeam() {
  const world = await donationWorld(t);
  await unconfirm(world.owner.user.id);
  return world;
}

describe('hole 7: parties who may not take or pay money do', () => {
  const unapproved: VerificationStatus[] = ['pending', 'under_review'];

  for (const [kind, body] of [
    ['one-time', ONE_TIME],
    ['monthly', MONTHLY],
  ] as const) {
    it(`refuses a ${kind} gift to a team not approved (pending, under review) with 409 and writes nothing`, async () => {
      for (const verificationStatus of unapproved) {
        const { player } = await donationWorld(t, { verificationStatus });
        const before = await donationCounts(t);
        const res = await donate(t, gift(player.id, body));
        expect(res.status).toBe(409);
        expect(res.body.error).toEqual({
          code: 'TEAM_NOT_TAKING_MONEY',
          message: TEAM_NOT_TAKING_MONEY_MESSAGE,
        });
        expect(await donationCounts(t)).toEqual(before);
      }
    });

    it(`refuses a ${kind} gift to a rejected team (its pages are gone: 404) and writes nothing`, async () => {
      const { player } = await donationWorld(t, { verificationStatus: 'rejected' });
      const before = await donationCounts(t);
      expect((await donate(t, gift(player.id, body))).status).toBe(404);
      expect(await donationCounts(t)).toEqual(before);
    });

    it(`refuses a ${kind} gift to an approved team whose owner has not confirmed their email`, async () => {
      const { player } = await unconfirmedTeam();
      const before = await donationCounts(t);
      const res = await donate(t, gift(player.id, body));
      expect(res.status).toBe(409);
      expect(res.body.error.code).toBe('TEAM_NOT_TAKING_MONEY');
      expect(await donationCounts(t)).toEqual(before);
    });
  }

  it('says on the player page whether it takes gifts, so the screen shows why instead of a failing form', async () => {
    const open = await donationWorld(t);
    const pending = await donationWorld(t, { verificationStatus: 'pending' });
    const unconfirmed = await unconfirmedTeam();
    const takesGifts = async (slug: string) =>
      (await t.client().get(`/api/players/${slug}/7`)).body.player.takesGifts;
    expect(await takesGifts(open.team.slug)).toBe(true);
    expect(await takesGifts(pending.team.slug)).toBe(false);
    expect(await takesGifts(unconfirmed.team.slug)).toBe(false);
  });

  it('refuses a sponsorship checkout by a business pending, under review or rejected with 403, writing nothing', async () => {
    const cases: [VerificationStatus, string][] = [
      ['pending', BUSINESS_IN_REVIEW_MESSAGE],
      ['under_review', BUSINESS_IN_REVIEW_MESSAGE],
      ['rejected', BUSINESS_REJECTED_MESSAGE],
    ];
    for (const [verificationStatus, message] of cases) {
      const { team, tier } = await sponsorWorld(t);
      const buyer = await businessOwner(t, { verificationStatus });
      const before = await paymentCounts(t);
      const res = await checkout(buyer.client, team.id, tier.id);
      expect(res.status).toBe(403);
      expect(res.body.error).toEqual({ code: 'BUSINESS_NOT_APPROVED', message });
      expect(await paymentCounts(t)).toEqual(before);
      // The sponsor page says the same before the business tries.
      const page = await buyer.client.get(`/api/payments/sponsor-team/${team.id}`);
      expect(page.body.paymentRefusal).toEqual({ party: 'business', message });
    }
  });

  it('refuses a sponsorship of an approved team whose owner has not confirmed their email with 409', async () => {
    const { team, tier, buyer, owner } = await sponsorWorld(t);
    await unconfirm(owner.user.id);
    const before = await paymentCounts(t);
    const res = await checkout(buyer.client, team.id, tier.id);
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe('TEAM_NOT_TAKING_MONEY');
    expect(await paymentCounts(t)).toEqual(before);
    const page = await buyer.client.get(`/api/payments/sponsor-team/${team.id}`);
    expect(page.body.paymentRefusal).toEqual({ party: 'team', message: TEAM_NOT_TAKING_MONEY_MESSAGE });
  });

  it('lets an approved business pay an approved, confirmed team (the rule refuses no one it should not)', async () => {
    const { team, tier, buyer } = await sponsorWorld(t);
    expect((await buyer.client.get(`/api/payments/sponsor-team/${team.id}`)).body.paymentRefusal).toBeNull();
    expect((await checkout(buyer.client, team.id, tier.id)).status).toBe(201);
    const { player } = await donationWorld(t);
    expect((await donate(t, gift(player.id, MONTHLY))).status).toBe(201);
  });

  it('names no business an admin has not approved on a public page or listing, even with an older paid sponsorship', async () => {
    const { team } = await teamOwner(t, { verificationStatus: 'approved' });
    await createPlayer(t, team, { playerName: 'Mia Torres', jerseyNumber: 4 });
    await recordSponsorship(t, team.id, { businessName: 'Approved Bakery' });
    // Approved when it paid; its standing changed since.
    const { business: hidden } = await recordSponsorship(t, team.id, { businessName: 'Shady Lender LLC' });
    for (const verificationStatus of ['pending', 'under_review', 'rejected'] as const) {
      await t.db.update(businesses).set({ verificationStatus }).where(eq(businesses.id, hidden.id));
      const page = JSON.stringify((await t.client().get(`/api/players/${team.slug}/4`)).body);
      expect(page).toContain('Approved Bakery');
      expect(page).not.toContain('Shady Lender');
      const listing = JSON.stringify((await t.client().get('/api/discovery/businesses')).body);
      expect(listing).toContain('Approved Bakery');
      expect(listing).not.toContain('Shady Lender');
    }
  });
});
