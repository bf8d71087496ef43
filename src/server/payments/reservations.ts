import { and, eq, lt, type SQL, sql } from 'drizzle-orm';
import type { PaymentProvider, SponsorshipStatus } from '../../shared/constants';
import type { Tx } from '../db/client';
import { rawRows } from '../db/raw';
import { sponsorships, sponsorshipTiers } from '../db/schema';
import { heldSpots, TIER_ID } from './holds';

/*
 * A checkout holds one spot of its tier (DECISIONS, Money). The spot is taken by one conditional UPDATE,
 * so two buyers can never both get the last one, and it is given back only by the same statement that
 * moves the sponsorship out of the state that held it, so it is released exactly once.
 */

/**
 * Takes a spot of `tierId` if it belongs to `teamId` and one is left for `claimant.businessId`: spots held
 * for other businesses (payments/holds.ts) are not left, the claimant's own are. The caller holds the
 * tier's lock (lockTier), so concurrent buyers queue and each sees the count the one before it left. That
 * lock is taken in a statement of its own before this one counts the holds: under READ COMMITTED a later
 * statement sees a hold committed while it waited (the waitlist job takes the same lock before it holds
 * a spot). Null when there is no spot (or no such tier).
 */
export async function takeSpot(
  tx: Tx,
  teamId: string,
  tierId: string,
  claimant: { businessId: string; now: Date },
) {
  const mine = and(eq(sponsorshipTiers.id, tierId), eq(sponsorshipTiers.teamId, teamId));
  const [tier] = await tx
    .update(sponsorshipTiers)
    .set({ takenSpots: sql`${sponsorshipTiers.takenSpots} + 1` })
    .where(
      and(
        mine,
        lt(
          sql`${sponsorshipTiers.takenSpots} + ${heldSpots(TIER_ID, claimant.now, claimant.businessId)}`,
          sponsorshipTiers.availableSpots,
        ),
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

/**
 * Locks the tier's row for the rest of the transaction; false when the team has no such tier. Whatever a
 * checkout reads or cancels of the tier comes after this lock, so two checkouts of one business for one
 * tier run one after the other (the second sees and replaces the first's pending row).
 */
export async function lockTier(tx: Tx, teamId: string, tierId: string): Promise<boolean> {
  const [locked] = await tx
    .select({ id: sponsorshipTiers.id })
    .from(sponsorshipTiers)
    .where(and(eq(sponsorshipTiers.id, tierId), eq(sponsorshipTiers.teamId, teamId)))
    .for('update');
  return Boolean(locked);
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
 * The states whose sponsorship holds a spot of its tier. A completed one does not: the season rollover
 * completes last season's sponsorships and empties the tiers, so a later refund of one must not give
 * back a spot of the new season.
 */
const HOLDS_A_SPOT: readonly SponsorshipStatus[] = ['pending', 'active'];

/** A state list as SQL: `'pending', 'active'`. */
const states = (list: readonly SponsorshipStatus[]) =>
  sql.join(
    list.map((state) => sql`${state}`),
    sql`, `,
  );

/**
 * Cancels the sponsorships that `where` picks and are still in one of the `from` states, and gives each
 * one's spot back to its tier. Returns the rows this call moved: a row another call got to first is not
 * among them, so its spot is not released twice. One statement (a checkout that replaces the business's
 * last one runs it; issue 24 counts round trips): the rows are locked first, to read the state each one
 * leaves (an UPDATE's RETURNING shows only the new one); each tier then gets back the spots of the rows
 * that held one.
 */
export async function cancelSponsorships(tx: Tx, options: CancelOptions) {
  const s = sponsorships;
  const failed = options.paymentFailed ? sql`, payment_status = 'failed'` : sql``;
  const rows = await rawRows<{
    id: string;
    tier_id: string | null;
    provider: PaymentProvider | null;
    payment_session_id: string | null;
  }>(
    tx,
    sql`with picked as (
      select ${s.id} as id, ${s.status} as was from ${s}
      where ${options.where} and ${s.status} in (${states(options.from)})
      for update
    ), cancelled as (
      update ${s} set status = 'cancelled', updated_at = now()${failed}
      from picked where ${s.id} = picked.id
      returning ${s.id} as id, ${s.tierId} as tier_id, ${s.provider} as provider,
        ${s.paymentSessionId} as payment_session_id, picked.was
    ), freed as (
      update sponsorship_tiers t set taken_spots = greatest(t.taken_spots - c.spots, 0), updated_at = now()
      from (select tier_id, count(*)::int as spots from cancelled
        where tier_id is not null and was in (${states(HOLDS_A_SPOT)}) group by tier_id) c
      where t.id = c.tier_id
    )
    select id, tier_id, provider, payment_session_id from cancelled`,
  );
  return rows.map((row) => ({
    id: row.id,
    tierId: row.tier_id,
    provider: row.provider,
    paymentSessionId: row.payment_session_id,
  }));
}

export type CancelledSponsorship = Awaited<ReturnType<typeof cancelSponsorships>>[number];

/**
 * The rows that are sponsorships: everything but a checkout that ended without ever being paid (expired,
 * declined, cancelled, or replaced by the business's next checkout). Those stay in the table for the
 * payment trail, and no dashboard, list or count shows them (issue 19: no ghost "Cancelled · Payment
 * pending" row). A cancelled sponsorship that was paid (refunded) is still one.
 */
export const IS_SPONSORSHIP: SQL = sql`(${sponsorships.status} <> 'cancelled' or ${sponsorships.paymentStatus} = 'paid')`;
