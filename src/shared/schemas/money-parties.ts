import type { VerificationStatus } from '../constants';
import { isListed } from '../labels';

/*
 * Who may take or pay money through Homefield (issue 18, hole 7; docs/decisions/0013-player-donations.md):
 * a team takes money only while it is approved and its owner has confirmed their email; a business pays
 * only once an admin approved it. The refusals the API sends and the screens show, in one place.
 */

export const TEAM_NOT_TAKING_MONEY = 'TEAM_NOT_TAKING_MONEY';
/** The checkout refusal (409) when the team may not take money. */
export const TEAM_NOT_TAKING_MONEY_MESSAGE =
  "This team isn't taking payments on Homefield yet. No payment was taken.";
/** The notice a player page shows instead of the gift form. */
export const GIFTS_CLOSED_TITLE = 'Gifts are not open yet';
export const giftsClosedText = (teamName: string) =>
  `${teamName} is still being set up on Homefield, so this page can't take gifts yet. Homefield checks every team before money changes hands. Please come back soon.`;

export const BUSINESS_NOT_APPROVED = 'BUSINESS_NOT_APPROVED';
export const BUSINESS_IN_REVIEW_MESSAGE =
  'Your business is still being reviewed. You can sponsor teams as soon as Homefield approves it.';
export const BUSINESS_REJECTED_MESSAGE =
  "Your business wasn't approved. Update your business profile and save it to send it for review again.";

/** Why a business in this state may not pay (403), or null when it may. */
export function businessPaymentRefusal(status: VerificationStatus): string | null {
  if (isListed(status)) return null;
  return status === 'rejected' ? BUSINESS_REJECTED_MESSAGE : BUSINESS_IN_REVIEW_MESSAGE;
}
