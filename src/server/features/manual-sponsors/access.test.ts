import { beforeAll, describe, expect, it } from 'vitest';
import {
  startTestApp,
  type TestApp,
  type TestClient,
  type TestResponse,
} from '../../../../tests/support/app';
import { signedInClient, teamOwner } from '../../../../tests/support/factories';
import { moneySnapshot, moneyWorld } from '../tiers/test-support';
import { validSponsor } from './test-support';

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

const endpoints: {
  name: string;
  ok: number;
  send: (client: TestClient, w: World) => Promise<TestResponse>;
}[] = [
  {
    name: 'GET /api/teams/:teamId/manual-sponsors',
    ok: 200,
    send: (c, w) => c.get(`/api/teams/${w.team.id}/manual-sponsors`),
  },
  {
    name: 'POST /api/teams/:teamId/manual-sponsors',
    ok: 201,
    send: (c, w) => c.post(`/api/teams/${w.team.id}/manual-sponsors`, validSponsor),
  },
  {
    name: 'DELETE /api/teams/:teamId/manual-sponsors/:sponsorId',
    ok: 204,
    send: (c, w) => c.delete(`/api/teams/${w.team.id}/manual-sponsors/${w.sponsor.id}`),
  },
  {
    name: 'GET /api/teams/:teamId/sponsors',
    ok: 200,
    send: (c, w) => c.get(`/api/teams/${w.team.id}/sponsors`),
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
      expect(JSON.stringify(res.body)).not.toContain(w.sponsor.companyName);
      expect(await moneySnapshot(t)).toEqual(before);
    },
  );

  it(`lets the team's owner in (${ok})`, async () => {
    const w = await moneyWorld(t);
    const res = await send(w.client, w);
    expect(res.status).toBe(ok);
  });
});

describe("another team's sponsor through the owner's own path", () => {
  it('is not found and not deleted', async () => {
    const mine = await moneyWorld(t);
    const theirs = await moneyWorld(t);
    const before = await moneySnapshot(t);
    const res = await mine.client.delete(`/api/teams/${mine.team.id}/manual-sponsors/${theirs.sponsor.id}`);
    expect(res.status).toBe(404);
    expect(res.body.error.message).toBe('Sponsor not found');
    expect(await moneySnapshot(t)).toEqual(before);
  });

  it('answers 404 for ids that are not uuids', async () => {
    const w = await moneyWorld(t);
    expect((await w.client.get('/api/teams/nope/manual-sponsors')).status).toBe(404);
    expect((await w.client.post('/api/teams/nope/manual-sponsors', validSponsor)).status).toBe(404);
    expect((await w.client.delete(`/api/teams/${w.team.id}/manual-sponsors/nope`)).status).toBe(404);
    expect((await w.client.get('/api/teams/nope/sponsors')).status).toBe(404);
  });
});
