import { beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../../tests/support/app';
import { validSponsor } from '../../../../tests/support/features/manual-sponsors';
import { moneySnapshot, moneyWorld } from '../../../../tests/support/features/tiers';
import { describeOwnerOnly, type OwnedEndpoint } from '../../../../tests/support/owner-only';

type World = Awaited<ReturnType<typeof moneyWorld>>;

const endpoints: OwnedEndpoint<World>[] = [
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

const app = describeOwnerOnly({
  endpoints,
  world: moneyWorld,
  snapshot: moneySnapshot,
  secretOf: (w) => w.sponsor.companyName,
});
let t: TestApp;
beforeAll(() => {
  t = app.t;
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
