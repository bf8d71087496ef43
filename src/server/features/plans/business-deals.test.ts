import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../../tests/support/app';
import { businessOwner } from '../../../../tests/support/factories';
import { checkout, manualClock, sponsorWorld, tierState } from '../../../../tests/support/features/payments';
import { giveBusinessPlan, subscriptionEvent } from '../../../../tests/support/features/plans';
import { planSubscriptions, sponsorships } from '../../db/schema';
import { businessPlanFullMessage } from '../../plans/limits';

/*
 * Issue 21: Featured Sponsor's "unlimited deals" means the Free business plan has a limit (decision 0051):
 * three sponsorships at a time, held while paid and running or in an open checkout. The server refuses
 * the fourth whatever the screens do, the sponsor page says so before anyone presses, and a paid plan
 * lifts it at once; a lapse restores it and deletes nothing.
 */

let t: TestApp;
const clock = manualClock(new Date('2026-05-04T16:00:00Z'));
beforeAll(async () => {
  t = await startTestApp();
  t.deps.clock = clock;
});

/** A Free business holding `held` deals (open checkouts on as many teams), and one more team to sponsor. */
async function businessWithDeals(held: number) {
  const business = await businessOwner(t);
  for (let i = 0; i < held; i++) {
    const w = await sponsorWorld(t);
    expect((await checkout(business.client, w.team.id, w.tier.id)).status).toBe(201);
  }
  const next = await sponsorWorld(t, { tier: { availableSpots: 5 } });
  return { ...business, next };
}

const sponsorshipsOf = (businessId: string) =>
  t.db.select().from(sponsorships).where(eq(sponsorships.businessId, businessId));

describe('the Free business plan’s deals, on the server', () => {
  it('refuses a fourth deal with a clear message, writes nothing, and says so on the sponsor page', async () => {
    const b = await businessWithDeals(3);
    const before = await tierState(t, b.next.tier.id);
    const refused = await checkout(b.client, b.next.team.id, b.next.tier.id);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toEqual({ code: 'BUSINESS_PLAN_FULL', message: businessPlanFullMessage(3) });
    expect(businessPlanFullMessage(3)).toBe(
      'Your Free plan holds 3 sponsorships at a time and all 3 are in use. Featured Sponsor ($49 per month) has unlimited deals: upgrade on your Plan and billing page.',
    );
    expect(await tierState(t, b.next.tier.id)).toEqual(before);
    expect(await sponsorshipsOf(b.business.id)).toHaveLength(3);

    const page = await b.client.get(`/api/payments/sponsor-team/${b.next.team.id}`);
    expect(page.body.paymentRefusal).toEqual({ party: 'business', message: businessPlanFullMessage(3) });
    expect((await b.client.get('/api/businesses/mine/plan')).body.sponsors).toEqual({ held: 3, limit: 3 });
  });

  it('lets a business start its own checkout again (it replaces the open one), and frees a lapsed one', async () => {
    const b = await businessWithDeals(3);
    const [first] = await sponsorshipsOf(b.business.id);
    expect((await checkout(b.client, first!.teamId, first!.tierId!)).status).toBe(201);
    clock.advanceMinutes(31);
    expect((await checkout(b.client, b.next.team.id, b.next.tier.id)).status).toBe(201);
  });

  it('gives one of two checkouts at once for the last deal', async () => {
    const b = await businessWithDeals(2);
    const other = await sponsorWorld(t);
    const answers = await Promise.all([
      checkout(b.client, b.next.team.id, b.next.tier.id),
      checkout(b.client, other.team.id, other.tier.id),
    ]);
    expect(answers.map((res) => res.status).sort()).toEqual([201, 409]);
    expect(await sponsorshipsOf(b.business.id)).toHaveLength(3);
  });

  it('is lifted the moment a paid plan is in force, and restored when it ends, deleting nothing', async () => {
    const b = await businessWithDeals(3);
    await giveBusinessPlan(t, b.business.id, 'featured_sponsor');
    expect((await checkout(b.client, b.next.team.id, b.next.tier.id)).status).toBe(201);
    expect((await b.client.get('/api/businesses/mine/plan')).body.sponsors).toEqual({ held: 4, limit: null });

    const [live] = await t.db
      .select()
      .from(planSubscriptions)
      .where(eq(planSubscriptions.businessId, b.business.id));
    expect(
      (await subscriptionEvent(t, { kind: 'subscription_ended', subscriptionId: live!.subscriptionId! }))
        .outcome,
    ).toBe('closed');
    const another = await sponsorWorld(t);
    expect((await checkout(b.client, another.team.id, another.tier.id)).status).toBe(409);
    expect((await sponsorshipsOf(b.business.id)).filter((row) => row.status === 'pending')).toHaveLength(4);
  });
});
