import { teamPlayers } from './schema';

/**
 * The roster fields a public player name is made from (shared/player-name.ts's publicPlayerName), to
 * spread into a select that joins team_players; all null when a gift's player was removed.
 */
export const playerNameColumns = {
  firstName: teamPlayers.firstName,
  lastName: teamPlayers.lastName,
  playerNumber: teamPlayers.playerNumber,
};
