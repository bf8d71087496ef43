import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailTo, manualClock } from '../../../tests/support/features/payments';
import { stripeGifts, useStripeApp } from '../../../tests/support/stripe';
import { disputes, ledgerEntries, payouts, transfers } from '../db/schema';
import { moveTeamMoney, TRANSFER_RETRY_AFTER_MS } from './transfers';

/*
 * Separate charges and transfers with Stripe Connect (issue 20, decision 0035): a payment's net goes to
 * the team's Express account from the payment's own charge, once per payment whatever the retries; a
 * refund takes it back (a transfer reversal); Stripe's payout events, in any order, say when it reached
 * the bank and which transfers it carried.
 */

const clock = manualClock(new Date('2026-09-20T18:00:00Z'));
const stripe = useStripeApp(clock);
const gifts = stripeGifts(stripe);
// $15 gift: 5% fee 75¢, card processing 2.9% + 30¢ = 74¢.
const NET_15 = 1_351;

/** A gift paid at Stripe to a team whose Express account Stripe reports can receive payouts. */
async function paidToConnectedTeam() {
  const opened = await gifts.donationCheckout({ amount: 1_500 });
  const { t } = stripe;
  await opened.owner.client.post(`/api/teams/${opened.team.id}/payout-account/onboarding`);
  const accountId = `acct_1Qhomefield${opened.team.id.slice(0, 8)}`;
  const enabled = JSON.parse(
    stripe.event('account.updated', {
      id: accountId,
      object: 'account',
      details_submitted: true,
      charges_enabled: true,
      payouts_enabled: true,
      requirements: { currently_due: [], disabled_reason: null },
    }),
  );
  expect((await stripe.deliver(JSON.stringify({ ...enabled, account: accountId }))).status).toBe(200);
  const paymentIntent = `pi_1Qhomefield${opened.donationId.slice(0, 8)}`;
  const session = gifts.paidGiftSession(opened.sessionId, opened.donationId, paymentIntent);
  expect((await stripe.deliver(stripe.event('checkout.session.completed', session))).status).toBe(200);
  const transferOf = async () =>
    (await t.db.select().from(transfers).where(eq(transfers.donationId, opened.donationId)))[0];
  return { ...opened, accountId, paymentIntent, transferOf };
}

const movesOf = async (teamId: string) =>
  (
    await stripe.t.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.teamId, teamId))
      .orderBy(ledgerEntries.occurredAt, ledgerEntries.createdAt)
  )
    .filter((e) => ['transfer', 'transfer_reversal', 'payout'].includes(e.kind))
    .map((e) => ({ kind: e.kind, amount: e.amount, ref: e.providerRef }));

/** Stripe's payout event on a connected account. */
function payoutEvent(type: string, accountId: string, payout: Record<string, unknown>, created: number) {
  const payload = JSON.parse(stripe.event(type, { object: 'payout', currency: 'usd', ...payout }));
  return JSON.stringify({ ...payload, account: accountId, created });
}

describe('transfers with Stripe Connect', () => {
  it('transfers the net from the payment’s charge, once, and learns when it is available', async () => {
    const gift = await paidToConnectedTeam();
    await moveTeamMoney(stripe.t.deps);
    await moveTeamMoney(stripe.t.deps);
    const created = stripe.api.requests.filter((r) => r.path === '/v1/transfers');
    expect(created).toHaveLength(1);
    const transfer = await gift.transferOf();
    expect(created[0]!.params.get('amount')).toBe(String(NET_15));
    expect(created[0]!.params.get('currency')).toBe('usd');
    expect(created[0]!.params.get('destination')).toBe(gift.accountId);
    expect(created[0]!.params.get('source_transaction')).toBe(`ch_${gift.paymentIntent.slice(3)}`);
    expect(created[0]!.idempotencyKey).toBe(`transfer-${transfer!.id}`);
    const [received] = stripe.api.requests.filter((r) => r.path.startsWith('/v1/charges/py_'));
    expect(received!.stripeAccount).toBe(gift.accountId);
    expect(transfer).toMatchObject({
      status: 'sent',
      providerTransferId: expect.stringMatching(/^tr_/),
      destinationPaymentId: expect.stringMatching(/^py_/),
      availableOn: new Date(1_800_000_000 * 1000),
    });
    expect(await movesOf(gift.team.id)).toEqual([
      { kind: 'transfer', amount: NET_15, ref: transfer!.providerTransferId },
    ]);
  });

  it('retries a transfer Stripe refused under the same idempotency key', async () => {
    const gift = await paidToConnectedTeam();
    stripe.api.state.failNext = true;
    await moveTeamMoney(stripe.t.deps);
    expect(await gift.transferOf()).toMatchObject({ status: 'failed', failureMessage: 'Insufficient funds' });
    expect(await movesOf(gift.team.id)).toEqual([]);
    await moveTeamMoney(stripe.t.deps);
    expect((await gift.transferOf())!.status).toBe('failed');

    clock.advanceMinutes(TRANSFER_RETRY_AFTER_MS / 60_000 + 1);
    await moveTeamMoney(stripe.t.deps);
    const keys = stripe.api.requests.filter((r) => r.path === '/v1/transfers').map((r) => r.idempotencyKey);
    expect(keys).toHaveLength(2);
    expect(new Set(keys).size).toBe(1);
    expect((await gift.transferOf())!.status).toBe('sent');
  });

  it('takes the transfer back when the payment is refunded', async () => {
    const gift = await paidToConnectedTeam();
    await moveTeamMoney(stripe.t.deps);
    const refunded = gifts.refundedCharge(gift.paymentIntent, 1_500);
    expect((await stripe.deliver(stripe.event('charge.refunded', refunded))).status).toBe(200);
    await moveTeamMoney(stripe.t.deps);
    await moveTeamMoney(stripe.t.deps);
    const transfer = await gift.transferOf();
    const reversals = stripe.api.requests.filter((r) => r.path.endsWith('/reversals'));
    expect(reversals).toHaveLength(1);
    expect(reversals[0]!.path).toBe(`/v1/transfers/${transfer!.providerTransferId}/reversals`);
    expect(reversals[0]!.params.get('amount')).toBe(String(NET_15));
    expect(reversals[0]!.idempotencyKey).toBe(`reversal-${transfer!.id}`);
    expect((await movesOf(gift.team.id)).map((m) => [m.kind, m.amount])).toEqual([
      ['transfer', NET_15],
      ['transfer_reversal', -NET_15],
    ]);
  });

  it('records a payout from Stripe’s events in any order, with the transfers it carried', async () => {
    const gift = await paidToConnectedTeam();
    await moveTeamMoney(stripe.t.deps);
    const transfer = await gift.transferOf();
    const payoutId = `po_1Qhomefield${gift.team.id.slice(0, 8)}`;
    stripe.api.state.payoutContents[payoutId] = [transfer!.destinationPaymentId!];
    const now = Math.floor(clock.now().getTime() / 1000);
    const payout = { id: payoutId, amount: NET_15, arrival_date: now + 86_400, failure_message: null };
    const created = payoutEvent('payout.created', gift.accountId, { ...payout, status: 'pending' }, now);
    const paid = payoutEvent('payout.paid', gift.accountId, { ...payout, status: 'paid' }, now + 86_400);

    // The paid event first, then the older one late, then the paid one again.
    expect((await stripe.deliver(paid)).status).toBe(200);
    expect((await stripe.deliver(created)).status).toBe(200);
    expect((await stripe.deliver(paid)).status).toBe(200);

    const [listed] = stripe.api.requests.filter((r) => r.path === '/v1/balance_transactions');
    expect(listed!.stripeAccount).toBe(gift.accountId);
    expect(listed!.params.get('payout')).toBe(payoutId);
    const [row] = await stripe.t.db.select().from(payouts).where(eq(payouts.providerPayoutId, payoutId));
    expect(row).toMatchObject({ status: 'paid', amountCents: NET_15, teamId: gift.team.id });
    expect((await gift.transferOf())!.payoutId).toBe(row!.id);
    expect((await movesOf(gift.team.id)).map((m) => [m.kind, m.amount])).toEqual([
      ['transfer', NET_15],
      ['payout', NET_15],
    ]);
    const view = await gift.owner.client.get(`/api/teams/${gift.team.id}/payouts`);
    expect(view.body.balance).toEqual({
      heldCents: 0,
      pendingCents: 0,
      availableCents: 0,
      onItsWayCents: 0,
      paidOutCents: NET_15,
    });
  });

  it('puts the money of a payout the bank returned back in the account, and the ledger says so', async () => {
    const gift = await paidToConnectedTeam();
    await moveTeamMoney(stripe.t.deps);
    const transfer = await gift.transferOf();
    const payoutId = `po_1Qreturned${gift.team.id.slice(0, 8)}`;
    stripe.api.state.payoutContents[payoutId] = [transfer!.destinationPaymentId!];
    const now = Math.floor(clock.now().getTime() / 1000);
    const payout = { id: payoutId, amount: NET_15, arrival_date: now + 86_400 };
    await stripe.deliver(
      payoutEvent('payout.paid', gift.accountId, { ...payout, status: 'paid', failure_message: null }, now),
    );
    await stripe.deliver(
      payoutEvent(
        'payout.failed',
        gift.accountId,
        { ...payout, status: 'failed', failure_message: 'The bank account has been closed.' },
        now + 60,
      ),
    );
    expect((await gift.transferOf())!.payoutId).toBeNull();
    expect((await movesOf(gift.team.id)).map((m) => [m.kind, m.amount])).toEqual([
      ['transfer', NET_15],
      ['payout', NET_15],
      ['payout', -NET_15],
    ]);
    const view = (await gift.owner.client.get(`/api/teams/${gift.team.id}/payouts`)).body;
    expect(view.balance).toMatchObject({ paidOutCents: 0, pendingCents: NET_15 });
    expect(view.payouts[0]).toMatchObject({
      status: 'failed',
      failureMessage: 'The bank account has been closed.',
    });
  });
});

describe('disputes with Stripe', () => {
  it('records a dispute from charge.dispute.* in any order, once, with its outcome', async () => {
    const gift = await paidToConnectedTeam();
    const now = Math.floor(clock.now().getTime() / 1000);
    const dispute = {
      id: `dp_1Qhomefield${gift.team.id.slice(0, 8)}`,
      object: 'dispute',
      amount: 1_500,
      currency: 'usd',
      charge: `ch_${gift.paymentIntent.slice(3)}`,
      payment_intent: gift.paymentIntent,
      reason: 'product_not_received',
    };
    const at = (payload: string, created: number) => JSON.stringify({ ...JSON.parse(payload), created });
    const taken = { object: 'balance_transaction', amount: -1_500, fee: 1_500 };
    const returned = { object: 'balance_transaction', amount: 1_500, fee: -1_500 };
    const opened = at(
      stripe.event('charge.dispute.created', {
        ...dispute,
        status: 'needs_response',
        balance_transactions: [taken],
      }),
      now,
    );
    const won = at(
      stripe.event('charge.dispute.closed', {
        ...dispute,
        status: 'won',
        balance_transactions: [taken, returned],
      }),
      now + 3_600,
    );
    for (const payload of [won, opened, won]) expect((await stripe.deliver(payload)).status).toBe(200);

    const [row] = await stripe.t.db.select().from(disputes).where(eq(disputes.donationId, gift.donationId));
    expect(row).toMatchObject({ status: 'won', reason: 'product_not_received', amountCents: 1_500 });
    const entries = await stripe.t.db
      .select({ kind: ledgerEntries.kind, amount: ledgerEntries.amount })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.donationId, gift.donationId));
    expect(entries.filter((e) => e.kind.startsWith('dispute')).sort((a, b) => a.amount - b.amount)).toEqual([
      { kind: 'dispute', amount: -1_500 },
      { kind: 'dispute_won', amount: 1_500 },
    ]);
    // Seen first already won (its fee taken and returned): the only fee is the payment's card processing.
    expect(entries.filter((e) => e.kind === 'processing_fee')).toHaveLength(1);
    const mails = (await mailTo(stripe.t, gift.team.contactEmail)).filter((m) =>
      m.kind.startsWith('dispute_'),
    );
    expect(mails.map((m) => m.kind)).toEqual(['dispute_closed']);
  });

  it('books Stripe’s dispute fee against the team while the dispute is open and when it is lost', async () => {
    const gift = await paidToConnectedTeam();
    const now = Math.floor(clock.now().getTime() / 1000);
    const dispute = {
      id: `dp_1Qfee${gift.team.id.slice(0, 8)}`,
      object: 'dispute',
      amount: 1_500,
      currency: 'usd',
      payment_intent: gift.paymentIntent,
      reason: 'fraudulent',
      balance_transactions: [{ object: 'balance_transaction', amount: -1_500, fee: 1_500 }],
    };
    const at = (payload: string, created: number) => JSON.stringify({ ...JSON.parse(payload), created });
    await stripe.deliver(
      at(stripe.event('charge.dispute.created', { ...dispute, status: 'needs_response' }), now),
    );
    await stripe.deliver(at(stripe.event('charge.dispute.closed', { ...dispute, status: 'lost' }), now + 60));
    const fees = await stripe.t.db
      .select({ amount: ledgerEntries.amount, ref: ledgerEntries.providerRef })
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.donationId, gift.donationId), eq(ledgerEntries.kind, 'processing_fee')));
    expect(fees).toContainEqual({ amount: -1_500, ref: dispute.id });
    expect(fees.filter((fee) => fee.ref === dispute.id)).toHaveLength(1);
  });
});
