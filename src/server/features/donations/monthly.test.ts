import { eq, isNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../../tests/support/app';
import { businessOwner, signedInClient } from '../../../../tests/support/factories';
import {
  cancelTokenFrom,
  donate,
  donationCounts,
  donationRow,
  donationWorld,
  gift,
  giveInSandbox,
  monthsOf,
  sandbox,
  sessionOf,
} from '../../../../tests/support/features/donations';
import { mailTo, manualClock } from '../../../../tests/support/features/payments';
import { addMonths } from '../../../shared/months';
import { paymentEvents, playerDonations } from '../../db/schema';
import { donationRenewalJob } from '../../payments/renewals';
import { createStripeProvider } from '../../payments/stripe';

/* Monthly gifts in the sandbox: the first month, the renewal job, and the cancel link in the receipts. */

let t: TestApp;
const clock = manualClock(new Date('2026-01-31T15:00:00Z'));
beforeAll(async () => {
  t = await startTestApp({ TRUST_PROXY: 'true' });
  t.deps.clock = clock;
});

const DAY = 24 * 60;
const renewals = () => donationRenewalJob(t.deps).runOnce();

/** A monthly gift paid now in the sandbox, by a donor of their own; the only one still running. */
async function monthly(amount = 1000) {
  // Monthly gifts of earlier tests are stopped, so the job's counts below are this test's own.
  await t.db
    .update(playerDonations)
    .set({ cancelledAt: clock.now() })
    .where(isNull(playerDonations.cancelledAt));
  const world = await donationWorld(t);
  const donorEmail = `donor-${crypto.randomUUID()}@example.com`;
  const { donationId, url } = await giveInSandbox(
    t,
    gift(world.player.id, { amount, isRecurring: true, donorName: 'Pat Donor', donorEmail }),
  );
  return { ...world, donationId, url, donorEmail };
}

describe('the first month', () => {
  it('opens a subscription checkout, and once paid keeps the subscription, the next month and the cancel link', async () => {
    const { player } = await donationWorld(t);
    const res = await donate(
      t,
      gift(player.id, { amount: 1500, isRecurring: true, donorEmail: 'first@example.com' }),
    );
    const page = await t.client().get(`/api/payments/sandbox/sessions/${sessionOf(res.body.url)}`);
    expect(page.body.session).toMatchObject({
      mode: 'subscription',
      productName: 'Monthly donation to Ava M.',
    });
    await sandbox(t, res.body.url);

    const row = await donationRow(t, res.body.donationId);
    expect(row).toMatchObject({
      status: 'succeeded',
      isRecurring: true,
      subscriptionId: expect.stringMatching(/^sbx_sub_/),
      paidAt: clock.now(),
      nextRenewalAt: addMonths(clock.now(), 1),
      cancelledAt: null,
      renewsDonationId: null,
    });
    expect(row.cancelTokenHash).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const [receipt] = await mailTo(t, 'first@example.com');
    expect(receipt!.text).toContain('Donation: Monthly donation (first month)');
    expect(receipt!.text).toContain('Amount: $15 USD');
    expect(receipt!.text).toContain('Next payment: Feb 28, 2026 (UTC)');
    const token = await cancelTokenFrom(t, 'first@example.com');
    // Only a keyed hash of the link's token is stored.
    expect(row.cancelTokenHash).not.toBe(token);
    expect(receipt!.html).toContain('Cancel monthly donation');
  });

  it('shows the success page the amount per month', async () => {
    const { donationId, url } = await monthly(2000);
    const res = await t.client().get(`/api/donations/${donationId}?session_id=${sessionOf(url)}`);
    expect(res.body.donation).toMatchObject({ amount: 2000, isRecurring: true, status: 'succeeded' });
  });
});

describe('the renewal job', () => {
  it('charges the next month once it is due: a second succeeded row, a second receipt; a second run adds nothing', async () => {
    const { donationId, donorEmail, team, owner } = await monthly(1000);
    const due = (await donationRow(t, donationId)).nextRenewalAt!;
    clock.advanceMinutes((due.getTime() - clock.now().getTime()) / 60_000 - 1);
    expect(await renewals()).toBe(0);
    expect(await monthsOf(t, donationId)).toHaveLength(0);

    clock.advanceMinutes(1);
    expect(await renewals()).toBe(1);
    const [renewal] = await monthsOf(t, donationId);
    expect(renewal).toMatchObject({
      status: 'succeeded',
      amount: 1000,
      isRecurring: true,
      renewsDonationId: donationId,
      paidAt: clock.now(),
      providerPaymentId: expect.stringMatching(/^sbx_in_/),
      donorEmail,
      playerName: 'Ava Martinez',
      teamId: team.id,
      cancelTokenHash: null,
    });
    const first = await donationRow(t, donationId);
    // Counted from the first payment, so the day of the month holds (Jan 31 -> Feb 28 -> Mar 31).
    expect(first.nextRenewalAt).toEqual(addMonths(first.paidAt!, 2));

    const receipts = await mailTo(t, donorEmail);
    expect(receipts).toHaveLength(2);
    expect(receipts[1]!.text).toContain('Donation: Monthly donation (renewal)');
    // Every month's receipt carries the same working cancel link.
    expect(await cancelTokenFrom(t, donorEmail)).toBe(receipts[0]!.text.match(/token=(\S+)/)?.[1]);
    expect(await mailTo(t, team.contactEmail)).toHaveLength(2);

    expect(await renewals()).toBe(0);
    expect(await monthsOf(t, donationId)).toHaveLength(1);

    const dashboard = await owner.client.get(`/api/teams/${team.id}/dashboard`);
    expect(dashboard.body.stats.raised.donationsCents).toBe(2000);
  });

  it('charges each month once when two app instances run the job at the same time', async () => {
    const { donationId } = await monthly();
    clock.advanceMinutes(32 * DAY);
    const counts = await Promise.all([renewals(), renewals(), renewals()]);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(1);
    expect(await monthsOf(t, donationId)).toHaveLength(1);
  });

  it('catches up a donation several months behind, one month at a time', async () => {
    const { donationId } = await monthly();
    clock.advanceMinutes(95 * DAY);
    expect(await renewals()).toBe(3);
    expect(await monthsOf(t, donationId)).toHaveLength(3);
    expect(await renewals()).toBe(0);
  });

  it('never charges one-time gifts, unpaid monthly checkouts or Stripe subscriptions (Stripe bills itself)', async () => {
    const { player } = await donationWorld(t);
    const once = await giveInSandbox(t, gift(player.id));
    const unpaid = await donate(t, gift(player.id, { isRecurring: true, donorEmail: 'unpaid@example.com' }));
    const { donationId } = await monthly();
    await t.db.update(playerDonations).set({ provider: 'stripe' }).where(eq(playerDonations.id, donationId));
    clock.advanceMinutes(40 * DAY);
    expect(await renewals()).toBe(0);
    for (const id of [once.donationId, unpaid.body.donationId, donationId]) {
      expect(await monthsOf(t, id)).toHaveLength(0);
    }
  });

  it('does nothing while Stripe is the provider', async () => {
    const { donationId } = await monthly();
    clock.advanceMinutes(40 * DAY);
    const sandboxProvider = t.deps.payments;
    t.deps.payments = createStripeProvider({ secretKey: 'sk_test_x', webhookSecret: 'whsec_x' });
    try {
      expect(await renewals()).toBe(0);
    } finally {
      t.deps.payments = sandboxProvider;
    }
    expect(await monthsOf(t, donationId)).toHaveLength(0);
    expect(await renewals()).toBe(1);
  });

  it('records each month as a payment event named by the month', async () => {
    const { donationId } = await monthly();
    clock.advanceMinutes(31 * DAY);
    const due = (await donationRow(t, donationId)).nextRenewalAt!;
    await renewals();
    const [event] = await t.db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.eventId, `sbx_renewal:${donationId}:${due.toISOString()}`));
    expect(event).toMatchObject({ provider: 'sandbox', type: 'sandbox.renewal', outcome: 'fulfilled' });
  });

  it('stops cleanly', async () => {
    const job = donationRenewalJob(t.deps, { pollMs: 60_000 });
    job.start();
    await expect(job.stop()).resolves.toBeUndefined();
  });
});

describe('the cancel link', () => {
  const info = (token: string, client = t.client()) =>
    client.get(`/api/donations/cancel?token=${encodeURIComponent(token)}`);
  const cancel = (token: string, client = t.client()) => client.post('/api/donations/cancel', { token });

  it('shows what it will cancel, signed out, and the GET changes nothing', async () => {
    const { donationId, donorEmail, team } = await monthly(1500);
    const token = await cancelTokenFrom(t, donorEmail);
    const res = await info(`${token}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      playerName: 'Ava M.',
      teamName: team.name,
      amount: 1500,
      startedAt: clock.now().toISOString(),
      cancelled: false,
    });
    const extra = await t.client().get(`/api/donations/cancel?token=${token}&utm_source=mail`);
    expect(extra.status).toBe(200);
    expect(await donationRow(t, donationId)).toMatchObject({ cancelledAt: null });
  });

  it('cancels on POST without an account; renewals stop; a second POST is harmless', async () => {
    const { donationId, donorEmail } = await monthly();
    const token = await cancelTokenFrom(t, donorEmail);
    const first = await cancel(token);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ cancelled: true });
    const row = await donationRow(t, donationId);
    expect(row).toMatchObject({ cancelledAt: clock.now(), nextRenewalAt: null, status: 'succeeded' });

    const again = await cancel(token);
    expect(again.status).toBe(200);
    expect((await donationRow(t, donationId)).cancelledAt).toEqual(row.cancelledAt);
    expect((await info(token)).body.cancelled).toBe(true);

    clock.advanceMinutes(65 * DAY);
    expect(await renewals()).toBe(0);
    expect(await monthsOf(t, donationId)).toHaveLength(0);
  });

  it('works the same for a signed-in visitor of any role: the token is the proof', async () => {
    const { donationId, donorEmail } = await monthly();
    const token = await cancelTokenFrom(t, donorEmail);
    const business = await businessOwner(t);
    const { client: admin } = await signedInClient(t, { roles: ['admin'] });
    expect((await info(token, business.client)).status).toBe(200);
    expect((await info(token, admin)).status).toBe(200);
    expect((await cancel(token, business.client)).status).toBe(200);
    expect((await donationRow(t, donationId)).cancelledAt).not.toBeNull();
  });

  it("answers 404 'Link Invalid' text for a token that is not one, and changes nothing", async () => {
    const { donationId, donorEmail } = await monthly();
    const token = await cancelTokenFrom(t, donorEmail);
    const before = await donationCounts(t);
    for (const bad of [`${token.slice(0, -1)}x`, 'nope', donationId]) {
      for (const res of [await info(bad), await cancel(bad)]) {
        expect(res.status).toBe(404);
        expect(res.body.error.message).toBe(
          'This link is invalid or has expired. Please contact support for assistance.',
        );
      }
    }
    expect(await donationCounts(t)).toEqual(before);
    expect((await donationRow(t, donationId)).cancelledAt).toBeNull();
  });

  it('refuses a missing token, an overlong one and unknown fields with 400', async () => {
    const { donorEmail } = await monthly();
    const token = await cancelTokenFrom(t, donorEmail);
    expect((await t.client().get('/api/donations/cancel')).status).toBe(400);
    expect((await cancel('x'.repeat(201))).status).toBe(400);
    const extra = await t.client().post('/api/donations/cancel', { token, reason: 'money' });
    expect(extra.status).toBe(400);
    expect(extra.body.error.fields).toEqual({ reason: ['Unknown field'] });
    expect((await t.client().request('POST', '/api/donations/cancel', '{"token":')).status).toBe(400);
    expect((await info(token)).body.cancelled).toBe(false);
  });

  it('is only in monthly receipts: a one-time receipt has no cancel link', async () => {
    const { player } = await donationWorld(t);
    await giveInSandbox(t, gift(player.id, { donorEmail: 'once@example.com' }));
    await expect(cancelTokenFrom(t, 'once@example.com')).rejects.toThrow('no cancel link');
  });
});
