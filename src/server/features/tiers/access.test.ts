import { beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../../tests/support/app';
import { moneySnapshot, moneyWorld } from '../../../../tests/support/features/tiers';
import { describeOwnerOnly, type OwnedEndpoint } from '../../../../tests/support/owner-only';

type World = Awaited<ReturnType<typeof moneyWorld>>;

const gold = { name: 'Gold', amount: 100_000, benefits: ['Logo on jerseys'], availableSpots: 2 };

const endpoints: OwnedEndpoint<World>[] = [
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

const app = describeOwnerOnly({
  endpoints,
  world: moneyWorld,
  snapshot: moneySnapshot,
  secretOf: (w) => w.tier.name,
});
let t: TestApp;
beforeAll(() => {
  t = app.t;
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
