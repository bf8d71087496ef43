import { eq } from 'drizzle-orm';
import { LEAGUE_NOT_FOUND } from '../../../shared/schemas/leagues';
import { AppError } from '../../core/errors';
import type { DbOrTx } from '../../db/client';
import { leagues } from '../../db/schema';

/** The signed-in user runs no league: the league page offers to start one. */
export const noLeague = () => new AppError(404, 'NO_LEAGUE', LEAGUE_NOT_FOUND);

/** The league the user owns (one per account), or null; the ownership check lives in the query. */
export async function findOwnLeague(db: DbOrTx, userId: string) {
  const [league] = await db.select().from(leagues).where(eq(leagues.ownerId, userId));
  return league ?? null;
}

/** The user's own league, or 404 NO_LEAGUE. */
export async function ownLeagueOr404(db: DbOrTx, userId: string) {
  const league = await findOwnLeague(db, userId);
  if (!league) throw noLeague();
  return league;
}
