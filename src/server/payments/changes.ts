import type { PaymentEventOutcome } from '../db/schema';

/*
 * What applying a provider event did, shared by payments/fulfil.ts and the features that apply their part
 * of it (gifts, refunds), so none of them imports another's module for its types.
 */

export interface FulfilContext {
  /** The public origin, for the links in receipts. */
  appUrl: string;
}

/** What one change did; the donation id is for the log (payment_events links sponsorships only). */
export interface Changed {
  outcome: PaymentEventOutcome;
  sponsorshipId?: string;
  donationId?: string;
  mailQueued?: boolean;
}
