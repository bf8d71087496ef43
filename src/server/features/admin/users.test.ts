import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../../tests/support/app';
import { createUser, signedInClient } from '../../../../tests/support/factories';
import { auditCount, lastAudit, signedInAdmin } from '../../../../tests/support/features/admin';
import {
  ADMIN_PAGE_SIZE,
  type AdminUserResponse,
  type AdminUsersPage,
  ROLE_ALREADY_ASSIGNED,
} from '../../../shared/schemas/admin';
import { userRoles, users } from '../../db/schema';

/** GET /api/admin/users, assigning and removing roles. */

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;
beforeAll(async () => {
  t = await startTestApp();
  admin = await signedInAdmin(t);
});

const rolesOf = async (userId: string) =>
  (await t.db.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, userId)))
    .map((row) => row.role)
    .sort();
const tag = () => `u${Math.random().toString(36).slice(2, 8)}`;

describe('the user list', () => {
  it('lists users newest first with their roles, confirmation state and the counters', async () => {
    const word = tag();
    const both = await createUser(t, {
      email: `${word}-both@example.com`,
      fullName: 'Both Roles',
      roles: ['team', 'business'],
    });
    await t.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, both.id));
    const none = await createUser(t, {
      email: `${word}-none@example.com`,
      fullName: 'No Roles Yet',
      emailConfirmed: false,
    });
    const res = await admin.client.get<AdminUsersPage>(`/api/admin/users?q=${word}`);
    expect(res.status).toBe(200);
    expect(res.body.users.map((user) => user.email)).toEqual([none.email, both.email]);
    expect(res.body.users[1]).toMatchObject({
      id: both.id,
      fullName: 'Both Roles',
      roles: ['business', 'team'],
      emailVerified: true,
    });
    expect(res.body.users[0]).toMatchObject({ roles: [], emailVerified: false });
    expect(typeof res.body.users[0]!.createdAt).toBe('string');

    const everyone = await t.db.select({ id: users.id }).from(users);
    const held = await t.db.select().from(userRoles);
    const holders = (role: string) => held.filter((row) => row.role === role).length;
    expect(res.body.counts).toEqual({
      total: everyone.length,
      admins: holders('admin'),
      businesses: holders('business'),
      teams: holders('team'),
    });
    expect(res.body.pageSize).toBe(ADMIN_PAGE_SIZE);
  });

  it('searches email or name, case-insensitive, and filters by role or no role', async () => {
    const word = tag();
    const coach = await createUser(t, {
      email: `${word}-a@example.com`,
      fullName: 'Pat Coach',
      roles: ['team'],
    });
    const plain = await createUser(t, {
      email: `${word}-b@example.com`,
      fullName: `Jo ${word.toUpperCase()}`,
    });
    const boss = await createUser(t, { email: `${word}-c@example.com`, roles: ['admin', 'team'] });
    const emails = async (query: string) =>
      (await admin.client.get<AdminUsersPage>(`/api/admin/users?${query}`)).body.users
        .map((u) => u.email)
        .sort();
    expect(await emails(`q=${word.toUpperCase()}-A`)).toEqual([coach.email]);
    expect(await emails(`q=jo%20${word}`)).toEqual([plain.email]);
    expect(await emails(`q=${word}&role=team`)).toEqual([coach.email, boss.email].sort());
    expect(await emails(`q=${word}&role=admin`)).toEqual([boss.email]);
    expect(await emails(`q=${word}&role=none`)).toEqual([plain.email]);
    expect(await emails(`q=${word}&role=`)).toHaveLength(3);
  });

  it('logs each read as DATA_ACCESS', async () => {
    const before = await auditCount(t, 'DATA_ACCESS', admin.user.id);
    await admin.client.get('/api/admin/users?q=someone&role=business');
    expect(await auditCount(t, 'DATA_ACCESS', admin.user.id)).toBe(before + 1);
    expect((await lastAudit(t, 'DATA_ACCESS'))?.afterSnapshot).toMatchObject({
      list: 'users',
      filters: { q: 'someone', role: 'business', page: 1 },
    });
  });

  it.each([
    ['role=owner', 'role'],
    [`q=${'x'.repeat(101)}`, 'q'],
    ['page=-1', 'page'],
    ['sort=email', 'sort'],
  ])('answers ?%s with 400 and logs no read', async (query, field) => {
    const before = await auditCount(t, 'DATA_ACCESS');
    const res = await admin.client.get(`/api/admin/users?${query}`);
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.error.fields)).toContain(field);
    expect(await auditCount(t, 'DATA_ACCESS')).toBe(before);
  });
});

describe('assigning a role', () => {
  it('adds the role, logs it, and the user holds it on their very next request', async () => {
    const { user, client } = await signedInClient(t, { roles: ['user'] });
    expect((await client.get('/api/admin/overview')).status).toBe(403);
    const res = await admin.client.post<AdminUserResponse>(`/api/admin/users/${user.id}/roles`, {
      role: 'admin',
    });
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ id: user.id, roles: ['admin', 'user'] });
    expect(await rolesOf(user.id)).toEqual(['admin', 'user']);
    expect((await client.get('/api/admin/overview')).status).toBe(200);
    expect(await lastAudit(t, 'ROLE_ASSIGNED')).toMatchObject({
      actorId: admin.user.id,
      afterSnapshot: { targetUserId: user.id, targetEmail: user.email, role: 'admin' },
    });
  });

  it('refuses a role the user already holds with 409 "Role already assigned"', async () => {
    const user = await createUser(t, { roles: ['team'] });
    const before = await auditCount(t, 'ROLE_ASSIGNED');
    const res = await admin.client.post(`/api/admin/users/${user.id}/roles`, { role: 'team' });
    expect(res.status).toBe(409);
    expect(res.body.error).toMatchObject({ code: 'ROLE_ALREADY_ASSIGNED', message: ROLE_ALREADY_ASSIGNED });
    expect(await auditCount(t, 'ROLE_ASSIGNED')).toBe(before);
  });

  it('answers 404 for an unknown user', async () => {
    const res = await admin.client.post('/api/admin/users/00000000-0000-4000-8000-000000000000/roles', {
      role: 'team',
    });
    expect(res.status).toBe(404);
    expect((await admin.client.post('/api/admin/users/nope/roles', { role: 'team' })).status).toBe(404);
  });

  it.each([
    ['malformed JSON', '{"role":'],
    ['a wrong type', { role: 7 }],
    ['an unknown role', { role: 'superuser' }],
    ['an over-long role', { role: 'a'.repeat(500) }],
    ['an unknown field', { role: 'team', userId: 'x' }],
    ['no role', {}],
  ])('answers %s with 400 and writes nothing', async (_name, body) => {
    const user = await createUser(t);
    const res = await admin.client.post(`/api/admin/users/${user.id}/roles`, body);
    expect(res.status).toBe(400);
    expect(await rolesOf(user.id)).toEqual([]);
  });
});

describe('removing a role', () => {
  it('removes the role, logs it, and takes it away at once', async () => {
    const { user, client } = await signedInClient(t, { roles: ['admin', 'team'] });
    expect((await client.get('/api/admin/overview')).status).toBe(200);
    const res = await admin.client.delete<AdminUserResponse>(`/api/admin/users/${user.id}/roles/admin`);
    expect(res.status).toBe(200);
    expect(res.body.user.roles).toEqual(['team']);
    expect((await client.get('/api/admin/overview')).status).toBe(403);
    expect(await lastAudit(t, 'ROLE_REMOVED')).toMatchObject({
      actorId: admin.user.id,
      afterSnapshot: { targetUserId: user.id, role: 'admin' },
    });
  });

  it('answers 404 for a role the user does not hold, and 400 for a name that is not a role', async () => {
    const user = await createUser(t, { roles: ['team'] });
    const missing = await admin.client.delete(`/api/admin/users/${user.id}/roles/business`);
    expect(missing.status).toBe(404);
    expect(missing.body.error.code).toBe('ROLE_NOT_ASSIGNED');
    expect((await admin.client.delete(`/api/admin/users/${user.id}/roles/owner`)).status).toBe(400);
    expect(await rolesOf(user.id)).toEqual(['team']);
  });
});
