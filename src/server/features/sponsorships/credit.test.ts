import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../../tests/support/app';
import { createPlayer, teamOwner } from '../../../../tests/support/factories';
import {
  paymentCounts,
  sessionIdOf,
  sponsorshipRow,
  sponsorWorld,
  tierState,
} from '../../../../tests/support/features/payments';
import { sandboxCheckoutSessions } from '../../db/schema';

/*
 * Issue 7: a business that starts a sponsorship from a player's page (/sponsor-team/{teamId}?player=)
 * credits that player, but only a visible player of that very team; anything else is ignored, never
 * an error.
 */

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});

const CHECKOUT = '/api/payments/sponsorships/checkout';

async function startFrom(world: Awaited<ReturnType<typeof sponsorWorld>>, playerId: unknown) {
  const res = await world.buyer.client.post(CHECKOUT, {
    teamId: world.team.id,
    tierId: world.tier.id,
    playerId,
  });
  expect(res.status).toBe(201);
  return sponsorshipRow(t, res.body.sponsorshipId);
}

describe('crediting the player a sponsor came from', () => {
  it("credits the team's own player, and a cancelled checkout returns to the page still carrying them", async () => {
    const world = await sponsorWorld(t);
    const player = await createPlayer(t, world.team, { playerName: 'Mia Striker' });
    const res = await world.buyer.client.post(CHECKOUT, {
      teamId: world.team.id,
      tierId: world.tier.id,
      playerId: player.id,
    });
    expect(res.status).toBe(201);
    expect((await sponsorshipRow(t, res.body.sponsorshipId)).creditedPlayerId).toBe(player.id);
    const [session] = await t.db
      .select()
      .from(sandboxCheckoutSessions)
      .where(eq(sandboxCheckoutSessions.id, sessionIdOf(res.body.url)));
    expect(session!.cancelUrl).toBe(
      `http://homefield.test/sponsor-team/${world.team.id}?tier=${world.tier.id}&player=${player.id}&checkout=cancelled`,
    );
  });

  it("ignores another team's player: the checkout goes ahead crediting no one", async () => {
    const world = await sponsorWorld(t);
    const elsewhere = await teamOwner(t, { verificationStatus: 'approved' });
    const stranger = await createPlayer(t, elsewhere.team);
    const row = await startFrom(world, stranger.id);
    expect(row).toMatchObject({ creditedPlayerId: null, status: 'pending', tierId: world.tier.id });
    expect((await tierState(t, world.tier.id)).taken).toBe(1);
  });

  it('ignores a player whose page is hidden', async () => {
    const world = await sponsorWorld(t);
    const hidden = await createPlayer(t, world.team, { pageHidden: true });
    expect((await startFrom(world, hidden.id)).creditedPlayerId).toBeNull();
  });

  it.each([
    ['an unknown id', '0b0c7f1e-6d6a-4d8e-9a55-8d1f7a0a4b11'],
    ['text that is not an id', 'mia-striker'],
    ['an empty string', ''],
    ['null', null],
  ])('ignores %s', async (_what, playerId) => {
    const world = await sponsorWorld(t);
    await createPlayer(t, world.team);
    expect((await startFrom(world, playerId)).creditedPlayerId).toBeNull();
  });

  it('credits no one when no player is given (the plain team page)', async () => {
    const world = await sponsorWorld(t);
    const res = await world.buyer.client.post(CHECKOUT, { teamId: world.team.id, tierId: world.tier.id });
    expect(res.status).toBe(201);
    expect((await sponsorshipRow(t, res.body.sponsorshipId)).creditedPlayerId).toBeNull();
  });

  it('refuses a player id that is not text at all as a bad body, writing nothing', async () => {
    const world = await sponsorWorld(t);
    const before = await paymentCounts(t);
    const res = await world.buyer.client.post(CHECKOUT, {
      teamId: world.team.id,
      tierId: world.tier.id,
      playerId: 42,
    });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('VALIDATION_FAILED');
    expect(res.body.error.fields).toHaveProperty('playerId');
    expect(await paymentCounts(t)).toEqual(before);
    expect((await tierState(t, world.tier.id)).taken).toBe(0);
  });

  it('shows on the leaderboard once the sponsorship is paid, and as "Brought by" on the dashboard', async () => {
    const world = await sponsorWorld(t);
    const player = await createPlayer(t, world.team, { playerName: 'Mia Striker' });
    const res = await world.buyer.client.post(CHECKOUT, {
      teamId: world.team.id,
      tierId: world.tier.id,
      playerId: player.id,
    });
    const board = () => world.owner.client.get(`/api/teams/${world.team.id}/leaderboard`);
    expect((await board()).body.players[0]).toMatchObject({ fullName: 'Mia Striker', sponsorsBrought: 0 });

    const paid = await world.buyer.client.post(
      `/api/payments/sandbox/sessions/${sessionIdOf(res.body.url)}/pay`,
    );
    expect(paid.status).toBe(200);
    expect((await sponsorshipRow(t, res.body.sponsorshipId)).paymentStatus).toBe('paid');
    expect((await board()).body.players[0]).toMatchObject({ fullName: 'Mia Striker', sponsorsBrought: 1 });
    const dashboard = await world.owner.client.get(`/api/teams/${world.team.id}/dashboard`);
    expect(dashboard.body.sponsorships[0]).toMatchObject({
      id: res.body.sponsorshipId,
      creditedPlayerName: 'Mia Striker',
    });
  });
});
