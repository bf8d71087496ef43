import { z } from 'zod';
import { DONATION, type DonationStatus } from '../constants';
import { MIN_CHARGE_CENTS } from '../fees';
import { LIMITS } from '../limits';
import { visibleString } from '../visible-text';
import { emailSchema, INVALID_EMAIL } from './auth';
import type { PlayerPageFacts } from './player-page';

/*
 * Player donations (spec part 2, sections 2.11, 2.12, 5, 7, 8, 9; DECISIONS, Money): the bodies the API
 * accepts, what it answers, and the texts both sides show.
 */

export const PLAYER_NOT_FOUND = 'Player not found';
export const INVALID_PLAYER_URL = 'Invalid player URL';
export const INVALID_AMOUNT = 'Please enter a valid donation amount';
export const AMOUNT_TOO_LARGE = 'Donation amount is too large';
export const BELOW_CARD_MINIMUM =
  'The smallest donation by card is $0.50 (the minimum our card processor, Stripe, accepts)';
export const DONATION_NOT_FOUND = 'Donation Not Found';
export const MONTHLY_NEEDS_EMAIL =
  'Please enter your email: your receipt and the link to cancel your monthly donation are sent there';
export const LINK_INVALID = 'This link is invalid or has expired. Please contact support for assistance.';

const DONOR_NAME_TOO_LONG = `Please use at most ${LIMITS.shortText} characters for your name`;

/** Blank, null or absent all mean "not given" and are sent and stored as null (spec part 2, section 5). */
const blankToNull = (value: string | null | undefined) => value || null;

/** POST /api/donations/checkout. The amount is integer cents; the form turns dollars into cents first. */
export const donationCheckoutSchema = z
  .object({
    playerId: z.uuid({ error: PLAYER_NOT_FOUND }),
    amount: z
      .number({ error: INVALID_AMOUNT })
      .int(INVALID_AMOUNT)
      .positive(INVALID_AMOUNT)
      .max(DONATION.maxCents, AMOUNT_TOO_LARGE)
      .min(MIN_CHARGE_CENTS, BELOW_CARD_MINIMUM),
    isRecurring: z.boolean({ error: 'Choose a one-time or a monthly donation' }),
    donorName: visibleString({ error: 'Your name must be text' })
      .trim()
      .max(LIMITS.shortText, DONOR_NAME_TOO_LONG)
      .nullish()
      .transform(blankToNull),
    donorEmail: z
      .string({ error: INVALID_EMAIL })
      .trim()
      .nullish()
      .transform(blankToNull)
      .pipe(emailSchema.nullable()),
    showName: z.boolean({ error: 'Choose whether the team may see your name' }).default(false),
    /** The donor adds what the fees cost, so the team keeps the whole gift (shared/fees.ts). */
    coverFees: z.boolean({ error: 'Choose whether to cover the fees' }).default(false),
  })
  .strict()
  // DECISIONS: a monthly donor cancels from the link in the receipt email, so the email is needed.
  .refine((input) => !input.isRecurring || input.donorEmail !== null, {
    path: ['donorEmail'],
    message: MONTHLY_NEEDS_EMAIL,
  });
export type DonationCheckoutValues = z.input<typeof donationCheckoutSchema>;
export type DonationCheckoutInput = z.output<typeof donationCheckoutSchema>;

/** GET /api/donations/:id?session_id= (the success page's query). */
export const donationViewQuerySchema = z.object({
  session_id: z.string().trim().max(255).optional(),
});

/** POST /api/donations/cancel, and the token of GET /api/donations/cancel?token=. */
export const donationCancelSchema = z
  .object({ token: z.string({ error: LINK_INVALID }).trim().min(1, LINK_INVALID).max(200, LINK_INVALID) })
  .strict();
export type DonationCancelInput = z.infer<typeof donationCancelSchema>;

/**
 * GET /api/players/:teamSlug/:playerNumber: who the gift is for (the spec's get_player_for_donation).
 * Public: playerName is first name and last initial (shared/player-name.ts).
 */
export interface DonationPlayer {
  playerId: string;
  /** The team's tiers carry the player: /sponsor-team/{teamId}?player={playerId}. */
  teamId: string;
  playerName: string;
  jerseyNumber: number | null;
  teamName: string;
  sport: string;
  ageGroup: string;
  location: string;
  /** '{teamSlug}/{playerNumber}': the page's own address under /player/. */
  urlSlug: string;
  /** The team may take money now (approved, owner's email confirmed); without it the page shows why not. */
  takesGifts: boolean;
  /** The platform's fee on a gift to this team (shared/fees.ts), shown before the donor pays. */
  giftFeeBps: { oneTime: number; monthly: number };
}

export interface DonationPlayerResponse {
  player: DonationPlayer;
  /** Progress, supporters, sponsors and the optional leaderboard. */
  page: PlayerPageFacts;
}

export interface DonationCheckoutResponse {
  /** The checkout page: the provider's, or this app's /sandbox/checkout/{id}. */
  url: string;
  donationId: string;
}

/** What the success page shows, to the holder of the checkout's session id. */
export interface DonationView {
  id: string;
  status: DonationStatus;
  /** Integer cents. */
  amount: number;
  isRecurring: boolean;
  donorName: string | null;
  playerName: string;
  teamName: string;
  sport: string;
  ageGroup: string;
  /** The player's page; null once the team has removed the player. */
  urlSlug: string | null;
  paidAt: string | null;
}

export interface DonationViewResponse {
  donation: DonationView;
}

/** GET /api/donations/cancel?token=: what the cancel link stops. Reading it changes nothing. */
export interface DonationCancelInfo {
  playerName: string;
  teamName: string;
  /** Integer cents per month. */
  amount: number;
  startedAt: string | null;
  cancelled: boolean;
}

export interface DonationCancelResponse {
  cancelled: true;
}
