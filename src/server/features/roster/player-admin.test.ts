import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, type TestClient } from '../../../../tests/support/app';
import { createPlayer, signedInClient, teamOwner } from '../../../../tests/support/factories';
import { recordGift } from '../../../../tests/support/features/leaderboard';
import { createContact, rosterWorld } from '../../../../tests/support/features/roster';
import { PLAYER_GOAL_INVALID } from '../../../shared/schemas/roster';
import { teamPlayers, teams } from '../../db/schema';

/*
 * Issue 7, the team side: a goal per player (the team's goal split across the roster by default), the
 * privacy controls (hide the page, a parent's photo consent) and which contacts have given.
 */

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});

const playerRow = async (id: string) =>
  (await t.db.select().from(teamPlayers).where(eq(teamPlayers.id, id)))[0]!;
const rosterOf = async (client: TestClient, teamId: string) =>
  (await client.get(`/api/teams/${teamId}/players`)).body.players as Record<string, unknown>[];

describe("a player's goal", () => {
  it('is stored in cents from the add and edit forms, and cleared with null', async () => {
    const { client, team } = await teamOwner(t);
    const added = await client.post(`/api/teams/${team.id}/players`, {
      firstName: 'Ava',
      lastName: 'Chen',
      fundraisingGoalCents: 25_050,
    });
    expect(added.status).toBe(201);
    expect(added.body.player).toMatchObject({ fundraisingGoalCents: 25_050, pageHidden: false });
    const id = added.body.player.id;
    expect((await playerRow(id)).fundraisingGoalCents).toBe(25_050);

    const path = `/api/teams/${team.id}/players/${id}`;
    expect((await client.patch(path, { fundraisingGoalCents: 0 })).body.player.fundraisingGoalCents).toBe(0);
    expect((await client.patch(path, { fundraisingGoalCents: null })).status).toBe(200);
    expect((await playerRow(id)).fundraisingGoalCents).toBeNull();
  });

  it.each([
    ['negative', -1],
    ['over $100,000', 10_000_001],
    ['not whole cents', 12.5],
    ['text', '250'],
  ])('refuses a goal that is %s with 400 and its field, writing nothing', async (_what, goal) => {
    const { client, team } = await teamOwner(t);
    const player = await createPlayer(t, team, { fundraisingGoalCents: 5_000 });
    const patch = await client.patch(`/api/teams/${team.id}/players/${player.id}`, {
      fundraisingGoalCents: goal,
    });
    expect(patch.status).toBe(400);
    expect(patch.body.error).toEqual({
      code: 'VALIDATION_FAILED',
      message: PLAYER_GOAL_INVALID,
      fields: { fundraisingGoalCents: [PLAYER_GOAL_INVALID] },
    });
    expect((await playerRow(player.id)).fundraisingGoalCents).toBe(5_000);

    const add = await client.post(`/api/teams/${team.id}/players`, {
      firstName: 'New',
      lastName: 'Kid',
      fundraisingGoalCents: goal,
    });
    expect(add.status).toBe(400);
    expect(await rosterOf(client, team.id)).toHaveLength(1);
  });

  it('takes $100,000 exactly', async () => {
    const { client, team } = await teamOwner(t);
    const res = await client.post(`/api/teams/${team.id}/players`, {
      firstName: 'Big',
      lastName: 'Dreams',
      fundraisingGoalCents: 10_000_000,
    });
    expect(res.status).toBe(201);
  });

  it("defaults to the team's goal split across the listed roster, rounded up to whole dollars", async () => {
    const { client, team } = await teamOwner(t, { fundraisingGoalCents: 100_000 });
    await createPlayer(t, team, { firstName: 'Own', lastName: 'Goal', fundraisingGoalCents: 40_000 });
    await createPlayer(t, team, { firstName: 'Split', lastName: 'One' });
    await createPlayer(t, team, { firstName: 'Split', lastName: 'Two' });
    const players = await rosterOf(client, team.id);
    // $1,000 over three players is $333.33..., shown as $334 for everyone without a goal of their own.
    expect(players.map((p) => [p.playerName, p.fundraisingGoalCents, p.defaultGoalCents])).toEqual([
      ['Own Goal', 40_000, 33_400],
      ['Split One', null, 33_400],
      ['Split Two', null, 33_400],
    ]);

    // A fourth player moves the split, in the answer of the add itself too.
    const fourth = await client.post(`/api/teams/${team.id}/players`, {
      firstName: 'Split',
      lastName: 'Three',
    });
    expect(fourth.body.player.defaultGoalCents).toBe(25_000);

    // A hidden page is not listed, so the split is over the others (as the player page computes it).
    const hidden = await client.patch(`/api/teams/${team.id}/players/${fourth.body.player.id}`, {
      pageHidden: true,
    });
    expect(hidden.body.player.defaultGoalCents).toBe(33_400);
    expect((await rosterOf(client, team.id)).map((p) => p.defaultGoalCents)).toEqual([
      33_400, 33_400, 33_400, 33_400,
    ]);
  });

  it('has no default without a team goal', async () => {
    const { client, team } = await teamOwner(t, { fundraisingGoalCents: null });
    await createPlayer(t, team);
    expect((await rosterOf(client, team.id))[0]).toMatchObject({
      fundraisingGoalCents: null,
      defaultGoalCents: null,
    });
  });

  it('follows the team goal set on the team profile', async () => {
    const { client, team } = await teamOwner(t, { fundraisingGoalCents: null });
    await createPlayer(t, team);
    await createPlayer(t, team);
    await t.db.update(teams).set({ fundraisingGoalCents: 50_000 }).where(eq(teams.id, team.id));
    expect((await rosterOf(client, team.id)).map((p) => p.defaultGoalCents)).toEqual([25_000, 25_000]);
  });
});

describe('hiding a player page', () => {
  it('sets page_hidden and clears it again, nothing else changing', async () => {
    const { client, team, player } = await rosterWorld(t);
    const path = `/api/teams/${team.id}/players/${player.id}`;
    const hidden = await client.patch(path, { pageHidden: true });
    expect(hidden.status).toBe(200);
    expect(hidden.body.player).toMatchObject({ pageHidden: true, playerName: player.playerName });
    expect(await playerRow(player.id)).toMatchObject({ pageHidden: true, urlSlug: player.urlSlug });
    expect((await rosterOf(client, team.id))[0]!.pageHidden).toBe(true);

    expect((await client.patch(path, { pageHidden: false })).body.player.pageHidden).toBe(false);
    expect((await playerRow(player.id)).pageHidden).toBe(false);
  });

  it('refuses anything but true or false, writing nothing', async () => {
    const { client, team, player } = await rosterWorld(t);
    const res = await client.patch(`/api/teams/${team.id}/players/${player.id}`, { pageHidden: 'yes' });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('VALIDATION_FAILED');
    expect(res.body.error.fields).toHaveProperty('pageHidden');
    expect((await playerRow(player.id)).pageHidden).toBe(false);
  });

  it('is refused to anyone but the team (401 anonymous, 404 to others), changing nothing', async () => {
    const { team, player } = await rosterWorld(t);
    const path = `/api/teams/${team.id}/players/${player.id}`;
    expect((await t.client().patch(path, { pageHidden: true })).status).toBe(401);
    const others = [
      (await teamOwner(t)).client,
      (await signedInClient(t, { roles: ['business'] })).client,
      (await signedInClient(t, { roles: ['admin'] })).client,
    ];
    for (const client of others) {
      expect((await client.patch(path, { pageHidden: true, photoConsent: true })).status).toBe(404);
    }
    expect(await playerRow(player.id)).toMatchObject({ pageHidden: false, photoConsentAt: null });
  });

  it('cannot be set when adding a player (only the roster row controls it)', async () => {
    const { client, team } = await teamOwner(t);
    const res = await client.post(`/api/teams/${team.id}/players`, {
      firstName: 'Kid',
      lastName: 'Test',
      pageHidden: true,
    });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual({ pageHidden: ['Unknown field'] });
    expect(await rosterOf(client, team.id)).toEqual([]);
  });
});

describe("a parent's photo consent", () => {
  it('records the moment, keeps it when recorded again, and clears it when withdrawn', async () => {
    const { client, team, player } = await rosterWorld(t);
    const path = `/api/teams/${team.id}/players/${player.id}`;
    const before = Date.now();
    const given = await client.patch(path, { photoConsent: true });
    expect(given.status).toBe(200);
    const at = given.body.player.photoConsentAt as string;
    expect(Date.parse(at)).toBeGreaterThanOrEqual(before - 1000);
    expect((await playerRow(player.id)).photoConsentAt?.toISOString()).toBe(at);

    expect((await client.patch(path, { photoConsent: true })).body.player.photoConsentAt).toBe(at);
    // Editing other fields leaves the consent alone.
    expect(
      (await client.patch(path, { firstName: 'Renamed', lastName: 'Kid' })).body.player.photoConsentAt,
    ).toBe(at);

    expect((await client.patch(path, { photoConsent: false })).body.player.photoConsentAt).toBeNull();
    expect((await playerRow(player.id)).photoConsentAt).toBeNull();
  });

  it('refuses a timestamp or text in place of true or false, writing nothing', async () => {
    const { client, team, player } = await rosterWorld(t);
    const path = `/api/teams/${team.id}/players/${player.id}`;
    for (const body of [{ photoConsent: '2026-01-01' }, { photoConsentAt: '2026-01-01T00:00:00Z' }]) {
      const res = await client.patch(path, body);
      expect(res.status).toBe(400);
      expect(res.body.error.fields).toBeDefined();
    }
    expect((await playerRow(player.id)).photoConsentAt).toBeNull();
  });
});

describe("contacts who have given (GET /api/players/:playerId/contacts, 'hasGiven')", () => {
  it('flags a contact whose email made a paid donation to that player, case aside, and no one else', async () => {
    const { client, team, player, contact } = await rosterWorld(t);
    const sibling = await createPlayer(t, team);
    for (const contactEmail of [
      'Gran.Chen@Example.com',
      'pending@example.com',
      'failed@example.com',
      'uncle@example.com',
    ]) {
      await createContact(t, player.id, { contactEmail });
    }
    const mine = { id: player.id, teamId: team.id, playerName: player.playerName };
    await recordGift(t, mine, { donorEmail: 'gran.chen@EXAMPLE.com' });
    await recordGift(t, mine, { donorEmail: 'pending@example.com', status: 'pending' });
    await recordGift(t, mine, { donorEmail: 'failed@example.com', status: 'failed' });
    await recordGift(t, mine, { donorEmail: null, donorName: 'Anonymous' });
    await recordGift(
      t,
      { id: sibling.id, teamId: team.id, playerName: sibling.playerName },
      {
        donorEmail: 'uncle@example.com',
      },
    );

    const res = await client.get(`/api/players/${player.id}/contacts`);
    expect(res.status).toBe(200);
    const flags = Object.fromEntries(
      res.body.contacts.map((c: { contactEmail: string; hasGiven: boolean }) => [c.contactEmail, c.hasGiven]),
    );
    expect(flags).toEqual({
      'Gran.Chen@Example.com': true,
      'pending@example.com': false,
      'failed@example.com': false,
      'uncle@example.com': false,
      [contact.contactEmail]: false,
    });
  });

  it("the same address on the sibling's list is flagged there, not here", async () => {
    const { client, team, player } = await rosterWorld(t);
    const sibling = await createPlayer(t, team);
    await createContact(t, player.id, { contactEmail: 'aunt@example.com' });
    await createContact(t, sibling.id, { contactEmail: 'aunt@example.com' });
    await recordGift(
      t,
      { id: sibling.id, teamId: team.id, playerName: sibling.playerName },
      {
        donorEmail: 'AUNT@example.com',
      },
    );
    const here = await client.get(`/api/players/${player.id}/contacts`);
    const there = await client.get(`/api/players/${sibling.id}/contacts`);
    expect(here.body.contacts.some((c: { hasGiven: boolean }) => c.hasGiven)).toBe(false);
    expect(there.body.contacts.map((c: { hasGiven: boolean }) => c.hasGiven)).toEqual([true]);
  });

  it('is known at once for a contact added after they gave', async () => {
    const { client, team, player } = await rosterWorld(t);
    await recordGift(
      t,
      { id: player.id, teamId: team.id, playerName: player.playerName },
      {
        donorEmail: 'early@example.com',
      },
    );
    const res = await client.post(`/api/players/${player.id}/contacts`, {
      contactName: 'Early Bird',
      contactEmail: 'Early@Example.com',
    });
    expect(res.status).toBe(201);
    expect(res.body.contact.hasGiven).toBe(true);
    const other = await client.post(`/api/players/${player.id}/contacts`, {
      contactName: 'Late Comer',
      contactEmail: 'late@example.com',
    });
    expect(other.body.contact.hasGiven).toBe(false);
  });
});
