import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../tests/support/app';
import { startTestApp, type TestApp } from '../../../../tests/support/app';
import {
  businessOwner,
  createBusiness,
  createTeam,
  createUser,
  signedInClient,
  teamOwner,
} from '../../../../tests/support/factories';
import { signedInAdmin } from '../../../../tests/support/features/admin';
import { auditLogs, businesses, emailOutbox, teams, userRoles } from '../../db/schema';

/** Every /api/admin endpoint answers only to admins: 401 without a session, 403 for every other role. */

let t: TestApp;
let admin: TestClient;
let callers: Record<'team' | 'business' | 'user', TestClient>;
let ownerId: string;

beforeAll(async () => {
  t = await startTestApp();
  admin = (await signedInAdmin(t)).client;
  const owner = await createUser(t);
  ownerId = owner.id;
  callers = {
    team: (await teamOwner(t)).client,
    business: (await businessOwner(t)).client,
    user: (await signedInClient(t, { roles: ['user'] })).client,
  };
});

const pendingTeam = async () => (await createTeam(t, ownerId, { verificationStatus: 'under_review' })).id;
const pendingBusiness = async () => {
  const owner = await createUser(t);
  return (await createBusiness(t, owner.id, { verificationStatus: 'pending' })).id;
};
const targetUser = async () => (await createUser(t, { roles: ['team'] })).id;

interface Endpoint {
  method: 'GET' | 'POST' | 'DELETE';
  path: () => Promise<string>;
  body?: unknown;
}

const fixed = (path: string) => async () => path;

const ENDPOINTS: Record<string, Endpoint> = {
  'GET /overview': { method: 'GET', path: fixed('/api/admin/overview') },
  'GET /teams': { method: 'GET', path: fixed('/api/admin/teams?sport=soc') },
  'GET /businesses': { method: 'GET', path: fixed('/api/admin/businesses?type=retail') },
  'GET /approvals': { method: 'GET', path: fixed('/api/admin/approvals') },
  'POST /teams/:id/approve': {
    method: 'POST',
    path: async () => `/api/admin/teams/${await pendingTeam()}/approve`,
  },
  'POST /teams/:id/reject': {
    method: 'POST',
    path: async () => `/api/admin/teams/${await pendingTeam()}/reject`,
    body: { reason: 'Incomplete profile' },
  },
  'POST /businesses/:id/approve': {
    method: 'POST',
    path: async () => `/api/admin/businesses/${await pendingBusiness()}/approve`,
  },
  'POST /businesses/:id/reject': {
    method: 'POST',
    path: async () => `/api/admin/businesses/${await pendingBusiness()}/reject`,
    body: {},
  },
  'GET /users': { method: 'GET', path: fixed('/api/admin/users?q=example') },
  'POST /users/:id/roles': {
    method: 'POST',
    path: async () => `/api/admin/users/${await targetUser()}/roles`,
    body: { role: 'business' },
  },
  'DELETE /users/:id/roles/:role': {
    method: 'DELETE',
    path: async () => `/api/admin/users/${await targetUser()}/roles/team`,
  },
  'GET /security': { method: 'GET', path: fixed('/api/admin/security') },
  'GET /security/report.csv': { method: 'GET', path: fixed('/api/admin/security/report.csv') },
  'POST /emails': {
    method: 'POST',
    path: fixed('/api/admin/emails'),
    body: {
      recipients: [{ email: 'coach@example.com', name: 'Coach', type: 'team' }],
      subject: 'Hello',
      message: 'Welcome aboard.',
    },
  },
};

/** Everything an admin call could read into the log or write: none of it may move on a refused call. */
async function worldState() {
  const tally = async (query: Promise<{ n: number }[]>) => (await query)[0]!.n;
  return {
    log: await tally(t.db.select({ n: count() }).from(auditLogs)),
    mail: await tally(t.db.select({ n: count() }).from(emailOutbox)),
    roles: await tally(t.db.select({ n: count() }).from(userRoles)),
    approvedTeams: await tally(
      t.db.select({ n: count() }).from(teams).where(eq(teams.verificationStatus, 'approved')),
    ),
    rejectedTeams: await tally(
      t.db.select({ n: count() }).from(teams).where(eq(teams.verificationStatus, 'rejected')),
    ),
    approvedBusinesses: await tally(
      t.db.select({ n: count() }).from(businesses).where(eq(businesses.verificationStatus, 'approved')),
    ),
    rejectedBusinesses: await tally(
      t.db.select({ n: count() }).from(businesses).where(eq(businesses.verificationStatus, 'rejected')),
    ),
  };
}

const call = async (client: TestClient, endpoint: Endpoint, path: string) =>
  client.request(endpoint.method, path, endpoint.body);

describe.each(Object.entries(ENDPOINTS))('%s', (_name, endpoint) => {
  it('answers an anonymous caller 401 and reads or writes nothing', async () => {
    const path = await endpoint.path();
    const before = await worldState();
    const res = await call(t.client(), endpoint, path);
    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe('UNAUTHORIZED');
    expect(await worldState()).toEqual(before);
  });

  it.each(['team', 'business', 'user'] as const)(
    'answers a %s user 403 and reads or writes nothing',
    async (role) => {
      const path = await endpoint.path();
      const before = await worldState();
      const res = await call(callers[role], endpoint, path);
      expect(res.status).toBe(403);
      expect(res.body.error.code).toBe('FORBIDDEN');
      expect(await worldState()).toEqual(before);
    },
  );

  it('answers an admin 200', async () => {
    const res = await call(admin, endpoint, await endpoint.path());
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  });
});
