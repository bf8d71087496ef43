import { splitFullName } from '../../../shared/player-name';
import {
  type ImportPreview,
  type ImportRowError,
  importFieldKey,
  NAME_NOT_SPLIT,
  PLAYER_NAME_REQUIRED,
  type Player,
  type PlayerValues,
  playerInputSchema,
} from '../../../shared/schemas/roster';
import { visibleName } from '../../../shared/visible-text';
import { AppError } from '../../core/errors';
import type { Db, DbOrTx } from '../../db/client';
import { teamPlayers } from '../../db/schema';
import { zodFields } from '../../http/validate';
import { ownTeamOr404 } from '../teams/ownership';
import { lockOwnTeam } from './access';
import {
  jerseyTaken,
  newPlayerRows,
  playerColumns,
  rosterDefaultGoal,
  rosterJerseys,
  toPlayer,
} from './players';

interface CheckedRows {
  players: PlayerValues[];
  errors: ImportRowError[];
}

type SingleNameRow = { playerName: unknown; firstName?: undefined; lastName?: undefined };

const isSingleNameRow = (raw: unknown): raw is SingleNameRow =>
  typeof raw === 'object' &&
  raw !== null &&
  'playerName' in raw &&
  !('firstName' in raw) &&
  !('lastName' in raw);

/**
 * A row of an old file with one name column, as a player row: its name split where the split is clear
 * (the rule migration 0011 used on the roster), or the row's error. Other rows pass as they are.
 */
function withSplitName(raw: unknown): { row: unknown } | { error: Record<string, string[]> } {
  if (!isSingleNameRow(raw)) return { row: raw };
  const { playerName, ...rest } = raw;
  const name = typeof playerName === 'string' ? visibleName(playerName) : '';
  if (!name) return { error: { playerName: [PLAYER_NAME_REQUIRED] } };
  const split = splitFullName(name);
  return split ? { row: { ...rest, ...split } } : { error: { playerName: [NAME_NOT_SPLIT] } };
}

/**
 * Every row against the player schema, then jersey numbers against the roster and against the rows
 * before it in the file. Row numbers in messages are 1-based, as the preview shows them.
 */
export function checkRows(rows: unknown[], takenJerseys: Set<number>): CheckedRows {
  const players: PlayerValues[] = [];
  const errors: ImportRowError[] = [];
  const firstRowOf = new Map<number, number>();
  rows.forEach((raw, row) => {
    const named = withSplitName(raw);
    if ('error' in named) {
      errors.push({ row, fields: named.error });
      return;
    }
    const parsed = playerInputSchema.safeParse(named.row);
    if (!parsed.success) {
      errors.push({ row, fields: zodFields(parsed.error) });
      return;
    }
    const jersey = parsed.data.jerseyNumber;
    if (jersey != null) {
      const earlier = firstRowOf.get(jersey);
      if (takenJerseys.has(jersey)) {
        errors.push({ row, fields: { jerseyNumber: [jerseyTaken(jersey)] } });
      } else if (earlier !== undefined) {
        errors.push({
          row,
          fields: { jerseyNumber: [`Jersey number ${jersey} is also on row ${earlier + 1}`] },
        });
      } else {
        firstRowOf.set(jersey, row);
      }
    }
    players.push(parsed.data);
  });
  return { players, errors };
}

/** The dry run: what an import would do, nothing written. */
export async function previewImport(
  db: DbOrTx,
  userId: string,
  teamId: string,
  rows: unknown[],
): Promise<ImportPreview> {
  const team = await ownTeamOr404(db, userId, teamId);
  const { errors } = checkRows(rows, await rosterJerseys(db, team.id));
  return { total: rows.length, errors };
}

/** All rows in one transaction, or none: any row with an error refuses the whole file (422). */
export async function importPlayers(
  db: Db,
  userId: string,
  teamId: string,
  rows: unknown[],
): Promise<Player[]> {
  return db.transaction(async (tx) => {
    const team = await lockOwnTeam(tx, userId, teamId);
    const { players, errors } = checkRows(rows, await rosterJerseys(tx, team.id));
    if (errors.length > 0) throw importRefused(errors);
    const inserted = await tx
      .insert(teamPlayers)
      .values(await newPlayerRows(tx, team, players))
      .returning(playerColumns);
    const defaultGoal = await rosterDefaultGoal(tx, team);
    return inserted.map((player) => toPlayer(player, { contacts: 0, monthlyGifts: 0 }, defaultGoal));
  });
}

function importRefused(errors: ImportRowError[]): AppError {
  const fields: Record<string, string[]> = {};
  for (const { row, fields: rowFields } of errors) {
    for (const [field, messages] of Object.entries(rowFields)) fields[importFieldKey(row, field)] = messages;
  }
  const count = errors.length;
  return new AppError(
    422,
    'IMPORT_INVALID',
    `${count} ${count === 1 ? 'row has' : 'rows have'} errors, so nothing was imported.`,
    fields,
  );
}
