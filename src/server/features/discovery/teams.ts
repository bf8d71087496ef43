import { and, count, desc, eq, notInArray, type SQL, sql } from 'drizzle-orm';
import {
  DISCOVERY_PAGE_SIZE,
  type DiscoveryTier,
  NAMED_BROWSE_SPORTS,
  OTHER_SPORT,
  TEAM_NOT_FOUND,
  type TeamCard,
  type TeamDetails,
  type TeamDiscoveryPage,
  type TeamDiscoveryQuery,
} from '../../../shared/schemas/discovery';
import { notFound } from '../../core/errors';
import type { Db } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import { LISTED_TEAM, sponsorshipTiers, TEAM_SEARCH_TEXT, teams } from '../../db/schema';
import { teamCardColumns } from '../../db/team-columns';
import { isUuid } from '../../http/ids';
import { heldSpots, TIER_ID } from '../../payments/holds';
import { containsPattern, matchesAny } from './search';

/**
 * The team's tiers as one JSON array, cheapest first, through a lateral join: a page of teams and all
 * their tiers is one query (the tiers' (team_id, amount) index serves each team). `teamId` names the outer
 * row's id explicitly: a column object interpolated here renders unqualified and would bind to the tiers.
 */
function tierList(db: Db, teamId: SQL) {
  const t = sponsorshipTiers;
  // A spot held for last season's sponsor or a waitlisted business shows as taken (payments/holds.ts).
  const taken = sql`(${t.takenSpots} + ${heldSpots(TIER_ID, sql`now()`)})`;
  return db
    .select({
      tiers: sql<DiscoveryTier[]>`coalesce(json_agg(json_build_object(
        'id', ${t.id},
        'name', ${t.name},
        'description', ${t.description},
        'amount', ${t.amount},
        'benefits', ${t.benefits},
        'logoPlacement', ${t.logoPlacement},
        'availableSpots', ${t.availableSpots},
        'takenSpots', least(${taken}, ${t.availableSpots}),
        'spotsLeft', greatest(${t.availableSpots} - ${taken}, 0),
        'soldOut', ${taken} >= ${t.availableSpots}
      ) order by ${t.amount}, ${t.createdAt}, ${t.id}), '[]'::json)`.as('tiers'),
    })
    .from(t)
    .where(sql`${t.teamId} = ${teamId}`)
    .as('tier_list');
}

function teamFilters(query: TeamDiscoveryQuery): SQL | undefined {
  return and(
    LISTED_TEAM,
    query.q ? sql`${TEAM_SEARCH_TEXT} ilike ${containsPattern(query.q)}` : undefined,
    query.sport === OTHER_SPORT
      ? notInArray(teams.sport, NAMED_BROWSE_SPORTS)
      : query.sport
        ? eq(teams.sport, query.sport)
        : undefined,
    query.location ? matchesAny(query.location, [teams.location]) : undefined,
  );
}

/** Approved teams, newest first, a page at a time: two queries whatever the number of teams or tiers. */
export async function listTeams(db: Db, query: TeamDiscoveryQuery): Promise<TeamDiscoveryPage> {
  const where = teamFilters(query);
  // The page of teams is chosen first and only its 24 rows meet the tiers: a lateral join over the whole
  // filtered set would build every listed team's tier JSON before the sort and the limit.
  const page = db
    .select({
      ...teamCardColumns,
      description: teams.description,
      teamAchievements: teams.teamAchievements,
      teamSize: teams.teamSize,
      createdAt: teams.createdAt,
    })
    .from(teams)
    .where(where)
    // The id breaks ties, so teams created in the same instant never move between pages.
    .orderBy(desc(teams.createdAt), desc(teams.id))
    .limit(DISCOVERY_PAGE_SIZE)
    .offset((query.page - 1) * DISCOVERY_PAGE_SIZE)
    .as('page');
  const tiers = tierList(db, sql.raw('"page"."id"'));
  const [rows, [totals]] = await Promise.all([
    db
      .select({
        id: page.id,
        name: page.name,
        sport: page.sport,
        ageGroup: page.ageGroup,
        location: page.location,
        description: page.description,
        teamAchievements: page.teamAchievements,
        teamSize: page.teamSize,
        createdAt: page.createdAt,
        tiers: tiers.tiers,
      })
      .from(page)
      .crossJoinLateral(tiers)
      .orderBy(desc(page.createdAt), desc(page.id)),
    db.select({ n: count() }).from(teams).where(where),
  ]);
  const cards: TeamCard[] = rows.map((row) => ({
    ...row,
    verified: true,
    createdAt: row.createdAt.toISOString(),
  }));
  return { teams: cards, page: query.page, pageSize: DISCOVERY_PAGE_SIZE, total: totals?.n ?? 0 };
}

/** The team page's query, prepared once per database. */
const teamDetailsQuery = preparedPerDatabase((db) => {
  const tiers = tierList(db, sql.raw('"teams"."id"'));
  return db
    .select({
      ...teamCardColumns,
      description: teams.description,
      teamSize: teams.teamSize,
      teamAchievements: teams.teamAchievements,
      seasonGoals: teams.seasonGoals,
      practiceSchedule: teams.practiceSchedule,
      coachingStaff: teams.coachingStaff,
      coachName: teams.coachName,
      seasonStartDate: teams.seasonStartDate,
      seasonEndDate: teams.seasonEndDate,
      tiers: tiers.tiers,
    })
    .from(teams)
    .crossJoinLateral(tiers)
    .where(and(eq(teams.id, sql.placeholder('teamId')), LISTED_TEAM))
    .prepare('team_details');
});

/** The team page of an approved team, with its tiers, in one query; anything else is 404. */
export async function teamDetails(db: Db, teamId: string): Promise<TeamDetails> {
  if (!isUuid(teamId)) throw notFound(TEAM_NOT_FOUND);
  const [team] = await teamDetailsQuery(db).execute({ teamId });
  if (!team) throw notFound(TEAM_NOT_FOUND);
  return { ...team, verified: true };
}
