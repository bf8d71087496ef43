import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../../tests/support/app';
import {
  checkout,
  manualClock,
  sessionIdOf,
  sponsorWorld,
  tierState,
} from '../../../../tests/support/features/payments';
import { sponsorships } from '../../db/schema';
import { checkoutExpiryJob } from '../../payments/expiry';

/** Issue 19, "Abandoned checkouts": a checkout that is never paid is not a sponsorship anywhere. */

let t: TestApp;
const clock = manualClock(new Date('2026-04-01T15:00:00Z'));
beforeAll(async () => {
  t = await startTestApp();
  t.deps.clock = clock;
});

const sandbox = (url: string, action: string) =>
  `/api/payments/sandbox/sessions/${sessionIdOf(url)}/${action}`;

describe('checkouts that end unpaid', () => {
  it('never show on either dashboard, and each gives its spot back; the paid one shows', async () => {
    const { team, tier, buyer, owner } = await sponsorWorld(t, { tier: { availableSpots: 2 } });
    const start = () => checkout(buyer.client, team.id, tier.id);

    const cancelled = await start();
    expect((await buyer.client.post(sandbox(cancelled.body.url, 'cancel'))).status).toBe(200);
    const declined = await start();
    expect((await buyer.client.post(sandbox(declined.body.url, 'decline'))).status).toBe(200);
    const replaced = await start();
    const lapsed = await start(); // replaces the one before: the buyer went back and pressed Pay again
    clock.advanceMinutes(31);
    expect(await checkoutExpiryJob(t.deps).runOnce()).toBe(1);
    const paid = await start();
    expect((await buyer.client.post(sandbox(paid.body.url, 'pay'))).status).toBe(200);

    const statuses = await t.db
      .select({ id: sponsorships.id, status: sponsorships.status })
      .from(sponsorships)
      .where(eq(sponsorships.tierId, tier.id));
    expect(statuses.filter((s) => s.status === 'cancelled')).toHaveLength(4);
    expect((await tierState(t, tier.id)).taken).toBe(1);

    const teamView = await owner.client.get(`/api/teams/${team.id}/dashboard`);
    expect(teamView.body.sponsorships.map((s: { id: string }) => s.id)).toEqual([paid.body.sponsorshipId]);
    expect(teamView.body.hasPending).toBe(false);
    expect(teamView.body.stats).toMatchObject({ totalSponsors: 1, activeSponsorships: 1 });

    const businessView = await buyer.client.get('/api/business/dashboard');
    const listed = businessView.body.sponsorships.map((s: { id: string }) => s.id);
    expect(listed).toEqual([paid.body.sponsorshipId]);
    for (const ghost of [cancelled, declined, replaced, lapsed])
      expect(listed).not.toContain(ghost.body.sponsorshipId);
    expect(businessView.body.stats.activeSponsorships).toBe(1);
  });

  it('a paid sponsorship that was later refunded still shows, as cancelled', async () => {
    const { team, tier, buyer, owner } = await sponsorWorld(t);
    const started = await checkout(buyer.client, team.id, tier.id);
    await buyer.client.post(sandbox(started.body.url, 'pay'));
    await t.db
      .update(sponsorships)
      .set({ status: 'cancelled' })
      .where(eq(sponsorships.id, started.body.sponsorshipId));
    const teamView = await owner.client.get(`/api/teams/${team.id}/dashboard`);
    expect(teamView.body.sponsorships).toEqual([
      expect.objectContaining({ id: started.body.sponsorshipId, status: 'cancelled', paymentStatus: 'paid' }),
    ]);
  });
});
