import { beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../../tests/support/app';
import { createPlayer } from '../../../../tests/support/factories';
import { createContact, rosterCounts, rosterWorld } from '../../../../tests/support/features/roster';
import { describeOwnerOnly, type OwnedEndpoint } from '../../../../tests/support/owner-only';

type World = Awaited<ReturnType<typeof rosterWorld>>;

const letter = {
  subject: 'Support {player}',
  htmlContent: '<p>Hello</p>',
  senderName: 'Coach',
  senderEmail: 'coach@example.com',
};

const endpoints: OwnedEndpoint<World>[] = [
  {
    name: 'GET /api/teams/:teamId/players',
    ok: 200,
    send: (c, w) => c.get(`/api/teams/${w.team.id}/players`),
  },
  {
    name: 'POST /api/teams/:teamId/players',
    ok: 201,
    send: (c, w) =>
      c.post(`/api/teams/${w.team.id}/players`, { firstName: 'New', lastName: 'Kid', jerseyNumber: 4 }),
  },
  {
    name: 'POST /api/teams/:teamId/players/import',
    ok: 201,
    send: (c, w) =>
      c.post(`/api/teams/${w.team.id}/players/import`, {
        rows: [{ firstName: 'Imported', lastName: 'Kid', jerseyNumber: 5, parentName: '', parentEmail: '' }],
      }),
  },
  {
    name: 'PATCH /api/teams/:teamId/players/:playerId',
    ok: 200,
    send: (c, w) =>
      c.patch(`/api/teams/${w.team.id}/players/${w.player.id}`, { firstName: 'Renamed', lastName: 'Test' }),
  },
  {
    name: 'DELETE /api/teams/:teamId/players/:playerId',
    ok: 204,
    send: (c, w) => c.delete(`/api/teams/${w.team.id}/players/${w.player.id}`),
  },
  {
    name: 'GET /api/players/:playerId/contacts',
    ok: 200,
    send: (c, w) => c.get(`/api/players/${w.player.id}/contacts`),
  },
  {
    name: 'POST /api/players/:playerId/contacts',
    ok: 201,
    send: (c, w) =>
      c.post(`/api/players/${w.player.id}/contacts`, {
        contactName: 'Gran',
        contactEmail: 'gran@example.com',
      }),
  },
  {
    name: 'DELETE /api/players/:playerId/contacts/:contactId',
    ok: 204,
    send: (c, w) => c.delete(`/api/players/${w.player.id}/contacts/${w.contact.id}`),
  },
  {
    name: 'POST /api/players/:playerId/fundraising-email',
    ok: 200,
    send: (c, w) =>
      c.post(`/api/players/${w.player.id}/fundraising-email`, { ...letter, contactIds: [w.contact.id] }),
  },
];

const app = describeOwnerOnly({
  endpoints,
  world: rosterWorld,
  snapshot: rosterCounts,
  secretOf: (w) => w.player.playerName,
});
let t: TestApp;
beforeAll(() => {
  t = app.t;
});

describe("another team's records through the owner's own paths", () => {
  it('does not reach a player of another team through the own team path', async () => {
    const mine = await rosterWorld(t);
    const theirs = await rosterWorld(t);
    const before = await rosterCounts(t);
    const path = `/api/teams/${mine.team.id}/players/${theirs.player.id}`;
    expect((await mine.client.patch(path, { firstName: 'Hi', lastName: 'Jacked' })).status).toBe(404);
    expect((await mine.client.delete(path)).status).toBe(404);
    expect(await rosterCounts(t)).toEqual(before);
    const roster = await theirs.client.get(`/api/teams/${theirs.team.id}/players`);
    expect(roster.body.players[0].playerName).toBe(theirs.player.playerName);
  });

  it("does not reach another player's contact through the own player path", async () => {
    const mine = await rosterWorld(t);
    const theirs = await rosterWorld(t);
    const sibling = await createPlayer(t, mine.team);
    const siblingContact = await createContact(t, sibling.id);
    const before = await rosterCounts(t);
    for (const contactId of [theirs.contact.id, siblingContact.id]) {
      const res = await mine.client.delete(`/api/players/${mine.player.id}/contacts/${contactId}`);
      expect(res.status).toBe(404);
    }
    expect(await rosterCounts(t)).toEqual(before);
  });

  it('answers 404 for ids that are not uuids', async () => {
    const w = await rosterWorld(t);
    expect((await w.client.get('/api/teams/not-a-team/players')).status).toBe(404);
    expect(
      (await w.client.patch(`/api/teams/${w.team.id}/players/nope`, { firstName: 'X', lastName: 'Y' }))
        .status,
    ).toBe(404);
    expect((await w.client.delete(`/api/teams/${w.team.id}/players/nope`)).status).toBe(404);
    expect((await w.client.get('/api/players/nope/contacts')).status).toBe(404);
    expect((await w.client.delete(`/api/players/${w.player.id}/contacts/nope`)).status).toBe(404);
  });
});
