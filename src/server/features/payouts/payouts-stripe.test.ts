import { beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../../tests/support/app';
import { teamOwner } from '../../../../tests/support/factories';
import { manualClock } from '../../../../tests/support/features/payments';
import { useStripeApp } from '../../../../tests/support/stripe';

/*
 * Payout accounts with Stripe Connect (issue 20): an Express account that only receives transfers, opened
 * once per team, onboarded on Stripe's hosted page, its state from account.updated in any order.
 */

const clock = manualClock(new Date('2026-09-15T20:00:00Z'));
const stripe = useStripeApp(clock);
let t: TestApp;
beforeAll(() => {
  t = stripe.t;
});

/** Stripe's account.updated for `id`, made at `created` (seconds). */
function accountUpdated(id: string, created: number, account: Record<string, unknown>) {
  const payload = JSON.parse(stripe.event('account.updated', { id, object: 'account', ...account }));
  return JSON.stringify({ ...payload, created, account: id });
}

describe('payout accounts with Stripe', () => {
  it('opens an Express account once and sends the owner to Stripe’s onboarding', async () => {
    const { client, team } = await teamOwner(t, { verificationStatus: 'approved' });
    const res = await client.post(`/api/teams/${team.id}/payout-account/onboarding`);
    expect(res.status).toBe(201);
    expect(res.body.url).toMatch(/^https:\/\/connect\.stripe\.com\/setup\/e\/acct_\w+\/onboarding$/);
    const [created] = stripe.api.requests.filter((r) => r.path === '/v1/accounts');
    expect(created!.params.get('type')).toBe('express');
    expect(created!.params.get('capabilities[transfers][requested]')).toBe('true');
    expect(created!.idempotencyKey).toBe(`payout-account-${team.id}`);
    const [link] = stripe.api.requests.filter((r) => r.path === '/v1/account_links');
    expect(link!.params.get('type')).toBe('account_onboarding');
    expect(link!.params.get('return_url')).toBe('http://homefield.test/team-dashboard?payouts=returned');

    await client.post(`/api/teams/${team.id}/payout-account/onboarding`);
    expect(stripe.api.requests.filter((r) => r.path === '/v1/accounts')).toHaveLength(1);
  });

  it('keeps the newest state Stripe reported, whatever order and however often the events come', async () => {
    const { client, team } = await teamOwner(t, { verificationStatus: 'approved' });
    await client.post(`/api/teams/${team.id}/payout-account/onboarding`);
    const accountId = `acct_1Qhomefield${team.id.slice(0, 8)}`;
    const state = async () => (await client.get(`/api/teams/${team.id}/payout-account`)).body;
    const now = Math.floor(clock.now().getTime() / 1000);
    const review = accountUpdated(accountId, now, {
      details_submitted: true,
      charges_enabled: false,
      payouts_enabled: false,
      requirements: { currently_due: [], disabled_reason: 'requirements.pending_verification' },
    });
    const enabled = accountUpdated(accountId, now + 60, {
      details_submitted: true,
      charges_enabled: true,
      payouts_enabled: true,
      requirements: { currently_due: [], disabled_reason: null },
    });
    expect((await stripe.deliver(review)).status).toBe(200);
    expect((await state()).state).toBe('in_review');
    expect((await stripe.deliver(enabled)).status).toBe(200);
    // The same event again, and the older one arriving late: nothing changes.
    expect((await stripe.deliver(enabled)).status).toBe(200);
    expect((await stripe.deliver(review.replace(/evt_\w+/, 'evt_late_review'))).status).toBe(200);
    expect(await state()).toMatchObject({ state: 'payouts_enabled', disabledReason: null });
  });
});
