import { asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../tests/support/app';
import { donationRow, monthsOf } from '../../../tests/support/features/donations';
import { manualClock } from '../../../tests/support/features/payments';
import { backfillOf, ledgerOf } from '../../../tests/support/ledger';
import { stripeGifts, useStripeApp } from '../../../tests/support/stripe';
import { coverCents, processingFeeCents } from '../../shared/fees';
import { ledgerEntries } from '../db/schema';

/*
 * The ledger through Stripe's events (issue 20): a gift whose donor covered the fees, refunded in full,
 * and a monthly gift's later month, each written once however often Stripe sends the event.
 */

const clock = manualClock(new Date('2026-09-15T20:00:00Z'));
const stripe = useStripeApp(clock);
const { donationCheckout, subscribed, paidGiftSession, invoice, refundedCharge } = stripeGifts(stripe);
let t: TestApp;
beforeAll(() => {
  t = stripe.t;
});

const send = async (type: string, object: Record<string, unknown>) =>
  expect((await stripe.deliver(stripe.event(type, object))).status).toBe(200);

const entriesOf = (donationId: string) =>
  t.db
    .select({ kind: ledgerEntries.kind, amount: ledgerEntries.amount, coversFees: ledgerEntries.coversFees })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.donationId, donationId))
    .orderBy(asc(ledgerEntries.createdAt), asc(ledgerEntries.kind));

describe('the ledger with Stripe', () => {
  it('charges Stripe the covered amount, and a full refund returns it all and the platform fee, once', async () => {
    const { owner, team, donationId, sessionId } = await donationCheckout({ amount: 2_500, coverFees: true });
    const created = stripe.api.requests.find((r) => r.path === '/v1/checkout/sessions');
    expect(created?.params.get('line_items[0][price_data][unit_amount]')).toBe('2734');
    const paymentIntent = `pi_3Qledger${donationId.slice(0, 8)}`;
    await send('checkout.session.completed', paidGiftSession(sessionId, donationId, paymentIntent));
    const refund = refundedCharge(paymentIntent, 2_734);
    await send('charge.refunded', refund);
    await send('charge.refunded', refund);

    expect((await donationRow(t, donationId)).status).toBe('refunded');
    expect(await entriesOf(donationId)).toEqual(
      expect.arrayContaining([
        { kind: 'payment', amount: 2_734, coversFees: 234 },
        { kind: 'platform_fee', amount: -125, coversFees: 0 },
        { kind: 'processing_fee', amount: -109, coversFees: 0 },
        { kind: 'refund', amount: -2_734, coversFees: 234 },
        { kind: 'platform_fee', amount: 125, coversFees: 0 },
      ]),
    );
    expect(await entriesOf(donationId)).toHaveLength(5);
    const money = (await owner.client.get(`/api/teams/${team.id}/money`)).body.money;
    // The processor keeps its price on a refund; everything else went back.
    expect(money).toMatchObject({ raisedCents: 0, coveredCents: 0, refundedCents: 2_734, netCents: -109 });
  });

  it('agrees with the backfill of a gift paid and refunded before the ledger existed', async () => {
    const { donationId, sessionId } = await donationCheckout({ amount: 4_000 });
    const paymentIntent = `pi_3Qbackfill${donationId.slice(0, 8)}`;
    await send('checkout.session.completed', paidGiftSession(sessionId, donationId, paymentIntent));
    await send('charge.refunded', refundedCharge(paymentIntent, 4_000));
    const backfill = await backfillOf(t, [donationId]);
    expect(backfill.map((r) => r.kind)).toEqual(['payment', 'processing_fee', 'refund']);
    expect(backfill).toEqual(await ledgerOf(t, [donationId], ['payment', 'processing_fee', 'refund']));
  });

  it('records a later month of a covered monthly gift as the gift plus its cover, once', async () => {
    const cover = coverCents(1_500, 500);
    const gift = await subscribed(1_500, { coverFees: true });
    // Stripe reports what it charged for the month: the gift and what the donor covers.
    const renewal = invoice(gift.subscriptionId, {
      id: `in_${gift.subscriptionId}_m2`,
      amount_paid: 1_500 + cover,
    });
    await send('invoice.paid', renewal);
    await send('invoice.paid', renewal);
    const [month] = await monthsOf(t, gift.donationId);
    expect(month).toMatchObject({ amount: 1_500, coveredFees: cover, platformFeeBps: 500 });
    expect(await entriesOf(month!.id)).toEqual(
      expect.arrayContaining([
        { kind: 'payment', amount: 1_500 + cover, coversFees: cover },
        { kind: 'platform_fee', amount: -75, coversFees: 0 },
        { kind: 'processing_fee', amount: -processingFeeCents(1_500 + cover), coversFees: 0 },
      ]),
    );
    expect(await entriesOf(month!.id)).toHaveLength(3);
    expect(1_500 + cover - processingFeeCents(1_500 + cover) - 75).toBeGreaterThanOrEqual(1_500);
  });
});
