import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../tests/support/app';
import { createUser } from '../../../tests/support/factories';
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
  it('creates the admin, who can then sign in as admin; running again changes nothing', async () => {
    await ensureAdmin(withAdmin('Boss@Example.com', 'Chief!Strong#Pass9'));
    await ensureAdmin(withAdmin('boss@example.com', 'Other!Strong#Pass9'));
    const rows = await t.db.select().from(users).where(eq(users.email, 'boss@example.com'));
    expect(rows).toHaveLength(1);
    const res = await t
      .client()
      .post('/api/auth/sign-in', { email: 'boss@example.com', password: 'Chief!Strong#Pass9' });
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ type: 'admin', roles: ['admin'] });
  });

  it('promotes an existing user and keeps their other roles', async () => {
    const user = await createUser(t, { roles: ['team'] });
    await ensureAdmin(withAdmin(user.email));
    const roles = await t.db
      .select({ role: userRoles.role })
      .from(userRoles)
      .where(eq(userRoles.userId, user.id));
    expect(roles.map((r) => r.role).sort()).toEqual(['admin', 'team']);
  });

  it('refuses to create an admin with a weak password', async () => {
    await expect(ensureAdmin(withAdmin('weak-admin@example.com', 'admin'))).rejects.toThrow(/ADMIN_PASSWORD/);
    expect(await t.db.select().from(users).where(eq(users.email, 'weak-admin@example.com'))).toHaveLength(0);
  });
});
