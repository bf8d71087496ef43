import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../../tests/support/app';
import { createPlayer, teamOwner } from '../../../../tests/support/factories';
import { createContact, rosterCounts } from '../../../../tests/support/features/roster';
import { playerContacts, teamPlayers } from '../../db/schema';
import { isUniqueViolation } from './unique-violation';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});

const playersOf = (teamId: string) => t.db.select().from(teamPlayers).where(eq(teamPlayers.teamId, teamId));

describe('the roster list', () => {
  it('orders by jersey number, players without one last, then by name, with contact counts', async () => {
    const { client, team } = await teamOwner(t);
    const path = `/api/teams/${team.id}/players`;
    for (const body of [
      { firstName: 'Zoe', lastName: 'Bench', jerseyNumber: null },
      { firstName: 'Mia', lastName: 'Striker', jerseyNumber: 23 },
      { firstName: 'Ava', lastName: 'Keeper', jerseyNumber: 1 },
      { firstName: 'Ben', lastName: 'Bench' },
      { firstName: 'Lia', lastName: 'Wing', jerseyNumber: 7 },
    ]) {
      expect((await client.post(path, body)).status).toBe(201);
    }
    const mia = (await playersOf(team.id)).find((p) => p.playerName === 'Mia Striker')!;
    await createContact(t, mia.id);
    await createContact(t, mia.id);

    const res = await client.get(path);
    expect(res.status).toBe(200);
    expect(res.body.players.map((p: any) => [p.playerName, p.jerseyNumber])).toEqual([
      ['Ava Keeper', 1],
      ['Lia Wing', 7],
      ['Mia Striker', 23],
      ['Ben Bench', null],
      ['Zoe Bench', null],
    ]);
    expect(res.body.players.map((p: any) => p.contactCount)).toEqual([0, 0, 2, 0, 0]);
  });

  it('is empty for a new team', async () => {
    const { client, team } = await teamOwner(t);
    const res = await client.get(`/api/teams/${team.id}/players`);
    expect(res.body).toEqual({ players: [] });
  });
});

describe('adding a player', () => {
  it('gives a numbered player the URL {team slug}/{jersey} and one without a sequence number', async () => {
    const { client, team } = await teamOwner(t);
    const path = `/api/teams/${team.id}/players`;
    const numbered = await client.post(path, {
      firstName: '  Ava ',
      lastName: ' Chen ',
      jerseyNumber: 9,
      parentName: 'Lin Chen',
      parentEmail: 'Lin.Chen@Example.com',
    });
    expect(numbered.status).toBe(201);
    expect(numbered.body.player).toMatchObject({
      firstName: 'Ava',
      lastName: 'Chen',
      jerseyNumber: 9,
      parentName: 'Lin Chen',
      parentEmail: 'lin.chen@example.com',
      playerNumber: 9,
      urlSlug: `${team.slug}/9`,
      contactCount: 0,
    });
    const first = await client.post(path, {
      firstName: 'No',
      lastName: 'Number',
      parentName: '',
      parentEmail: '',
    });
    const second = await client.post(path, { firstName: 'Also', lastName: 'None', jerseyNumber: null });
    expect(first.body.player).toMatchObject({ jerseyNumber: null, parentName: null, parentEmail: null });
    expect(first.body.player.urlSlug).toBe(`${team.slug}/100`);
    expect(second.body.player.urlSlug).toBe(`${team.slug}/101`);
  });

  it('falls back to the sequence when the jersey number is already another player’s URL number', async () => {
    const { client, team } = await teamOwner(t);
    // Player 5 changed jersey to 6 earlier; their URL number stays 5.
    await createPlayer(t, team, { jerseyNumber: 6, playerNumber: 5 });
    const res = await client.post(`/api/teams/${team.id}/players`, {
      firstName: 'New',
      lastName: 'Five',
      jerseyNumber: 5,
    });
    expect(res.status).toBe(201);
    expect(res.body.player.urlSlug).toBe(`${team.slug}/100`);
  });

  it('refuses a jersey number already on the roster with 409 on jerseyNumber', async () => {
    const { client, team } = await teamOwner(t);
    const path = `/api/teams/${team.id}/players`;
    await client.post(path, { firstName: 'First', lastName: 'Seven', jerseyNumber: 7 });
    const res = await client.post(path, { firstName: 'Second', lastName: 'Seven', jerseyNumber: 7 });
    expect(res.status).toBe(409);
    expect(res.body.error).toMatchObject({
      code: 'JERSEY_TAKEN',
      message: 'Jersey number 7 is already taken',
      fields: { jerseyNumber: ['Jersey number 7 is already taken'] },
    });
    expect(await playersOf(team.id)).toHaveLength(1);
  });

  it('lets another team use the same jersey number', async () => {
    const a = await teamOwner(t);
    const b = await teamOwner(t);
    expect(
      (
        await a.client.post(`/api/teams/${a.team.id}/players`, {
          firstName: 'A',
          lastName: 'Test',
          jerseyNumber: 3,
        })
      ).status,
    ).toBe(201);
    expect(
      (
        await b.client.post(`/api/teams/${b.team.id}/players`, {
          firstName: 'B',
          lastName: 'Test',
          jerseyNumber: 3,
        })
      ).status,
    ).toBe(201);
  });

  it('gives two concurrent adds of one jersey number one 201 and one 409, never a 500', async () => {
    const { client, team } = await teamOwner(t);
    const path = `/api/teams/${team.id}/players`;
    const answers = await Promise.all([
      client.post(path, { firstName: 'Racer', lastName: 'One', jerseyNumber: 12 }),
      client.post(path, { firstName: 'Racer', lastName: 'Two', jerseyNumber: 12 }),
      client.post(path, { firstName: 'Racer', lastName: 'Three', jerseyNumber: 12 }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409]);
    expect(await playersOf(team.id)).toHaveLength(1);
  });

  it('recognises the partial unique index behind the 409, for writers that skip the check', async () => {
    const { team } = await teamOwner(t);
    await createPlayer(t, team, { jerseyNumber: 30 });
    const error = await createPlayer(t, team, { jerseyNumber: 30, playerNumber: 130 }).catch((e) => e);
    expect(isUniqueViolation(error, 'team_players_team_jersey_key')).toBe(true);
    expect(isUniqueViolation(error, 'team_players_url_slug_key')).toBe(false);
  });

  it('gives concurrent adds without a jersey number distinct URLs', async () => {
    const { client, team } = await teamOwner(t);
    const path = `/api/teams/${team.id}/players`;
    const answers = await Promise.all(
      ['P1', 'P2', 'P3', 'P4'].map((firstName) => client.post(path, { firstName, lastName: 'Test' })),
    );
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 201]);
    const slugs = new Set(answers.map((a) => a.body.player.urlSlug));
    expect(slugs.size).toBe(4);
  });

  it.each([
    ['a missing name', { lastName: 'Chen', jerseyNumber: 1 }, 'firstName', 'First name is required'],
    ['a blank name', { firstName: '   ', lastName: 'Chen' }, 'firstName', 'First name is required'],
    ['a name that is not text', { firstName: 'Ava', lastName: 42 }, 'lastName', 'Last name is required'],
    [
      'an over-long name',
      { firstName: 'x', lastName: 'x'.repeat(51) },
      'lastName',
      'Last name must be at most 50 characters',
    ],
    [
      'a fractional jersey number',
      { firstName: 'A', lastName: 'Test', jerseyNumber: 7.5 },
      'jerseyNumber',
      'Jersey number must be a whole number from 0 to 99',
    ],
    [
      'a jersey number as text',
      { firstName: 'A', lastName: 'Test', jerseyNumber: '7' },
      'jerseyNumber',
      'Jersey number must be a whole number from 0 to 99',
    ],
    [
      'a negative jersey number',
      { firstName: 'A', lastName: 'Test', jerseyNumber: -1 },
      'jerseyNumber',
      'Jersey number must be a whole number from 0 to 99',
    ],
    [
      'a jersey number over 99',
      { firstName: 'A', lastName: 'Test', jerseyNumber: 100 },
      'jerseyNumber',
      'Jersey number must be a whole number from 0 to 99',
    ],
    [
      'an over-long parent name',
      { firstName: 'A', lastName: 'Test', parentName: 'p'.repeat(101) },
      'parentName',
      'Parent name must be at most 100 characters',
    ],
    [
      'a bad parent email',
      { firstName: 'A', lastName: 'Test', parentEmail: 'not-an-email' },
      'parentEmail',
      'Please enter a valid email address.',
    ],
    ['an unknown field', { firstName: 'A', lastName: 'Test', urlSlug: 'mine/1' }, 'urlSlug', 'Unknown field'],
  ])('refuses %s with 400 and writes nothing', async (_name, body, field, message) => {
    const { client, team } = await teamOwner(t);
    const before = await rosterCounts(t);
    const res = await client.post(`/api/teams/${team.id}/players`, body);
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('VALIDATION_FAILED');
    expect(res.body.error.fields[field]).toEqual([message]);
    expect(await rosterCounts(t)).toEqual(before);
  });

  it('refuses malformed JSON and a body that is not JSON, writing nothing', async () => {
    const { client, team } = await teamOwner(t);
    const before = await rosterCounts(t);
    const path = `/api/teams/${team.id}/players`;
    const malformed = await client.post(path, '{"firstName":');
    expect(malformed.status).toBe(400);
    expect(malformed.body.error.code).toBe('MALFORMED_JSON');
    const form = await client.post(path, 'firstName=A', {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(form.status).toBe(415);
    expect(await rosterCounts(t)).toEqual(before);
  });
});

describe('editing a player', () => {
  it('changes the given fields and keeps the URL', async () => {
    const { client, team } = await teamOwner(t);
    const created = await client.post(`/api/teams/${team.id}/players`, {
      firstName: 'Sam',
      lastName: 'Lee',
      jerseyNumber: 4,
      parentName: 'Pat Lee',
    });
    const { id, urlSlug } = created.body.player;
    const res = await client.patch(`/api/teams/${team.id}/players/${id}`, {
      firstName: 'Samantha',
      lastName: 'Lee',
      jerseyNumber: 14,
      parentName: '',
    });
    expect(res.status).toBe(200);
    expect(res.body.player).toMatchObject({
      firstName: 'Samantha',
      lastName: 'Lee',
      jerseyNumber: 14,
      parentName: null,
      urlSlug,
      playerNumber: 4,
    });
    const [row] = await t.db.select().from(teamPlayers).where(eq(teamPlayers.id, id));
    expect(row).toMatchObject({ playerName: 'Samantha Lee', jerseyNumber: 14, parentName: null, urlSlug });
  });

  it('keeps its own jersey number, refuses a teammate’s with 409, and can clear it', async () => {
    const { client, team } = await teamOwner(t);
    const path = `/api/teams/${team.id}/players`;
    const one = (await client.post(path, { firstName: 'One', lastName: 'Test', jerseyNumber: 1 })).body
      .player;
    await client.post(path, { firstName: 'Two', lastName: 'Test', jerseyNumber: 2 });
    expect((await client.patch(`${path}/${one.id}`, { jerseyNumber: 1 })).status).toBe(200);
    const clash = await client.patch(`${path}/${one.id}`, { jerseyNumber: 2 });
    expect(clash.status).toBe(409);
    expect(clash.body.error.fields.jerseyNumber).toEqual(['Jersey number 2 is already taken']);
    const cleared = await client.patch(`${path}/${one.id}`, { jerseyNumber: null });
    expect(cleared.body.player).toMatchObject({ jerseyNumber: null, urlSlug: one.urlSlug });
  });

  it('refuses bad fields with the same messages and changes nothing', async () => {
    const { client, team } = await teamOwner(t);
    const player = await createPlayer(t, team, { firstName: 'Steady', lastName: 'Test' });
    const path = `/api/teams/${team.id}/players/${player.id}`;
    for (const body of [
      { firstName: '', lastName: '' },
      { jerseyNumber: 2.5 },
      { teamId: team.id },
      { playerNumber: 1 },
    ]) {
      expect((await client.patch(path, body)).status).toBe(400);
    }
    expect((await client.patch(path, '{oops')).status).toBe(400);
    const [row] = await t.db.select().from(teamPlayers).where(eq(teamPlayers.id, player.id));
    expect(row).toMatchObject({ playerName: 'Steady Test', playerNumber: player.playerNumber });
  });

  it('answers 404 for a player that was removed', async () => {
    const { client, team } = await teamOwner(t);
    const player = await createPlayer(t, team);
    await client.delete(`/api/teams/${team.id}/players/${player.id}`);
    const res = await client.patch(`/api/teams/${team.id}/players/${player.id}`, {
      firstName: 'Ghost',
      lastName: 'Test',
    });
    expect(res.status).toBe(404);
  });
});

describe('removing a player', () => {
  it('removes the player and their contacts', async () => {
    const { client, team } = await teamOwner(t);
    const player = await createPlayer(t, team);
    await createContact(t, player.id);
    const res = await client.delete(`/api/teams/${team.id}/players/${player.id}`);
    expect(res.status).toBe(204);
    expect(await playersOf(team.id)).toHaveLength(0);
    const contacts = await t.db.select().from(playerContacts).where(eq(playerContacts.playerId, player.id));
    expect(contacts).toHaveLength(0);
    expect((await client.delete(`/api/teams/${team.id}/players/${player.id}`)).status).toBe(404);
  });
});
