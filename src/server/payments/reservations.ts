import { and, eq, inArray, lt, type SQL, sql } from 'drizzle-orm';
import type { SponsorshipStatus } from '../../shared/constants';
import type { Tx } from '../db/client';
import { sponsorships, sponsorshipTiers } from '../db/schema';

/*
 * A checkout holds one spot of its tier (DECISIONS, Money). The spot is taken by one conditional UPDATE,
 * so two buyers can never both get the last one, and it is given back only by the same statement that
 * moves the sponsorship out of the state that held it, so it is released exactly once.
 */

/**
 * Takes a spot of `tierId` if it belongs to `teamId` and one is left. The row lock makes concurrent buyers
 * queue; each sees the count the one before it left. Null when there is no spot (or no such tier).
 */
export async function takeSpot(tx: Tx, teamId: string, tierId: string) {
  const [tier] = await tx
    .update(sponsorshipTiers)
    .set({ takenSpots: sql`${sponsorshipTiers.takenSpots} + 1` })
    .where(
      and(
        eq(sponsorshipTiers.id, tierId),
        eq(sponsorshipTiers.teamId, teamId),
        lt(sponsorshipTiers.takenSpots, sponsorshipTiers.availableSpots),
      ),
    )
    .returning({
      id: sponsorshipTiers.id,
      name: sponsorshipTiers.name,
      description: sponsorshipTiers.description,
      amount: sponsorshipTiers.amount,
      benefits: sponsorshipTiers.benefits,
    });
  return tier ?? null;
}

interface CancelOptions {
  /** Which sponsorships (besides the state they must be in). */
  where: SQL;
  /** The states a sponsorship may be cancelled from: pending for checkouts, active/completed for refunds. */
  from: readonly SponsorshipStatus[];
  /** A declined card also marks the payment failed. */
  paymentFailed?: boolean;
}

/**
 * Cancels the sponsorships that `where` picks and are still in one of the `from` states, and gives each
 * one's spot back to its tier. Returns the rows this call moved: a row another call got to first is not
 * among them, so its spot is not released twice.
 */
export async function cancelSponsorships(tx: Tx, options: CancelOptions) {
  const cancelled = await tx
    .update(sponsorships)
    .set({
      status: 'cancelled',
      ...(options.paymentFailed ? { paymentStatus: 'failed' as const } : {}),
    })
    .where(and(options.where, inArray(sponsorships.status, [...options.from])))
    .returning({
      id: sponsorships.id,
      tierId: sponsorships.tierId,
      provider: sponsorships.provider,
      paymentSessionId: sponsorships.paymentSessionId,
    });
  const perTier = new Map<string, number>();
  for (const row of cancelled) {
    if (row.tierId) perTier.set(row.tierId, (perTier.get(row.tierId) ?? 0) + 1);
  }
  for (const [tierId, count] of perTier) {
    await tx
      .update(sponsorshipTiers)
      .set({ takenSpots: sql`greatest(${sponsorshipTiers.takenSpots} - ${count}, 0)` })
      .where(eq(sponsorshipTiers.id, tierId));
  }
  return cancelled;
}

export type CancelledSponsorship = Awaited<ReturnType<typeof cancelSponsorships>>[number];
