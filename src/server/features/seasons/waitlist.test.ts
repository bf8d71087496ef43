import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../../tests/support/app';
import { businessOwner, teamOwner } from '../../../../tests/support/factories';
import { checkout, manualClock, sponsorWorld } from '../../../../tests/support/features/payments';
import { mailCount, offerToken, waitlistRow } from '../../../../tests/support/features/seasons';
import { checkoutExpiryJob } from '../../payments/expiry';
import { waitlistJob } from './waitlist-job';

let t: TestApp;
const clock = manualClock(new Date('2026-05-01T12:00:00Z'));
beforeAll(async () => {
  t = await startTestApp();
  t.deps.clock = clock;
});

/** A one-spot tier whose spot a first business's open checkout holds, and two businesses who want it. */
async function soldOut() {
  const world = await sponsorWorld(t, { tier: { availableSpots: 1 } });
  expect((await checkout(world.buyer.client, world.team.id, world.tier.id)).status).toBe(201);
  const [first, second] = [await businessOwner(t), await businessOwner(t)];
  return { ...world, first, second };
}

const join = (client: ReturnType<TestApp['client']>, tierId: string) =>
  client.post(`/api/tiers/${tierId}/waitlist`);

describe('joining and leaving a waitlist', () => {
  it('queues businesses in the order they join, and only for a sold-out tier', async () => {
    const w = await soldOut();
    const a = await join(w.first.client, w.tier.id);
    expect(a.status).toBe(201);
    expect(a.body.entry).toMatchObject({ tierId: w.tier.id, position: 1 });
    clock.advanceMinutes(1);
    expect((await join(w.second.client, w.tier.id)).body.entry.position).toBe(2);
    // Joining again keeps the place.
    expect((await join(w.first.client, w.tier.id)).body.entry.position).toBe(1);
    const mine = await w.second.client.get(`/api/teams/${w.team.id}/waitlist`);
    expect(mine.body.entries).toEqual([expect.objectContaining({ tierId: w.tier.id, position: 2 })]);

    const roomy = await sponsorWorld(t, { tier: { availableSpots: 3 } });
    const refused = await join(w.first.client, roomy.tier.id);
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe('TIER_NOT_SOLD_OUT');
  });

  it('lets a business leave, moving the next one up; a team user cannot join', async () => {
    const w = await soldOut();
    await join(w.first.client, w.tier.id);
    clock.advanceMinutes(1);
    await join(w.second.client, w.tier.id);
    expect((await w.first.client.delete(`/api/tiers/${w.tier.id}/waitlist`)).status).toBe(200);
    expect(await waitlistRow(t, w.tier.id, w.first.business.id)).toBeNull();
    expect((await w.second.client.get(`/api/teams/${w.team.id}/waitlist`)).body.entries[0].position).toBe(1);
    const team = await teamOwner(t);
    expect((await join(team.client, w.tier.id)).status).toBe(403);
    expect((await join(t.client(), w.tier.id)).status).toBe(401);
  });
});

describe('when a spot opens', () => {
  it('holds it 48 hours for the first business waiting, emails it, and passes it on when unused', async () => {
    const w = await soldOut();
    await join(w.first.client, w.tier.id);
    clock.advanceMinutes(1);
    await join(w.second.client, w.tier.id);
    const job = waitlistJob(t.deps);
    await job.runOnce();
    expect(await offerToken(t, w.first.business.businessEmail, 'waitlist_offer')).toBeNull(); // nothing open yet

    // The open checkout lapses: its spot goes back, and the first business waiting gets it.
    clock.advanceMinutes(31);
    await checkoutExpiryJob(t.deps).runOnce();
    // Other tests' tiers in this database may have spots to offer too: count only this tier's offers.
    await job.runOnce();
    const offers = await mailCount(t, 'waitlist_offer');
    expect(await job.runOnce()).toBe(0); // offered once, however often the job runs
    expect(await mailCount(t, 'waitlist_offer')).toBe(offers);
    expect(await offerToken(t, w.second.business.businessEmail, 'waitlist_offer')).toBeNull();
    const token = await offerToken(t, w.first.business.businessEmail, 'waitlist_offer');
    const view = await t.client().get(`/api/renewals/${token}`);
    expect(view.body).toMatchObject({ reason: 'waitlist', live: true, tier: { id: w.tier.id } });
    expect(Date.parse(view.body.expiresAt) - clock.now().getTime()).toBe(48 * 3_600_000);
    expect((await waitlistRow(t, w.tier.id, w.first.business.id))!.notifiedAt).not.toBeNull();

    // The second business waits; a stranger cannot take the held spot either.
    expect((await checkout(w.second.client, w.team.id, w.tier.id)).status).toBe(409);
    expect((await checkout(w.buyer.client, w.team.id, w.tier.id)).status).toBe(409);

    // 48 hours pass unused: the spot goes to the next business waiting.
    clock.advanceMinutes(48 * 60 + 1);
    await job.runOnce();
    expect(await offerToken(t, w.second.business.businessEmail, 'waitlist_offer')).not.toBeNull();
    expect((await checkout(w.first.client, w.team.id, w.tier.id)).status).toBe(409);
    expect((await checkout(w.second.client, w.team.id, w.tier.id)).status).toBe(201);
  });

  it('lets the first business waiting take its held spot through the normal checkout', async () => {
    const w = await soldOut();
    await join(w.first.client, w.tier.id);
    clock.advanceMinutes(31);
    await checkoutExpiryJob(t.deps).runOnce();
    await waitlistJob(t.deps).runOnce();
    expect(await offerToken(t, w.first.business.businessEmail, 'waitlist_offer')).not.toBeNull();
    expect((await checkout(w.first.client, w.team.id, w.tier.id)).status).toBe(201);
  });
});
