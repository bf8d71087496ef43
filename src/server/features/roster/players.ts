import { and, asc, count, eq, ne, type SQL, sql } from 'drizzle-orm';
import { PAID_DONATION_STATUSES } from '../../../shared/constants';
import { teamGoalShare } from '../../../shared/schemas/player-page';
import type { Player, PlayerUpdate, PlayerValues } from '../../../shared/schemas/roster';
import { nextPlayerNumber, playerUrlSlug } from '../../../shared/slug';
import type { Deps } from '../../core/deps';
import { conflict, notFound } from '../../core/errors';
import type { Db, DbOrTx } from '../../db/client';
import { playerContacts, teamPlayers } from '../../db/schema';
import { isUuid } from '../../http/ids';
import { cancelAtProvider, runningMonthlyGifts, stopMonthlyGifts } from '../donations/player-leaves';
import { ownTeamOr404 } from '../teams/ownership';
import { lockOwnTeam, PLAYER_NOT_FOUND } from './access';
import { isUniqueViolation } from './unique-violation';

export const playerColumns = {
  id: teamPlayers.id,
  playerName: teamPlayers.playerName,
  firstName: teamPlayers.firstName,
  lastName: teamPlayers.lastName,
  nameNeedsReview: teamPlayers.nameNeedsReview,
  jerseyNumber: teamPlayers.jerseyNumber,
  parentName: teamPlayers.parentName,
  parentEmail: teamPlayers.parentEmail,
  urlSlug: teamPlayers.urlSlug,
  playerNumber: teamPlayers.playerNumber,
  fundraisingGoalCents: teamPlayers.fundraisingGoalCents,
  pageHidden: teamPlayers.pageHidden,
  photoConsentAt: teamPlayers.photoConsentAt,
};

type PlayerRow = Pick<typeof teamPlayers.$inferSelect, keyof typeof playerColumns>;

/** What a removal would stop: the player's monthly gifts still renewing (donations/player-leaves.ts). */
const monthlyGiftCount = sql<number>`(select count(*) from player_donations d where d.player_id = ${teamPlayers.id} and d.is_recurring and d.renews_donation_id is null and d.cancelled_at is null and d.subscription_id is not null and d.status in (${sql.join(
  PAID_DONATION_STATUSES.map((status) => sql`${status}`),
  sql`, `,
)}))::int`;

/** A row as the API answers it: the consent as ISO text, its counts and the roster's default goal. */
export function toPlayer(
  row: PlayerRow,
  counts: { contacts: number; monthlyGifts: number },
  defaultGoalCents: number | null,
): Player {
  return {
    ...row,
    photoConsentAt: row.photoConsentAt?.toISOString() ?? null,
    contactCount: counts.contacts,
    monthlyGifts: counts.monthlyGifts,
    defaultGoalCents,
  };
}

/**
 * The team's goal split across the players whose page is not hidden, as the roster stands now: the
 * figure the player page falls back to (teamGoalShare).
 */
export async function rosterDefaultGoal(
  tx: DbOrTx,
  team: { id: string; fundraisingGoalCents: number | null },
): Promise<number | null> {
  if (team.fundraisingGoalCents == null) return null;
  const [listed] = await tx
    .select({ n: count() })
    .from(teamPlayers)
    .where(and(eq(teamPlayers.teamId, team.id), eq(teamPlayers.pageHidden, false)));
  return teamGoalShare(team.fundraisingGoalCents, listed?.n ?? 0);
}

/** player_name, the coach's full name, is always the two fields joined (issue 18, hole 6). */
const fullName = (name: { firstName: string; lastName: string }) => `${name.firstName} ${name.lastName}`;

export const jerseyTaken = (jersey: number) => `Jersey number ${jersey} is already taken`;

function jerseyConflict(jersey: number) {
  const message = jerseyTaken(jersey);
  return conflict('JERSEY_TAKEN', message, { jerseyNumber: [message] });
}

/**
 * The team's lock keeps two adds of one jersey number apart; the partial unique index is the last word
 * for any writer that did not take it, and its violation reads the same as the check.
 */
async function guardJersey<T>(jersey: number | null | undefined, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (jersey != null && isUniqueViolation(error, 'team_players_team_jersey_key')) {
      throw jerseyConflict(jersey);
    }
    throw error;
  }
}

/** Ordered by jersey number, players without one last, then by name; contact counts in the same query. */
export async function listPlayers(db: DbOrTx, userId: string, teamId: string): Promise<Player[]> {
  const team = await ownTeamOr404(db, userId, teamId);
  const rows = await db
    .select({ ...playerColumns, contactCount: count(playerContacts.id), monthlyGifts: monthlyGiftCount })
    .from(teamPlayers)
    .leftJoin(playerContacts, eq(playerContacts.playerId, teamPlayers.id))
    .where(eq(teamPlayers.teamId, team.id))
    .groupBy(teamPlayers.id)
    .orderBy(
      sql`${teamPlayers.jerseyNumber} asc nulls last`,
      asc(teamPlayers.playerName),
      asc(teamPlayers.createdAt),
    );
  const listed = rows.filter((row) => !row.pageHidden).length;
  const defaultGoal = teamGoalShare(team.fundraisingGoalCents, listed);
  return rows.map(({ contactCount, monthlyGifts, ...row }) =>
    toPlayer(row, { contacts: contactCount, monthlyGifts }, defaultGoal),
  );
}

export async function rosterJerseys(tx: DbOrTx, teamId: string): Promise<Set<number>> {
  const rows = await tx
    .select({ jersey: teamPlayers.jerseyNumber })
    .from(teamPlayers)
    .where(eq(teamPlayers.teamId, teamId));
  return new Set(rows.flatMap((row) => (row.jersey == null ? [] : [row.jersey])));
}

/**
 * Rows to insert for new players, each with its URL number (DECISIONS: the jersey number, or the team's
 * next free sequence number), taken in order so players added together never share one.
 */
export async function newPlayerRows(
  tx: DbOrTx,
  team: { id: string; slug: string },
  players: PlayerValues[],
): Promise<(typeof teamPlayers.$inferInsert)[]> {
  const taken = await tx
    .select({ n: teamPlayers.playerNumber })
    .from(teamPlayers)
    .where(eq(teamPlayers.teamId, team.id));
  const numbers = taken.map((row) => row.n);
  return players.map((player) => {
    const playerNumber = nextPlayerNumber(player.jerseyNumber, numbers);
    numbers.push(playerNumber);
    return {
      teamId: team.id,
      playerName: fullName(player),
      firstName: player.firstName,
      lastName: player.lastName,
      jerseyNumber: player.jerseyNumber ?? null,
      parentName: player.parentName ?? null,
      parentEmail: player.parentEmail ?? null,
      fundraisingGoalCents: player.fundraisingGoalCents ?? null,
      playerNumber,
      urlSlug: playerUrlSlug(team.slug, playerNumber),
    };
  });
}

async function assertJerseyFree(tx: DbOrTx, teamId: string, jersey: number, exceptPlayerId?: string) {
  const conditions: SQL[] = [eq(teamPlayers.teamId, teamId), eq(teamPlayers.jerseyNumber, jersey)];
  if (exceptPlayerId) conditions.push(ne(teamPlayers.id, exceptPlayerId));
  const [clash] = await tx
    .select({ id: teamPlayers.id })
    .from(teamPlayers)
    .where(and(...conditions))
    .limit(1);
  if (clash) throw jerseyConflict(jersey);
}

export async function addPlayer(
  db: Db,
  userId: string,
  teamId: string,
  input: PlayerValues,
): Promise<Player> {
  return guardJersey(input.jerseyNumber, () =>
    db.transaction(async (tx) => {
      const team = await lockOwnTeam(tx, userId, teamId);
      if (input.jerseyNumber != null) await assertJerseyFree(tx, team.id, input.jerseyNumber);
      const [player] = await tx
        .insert(teamPlayers)
        .values(await newPlayerRows(tx, team, [input]))
        .returning(playerColumns);
      return toPlayer(player!, { contacts: 0, monthlyGifts: 0 }, await rosterDefaultGoal(tx, team));
    }),
  );
}

/**
 * Changes the given fields; the URL (player_number, url_slug) stays, so shared links keep working.
 * Consent keeps the moment it was first recorded; withdrawing it clears the moment. A new name (both
 * fields, the schema sees to that) is the coach's confirmation of a name migration 0011 could not split.
 */
export async function updatePlayer(
  db: Db,
  userId: string,
  teamId: string,
  playerId: string,
  input: PlayerUpdate,
): Promise<Player> {
  return guardJersey(input.jerseyNumber, () =>
    db.transaction(async (tx) => {
      const team = await lockOwnTeam(tx, userId, teamId);
      if (!isUuid(playerId)) throw notFound(PLAYER_NOT_FOUND);
      if (input.jerseyNumber != null) await assertJerseyFree(tx, team.id, input.jerseyNumber, playerId);
      const { photoConsent, ...fields } = input;
      const name =
        fields.firstName !== undefined && fields.lastName !== undefined
          ? {
              playerName: fullName({ firstName: fields.firstName, lastName: fields.lastName }),
              nameNeedsReview: false,
            }
          : {};
      const consent =
        photoConsent === undefined
          ? {}
          : { photoConsentAt: photoConsent ? sql`coalesce(${teamPlayers.photoConsentAt}, now())` : null };
      const [player] = await tx
        .update(teamPlayers)
        .set({ ...fields, ...name, ...consent, updatedAt: new Date() })
        .where(and(eq(teamPlayers.id, playerId), eq(teamPlayers.teamId, team.id)))
        .returning(playerColumns);
      if (!player) throw notFound(PLAYER_NOT_FOUND);
      const [counts] = await tx
        .select({ contacts: count(playerContacts.id), monthlyGifts: monthlyGiftCount })
        .from(teamPlayers)
        .leftJoin(playerContacts, eq(playerContacts.playerId, teamPlayers.id))
        .where(eq(teamPlayers.id, player.id))
        .groupBy(teamPlayers.id);
      return toPlayer(player, counts!, await rosterDefaultGoal(tx, team));
    }),
  );
}

/**
 * Removes the player and, with them, their contacts (cascade); donations keep their money history. Their
 * running monthly gifts stop first, at the provider, and each donor is told (donations/player-leaves.ts).
 * Answers how many monthly gifts stopped.
 */
export async function removePlayer(
  deps: Deps,
  userId: string,
  teamId: string,
  playerId: string,
  appUrl: string,
): Promise<number> {
  const { db } = deps.database;
  const team = await ownTeamOr404(db, userId, teamId);
  if (!isUuid(playerId)) throw notFound(PLAYER_NOT_FOUND);
  const ours = and(eq(teamPlayers.id, playerId), eq(teamPlayers.teamId, team.id));
  // Another team's player is a 404 before anything of theirs is touched, at the provider included.
  const [known] = await db.select({ id: teamPlayers.id }).from(teamPlayers).where(ours);
  if (!known) throw notFound(PLAYER_NOT_FOUND);
  const gifts = await runningMonthlyGifts(db, [playerId]);
  await cancelAtProvider(deps, gifts);
  const stopped = await db.transaction(async (tx) => {
    const [player] = await tx.select({ id: teamPlayers.id }).from(teamPlayers).where(ours).for('update');
    if (!player) throw notFound(PLAYER_NOT_FOUND);
    const stopped = await stopMonthlyGifts(tx, deps, gifts, appUrl);
    await tx.delete(teamPlayers).where(eq(teamPlayers.id, player.id));
    return stopped;
  });
  if (stopped > 0) deps.mail?.kick();
  return stopped;
}
