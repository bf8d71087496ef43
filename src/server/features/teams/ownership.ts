import { and, asc, eq } from 'drizzle-orm';
import { notFound } from '../../core/errors';
import type { DbOrTx } from '../../db/client';
import { teams } from '../../db/schema';
import { isUuid } from '../../http/ids';

export const NO_TEAM = 'No team found';

/**
 * The team the user created, or null. A user manages one team (the first one they created); the
 * ownership check lives in the query, so another user's team is never read.
 */
export async function findOwnTeam(db: DbOrTx, userId: string) {
  const [team] = await db
    .select()
    .from(teams)
    .where(eq(teams.createdBy, userId))
    .orderBy(asc(teams.createdAt))
    .limit(1);
  return team ?? null;
}

/** The team `teamId` if `userId` created it; 404 otherwise, so a stranger learns nothing. */
export async function ownTeamOr404(db: DbOrTx, userId: string, teamId: string) {
  if (!isUuid(teamId)) throw notFound(NO_TEAM);
  const [team] = await db
    .select()
    .from(teams)
    .where(and(eq(teams.id, teamId), eq(teams.createdBy, userId)));
  if (!team) throw notFound(NO_TEAM);
  return team;
}
