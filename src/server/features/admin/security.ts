import { and, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import {
  FAILED_ATTEMPT_ACTIONS,
  SECURITY_ACTIONS,
  SECURITY_EVENT_LIMIT,
  SECURITY_REPORT_COLUMNS,
  SECURITY_REPORT_LIMIT,
  SECURITY_WINDOW_HOURS,
  type SecurityEvent,
  type SecurityOverview,
} from '../../../shared/schemas/admin';
import type { AuditEvent } from '../../audit';
import type { Db } from '../../db/client';
import { jsonRows } from '../../db/json';
import { preparedPerDatabase } from '../../db/prepared';
import { auditLogs, users } from '../../db/schema';
import { toCsv } from '../../http/csv';

// The security log's events are audit events; this fails to compile if one is renamed.
const securityActions: readonly AuditEvent[] = SECURITY_ACTIONS;

/** The newest `limit` security events. */
function newestEventsSelect(db: Db, limit: number) {
  // Each action's newest rows come straight off the (action, created_at) index.
  return db
    .select({
      id: auditLogs.id,
      createdAt: auditLogs.createdAt,
      action: auditLogs.action,
      comment: auditLogs.comment,
      actorId: auditLogs.actorId,
      actorEmail: users.email,
      details: auditLogs.afterSnapshot,
    })
    .from(auditLogs)
    .leftJoin(users, eq(users.id, auditLogs.actorId))
    .where(inArray(auditLogs.action, securityActions))
    .orderBy(desc(auditLogs.createdAt), desc(auditLogs.id))
    .limit(limit);
}

/** newestEventsSelect's rows as JSON (its column names are the keys, timestamps ISO strings). */
interface EventJsonRow {
  id: string;
  created_at: string;
  action: SecurityEvent['action'];
  comment: string | null;
  actor_id: string | null;
  email: string | null;
  after_snapshot: SecurityEvent['details'];
}

const COUNTED_ACTIONS = [...FAILED_ATTEMPT_ACTIONS, 'AUTH_RATE_LIMITED', 'DATA_ACCESS'] as const;

/**
 * The last 24 hours' failed attempts, rate-limited attempts and data reads, and the newest events as JSON:
 * one statement, prepared once per database (db/prepared.ts).
 */
const overviewQuery = preparedPerDatabase((db) =>
  db
    .select({
      failedAttempts: sql<number>`(count(*) filter (where ${inArray(auditLogs.action, FAILED_ATTEMPT_ACTIONS)}))::int`,
      rateLimited: sql<number>`(count(*) filter (where ${auditLogs.action} = 'AUTH_RATE_LIMITED'))::int`,
      dataAccess: sql<number>`(count(*) filter (where ${auditLogs.action} = 'DATA_ACCESS'))::int`,
      events: sql<EventJsonRow[]>`${jsonRows(newestEventsSelect(db, SECURITY_EVENT_LIMIT))}`,
    })
    .from(auditLogs)
    .where(
      and(
        inArray(auditLogs.action, COUNTED_ACTIONS),
        gt(auditLogs.createdAt, sql`now() - make_interval(hours => ${SECURITY_WINDOW_HOURS})`),
      ),
    )
    .prepare('security_overview'),
);

/** The last 24 hours' failed attempts, rate-limited attempts and data reads, and the newest 50 events. */
export async function securityOverview(db: Db): Promise<SecurityOverview> {
  // An aggregate without GROUP BY always answers one row.
  const [row] = await overviewQuery(db).execute();
  const { events, ...counts } = row!;
  return {
    counts,
    events: events.map((event) => ({
      id: event.id,
      createdAt: new Date(event.created_at).toISOString(),
      action: event.action,
      comment: event.comment,
      actorId: event.actor_id,
      actorEmail: event.email,
      details: event.after_snapshot,
    })),
  };
}

/** security_report_{YYYY-MM-DD}.csv: the newest security events, one row each. */
export async function securityReport(db: Db, now = new Date()): Promise<{ fileName: string; csv: string }> {
  const events = await newestEventsSelect(db, SECURITY_REPORT_LIMIT);
  const rows = events.map((event) => [
    event.createdAt.toISOString(),
    event.action,
    event.comment ?? '',
    event.actorId ?? '',
  ]);
  return {
    fileName: `security_report_${now.toISOString().slice(0, 10)}.csv`,
    csv: toCsv([SECURITY_REPORT_COLUMNS, ...rows]),
  };
}
