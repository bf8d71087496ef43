import { formatCalendarDate } from '../../../shared/dates';
import type { PayoutStatus, PayoutSummary } from '../../../shared/schemas/payouts';
import type { BadgeTone } from '../../components/ui/Badge';

/** Travelling blue, arrived green, did not go red (as the payout account's badge in PayoutsPanel). */
export const PAYOUT_TONES: Record<PayoutStatus, BadgeTone> = {
  pending: 'completed',
  in_transit: 'completed',
  paid: 'paid',
  failed: 'failed',
  canceled: 'failed',
};

/** A payout whose money never left the payout account: what it carried goes out with a later one. */
export const payoutUndone = (payout: Pick<PayoutSummary, 'status'>) =>
  payout.status === 'failed' || payout.status === 'canceled';

/**
 * When the money reaches (or reached) the bank. The arrival date is a calendar day (Stripe's arrival_date
 * is midnight UTC of it), shown as that day wherever the team is.
 */
export function payoutWhen(payout: Pick<PayoutSummary, 'status' | 'arrivalDate'>): string {
  const day = formatCalendarDate(payout.arrivalDate);
  switch (payout.status) {
    case 'paid':
      return `Paid ${day}`;
    case 'pending':
    case 'in_transit':
      return `Arrives ${day}`;
    case 'failed':
      return `Failed, was due ${day}`;
    case 'canceled':
      return `Cancelled, was due ${day}`;
  }
}

export const paymentCount = (n: number) => `${n} ${n === 1 ? 'payment' : 'payments'}`;

/** Said of a payout that did not reach the bank, after the provider's own reason when it gives one. */
export const BACK_IN_ACCOUNT = 'The money is back in your payout account and goes out with the next payout.';
