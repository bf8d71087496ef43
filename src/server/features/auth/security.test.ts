import { eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, TestClient } from '../../../../tests/support/app';
import { createUser, PASSWORD, signedInClient } from '../../../../tests/support/factories';
import { actor, requireRole, requireUser } from '../../auth/guards';
import { signInKeys } from '../../auth/sign-in-limits';
import type { AppEnv } from '../../core/deps';
import { AppError } from '../../core/errors';
import { auditLogs, rateLimits, sessions } from '../../db/schema';
import { loadSession, requestContext } from '../../http/middleware';
import { forgetHealth } from '../health/routes';
import { RESET_HINT } from './service';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});

const wrong = 'Wrong#Guess42';

/** The counter of this email from the one client these tests call from (its address is the runtime's). */
const fromThisClient = (email: string) =>
  t.db
    .select()
    .from(rateLimits)
    .where(sql`starts_with(${rateLimits.key}, ${signInKeys(email, '').emailFromIp})`);

describe('sign-in rate limit', () => {
  it('blocks the 6th attempt for one email from one client with the spec message, uncounted, and logs it', async () => {
    const user = await createUser(t);
    const client = t.client();
    for (let i = 0; i < 5; i++) {
      expect((await client.post('/api/auth/sign-in', { email: user.email, password: wrong })).status).toBe(
        401,
      );
    }
    const sixth = await client.post('/api/auth/sign-in', { email: user.email, password: PASSWORD });
    expect(sixth.status).toBe(429);
    expect(sixth.body.error).toMatchObject({
      code: 'RATE_LIMITED',
      message: `Please wait 15 minutes before trying again. ${RESET_HINT}`,
    });
    expect(sixth.headers.get('retry-after')).toBe('900');
    const [counter] = await fromThisClient(user.email);
    expect(counter!.count).toBe(5);
    const logged = await t.db.select().from(auditLogs).where(eq(auditLogs.action, 'AUTH_RATE_LIMITED'));
    expect(logged.length).toBeGreaterThan(0);
  });

  it('rounds the minutes left up and resets 15 minutes after the last counted attempt', async () => {
    const user = await createUser(t);
    await t.client().post('/api/auth/sign-in', { email: user.email, password: wrong });
    const key = (await fromThisClient(user.email))[0]!.key;
    await t.db
      .update(rateLimits)
      .set({ count: 5, lastAttemptAt: sql`now() - interval '10 minutes 30 seconds'` })
      .where(eq(rateLimits.key, key));
    const blocked = await t.client().post('/api/auth/sign-in', { email: user.email, password: PASSWORD });
    expect(blocked.body.error.message).toBe(`Please wait 5 minutes before trying again. ${RESET_HINT}`);
    await t.db
      .update(rateLimits)
      .set({ lastAttemptAt: sql`now() - interval '15 minutes'` })
      .where(eq(rateLimits.key, key));
    const allowed = await t.client().post('/api/auth/sign-in', { email: user.email, password: PASSWORD });
    expect(allowed.status).toBe(200);
    expect(await t.db.select().from(rateLimits).where(eq(rateLimits.key, key))).toHaveLength(0);
  });

  it('counts concurrent attempts atomically: of 10 at once, exactly 5 are checked', async () => {
    const user = await createUser(t);
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        t.client().post('/api/auth/sign-in', { email: user.email, password: wrong }),
      ),
    );
    const statuses = results.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(5);
  });

  it('limits one address trying many emails', async () => {
    const limited = await startTestApp({ AUTH_IP_LIMIT: '3' });
    const client = limited.client();
    for (let i = 0; i < 3; i++) {
      const res = await client.post('/api/auth/sign-in', { email: `probe${i}@example.com`, password: wrong });
      expect(res.status).toBe(401);
    }
    const res = await client.post('/api/auth/sign-in', { email: 'probe9@example.com', password: wrong });
    expect(res.status).toBe(429);
    expect(res.body.error.message).toMatch(
      /^Please wait \d+ minutes before trying again\. Forgot your password\?/,
    );
  });
});

describe('session expiry', () => {
  it('ends a session idle for longer than the idle limit', async () => {
    const { client, user } = await signedInClient(t);
    await t.db
      .update(sessions)
      .set({ lastSeenAt: sql`now() - interval '8 days'` })
      .where(eq(sessions.userId, user.id));
    expect((await client.get('/api/auth/session')).body.user).toBeNull();
  });

  it('ends a session past its absolute end even while in use', async () => {
    const { client, user } = await signedInClient(t);
    await t.db
      .update(sessions)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(sessions.userId, user.id));
    expect((await client.get('/api/auth/session')).body.user).toBeNull();
  });

  it('keeps an active session alive and stores only a hash of the token', async () => {
    const { client, user } = await signedInClient(t);
    expect((await client.get('/api/auth/session')).body.user.id).toBe(user.id);
    const [row] = await t.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(row!.tokenHash).not.toBe(client.cookies.get('hf_session'));
    expect(client.cookies.get('hf_session')!.length).toBeGreaterThanOrEqual(43);
  });

  it('ignores a forged cookie', async () => {
    const client = t.client();
    client.cookies.set('hf_session', 'forged-token-value-that-is-long-enough-to-look-real');
    expect((await client.get('/api/auth/session')).body.user).toBeNull();
  });
});

describe('Origin check', () => {
  it('refuses a state-changing request from another site', async () => {
    const user = await createUser(t);
    const res = await t
      .client()
      .post(
        '/api/auth/sign-in',
        { email: user.email, password: PASSWORD },
        { origin: 'https://evil.example' },
      );
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe('CROSS_ORIGIN');
    const noOrigin = await t.client().post('/api/auth/sign-out', {}, { 'sec-fetch-site': 'cross-site' });
    expect(noOrigin.status).toBe(403);
  });

  it('accepts the app origin', async () => {
    const user = await createUser(t);
    const res = await t
      .client()
      .post(
        '/api/auth/sign-in',
        { email: user.email, password: PASSWORD },
        { origin: 'http://homefield.test', 'sec-fetch-site': 'same-origin' },
      );
    expect(res.status).toBe(200);
  });
});

describe('security headers', () => {
  it('sends a CSP without inline script, frame-ancestors none, nosniff and a referrer policy', async () => {
    const res = await t.client().get('/api/health');
    const csp = res.headers.get('content-security-policy')!;
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('x-request-id')).toBeTruthy();
  });

  it('answers unknown API paths with the error shape', async () => {
    const res = await t.client().get('/api/nothing-here');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: { code: 'NOT_FOUND', message: 'Not found' } });
  });
});

describe('guards', () => {
  /** The real session middleware and guards, on a probe app of their own. */
  const probeApp = () => {
    const app = new Hono<AppEnv>();
    app.use('*', requestContext(t.deps), loadSession());
    app.get('/any', requireUser, (c) => c.json({ id: actor(c).id }));
    app.get('/admin', requireRole('admin'), (c) => c.json({ ok: true }));
    app.onError((error, c) => c.json({}, error instanceof AppError ? error.status : 500));
    return app;
  };
  const as = (cookies: Map<string, string>) => {
    const app = probeApp();
    const client = new TestClient(app.request.bind(app));
    client.cookies = cookies;
    return client;
  };

  it('answers 401 to anonymous, 403 to a wrong role, 200 to the right one', async () => {
    const anon = as(new Map());
    expect((await anon.get('/any')).status).toBe(401);
    expect((await anon.get('/admin')).status).toBe(401);
    const team = as((await signedInClient(t, { roles: ['team'] })).client.cookies);
    expect((await team.get('/any')).status).toBe(200);
    expect((await team.get('/admin')).status).toBe(403);
    const admin = as((await signedInClient(t, { roles: ['admin', 'team'] })).client.cookies);
    expect((await admin.get('/admin')).status).toBe(200);
  });
});

describe('health', () => {
  it('reports the database kind, and 503 once the database stops answering', async () => {
    const own = await startTestApp();
    const ok = await own.client().get('/api/health');
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ status: 'ok', database: own.deps.database.kind });
    expect(['pglite', 'postgres']).toContain(ok.body.database);
    await own.deps.database.close();
    forgetHealth(own.deps);
    const down = await own.client().get('/api/health');
    expect(down.status).toBe(503);
    expect(down.body.status).toBe('unavailable');
  });
});
