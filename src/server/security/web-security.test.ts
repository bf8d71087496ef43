import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_TABLE } from '../../../tests/support/access-table';
import { startTestApp, type TestApp, TestClient } from '../../../tests/support/app';
import { createPlayer, createUser, PASSWORD } from '../../../tests/support/factories';
import { fromAddress, gift, sessionOf } from '../../../tests/support/features/donations';
import { sponsorWorld } from '../../../tests/support/features/payments';
import { createApp } from '../app';
import { type Config, loadConfig } from '../config';

/**
 * Web security (issue 9): security headers on the HTML, the API and a static asset; cross-origin writes
 * refused on every route that takes one; the session cookie's flags behind http, https and a proxy.
 */

let t: TestApp;
const staticDir = path.resolve('.tmp', `web-security-${process.pid}`);

beforeAll(async () => {
  mkdirSync(path.join(staticDir, 'assets'), { recursive: true });
  writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><title>Homefield</title>');
  writeFileSync(path.join(staticDir, 'assets', 'app-1a2b3c.js'), 'console.log(1)');
  t = await startTestApp({ STATIC_DIR: staticDir });
});
afterAll(() => rmSync(staticDir, { recursive: true, force: true }));

/** The same database and deps, with other settings: the web app served, a proxy, production... */
function appWith(env: Record<string, string | undefined>, serveWeb = false) {
  const config: Config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    AUTH_IP_LIMIT: '1000',
    APP_URL: 'http://homefield.test',
    STATIC_DIR: staticDir,
    ...env,
  });
  const app = createApp({ ...t.deps, config }, { serveWeb });
  return new TestClient(app.request.bind(app));
}

describe('security headers', () => {
  const cases = [
    ['the HTML of a screen', '/teams'],
    ['an API answer', '/api/health'],
    ['an API error', '/api/nothing-here'],
    ['a static asset', '/assets/app-1a2b3c.js'],
  ] as const;

  it.each(cases)('are all on %s', async (_what, url) => {
    const res = await appWith({}, true).get(url);
    expect(res.status).toBeLessThan(500);
    const h = res.headers;
    const csp = h.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*('unsafe-inline'|'unsafe-eval'|\*)/);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'self'");
    expect(csp).toContain("form-action 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(h.get('x-frame-options')).toBe('DENY');
    expect(h.get('x-content-type-options')).toBe('nosniff');
    expect(h.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(h.get('permissions-policy')).toMatch(/camera=\(\).*microphone=\(\).*geolocation=\(\)/);
    expect(h.get('cross-origin-opener-policy')).toBe('same-origin');
    expect(h.get('cross-origin-resource-policy')).toBe('same-origin');
    expect(h.get('strict-transport-security')).toMatch(/max-age=\d{7,}/);
    expect(h.get('x-powered-by')).toBeNull();
  });
});

describe('cross-origin writes', () => {
  const WEBHOOK = 'POST /api/payments/stripe/webhook';
  // Every route that changes something; Stripe's webhook is a server's call, signed, with no Origin.
  const writes = ACCESS_TABLE.map((row) => row.route).filter(
    (route) => !route.startsWith('GET ') && route !== WEBHOOK,
  );
  const concrete = (route: string) => {
    const [method, pattern] = route.split(' ') as [string, string];
    return [method, pattern.replace(/:\w+/g, '3f0f7a7e-9c1b-4a53-9a34-0c1e6f0b9a11')] as const;
  };

  it('finds the routes to check', () => {
    expect(writes.length).toBeGreaterThan(40);
  });

  it.each(writes)(
    '%s refuses another site (Origin, Origin: null, Sec-Fetch-Site) before anything else',
    async (route) => {
      const [method, url] = concrete(route);
      const { client } = await signedIn();
      const hostile: Record<string, string>[] = [
        { origin: 'https://evil.example' },
        { origin: 'null' },
        { origin: 'http://homefield.test.evil.example' },
        { 'sec-fetch-site': 'cross-site' },
      ];
      for (const headers of hostile) {
        const res = await client.request(method, url, {}, headers);
        expect(res.status, JSON.stringify(headers)).toBe(403);
        expect(res.body.error.code).toBe('CROSS_ORIGIN');
      }
    },
  );

  it('lets the webhook through without an Origin (a server calls it), to its own signature check', async () => {
    const res = await t.client().post('/api/payments/stripe/webhook', { type: 'checkout.session.completed' });
    expect(res.body?.error?.code).not.toBe('CROSS_ORIGIN');
  });
});

let signedInUser: { client: TestClient } | null = null;
async function signedIn() {
  if (!signedInUser) {
    const user = await createUser(t, { roles: ['team', 'business', 'admin'] });
    const client = t.client();
    await client.post('/api/auth/sign-in', { email: user.email, password: PASSWORD });
    signedInUser = { client };
  }
  return signedInUser;
}

describe('the session cookie', () => {
  async function cookieFrom(client: TestClient, headers: Record<string, string> = {}) {
    const user = await createUser(t);
    const res = await client.request(
      'POST',
      '/api/auth/sign-in',
      { email: user.email, password: PASSWORD },
      headers,
    );
    expect(res.status).toBe(200);
    const line = res.headers.getSetCookie().find((cookie) => cookie.startsWith('hf_session='));
    expect(line).toBeDefined();
    return line!;
  }

  it('is HttpOnly, SameSite=Lax, on the whole site, and not Secure over plain http', async () => {
    const line = await cookieFrom(appWith({}));
    expect(line).toMatch(/; HttpOnly/i);
    expect(line).toMatch(/; SameSite=Lax/i);
    expect(line).toMatch(/; Path=\//i);
    expect(line).not.toMatch(/; Secure/i);
  });

  it('is Secure when APP_URL is https', async () => {
    expect(await cookieFrom(appWith({ APP_URL: 'https://homefield.example' }))).toMatch(/; Secure/i);
  });

  it('is Secure behind a TLS proxy: X-Forwarded-Proto https with TRUST_PROXY', async () => {
    const forwarded = { 'x-forwarded-proto': 'https' };
    expect(await cookieFrom(appWith({ APP_URL: undefined, TRUST_PROXY: 'true' }), forwarded)).toMatch(
      /; Secure/i,
    );
  });

  it('ignores X-Forwarded-Proto from a direct caller in development (no TRUST_PROXY)', async () => {
    const line = await cookieFrom(appWith({ APP_URL: undefined }), { 'x-forwarded-proto': 'https' });
    expect(line).not.toMatch(/; Secure/i);
  });
});

describe('redirect targets', () => {
  const HOSTILE = { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' };
  const sameSite = (url: string) => new URL(url, 'http://homefield.test').origin === 'http://homefield.test';

  it('a checkout sends the payer only to this site, whatever Host or X-Forwarded-Host the request claims', async () => {
    const behindProxy = appWith({ TRUST_PROXY: 'true' });
    const world = await sponsorWorld(t);
    behindProxy.cookies = world.buyer.client.cookies;
    const started = await behindProxy.post(
      '/api/payments/sponsorships/checkout',
      { teamId: world.team.id, tierId: world.tier.id },
      HOSTILE,
    );
    expect(started.status).toBe(201);
    expect(sameSite(started.body.url)).toBe(true);
    const cancelled = await behindProxy.post(
      `/api/payments/sandbox/sessions/${sessionOf(started.body.url)}/cancel`,
    );
    expect(cancelled.status).toBe(200);
    expect(sameSite(cancelled.body.redirectUrl)).toBe(true);

    const player = await createPlayer(t, world.team);
    const given = await behindProxy.post('/api/donations/checkout', gift(player.id), {
      ...HOSTILE,
      ...fromAddress(),
    });
    expect(given.status).toBe(201);
    const paid = await behindProxy.post(`/api/payments/sandbox/sessions/${sessionOf(given.body.url)}/pay`);
    expect(paid.status).toBe(200);
    expect(sameSite(paid.body.redirectUrl)).toBe(true);
  });
});
