import { sql } from 'drizzle-orm';
import pino from 'pino';
import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../../tests/support/app';
import { signedInClient } from '../../../../tests/support/factories';
import { donationWorld, gift, giveInSandbox } from '../../../../tests/support/features/donations';
import { type PlanNode, planNodes } from '../../../../tests/support/query-plans';
import { emailOutbox } from '../../db/schema';
import { enqueueEmail } from '../../email/outbox';
import { idempotencyCleanupJob } from '../../http/idempotency';
import { periodicJob } from '../../jobs/periodic';
import { outboxBacklogQuery } from '../../metrics/metrics';

/**
 * GET /metrics (issue 24): there only with METRICS_TOKEN, behind that bearer token, and each figure read
 * from the exposition an operator's scraper gets.
 */

const TOKEN = 'metrics-token-for-tests-0123456789';
const bearer = (token = TOKEN) => ({ authorization: `Bearer ${token}` });

let t: TestApp;
let unconfigured: TestApp;

beforeAll(async () => {
  [t, unconfigured] = await Promise.all([startTestApp({ METRICS_TOKEN: TOKEN }), startTestApp()]);
});

async function scrape(app: TestApp = t): Promise<string> {
  const res = await app.client().get<string>('/metrics', bearer());
  expect(res.status).toBe(200);
  return res.body;
}

/** The value of the sample of `name` whose labels include `labels`, or undefined when there is none. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    const parsed = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})?\s+(\S+)$/.exec(line);
    if (!parsed || parsed[1] !== name) continue;
    const found = Object.fromEntries(
      [...(parsed[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((pair) => [pair[1], pair[2]]),
    );
    if (Object.entries(labels).every(([key, value]) => found[key] === value)) return Number(parsed[3]);
  }
  return undefined;
}

describe('who may scrape', () => {
  it('answers 404 without METRICS_TOKEN, as an unknown API path does, token or not', async () => {
    const unknown = await unconfigured.client().get('/api/no-such-thing');
    for (const headers of [{}, bearer()]) {
      const res = await unconfigured.client().get('/metrics', headers);
      expect(res.status).toBe(404);
      expect(res.body).toEqual(unknown.body);
      expect(res.body).toEqual({ error: { code: 'NOT_FOUND', message: 'Not found' } });
    }
  });

  it('answers 401 in the error shape without the token, with a wrong one, or with another scheme', async () => {
    for (const headers of [
      {},
      bearer('metrics-token-for-tests-0123456780'),
      bearer(''),
      { authorization: TOKEN },
      { authorization: `Basic ${TOKEN}` },
    ]) {
      const res = await t.client().get('/metrics', headers);
      expect(res.status, JSON.stringify(headers)).toBe(401);
      expect(res.body).toEqual({
        error: { code: 'UNAUTHORIZED', message: 'A valid metrics token is required.' },
      });
      expect(res.headers.get('www-authenticate')).toMatch(/^Bearer/);
    }
  });

  it('opens to no session, an admin’s included', async () => {
    const { client } = await signedInClient(t, { roles: ['admin'] });
    expect((await client.get('/metrics')).status).toBe(401);
  });

  it('answers the exposition with the token, naming every metric', async () => {
    const res = await t.client().get<string>('/metrics', bearer());
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.headers.get('cache-control')).toBe('no-store');
    for (const name of [
      'http_requests_total',
      'http_request_duration_seconds',
      'db_pool_connections',
      'email_outbox_depth',
      'email_outbox_oldest_seconds',
      'job_runs_total',
      'job_last_success_timestamp_seconds',
      'job_round_duration_seconds',
      'job_interval_seconds',
      'payment_events_total',
      // Two of prom-client's default Node metrics.
      'process_cpu_user_seconds_total',
      'nodejs_eventloop_lag_seconds',
    ]) {
      expect(res.body).toContain(`# TYPE ${name} `);
    }
  });
});

describe('requests', () => {
  it('counts by the route’s pattern, never the path with its ids', async () => {
    const world = await donationWorld(t);
    const path = `/api/players/${world.team.slug}/${world.player.playerNumber}`;
    for (let i = 0; i < 2; i++) expect((await t.client().get(path)).status).toBe(200);
    const text = await scrape();
    const labels = { method: 'GET', route: '/api/players/:teamSlug/:playerNumber', status: '200' };
    expect(sample(text, 'http_requests_total', labels)).toBe(2);
    expect(sample(text, 'http_request_duration_seconds_count', labels)).toBe(2);
    expect(sample(text, 'http_request_duration_seconds_bucket', { ...labels, le: '5' })).toBe(2);
    expect(text).not.toContain(world.team.slug);
  });

  it('labels an answer a middleware gave with the endpoint it was for', async () => {
    // The origin check refuses a cross-site write before the route's handler runs.
    const res = await t.client().post('/api/auth/sign-in', {}, { origin: 'https://elsewhere.example' });
    expect(res.status).toBe(403);
    const labels = { method: 'POST', route: '/api/auth/sign-in', status: '403' };
    expect(sample(await scrape(), 'http_requests_total', labels)).toBe(1);
  });

  it('puts every path no route declares under route="unmatched"', async () => {
    await t.client().get('/api/no-such-thing/123');
    await t.client().get('/no-such-page/456');
    const text = await scrape();
    expect(sample(text, 'http_requests_total', { method: 'GET', route: 'unmatched', status: '404' })).toBe(2);
    expect(text).not.toContain('no-such');
  });
});

describe('the database', () => {
  it('reports the pg pool, and nothing on PGlite, which has none', async () => {
    const text = await scrape();
    if (t.deps.database.kind === 'postgres') {
      expect(sample(text, 'db_pool_connections', { state: 'total' })).toBeGreaterThanOrEqual(1);
      expect(sample(text, 'db_pool_connections', { state: 'idle' })).toBeGreaterThanOrEqual(0);
      expect(sample(text, 'db_pool_connections', { state: 'waiting' })).toBe(0);
    } else {
      expect(sample(text, 'db_pool_connections')).toBeUndefined();
    }
  });
});

describe('the email outbox', () => {
  it('counts the mail waiting and the age of the oldest', async () => {
    const before = sample(await scrape(), 'email_outbox_depth')!;
    const mail = { kind: 'test', to: 'someone@example.com', subject: 'Waiting', text: 'Hello' };
    await enqueueEmail(t.db, mail);
    const queued = await scrape();
    expect(sample(queued, 'email_outbox_depth')).toBe(before + 1);

    await t.db.insert(emailOutbox).values({
      toEmail: 'late@example.com',
      subject: 'Late',
      text: 'Late',
      kind: 'test',
      createdAt: new Date(Date.now() - 15 * 60_000),
    });
    const aged = await scrape();
    expect(sample(aged, 'email_outbox_depth')).toBe(before + 2);
    expect(sample(aged, 'email_outbox_oldest_seconds')).toBeGreaterThanOrEqual(15 * 60 - 5);

    // Delivered or given up: no longer waiting.
    await t.db.update(emailOutbox).set({ status: 'sent', sentAt: new Date() });
    const drained = await scrape();
    expect(sample(drained, 'email_outbox_depth')).toBe(0);
    expect(sample(drained, 'email_outbox_oldest_seconds')).toBe(0);
  });

  it('reads the backlog through an index, however much mail was ever sent', async () => {
    await t.db.execute(sql`
      insert into email_outbox (to_email, subject, text, kind, status, sent_at)
      select 'sent' || n || '@example.com', 'Sent', 'Sent', 'test', 'sent', now()
      from generate_series(1, 5000) as n`);
    await enqueueEmail(t.db, { kind: 'test', to: 'waits@example.com', subject: 'Waits', text: 'Waits' });
    await t.db.execute(sql`analyze email_outbox`);
    const query = outboxBacklogQuery(t.db).toSQL();
    const result = await t.db.execute(sql.raw(`explain (format json) ${inline(query)}`));
    const cell = (result as unknown as { rows: Record<string, unknown>[] }).rows[0]!['QUERY PLAN'];
    const plan = (typeof cell === 'string' ? JSON.parse(cell) : cell) as { Plan: PlanNode }[];
    const nodes = planNodes(plan[0]!.Plan);
    expect(nodes.filter((node) => node['Node Type'] === 'Seq Scan')).toEqual([]);
    expect(nodes.some((node) => node['Index Name'] === 'email_outbox_due_idx')).toBe(true);
  });
});

/** The statement with its parameters written in (EXPLAIN of a parameterized query needs them). */
function inline(query: { sql: string; params: unknown[] }): string {
  return query.sql.replace(
    /\$(\d+)/g,
    (_, n) => `'${String(query.params[Number(n) - 1]).replace(/'/g, "''")}'`,
  );
}

describe('background jobs', () => {
  it('counts a round, its time and its success', async () => {
    const job = idempotencyCleanupJob(t.deps);
    const before = Date.now() / 1000;
    await job.runOnce();
    const text = await scrape();
    expect(sample(text, 'job_runs_total', { background_job: 'idempotency_cleanup', result: 'ok' })).toBe(1);
    expect(sample(text, 'job_round_duration_seconds_count', { background_job: 'idempotency_cleanup' })).toBe(
      1,
    );
    const last = sample(text, 'job_last_success_timestamp_seconds', {
      background_job: 'idempotency_cleanup',
    })!;
    expect(last).toBeGreaterThanOrEqual(Math.floor(before));
  });

  it('counts a failed round as failed, leaves its last success alone, and reports a started job’s interval', async () => {
    const job = periodicJob({
      name: 'always_fails',
      metrics: t.deps.metrics,
      pollMs: 90_000,
      log: pino({ level: 'silent' }),
      failure: 'test round failed',
      run: () => Promise.reject(new Error('no')),
    });
    job.start();
    await job.stop();
    await expect(job.runOnce()).rejects.toThrow('no');
    const text = await scrape();
    expect(sample(text, 'job_runs_total', { background_job: 'always_fails', result: 'failed' })).toBe(1);
    expect(sample(text, 'job_runs_total', { background_job: 'always_fails', result: 'ok' })).toBe(0);
    expect(
      sample(text, 'job_last_success_timestamp_seconds', { background_job: 'always_fails' }),
    ).toBeUndefined();
    expect(sample(text, 'job_interval_seconds', { background_job: 'always_fails' })).toBe(90);
  });
});

describe('payment events', () => {
  it('counts each processed sandbox event by provider and outcome: the payment, then its refund', async () => {
    const world = await donationWorld(t);
    const { donationId } = await giveInSandbox(t, gift(world.player.id, { amount: 2_000 }));
    const paid = await scrape();
    expect(sample(paid, 'payment_events_total', { provider: 'sandbox', outcome: 'fulfilled' })).toBe(1);
    expect(
      sample(paid, 'payment_events_total', { provider: 'sandbox', outcome: 'refunded' }),
    ).toBeUndefined();

    const { client: admin } = await signedInClient(t, { roles: ['admin'] });
    const refund = await admin.post('/api/admin/refunds', {
      kind: 'donation',
      id: donationId,
      reason: 'Test',
    });
    expect(refund.status).toBe(201);
    const refunded = await scrape();
    expect(sample(refunded, 'payment_events_total', { provider: 'sandbox', outcome: 'fulfilled' })).toBe(1);
    expect(sample(refunded, 'payment_events_total', { provider: 'sandbox', outcome: 'refunded' })).toBe(1);
  });
});
