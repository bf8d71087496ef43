import { eq } from 'drizzle-orm';
import { publicPlayerName } from '../../../shared/player-name';
import { type DonationCancelInfo, LINK_INVALID } from '../../../shared/schemas/donations';
import { visibleName } from '../../../shared/visible-text';
import { hashToken } from '../../auth/tokens';
import type { Deps } from '../../core/deps';
import { notFound } from '../../core/errors';
import { playerNameColumns } from '../../db/player-name-columns';
import { playerDonations, teamPlayers, teams } from '../../db/schema';
import { monthlyGiftOf, stopMonthlyGift } from './monthly-changes';

/*
 * The cancel link of a monthly donation, in every one of its receipts (DECISIONS, Money). The token is
 * 256 bits derived from the server secret and the donation's id, so each month's receipt can carry the
 * same working link; only its keyed hash is stored (cancel_token_hash), so the database alone yields no
 * usable link (docs/decisions/0013-player-donations.md).
 */

export function cancelToken(secret: string, donationId: string): string {
  return hashToken(secret, `donation-cancel:${donationId}`);
}

export function cancelTokenHash(secret: string, donationId: string): string {
  return hashToken(secret, cancelToken(secret, donationId));
}

export function cancelUrl(appUrl: string, secret: string, donationId: string): string {
  return `${appUrl}/donations/cancel?${new URLSearchParams({ token: cancelToken(secret, donationId) })}`;
}

/** The monthly donation (its first row) the token cancels, or 404 'Link Invalid'. */
async function linkedDonation(deps: Deps, token: string) {
  const [row] = await deps.database.db
    .select({
      id: playerDonations.id,
      // The page is public: the player is named from the roster's two fields (null once removed).
      ...playerNameColumns,
      teamName: teams.name,
      amount: playerDonations.amount,
      renewalAmount: playerDonations.renewalAmount,
      paidAt: playerDonations.paidAt,
      cancelledAt: playerDonations.cancelledAt,
    })
    .from(playerDonations)
    .innerJoin(teams, eq(teams.id, playerDonations.teamId))
    .leftJoin(teamPlayers, eq(teamPlayers.id, playerDonations.playerId))
    .where(eq(playerDonations.cancelTokenHash, hashToken(deps.config.SESSION_SECRET, token)));
  if (!row) throw notFound(LINK_INVALID);
  return row;
}

/** What the page shows before the button is pressed; reading changes nothing (mail scanners open links). */
export async function cancelLinkInfo(deps: Deps, token: string): Promise<DonationCancelInfo> {
  const donation = await linkedDonation(deps, token);
  return {
    playerName: publicPlayerName(donation),
    teamName: visibleName(donation.teamName),
    amount: donation.renewalAmount ?? donation.amount,
    startedAt: donation.paidAt?.toISOString() ?? null,
    cancelled: donation.cancelledAt !== null,
  };
}

/** Stops the monthly donation the link is for (monthly-changes.ts), and mails the donor once. */
export async function cancelMonthlyDonation(deps: Deps, token: string): Promise<void> {
  const { id } = await linkedDonation(deps, token);
  const gift = await monthlyGiftOf(deps, id);
  if (!gift) throw notFound(LINK_INVALID);
  await stopMonthlyGift(deps, gift);
}
