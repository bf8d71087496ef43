import { and, eq, isNull } from 'drizzle-orm';
import { publicPlayerName } from '../../shared/player-name';
import type { SandboxSubscriptionView } from '../../shared/schemas/giving';
import { visibleName } from '../../shared/visible-text';
import type { Deps } from '../core/deps';
import { notFound } from '../core/errors';
import { playerNameColumns } from '../db/player-name-columns';
import { playerDonations, teamPlayers, teams } from '../db/schema';
import { paymentProviderOf } from './provider-of';

/*
 * The sandbox's card page for a monthly donation (Stripe's customer portal stands here in production):
 * the subscription's id, unguessable and only in the link the giving page hands its donor, is the proof.
 */

const NOT_FOUND = 'This card page is not valid. Start again from your giving page.';

const ofSubscription = (id: string) =>
  and(eq(playerDonations.subscriptionId, id), isNull(playerDonations.renewsDonationId));

export async function viewSandboxSubscription(deps: Deps, id: string): Promise<SandboxSubscriptionView> {
  if (paymentProviderOf(deps).name !== 'sandbox') throw notFound(NOT_FOUND);
  const [row] = await deps.database.db
    .select({
      amount: playerDonations.amount,
      coveredFees: playerDonations.coveredFees,
      renewalAmount: playerDonations.renewalAmount,
      renewalCoveredFees: playerDonations.renewalCoveredFees,
      cancelledAt: playerDonations.cancelledAt,
      ...playerNameColumns,
      teamName: teams.name,
    })
    .from(playerDonations)
    .innerJoin(teams, eq(teams.id, playerDonations.teamId))
    .leftJoin(teamPlayers, eq(teamPlayers.id, playerDonations.playerId))
    .where(and(ofSubscription(id), eq(playerDonations.provider, 'sandbox')));
  if (!row) throw notFound(NOT_FOUND);
  return {
    subscriptionId: id,
    playerName: publicPlayerName(row),
    teamName: visibleName(row.teamName),
    monthlyCents: (row.renewalAmount ?? row.amount) + (row.renewalCoveredFees ?? row.coveredFees),
    cancelled: row.cancelledAt !== null,
  };
}

/** The test card is saved: a month that failed is no longer shown as failing (the next charge uses it). */
export async function saveSandboxCard(deps: Deps, id: string): Promise<{ saved: true }> {
  const view = await viewSandboxSubscription(deps, id);
  if (!view.cancelled) {
    await deps.database.db
      .update(playerDonations)
      .set({ paymentFailedAt: null })
      .where(and(ofSubscription(id), isNull(playerDonations.cancelledAt)));
  }
  return { saved: true };
}
