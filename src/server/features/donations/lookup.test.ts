import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../../tests/support/app';
import { businessOwner, createPlayer, signedInClient } from '../../../../tests/support/factories';
import { donationWorld } from '../../../../tests/support/features/donations';

/* The public player page's lookup (the spec's get_player_for_donation). */

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});

const lookup = (path: string, client = t.client()) => client.get(`/api/players/${path}`);

describe('GET /api/players/:teamSlug/:playerNumber', () => {
  it('tells anyone, signed out, who the gift is for and where the page lives', async () => {
    const { team, player } = await donationWorld(t);
    const res = await lookup(`${team.slug}/7`);
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(['page', 'player']);
    expect(res.body).toMatchObject({ page: { progress: { raisedCents: 0, supporters: 0 } } });
    expect(res.body.player).toEqual({
      playerId: player.id,
      teamId: team.id,
      playerName: 'Ava M.',
      jerseyNumber: 7,
      teamName: 'Rose City Strikers',
      sport: 'Soccer',
      ageGroup: 'Under 12',
      location: 'Portland, OR',
      urlSlug: `${team.slug}/7`,
      takesGifts: true,
      giftFeeBps: { oneTime: 500, monthly: 500 },
    });
  });

  it('answers signed-in users of every role the same, and nothing more', async () => {
    const { owner, team } = await donationWorld(t);
    const anonymous = await lookup(`${team.slug}/7`);
    const business = await businessOwner(t);
    const { client: admin } = await signedInClient(t, { roles: ['admin'] });
    for (const client of [owner.client, business.client, admin]) {
      const res = await lookup(`${team.slug}/7`, client);
      expect(res.status).toBe(200);
      expect(res.body).toEqual(anonymous.body);
    }
  });

  it('finds a player without a jersey by their sequence number, and reads the team slug case-blind', async () => {
    const { team } = await donationWorld(t);
    const unnumbered = await createPlayer(t, team, { playerName: 'Sam Lee', playerNumber: 1001 });
    const res = await lookup(`${team.slug.toUpperCase()}/1001`);
    expect(res.status).toBe(200);
    expect(res.body.player).toMatchObject({ playerId: unnumbered.id, jerseyNumber: null });
  });

  it('shows the page of a team not listed yet (pending or under review: no gifts), not of one an admin rejected', async () => {
    for (const verificationStatus of ['pending', 'under_review', 'approved'] as const) {
      const { team } = await donationWorld(t, { verificationStatus });
      const res = await lookup(`${team.slug}/7`);
      expect(res.status).toBe(200);
      expect(res.body.player.takesGifts).toBe(verificationStatus === 'approved');
    }
    const { team } = await donationWorld(t, { verificationStatus: 'rejected' });
    const res = await lookup(`${team.slug}/7`);
    expect(res.status).toBe(404);
    expect(res.body.error).toEqual({ code: 'NOT_FOUND', message: 'Player not found' });
  });

  it("answers 404 'Player not found' for an unknown team or number", async () => {
    const { team } = await donationWorld(t);
    for (const path of [`${team.slug}/8`, 'no-such-team/7', `${team.slug}/999999999`]) {
      const res = await lookup(path);
      expect(res.status).toBe(404);
      expect(res.body.error.message).toBe('Player not found');
    }
  });

  it.each([
    ['a number that is not a number', 'some-team/seven'],
    ['a negative number', 'some-team/-7'],
    ['a decimal number', 'some-team/7.5'],
    ['a huge number', 'some-team/12345678901'],
    ['a slug with other characters', 'some_team!/7'],
    ['a slug with a doubled dash', 'some--team/7'],
    ['an overlong slug', `${'a'.repeat(81)}/7`],
  ])("answers 400 'Invalid player URL' for %s", async (_name, path) => {
    const res = await lookup(path);
    expect(res.status).toBe(400);
    expect(res.body.error).toEqual({ code: 'INVALID_PLAYER_URL', message: 'Invalid player URL' });
  });
});
