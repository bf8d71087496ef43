import type Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { balanceTransactionOf } from './stripe-balance';

const at = 1_790_000_000;
const txn = (amount: number, fee: number, source: unknown) =>
  ({
    id: 'txn_1',
    object: 'balance_transaction',
    amount,
    fee,
    created: at,
    source,
  }) as Stripe.BalanceTransaction;

describe("Stripe's balance transactions as the reconciliation reads them", () => {
  it('names a charge and a refund by their payment intent, the rest by their own id', () => {
    const when = new Date(at * 1000);
    expect(
      balanceTransactionOf(txn(2_000, 88, { id: 'ch_1', object: 'charge', payment_intent: 'pi_1' })),
    ).toEqual({
      type: 'charge',
      ref: 'pi_1',
      amountCents: 2_000,
      feeCents: 88,
      at: when,
    });
    expect(
      balanceTransactionOf(txn(-500, 0, { id: 're_1', object: 'refund', payment_intent: { id: 'pi_1' } })),
    ).toMatchObject({ type: 'refund', ref: 'pi_1', amountCents: -500 });
    expect(balanceTransactionOf(txn(-1_800, 0, { id: 'tr_1', object: 'transfer' }))).toMatchObject({
      type: 'transfer',
      ref: 'tr_1',
    });
    expect(balanceTransactionOf(txn(300, 0, { id: 'trr_1', object: 'transfer_reversal' }))).toMatchObject({
      type: 'transfer_reversal',
      ref: 'trr_1',
    });
    // A dispute takes the amount with Stripe's $15 fee, and gives both back when it is won.
    expect(balanceTransactionOf(txn(-2_000, 1_500, { id: 'dp_1', object: 'dispute' }))).toMatchObject({
      type: 'dispute',
      ref: 'dp_1',
      amountCents: -2_000,
      feeCents: 1_500,
    });
    expect(balanceTransactionOf(txn(2_000, -1_500, { id: 'dp_1', object: 'dispute' }))).toMatchObject({
      type: 'dispute_won',
      feeCents: -1_500,
    });
  });

  it('leaves out what is not the teams’ money, and a source it cannot read', () => {
    expect(balanceTransactionOf(txn(-5_000, 0, { id: 'po_1', object: 'payout' }))).toBeNull();
    expect(balanceTransactionOf(txn(100, 0, 'ch_unexpanded'))).toBeNull();
    expect(
      balanceTransactionOf(txn(100, 0, { id: 'ch_2', object: 'charge', payment_intent: null })),
    ).toBeNull();
  });
});
