import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../tests/support/app';
import { startTestApp, type TestApp } from '../../../../tests/support/app';
import {
  businessOwner,
  createBusiness,
  createUser,
  signedInClient,
  teamOwner,
} from '../../../../tests/support/factories';
import {
  CUSTOM_OFFER,
  createBody,
  introducedMatch,
  type MatchWorld,
  matchWorld,
  proposeMatch,
  worldState,
} from '../../../../tests/support/features/matches';
import { auditLogs } from '../../db/schema';

/** Every /api/admin/matches endpoint answers only to admins: 401 without a session, 403 for other roles. */

let t: TestApp;
let shared: MatchWorld;
let callers: Record<'team' | 'business' | 'user', TestClient>;

beforeAll(async () => {
  t = await startTestApp();
  shared = await matchWorld(t);
  callers = {
    team: (await teamOwner(t)).client,
    business: (await businessOwner(t)).client,
    user: (await signedInClient(t, { roles: ['user'] })).client,
  };
});

/** Each call gets a business of its own, so one call's match never stands in another's way. */
interface Endpoint {
  method: 'GET' | 'POST';
  path: (world: MatchWorld) => Promise<string>;
  body?: (world: MatchWorld) => unknown;
  ok: number;
}

const fixed = (path: string) => async () => path;

async function changesRequested(world: MatchWorld) {
  const { matchId, team } = await introducedMatch(t, world);
  await t.client().post(`/api/cta/${team.CHANGES}`, { comment: 'A lower amount, please.' });
  return matchId;
}

const ENDPOINTS: Record<string, Endpoint> = {
  'GET /matches': { method: 'GET', path: fixed('/api/admin/matches'), ok: 200 },
  'GET /matches/candidates/teams': {
    method: 'GET',
    path: fixed('/api/admin/matches/candidates/teams?q=river'),
    ok: 200,
  },
  'GET /matches/candidates/businesses': {
    method: 'GET',
    path: fixed('/api/admin/matches/candidates/businesses?q=bakery'),
    ok: 200,
  },
  'GET /matches/:id/tiers': {
    method: 'GET',
    path: async (world) => `/api/admin/matches/${await proposeMatch(world)}/tiers`,
    ok: 200,
  },
  'POST /matches': { method: 'POST', path: fixed('/api/admin/matches'), body: createBody, ok: 201 },
  'POST /matches/:id/send': {
    method: 'POST',
    path: async (world) => `/api/admin/matches/${await proposeMatch(world)}/send`,
    body: () => ({ subject: 'Meet your match', message: 'Hello both' }),
    ok: 200,
  },
  'POST /matches/:id/offers': {
    method: 'POST',
    path: async (world) => `/api/admin/matches/${await changesRequested(world)}/offers`,
    body: () => ({ ...CUSTOM_OFFER, amountCents: 120_000 }),
    ok: 201,
  },
};

describe.each(Object.entries(ENDPOINTS))('%s', (_name, endpoint) => {
  const call = async (client: TestClient | null) => {
    const owner = await createUser(t, { roles: ['business'] });
    const world = { ...shared, business: await createBusiness(t, owner.id) };
    const path = await endpoint.path(world);
    const before = { ...(await worldState(t)), log: (await t.db.select().from(auditLogs)).length };
    const res = await (client ?? world.admin).request(endpoint.method, path, endpoint.body?.(world));
    const after = { ...(await worldState(t)), log: (await t.db.select().from(auditLogs)).length };
    return { res, before, after };
  };

  it('answers an anonymous caller 401 and writes nothing', async () => {
    const { res, before, after } = await call(t.client());
    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe('UNAUTHORIZED');
    expect(after).toEqual(before);
  });

  it.each(['team', 'business', 'user'] as const)('answers a %s user 403 and writes nothing', async (role) => {
    const { res, before, after } = await call(callers[role]);
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe('FORBIDDEN');
    expect(after).toEqual(before);
  });

  it(`answers an admin ${endpoint.ok}`, async () => {
    const { res } = await call(null);
    expect(res.status, JSON.stringify(res.body)).toBe(endpoint.ok);
  });
});

describe('the public link endpoints', () => {
  it('need no session: GET /api/cta answers the support address', async () => {
    const res = await t.client().get('/api/cta');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ supportEmail: 'support@homefield.local' });
  });
});
