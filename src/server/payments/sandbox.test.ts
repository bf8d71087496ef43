import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../tests/support/app';
import {
  checkout,
  mailTo,
  manualClock,
  paymentCounts,
  sessionIdOf,
  sponsorshipRow,
  sponsorWorld,
  strangers,
  tierState,
} from '../../../tests/support/features/payments';
import { paymentEvents, sandboxCheckoutSessions } from '../db/schema';
import { createSandboxProvider } from './sandbox';
import { createStripeProvider } from './stripe';

/* The sandbox provider's checkout page: who may open it, and what Pay, Decline card and Cancel do. */

let t: TestApp;
const clock = manualClock(new Date('2026-05-10T18:00:00Z'));
beforeAll(async () => {
  t = await startTestApp();
  t.deps.clock = clock;
});

async function opened(tier: Parameters<typeof sponsorWorld>[1] = {}) {
  const world = await sponsorWorld(t, tier);
  const res = await checkout(world.buyer.client, world.team.id, world.tier.id);
  expect(res.status).toBe(201);
  const sessionId = sessionIdOf(res.body.url);
  return {
    ...world,
    sponsorshipId: res.body.sponsorshipId as string,
    sessionId,
    path: `/api/payments/sandbox/sessions/${sessionId}`,
  };
}

describe('who may open a sponsorship’s sandbox checkout', () => {
  it('shows the payer the payee, the item and the amount', async () => {
    const { buyer, team, path, sessionId, sponsorshipId } = await opened({
      tier: { name: 'Gold', amount: 123_456, description: 'Logo on every uniform.' },
    });
    const res = await buyer.client.get(path);
    expect(res.status).toBe(200);
    expect(res.body.session).toEqual({
      id: sessionId,
      status: 'open',
      mode: 'payment',
      amountCents: 123_456,
      productName: `Gold sponsorship: ${team.name}`,
      description: 'Logo on every uniform.',
      payeeName: team.name,
      expiresAt: '2026-05-10T18:30:00.000Z',
      successUrl: `http://homefield.test/sponsorship-success?session_id=${sessionId}&sponsorship_id=${sponsorshipId}`,
      cancelUrl: expect.stringContaining(`/sponsor-team/${team.id}?tier=`),
    });
  });

  it('refuses anonymous callers with 401, to look or to act', async () => {
    const { path, sponsorshipId } = await opened();
    expect((await t.client().get(path)).status).toBe(401);
    expect((await t.client().post(`${path}/pay`)).status).toBe(401);
    expect((await sponsorshipRow(t, sponsorshipId)).status).toBe('pending');
  });

  it("hides it from the team's owner, another team user, another business and an admin (404)", async () => {
    const { owner, path, sponsorshipId } = await opened();
    const { teamUser, businessUser, admin } = await strangers(t);
    for (const client of [owner.client, teamUser, businessUser, admin]) {
      expect((await client.get(path)).status).toBe(404);
      expect((await client.post(`${path}/pay`)).status).toBe(404);
    }
    expect((await sponsorshipRow(t, sponsorshipId)).status).toBe('pending');
  });

  it('answers 404 for an unknown session and for an unknown action', async () => {
    const { buyer, path } = await opened();
    expect((await buyer.client.get('/api/payments/sandbox/sessions/sbx_cs_nope')).status).toBe(404);
    expect((await buyer.client.post(`${path}/refund`)).status).toBe(404);
  });

  it('lets anyone with the link open a checkout that is not bound to a payer (donations)', async () => {
    const sandbox = createSandboxProvider(t.deps);
    const { sessionId } = await sandbox.createCheckout({
      mode: 'subscription',
      amountCents: 1_000,
      productName: 'Monthly donation',
      description: 'For Ava',
      payeeName: 'Eastside Strikers',
      successUrl: 'http://homefield.test/player-donation-success?session_id={CHECKOUT_SESSION_ID}',
      cancelUrl: 'http://homefield.test/player/x/1',
      expiresAt: new Date(clock.now().getTime() + 30 * 60_000),
      metadata: { purpose: 'donation' },
    });
    const res = await t.client().get(`/api/payments/sandbox/sessions/${sessionId}`);
    expect(res.status).toBe(200);
    expect(res.body.session.successUrl).toBe(
      `http://homefield.test/player-donation-success?session_id=${sessionId}`,
    );
  });
});

describe('Pay', () => {
  it('activates the sponsorship through fulfilment, queues the receipt and the team notice, and goes to the success URL', async () => {
    const { buyer, owner, team, tier, path, sessionId, sponsorshipId } = await opened({
      tier: { name: 'Gold', amount: 125_000 },
    });
    const res = await buyer.client.post(`${path}/pay`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      status: 'paid',
      redirectUrl: `http://homefield.test/sponsorship-success?session_id=${sessionId}&sponsorship_id=${sponsorshipId}`,
    });

    const row = await sponsorshipRow(t, sponsorshipId);
    expect(row).toMatchObject({ status: 'active', paymentStatus: 'paid', paymentSessionId: sessionId });
    expect(row.paidAt!.toISOString()).toBe('2026-05-10T18:00:00.000Z');
    expect(row.providerPaymentId).toMatch(/^sbx_pi_/);
    expect((await tierState(t, tier.id)).taken).toBe(1);

    const [receipt] = await mailTo(t, buyer.business.businessEmail);
    expect(receipt).toMatchObject({ kind: 'sponsorship_receipt', status: 'pending' });
    const reference = `HF-${sponsorshipId.replace(/-/g, '').slice(0, 8).toUpperCase()}`;
    expect(receipt!.subject).toBe(`Your Homefield receipt ${reference}: ${team.name} sponsorship`);
    for (const line of [
      `Paid by: ${buyer.business.businessName}`,
      `Paid to: ${team.name}`,
      'Item: Gold sponsorship',
      'Amount: $1,250 USD',
      'Date: May 10, 2026 (UTC)',
      'Contract period: Mar 1, 2026 – Aug 31, 2026',
      `Reference: ${reference} (${sponsorshipId})`,
    ]) {
      expect(receipt!.text).toContain(line);
    }
    expect(receipt!.html).toContain('Logo on uniforms');
    const [notice] = await mailTo(t, owner.team.contactEmail);
    expect(notice).toMatchObject({ kind: 'sponsorship_notice', replyTo: buyer.business.businessEmail });
    expect(notice!.text).toContain(`${buyer.business.businessName} just sponsored ${team.name}`);

    const events = await t.db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.sponsorshipId, sponsorshipId));
    expect(events).toEqual([
      expect.objectContaining({ provider: 'sandbox', eventId: `${sessionId}:pay`, outcome: 'fulfilled' }),
    ]);

    const view = await buyer.client.get(
      `/api/payments/sponsorships/${sponsorshipId}?session_id=${sessionId}`,
    );
    expect(view.body.sponsorship).toMatchObject({ status: 'active', paymentStatus: 'paid' });
  });

  it('acts once: Pay again answers the first outcome, another button says it is paid; nothing changes', async () => {
    const { buyer, path, sponsorshipId } = await opened();
    const first = await buyer.client.post(`${path}/pay`);
    expect(first.status).toBe(200);
    const before = await paymentCounts(t);
    const again = await buyer.client.post(`${path}/pay`);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    for (const action of ['decline', 'cancel']) {
      const res = await buyer.client.post(`${path}/${action}`);
      expect(res.status).toBe(409);
      expect(res.body.error).toMatchObject({
        code: 'CHECKOUT_CLOSED',
        message: 'This checkout is already paid.',
      });
    }
    expect(await paymentCounts(t)).toEqual(before);
    expect((await sponsorshipRow(t, sponsorshipId)).status).toBe('active');
    expect(await mailTo(t, buyer.business.businessEmail)).toHaveLength(1);
  });

  it('pays once when the button is pressed five times at once; every press sees the success', async () => {
    const { buyer, path, tier } = await opened();
    const answers = await Promise.all(Array.from({ length: 5 }, () => buyer.client.post(`${path}/pay`)));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(answers.map((a) => JSON.stringify(a.body))).size).toBe(1);
    expect(await mailTo(t, buyer.business.businessEmail)).toHaveLength(1);
    expect((await tierState(t, tier.id)).taken).toBe(1);
  });
});

describe('Decline card', () => {
  it('marks the payment failed, cancels the sponsorship and frees the spot; the page stays to say so', async () => {
    const { buyer, path, tier, sponsorshipId } = await opened();
    const res = await buyer.client.post(`${path}/decline`);
    expect(res.body).toEqual({ status: 'declined', redirectUrl: null });
    expect(await sponsorshipRow(t, sponsorshipId)).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'failed',
    });
    expect((await tierState(t, tier.id)).taken).toBe(0);
    expect(await mailTo(t, buyer.business.businessEmail)).toHaveLength(0);
    expect((await buyer.client.get(path)).body.session.status).toBe('declined');
  });
});

describe('Cancel', () => {
  it('cancels the sponsorship, frees the spot and goes back to the team page', async () => {
    const { buyer, path, team, tier, sponsorshipId } = await opened();
    const res = await buyer.client.post(`${path}/cancel`);
    expect(res.body).toEqual({
      status: 'cancelled',
      redirectUrl: `http://homefield.test/sponsor-team/${team.id}?tier=${tier.id}&checkout=cancelled`,
    });
    expect(await sponsorshipRow(t, sponsorshipId)).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'pending',
    });
    expect((await tierState(t, tier.id)).taken).toBe(0);
  });
});

describe('an expired sandbox checkout', () => {
  it('reads as expired and refuses every button with 409, even before the expiry job has run', async () => {
    const { buyer, path, sponsorshipId } = await opened();
    clock.advanceMinutes(30);
    try {
      expect((await buyer.client.get(path)).body.session.status).toBe('expired');
      for (const action of ['pay', 'decline', 'cancel']) {
        const res = await buyer.client.post(`${path}/${action}`);
        expect(res.status).toBe(409);
        expect(res.body.error).toEqual({
          code: 'CHECKOUT_EXPIRED',
          message: 'This checkout has expired. Please start again.',
        });
      }
      expect((await sponsorshipRow(t, sponsorshipId)).status).toBe('pending');
    } finally {
      clock.advanceMinutes(-30);
    }
  });
});

describe('with Stripe configured', () => {
  it('has no sandbox: its checkout pages answer 404 and nothing can be paid', async () => {
    const { buyer, path, sponsorshipId } = await opened();
    const sandbox = t.deps.payments;
    t.deps.payments = createStripeProvider({ secretKey: 'sk_test_x', webhookSecret: 'whsec_x' });
    try {
      expect((await buyer.client.get(path)).status).toBe(404);
      expect((await buyer.client.post(`${path}/pay`)).status).toBe(404);
    } finally {
      t.deps.payments = sandbox;
    }
    expect((await sponsorshipRow(t, sponsorshipId)).status).toBe('pending');
    const [session] = await t.db
      .select({ status: sandboxCheckoutSessions.status })
      .from(sandboxCheckoutSessions)
      .where(eq(sandboxCheckoutSessions.id, sessionIdOf(path)));
    expect(session!.status).toBe('open');
  });
});
