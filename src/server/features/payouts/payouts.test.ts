import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../../tests/support/app';
import { signedInClient, teamOwner } from '../../../../tests/support/factories';
import { donationWorld, gift, giveInSandbox } from '../../../../tests/support/features/donations';
import { manualClock } from '../../../../tests/support/features/payments';
import { payoutAccounts } from '../../db/schema';

/*
 * A team's payout account through the sandbox (issue 20): opened once on the owner's first press, set up
 * on the sandbox's own page, verified or left restricted, its state only ever what the provider reported.
 */

let t: TestApp;
const clock = manualClock(new Date('2026-07-01T12:00:00Z'));
beforeAll(async () => {
  t = await startTestApp();
  t.deps.clock = clock;
});

async function coach() {
  const owner = await teamOwner(t, { verificationStatus: 'approved' });
  const base = `/api/teams/${owner.team.id}/payout-account`;
  return { ...owner, base, state: async () => (await owner.client.get(base)).body };
}

describe('payout accounts in the sandbox', () => {
  it('opens one account however often the owner presses, and links to the sandbox’s setup page', async () => {
    const { client, team, base, state } = await coach();
    expect(await state()).toEqual({
      state: 'not_started',
      requirementsDue: [],
      disabledReason: null,
      updatedAt: null,
    });
    const first = await client.post(`${base}/onboarding`);
    const second = await client.post(`${base}/onboarding`);
    expect(first.status).toBe(201);
    expect(first.body.url).toMatch(
      /^\/sandbox\/onboarding\/sbx_acct_[\w-]+\?return=%2Fteam-dashboard%3Fpayouts%3Dreturned$/,
    );
    expect(second.body.url).toBe(first.body.url);
    expect(await t.db.select().from(payoutAccounts).where(eq(payoutAccounts.teamId, team.id))).toHaveLength(
      1,
    );
    expect((await state()).state).toBe('details_needed');
  });

  it('leaves the account restricted, then verifies it, as the provider reports', async () => {
    const { client, base, state, team } = await coach();
    const { url } = (await client.post(`${base}/onboarding`)).body;
    const accountId = url.split('/').pop().split('?')[0];
    const page = await client.get(`/api/payments/sandbox/accounts/${accountId}`);
    expect(page.status).toBe(200);
    expect(page.body.account).toMatchObject({
      id: accountId,
      teamName: team.name,
      state: 'details_needed',
      returnUrl: '/team-dashboard?payouts=returned',
      testBank: { routingNumber: '110000000', accountNumber: '000123456789' },
    });

    const complete = `/api/payments/sandbox/accounts/${accountId}/complete`;
    const restricted = await client.post(complete, { outcome: 'restricted' });
    expect(restricted.body.account.state).toBe('restricted');
    expect(await state()).toMatchObject({
      state: 'restricted',
      requirementsDue: ['individual.verification.document'],
      disabledReason: 'requirements.past_due',
      updatedAt: '2026-07-01T12:00:00.000Z',
    });
    clock.advanceMinutes(5);
    await client.post(complete, { outcome: 'verified' });
    expect(await state()).toMatchObject({
      state: 'payouts_enabled',
      requirementsDue: [],
      disabledReason: null,
    });
  });

  it('refuses an answer the sandbox does not give, and shows another team’s account to no one else', async () => {
    const { client, base } = await coach();
    const { url } = (await client.post(`${base}/onboarding`)).body;
    const accountId = url.split('/').pop().split('?')[0];
    const bad = await client.post(`/api/payments/sandbox/accounts/${accountId}/complete`, {
      outcome: 'maybe',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields.outcome).toEqual(['Choose how the sandbox answers']);
    const other = await coach();
    expect((await other.client.get(`/api/payments/sandbox/accounts/${accountId}`)).status).toBe(404);
    expect(
      (
        await other.client.post(`/api/payments/sandbox/accounts/${accountId}/complete`, {
          outcome: 'verified',
        })
      ).status,
    ).toBe(404);
  });

  it('lists for the admin every team whose money is held because it cannot receive payouts yet', async () => {
    const admin = (await signedInClient(t, { roles: ['admin'] })).client;
    const world = await donationWorld(t);
    const givenAt = clock.now().toISOString();
    await giveInSandbox(t, gift(world.player.id, { amount: 2_500 }));
    const listed = async () =>
      (await admin.get('/api/admin/held-money')).body.teams.find(
        (row: { teamId: string }) => row.teamId === world.team.id,
      );
    // $25 less the 5% fee ($1.25) and card processing ($1.03).
    expect(await listed()).toMatchObject({
      teamName: world.team.name,
      heldCents: 2_272,
      payoutState: 'not_started',
      heldSince: givenAt,
    });
    const base = `/api/teams/${world.team.id}/payout-account`;
    const { url } = (await world.owner.client.post(`${base}/onboarding`)).body;
    const accountId = url.split('/').pop().split('?')[0];
    await world.owner.client.post(`/api/payments/sandbox/accounts/${accountId}/complete`, {
      outcome: 'restricted',
    });
    expect((await listed()).payoutState).toBe('restricted');
    clock.advanceMinutes(1);
    await world.owner.client.post(`/api/payments/sandbox/accounts/${accountId}/complete`, {
      outcome: 'verified',
    });
    expect(await listed()).toBeUndefined();
  });
});
