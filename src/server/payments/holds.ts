import { and, eq, gt, isNull, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../db/client';
import { sponsorshipTiers, tierHolds } from '../db/schema';

/*
 * Held spots (season rollover, docs/decisions/0019): a spot of a tier kept for one business. A hold is not
 * counted in taken_spots: it counts against the spots by time, so it opens to everyone the moment it
 * expires, with no job needed to give it back. While the holder's own checkout (or paid sponsorship) holds
 * a spot, the hold does not count a second time.
 */

/** The hold `h` is live at `now` (a parameter, so tests' clocks apply; discovery passes the database's now()). */
export function liveHold(h: string, now: Date | SQL): SQL {
  const at = now instanceof Date ? sql`${now.toISOString()}::timestamptz` : now;
  return sql`${sql.raw(h)}.released_at is null and ${sql.raw(h)}.expires_at > ${at} and not exists (
    select 1 from sponsorships hs where hs.id = ${sql.raw(h)}.sponsorship_id
      and hs.status in ('pending', 'active', 'completed'))`;
}

/** Spots of `tierId` (SQL naming the tier's id) held at `now`, other than `exceptBusinessId`'s own. */
export function heldSpots(tierId: SQL, now: Date | SQL, exceptBusinessId?: string): SQL<number> {
  const others = exceptBusinessId ? sql` and h.business_id <> ${exceptBusinessId}` : sql``;
  return sql<number>`(select count(*)::int from tier_holds h where h.tier_id = ${tierId} and ${liveHold('h', now)}${others})`;
}

/**
 * Marks the business's live holds of the tier as used by its new checkout: the checkout's own spot now
 * stands for the hold. If that checkout is cancelled or lapses, the hold is live again until it expires.
 */
export async function attachHolds(
  tx: Tx,
  hold: { tierId: string; businessId: string; sponsorshipId: string; now: Date },
): Promise<void> {
  await tx
    .update(tierHolds)
    .set({ sponsorshipId: hold.sponsorshipId })
    .where(
      and(
        eq(tierHolds.tierId, hold.tierId),
        eq(tierHolds.businessId, hold.businessId),
        isNull(tierHolds.releasedAt),
        gt(tierHolds.expiresAt, hold.now),
      ),
    );
}

/** The outer sponsorship_tiers row's id, spelled out: a column object may render unqualified in a subquery. */
export const TIER_ID = sql.raw('"sponsorship_tiers"."id"');

/** Free spots of a tier at `now`: available, less taken (checkouts and paid), less live holds. */
export async function freeSpots(db: DbOrTx, tierId: string, now: Date): Promise<number> {
  const t = sponsorshipTiers;
  const [row] = await db
    .select({ free: sql<number>`(${t.availableSpots} - ${t.takenSpots} - ${heldSpots(TIER_ID, now)})::int` })
    .from(t)
    .where(eq(t.id, tierId));
  return row?.free ?? 0;
}
