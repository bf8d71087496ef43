import { beforeAll, describe, expect, it } from 'vitest';
import {
  startTestApp,
  type TestApp,
  type TestClient,
  type TestResponse,
} from '../../../../tests/support/app';
import { signedInClient, teamOwner } from '../../../../tests/support/factories';
import { moneySnapshot, moneyWorld } from './test-support';

let t: TestApp;
let strangers: Record<'another team user' | 'a business user' | 'an admin', TestClient>;

beforeAll(async () => {
  t = await startTestApp();
  strangers = {
    'another team user': (await teamOwner(t)).client,
    'a business user': (await signedInClient(t, { roles: ['business'] })).client,
    'an admin': (await signedInClient(t, { roles: ['admin'] })).client,
  };
});

type World = Awaited<ReturnType<typeof moneyWorld>>;

const gold = { name: 'Gold', amount: 100_000, benefits: ['Logo on jerseys'], availableSpots: 2 };

const endpoints: {
  name: string;
  ok: number;
  send: (client: TestClient, w: World) => Promise<TestResponse>;
}[] = [
  { name: 'GET /api/teams/:teamId/tiers', ok: 200, send: (c, w) => c.get(`/api/teams/${w.team.id}/tiers`) },
  {
    name: 'POST /api/teams/:teamId/tiers',
    ok: 201,
    send: (c, w) => c.post(`/api/teams/${w.team.id}/tiers`, gold),
  },
  {
    name: 'PUT /api/teams/:teamId/tiers/:tierId',
    ok: 200,
    send: (c, w) => c.put(`/api/teams/${w.team.id}/tiers/${w.tier.id}`, gold),
  },
  {
    name: 'DELETE /api/teams/:teamId/tiers/:tierId',
    ok: 204,
    send: (c, w) => c.delete(`/api/teams/${w.team.id}/tiers/${w.tier.id}`),
  },
];

describe.each(endpoints)('$name', ({ ok, send }) => {
  it('answers an anonymous caller 401 and changes nothing', async () => {
    const w = await moneyWorld(t);
    const before = await moneySnapshot(t);
    const res = await send(t.client(), w);
    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe('UNAUTHORIZED');
    expect(await moneySnapshot(t)).toEqual(before);
  });

  it.each(['another team user', 'a business user', 'an admin'] as const)(
    'answers %s 404 and changes nothing',
    async (who) => {
      const w = await moneyWorld(t);
      const before = await moneySnapshot(t);
      const res = await send(strangers[who], w);
      expect(res.status).toBe(404);
      expect(res.body.error.code).toBe('NOT_FOUND');
      expect(JSON.stringify(res.body)).not.toContain(w.tier.name);
      expect(await moneySnapshot(t)).toEqual(before);
    },
  );

  it(`lets the team's owner in (${ok})`, async () => {
    const w = await moneyWorld(t);
    const res = await send(w.client, w);
    expect(res.status).toBe(ok);
  });
});

describe("another team's tier through the owner's own path", () => {
  it('is not found, and neither edited nor deleted', async () => {
    const mine = await moneyWorld(t);
    const theirs = await moneyWorld(t);
    const before = await moneySnapshot(t);
    const path = `/api/teams/${mine.team.id}/tiers/${theirs.tier.id}`;
    const edit = await mine.client.put(path, gold);
    expect(edit.status).toBe(404);
    expect(edit.body.error.message).toBe('Sponsorship tier not found');
    expect((await mine.client.delete(path)).status).toBe(404);
    expect(await moneySnapshot(t)).toEqual(before);
  });

  it('answers 404 for ids that are not uuids', async () => {
    const w = await moneyWorld(t);
    expect((await w.client.get('/api/teams/not-a-team/tiers')).status).toBe(404);
    expect((await w.client.post('/api/teams/not-a-team/tiers', gold)).status).toBe(404);
    expect((await w.client.put(`/api/teams/${w.team.id}/tiers/nope`, gold)).status).toBe(404);
    expect((await w.client.delete(`/api/teams/${w.team.id}/tiers/nope`)).status).toBe(404);
  });
});
