import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import { publicPlayerName } from '../../../shared/player-name';
import type { DbOrTx } from '../../db/client';
import { teamPlayers } from '../../db/schema';
import { DONATION_CENTS, donationCountsThisSeason, SUPPORTERS, sponsorshipCountsThisSeason } from './counted';

export interface LeaderboardRow {
  playerId: string;
  /** First name and last initial: the only name public surfaces may show. */
  publicName: string;
  /** The roster's name: for the team's own views only. */
  fullName: string;
  /** Counted gifts to the player, integer cents. */
  raisedCents: number;
  /** Distinct donors (by email; each gift without one counts once). */
  supporters: number;
  /** Paid sponsorships credited to the player (the business came from the player's page). */
  sponsorsBrought: number;
  /** '{teamSlug}/{playerNumber}': the player's page. */
  urlSlug: string;
  /** The page is hidden at a parent's request (never listed publicly). */
  pageHidden: boolean;
}

export interface LeaderboardOptions {
  /** Leave out players whose page is hidden (the public leaderboard). */
  publicOnly?: boolean;
}

/**
 * The team's players ranked by what they raised this season (then supporters, then name), as one query: the gifts and
 * the credited sponsorships are each summed once per player and joined to the roster. `teamId` is a value
 * or SQL naming an outer row's id (the player page reads the board inside its one statement).
 */
export function leaderboardSelect(db: DbOrTx, teamId: string | SQL, options: LeaderboardOptions = {}) {
  const gifts = db
    .select({
      playerId: sql<string>`d.player_id`.as('gift_player_id'),
      raised: sql<number>`sum(${DONATION_CENTS})`.mapWith(Number).as('raised'),
      supporters: sql<number>`${SUPPORTERS}`.mapWith(Number).as('supporters'),
    })
    .from(sql`player_donations d`)
    .where(sql`d.team_id = ${teamId} and ${donationCountsThisSeason(teamId)}`)
    .groupBy(sql`d.player_id`)
    .as('g');
  const credited = db
    .select({
      playerId: sql<string>`s.credited_player_id`.as('credited_player_id'),
      sponsors: sql<number>`count(*)`.mapWith(Number).as('sponsors'),
    })
    .from(sql`sponsorships s`)
    .where(
      sql`s.team_id = ${teamId} and s.credited_player_id is not null and ${sponsorshipCountsThisSeason(teamId)}`,
    )
    .groupBy(sql`s.credited_player_id`)
    .as('c');
  const raised = sql<number>`coalesce(${gifts.raised}, 0)`.mapWith(Number);
  const supporters = sql<number>`coalesce(${gifts.supporters}, 0)`.mapWith(Number);
  return db
    .select({
      playerId: teamPlayers.id,
      fullName: teamPlayers.playerName,
      // The public name is built from these (shared/player-name.ts), never from the full name.
      firstName: teamPlayers.firstName,
      lastName: teamPlayers.lastName,
      playerNumber: teamPlayers.playerNumber,
      urlSlug: teamPlayers.urlSlug,
      pageHidden: teamPlayers.pageHidden,
      // Named, so the player page can read these rows as JSON (donations/player-page.ts).
      raisedCents: raised.as('raised_cents'),
      supporters: supporters.as('supporters'),
      sponsorsBrought: sql<number>`coalesce(${credited.sponsors}, 0)`.mapWith(Number).as('sponsors_brought'),
    })
    .from(teamPlayers)
    .leftJoin(gifts, eq(gifts.playerId, teamPlayers.id))
    .leftJoin(credited, eq(credited.playerId, teamPlayers.id))
    .where(
      and(eq(teamPlayers.teamId, teamId), options.publicOnly ? eq(teamPlayers.pageHidden, false) : undefined),
    )
    .orderBy(desc(raised), desc(supporters), asc(teamPlayers.playerName), asc(teamPlayers.playerNumber));
}

/** The team's players ranked by what they raised (leaderboardSelect), each with their public name. */
export async function teamLeaderboard(
  db: DbOrTx,
  teamId: string,
  options: LeaderboardOptions = {},
): Promise<LeaderboardRow[]> {
  const rows = await leaderboardSelect(db, teamId, options);
  return rows.map(({ firstName, lastName, playerNumber, ...row }) => ({
    ...row,
    publicName: publicPlayerName({ firstName, lastName, playerNumber }),
  }));
}
