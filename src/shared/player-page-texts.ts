import { formatCentsExact } from './money';

/*
 * What the player page and its donation form show (spec part 2, sections 2.11 and 5), apart from the
 * schemas: the page paints and hydrates without loading zod, which costs a slow phone about 40 ms of
 * script before the page answers a tap. The form loads its schema when it first checks (DonationForm).
 */

/** The player page's toast when its player cannot be loaded (then it goes home). */
export const PLAYER_LOAD_FAILED = 'Player not found or invalid URL';
export const FAMILY_REQUEST_LINK = 'Parent or guardian? Ask to take this page down';
export const DONATION_CHECKOUT_FAILED = 'Failed to create donation session';
export const DONATION_FAILED = 'Failed to process donation';
export const SHOW_NAME_LABEL = "Show my name to the team and on the player's page";

/** '$10.00' or '$10.00/month': a gift about to be made, shown to the cent. */
export function giftAmount(amount: number, isRecurring: boolean): string {
  return `${formatCentsExact(amount)}${isRecurring ? '/month' : ''}`;
}

/** '$10.00/month to Ava for Rose City Strikers': the line above the Donate button. */
export function donationSummary(input: {
  amount: number;
  isRecurring: boolean;
  playerName: string;
  teamName: string;
}): string {
  return `${giftAmount(input.amount, input.isRecurring)} to ${input.playerName} for ${input.teamName}`;
}
