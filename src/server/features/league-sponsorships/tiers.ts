import { and, count, eq } from 'drizzle-orm';
import type { z } from 'zod';
import {
  LEAGUE_TIER_NOT_FOUND,
  LEAGUE_TIERS_FULL,
  LEAGUE_TIERS_MAX,
  type LeagueSponsorView,
  type LeagueTierView,
  type leagueTierInputSchema,
} from '../../../shared/schemas/league-sponsorships';
import { clockOf } from '../../core/clock';
import type { Deps } from '../../core/deps';
import { conflict, notFound } from '../../core/errors';
import { leagues, leagueTiers } from '../../db/schema';
import { isUuid } from '../../http/ids';
import { ownLeagueOr404 } from '../leagues/ownership';
import { leagueSponsorsOf, leagueTiersOf } from '../leagues/packages';
import { ownLeagueOnPlan } from '../leagues/service';

/*
 * The league owner's packages (decision 0059): offered while the League Plan is in force; deleting one
 * leaves what was bought of it as it was (a league sponsorship keeps its own copy).
 */

type LeagueTierValues = z.output<typeof leagueTierInputSchema>;

export interface LeagueSponsorshipView {
  tiers: LeagueTierView[];
  sponsors: LeagueSponsorView[];
}

/** GET /api/leagues/mine/sponsorship: the owner's packages and who bought them. */
export async function mySponsorship(deps: Deps, userId: string): Promise<LeagueSponsorshipView> {
  const { db } = deps.database;
  const league = await ownLeagueOr404(db, userId);
  const [tiers, sponsors] = await Promise.all([
    leagueTiersOf(db, league.id),
    leagueSponsorsOf(db, league.id),
  ]);
  return { tiers, sponsors };
}

/** POST /api/leagues/mine/tiers: at most LEAGUE_TIERS_MAX, counted under the league's row lock. */
export async function createLeagueTier(deps: Deps, userId: string, input: LeagueTierValues) {
  const league = await ownLeagueOnPlan(deps, userId);
  await deps.database.db.transaction(async (tx) => {
    await tx.select({ id: leagues.id }).from(leagues).where(eq(leagues.id, league.id)).for('update');
    const [row] = await tx
      .select({ n: count() })
      .from(leagueTiers)
      .where(eq(leagueTiers.leagueId, league.id));
    if ((row?.n ?? 0) >= LEAGUE_TIERS_MAX) throw conflict('LEAGUE_TIERS_FULL', LEAGUE_TIERS_FULL);
    await tx.insert(leagueTiers).values({ leagueId: league.id, ...input });
  });
  return mySponsorship(deps, userId);
}

/** PUT /api/leagues/mine/tiers/:tierId: what is bought from now on; bought sponsorships keep theirs. */
export async function updateLeagueTier(deps: Deps, userId: string, tierId: string, input: LeagueTierValues) {
  const league = await ownLeagueOnPlan(deps, userId);
  const [updated] = isUuid(tierId)
    ? await deps.database.db
        .update(leagueTiers)
        .set({ ...input, updatedAt: clockOf(deps).now() })
        .where(and(eq(leagueTiers.id, tierId), eq(leagueTiers.leagueId, league.id)))
        .returning({ id: leagueTiers.id })
    : [];
  if (!updated) throw notFound(LEAGUE_TIER_NOT_FOUND);
  return mySponsorship(deps, userId);
}

/** DELETE /api/leagues/mine/tiers/:tierId: allowed without the plan, so a lapsed league can tidy up. */
export async function deleteLeagueTier(deps: Deps, userId: string, tierId: string) {
  const league = await ownLeagueOr404(deps.database.db, userId);
  const [deleted] = isUuid(tierId)
    ? await deps.database.db
        .delete(leagueTiers)
        .where(and(eq(leagueTiers.id, tierId), eq(leagueTiers.leagueId, league.id)))
        .returning({ id: leagueTiers.id })
    : [];
  if (!deleted) throw notFound(LEAGUE_TIER_NOT_FOUND);
  return mySponsorship(deps, userId);
}
