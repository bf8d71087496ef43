import { and, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import { PAID_DONATION_STATUSES } from '../../../shared/constants';
import { publicPlayerName } from '../../../shared/player-name';
import { DONATION_FAILED } from '../../../shared/player-page-texts';
import { clockOf } from '../../core/clock';
import type { Deps } from '../../core/deps';
import { AppError, describeError } from '../../core/errors';
import type { DbOrTx, Tx } from '../../db/client';
import { playerDonations, teamPlayers, teams } from '../../db/schema';
import { enqueueEmail } from '../../email/outbox';
import { paymentProviderOf } from '../../payments/provider-of';
import { monthlyGiftStoppedMail } from './mails';

/*
 * A player leaves the roster (issue 19): nothing may ever be charged for them again. Their running
 * monthly gifts are cancelled at the provider first, then marked stopped and each donor told, in the
 * removal's own transaction.
 */

type RunningGift = Awaited<ReturnType<typeof runningMonthlyGifts>>[number];

/** The players' monthly gifts that still renew (each one's first row, not cancelled), with whom they are for. */
export function runningMonthlyGifts(db: DbOrTx, playerIds: string[]) {
  return db
    .select({
      id: playerDonations.id,
      amount: playerDonations.amount,
      donorName: playerDonations.donorName,
      donorEmail: playerDonations.donorEmail,
      provider: playerDonations.provider,
      subscriptionId: playerDonations.subscriptionId,
      player: {
        firstName: teamPlayers.firstName,
        lastName: teamPlayers.lastName,
        playerNumber: teamPlayers.playerNumber,
      },
      team: { id: teams.id, name: teams.name },
    })
    .from(playerDonations)
    .innerJoin(teamPlayers, eq(teamPlayers.id, playerDonations.playerId))
    .innerJoin(teams, eq(teams.id, teamPlayers.teamId))
    .where(
      and(
        inArray(playerDonations.playerId, playerIds),
        eq(playerDonations.isRecurring, true),
        isNull(playerDonations.renewsDonationId),
        isNull(playerDonations.cancelledAt),
        isNotNull(playerDonations.subscriptionId),
        inArray(playerDonations.status, [...PAID_DONATION_STATUSES]),
      ),
    );
}

/**
 * Cancels each subscription at the provider, before anything here changes: if one cannot be cancelled,
 * the player stays (502) rather than leave a subscription that would charge for someone who is gone.
 */
export async function cancelAtProvider(deps: Deps, gifts: RunningGift[]): Promise<void> {
  const provider = paymentProviderOf(deps);
  for (const gift of gifts) {
    if (!gift.subscriptionId || gift.provider !== provider.name) continue;
    try {
      await provider.cancelSubscription(gift.subscriptionId);
    } catch (error) {
      deps.logger.error(
        { component: 'donations', donationId: gift.id, err: describeError(error) },
        'could not cancel a removed player’s monthly gift at the provider',
      );
      throw new AppError(502, 'PAYMENT_PROVIDER_ERROR', DONATION_FAILED);
    }
  }
}

/** Marks the gifts stopped and queues each donor's email; in the caller's transaction, before the delete. */
export async function stopMonthlyGifts(
  tx: Tx,
  deps: Deps,
  gifts: RunningGift[],
  appUrl: string,
): Promise<number> {
  if (gifts.length === 0) return 0;
  const stopped = await tx
    .update(playerDonations)
    .set({ cancelledAt: clockOf(deps).now(), nextRenewalAt: null })
    .where(
      and(
        inArray(
          playerDonations.id,
          gifts.map((gift) => gift.id),
        ),
        isNull(playerDonations.cancelledAt),
      ),
    )
    .returning({ id: playerDonations.id });
  const ids = new Set(stopped.map((row) => row.id));
  for (const gift of gifts) {
    if (!ids.has(gift.id) || !gift.donorEmail) continue;
    await enqueueEmail(
      tx,
      monthlyGiftStoppedMail({
        to: { email: gift.donorEmail, name: gift.donorName },
        // The mail leaves the team: the player as the public sees them.
        playerName: publicPlayerName(gift.player),
        teamName: gift.team.name,
        amountCents: gift.amount,
        teamUrl: `${appUrl}/team-details/${gift.team.id}`,
      }),
    );
  }
  return stopped.length;
}
