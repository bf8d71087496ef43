import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../../tests/support/app';
import { teamOwner } from '../../../../tests/support/factories';
import { donationWorld, gift, giveInSandbox } from '../../../../tests/support/features/donations';
import { checkout, sessionIdOf, sponsorWorld } from '../../../../tests/support/features/payments';

/*
 * "Download my data" (issue 22): the account's own data as one JSON file, nobody else's, no secrets.
 */

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ TRUST_PROXY: 'true' });
});

describe('downloading one’s data', () => {
  it("gives a coach their team with its roster, the gifts they gave, their devices and log, and no one else's", async () => {
    const world = await donationWorld(t);
    const stranger = await teamOwner(t, { name: 'Someone Else FC' });
    const email = world.owner.user.email;
    await giveInSandbox(t, gift(world.player.id, { amount: 1_500, donorEmail: email.toUpperCase() }));
    await giveInSandbox(t, gift(world.player.id, { amount: 700, donorEmail: 'grandma@example.com' }));

    const res = await world.owner.client.get('/api/account/export');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="homefield-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const data = res.body;
    expect(data.account).toMatchObject({ id: world.owner.user.id, email, roles: ['team'] });
    expect(data.teams).toHaveLength(1);
    expect(data.teams[0]).toMatchObject({ id: world.team.id, name: world.team.name });
    expect(data.teams[0].roster.map((p: { id: string }) => p.id)).toEqual([world.player.id]);
    expect(data.giftsGiven.map((g: { amountCents: number }) => g.amountCents)).toEqual([1_500]);
    expect(data.businesses).toEqual([]);
    expect(Array.isArray(data.signedInDevices)).toBe(true);
    const text = JSON.stringify(data);
    expect(text).not.toContain(stranger.team.id);
    expect(text).not.toContain('grandma@example.com');
    for (const secret of ['passwordHash', 'tokenHash', 'password_hash', 'token_hash', 'argon2']) {
      expect(text).not.toContain(secret);
    }
    // Downloading is itself on the account's log.
    const again = (await world.owner.client.get('/api/account/export')).body;
    expect(again.securityLog.map((e: { description: string }) => e.description)).toContain(
      'Downloaded their own data',
    );
  });

  it('gives a business its profile and the sponsorships it paid for, and nobody signed out anything', async () => {
    const world = await sponsorWorld(t);
    const paid = await checkout(world.buyer.client, world.team.id, world.tier.id);
    await world.buyer.client.post(`/api/payments/sandbox/sessions/${sessionIdOf(paid.body.url)}/pay`);
    const data = (await world.buyer.client.get('/api/account/export')).body;
    expect(data.businesses).toHaveLength(1);
    expect(data.businesses[0].sponsorships).toEqual([
      expect.objectContaining({ id: paid.body.sponsorshipId, paymentStatus: 'paid', status: 'active' }),
    ]);
    expect(data.teams).toEqual([]);
    expect((await t.client().get('/api/account/export')).status).toBe(401);
  });
});
