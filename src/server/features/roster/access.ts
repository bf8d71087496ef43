import { and, eq } from 'drizzle-orm';
import { notFound } from '../../core/errors';
import type { DbOrTx } from '../../db/client';
import { teamPlayers, teams } from '../../db/schema';
import { isUuid } from '../../http/ids';
import { ownTeamOr404 } from '../teams/ownership';

export const PLAYER_NOT_FOUND = 'Player not found';
export const CONTACT_NOT_FOUND = 'Contact not found';

/**
 * The caller's own team, its row locked until the transaction ends: roster writes and fundraising sends
 * of one team run one at a time, so jersey checks, URL numbers and the daily email count stay true.
 */
export async function lockOwnTeam(tx: DbOrTx, userId: string, teamId: string) {
  const team = await ownTeamOr404(tx, userId, teamId);
  await lockTeam(tx, team.id);
  return team;
}

export async function lockTeam(tx: DbOrTx, teamId: string): Promise<void> {
  await tx.select({ id: teams.id }).from(teams).where(eq(teams.id, teamId)).for('update');
}

/**
 * A player of a team the caller created (player -> team -> created_by in one query); 404 otherwise, so a
 * player of someone else's team is never read.
 */
export async function ownPlayerOr404(db: DbOrTx, userId: string, playerId: string) {
  if (!isUuid(playerId)) throw notFound(PLAYER_NOT_FOUND);
  const [row] = await db
    .select({
      id: teamPlayers.id,
      playerName: teamPlayers.playerName,
      urlSlug: teamPlayers.urlSlug,
      teamId: teams.id,
      teamName: teams.name,
    })
    .from(teamPlayers)
    .innerJoin(teams, eq(teams.id, teamPlayers.teamId))
    .where(and(eq(teamPlayers.id, playerId), eq(teams.createdBy, userId)));
  if (!row) throw notFound(PLAYER_NOT_FOUND);
  return row;
}
