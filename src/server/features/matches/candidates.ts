import { and, asc, count, eq, inArray } from 'drizzle-orm';
import {
  MATCH_CANDIDATE_LIMIT,
  MATCH_NOT_FOUND,
  type MatchBusinessCandidate,
  type MatchCandidates,
  type MatchCandidatesQuery,
  type MatchTeamCandidate,
  type MatchTier,
  type MatchTiersResponse,
} from '../../../shared/schemas/matches';
import { notFound } from '../../core/errors';
import type { Db } from '../../db/client';
import { businesses, matches, sponsorshipTiers, teamNeeds, teams } from '../../db/schema';
import { teamCardColumns } from '../../db/team-columns';
import { isUuid } from '../../http/ids';
import { isListedRow, matchesAny } from '../discovery/search';

/*
 * The two pick lists of the Create Matches tab: approved teams and approved businesses only, since an
 * admin introduces parties that were vetted. They hold no contact details, so, unlike the full admin
 * lists, a search here is not written to the security log.
 */

/** The tiers of each team, by amount ascending. */
async function tiersByTeam(db: Db, teamIds: string[]): Promise<Map<string, MatchTier[]>> {
  const byTeam = new Map<string, MatchTier[]>();
  if (teamIds.length === 0) return byTeam;
  const rows = await db
    .select({
      teamId: sponsorshipTiers.teamId,
      id: sponsorshipTiers.id,
      name: sponsorshipTiers.name,
      amount: sponsorshipTiers.amount,
      benefits: sponsorshipTiers.benefits,
    })
    .from(sponsorshipTiers)
    .where(inArray(sponsorshipTiers.teamId, teamIds))
    .orderBy(asc(sponsorshipTiers.amount), asc(sponsorshipTiers.name));
  for (const { teamId, ...tier } of rows) byTeam.set(teamId, [...(byTeam.get(teamId) ?? []), tier]);
  return byTeam;
}

/** The tiers a revised offer can pick from: the matched team's tiers as they are now. */
export async function matchTiers(db: Db, matchId: string): Promise<MatchTiersResponse> {
  if (!isUuid(matchId)) throw notFound(MATCH_NOT_FOUND);
  const [match] = await db
    .select({ teamId: teamNeeds.teamId })
    .from(matches)
    .innerJoin(teamNeeds, eq(teamNeeds.id, matches.teamNeedId))
    .where(eq(matches.id, matchId));
  if (!match) throw notFound(MATCH_NOT_FOUND);
  return { tiers: (await tiersByTeam(db, [match.teamId])).get(match.teamId) ?? [] };
}

export async function teamCandidates(
  db: Db,
  query: MatchCandidatesQuery,
): Promise<MatchCandidates<MatchTeamCandidate>> {
  const where = and(
    isListedRow(teams.verificationStatus),
    query.q ? matchesAny(query.q, [teams.name, teams.sport, teams.location, teams.coachName]) : undefined,
  );
  const [rows, [totals]] = await Promise.all([
    db
      .select({
        ...teamCardColumns,
        coachName: teams.coachName,
        seasonStartDate: teams.seasonStartDate,
        seasonEndDate: teams.seasonEndDate,
      })
      .from(teams)
      .where(where)
      .orderBy(asc(teams.name), asc(teams.id))
      .limit(MATCH_CANDIDATE_LIMIT),
    db.select({ n: count() }).from(teams).where(where),
  ]);
  const tiers = await tiersByTeam(
    db,
    rows.map((row) => row.id),
  );
  return {
    items: rows.map((team) => ({ ...team, tiers: tiers.get(team.id) ?? [] })),
    total: totals?.n ?? 0,
  };
}

export async function businessCandidates(
  db: Db,
  query: MatchCandidatesQuery,
): Promise<MatchCandidates<MatchBusinessCandidate>> {
  const where = and(
    isListedRow(businesses.verificationStatus),
    query.q
      ? matchesAny(query.q, [
          businesses.businessName,
          businesses.industry,
          businesses.serviceArea,
          businesses.businessAddress,
        ])
      : undefined,
  );
  const [rows, [totals]] = await Promise.all([
    db
      .select({
        id: businesses.id,
        businessName: businesses.businessName,
        businessType: businesses.businessType,
        industry: businesses.industry,
        serviceArea: businesses.serviceArea,
        contactName: businesses.contactName,
      })
      .from(businesses)
      .where(where)
      .orderBy(asc(businesses.businessName), asc(businesses.id))
      .limit(MATCH_CANDIDATE_LIMIT),
    db.select({ n: count() }).from(businesses).where(where),
  ]);
  return { items: rows, total: totals?.n ?? 0 };
}
