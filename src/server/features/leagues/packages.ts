import { and, asc, desc, eq } from 'drizzle-orm';
import type { LeagueSponsorView, LeagueTierView } from '../../../shared/schemas/league-sponsorships';
import type { DbOrTx } from '../../db/client';
import { businesses, leagueSponsorships, leagueTiers } from '../../db/schema';

/*
 * What a league offers sponsors and who bought it (decision 0059), read by the league's public page and
 * by its owner's side (features/league-sponsorships).
 */

const TIER_COLUMNS = {
  id: leagueTiers.id,
  name: leagueTiers.name,
  description: leagueTiers.description,
  amount: leagueTiers.amount,
  benefits: leagueTiers.benefits,
};

/** The league's packages, cheapest first. */
export function leagueTiersOf(db: DbOrTx, leagueId: string): Promise<LeagueTierView[]> {
  return db
    .select(TIER_COLUMNS)
    .from(leagueTiers)
    .where(eq(leagueTiers.leagueId, leagueId))
    .orderBy(asc(leagueTiers.amount), asc(leagueTiers.createdAt), asc(leagueTiers.id));
}

/** The businesses that sponsor the league now, newest first. */
export async function leagueSponsorsOf(db: DbOrTx, leagueId: string): Promise<LeagueSponsorView[]> {
  const rows = await db
    .select({
      id: leagueSponsorships.id,
      businessName: businesses.businessName,
      tierName: leagueSponsorships.tierName,
      amount: leagueSponsorships.amount,
      teamIds: leagueSponsorships.teamIds,
      paidAt: leagueSponsorships.paidAt,
    })
    .from(leagueSponsorships)
    .innerJoin(businesses, eq(businesses.id, leagueSponsorships.businessId))
    .where(and(eq(leagueSponsorships.leagueId, leagueId), eq(leagueSponsorships.status, 'active')))
    .orderBy(desc(leagueSponsorships.paidAt));
  return rows.map(({ teamIds, paidAt, ...row }) => ({
    ...row,
    teams: teamIds.length,
    paidAt: paidAt!.toISOString(),
  }));
}
