import type { Team } from '../../../shared/schemas/team';
import type { teams } from '../../db/schema';

type TeamRow = typeof teams.$inferSelect;

/** A team row as its owner receives it: timestamps as ISO strings, everything else as stored. */
export function toTeam({ closedAt: _closed, ...row }: TeamRow): Team {
  // closedAt is for the admin's queue alone: nobody opens a closed team's profile (decision 0044).
  return {
    ...row,
    approvedAt: row.approvedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
