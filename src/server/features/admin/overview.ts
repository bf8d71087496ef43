import { inArray, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { LISTED_STATUSES, REVIEW_QUEUE_STATUSES } from '../../../shared/constants';
import type { AdminOverview } from '../../../shared/schemas/admin';
import type { Db } from '../../db/client';
import { businesses, teams } from '../../db/schema';
import { cachedByVersion } from '../../http/versioned-cache';

/**
 * Total, verified (approved or verified) and waiting (pending or under review, not closed with its owner's
 * account), in one pass over the table.
 */
function statusCounts(status: AnyPgColumn, closedAt: AnyPgColumn) {
  return {
    total: sql<number>`count(*)::int`,
    verified: sql<number>`(count(*) filter (where ${inArray(status, LISTED_STATUSES)}))::int`,
    pending: sql<number>`(count(*) filter (where ${inArray(status, REVIEW_QUEUE_STATUSES)} and ${closedAt} is null))::int`,
  };
}

async function countAll(db: Db): Promise<AdminOverview> {
  const [[team], [business]] = await Promise.all([
    db.select(statusCounts(teams.verificationStatus, teams.closedAt)).from(teams),
    db.select(statusCounts(businesses.verificationStatus, businesses.closedAt)).from(businesses),
  ]);
  return {
    totalTeams: team?.total ?? 0,
    totalBusinesses: business?.total ?? 0,
    verifiedTeams: team?.verified ?? 0,
    verifiedBusinesses: business?.verified ?? 0,
    pendingTeams: team?.pending ?? 0,
    pendingBusinesses: business?.pending ?? 0,
  };
}

/**
 * The counters as JSON text, counted again only when a team or business has changed: they are whole-table
 * counts (10,000 teams: a millisecond of database time per read), and the listing cache's version moves
 * on every committed change to teams and businesses (docs/decisions/0016-listing-cache.md).
 */
export async function adminOverview(db: Db) {
  return cachedByVersion(db, 'admin:overview', () => countAll(db));
}
