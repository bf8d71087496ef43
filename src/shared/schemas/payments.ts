import { z } from 'zod';
import { CONTRACT_TBD, type PaymentStatus, type SponsorshipStatus } from '../constants';
import { formatCalendarDate } from '../dates';
import type { TeamDetails } from './discovery';

/*
 * Card checkout for sponsorships (spec part 2, sections 2.8, 2.9, 7, 8; DECISIONS, Money): the bodies the
 * API accepts, what it answers, and the texts both sides show.
 */

export const BUSINESS_REQUIRED = 'BUSINESS_REQUIRED';
export const BUSINESS_REQUIRED_TITLE = 'Business Profile Required';
export const BUSINESS_REQUIRED_MESSAGE = 'Please complete your business profile first';
export const SOLD_OUT = 'SOLD_OUT';
export const SOLD_OUT_MESSAGE = 'This tier is sold out';
export const CHECKOUT_FAILED = 'Failed to initiate sponsorship payment';
export const TEAM_LOAD_FAILED = 'Failed to load team information';
export const SPONSORSHIP_NOT_FOUND = 'Sponsorship Not Found';
export const TIER_NOT_FOUND = 'This sponsorship tier no longer exists';
export const TIER_NOT_PAYABLE = "This tier can't be paid online. Please contact the team directly.";
export const NO_TIERS_MESSAGE =
  "This team hasn't set up sponsorship tiers yet. Please contact them directly.";
export const SANDBOX_BANNER = 'Sandbox: no real money moves';

/** A receipt's short reference ('HF-1A2B3C4D'), the same in the email and on the success page. */
export function receiptReference(sponsorshipId: string): string {
  return `HF-${sponsorshipId.replace(/-/g, '').slice(0, 8).toUpperCase()}`;
}

/** The contract as sponsors read it: the team's season, or 'TBD' while it has none. */
export function contractPeriod(start: string | null, end: string | null): string {
  if (!start || !end) return CONTRACT_TBD;
  return `${formatCalendarDate(start)} – ${formatCalendarDate(end)}`;
}

const INVALID_TEAM = 'Choose a team to sponsor';
const INVALID_TIER = 'Choose a sponsorship tier';

/**
 * POST /api/payments/sponsorships/checkout. The amount is the tier's, never the caller's: an `amount`
 * field is refused as unknown, like any other. `playerId` is the player whose page the business came
 * from (?player= of /sponsor-team): credited only when it is a visible player of that team, and
 * otherwise ignored without an error (a stale or edited link must not stop a sponsor paying).
 */
export const sponsorshipCheckoutSchema = z
  .object({
    teamId: z.uuid({ error: INVALID_TEAM }),
    tierId: z.uuid({ error: INVALID_TIER }),
    playerId: z.string({ error: 'playerId must be text' }).max(100, 'playerId is too long').nullish(),
  })
  .strict();
export type SponsorshipCheckoutInput = z.infer<typeof sponsorshipCheckoutSchema>;

/** GET /api/payments/sponsorships/:id?session_id= (the success page's query). */
export const sponsorshipViewQuerySchema = z
  .object({ session_id: z.string().trim().min(1).max(255).optional() })
  .strict();

export interface CheckoutResponse {
  /** The checkout page: the provider's, or this app's /sandbox/checkout/{id}. */
  url: string;
  sponsorshipId: string;
}

/** GET /api/payments/sponsor-team/:teamId: the sponsor-a-team page (only for a user with a business). */
export interface SponsorTeamResponse {
  team: TeamDetails;
  /**
   * For 'Contact Team' when the team has no tiers, and only to an approved business: otherwise null, so one
   * business account cannot collect every coach's address (issue 18, the class of hole 5).
   */
  contactEmail: string | null;
  businessName: string;
  /**
   * Why this business cannot pay this team now (shared/schemas/money-parties.ts), or null when it can:
   * 'business' when its own review is the reason (its profile is where it acts), 'team' otherwise.
   */
  paymentRefusal: { party: 'business' | 'team'; message: string } | null;
  /** This business's paid, running sponsorships of the team: the page says so instead of selling them again. */
  yourSponsorships: YourSponsorship[];
  /** The platform's fee this checkout would record (shared/fees.ts), shown before paying. */
  platformFeeBps: number;
}

export const TIER_ALREADY_YOURS = 'TIER_ALREADY_YOURS';
export const TIER_ALREADY_YOURS_MESSAGE =
  'You already sponsor this team with this tier. You can find it on your business dashboard.';

export interface YourSponsorship {
  id: string;
  tierId: string | null;
  tierName: string | null;
  /** 'YYYY-MM-DD', or null for a contract without an end ('TBD'). */
  contractEndDate: string | null;
}

/** What the success page shows; only the sponsoring business and the team's owner may read it. */
export interface SponsorshipView {
  id: string;
  status: SponsorshipStatus;
  paymentStatus: PaymentStatus;
  /** Integer cents. */
  amount: number;
  tierName: string | null;
  tierBenefits: string[];
  /** Calendar dates ('YYYY-MM-DD'); both null reads 'TBD'. */
  contractStartDate: string | null;
  contractEndDate: string | null;
  paidAt: string | null;
  businessName: string;
  team: { id: string; name: string; sport: string; ageGroup: string; location: string };
  /** Where 'Try again' goes after a checkout that did not go through. */
  tierId: string | null;
}

export interface SponsorshipViewResponse {
  sponsorship: SponsorshipView;
}

// ---------------------------------------------------------------------------------------------------------
// The sandbox provider's checkout page

export const SANDBOX_ACTIONS = ['pay', 'decline', 'cancel'] as const;
export type SandboxAction = (typeof SANDBOX_ACTIONS)[number];
export const sandboxActionSchema = z.enum(SANDBOX_ACTIONS);

export interface SandboxSessionView {
  id: string;
  status: 'open' | 'paid' | 'declined' | 'cancelled' | 'expired';
  mode: 'payment' | 'subscription';
  amountCents: number;
  productName: string;
  description: string;
  payeeName: string;
  expiresAt: string;
  successUrl: string;
  cancelUrl: string;
}

export interface SandboxSessionResponse {
  session: SandboxSessionView;
}

export interface SandboxActionResponse {
  status: SandboxSessionView['status'];
  /** Where the page goes next: the success URL after pay, the cancel URL after cancel; null after decline. */
  redirectUrl: string | null;
}
