import { and, eq, type SQL, sql } from 'drizzle-orm';
import { TEAM_NOT_FOUND } from '../../../shared/schemas/discovery';
import type { SeasonSpending, SpendingByCategory } from '../../../shared/schemas/expenses';
import { notFound } from '../../core/errors';
import type { DbOrTx } from '../../db/client';
import { LISTED_TEAM, teams } from '../../db/schema';
import { isUuid } from '../../http/ids';

import {
  DONATION_CENTS,
  donationCountsThisSeason,
  inCurrentSeason,
  manualSponsorCountsThisSeason,
  SPONSORSHIP_CENTS,
  sponsorshipCountsThisSeason,
} from '../leaderboard/counted';

/*
 * Raised against spent for the team's current season (decision 0045). Raised is the dashboard's Total
 * Raised (the same predicates: decision 0027); an expense counts in the season in which it was recorded, as
 * a sponsor added by hand does, so a rollover starts both figures afresh.
 */

/** What the team raised this season: sponsorships, sponsors added by hand and gifts, refunds taken out. */
export function seasonRaisedSql(teamId: string): SQL {
  return sql`(select coalesce(sum(${SPONSORSHIP_CENTS}), 0) from sponsorships s
      where s.team_id = ${teamId} and ${sponsorshipCountsThisSeason(teamId)})
    + (select coalesce(sum(m.amount_sponsored), 0) from manual_sponsors m
      where m.team_id = ${teamId} and ${manualSponsorCountsThisSeason(teamId)})
    + (select coalesce(sum(${DONATION_CENTS}), 0) from player_donations d
      where d.team_id = ${teamId} and ${donationCountsThisSeason(teamId)})`;
}

/** One statement: the season's raised figure and its spending by category, largest first. */
export async function seasonSpending(db: DbOrTx, teamId: string): Promise<SeasonSpending> {
  const [row] = await db
    .select({
      raised: sql<number>`(${seasonRaisedSql(teamId)})::int`,
      spent: sql<
        SpendingByCategory[]
      >`coalesce((select json_agg(json_build_object('category', c.category, 'cents', c.cents)
        order by c.cents desc, c.category)
        from (select e.category, sum(e.amount_cents)::int as cents from team_expenses e
          where e.team_id = ${teamId} and ${inCurrentSeason(sql`e.created_at`, teamId)}
          group by e.category) c), '[]'::json)`,
    })
    .from(teams)
    .where(eq(teams.id, teamId));
  const byCategory = row?.spent ?? [];
  return {
    raisedCents: row?.raised ?? 0,
    spentCents: byCategory.reduce((sum, c) => sum + c.cents, 0),
    byCategory,
  };
}

/** The public figure: only for a team on discovery, 404 for any other, like its page. */
export async function publicSeasonSpending(db: DbOrTx, teamId: string): Promise<SeasonSpending> {
  if (!isUuid(teamId)) throw notFound(TEAM_NOT_FOUND);
  const [listed] = await db
    .select({ id: teams.id })
    .from(teams)
    .where(and(eq(teams.id, teamId), LISTED_TEAM));
  if (!listed) throw notFound(TEAM_NOT_FOUND);
  return seasonSpending(db, listed.id);
}
