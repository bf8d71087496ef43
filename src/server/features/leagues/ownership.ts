import { eq, getTableColumns, sql } from 'drizzle-orm';
import { LEAGUE_NOT_FOUND } from '../../../shared/schemas/leagues';
import { AppError } from '../../core/errors';
import type { DbOrTx } from '../../db/client';
import { leagues } from '../../db/schema';

/** The signed-in user runs no league: the league page offers to start one. */
export const noLeague = () => new AppError(404, 'NO_LEAGUE', LEAGUE_NOT_FOUND);

const { logo: _bytes, ...columns } = getTableColumns(leagues);
/** A league's row without its logo's bytes (served by their own route), and whether it has one. */
export const LEAGUE_ROW = { ...columns, hasLogo: sql<boolean>`${leagues.logo} is not null` };
export type LeagueRow = Omit<typeof leagues.$inferSelect, 'logo'> & { hasLogo: boolean };

/** The league the user owns (one per account), or null; the ownership check lives in the query. */
export async function findOwnLeague(db: DbOrTx, userId: string): Promise<LeagueRow | null> {
  const [league] = await db.select(LEAGUE_ROW).from(leagues).where(eq(leagues.ownerId, userId));
  return league ?? null;
}

/** The user's own league, or 404 NO_LEAGUE. */
export async function ownLeagueOr404(db: DbOrTx, userId: string) {
  const league = await findOwnLeague(db, userId);
  if (!league) throw noLeague();
  return league;
}
