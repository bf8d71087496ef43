import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import { publicDonorName, publicPlayerName } from '../../../shared/player-name';
import {
  type PlayerPageFacts,
  type PlayerProgress,
  RECENT_SUPPORTERS_LIMIT,
  teamGoalShare,
} from '../../../shared/schemas/player-page';
import type { Db } from '../../db/client';
import { jsonRows } from '../../db/json';
import { playerDonations, teams } from '../../db/schema';
import { DONATION_CENTS, donationCountsThisSeason, SUPPORTERS } from '../leaderboard/counted';
import { leaderboardSelect } from '../leaderboard/query';
import { leagueBadgeSql } from '../leagues/branding';
import {
  type ManualRow,
  manualSponsorsSelect,
  platformSponsorsSelect,
  type SponsorRow,
  sponsorGroups,
} from '../sponsors/team-sponsors';

/** What the page's player row carries for the figures (read with the player, in the same query). */
export interface PlayerPageSubject {
  playerId: string;
  teamId: string;
  playerGoalCents: number | null;
  teamGoalCents: number | null;
  /** Players of the team whose page is not hidden: the team goal is split across them. */
  listedPlayers: number;
}

/*
 * The facts are columns of the page's one statement (donations/service.ts), which reads the player's
 * team_players row joined to its teams row: the subqueries name those rows' ids, spelled out (a column
 * object may render unqualified inside a subquery and bind to the subquery's own table).
 */
const playerId = sql.raw('"team_players"."id"');
const teamId = sql.raw('"teams"."id"');
const countsThisSeason = donationCountsThisSeason(teamId);

/**
 * The newest donors who ticked the opt-in and gave a name, once each (a monthly donor's renewals do not
 * fill the list): columns donor_name and given_at.
 */
function recentSupportersSelect(db: Db) {
  const donor = sql`coalesce(lower(${playerDonations.donorEmail}), ${playerDonations.id}::text)`;
  const latest = db
    .selectDistinctOn([donor], {
      name: playerDonations.donorName,
      givenAt: sql<Date>`coalesce(${playerDonations.paidAt}, ${playerDonations.createdAt})`.as('given_at'),
    })
    .from(playerDonations)
    .where(
      and(
        eq(playerDonations.playerId, playerId),
        eq(playerDonations.status, 'succeeded'),
        eq(playerDonations.showName, true),
        isNotNull(playerDonations.donorName),
        sql`btrim(${playerDonations.donorName}) <> ''`,
      ),
    )
    .orderBy(donor, desc(sql`coalesce(${playerDonations.paidAt}, ${playerDonations.createdAt})`))
    .as('latest');
  return db
    .select({ name: latest.name, givenAt: latest.givenAt })
    .from(latest)
    .orderBy(desc(latest.givenAt))
    .limit(RECENT_SUPPORTERS_LIMIT);
}

interface SupporterRow {
  donor_name: string | null;
  given_at: string;
}
/** leaderboardSelect's columns, as JSON keys. */
interface LeaderboardJsonRow {
  id: string;
  first_name: string;
  last_name: string;
  player_number: number;
  url_slug: string;
  raised_cents: number;
}

/**
 * Everything the page shows beside the form, as columns of the player's row: the page is public and busy,
 * and each statement costs a round trip. The leaderboard is read only when the team made it public.
 */
export function playerPageFactColumns(db: Db) {
  return {
    // This season's, as the goal beside it is (the rollover resets goals).
    raised: sql<number>`(select coalesce(sum(${DONATION_CENTS}), 0) from player_donations d
        where d.player_id = ${playerId} and ${countsThisSeason})`.mapWith(Number),
    supporters: sql<number>`(select ${SUPPORTERS} from player_donations d
        where d.player_id = ${playerId} and ${countsThisSeason})`.mapWith(Number),
    recentSupporters: sql<SupporterRow[]>`${jsonRows(recentSupportersSelect(db))}`,
    platformSponsors: sql<
      SponsorRow[]
    >`${jsonRows(platformSponsorsSelect(db, teamId, sql.placeholder('now')))}`,
    manualSponsors: sql<ManualRow[]>`${jsonRows(manualSponsorsSelect(db, teamId))}`,
    leaderboard: sql<LeaderboardJsonRow[] | null>`case when ${teams.leaderboardPublic}
        then ${jsonRows(leaderboardSelect(db, teamId, { publicOnly: true }))} end`,
    league: leagueBadgeSql(teamId, sql.placeholder('now')),
  };
}

/** What playerPageFactColumns read. */
type FactColumns = {
  [K in keyof ReturnType<typeof playerPageFactColumns>]: ReturnType<
    typeof playerPageFactColumns
  >[K]['_']['type'];
};

function progressOf(subject: PlayerPageSubject, raised: number, supporters: number): PlayerProgress {
  const own = subject.playerGoalCents && subject.playerGoalCents > 0 ? subject.playerGoalCents : null;
  const shared = own ? null : teamGoalShare(subject.teamGoalCents, subject.listedPlayers);
  return {
    goalCents: own ?? shared,
    goalSource: own ? 'player' : shared ? 'team' : null,
    raisedCents: raised,
    supporters,
  };
}

/** Everything the public page shows beside the form, from the player's row. */
export function playerPageFacts(subject: PlayerPageSubject, row: FactColumns): PlayerPageFacts {
  return {
    progress: progressOf(subject, row.raised, row.supporters),
    recentSupporters: row.recentSupporters.map((supporter) => ({
      name: publicDonorName(supporter.donor_name ?? ''),
      givenAt: new Date(supporter.given_at).toISOString(),
    })),
    sponsors: sponsorGroups(subject.teamId, row.platformSponsors, row.manualSponsors),
    // The team's listed players by amount raised, public names only.
    leaderboard:
      row.leaderboard?.map((player) => ({
        publicName: publicPlayerName({
          firstName: player.first_name,
          lastName: player.last_name,
          playerNumber: player.player_number,
        }),
        raisedCents: Number(player.raised_cents),
        urlSlug: player.url_slug,
        current: player.id === subject.playerId,
      })) ?? null,
    league: row.league,
  };
}
