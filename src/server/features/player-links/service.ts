import { and, eq, sql } from 'drizzle-orm';
import { publicPlayerName } from '../../../shared/player-name';
import { PLAYER_NOT_FOUND } from '../../../shared/schemas/donations';
import { teamGoalShare } from '../../../shared/schemas/player-page';
import { playerPath } from '../../../shared/slug';
import { visibleName } from '../../../shared/visible-text';
import { notFound } from '../../core/errors';
import type { DbOrTx } from '../../db/client';
import { teamPlayers, teams } from '../../db/schema';
import { isUuid } from '../../http/ids';
import { NO_TEAM } from '../teams/ownership';

/** What the QR code and the flyer of one player say. */
export interface PlayerLink {
  /** The public page's full address. */
  url: string;
  /** First name and last initial: a flyer is pinned up in public. */
  publicName: string;
  teamName: string;
  /** The player's goal, or their share of the team's; null without either. */
  goalCents: number | null;
  /** A file name without extension: 'ava-c-7'. */
  fileName: string;
}

const fileSafe = (text: string) =>
  text
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '') || 'player';

/**
 * One player of the user's own team, in one query that checks ownership: 404 'No team found' for a team
 * that is not theirs (admins and businesses included), 404 'Player not found' for a player not on it.
 */
export async function ownPlayerLink(
  db: DbOrTx,
  userId: string,
  teamId: string,
  playerId: string,
  appUrl: string,
): Promise<PlayerLink> {
  if (!isUuid(teamId)) throw notFound(NO_TEAM);
  const [row] = await db
    .select({
      teamName: teams.name,
      playerId: teamPlayers.id,
      firstName: teamPlayers.firstName,
      lastName: teamPlayers.lastName,
      playerNumber: teamPlayers.playerNumber,
      urlSlug: teamPlayers.urlSlug,
      playerGoalCents: teamPlayers.fundraisingGoalCents,
      teamGoalCents: teams.fundraisingGoalCents,
      listedPlayers:
        sql<number>`(select count(*) from team_players p where p.team_id = ${teams.id} and not p.page_hidden)`.mapWith(
          Number,
        ),
    })
    .from(teams)
    .leftJoin(
      teamPlayers,
      and(eq(teamPlayers.teamId, teams.id), isUuid(playerId) ? eq(teamPlayers.id, playerId) : sql`false`),
    )
    .where(and(eq(teams.id, teamId), eq(teams.createdBy, userId)));
  if (!row) throw notFound(NO_TEAM);
  if (!row.playerId || !row.urlSlug || row.playerNumber === null) throw notFound(PLAYER_NOT_FOUND);
  // The flyer is printed and pinned up: the public name, from the roster's two fields.
  const publicName = publicPlayerName(row);
  const own = row.playerGoalCents && row.playerGoalCents > 0 ? row.playerGoalCents : null;
  return {
    url: `${appUrl}${playerPath(row.urlSlug)}`,
    publicName,
    teamName: visibleName(row.teamName),
    goalCents: own ?? teamGoalShare(row.teamGoalCents, row.listedPlayers),
    fileName: `${fileSafe(publicName)}-${row.playerNumber}`,
  };
}
