import type { PaymentPurpose } from './core/deps';
import { donationPurpose } from './features/donations/fulfilment';
import { leagueSponsorshipPurpose } from './features/league-sponsorships/fulfilment';
import { planPurpose } from './features/plans/fulfilment';
import { sponsorshipPurpose } from './features/sponsorships/fulfilment';

/** Everything the app sells, asked in turn about each provider event (core/deps.ts, PaymentPurpose). */
export const paymentPurposes: readonly PaymentPurpose[] = [
  sponsorshipPurpose,
  leagueSponsorshipPurpose,
  donationPurpose,
  planPurpose,
];
