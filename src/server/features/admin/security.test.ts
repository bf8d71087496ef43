import { eq, sql } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../../tests/support/app';
import { createUser } from '../../../../tests/support/factories';
import { signedInAdmin } from '../../../../tests/support/features/admin';
import { SECURITY_EVENT_LIMIT, type SecurityOverview } from '../../../shared/schemas/admin';
import type { AuditEvent } from '../../audit';
import { auditLogs } from '../../db/schema';
import { csvCell, toCsv } from '../../http/csv';

/** GET /api/admin/security and the CSV report. */

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;
beforeAll(async () => {
  t = await startTestApp();
  admin = await signedInAdmin(t);
});

// Every test writes the log rows it counts, on an otherwise empty log.
beforeEach(async () => {
  await t.db.delete(auditLogs);
});

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000);
const logRow = (action: AuditEvent, hours: number, extra: Partial<typeof auditLogs.$inferInsert> = {}) =>
  t.db
    .insert(auditLogs)
    .values({ action, createdAt: hoursAgo(hours), comment: `${action} ${hours}h`, ...extra });

const overview = async () => {
  const res = await admin.client.get<SecurityOverview>('/api/admin/security');
  expect(res.status).toBe(200);
  return res.body;
};

describe('the counters', () => {
  it('count failed attempts, rate limits and data access of the last 24 hours only', async () => {
    await logRow('AUTH_SIGNIN_FAILED', 1);
    await logRow('AUTH_SIGNUP_FAILED', 23.5);
    await logRow('AUTH_SIGNIN_FAILED', 24.5);
    await logRow('AUTH_RATE_LIMITED', 2);
    await logRow('AUTH_RATE_LIMITED', 48);
    await logRow('DATA_ACCESS', 0.1);
    await logRow('DATA_ACCESS', 0.2);
    await logRow('DATA_ACCESS', 30);
    await logRow('AUTH_SIGNIN_SUCCESS', 1);
    await logRow('SECURITY_EVENT', 1);
    expect((await overview()).counts).toEqual({ failedAttempts: 2, rateLimited: 1, dataAccess: 2 });
  });
});

describe('the events', () => {
  it('lists only security events, newest first, with the actor’s email and the details', async () => {
    const actor = await createUser(t, { email: 'watcher@example.com' });
    await logRow('DATA_ACCESS', 1, { actorId: actor.id, afterSnapshot: { list: 'teams' } });
    await logRow('AUTH_SIGNIN_SUCCESS', 0.5);
    await logRow('ROLE_ASSIGNED', 0.4);
    await logRow('SECURITY_EVENT', 0.3, { comment: 'Suspicious request' });
    const { events } = await overview();
    expect(events.map((event) => event.action)).toEqual(['SECURITY_EVENT', 'DATA_ACCESS']);
    expect(events[1]).toMatchObject({
      comment: 'DATA_ACCESS 1h',
      actorId: actor.id,
      actorEmail: 'watcher@example.com',
      details: { list: 'teams' },
    });
    expect(events[0]).toMatchObject({ comment: 'Suspicious request', actorId: null, actorEmail: null });
    expect(new Date(events[0]!.createdAt).getTime()).toBeGreaterThan(
      new Date(events[1]!.createdAt).getTime(),
    );
  });

  it('shows the newest 50', async () => {
    const actions: AuditEvent[] = [
      'AUTH_SIGNIN_FAILED',
      'AUTH_SIGNUP_FAILED',
      'AUTH_RATE_LIMITED',
      'DATA_ACCESS',
    ];
    await t.db.insert(auditLogs).values(
      Array.from({ length: SECURITY_EVENT_LIMIT + 5 }, (_, i) => ({
        action: actions[i % actions.length]!,
        comment: `event ${i}`,
        createdAt: hoursAgo(i),
      })),
    );
    const { events } = await overview();
    expect(events).toHaveLength(SECURITY_EVENT_LIMIT);
    expect(events[0]!.comment).toBe('event 0');
    expect(events.at(-1)!.comment).toBe(`event ${SECURITY_EVENT_LIMIT - 1}`);
  });
});

describe('the report', () => {
  it('downloads security_report_{date}.csv with the columns and one row per event', async () => {
    const actor = await createUser(t);
    await logRow('AUTH_SIGNIN_FAILED', 2, { comment: 'Wrong email or password' });
    await logRow('DATA_ACCESS', 1, { actorId: actor.id, comment: 'Admin viewed the list of all teams' });
    const res = await admin.client.get<string>('/api/admin/security/report.csv');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const today = new Date().toISOString().slice(0, 10);
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="security_report_${today}.csv"`,
    );
    const lines = res.body.split('\r\n');
    expect(lines[0]).toBe('"Date","Event Type","Description","Actor ID"');
    expect(lines[1]).toMatch(
      /^"\d{4}-\d{2}-\d{2}T[\d:.]+Z","DATA_ACCESS","Admin viewed the list of all teams","/,
    );
    expect(lines[1]).toContain(`"${actor.id}"`);
    expect(lines[2]).toMatch(/"AUTH_SIGNIN_FAILED","Wrong email or password",""$/);
    expect(lines).toHaveLength(4);
    expect(lines[3]).toBe('');
  });

  it('has every event, newest first, once each, however many pages it is read in', async () => {
    // 12,345 events, many sharing one microsecond-precise time (PostgreSQL's, which a Date would round):
    // the pages must continue from their last row without skipping or repeating one.
    const base = Date.now() - 3_600_000;
    const rows = Array.from({ length: 12_345 }, (_, i) => ({
      action: 'SECURITY_EVENT',
      comment: `event ${i}`,
      createdAt: new Date(base + Math.floor(i / 1_000) * 1_000),
    }));
    for (let i = 0; i < rows.length; i += 2_000)
      await t.db.insert(auditLogs).values(rows.slice(i, i + 2_000));
    await t.db.execute(sql`update audit_logs set created_at = created_at + (random() * interval '1 ms')`);
    const res = await admin.client.get<string>('/api/admin/security/report.csv');
    expect(res.status).toBe(200);
    const lines = res.body.split('\r\n').slice(1, -1);
    expect(lines).toHaveLength(12_345);
    const comments = lines.map((line) => /"(event \d+)"/.exec(line)![1]);
    expect(new Set(comments).size).toBe(12_345);
    const times = lines.map((line) => line.slice(1, 25));
    expect(times).toEqual([...times].sort().reverse());
    // Each time is written exactly as the row's Date would write itself, milliseconds included.
    const stored = await t.db
      .select({ comment: auditLogs.comment, createdAt: auditLogs.createdAt })
      .from(auditLogs)
      .where(eq(auditLogs.action, 'SECURITY_EVENT'));
    const isoOf = new Map(stored.map((row) => [row.comment ?? undefined, row.createdAt.toISOString()]));
    expect(times).toEqual(comments.map((comment) => isoOf.get(comment)));
  });

  it('neutralises cells a spreadsheet would run as a formula, and escapes quotes', async () => {
    await logRow('SECURITY_EVENT', 1, { comment: '=HYPERLINK("http://evil.example","click")' });
    await logRow('SECURITY_EVENT', 2, { comment: '+1 then -1 @home' });
    const res = await admin.client.get<string>('/api/admin/security/report.csv');
    expect(res.body).toContain('"\'=HYPERLINK(""http://evil.example"",""click"")"');
    expect(res.body).toContain('"\'+1 then -1 @home"');
  });
});

describe('csv cells', () => {
  it.each([
    ['=1+1', `"'=1+1"`],
    ['+1', `"'+1"`],
    ['-2', `"'-2"`],
    ['@SUM(A1)', `"'@SUM(A1)"`],
    ['\tx', `"'\tx"`],
    ['\rx', `"'\rx"`],
    ['plain, with "quotes"', '"plain, with ""quotes"""'],
    ['a=b', '"a=b"'],
    ['', '""'],
  ])('%j becomes %s', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it('ends every row with CRLF', () => {
    expect(
      toCsv([
        ['a', 'b'],
        ['c', 'd'],
      ]),
    ).toBe('"a","b"\r\n"c","d"\r\n');
  });
});
