import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../tests/support/app';
import {
  cancelTokenFrom,
  donate,
  donationRow,
  donationWorld,
  gift,
  monthsOf,
} from '../../../tests/support/features/donations';
import {
  checkout,
  mailTo,
  manualClock,
  paymentCounts,
  sponsorshipRow,
  sponsorWorld,
  tierState,
} from '../../../tests/support/features/payments';
import { pdfText } from '../../../tests/support/receipts';
import {
  SECRET_KEY,
  stripeGifts,
  useStripeApp,
  WEBHOOK,
  WEBHOOK_SECRET,
} from '../../../tests/support/stripe';
import { paymentEvents } from '../db/schema';
import { attachmentsOf } from '../email/outbox';
import { checkoutExpiryJob } from './expiry';
import { createSandboxProvider } from './sandbox';

/* The real `stripe` SDK against a fake Stripe API, with signed webhooks (tests/support/stripe.ts). */

const clock = manualClock(new Date('2026-09-15T20:00:00Z'));
const stripe = useStripeApp(clock);
const stripeApi = stripe.api;
const stripeEvent = stripe.event;
const deliver = stripe.deliver;
let t: TestApp;
beforeAll(() => {
  t = stripe.t;
});

function checkoutSessionObject(
  sessionId: string,
  sponsorshipId: string,
  overrides: Record<string, unknown> = {},
) {
  return {
    id: sessionId,
    object: 'checkout.session',
    amount_subtotal: 50_000,
    amount_total: 50_000,
    client_reference_id: null,
    currency: 'usd',
    customer_details: { email: 'owner@example.com', name: 'Casey Owner' },
    expires_at: Math.floor(clock.now().getTime() / 1000) + 1920,
    livemode: false,
    metadata: { purpose: 'sponsorship', sponsorshipId },
    mode: 'payment',
    payment_intent: `pi_3Qhomefield${sponsorshipId.slice(0, 8)}`,
    payment_status: 'paid',
    status: 'complete',
    ...overrides,
  };
}

async function opened(tier: Parameters<typeof sponsorWorld>[1] = {}) {
  const world = await sponsorWorld(t, tier);
  const res = await checkout(world.buyer.client, world.team.id, world.tier.id);
  expect(res.status).toBe(201);
  const sponsorshipId = res.body.sponsorshipId as string;
  const sessionId = (await sponsorshipRow(t, sponsorshipId)).paymentSessionId!;
  return { ...world, res, sponsorshipId, sessionId };
}

describe('creating a Checkout Session', () => {
  it('asks Stripe for a card payment of the tier’s amount in USD cents, for 30 minutes, tagged with the sponsorship', async () => {
    const { res, buyer, team, tier, sponsorshipId } = await opened({
      tier: { name: 'Gold', amount: 125_050, description: 'Logo on every uniform.' },
    });
    expect(res.body.url).toMatch(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_/);
    const [create] = stripeApi.requests.filter((r) => r.path === '/v1/checkout/sessions');
    expect(create!.authorization).toBe(`Bearer ${SECRET_KEY}`);
    const p = Object.fromEntries(create!.params);
    expect(p).toMatchObject({
      mode: 'payment',
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': 'usd',
      'line_items[0][price_data][unit_amount]': '125050',
      'line_items[0][price_data][product_data][name]': `Gold sponsorship: ${team.name}`,
      'line_items[0][price_data][product_data][description]': 'Logo on every uniform.',
      'allowed_payment_method_types[0]': 'card',
      customer_email: buyer.business.businessEmail,
      client_reference_id: buyer.user.id,
      success_url: `http://homefield.test/sponsorship-success?session_id={CHECKOUT_SESSION_ID}&sponsorship_id=${sponsorshipId}`,
      cancel_url: `http://homefield.test/sponsor-team/${team.id}?tier=${tier.id}&checkout=cancelled`,
      'metadata[purpose]': 'sponsorship',
      'metadata[sponsorshipId]': sponsorshipId,
      'payment_intent_data[metadata][sponsorshipId]': sponsorshipId,
    });
    // 30 minutes of reservation, plus Stripe's margin (it wants at least 30 minutes from its own clock).
    expect(Number(p.expires_at)).toBe(Date.parse('2026-09-15T20:30:00Z') / 1000 + 120);
    expect(await sponsorshipRow(t, sponsorshipId)).toMatchObject({
      provider: 'stripe',
      status: 'pending',
      paymentSessionId: res.body.url.split('/').pop().split('#')[0],
    });
  });

  it("answers 502 'Failed to initiate sponsorship payment' when Stripe refuses, and frees the spot", async () => {
    const world = await sponsorWorld(t);
    stripeApi.state.failNext = true;
    const res = await checkout(world.buyer.client, world.team.id, world.tier.id);
    expect(res.status).toBe(502);
    expect(res.body.error.message).toBe('Failed to initiate sponsorship payment');
    const state = await tierState(t, world.tier.id);
    expect(state.taken).toBe(0);
    expect(state.sponsorships.map((s) => s.status)).toEqual(['cancelled']);
  });
});

describe('the webhook', () => {
  it('fulfils checkout.session.completed: active, paid, the payment intent kept, the receipt queued; a replay changes nothing', async () => {
    const { sponsorshipId, sessionId, buyer, tier } = await opened();
    const payload = stripeEvent(
      'checkout.session.completed',
      checkoutSessionObject(sessionId, sponsorshipId),
    );
    const res = await deliver(payload);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ received: true });
    expect(await sponsorshipRow(t, sponsorshipId)).toMatchObject({
      status: 'active',
      paymentStatus: 'paid',
      providerPaymentId: `pi_3Qhomefield${sponsorshipId.slice(0, 8)}`,
    });
    expect(await mailTo(t, buyer.business.businessEmail)).toHaveLength(1);

    const again = await Promise.all([deliver(payload), deliver(payload), deliver(payload)]);
    expect(again.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(await mailTo(t, buyer.business.businessEmail)).toHaveLength(1);
    expect((await tierState(t, tier.id)).taken).toBe(1);
    const events = await t.db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.sponsorshipId, sponsorshipId));
    expect(events).toEqual([
      expect.objectContaining({
        provider: 'stripe',
        type: 'checkout.session.completed',
        outcome: 'fulfilled',
      }),
    ]);
  });

  it.each([
    ['signed with another secret', (p: string) => deliver(p, 'whsec_someone_else')],
    ['with no signature', (p: string) => t.client().request('POST', WEBHOOK, p)],
    [
      'whose body was changed after signing',
      (p: string) => {
        const signature = Stripe.webhooks.generateTestHeaderString({ payload: p, secret: WEBHOOK_SECRET });
        return t
          .client()
          .request('POST', WEBHOOK, p.replace('"paid"', '"paid" '), { 'stripe-signature': signature });
      },
    ],
  ])('refuses a delivery %s with 400 and changes nothing', async (_name, send) => {
    const { sponsorshipId, sessionId, tier } = await opened();
    const before = await paymentCounts(t);
    const res = await send(
      stripeEvent('checkout.session.completed', checkoutSessionObject(sessionId, sponsorshipId)),
    );
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('BAD_SIGNATURE');
    expect(await paymentCounts(t)).toEqual(before);
    expect(await sponsorshipRow(t, sponsorshipId)).toMatchObject({
      status: 'pending',
      paymentStatus: 'pending',
    });
    expect((await tierState(t, tier.id)).taken).toBe(1);
  });

  it('acknowledges event types it does not handle with 200 and records nothing', async () => {
    const before = await paymentCounts(t);
    const res = await deliver(stripeEvent('customer.created', { id: 'cus_1', object: 'customer' }));
    expect(res.status).toBe(200);
    expect(await paymentCounts(t)).toEqual(before);
  });

  it('waits for async_payment_succeeded when a completed session is not paid yet', async () => {
    const { sponsorshipId, sessionId } = await opened();
    const unpaid = checkoutSessionObject(sessionId, sponsorshipId, { payment_status: 'unpaid' });
    expect((await deliver(stripeEvent('checkout.session.completed', unpaid))).status).toBe(200);
    expect((await sponsorshipRow(t, sponsorshipId)).status).toBe('pending');
    const succeeded = checkoutSessionObject(sessionId, sponsorshipId);
    expect((await deliver(stripeEvent('checkout.session.async_payment_succeeded', succeeded))).status).toBe(
      200,
    );
    expect(await sponsorshipRow(t, sponsorshipId)).toMatchObject({ status: 'active', paymentStatus: 'paid' });
  });

  it('marks async_payment_failed as a failed payment and frees the spot', async () => {
    const { sponsorshipId, sessionId, tier } = await opened();
    const failed = checkoutSessionObject(sessionId, sponsorshipId, { payment_status: 'unpaid' });
    await deliver(stripeEvent('checkout.session.async_payment_failed', failed));
    expect(await sponsorshipRow(t, sponsorshipId)).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'failed',
    });
    expect((await tierState(t, tier.id)).taken).toBe(0);
  });

  it('gives the spot back on checkout.session.expired', async () => {
    const { sponsorshipId, sessionId, tier } = await opened();
    const expired = checkoutSessionObject(sessionId, sponsorshipId, {
      payment_status: 'unpaid',
      status: 'expired',
      payment_intent: null,
    });
    await deliver(stripeEvent('checkout.session.expired', expired));
    expect(await sponsorshipRow(t, sponsorshipId)).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'pending',
    });
    expect((await tierState(t, tier.id)).taken).toBe(0);
  });

  it('keeps a sponsorship on a partial charge.refunded and cancels it once refunded in full', async () => {
    const { sponsorshipId, sessionId, tier, buyer } = await opened({ tier: { availableSpots: 3 } });
    await deliver(stripeEvent('checkout.session.completed', checkoutSessionObject(sessionId, sponsorshipId)));
    const charge = {
      id: `ch_3Qhomefield${sponsorshipId.slice(0, 8)}`,
      object: 'charge',
      amount: 50_000,
      currency: 'usd',
      paid: true,
      payment_intent: `pi_3Qhomefield${sponsorshipId.slice(0, 8)}`,
      status: 'succeeded',
    };
    await deliver(stripeEvent('charge.refunded', { ...charge, amount_refunded: 10_000, refunded: false }));
    expect((await sponsorshipRow(t, sponsorshipId)).status).toBe('active');
    await deliver(stripeEvent('charge.refunded', { ...charge, amount_refunded: 50_000, refunded: true }));
    expect(await sponsorshipRow(t, sponsorshipId)).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'paid',
    });
    expect((await tierState(t, tier.id)).taken).toBe(0);
    // The business is told of each refund once, the last with its receipt marked refunded; replays of
    // either report (the partial one late) send nothing more.
    await deliver(stripeEvent('charge.refunded', { ...charge, amount_refunded: 50_000, refunded: true }));
    await deliver(stripeEvent('charge.refunded', { ...charge, amount_refunded: 10_000, refunded: false }));
    const refunds = (await mailTo(t, buyer.business.businessEmail)).filter(
      (m) => m.kind === 'sponsorship_refund',
    );
    expect(refunds).toHaveLength(2);
    const [part, whole] = refunds.sort(
      (a, b) => Number(a.text.includes('in full')) - Number(b.text.includes('in full')),
    );
    expect(part!.text).toContain('$100.00 of your');
    expect(part!.text).toContain('Your sponsorship itself stays in place.');
    expect(whole!.text).toContain('has been refunded in full, and the sponsorship is cancelled');
    const [pdf] = (await attachmentsOf(t.db, [whole!.id], t.deps.attachmentDrawings)).get(whole!.id)!;
    expect(pdfText(pdf!.content).join(' ')).toContain('REFUNDED');
  });

  it('is not there when the sandbox provider is in use (404)', async () => {
    const stripe = t.deps.payments;
    t.deps.payments = createSandboxProvider(t.deps);
    try {
      const res = await deliver(
        stripeEvent('checkout.session.completed', { id: 'cs_x', object: 'checkout.session' }),
      );
      expect(res.status).toBe(404);
    } finally {
      t.deps.payments = stripe;
    }
  });
});

describe('the expiry job with Stripe', () => {
  it('expires the Checkout Session at Stripe when the reservation lapses', async () => {
    const { sponsorshipId, sessionId, tier } = await opened();
    clock.advanceMinutes(30);
    try {
      await checkoutExpiryJob(t.deps).runOnce();
    } finally {
      clock.advanceMinutes(-30);
    }
    expect((await sponsorshipRow(t, sponsorshipId)).status).toBe('cancelled');
    expect((await tierState(t, tier.id)).taken).toBe(0);
    expect(stripeApi.requests.map((r) => `${r.method} ${r.path}`)).toContain(
      `POST /v1/checkout/sessions/${sessionId}/expire`,
    );
  });
});

describe('player donations with Stripe', () => {
  const { donationCheckout, subscribed, paidGiftSession, invoice } = stripeGifts(stripe);

  it('asks Stripe for a monthly subscription-mode Checkout Session, and a one-time gift for a payment', async () => {
    const monthly = await donationCheckout({ amount: 2500, isRecurring: true, donorName: 'Pat' });
    const [create] = stripeApi.requests.filter((r) => r.path === '/v1/checkout/sessions');
    const p = Object.fromEntries(create!.params);
    expect(p).toMatchObject({
      mode: 'subscription',
      'line_items[0][price_data][currency]': 'usd',
      'line_items[0][price_data][unit_amount]': '2500',
      'line_items[0][price_data][recurring][interval]': 'month',
      'line_items[0][price_data][product_data][name]': 'Monthly donation to Ava M.',
      customer_email: monthly.donorEmail,
      success_url: `http://homefield.test/player-donation-success?session_id={CHECKOUT_SESSION_ID}&donation_id=${monthly.donationId}`,
      cancel_url: `http://homefield.test/player/${monthly.team.slug}/7?checkout=cancelled`,
      'metadata[purpose]': 'donation',
      'metadata[donationId]': monthly.donationId,
      'subscription_data[metadata][donationId]': monthly.donationId,
    });
    // Nobody signs in to give.
    expect(p.client_reference_id).toBeUndefined();
    expect(await donationRow(t, monthly.donationId)).toMatchObject({ provider: 'stripe', status: 'pending' });

    stripeApi.requests.length = 0;
    await donationCheckout({ amount: 1000 });
    const [once] = stripeApi.requests.filter((r) => r.path === '/v1/checkout/sessions');
    expect(once!.params.get('mode')).toBe('payment');
    expect(once!.params.get('line_items[0][price_data][recurring][interval]')).toBeNull();
  });

  it("answers 502 'Failed to create donation session' when Stripe refuses, and cancels the donation", async () => {
    const { player } = await donationWorld(t);
    stripeApi.state.failNext = true;
    const res = await donate(t, gift(player.id));
    expect(res.status).toBe(502);
    expect(res.body.error.message).toBe('Failed to create donation session');
    const rows = await t.db.query.playerDonations.findMany({
      where: (d, { eq }) => eq(d.playerId, player.id),
    });
    expect(rows.map((row) => row.status)).toEqual(['cancelled']);
  });

  it('fulfils checkout.session.completed for a subscription: the subscription, the first invoice, the cancel link', async () => {
    const { donationId, subscriptionId, donorEmail } = await subscribed();
    expect(await donationRow(t, donationId)).toMatchObject({
      status: 'succeeded',
      subscriptionId,
      providerPaymentId: `in_1Qhomefield${donationId.slice(0, 8)}first`,
      nextRenewalAt: expect.any(Date),
      cancelledAt: null,
    });
    expect(await cancelTokenFrom(t, donorEmail)).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('records a renewal for invoice.paid (subscription_cycle) once, however often and however concurrently it arrives', async () => {
    const { donationId, subscriptionId, donorEmail, team } = await subscribed(1500);
    const payload = stripeEvent('invoice.paid', invoice(subscriptionId, { amount_paid: 1500 }));
    const results = await Promise.all([deliver(payload), deliver(payload), deliver(payload)]);
    expect(results.map((r) => r.status)).toEqual([200, 200, 200]);
    // The same invoice in another event (Stripe may send one per endpoint version) adds nothing either.
    await deliver(stripeEvent('invoice.paid', invoice(subscriptionId, { amount_paid: 1500 })));

    const months = await monthsOf(t, donationId);
    expect(months).toHaveLength(1);
    expect(months[0]).toMatchObject({
      status: 'succeeded',
      amount: 1500,
      provider: 'stripe',
      providerPaymentId: `in_1Qhomefield${subscriptionId.slice(-8)}cycle1`,
      subscriptionId,
      renewsDonationId: donationId,
    });
    expect(await mailTo(t, donorEmail)).toHaveLength(2);
    expect(await mailTo(t, team.contactEmail)).toHaveLength(2);

    // Next month is a new invoice, and a new row.
    await deliver(stripeEvent('invoice.paid', invoice(subscriptionId, { id: `in_next_${subscriptionId}` })));
    expect(await monthsOf(t, donationId)).toHaveLength(2);
  });

  it('ignores the first invoice (the checkout already paid it) and invoices of unknown subscriptions', async () => {
    const { donationId, subscriptionId } = await subscribed();
    await deliver(
      stripeEvent('invoice.paid', invoice(subscriptionId, { billing_reason: 'subscription_create' })),
    );
    await deliver(stripeEvent('invoice.paid', invoice('sub_unknown_to_us')));
    expect(await monthsOf(t, donationId)).toHaveLength(0);
  });

  it('stops a monthly donation on customer.subscription.deleted; a replay changes nothing', async () => {
    const { donationId, subscriptionId } = await subscribed();
    const deleted = stripeEvent('customer.subscription.deleted', {
      id: subscriptionId,
      object: 'subscription',
      status: 'canceled',
    });
    expect((await deliver(deleted)).status).toBe(200);
    const row = await donationRow(t, donationId);
    expect(row).toMatchObject({ cancelledAt: clock.now(), nextRenewalAt: null, status: 'succeeded' });
    await deliver(deleted);
    expect((await donationRow(t, donationId)).cancelledAt).toEqual(row.cancelledAt);
  });

  it("cancels the subscription at Stripe from the receipt's link, then here; Stripe's deletion event changes nothing more", async () => {
    const { donationId, subscriptionId, donorEmail } = await subscribed();
    const token = await cancelTokenFrom(t, donorEmail);
    const res = await t.client().post('/api/donations/cancel', { token });
    expect(res.status).toBe(200);
    expect(stripeApi.requests.map((r) => `${r.method} ${r.path}`)).toContain(
      `DELETE /v1/subscriptions/${subscriptionId}`,
    );
    const row = await donationRow(t, donationId);
    expect(row.cancelledAt).not.toBeNull();
    await deliver(
      stripeEvent('customer.subscription.deleted', { id: subscriptionId, object: 'subscription' }),
    );
    expect((await donationRow(t, donationId)).cancelledAt).toEqual(row.cancelledAt);
  });

  it("answers 502 'Failed to process donation' when Stripe cannot cancel, and keeps the donation running", async () => {
    const { donationId, donorEmail } = await subscribed();
    const token = await cancelTokenFrom(t, donorEmail);
    stripeApi.state.failNext = true;
    const res = await t.client().post('/api/donations/cancel', { token });
    expect(res.status).toBe(502);
    expect(res.body.error.message).toBe('Failed to process donation');
    expect((await donationRow(t, donationId)).cancelledAt).toBeNull();
  });

  it('takes a fully refunded one-time gift out of Total Raised', async () => {
    const { owner, team, donationId, sessionId } = await donationCheckout({ amount: 4000 });
    const paymentIntent = `pi_3Qhomefield${donationId.slice(0, 8)}`;
    await deliver(
      stripeEvent('checkout.session.completed', paidGiftSession(sessionId, donationId, paymentIntent)),
    );
    const raised = async () =>
      (await owner.client.get(`/api/teams/${team.id}/dashboard`)).body.stats.raised.donationsCents;
    expect(await raised()).toBe(4000);
    await deliver(
      stripeEvent('charge.refunded', {
        id: `ch_${donationId}`,
        object: 'charge',
        amount: 4000,
        amount_refunded: 4000,
        payment_intent: paymentIntent,
        refunded: true,
      }),
    );
    expect((await donationRow(t, donationId)).status).toBe('refunded');
    expect(await raised()).toBe(0);
  });
});
