import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInClient } from '../../../tests/support/factories';
import { manualClock } from '../../../tests/support/features/payments';
import { stripeGifts, useStripeApp } from '../../../tests/support/stripe';
import { ledgerEntries } from '../db/schema';

/*
 * The nightly reconciliation against Stripe (decision 0046): the platform's balance transactions, read
 * with the real SDK (sources expanded), matched to the ledger by payment intent.
 */

const clock = manualClock(new Date('2026-10-05T15:00:00Z'));
const stripe = useStripeApp(clock);
const gifts = stripeGifts(stripe);
let admin: Awaited<ReturnType<typeof signedInClient>>['client'];
beforeAll(async () => {
  admin = (await signedInClient(stripe.t, { roles: ['admin'] })).client;
});

const created = Math.floor(clock.now().getTime() / 1000);

/** A $20 gift paid at Stripe; what the ledger recorded for its payment and card processing. */
async function paidGift(paymentIntent: string) {
  const opened = await gifts.donationCheckout({ amount: 2_000 });
  const session = gifts.paidGiftSession(opened.sessionId, opened.donationId, paymentIntent);
  expect((await stripe.deliver(stripe.event('checkout.session.completed', session))).status).toBe(200);
  const entries = await stripe.t.db
    .select()
    .from(ledgerEntries)
    .where(eq(ledgerEntries.donationId, opened.donationId));
  const charged = entries.find((e) => e.kind === 'payment')!.amount;
  const fee = -entries.find((e) => e.kind === 'processing_fee')!.amount;
  return { charged, fee };
}

const charge = (paymentIntent: string, amount: number, fee: number) => ({
  id: `txn_${paymentIntent}`,
  object: 'balance_transaction',
  type: 'charge',
  amount,
  fee,
  created,
  source: { id: `ch_${paymentIntent}`, object: 'charge', payment_intent: paymentIntent },
});

describe('reconciling with Stripe', () => {
  it('matches each charge and its fee by payment intent, and flags a fee that differs by a cent', async () => {
    const good = await paidGift('pi_1QhomefieldRecon1');
    const off = await paidGift('pi_1QhomefieldRecon2');
    stripe.api.state.balanceTransactions.push(
      charge('pi_1QhomefieldRecon1', good.charged, good.fee),
      charge('pi_1QhomefieldRecon2', off.charged, off.fee + 1),
      // Not the teams' money: the platform's own payout is left out.
      {
        id: 'txn_po',
        object: 'balance_transaction',
        type: 'payout',
        amount: -5_000,
        fee: 0,
        created,
        source: { id: 'po_1', object: 'payout' },
      },
    );
    const res = await admin.post('/api/admin/reconciliation');
    expect(res.status).toBe(201);
    expect(res.body.run.differences).toEqual([
      { movement: 'fee', ref: 'pi_1QhomefieldRecon2', ledgerCents: off.fee, providerCents: off.fee + 1 },
    ]);
    expect(res.body.run.checked).toBe(4);
    const listed = stripe.api.requests.find((r) => r.path === '/v1/balance_transactions');
    expect(listed?.params.get('expand[0]')).toBe('data.source');
    expect(listed?.authorization).toBe('Bearer sk_test_homefield_0123456789');
  });

  it('offers no test disputes: with Stripe, the card issuers open them', async () => {
    expect((await admin.get('/api/admin/payments')).body.testDisputes).toBe(false);
  });
});
