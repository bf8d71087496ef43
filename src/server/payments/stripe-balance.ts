import type Stripe from 'stripe';
import type { ProviderBalanceTransaction } from './provider';

/*
 * Stripe's balance transactions (the platform's own, with their source expanded) as the reconciliation
 * reads them (decision 0046). A charge and its refunds are named by their payment intent, as the ledger
 * names payments (or by an alias of it: reconciliation.ts looks those up); a transfer, its reversal and a
 * dispute by their own ids. Anything else (payouts of the platform, Stripe's own fees) is not the teams'.
 */

type Source = { id: string; object: string; payment_intent?: string | { id: string } | null };

const idOf = (value: string | { id: string } | null | undefined): string | null =>
  typeof value === 'string' ? value : (value?.id ?? null);

export function balanceTransactionOf(txn: Stripe.BalanceTransaction): ProviderBalanceTransaction | null {
  const source = txn.source as Source | string | null;
  if (!source || typeof source === 'string') return null;
  const at = new Date(txn.created * 1000);
  const common = { amountCents: txn.amount, feeCents: txn.fee, at };
  switch (source.object) {
    case 'charge': {
      const ref = idOf(source.payment_intent);
      return ref ? { type: 'charge', ref, ...common } : null;
    }
    case 'refund': {
      const ref = idOf(source.payment_intent);
      return ref ? { type: 'refund', ref, ...common, feeCents: 0 } : null;
    }
    case 'transfer':
      return { type: 'transfer', ref: source.id, ...common };
    case 'transfer_reversal':
      return { type: 'transfer_reversal', ref: source.id, ...common };
    case 'dispute':
      // Its fee is the dispute fee (taken, or returned with a win): the ledger books it against the team.
      return { type: txn.amount < 0 ? 'dispute' : 'dispute_won', ref: source.id, ...common };
    default:
      return null;
  }
}
