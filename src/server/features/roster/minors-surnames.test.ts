import { readFileSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../../tests/support/app';
import { createPlayer } from '../../../../tests/support/factories';
import { donationWorld, gift, giveInSandbox } from '../../../../tests/support/features/donations';
import { mailTo } from '../../../../tests/support/features/payments';
import { startWebApp } from '../../../../tests/support/web-app';
import { splitFullName } from '../../../shared/player-name';
import { FIRST_NAME_REQUIRED, NAME_NOT_SPLIT, NAME_PAIR_REQUIRED } from '../../../shared/schemas/roster';
import type { createApp } from '../../app';
import { teamPlayers } from '../../db/schema';

/*
 * Issue 18, hole 6: public pages guessed a player's public name from one full-name string, so
 * "Martinez, Ava", "Ava.Martinez", "Ava_Martinez" and names with zero-width characters showed the
 * surname, and "Mia T." showed "Mia T..". The roster now keeps first and last name apart, the public name
 * is the first name and the last name's initial, and a name migration 0011 could not split shows no name
 * at all until the coach confirms it.
 */

/** Names the old rule read wrong; after stripping invisible characters, none is clearly "First Last". */
const HOSTILE = ['Martinez, Ava', 'Ava.Martinez', 'Ava_Martinez', 'Ava\u200BMartinez', 'Ava\u2060Martinez'];
/** Names with invisible or direction-changing characters that are "Ava Martinez" once stripped. */
const DISGUISED = [
  'Ava\u200B Martinez',
  '\u202EAva Martinez\u202C',
  'Ava \u2066Martinez\u2069',
  '\uFEFFAva\u00AD Martinez',
];

let t: TestApp;
let web: ReturnType<typeof createApp>;

beforeAll(async () => {
  ({ t, web } = await startWebApp());
}, 180_000);

/** Migration 0011's data step that splits the roster's old single names (the file's last statement). */
const splitStatement = readFileSync(path.resolve('src/server/db/migrations/0011_security_holes.sql'), 'utf8')
  .split('--> statement-breakpoint')
  .find((statement) => statement.includes('name_needs_review = NOT'))!;

/** A player as rows looked before migration 0011: only player_name, the two new fields empty. */
async function oldShapePlayer(team: { id: string; slug: string }, playerName: string) {
  const player = await createPlayer(t, team);
  await t.db
    .update(teamPlayers)
    .set({ playerName, firstName: '', lastName: '', nameNeedsReview: false })
    .where(eq(teamPlayers.id, player.id));
  return player;
}

async function runSplit() {
  await t.db.execute(sql.raw(splitStatement));
}

async function rowOf(playerId: string) {
  const [row] = await t.db.select().from(teamPlayers).where(eq(teamPlayers.id, playerId));
  return row!;
}

/** Everything public about the player: the page's API answer, the server-drawn page, and a donor's receipt. */
async function publicSurfaces(team: { slug: string }, player: { id: string; playerNumber: number }) {
  const api = await t.client().get(`/api/players/${team.slug}/${player.playerNumber}`);
  expect(api.status).toBe(200);
  const page = await web.request(`http://homefield.test/player/${team.slug}/${player.playerNumber}`);
  const html = await page.text();
  // Drawn by the server with the player's data, not an empty shell.
  expect(html).toContain(`Support ${api.body.player.playerName}`);
  const donorEmail = `donor-${player.id}@example.com`;
  await giveInSandbox(t, gift(player.id, { donorEmail, donorName: 'Lin Chen' }));
  const [receipt] = await mailTo(t, donorEmail);
  return {
    shownName: api.body.player.playerName as string,
    everything: [JSON.stringify(api.body), html, receipt!.subject, receipt!.text, receipt!.html].join('\n'),
  };
}

describe("hole 6: minors' surnames leak", () => {
  it('refuses the old single name field: a player is added with a first and a last name', async () => {
    const { owner } = await donationWorld(t);
    for (const playerName of HOSTILE) {
      const res = await owner.client.post(`/api/teams/${owner.team.id}/players`, { playerName });
      expect(res.status, playerName).toBe(400);
    }
    const listed = await owner.client.get(`/api/teams/${owner.team.id}/players`);
    expect(listed.body.players.map((p: { playerName: string }) => p.playerName)).toEqual(['Ava Martinez']);
  });

  it('refuses, row by row, a CSV name column it cannot split, and imports the clear ones', async () => {
    const { owner } = await donationWorld(t);
    const rows = [...HOSTILE, 'Ben Ortiz'].map((playerName) => ({ playerName }));
    const preview = await owner.client.post(`/api/teams/${owner.team.id}/players/import`, {
      rows,
      dryRun: true,
    });
    expect(preview.status).toBe(200);
    expect(preview.body.errors).toEqual(
      HOSTILE.map((_, row) => ({ row, fields: { playerName: [NAME_NOT_SPLIT] } })),
    );
    const refused = await owner.client.post(`/api/teams/${owner.team.id}/players/import`, { rows });
    expect(refused.status).toBe(422);
    expect(refused.body.error.fields['rows.0.playerName']).toEqual([NAME_NOT_SPLIT]);

    const clear = await owner.client.post(`/api/teams/${owner.team.id}/players/import`, {
      rows: [{ playerName: 'Ben Ortiz' }, { firstName: 'Cy', lastName: 'Vance' }],
    });
    expect(clear.status).toBe(201);
    expect(
      clear.body.players.map((p: { firstName: string; lastName: string }) => [p.firstName, p.lastName]),
    ).toEqual([
      ['Ben', 'Ortiz'],
      ['Cy', 'Vance'],
    ]);
  });

  it.each(DISGUISED)(
    'strips invisible and direction-changing characters from %j: the public name is Ava M.',
    async (name) => {
      const { owner } = await donationWorld(t);
      const [firstName, lastName] = name.split(' ') as [string, string];
      const added = await owner.client.post(`/api/teams/${owner.team.id}/players`, { firstName, lastName });
      expect(added.status).toBe(201);
      expect(added.body.player).toMatchObject({
        firstName: 'Ava',
        lastName: 'Martinez',
        playerName: 'Ava Martinez',
      });
      const shown = await publicSurfaces(owner.team, added.body.player);
      expect(shown.shownName).toBe('Ava M.');
      expect(shown.everything).not.toContain('Martinez');
      expect(shown.everything).not.toMatch(/[\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]/);
    },
  );

  it('refuses a first name of nothing but invisible characters', async () => {
    const { owner } = await donationWorld(t);
    const res = await owner.client.post(`/api/teams/${owner.team.id}/players`, {
      firstName: '\u200B\u202E ',
      lastName: 'Martinez',
    });
    expect(res.status).toBe(400);
    expect(res.body.error.fields.firstName).toEqual([FIRST_NAME_REQUIRED]);
  });

  it('shows "Mia T." for a last name written "T.", never "Mia T.."', async () => {
    const { owner } = await donationWorld(t);
    const added = await owner.client.post(`/api/teams/${owner.team.id}/players`, {
      firstName: 'Mia',
      lastName: 'T.',
    });
    const shown = await publicSurfaces(owner.team, added.body.player);
    expect(shown.shownName).toBe('Mia T.');
    expect(shown.everything).toContain('Mia T.');
    expect(shown.everything).not.toContain('Mia T..');
  });

  it('splits the old names it can, and marks the others for the coach to confirm', async () => {
    const { team } = await donationWorld(t);
    const clear = {
      'Ava Chen': ['Ava', 'Chen'],
      '  Ava   Marie \t Chen ': ['Ava', 'Marie Chen'],
      "Liam O'Brien": ['Liam', "O'Brien"],
      'Leo Park Jr.': ['Leo', 'Park Jr.'],
      'José García-Núñez': ['José', 'García-Núñez'],
      'Ava\u200B Chen\u202C': ['Ava', 'Chen'],
    } as const;
    const unclear = [...HOSTILE, 'Ava', 'Leo Jr.', 'Ava M. Chen', 'Ava 2', '\u200B'];
    const players = new Map<string, string>();
    for (const name of [...Object.keys(clear), ...unclear])
      players.set(name, (await oldShapePlayer(team, name)).id);

    await runSplit();

    for (const [name, [firstName, lastName]] of Object.entries(clear)) {
      const row = await rowOf(players.get(name)!);
      expect({ name, ...row }).toMatchObject({ name, firstName, lastName, nameNeedsReview: false });
      expect(row.playerName).toBe(`${firstName} ${lastName}`);
      // The browser's rule and the migration's agree.
      expect(splitFullName(name)).toEqual({ firstName, lastName });
    }
    for (const name of unclear) {
      const row = await rowOf(players.get(name)!);
      expect({ name, ...row }).toMatchObject({ name, firstName: '', lastName: '', nameNeedsReview: true });
      expect(splitFullName(name)).toBeNull();
    }
    // Run again (or over rows the roster already split), it changes nothing.
    await runSplit();
    expect(await rowOf(players.get('Ava Chen')!)).toMatchObject({ firstName: 'Ava', nameNeedsReview: false });
  });

  it.each(HOSTILE)(
    'shows no part of an old name it could not split (%j) on any public surface',
    async (name) => {
      const { team } = await donationWorld(t);
      const player = await oldShapePlayer(team, name);
      await runSplit();
      const shown = await publicSurfaces(team, player);
      expect(shown.shownName).toBe(`Player #${player.playerNumber}`);
      expect(shown.everything).not.toContain('Martinez');
    },
  );

  it('asks the coach to confirm an unclear name; confirming sets both fields and clears the flag', async () => {
    const { owner } = await donationWorld(t);
    const player = await oldShapePlayer(owner.team, 'Martinez, Ava');
    await runSplit();
    const roster = await owner.client.get(`/api/teams/${owner.team.id}/players`);
    expect(roster.body.players.find((p: { id: string }) => p.id === player.id)).toMatchObject({
      playerName: 'Martinez, Ava',
      firstName: '',
      lastName: '',
      nameNeedsReview: true,
    });

    const half = await owner.client.patch(`/api/teams/${owner.team.id}/players/${player.id}`, {
      firstName: 'Ava',
    });
    expect(half.status).toBe(400);
    expect(half.body.error.fields.lastName).toEqual([NAME_PAIR_REQUIRED]);
    expect(await rowOf(player.id)).toMatchObject({ nameNeedsReview: true });

    const confirmed = await owner.client.patch(`/api/teams/${owner.team.id}/players/${player.id}`, {
      firstName: 'Ava',
      lastName: 'Martinez',
    });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.player).toMatchObject({
      playerName: 'Ava Martinez',
      firstName: 'Ava',
      lastName: 'Martinez',
      nameNeedsReview: false,
    });
    const page = await t.client().get(`/api/players/${owner.team.slug}/${player.playerNumber}`);
    expect(page.body.player.playerName).toBe('Ava M.');
  });
});
