import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../../tests/support/app';
import { createPlayer, teamOwner } from '../../../../tests/support/factories';
import { rosterCounts } from '../../../../tests/support/features/roster';
import { teamPlayers } from '../../db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});

/** A row of the template's columns; `name` is split at its first space (no last name: 'Test'). */
const row = (name: string, jerseyNumber: unknown, parentEmail = '') => ({
  firstName: name.split(' ')[0],
  lastName: name.split(' ').slice(1).join(' ') || 'Test',
  jerseyNumber,
  parentName: '',
  parentEmail,
});

async function coachWithJersey(jersey: number) {
  const owner = await teamOwner(t);
  await createPlayer(t, owner.team, { jerseyNumber: jersey, firstName: 'Already', lastName: 'Here' });
  return { ...owner, path: `/api/teams/${owner.team.id}/players/import` };
}

const rosterOf = (teamId: string) => t.db.select().from(teamPlayers).where(eq(teamPlayers.teamId, teamId));

const mixedFile = [
  row('Good One', 1, 'parent@example.com'),
  row('', 2),
  row('Taken Number', 8),
  row('Fraction', '3.5'),
  row('Dup A', 4),
  row('Dup B', 4),
  row('Bad Email', null, 'nope'),
];

describe('CSV import', () => {
  it('previews per-row errors with a dry run and writes nothing', async () => {
    const { client, team, path } = await coachWithJersey(8);
    const before = await rosterCounts(t);
    const res = await client.post(path, { rows: mixedFile, dryRun: true });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      total: 7,
      errors: [
        { row: 1, fields: { firstName: ['First name is required'] } },
        { row: 2, fields: { jerseyNumber: ['Jersey number 8 is already taken'] } },
        { row: 3, fields: { jerseyNumber: ['Jersey number must be a whole number from 0 to 99'] } },
        { row: 5, fields: { jerseyNumber: ['Jersey number 4 is also on row 5'] } },
        { row: 6, fields: { parentEmail: ['Please enter a valid email address.'] } },
      ],
    });
    expect(await rosterCounts(t)).toEqual(before);
    expect(await rosterOf(team.id)).toHaveLength(1);
  });

  it('previews a clean file with no errors, still writing nothing', async () => {
    const { client, team, path } = await coachWithJersey(8);
    const res = await client.post(path, { rows: [row('A', 1), row('B', null)], dryRun: true });
    expect(res.body).toEqual({ total: 2, errors: [] });
    expect(await rosterOf(team.id)).toHaveLength(1);
  });

  it('refuses a file with one bad row with 422, per-row fields, and writes nothing', async () => {
    const { client, team, path } = await coachWithJersey(8);
    const res = await client.post(path, { rows: [row('Fine', 1), row('Fine Too', 2), row('Clash', 8)] });
    expect(res.status).toBe(422);
    expect(res.body.error).toEqual({
      code: 'IMPORT_INVALID',
      message: '1 row has errors, so nothing was imported.',
      fields: { 'rows.2.jerseyNumber': ['Jersey number 8 is already taken'] },
    });
    expect(await rosterOf(team.id)).toHaveLength(1);
  });

  it('adds every row of a good file in one go, each with its own URL', async () => {
    const { client, team, path } = await coachWithJersey(8);
    const res = await client.post(path, {
      rows: [
        row('Ava Chen', 9, 'LIN@example.com'),
        row('Bo Diaz', null),
        {
          firstName: 'Cy',
          lastName: 'Ellis',
          jerseyNumber: 11,
          parentName: 'Dana Ellis',
          parentEmail: 'dana@example.com',
        },
        row('Di Fox', null),
      ],
    });
    expect(res.status).toBe(201);
    expect(res.body.imported).toBe(4);
    expect(res.body.players.map((p: any) => p.urlSlug)).toEqual([
      `${team.slug}/9`,
      `${team.slug}/100`,
      `${team.slug}/11`,
      `${team.slug}/101`,
    ]);
    expect(res.body.players[0].parentEmail).toBe('lin@example.com');
    expect(res.body.players[2].parentName).toBe('Dana Ellis');
    expect(await rosterOf(team.id)).toHaveLength(5);
  });

  it.each([
    ['no rows', { rows: [] }],
    ['more than 200 rows', { rows: Array.from({ length: 201 }, (_, i) => row(`P${i}`, null)) }],
    ['rows that are not a list', { rows: 'name,jersey' }],
    ['a dryRun that is not a boolean', { rows: [row('A', 1)], dryRun: 'yes' }],
    ['an unknown field', { rows: [row('A', 1)], replace: true }],
  ])('refuses %s with 400 and writes nothing', async (_name, body) => {
    const { client, path } = await coachWithJersey(8);
    const before = await rosterCounts(t);
    const res = await client.post(path, body);
    expect(res.status).toBe(400);
    expect(await rosterCounts(t)).toEqual(before);
  });

  it('reports a row with an unknown column or of the wrong shape on that row', async () => {
    const { client, path } = await coachWithJersey(8);
    const res = await client.post(path, {
      rows: [{ firstName: 'A', lastName: 'Test', shirt: 'L' }, 'Bo'],
      dryRun: true,
    });
    expect(res.body.errors).toEqual([
      { row: 0, fields: { shirt: ['Unknown field'] } },
      { row: 1, fields: { _: [expect.any(String)] } },
    ]);
  });

  it('accepts 200 rows', async () => {
    const { client, team, path } = await coachWithJersey(8);
    const rows = Array.from({ length: 200 }, (_, i) => row(`Player ${i}`, i < 90 ? i + 10 : null));
    const res = await client.post(path, { rows });
    expect(res.status).toBe(201);
    expect(await rosterOf(team.id)).toHaveLength(201);
  });
});
