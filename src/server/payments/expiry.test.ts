import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../tests/support/app';
import { businessOwner } from '../../../tests/support/factories';
import {
  checkout,
  manualClock,
  sessionIdOf,
  sponsorshipRow,
  sponsorWorld,
  tierState,
} from '../../../tests/support/features/payments';
import { givePlan } from '../../../tests/support/features/plans';
import { sandboxCheckoutSessions } from '../db/schema';
import { sponsorshipMetadata } from '../features/sponsorships/fulfilment';
import { checkoutExpiryJob } from './expiry';
import { processPaymentEvent } from './fulfil';

/* Checkouts nobody finishes within 30 minutes give their spot back. */

let t: TestApp;
const clock = manualClock(new Date('2026-07-01T09:00:00Z'));
beforeAll(async () => {
  t = await startTestApp();
  t.deps.clock = clock;
});

async function sandboxStatus(sessionId: string) {
  const [row] = await t.db
    .select({ status: sandboxCheckoutSessions.status })
    .from(sandboxCheckoutSessions)
    .where(eq(sandboxCheckoutSessions.id, sessionId));
  return row!.status;
}

describe('the checkout expiry job', () => {
  it('leaves a checkout alone until its 30 minutes are up, then cancels it, frees its spot and closes its page', async () => {
    const { team, tier, buyer } = await sponsorWorld(t);
    const res = await checkout(buyer.client, team.id, tier.id);
    const sessionId = sessionIdOf(res.body.url);
    const job = checkoutExpiryJob(t.deps);

    clock.advanceMinutes(29);
    expect(await job.runOnce()).toBe(0);
    expect((await sponsorshipRow(t, res.body.sponsorshipId)).status).toBe('pending');
    expect((await tierState(t, tier.id)).taken).toBe(1);

    clock.advanceMinutes(1);
    expect(await job.runOnce()).toBe(1);
    expect(await sponsorshipRow(t, res.body.sponsorshipId)).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'pending',
    });
    expect((await tierState(t, tier.id)).taken).toBe(0);
    expect(await sandboxStatus(sessionId)).toBe('expired');
    expect(await job.runOnce()).toBe(0);

    // The spot is anyone's again.
    const rival = await businessOwner(t);
    expect((await checkout(rival.client, team.id, tier.id)).status).toBe(201);
  });

  it('does not revive an expired checkout when a late completion arrives: the spot stays with its new holder', async () => {
    const { team, tier, buyer } = await sponsorWorld(t);
    const res = await checkout(buyer.client, team.id, tier.id);
    clock.advanceMinutes(31);
    await checkoutExpiryJob(t.deps).runOnce();
    const rival = await businessOwner(t);
    expect((await checkout(rival.client, team.id, tier.id)).status).toBe(201);

    const late = await processPaymentEvent(
      t.deps,
      {
        provider: 'sandbox',
        id: 'evt_late_completion',
        type: 'checkout.session.completed',
        change: {
          kind: 'checkout_paid',
          sessionId: sessionIdOf(res.body.url),
          paymentId: 'pi_late',
          metadata: sponsorshipMetadata(res.body.sponsorshipId),
        },
      },
      { appUrl: 'http://homefield.test' },
    );
    expect(late.outcome).toBe('refund_due');
    expect((await sponsorshipRow(t, res.body.sponsorshipId)).status).toBe('cancelled');
    const state = await tierState(t, tier.id);
    expect(state.taken).toBe(1);
    expect(state.sponsorships.filter((s) => s.status === 'pending')).toHaveLength(1);
  });

  it('never touches paid sponsorships, and two instances running at once expire each checkout once', async () => {
    // Checkouts the tests above left open lapse first, so the counts below are this test's own.
    clock.advanceMinutes(31);
    await checkoutExpiryJob(t.deps).runOnce();
    const { team, tier, buyer } = await sponsorWorld(t, { tier: { availableSpots: 4 } });
    await givePlan(t, team.id); // four sponsors: past the Free plan's three
    const paid = await checkout(buyer.client, team.id, tier.id);
    await buyer.client.post(`/api/payments/sandbox/sessions/${sessionIdOf(paid.body.url)}/pay`);
    for (let i = 0; i < 3; i++) {
      const other = await businessOwner(t);
      expect((await checkout(other.client, team.id, tier.id)).status).toBe(201);
    }
    expect((await tierState(t, tier.id)).taken).toBe(4);

    clock.advanceMinutes(45);
    const counts = await Promise.all([
      checkoutExpiryJob(t.deps, { batchSize: 1 }).runOnce(),
      checkoutExpiryJob(t.deps, { batchSize: 1 }).runOnce(),
    ]);
    expect(counts[0]! + counts[1]!).toBe(3);
    const state = await tierState(t, tier.id);
    expect(state.taken).toBe(1);
    expect(state.sponsorships.map((s) => s.status).sort()).toEqual([
      'active',
      'cancelled',
      'cancelled',
      'cancelled',
    ]);
  });

  it('stops cleanly', async () => {
    const job = checkoutExpiryJob(t.deps, { pollMs: 60_000 });
    job.start();
    await expect(job.stop()).resolves.toBeUndefined();
  });
});
