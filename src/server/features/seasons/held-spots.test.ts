import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../../tests/support/app';
import { businessOwner } from '../../../../tests/support/factories';
import { checkout, manualClock, sponsorWorld } from '../../../../tests/support/features/payments';
import { offerToken, paidSponsorship, rollOver } from '../../../../tests/support/features/seasons';
import { checkoutExpiryJob } from '../../payments/expiry';

let t: TestApp;
// Real time: the listings count held spots by the database's clock.
const clock = manualClock(new Date());
beforeAll(async () => {
  t = await startTestApp();
  t.deps.clock = clock;
});

const DAY_MINUTES = 24 * 60;

/** A rolled-over team whose one-spot tier was last season's sponsor's: the spot is held for it. */
async function heldForLastSponsor() {
  const world = await sponsorWorld(t, { tier: { availableSpots: 1 } });
  await paidSponsorship(t, { teamId: world.team.id, tier: world.tier, businessId: world.buyer.business.id });
  expect((await rollOver(world.owner.client, world.team.id)).status).toBe(200);
  const newcomer = await businessOwner(t);
  return { ...world, newcomer };
}

const spotsOf = async (client: ReturnType<TestApp['client']>, teamId: string, tierId: string) => {
  const page = await client.get(`/api/payments/sponsor-team/${teamId}`);
  return page.body.team.tiers.find((tier: { id: string }) => tier.id === tierId);
};

describe("renewal: last season's sponsor has first refusal for 14 days", () => {
  it('refuses the held spot to another business with the sold-out answer, and shows it as taken', async () => {
    const w = await heldForLastSponsor();
    const res = await checkout(w.newcomer.client, w.team.id, w.tier.id);
    expect(res.status).toBe(409);
    expect(res.body.error).toMatchObject({ code: 'SOLD_OUT', message: 'This tier is sold out' });
    expect(await spotsOf(w.newcomer.client, w.team.id, w.tier.id)).toMatchObject({
      soldOut: true,
      spotsLeft: 0,
    });
  });

  it('lets the holder renew through the normal checkout, and a lapsed renewal checkout keeps the hold', async () => {
    const w = await heldForLastSponsor();
    const first = await checkout(w.buyer.client, w.team.id, w.tier.id);
    expect(first.status).toBe(201);
    // The holder walks away from the checkout: it lapses after 30 minutes, the spot is still theirs.
    clock.advanceMinutes(31);
    await checkoutExpiryJob(t.deps).runOnce();
    expect((await checkout(w.newcomer.client, w.team.id, w.tier.id)).status).toBe(409);
    expect((await checkout(w.buyer.client, w.team.id, w.tier.id)).status).toBe(201);
  });

  it('opens the spot to everyone once the 14 days are over', async () => {
    const w = await heldForLastSponsor();
    clock.advanceMinutes(14 * DAY_MINUTES - 5);
    expect((await checkout(w.newcomer.client, w.team.id, w.tier.id)).status).toBe(409);
    clock.advanceMinutes(10);
    expect((await checkout(w.newcomer.client, w.team.id, w.tier.id)).status).toBe(201);
    const token = await offerToken(t, w.buyer.business.businessEmail, 'renewal_offer');
    expect((await t.client().get(`/api/renewals/${token}`)).body.live).toBe(false);
  });
});
