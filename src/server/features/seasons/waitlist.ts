import { and, asc, count, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import { LISTED_STATUSES } from '../../../shared/constants';
import type { SessionUser } from '../../../shared/schemas/auth';
import {
  BUSINESS_REQUIRED,
  BUSINESS_REQUIRED_MESSAGE,
  TIER_NOT_FOUND,
} from '../../../shared/schemas/payments';
import {
  TIER_NOT_SOLD_OUT,
  TIER_NOT_SOLD_OUT_MESSAGE,
  type WaitlistEntry,
  type WaitlistResponse,
} from '../../../shared/schemas/seasons';
import { clockOf } from '../../core/clock';
import type { Deps } from '../../core/deps';
import { AppError, conflict, notFound } from '../../core/errors';
import type { DbOrTx } from '../../db/client';
import { businesses, sponsorshipTiers, teams, tierWaitlist } from '../../db/schema';
import { isUuid } from '../../http/ids';
import { heldSpots, TIER_ID } from '../../payments/holds';

async function ownBusiness(db: DbOrTx, userId: string) {
  const [business] = await db
    .select({ id: businesses.id })
    .from(businesses)
    .where(eq(businesses.createdBy, userId));
  if (!business) throw new AppError(403, BUSINESS_REQUIRED, BUSINESS_REQUIRED_MESSAGE);
  return business;
}

/** A tier of a listed team, with what is left of it for `businessId` at `now`; 404 otherwise. */
async function listedTier(db: DbOrTx, tierId: string, businessId: string, now: Date) {
  if (!isUuid(tierId)) throw notFound(TIER_NOT_FOUND);
  const t = sponsorshipTiers;
  const [tier] = await db
    .select({
      id: t.id,
      left: sql<number>`(${t.availableSpots} - ${t.takenSpots} - ${heldSpots(TIER_ID, now, businessId)})::int`,
    })
    .from(t)
    .innerJoin(teams, eq(teams.id, t.teamId))
    .where(and(eq(t.id, tierId), inArray(teams.verificationStatus, LISTED_STATUSES)));
  if (!tier) throw notFound(TIER_NOT_FOUND);
  return tier;
}

/** Waiting entries of a tier ahead of (joined before) the entry `w`. */
const aheadOf = (joinedAt: Date, id: string) =>
  or(lt(tierWaitlist.joinedAt, joinedAt), and(eq(tierWaitlist.joinedAt, joinedAt), lt(tierWaitlist.id, id)));

async function entryView(db: DbOrTx, row: typeof tierWaitlist.$inferSelect): Promise<WaitlistEntry> {
  let position: number | null = null;
  if (!row.notifiedAt) {
    const [ahead] = await db
      .select({ n: count() })
      .from(tierWaitlist)
      .where(
        and(
          eq(tierWaitlist.tierId, row.tierId),
          isNull(tierWaitlist.notifiedAt),
          aheadOf(row.joinedAt, row.id),
        ),
      );
    position = ahead!.n + 1;
  }
  return { tierId: row.tierId, position, joinedAt: row.joinedAt.toISOString() };
}

/**
 * Puts the business at the end of a sold-out tier's waitlist. Joining again while waiting keeps the
 * place; joining again after a spot was offered (and let go) starts a new place at the end.
 */
export async function joinWaitlist(deps: Deps, user: SessionUser, tierId: string): Promise<WaitlistEntry> {
  const { db } = deps.database;
  const business = await ownBusiness(db, user.id);
  const now = clockOf(deps).now();
  const tier = await listedTier(db, tierId, business.id, now);
  if (tier.left > 0) throw conflict(TIER_NOT_SOLD_OUT, TIER_NOT_SOLD_OUT_MESSAGE);
  await db
    .insert(tierWaitlist)
    .values({ tierId: tier.id, businessId: business.id, joinedAt: now })
    .onConflictDoUpdate({
      target: [tierWaitlist.tierId, tierWaitlist.businessId],
      set: { joinedAt: now, notifiedAt: null, holdId: null },
      setWhere: sql`${tierWaitlist.notifiedAt} is not null`,
    });
  const [row] = await db
    .select()
    .from(tierWaitlist)
    .where(and(eq(tierWaitlist.tierId, tier.id), eq(tierWaitlist.businessId, business.id)));
  return entryView(db, row!);
}

/** Takes the business off the tier's waitlist (nothing to do if it was not on it). */
export async function leaveWaitlist(deps: Deps, user: SessionUser, tierId: string): Promise<void> {
  const { db } = deps.database;
  const business = await ownBusiness(db, user.id);
  if (!isUuid(tierId)) throw notFound(TIER_NOT_FOUND);
  await db
    .delete(tierWaitlist)
    .where(and(eq(tierWaitlist.tierId, tierId), eq(tierWaitlist.businessId, business.id)));
}

/** The signed-in business's places on one team's waitlists (the sponsor page's 'On the waitlist'). */
export async function teamWaitlist(deps: Deps, user: SessionUser, teamId: string): Promise<WaitlistResponse> {
  const { db } = deps.database;
  const business = await ownBusiness(db, user.id);
  if (!isUuid(teamId)) return { entries: [] };
  const rows = await db
    .select({ entry: tierWaitlist })
    .from(tierWaitlist)
    .innerJoin(sponsorshipTiers, eq(sponsorshipTiers.id, tierWaitlist.tierId))
    .where(and(eq(sponsorshipTiers.teamId, teamId), eq(tierWaitlist.businessId, business.id)))
    .orderBy(asc(tierWaitlist.joinedAt));
  return { entries: await Promise.all(rows.map(({ entry }) => entryView(db, entry))) };
}
