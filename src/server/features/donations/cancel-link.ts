import { and, eq, isNull } from 'drizzle-orm';
import { publicPlayerName } from '../../../shared/player-name';
import { DONATION_FAILED, type DonationCancelInfo, LINK_INVALID } from '../../../shared/schemas/donations';
import { visibleName } from '../../../shared/visible-text';
import { hashToken } from '../../auth/tokens';
import { clockOf } from '../../core/clock';
import type { Deps } from '../../core/deps';
import { AppError, describeError, notFound } from '../../core/errors';
import { playerDonations, teamPlayers, teams } from '../../db/schema';
import { paymentProviderOf } from '../../payments/provider-of';

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
      firstName: teamPlayers.firstName,
      lastName: teamPlayers.lastName,
      playerNumber: teamPlayers.playerNumber,
      teamName: teams.name,
      amount: playerDonations.amount,
      paidAt: playerDonations.paidAt,
      cancelledAt: playerDonations.cancelledAt,
      provider: playerDonations.provider,
      subscriptionId: playerDonations.subscriptionId,
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
    amount: donation.amount,
    startedAt: donation.paidAt?.toISOString() ?? null,
    cancelled: donation.cancelledAt !== null,
  };
}

/**
 * Stops the monthly donation: at Stripe first (so no further month is charged), then here. Pressing it
 * again, or Stripe's customer.subscription.deleted arriving afterwards, changes nothing more.
 */
export async function cancelMonthlyDonation(deps: Deps, token: string): Promise<void> {
  const donation = await linkedDonation(deps, token);
  if (donation.cancelledAt) return;
  const provider = paymentProviderOf(deps);
  if (donation.subscriptionId && donation.provider === provider.name) {
    try {
      await provider.cancelSubscription(donation.subscriptionId);
    } catch (error) {
      // A second press racing the first finds the subscription already gone at Stripe: that is success.
      if ((await linkedDonation(deps, token)).cancelledAt) return;
      deps.logger.error(
        { component: 'donations', donationId: donation.id, err: describeError(error) },
        'could not cancel the subscription at the provider',
      );
      throw new AppError(502, 'PAYMENT_PROVIDER_ERROR', DONATION_FAILED);
    }
  }
  await deps.database.db
    .update(playerDonations)
    .set({ cancelledAt: clockOf(deps).now(), nextRenewalAt: null })
    .where(and(eq(playerDonations.id, donation.id), isNull(playerDonations.cancelledAt)));
}
