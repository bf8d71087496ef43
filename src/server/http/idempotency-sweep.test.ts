import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  ACCESS_TABLE,
  ACTORS,
  type AccessRow,
  type Actor,
  accessWorld,
  expectedFor,
  freshClient,
  sendCall,
  statusMatches,
  type World,
  worldClient,
} from '../../../tests/support/access-table';
import { startTestApp, type TestApp } from '../../../tests/support/app';

/**
 * Issue 19: every mutating API call, replayed with the same Idempotency-Key, answers what the first call
 * answered and changes nothing in the database (no second row, no second email in the outbox). The calls
 * are the access table's (tests/support/access-table.ts), so a new route is swept as soon as it has a row.
 */

const CHANGES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const mutating = ACCESS_TABLE.filter((row) => CHANGES.has(row.route.split(' ')[0]!));

/** Tables a replay may touch: the key's own row, and the session's last-seen time. */
const MOVING = new Set(['idempotent_requests', 'sessions']);

let t: TestApp;
let w: World;
let tables: string[];

beforeAll(async () => {
  t = await startTestApp({ TRUST_PROXY: 'true' });
  w = await accessWorld(t);
  const rows = await t.db.execute(
    sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  );
  tables = rowsOf<{ name: string }>(rows)
    .map((row) => row.name)
    .filter((name) => !MOVING.has(name) && !name.startsWith('__drizzle'));
});

function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}

/** Every row of every table but MOVING, as one hash per table. */
async function snapshot(): Promise<Record<string, string>> {
  const union = tables
    .map(
      (name) =>
        `select '${name}' as name, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as hash from "${name}" t`,
    )
    .join(' union all ');
  const rows = rowsOf<{ name: string; hash: string }>(await t.db.execute(sql.raw(union)));
  return Object.fromEntries(rows.map((row) => [row.name, row.hash]));
}

/** The caller a row lets succeed, owners first. */
function succeedingActor(row: AccessRow): Actor | undefined {
  const order: Actor[] = ['teamOwner', 'businessOwner', 'admin', ...ACTORS];
  return order.find((actor) => {
    const expected = expectedFor(row, actor);
    return (
      expected !== undefined &&
      statusMatches(200, expected === '2xx' ? '2xx' : expected < 300 ? '2xx' : expected)
    );
  });
}

it('sweeps every mutating route that some caller may use', () => {
  expect(mutating.length).toBeGreaterThan(50);
  const nobody = mutating.filter((row) => !succeedingActor(row)).map((row) => row.route);
  // With the sandbox provider active, the Stripe webhook answers 404 to everyone.
  expect(nobody).toEqual(['POST /api/payments/stripe/webhook']);
});

/**
 * Answers that set a cookie are not kept (http/idempotency.ts): the repeat runs again, and each of these
 * routes is safe to repeat by its own state. What it answers the second time is its own test's business
 * (a spent link says what was done); here it must not fail and must mail nothing more.
 */
const SETS_COOKIE = new Set([
  'POST /api/auth/sign-in',
  'POST /api/auth/sign-out',
  'POST /api/auth/confirm-email',
  'POST /api/account/password-reset',
  'POST /api/account/sign-out-everywhere',
  'POST /api/account/delete',
  'POST /api/giving/session',
  'POST /api/giving/sign-out',
]);

async function outboxSize(): Promise<number> {
  const rows = rowsOf<{ n: number }>(await t.db.execute(sql`select count(*)::int as n from email_outbox`));
  return rows[0]!.n;
}

async function firstCall(row: AccessRow) {
  const actor = succeedingActor(row)!;
  const method = row.route.split(' ')[0]!;
  const client = row.fresh ? await freshClient(t, actor) : worldClient(t, w, actor);
  const call = await row.call({ t, w, actor });
  const key = { 'idempotency-key': randomBytes(16).toString('hex') };
  const first = await sendCall(t, client, method, call, key);
  expect(first.status, JSON.stringify(first.body)).toBeLessThan(300);
  return { first, repeat: () => sendCall(t, client, method, call, key) };
}

const swept = mutating.filter((row) => succeedingActor(row));

describe.each(swept.filter((row) => SETS_COOKIE.has(row.route)))('$route', (row) => {
  it('sets a cookie, so a repeat runs again: no failure, no second email', async () => {
    const { first, repeat } = await firstCall(row);
    expect(first.headers.get('set-cookie')).not.toBeNull();
    const mail = await outboxSize();
    const again = await repeat();
    expect(again.status).toBeLessThan(500);
    expect(again.headers.get('idempotent-replayed')).toBeNull();
    expect(await outboxSize()).toBe(mail);
  });
});

describe.each(swept.filter((row) => !SETS_COOKIE.has(row.route)))('$route', (row) => {
  it('replayed with the same key: the first answer again, nothing changed', async () => {
    const { first, repeat } = await firstCall(row);
    const before = await snapshot();
    const again = await repeat();
    expect(again.status).toBe(first.status);
    expect(again.body).toEqual(first.body);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await snapshot()).toEqual(before);
  });
});
