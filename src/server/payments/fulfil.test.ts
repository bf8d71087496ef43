import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../tests/support/app';
import { businessOwner } from '../../../tests/support/factories';
import { donate, donationRow, donationWorld, gift } from '../../../tests/support/features/donations';
import {
  checkout,
  mailTo,
  manualClock,
  sessionIdOf,
  sponsorshipRow,
  sponsorWorld,
  tierState,
} from '../../../tests/support/features/payments';
import { paymentEvents } from '../db/schema';
import { donationMetadata } from '../features/donations/fulfilment';
import { sponsorshipMetadata } from '../features/sponsorships/fulfilment';
import { processPaymentEvent } from './fulfil';
import type { PaymentChange, PaymentEvent } from './provider';

/* Fulfilment is idempotent: a repeated, late, out-of-order or concurrent event changes nothing twice. */

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  t.deps.clock = manualClock(new Date('2026-06-01T12:00:00Z'));
});

const context = { appUrl: 'http://homefield.test' };
let eventSequence = 0;

async function opened() {
  const world = await sponsorWorld(t, { tier: { availableSpots: 2 } });
  const res = await checkout(world.buyer.client, world.team.id, world.tier.id);
  const sponsorshipId = res.body.sponsorshipId as string;
  const sessionId = sessionIdOf(res.body.url);
  const metadata = sponsorshipMetadata(sponsorshipId);
  const event = (change: PaymentChange, id = `evt_${++eventSequence}`): PaymentEvent => ({
    provider: 'sandbox',
    id,
    type: change.kind,
    change,
  });
  return {
    ...world,
    sponsorshipId,
    sessionId,
    paid: (id?: string, paymentId = `pi_${sponsorshipId.slice(0, 8)}`) =>
      event({ kind: 'checkout_paid', sessionId, paymentId, metadata }, id),
    expired: (id?: string) => event({ kind: 'checkout_closed', reason: 'expired', sessionId, metadata }, id),
    failed: (id?: string) => event({ kind: 'checkout_failed', sessionId, metadata }, id),
    refunded: (paymentId: string, id?: string) => event({ kind: 'payment_refunded', paymentId }, id),
  };
}

const deliver = (event: PaymentEvent) => processPaymentEvent(t.deps, event, context);
const eventsOf = (sponsorshipId: string) =>
  t.db.select().from(paymentEvents).where(eq(paymentEvents.sponsorshipId, sponsorshipId));

describe('a completion delivered more than once', () => {
  it('fulfils once when the same event arrives five times at once: one receipt, one notice, one spot', async () => {
    const world = await opened();
    const event = world.paid('evt_same');
    const results = await Promise.all(Array.from({ length: 5 }, () => deliver(event)));
    expect(results.map((r) => r.outcome).sort()).toEqual([
      'duplicate',
      'duplicate',
      'duplicate',
      'duplicate',
      'fulfilled',
    ]);
    expect(await sponsorshipRow(t, world.sponsorshipId)).toMatchObject({
      status: 'active',
      paymentStatus: 'paid',
      providerPaymentId: `pi_${world.sponsorshipId.slice(0, 8)}`,
    });
    expect(await mailTo(t, world.buyer.business.businessEmail)).toHaveLength(1);
    expect(await mailTo(t, world.team.contactEmail)).toHaveLength(1);
    expect((await tierState(t, world.tier.id)).taken).toBe(1);
    expect(await eventsOf(world.sponsorshipId)).toHaveLength(1);
  });

  it('fulfils once when different events say the same thing (completed, then async_payment_succeeded)', async () => {
    const world = await opened();
    const results = await Promise.all([deliver(world.paid()), deliver(world.paid())]);
    expect(results.map((r) => r.outcome).sort()).toEqual(['fulfilled', 'no_change']);
    expect(await mailTo(t, world.buyer.business.businessEmail)).toHaveLength(1);
    expect((await tierState(t, world.tier.id)).taken).toBe(1);
  });
});

describe('out of order', () => {
  it('keeps a paid sponsorship when an expiry arrives after the completion, and its spot stays taken', async () => {
    const world = await opened();
    await deliver(world.paid());
    expect((await deliver(world.expired())).outcome).toBe('no_change');
    expect((await deliver(world.failed())).outcome).toBe('no_change');
    expect(await sponsorshipRow(t, world.sponsorshipId)).toMatchObject({
      status: 'active',
      paymentStatus: 'paid',
    });
    expect((await tierState(t, world.tier.id)).taken).toBe(1);
  });

  it('does not revive a checkout that expired first: five late completions release nothing twice and mark one refund', async () => {
    const world = await opened();
    expect((await deliver(world.expired())).outcome).toBe('closed');
    expect((await tierState(t, world.tier.id)).taken).toBe(0);

    const late = world.paid('evt_late', 'pi_late_payment');
    const results = await Promise.all(Array.from({ length: 5 }, () => deliver(late)));
    expect(results.filter((r) => r.outcome === 'refund_due')).toHaveLength(1);
    expect(await sponsorshipRow(t, world.sponsorshipId)).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'pending',
      providerPaymentId: 'pi_late_payment',
      paidAt: null,
    });
    expect((await tierState(t, world.tier.id)).taken).toBe(0);
    expect(await mailTo(t, world.buyer.business.businessEmail)).toHaveLength(0);
    const outcomes = (await eventsOf(world.sponsorshipId)).map((e) => e.outcome).sort();
    expect(outcomes).toEqual(['closed', 'refund_due']);

    // The refund the operator then makes arrives as an event too, and changes nothing more.
    expect((await deliver(world.refunded('pi_late_payment'))).outcome).toBe('no_change');
    expect((await tierState(t, world.tier.id)).taken).toBe(0);
  });

  it('releases the spot once when expiry and failure race', async () => {
    const world = await opened();
    const other = await checkout((await businessOwner(t)).client, world.team.id, world.tier.id);
    expect(other.status).toBe(201);
    expect((await tierState(t, world.tier.id)).taken).toBe(2);
    const results = await Promise.all([
      deliver(world.expired()),
      deliver(world.failed()),
      deliver(world.expired()),
    ]);
    expect(results.filter((r) => r.outcome !== 'no_change')).toHaveLength(1);
    expect((await tierState(t, world.tier.id)).taken).toBe(1);
  });
});

describe('a declined payment', () => {
  it('marks the payment failed, cancels the sponsorship and frees the spot', async () => {
    const world = await opened();
    expect((await deliver(world.failed())).outcome).toBe('failed');
    expect(await sponsorshipRow(t, world.sponsorshipId)).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'failed',
    });
    expect((await tierState(t, world.tier.id)).taken).toBe(0);
  });
});

describe('a refund', () => {
  it('cancels a paid sponsorship and frees its spot, keeps it on record, and a replay changes nothing', async () => {
    const world = await opened();
    await deliver(world.paid(undefined, 'pi_to_refund'));
    const refund = world.refunded('pi_to_refund', 'evt_refund');
    expect((await deliver(refund)).outcome).toBe('refunded');
    expect(await sponsorshipRow(t, world.sponsorshipId)).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'paid',
      providerPaymentId: 'pi_to_refund',
    });
    expect((await tierState(t, world.tier.id)).taken).toBe(0);
    expect((await deliver(refund)).outcome).toBe('duplicate');
    expect((await deliver(world.refunded('pi_to_refund'))).outcome).toBe('no_change');
    expect((await tierState(t, world.tier.id)).taken).toBe(0);
  });

  it('of an unknown payment is recorded as unmatched', async () => {
    const world = await opened();
    expect((await deliver(world.refunded('pi_nobody'))).outcome).toBe('unmatched');
  });
});

describe('events that are not about this checkout', () => {
  it('leave the sponsorship alone when they name another session, or no sponsorship', async () => {
    const world = await opened();
    const metadata = sponsorshipMetadata(world.sponsorshipId);
    const foreign: PaymentEvent = {
      provider: 'sandbox',
      id: 'evt_foreign',
      type: 'checkout_paid',
      change: { kind: 'checkout_paid', sessionId: 'sbx_cs_other', paymentId: 'pi_x', metadata },
    };
    expect((await deliver(foreign)).outcome).toBe('unmatched');
    const donation: PaymentEvent = {
      provider: 'sandbox',
      id: 'evt_donation',
      type: 'checkout_paid',
      change: {
        kind: 'checkout_paid',
        sessionId: world.sessionId,
        paymentId: 'pi_y',
        metadata: { purpose: 'donation' },
      },
    };
    expect((await deliver(donation)).outcome).toBe('unmatched');
    expect(await sponsorshipRow(t, world.sponsorshipId)).toMatchObject({
      status: 'pending',
      paymentStatus: 'pending',
    });
  });
});

describe('a donation', () => {
  async function pendingDonation() {
    const { player } = await donationWorld(t);
    const res = await donate(t, gift(player.id, { donorEmail: `donor-${crypto.randomUUID()}@example.com` }));
    const donationId = res.body.donationId as string;
    const row = await donationRow(t, donationId);
    const change = (
      kind: 'checkout_paid' | 'checkout_closed',
      id = `evt_${++eventSequence}`,
    ): PaymentEvent => ({
      provider: 'sandbox',
      id,
      type: kind,
      change:
        kind === 'checkout_paid'
          ? {
              kind,
              sessionId: row.paymentSessionId!,
              paymentId: `pi_${donationId.slice(0, 8)}`,
              metadata: donationMetadata(donationId),
            }
          : {
              kind,
              reason: 'expired',
              sessionId: row.paymentSessionId!,
              metadata: donationMetadata(donationId),
            },
    });
    return { donationId, donorEmail: row.donorEmail!, change };
  }

  it('succeeds once when its completion arrives five times at once, and when different events say it', async () => {
    const { donationId, donorEmail, change } = await pendingDonation();
    const same = change('checkout_paid', 'evt_donation_same');
    const results = await Promise.all([
      ...Array.from({ length: 5 }, () => deliver(same)),
      deliver(change('checkout_paid')),
    ]);
    expect(results.map((r) => r.outcome).sort()).toEqual([
      'duplicate',
      'duplicate',
      'duplicate',
      'duplicate',
      'fulfilled',
      'no_change',
    ]);
    expect((await donationRow(t, donationId)).status).toBe('succeeded');
    expect(await mailTo(t, donorEmail)).toHaveLength(1);
  });

  it('still counts money that arrives after its checkout was closed: there is no spot to lose', async () => {
    const { donationId, change } = await pendingDonation();
    expect((await deliver(change('checkout_closed'))).outcome).toBe('closed');
    expect((await donationRow(t, donationId)).status).toBe('cancelled');
    expect((await deliver(change('checkout_paid'))).outcome).toBe('fulfilled');
    expect((await donationRow(t, donationId)).status).toBe('succeeded');
    expect((await deliver(change('checkout_closed'))).outcome).toBe('no_change');
    expect((await donationRow(t, donationId)).status).toBe('succeeded');
  });

  it('ignores an event naming another checkout session', async () => {
    const { donationId } = await pendingDonation();
    const foreign: PaymentEvent = {
      provider: 'sandbox',
      id: 'evt_donation_foreign',
      type: 'checkout_paid',
      change: {
        kind: 'checkout_paid',
        sessionId: 'sbx_cs_other',
        paymentId: 'pi_z',
        metadata: donationMetadata(donationId),
      },
    };
    expect((await deliver(foreign)).outcome).toBe('unmatched');
    expect((await donationRow(t, donationId)).status).toBe('pending');
  });
});
