import { and, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import {
  FAILED_ATTEMPT_ACTIONS,
  SECURITY_ACTIONS,
  SECURITY_EVENT_LIMIT,
  SECURITY_REPORT_COLUMNS,
  SECURITY_WINDOW_HOURS,
  type SecurityEvent,
  type SecurityOverview,
} from '../../../shared/schemas/admin';
import type { AuditEvent } from '../../audit';
import type { Db } from '../../db/client';
import { jsonRows } from '../../db/json';
import { preparedPerDatabase } from '../../db/prepared';
import { rawRows } from '../../db/raw';
import { auditLogs, users } from '../../db/schema';

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

/** Rows the report reads at a time: its memory stays one page, however long the log. */
const REPORT_PAGE_ROWS = 5_000;
/** The first page is smaller, so the first rows leave at once, whatever the database's speed. */
const FIRST_PAGE_ROWS = 500;

/** A report row as PostgreSQL writes it: each cell already text, the time as JavaScript's toISOString would. */
interface ReportRow {
  id: string;
  /** The time in PostgreSQL's own text, which keeps the microseconds the keyset needs. */
  at: string;
  iso: string;
  action: string;
  comment: string;
  actor: string;
}

/**
 * Every security event, newest first, a page at a time, each page continuing from the last row of the one
 * before (a keyset on the log's (created_at, id) index). Raw SQL that returns text: mapping 80,000 rows
 * through the query builder and a Date each was most of the download's time on this thread.
 */
function reportPage(db: Db, after: { at: string; id: string } | null, rows: number): Promise<ReportRow[]> {
  const a = auditLogs;
  const continues = after
    ? sql`and (${a.createdAt}, ${a.id}) < (${after.at}::timestamptz, ${after.id}::uuid)`
    : sql``;
  return rawRows<ReportRow>(
    db,
    sql`select ${a.id} as id, ${a.createdAt}::text as at,
      to_char(${a.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as iso,
      ${a.action} as action, coalesce(${a.comment}, '') as comment, coalesce(${a.actorId}::text, '') as actor
    from ${a} where ${inArray(a.action, securityActions)} ${continues}
    order by ${a.createdAt} desc, ${a.id} desc limit ${rows}`,
  );
}

/**
 * The report's rows, a page at a time. The next page is asked for before this one is written out, so
 * PostgreSQL reads it on its own core while this thread turns the page into CSV.
 */
async function* securityReportRows(db: Db): AsyncGenerator<string[][]> {
  let rows = FIRST_PAGE_ROWS;
  let page = await reportPage(db, null, rows);
  for (;;) {
    const last = page.at(-1);
    const next =
      page.length === rows && last ? reportPage(db, { at: last.at, id: last.id }, REPORT_PAGE_ROWS) : null;
    // A download the visitor abandoned never awaits the next page: its failure must not go unhandled.
    next?.catch(() => {});
    if (page.length > 0) {
      yield page.map((event) => [event.iso, event.action, event.comment, event.actor]);
    }
    if (!next) return;
    page = await next;
    rows = REPORT_PAGE_ROWS;
  }
}

/** security_report_{YYYY-MM-DD}.csv: every security event, newest first, one row each, streamed. */
export function securityReport(db: Db, now = new Date()) {
  return {
    fileName: `security_report_${now.toISOString().slice(0, 10)}.csv`,
    columns: SECURITY_REPORT_COLUMNS,
    rows: securityReportRows(db),
  };
}
