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
import { auditLogs, users } from '../../db/schema';
import { toCsv } from './csv';

// The security log's events are audit events; this fails to compile if one is renamed.
const securityActions: readonly AuditEvent[] = SECURITY_ACTIONS;

async function newestEvents(db: Db, limit: number): Promise<SecurityEvent[]> {
  // Each action's newest rows come straight off the (action, created_at) index.
  const rows = await db
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
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}

/** The last 24 hours' failed attempts, rate-limited attempts and data reads, and the newest 50 events. */
export async function securityOverview(db: Db): Promise<SecurityOverview> {
  const counted = [...FAILED_ATTEMPT_ACTIONS, 'AUTH_RATE_LIMITED', 'DATA_ACCESS'] as const;
  const [[counts], events] = await Promise.all([
    db
      .select({
        failedAttempts: sql<number>`(count(*) filter (where ${inArray(auditLogs.action, FAILED_ATTEMPT_ACTIONS)}))::int`,
        rateLimited: sql<number>`(count(*) filter (where ${auditLogs.action} = 'AUTH_RATE_LIMITED'))::int`,
        dataAccess: sql<number>`(count(*) filter (where ${auditLogs.action} = 'DATA_ACCESS'))::int`,
      })
      .from(auditLogs)
      .where(
        and(
          inArray(auditLogs.action, counted),
          gt(auditLogs.createdAt, sql`now() - make_interval(hours => ${SECURITY_WINDOW_HOURS})`),
        ),
      ),
    newestEvents(db, SECURITY_EVENT_LIMIT),
  ]);
  return { counts: counts ?? { failedAttempts: 0, rateLimited: 0, dataAccess: 0 }, events };
}

/** security_report_{YYYY-MM-DD}.csv: the newest security events, one row each. */
export async function securityReport(db: Db, now = new Date()): Promise<{ fileName: string; csv: string }> {
  const events = await newestEvents(db, SECURITY_REPORT_LIMIT);
  const rows = events.map((event) => [
    event.createdAt,
    event.action,
    event.comment ?? '',
    event.actorId ?? '',
  ]);
  return {
    fileName: `security_report_${now.toISOString().slice(0, 10)}.csv`,
    csv: toCsv([SECURITY_REPORT_COLUMNS, ...rows]),
  };
}
