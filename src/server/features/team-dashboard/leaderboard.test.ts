import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  startTestApp,
  type TestApp,
  type TestClient,
  type TestResponse,
} from '../../../../tests/support/app';
import { createPlayer, signedInClient, teamOwner } from '../../../../tests/support/factories';
import { recordGift, recordSponsorship } from '../../../../tests/support/features/leaderboard';
import { LEADERBOARD_SETTING_INVALID } from '../../../shared/schemas/team-dashboard';
import { teams } from '../../db/schema';

/*
 * Issue 7: the dashboard's player leaderboard (owner only), its 'Show the leaderboard on player pages'
 * switch, and 'Brought by' on the team's sponsorship lists.
 */

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

const isPublic = async (teamId: string) =>
  (await t.db.select({ on: teams.leaderboardPublic }).from(teams).where(eq(teams.id, teamId)))[0]!.on;

type Owner = Awaited<ReturnType<typeof teamOwner>>;

const endpoints: { name: string; send: (c: TestClient, o: Owner) => Promise<TestResponse> }[] = [
  {
    name: 'GET /api/teams/:teamId/leaderboard',
    send: (c, o) => c.get(`/api/teams/${o.team.id}/leaderboard`),
  },
  {
    name: 'PATCH /api/teams/:teamId/leaderboard',
    send: (c, o) => c.patch(`/api/teams/${o.team.id}/leaderboard`, { leaderboardPublic: true }),
  },
];

describe.each(endpoints)('$name', ({ send }) => {
  it('answers an anonymous caller 401 and changes nothing', async () => {
    const owner = await teamOwner(t);
    const res = await send(t.client(), owner);
    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe('UNAUTHORIZED');
    expect(await isPublic(owner.team.id)).toBe(false);
  });

  it.each(['another team user', 'a business user', 'an admin'] as const)(
    'answers %s 404 and changes nothing',
    async (who) => {
      const owner = await teamOwner(t);
      const player = await createPlayer(t, owner.team, { playerName: 'Secret Name' });
      await recordGift(t, player);
      const res = await send(strangers[who], owner);
      expect(res.status).toBe(404);
      expect(res.body.error.code).toBe('NOT_FOUND');
      expect(JSON.stringify(res.body)).not.toContain('Secret Name');
      expect(await isPublic(owner.team.id)).toBe(false);
    },
  );

  it('answers 404 for a team id that is not a uuid', async () => {
    const owner = await teamOwner(t);
    const res = await send(owner.client, { ...owner, team: { ...owner.team, id: 'not-a-team' } });
    expect(res.status).toBe(404);
  });
});

describe('the leaderboard', () => {
  it('ranks every player by amount raised, then supporters, then name, with full names', async () => {
    const { client, team } = await teamOwner(t);
    const ava = await createPlayer(t, team, { playerName: 'Ava Chen' });
    const ben = await createPlayer(t, team, { playerName: 'Ben Ortiz', pageHidden: true });
    const cleo = await createPlayer(t, team, { playerName: 'Cleo Park' });
    const dan = await createPlayer(t, team, { playerName: 'Dan Brooks' });
    await createPlayer(t, team, { playerName: 'Eli Quiet' });
    // Ben: $50 from two people; Cleo: $50 from one; Ava: $20 from two (the same donor twice counts once).
    await recordGift(t, ben, { amount: 3_000, donorEmail: 'a@example.com' });
    await recordGift(t, ben, { amount: 2_000, donorEmail: 'b@example.com' });
    await recordGift(t, cleo, { amount: 5_000, donorEmail: 'c@example.com' });
    await recordGift(t, ava, { amount: 1_000, donorEmail: 'd@example.com' });
    await recordGift(t, ava, { amount: 500, donorEmail: 'D@example.com' });
    await recordGift(t, ava, { amount: 500, donorEmail: 'e@example.com' });
    // Only what was paid counts.
    await recordGift(t, dan, { amount: 90_000, status: 'pending' });
    await recordGift(t, dan, { amount: 90_000, status: 'failed' });
    // Dan brought a paying sponsor; a pending one is not counted yet.
    await recordSponsorship(t, team.id, { creditedPlayerId: dan.id });
    await recordSponsorship(t, team.id, {
      creditedPlayerId: dan.id,
      status: 'pending',
      paymentStatus: 'pending',
    });

    const res = await client.get(`/api/teams/${team.id}/leaderboard`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      leaderboardPublic: false,
      players: [
        {
          playerId: ben.id,
          fullName: 'Ben Ortiz',
          raisedCents: 5_000,
          supporters: 2,
          sponsorsBrought: 0,
          pageHidden: true,
        },
        {
          playerId: cleo.id,
          fullName: 'Cleo Park',
          raisedCents: 5_000,
          supporters: 1,
          sponsorsBrought: 0,
          pageHidden: false,
        },
        {
          playerId: ava.id,
          fullName: 'Ava Chen',
          raisedCents: 2_000,
          supporters: 2,
          sponsorsBrought: 0,
          pageHidden: false,
        },
        {
          playerId: dan.id,
          fullName: 'Dan Brooks',
          raisedCents: 0,
          supporters: 0,
          sponsorsBrought: 1,
          pageHidden: false,
        },
        expect.objectContaining({ fullName: 'Eli Quiet', raisedCents: 0, sponsorsBrought: 0 }),
      ],
    });
  });

  it("leaves out other teams' players and money", async () => {
    const mine = await teamOwner(t);
    const theirs = await teamOwner(t);
    const own = await createPlayer(t, mine.team, { playerName: 'Own Kid' });
    const other = await createPlayer(t, theirs.team, { playerName: 'Their Kid' });
    await recordGift(t, other, { amount: 7_000 });
    await recordGift(t, own, { amount: 1_000 });
    const res = await mine.client.get(`/api/teams/${mine.team.id}/leaderboard`);
    expect(res.body.players).toEqual([expect.objectContaining({ fullName: 'Own Kid', raisedCents: 1_000 })]);
  });

  it('is empty for a team without players', async () => {
    const { client, team } = await teamOwner(t);
    expect((await client.get(`/api/teams/${team.id}/leaderboard`)).body).toEqual({
      leaderboardPublic: false,
      players: [],
    });
  });
});

describe('the public switch (PATCH /api/teams/:teamId/leaderboard)', () => {
  it('turns teams.leaderboard_public on and off, and the leaderboard reports it', async () => {
    const { client, team } = await teamOwner(t);
    const path = `/api/teams/${team.id}/leaderboard`;
    const on = await client.patch(path, { leaderboardPublic: true });
    expect(on.status).toBe(200);
    expect(on.body).toEqual({ leaderboardPublic: true });
    expect(await isPublic(team.id)).toBe(true);
    expect((await client.get(path)).body.leaderboardPublic).toBe(true);

    expect((await client.patch(path, { leaderboardPublic: false })).body).toEqual({
      leaderboardPublic: false,
    });
    expect(await isPublic(team.id)).toBe(false);
  });

  it.each([
    ['an empty body', {}],
    ['text', { leaderboardPublic: 'true' }],
    ['null', { leaderboardPublic: null }],
  ])('refuses %s with 400 and its field, writing nothing', async (_what, body) => {
    const { client, team } = await teamOwner(t);
    const res = await client.patch(`/api/teams/${team.id}/leaderboard`, body);
    expect(res.status).toBe(400);
    expect(res.body.error).toEqual({
      code: 'VALIDATION_FAILED',
      message: LEADERBOARD_SETTING_INVALID,
      fields: { leaderboardPublic: [LEADERBOARD_SETTING_INVALID] },
    });
    expect(await isPublic(team.id)).toBe(false);
  });

  it('refuses unknown fields, writing nothing', async () => {
    const { client, team } = await teamOwner(t);
    const res = await client.patch(`/api/teams/${team.id}/leaderboard`, {
      leaderboardPublic: true,
      name: 'Renamed',
    });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual({ name: ['Unknown field'] });
    expect(await isPublic(team.id)).toBe(false);
  });
});

describe("'Brought by' on the team's sponsorship lists", () => {
  it('names the credited player on the dashboard and in the sponsorship manager, and no one otherwise', async () => {
    const { client, team } = await teamOwner(t);
    const mia = await createPlayer(t, team, { playerName: 'Mia Striker' });
    const credited = await recordSponsorship(t, team.id, {
      creditedPlayerId: mia.id,
      businessName: 'Corner Cafe',
    });
    const plain = await recordSponsorship(t, team.id, { businessName: 'Iron Gym' });

    const dashboard = await client.get(`/api/teams/${team.id}/dashboard`);
    const named = (rows: { id: string; creditedPlayerName: string | null }[]) =>
      Object.fromEntries(rows.map((row) => [row.id, row.creditedPlayerName]));
    expect(named(dashboard.body.sponsorships)).toEqual({
      [credited.sponsorship.id]: 'Mia Striker',
      [plain.sponsorship.id]: null,
    });
    const manager = await client.get(`/api/teams/${team.id}/sponsors`);
    expect(manager.status).toBe(200);
    expect(named(manager.body.sponsorships)).toEqual({
      [credited.sponsorship.id]: 'Mia Striker',
      [plain.sponsorship.id]: null,
    });
  });
});
