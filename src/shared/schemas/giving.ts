import { z } from 'zod';
import { DONATION } from '../constants';
import { MIN_CHARGE_CENTS } from '../fees';
import { emailSchema } from './auth';
import { AMOUNT_TOO_LARGE, BELOW_CARD_MINIMUM, INVALID_AMOUNT } from './donations';

/*
 * A donor's own page (issue 22, docs/decisions/0041-donor-page.md): reached by a sign-in link mailed to the
 * address the gifts were made from, no password. Every gift with its receipt, each monthly gift to change,
 * pause or cancel, and a statement per calendar year.
 */

export const GIVING_LINK_MINUTES = 60;
/** How long the page stays open in a browser after the link was used. */
export const GIVING_SESSION_HOURS = 24;

export const GIVING_LINK_SENT =
  'If gifts were made with this address, a link to your giving page is on its way. It works for an hour.';
export const GIVING_SIGNED_OUT = 'Your giving page has closed. Enter your email to get a new link.';
export const GIVING_LINK_INVALID = 'This link is not valid. Ask for a new one below.';
export const GIVING_LINK_EXPIRED =
  'This link has expired, or a newer one was sent. Use the newest email, or ask for a new link below.';
export const GIVING_LINK_USED = 'This link was already used. Ask for a new one below.';
export const MONTHLY_GIFT_ENDED = 'This monthly donation was cancelled: it can no longer be changed.';
export const CARD_CHANGE_UNAVAILABLE =
  "This monthly donation's card cannot be changed here. Please write to support and we will help.";
export const CARD_UPDATED = 'Card updated: your next monthly payment uses the new card.';
export const PLAN_CARD_UPDATED = 'Card updated: the next renewal uses the new card.';

/** POST /api/giving/link. */
export const givingLinkSchema = z.object({ email: emailSchema }).strict();

/** POST /api/giving/session: the token of the mailed link. */
export const givingSessionSchema = z
  .object({
    token: z
      .string({ error: GIVING_LINK_INVALID })
      .trim()
      .min(1, GIVING_LINK_INVALID)
      .max(200, GIVING_LINK_INVALID),
  })
  .strict();

/** PATCH /api/giving/monthly/:id: what each later month gives, in cents (as the checkout's amount). */
export const monthlyAmountSchema = z
  .object({
    amount: z
      .number({ error: INVALID_AMOUNT })
      .int(INVALID_AMOUNT)
      .positive(INVALID_AMOUNT)
      .max(DONATION.maxCents, AMOUNT_TOO_LARGE)
      .min(MIN_CHARGE_CENTS, BELOW_CARD_MINIMUM),
  })
  .strict();
export type MonthlyAmountInput = z.infer<typeof monthlyAmountSchema>;

/** POST /api/giving/monthly/:id/pause. */
export const monthlyPauseSchema = z
  .object({ paused: z.boolean({ error: 'Choose whether to pause or resume the donation' }) })
  .strict();

/** GET /api/giving?year=: the gifts of one calendar year (the page's pages). */
export const givingQuerySchema = z.object({
  year: z.coerce.number().int().min(2000).max(2100).optional(),
});

export interface GivingGift {
  id: string;
  reference: string;
  paidAt: string;
  playerName: string;
  teamName: string;
  amount: number;
  /** What the donor added to cover the fees. */
  coveredFees: number;
  /** Returned so far (partial or whole). */
  refundedCents: number;
  isRecurring: boolean;
  /** 'refunded' when the whole payment was returned. */
  status: 'succeeded' | 'refunded';
}

export type MonthlyGiftState = 'active' | 'paused' | 'failing' | 'cancelled';

export interface MonthlyGift {
  id: string;
  playerName: string;
  teamName: string;
  /** What each coming month gives (after a change, the new amount). */
  amount: number;
  /** What each month adds to cover the fees (0 when the donor did not choose to). */
  coveredFees: number;
  startedAt: string | null;
  /** The next charge; null when paused or cancelled. */
  nextChargeAt: string | null;
  state: MonthlyGiftState;
  cancelledAt: string | null;
}

export interface GivingPage {
  email: string;
  /** The calendar years with gifts, newest first: one statement each. */
  years: number[];
  /** The year shown. */
  year: number | null;
  /** That year's gifts, newest first. */
  gifts: GivingGift[];
  /** Every monthly donation, active ones first. */
  monthly: MonthlyGift[];
}

export interface GivingSessionResponse {
  email: string;
}

/** The sandbox's card page (GET /api/payments/sandbox/subscriptions/:id). */
/** POST /api/payments/sandbox/subscriptions/:id/renewal: the sandbox bills a plan's next period now. */
export const sandboxRenewalSchema = z.strictObject({ outcome: z.enum(['paid', 'declined']) });
export type SandboxRenewalInput = z.infer<typeof sandboxRenewalSchema>;

export interface SandboxSubscriptionView {
  subscriptionId: string;
  /** A monthly gift or a plan. */
  kind: 'gift' | 'plan';
  /** '$10.00/month to Ava M.', '$59.00 per season for Team Pro'. */
  heading: string;
  /** Who it goes to, and when the new card is first charged. */
  note: string;
  cancelled: boolean;
}
