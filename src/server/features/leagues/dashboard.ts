import { sql } from 'drizzle-orm';
import type { LeagueDashboard, LeagueSeason, LeagueTeamFigures } from '../../../shared/schemas/leagues';
import { type SeasonReport, seasonLabel } from '../../../shared/schemas/season-report';
import type { Deps } from '../../core/deps';
import type { DbOrTx } from '../../db/client';
import { rawRows } from '../../db/raw';
import {
  DONATION_CENTS,
  donationCountsThisSeason,
  manualSponsorCountsThisSeason,
  SPONSORSHIP_CENTS,
  sponsorshipCountsThisSeason,
} from '../leaderboard/counted';
import { ownLeagueOnPlan } from './service';

/*
 * The league dashboard (decision 0055): each team's raised, sponsors, players and benefits delivered, and
 * the league's total, for the current season (each team's own, as its dashboard counts it) or the seasons
 * that ended in a past year (from the reports archived at each rollover). One statement for all teams.
 */

interface CurrentRow {
  teamId: string;
  teamName: string;
  seasonStart: string | null;
  seasonEnd: string | null;
  sponsorshipsCents: number;
  manualSponsorsCents: number;
  donationsCents: number;
  platformSponsors: number;
  manualSponsors: number;
  players: number;
  benefitsDelivered: number;
  benefitsOwed: number;
}

async function currentSeason(db: DbOrTx, leagueId: string): Promise<LeagueTeamFigures[]> {
  const teamId = sql.raw('t.id');
  const sponsorshipCounts = sql`s.team_id = t.id and ${sponsorshipCountsThisSeason(teamId)}`;
  const rows = await rawRows<CurrentRow>(
    db,
    sql`
    select t.id as "teamId", t.name as "teamName",
      t.season_start_date::text as "seasonStart", t.season_end_date::text as "seasonEnd",
      (select coalesce(sum(${SPONSORSHIP_CENTS}), 0) from sponsorships s where ${sponsorshipCounts})::int as "sponsorshipsCents",
      (select coalesce(sum(m.amount_sponsored), 0) from manual_sponsors m
        where m.team_id = t.id and ${manualSponsorCountsThisSeason(teamId)})::int as "manualSponsorsCents",
      (select coalesce(sum(${DONATION_CENTS}), 0) from player_donations d
        where d.team_id = t.id and ${donationCountsThisSeason(teamId)})::int as "donationsCents",
      (select count(distinct s.business_id) from sponsorships s where ${sponsorshipCounts})::int as "platformSponsors",
      (select count(*) from manual_sponsors m
        where m.team_id = t.id and ${manualSponsorCountsThisSeason(teamId)})::int as "manualSponsors",
      (select count(*) from team_players p where p.team_id = t.id)::int as "players",
      (select count(*) filter (where sd.delivered_on is not null) from sponsorship_deliverables sd
        join sponsorships s on s.id = sd.sponsorship_id where ${sponsorshipCounts})::int as "benefitsDelivered",
      (select count(*) from sponsorship_deliverables sd
        join sponsorships s on s.id = sd.sponsorship_id where ${sponsorshipCounts})::int as "benefitsOwed"
    from teams t where t.league_id = ${leagueId}
    order by t.name, t.id`,
  );
  return rows.map((row) => ({
    teamId: row.teamId,
    teamName: row.teamName,
    seasonLabel: seasonLabel({ start: row.seasonStart, end: row.seasonEnd }),
    raisedCents: row.sponsorshipsCents + row.manualSponsorsCents + row.donationsCents,
    sponsorshipsCents: row.sponsorshipsCents,
    donationsCents: row.donationsCents,
    manualSponsorsCents: row.manualSponsorsCents,
    sponsors: row.platformSponsors + row.manualSponsors,
    players: row.players,
    benefitsDelivered: row.benefitsDelivered,
    benefitsOwed: row.benefitsOwed,
  }));
}

/** The league's teams' seasons that ended in `year`, summed per team from their archived reports. */
async function pastYear(db: DbOrTx, leagueId: string, year: number): Promise<LeagueTeamFigures[]> {
  const rows = await rawRows<{ teamId: string; teamName: string; report: SeasonReport }>(
    db,
    sql`
    select t.id as "teamId", t.name as "teamName", ts.report
    from team_seasons ts join teams t on t.id = ts.team_id
    where t.league_id = ${leagueId} and extract(year from ts.end_date) = ${year}
    order by t.name, t.id, ts.end_date`,
  );
  const byTeam = new Map<string, LeagueTeamFigures>();
  for (const { teamId, teamName, report } of rows) {
    const seen = byTeam.get(teamId);
    const players = report.byPlayer.filter((player) => !player.unattributed && player.playerId).length;
    byTeam.set(teamId, {
      teamId,
      teamName,
      seasonLabel: seen ? `${seen.seasonLabel}; ${report.period.label}` : report.period.label,
      raisedCents: (seen?.raisedCents ?? 0) + report.raised.totalCents,
      sponsorshipsCents: (seen?.sponsorshipsCents ?? 0) + report.raised.sponsorshipsCents,
      donationsCents: (seen?.donationsCents ?? 0) + report.raised.donationsCents,
      manualSponsorsCents: (seen?.manualSponsorsCents ?? 0) + report.raised.manualSponsorsCents,
      sponsors: (seen?.sponsors ?? 0) + report.sponsorCount,
      players: Math.max(seen?.players ?? 0, players),
      benefitsDelivered: null,
      benefitsOwed: null,
    });
  }
  return [...byTeam.values()];
}

async function pastSeasonYears(db: DbOrTx, leagueId: string): Promise<number[]> {
  const rows = await rawRows<{ year: number }>(
    db,
    sql`
    select distinct extract(year from ts.end_date)::int as year
    from team_seasons ts join teams t on t.id = ts.team_id
    where t.league_id = ${leagueId} order by year desc`,
  );
  return rows.map((row) => row.year);
}

const sumOf = (rows: LeagueTeamFigures[], pick: (row: LeagueTeamFigures) => number | null) =>
  rows.some((row) => pick(row) === null) ? null : rows.reduce((sum, row) => sum + (pick(row) ?? 0), 0);

function leagueTotal(rows: LeagueTeamFigures[]): LeagueDashboard['total'] {
  const sum = (pick: (row: LeagueTeamFigures) => number) => rows.reduce((total, row) => total + pick(row), 0);
  return {
    raisedCents: sum((row) => row.raisedCents),
    sponsorshipsCents: sum((row) => row.sponsorshipsCents),
    donationsCents: sum((row) => row.donationsCents),
    manualSponsorsCents: sum((row) => row.manualSponsorsCents),
    sponsors: sum((row) => row.sponsors),
    players: sum((row) => row.players),
    benefitsDelivered: sumOf(rows, (row) => row.benefitsDelivered),
    benefitsOwed: sumOf(rows, (row) => row.benefitsOwed),
  };
}

/** GET /api/leagues/mine/dashboard?season=: the owner's, with the League Plan in force (403 otherwise). */
export async function leagueDashboard(
  deps: Deps,
  userId: string,
  season: LeagueSeason,
): Promise<{ league: { name: string; slug: string }; dashboard: LeagueDashboard }> {
  const { db } = deps.database;
  const league = await ownLeagueOnPlan(deps, userId);
  const [teams, pastSeasons] = await Promise.all([
    season === 'current' ? currentSeason(db, league.id) : pastYear(db, league.id, season),
    pastSeasonYears(db, league.id),
  ]);
  return { league, dashboard: { season, pastSeasons, teams, total: leagueTotal(teams) } };
}
