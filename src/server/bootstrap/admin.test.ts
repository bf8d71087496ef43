import { eq } from 'drizzle-orm';
import pino from 'pino';
import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../tests/support/app';
import { PASSWORD, signedInClient } from '../../../tests/support/factories';
import { loadConfig } from '../config';
import { userRoles, users } from '../db/schema';
import { ensureAdmin } from './admin';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});

const withAdmin = (email: string, password?: string) => ({
  ...t.deps,
  config: loadConfig({ ADMIN_EMAIL: email, ...(password ? { ADMIN_PASSWORD: password } : {}) }),
});

describe('ADMIN_EMAIL at start-up', () => {
  it('creates the admin, who can then sign in as admin; a changed ADMIN_PASSWORD is the password after', async () => {
    await ensureAdmin(withAdmin('Boss@Example.com', 'Other!Strong#Pass9'));
    await ensureAdmin(withAdmin('boss@example.com', 'Chief!Strong#Pass9'));
    const rows = await t.db.select().from(users).where(eq(users.email, 'boss@example.com'));
    expect(rows).toHaveLength(1);
    const res = await t
      .client()
      .post('/api/auth/sign-in', { email: 'boss@example.com', password: 'Chief!Strong#Pass9' });
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ type: 'admin', roles: ['admin'] });
  });

  it('refuses to create an admin with a weak password', async () => {
    await expect(ensureAdmin(withAdmin('weak-admin@example.com', 'admin'))).rejects.toThrow(/ADMIN_PASSWORD/);
    expect(await t.db.select().from(users).where(eq(users.email, 'weak-admin@example.com'))).toHaveLength(0);
  });
});

describe('hole 1: admin take-over at start-up', () => {
  const ADMIN_PASSWORD = 'Chief!Strong#Pass9';
  const signIn = (email: string, password: string) =>
    t.client().post('/api/auth/sign-in', { email, password });
  const rolesOf = async (userId: string) =>
    (await t.db.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, userId)))
      .map((r) => r.role)
      .sort();

  it('promotes an account someone signed up first only with ADMIN_PASSWORD: the squatter is out', async () => {
    // The squatter signed up with the admin's address and is signed in.
    const { user, client: squatter } = await signedInClient(t, { roles: ['team'] });
    expect((await squatter.get('/api/auth/session')).body.user).not.toBeNull();

    await ensureAdmin(withAdmin(user.email, ADMIN_PASSWORD));

    expect(await rolesOf(user.id)).toEqual(['admin', 'team']);
    expect((await squatter.get('/api/auth/session')).body.user).toBeNull();
    expect((await signIn(user.email, PASSWORD)).status).toBe(401);
    const operator = await signIn(user.email, ADMIN_PASSWORD);
    expect(operator.status).toBe(200);
    expect(operator.body.user).toMatchObject({ type: 'admin' });
  });

  it('without ADMIN_PASSWORD refuses to promote an existing account and says why in the log', async () => {
    const { user, client } = await signedInClient(t, { roles: ['business'] });
    const lines: string[] = [];
    const logger = pino({ level: 'info' }, { write: (line: string) => lines.push(line) });
    await ensureAdmin({ ...withAdmin(user.email), logger });
    expect(await rolesOf(user.id)).toEqual(['business']);
    expect((await client.get('/api/auth/session')).body.user).toMatchObject({ type: 'business' });
    const logged = lines.map((line) => JSON.parse(line) as { level: number; msg: string });
    expect(logged).toContainEqual(
      expect.objectContaining({
        level: 50,
        msg: expect.stringMatching(/NOT made admin: set ADMIN_PASSWORD/),
      }),
    );
  });

  it('takes back an admin account whose password is not ADMIN_PASSWORD (promoted by an older version)', async () => {
    const { user, client } = await signedInClient(t, { roles: ['admin'] });
    await ensureAdmin(withAdmin(user.email, ADMIN_PASSWORD));
    expect((await client.get('/api/auth/session')).body.user).toBeNull();
    expect((await signIn(user.email, PASSWORD)).status).toBe(401);
    expect((await signIn(user.email, ADMIN_PASSWORD)).status).toBe(200);
  });

  it('leaves an admin whose password already is ADMIN_PASSWORD signed in across restarts', async () => {
    await ensureAdmin(withAdmin('steady-admin@example.com', ADMIN_PASSWORD));
    const admin = t.client();
    expect(
      (await admin.post('/api/auth/sign-in', { email: 'steady-admin@example.com', password: ADMIN_PASSWORD }))
        .status,
    ).toBe(200);
    await ensureAdmin(withAdmin('steady-admin@example.com', ADMIN_PASSWORD));
    expect((await admin.get('/api/auth/session')).body.user).toMatchObject({ type: 'admin' });
  });
});
