import { and, desc, eq } from 'drizzle-orm';
import { seasonLabel } from '../../../shared/schemas/season-report';
import {
  PAST_SEASON_NOT_FOUND,
  type PastSeason,
  type PastSeasonResponse,
  type PastSeasonsResponse,
} from '../../../shared/schemas/seasons';
import { notFound } from '../../core/errors';
import type { Db } from '../../db/client';
import { teamSeasons } from '../../db/schema';
import { isUuid } from '../../http/ids';
import { ownTeamOr404 } from '../teams/ownership';

type SeasonRow = typeof teamSeasons.$inferSelect;

export function pastSeasonOf(row: SeasonRow): PastSeason {
  return {
    id: row.id,
    start: row.startDate,
    end: row.endDate,
    label: seasonLabel({ start: row.startDate, end: row.endDate }),
    archivedAt: row.archivedAt.toISOString(),
    raised: row.report.raised,
    sponsorCount: row.report.sponsorCount,
    donationCount: row.report.donationCount,
  };
}

/** The owner's past seasons, newest first (404 to anyone else, like the season report). */
export async function listPastSeasons(db: Db, userId: string, teamId: string): Promise<PastSeasonsResponse> {
  const team = await ownTeamOr404(db, userId, teamId);
  const rows = await db
    .select()
    .from(teamSeasons)
    .where(eq(teamSeasons.teamId, team.id))
    .orderBy(desc(teamSeasons.endDate));
  return { seasons: rows.map(pastSeasonOf) };
}

/** One past season with its report as it stood when the season closed. */
export async function pastSeason(
  db: Db,
  userId: string,
  teamId: string,
  seasonId: string,
): Promise<PastSeasonResponse> {
  const team = await ownTeamOr404(db, userId, teamId);
  if (!isUuid(seasonId)) throw notFound(PAST_SEASON_NOT_FOUND);
  const [row] = await db
    .select()
    .from(teamSeasons)
    .where(and(eq(teamSeasons.id, seasonId), eq(teamSeasons.teamId, team.id)));
  if (!row) throw notFound(PAST_SEASON_NOT_FOUND);
  return { season: pastSeasonOf(row), report: row.report };
}
