import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../../tests/support/app';
import { signedInClient } from '../../../../tests/support/factories';
import { donationRow } from '../../../../tests/support/features/donations';
import { manualClock } from '../../../../tests/support/features/payments';
import { stripeGifts, useStripeApp } from '../../../../tests/support/stripe';
import { REFUND_FAILED_MESSAGE } from '../../../shared/schemas/refunds';
import { refundRequests } from '../../db/schema';

/*
 * Refunds made by people with Stripe (issue 20): Stripe is asked once per request (its idempotency key is
 * the request's id), and the payment shows as refunded when Stripe's charge.refunded arrives.
 */

const clock = manualClock(new Date('2026-09-15T20:00:00Z'));
const stripe = useStripeApp(clock);
const { donationCheckout, subscribed, paidGiftSession, refundedCharge, invoicePayment } = stripeGifts(stripe);
let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInClient>>['client'];
beforeAll(async () => {
  t = stripe.t;
  admin = (await signedInClient(t, { roles: ['admin'] })).client;
});

const send = async (type: string, object: Record<string, unknown>) =>
  expect((await stripe.deliver(stripe.event(type, object))).status).toBe(200);

const refundCalls = () => stripe.api.requests.filter((r) => r.path === '/v1/refunds');

async function paidGift(amount = 4_000) {
  const opened = await donationCheckout({ amount });
  const paymentIntent = `pi_3Qrefund${opened.donationId.slice(0, 8)}`;
  await send(
    'checkout.session.completed',
    paidGiftSession(opened.sessionId, opened.donationId, paymentIntent),
  );
  return { ...opened, paymentIntent };
}

describe('refunds with Stripe', () => {
  it('asks Stripe to refund the payment intent, then applies the refund when Stripe confirms it', async () => {
    const { owner, team, donationId, paymentIntent } = await paidGift();
    const res = await owner.client.post(`/api/teams/${team.id}/gifts/${donationId}/refund`, {
      reason: 'Wrong player',
    });
    expect(res.status).toBe(201);
    expect(res.body.refund).toMatchObject({ status: 'sent', applied: false, amountCents: 4_000 });
    const [call] = refundCalls();
    expect(call!.params.get('payment_intent')).toBe(paymentIntent);
    expect(call!.params.get('amount')).toBe('4000');
    expect(call!.params.get('metadata[refundRequestId]')).toBe(res.body.refund.id);
    expect((await donationRow(t, donationId)).status).toBe('succeeded');

    await send('charge.refunded', refundedCharge(paymentIntent, 4_000));
    expect((await donationRow(t, donationId)).status).toBe('refunded');
    // Pressed again after: the same refund, and Stripe is not asked twice.
    const again = await owner.client.post(`/api/teams/${team.id}/gifts/${donationId}/refund`, {
      reason: 'Wrong player',
    });
    expect(again.status).toBe(200);
    expect(again.body.refund).toMatchObject({ id: res.body.refund.id, applied: true });
    expect(refundCalls()).toHaveLength(1);
  });

  it('says so when Stripe refuses, keeps the payment, and tries again under the same request', async () => {
    const { donationId } = await paidGift(2_000);
    stripe.api.state.failNext = true;
    const body = { kind: 'donation', id: donationId, reason: 'Fraud check' };
    const failed = await admin.post('/api/admin/refunds', body);
    expect(failed.status).toBe(502);
    expect(failed.body.error.message).toBe(REFUND_FAILED_MESSAGE);
    const [request] = await t.db
      .select()
      .from(refundRequests)
      .where(eq(refundRequests.donationId, donationId));
    expect(request!.status).toBe('failed');

    const retried = await admin.post('/api/admin/refunds', body);
    expect(retried.status).toBe(201);
    expect(retried.body.refund).toMatchObject({ id: request!.id, status: 'sent' });
    const keys = refundCalls().map((r) => r.params.get('metadata[refundRequestId]'));
    expect(keys).toEqual([request!.id, request!.id]);
  });

  it('asks Stripe for a part, shows it in progress until charge.refunded comes, then lets the rest go', async () => {
    const { donationId, paymentIntent, owner, team } = await paidGift(4_000);
    const part = await admin.post('/api/admin/refunds', {
      kind: 'donation',
      id: donationId,
      reason: 'One practice missed',
      amountCents: 1_500,
    });
    expect(part.status).toBe(201);
    expect(part.body.refund).toMatchObject({ amountCents: 1_500, applied: false, leftCents: 2_500 });
    expect(refundCalls().at(-1)!.params.get('amount')).toBe('1500');
    // Until Stripe confirms, the 1,500 counts as asked for: no more than 2,500 can be asked now.
    const tooMuch = await admin.post('/api/admin/refunds', {
      kind: 'donation',
      id: donationId,
      reason: 'Again',
      amountCents: 2_501,
    });
    expect(tooMuch.status).toBe(409);

    await send('charge.refunded', refundedCharge(paymentIntent, 4_000, 1_500));
    expect((await donationRow(t, donationId)).status).toBe('succeeded');
    const money = (await owner.client.get(`/api/teams/${team.id}/money`)).body.money;
    expect(money).toMatchObject({ raisedCents: 2_500, refundedCents: 1_500 });

    const rest = await admin.post('/api/admin/refunds', {
      kind: 'donation',
      id: donationId,
      reason: 'The rest',
    });
    expect(rest.status).toBe(201);
    expect(refundCalls().at(-1)!.params.get('amount')).toBe('2500');
    await send('charge.refunded', refundedCharge(paymentIntent, 4_000, 4_000));
    expect((await donationRow(t, donationId)).status).toBe('refunded');
  });

  it("refunds a monthly gift's month through the payment intent that paid its invoice, once it is known", async () => {
    const gift = await subscribed(1_500);
    const body = { kind: 'donation', id: gift.donationId, reason: 'Donor asked' };
    const unknown = await admin.post('/api/admin/refunds', body);
    expect(unknown.status).toBe(409);
    expect(refundCalls()).toHaveLength(0);

    const paymentIntent = `pi_3Qmonth${gift.donationId.slice(0, 8)}`;
    await send('invoice_payment.paid', invoicePayment(gift.firstInvoice, paymentIntent));
    const res = await admin.post('/api/admin/refunds', body);
    expect(res.status).toBe(201);
    expect(refundCalls()[0]!.params.get('payment_intent')).toBe(paymentIntent);
  });
});
