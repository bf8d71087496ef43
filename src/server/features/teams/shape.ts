import type { Team } from '../../../shared/schemas/team';
import type { teams } from '../../db/schema';

type TeamRow = typeof teams.$inferSelect;

/** A team row as its owner receives it: timestamps as ISO strings, everything else as stored. */
export function toTeam({
  closedAt: _closed,
  planLimitNotifiedAt: _notified,
  planNoticeDue: _due,
  leagueId: _league,
  ...row
}: TeamRow): Team {
  // closedAt is for the admin's queue alone: nobody opens a closed team's profile (decision 0044). The
  // plan columns are the server's bookkeeping of its mails (decision 0047); the league has its own
  // route, with its name (GET /api/teams/:teamId/league).
  return {
    ...row,
    approvedAt: row.approvedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
