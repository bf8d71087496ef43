import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { startTestApp } from '../../../../tests/support/app';
import { type Database, openDatabase } from '../../db/client';
import { forgetHealth } from './routes';

/**
 * Liveness and readiness (issue 24): live answers whenever the process does; ready only while this
 * instance should take traffic. GET /api/health stays as it was (security.test.ts covers it).
 */

/** A PostgreSQL address nothing listens on: what a stopped server looks like to the pool (refused). */
async function stoppedServerUrl(): Promise<string> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return `postgres://homefield@127.0.0.1:${port}/homefield`;
}

const t = await startTestApp();

describe('liveness and readiness', () => {
  it('are both up on a serving instance, and /api/health answers as before', async () => {
    const live = await t.client().get('/api/health/live');
    expect(live.status).toBe(200);
    expect(live.body).toEqual({ status: 'ok' });
    const ready = await t.client().get('/api/health/ready');
    expect(ready.status).toBe(200);
    expect(ready.body).toEqual({ status: 'ok' });
    const health = await t.client().get('/api/health');
    expect(health.status).toBe(200);
    expect(health.body).toEqual({ status: 'ok', database: t.deps.database.kind });
  });

  it('is not ready before its migrations have finished nor once it is stopping, yet alive', async () => {
    try {
      for (const phase of ['starting', 'stopping', undefined] as const) {
        t.deps.phase = phase;
        const ready = await t.client().get('/api/health/ready');
        expect(ready.status, String(phase)).toBe(503);
        expect(ready.headers.get('retry-after')).toBe('5');
        expect(ready.body).toEqual({ status: 'unavailable', reason: phase ?? 'starting' });
        expect((await t.client().get('/api/health/live')).status).toBe(200);
      }
    } finally {
      t.deps.phase = 'serving';
    }
    expect((await t.client().get('/api/health/ready')).status).toBe(200);
  });

  it('is not ready while the database is stopped, alive all along, and ready again once it is back', async () => {
    const running = t.deps.database;
    const stopped: Database = await openDatabase({ url: await stoppedServerUrl(), connectTimeoutMs: 1000 });
    try {
      t.deps.database = stopped;
      forgetHealth(t.deps);
      const down = await t.client().get('/api/health/ready');
      expect(down.status).toBe(503);
      expect(down.headers.get('retry-after')).toBe('5');
      expect(down.body).toEqual({ status: 'unavailable', reason: 'database' });
      expect(await t.client().get('/api/health/live')).toMatchObject({ status: 200, body: { status: 'ok' } });

      t.deps.database = running;
      forgetHealth(t.deps);
      expect(await t.client().get('/api/health/ready')).toMatchObject({
        status: 200,
        body: { status: 'ok' },
      });
    } finally {
      t.deps.database = running;
      await stopped.close();
    }
  });

  it('stays alive when its own database is closed for good, and is not ready', async () => {
    const own = await startTestApp({ METRICS_TOKEN: 'metrics-token-for-tests-0123456789' });
    await own.deps.database.close();
    forgetHealth(own.deps);
    expect(await own.client().get('/api/health/live')).toMatchObject({ status: 200, body: { status: 'ok' } });
    expect((await own.client().get('/api/health/ready')).status).toBe(503);
    // The scrape still answers: the figures the database gives are left out rather than made up.
    const scrape = await own.client().get<string>('/metrics', {
      authorization: 'Bearer metrics-token-for-tests-0123456789',
    });
    expect(scrape.status).toBe(200);
    expect(scrape.body).toContain('# TYPE email_outbox_depth gauge');
    expect(scrape.body).not.toMatch(/^email_outbox_depth /m);
    expect(scrape.body).toMatch(/^http_requests_total\{[^}]*route="\/api\/health\/ready"/m);
  });
});
