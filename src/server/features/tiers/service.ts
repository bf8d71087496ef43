import { and, asc, eq, lte, sql } from 'drizzle-orm';
import type { Tier, TierValues } from '../../../shared/schemas/tiers';
import { conflict, notFound } from '../../core/errors';
import type { DbOrTx } from '../../db/client';
import { sponsorshipTiers } from '../../db/schema';
import { isUuid } from '../../http/ids';
import { ownTeamOr404 } from '../teams/ownership';

export const TIER_NOT_FOUND = 'Sponsorship tier not found';

const tierColumns = {
  id: sponsorshipTiers.id,
  name: sponsorshipTiers.name,
  description: sponsorshipTiers.description,
  amount: sponsorshipTiers.amount,
  benefits: sponsorshipTiers.benefits,
  logoPlacement: sponsorshipTiers.logoPlacement,
  availableSpots: sponsorshipTiers.availableSpots,
  takenSpots: sponsorshipTiers.takenSpots,
};

const spots = (n: number) => `${n} ${n === 1 ? 'spot' : 'spots'}`;

export function spotsBelowTakenMessage(taken: number): string {
  return `${spots(taken)} of this tier ${taken === 1 ? 'is' : 'are'} already taken by sponsors or open checkouts, so it needs at least ${spots(taken)} available.`;
}

export function tierInUseMessage(taken: number): string {
  const instead =
    taken > 0
      ? `To stop offering it, set its available spots to the number already taken (${taken}) and it will show as Sold Out.`
      : 'Edit the tier instead if its details have changed.';
  return `This tier can't be deleted because businesses have sponsored it, and their sponsorship history must stay intact. ${instead}`;
}

/** The tier `tierId` of the team `teamId` (already checked to be the caller's), or 404. */
async function ownTierOr404(db: DbOrTx, teamId: string, tierId: string) {
  const [tier] = await db
    .select(tierColumns)
    .from(sponsorshipTiers)
    .where(and(eq(sponsorshipTiers.id, tierId), eq(sponsorshipTiers.teamId, teamId)));
  if (!tier) throw notFound(TIER_NOT_FOUND);
  return tier;
}

/** Cheapest first (spec part 2, section 7). */
export async function listTiers(db: DbOrTx, userId: string, teamId: string): Promise<Tier[]> {
  const team = await ownTeamOr404(db, userId, teamId);
  return db
    .select(tierColumns)
    .from(sponsorshipTiers)
    .where(eq(sponsorshipTiers.teamId, team.id))
    .orderBy(asc(sponsorshipTiers.amount), asc(sponsorshipTiers.createdAt), asc(sponsorshipTiers.id));
}

export async function createTier(
  db: DbOrTx,
  userId: string,
  teamId: string,
  input: TierValues,
): Promise<Tier> {
  const team = await ownTeamOr404(db, userId, teamId);
  const [tier] = await db
    .insert(sponsorshipTiers)
    .values({ teamId: team.id, ...input })
    .returning(tierColumns);
  return tier!;
}

/**
 * Replaces the tier's details. The spot check is part of the update itself, so a checkout that takes a
 * spot at the same moment can never push taken above available (the row's CHECK never fires).
 */
export async function updateTier(
  db: DbOrTx,
  userId: string,
  teamId: string,
  tierId: string,
  input: TierValues,
): Promise<Tier> {
  const team = await ownTeamOr404(db, userId, teamId);
  if (!isUuid(tierId)) throw notFound(TIER_NOT_FOUND);
  const [updated] = await db
    .update(sponsorshipTiers)
    .set(input)
    .where(
      and(
        eq(sponsorshipTiers.id, tierId),
        eq(sponsorshipTiers.teamId, team.id),
        lte(sponsorshipTiers.takenSpots, input.availableSpots),
      ),
    )
    .returning(tierColumns);
  if (updated) return updated;
  const { takenSpots } = await ownTierOr404(db, team.id, tierId);
  const message = spotsBelowTakenMessage(takenSpots);
  throw conflict('SPOTS_BELOW_TAKEN', message, { availableSpots: [message] });
}

/**
 * Deletes a tier nobody has bought. A tier with a spot taken (a paid sponsorship or an open checkout) or
 * any paid or pending sponsorship is kept: its sponsors' history points at it. Both conditions are in
 * the delete, so a checkout starting at the same moment either waits for it or blocks it.
 */
export async function deleteTier(db: DbOrTx, userId: string, teamId: string, tierId: string): Promise<void> {
  const team = await ownTeamOr404(db, userId, teamId);
  if (!isUuid(tierId)) throw notFound(TIER_NOT_FOUND);
  const [deleted] = await db
    .delete(sponsorshipTiers)
    .where(
      and(
        eq(sponsorshipTiers.id, tierId),
        eq(sponsorshipTiers.teamId, team.id),
        eq(sponsorshipTiers.takenSpots, 0),
        sql`not exists (select 1 from sponsorships s where s.tier_id = ${tierId}
          and (s.status in ('pending', 'active', 'completed') or s.payment_status = 'paid'))`,
      ),
    )
    .returning({ id: sponsorshipTiers.id });
  if (deleted) return;
  const { takenSpots } = await ownTierOr404(db, team.id, tierId);
  throw conflict('TIER_HAS_SPONSORSHIPS', tierInUseMessage(takenSpots));
}
