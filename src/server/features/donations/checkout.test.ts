import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../../tests/support/app';
import { businessOwner, signedInClient } from '../../../../tests/support/factories';
import {
  donate,
  donationCounts,
  donationRow,
  donationWorld,
  fromAddress,
  gift,
  giveInSandbox,
  sandbox,
  sessionOf,
} from '../../../../tests/support/features/donations';
import { mailTo, manualClock } from '../../../../tests/support/features/payments';
import type { PaymentProvider } from '../../payments/provider';
import { createSandboxProvider } from '../../payments/sandbox';

/* Starting a gift: the rules and messages of spec part 2, section 5, and a one-time gift end to end. */

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ TRUST_PROXY: 'true' });
  t.deps.clock = manualClock(new Date('2026-05-02T16:00:00Z'));
});

describe('POST /api/donations/checkout', () => {
  it('needs no account: a pending donation with the player and team copied, and a sandbox checkout', async () => {
    const { team, player } = await donationWorld(t);
    const res = await donate(
      t,
      gift(player.id, {
        amount: 2500,
        donorName: '  Grandma Rose ',
        donorEmail: ' Rose@Example.com ',
        showName: true,
      }),
    );
    expect(res.status).toBe(201);
    expect(res.body.url).toMatch(/^\/sandbox\/checkout\/sbx_cs_[A-Za-z0-9_-]{32}$/);
    expect(await donationRow(t, res.body.donationId)).toMatchObject({
      playerId: player.id,
      playerName: 'Ava Martinez',
      teamId: team.id,
      amount: 2500,
      isRecurring: false,
      donorName: 'Grandma Rose',
      donorEmail: 'rose@example.com',
      showName: true,
      status: 'pending',
      provider: 'sandbox',
      paymentSessionId: sessionOf(res.body.url),
      paidAt: null,
    });

    const page = await t.client().get(`/api/payments/sandbox/sessions/${sessionOf(res.body.url)}`);
    expect(page.status).toBe(200);
    expect(page.body.session).toMatchObject({
      mode: 'payment',
      amountCents: 2500,
      productName: 'Donation to Ava M.',
      payeeName: 'Rose City Strikers',
      successUrl: `http://homefield.test/player-donation-success?session_id=${sessionOf(res.body.url)}&donation_id=${res.body.donationId}`,
      cancelUrl: `http://homefield.test/player/${team.slug}/7?checkout=cancelled`,
    });
  });

  it('stores blank donor fields as null and keeps the name private unless the donor says otherwise', async () => {
    const { player } = await donationWorld(t);
    for (const blank of [{ donorName: '   ', donorEmail: '' }, { donorName: null, donorEmail: null }, {}]) {
      const res = await donate(t, gift(player.id, blank));
      expect(res.status).toBe(201);
      expect(await donationRow(t, res.body.donationId)).toMatchObject({
        donorName: null,
        donorEmail: null,
        showName: false,
      });
    }
  });

  it('answers signed-in users of every role exactly as it answers a visitor', async () => {
    const { owner, player } = await donationWorld(t);
    const business = await businessOwner(t);
    const { client: admin } = await signedInClient(t, { roles: ['admin'] });
    for (const client of [owner.client, business.client, admin]) {
      const res = await client.post('/api/donations/checkout', gift(player.id), fromAddress());
      expect(res.status).toBe(201);
      // Nobody's account is tied to a gift: the checkout page opens for anyone holding the link.
      expect((await t.client().get(`/api/payments/sandbox/sessions/${sessionOf(res.body.url)}`)).status).toBe(
        200,
      );
    }
  });

  it.each([
    ['zero', 0, 'Please enter a valid donation amount'],
    ['a negative amount', -500, 'Please enter a valid donation amount'],
    ['a fraction of a cent', 1000.5, 'Please enter a valid donation amount'],
    ['a string', '1000', 'Please enter a valid donation amount'],
    ['null', null, 'Please enter a valid donation amount'],
    ['100,000,001 cents', 100_000_001, 'Donation amount is too large'],
    [
      "less than the card processor's $0.50",
      49,
      'The smallest donation by card is $0.50 (the minimum our card processor, Stripe, accepts)',
    ],
  ])('refuses %s with 400 and its message, writing nothing', async (_name, amount, message) => {
    const { player } = await donationWorld(t);
    const before = await donationCounts(t);
    const res = await donate(t, gift(player.id, { amount }));
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('VALIDATION_FAILED');
    expect(res.body.error.message).toBe(message);
    expect(res.body.error.fields.amount[0]).toBe(message);
    expect(await donationCounts(t)).toEqual(before);
  });

  it('takes the largest gift there is (100,000,000 cents) and the smallest a card can pay (50 cents)', async () => {
    const { player } = await donationWorld(t);
    for (const amount of [100_000_000, 50]) {
      const res = await donate(t, gift(player.id, { amount }));
      expect(res.status).toBe(201);
      expect((await donationRow(t, res.body.donationId)).amount).toBe(amount);
    }
  });

  it.each([
    ['malformed JSON', '{"playerId":', 400, 'MALFORMED_JSON'],
    ['a list instead of an object', '[]', 400, 'VALIDATION_FAILED'],
  ])('refuses %s with %i and writes nothing', async (_name, body, status, code) => {
    await donationWorld(t);
    const before = await donationCounts(t);
    const res = await donate(t, body);
    expect(res.status).toBe(status);
    expect(res.body.error.code).toBe(code);
    expect(await donationCounts(t)).toEqual(before);
  });

  it.each([
    ['an unknown field', { amount: 1000, tip: 200 }, 'tip', 'Unknown field'],
    [
      'isRecurring as a string',
      { isRecurring: 'yes' },
      'isRecurring',
      'Choose a one-time or a monthly donation',
    ],
    ['showName as a string', { showName: 'on' }, 'showName', 'Choose whether the team may see your name'],
    [
      'a donor name of 101 characters',
      { donorName: 'x'.repeat(101) },
      'donorName',
      'Please use at most 100 characters for your name',
    ],
    [
      'a donor email that is not one',
      { donorEmail: 'grandma at home' },
      'donorEmail',
      'Please enter a valid email address.',
    ],
    [
      'an overlong donor email',
      { donorEmail: `${'a'.repeat(250)}@x.io` },
      'donorEmail',
      'Please enter a valid email address.',
    ],
    ['a player id that is not an id', { playerId: 'ava' }, 'playerId', 'Player not found'],
    [
      'a monthly gift without an email for its receipt and cancel link',
      { isRecurring: true, donorEmail: ' ' },
      'donorEmail',
      'Please enter your email: your receipt and the link to cancel your monthly donation are sent there',
    ],
  ])('refuses %s with 400 on that field and writes nothing', async (_name, overrides, field, message) => {
    const { player } = await donationWorld(t);
    const before = await donationCounts(t);
    const res = await donate(t, gift(player.id, overrides));
    expect(res.status).toBe(400);
    expect(res.body.error.fields[field]).toEqual([message]);
    expect(await donationCounts(t)).toEqual(before);
  });

  it("answers 404 'Player not found' for a player that does not exist or whose team was rejected", async () => {
    const rejected = await donationWorld(t, { verificationStatus: 'rejected' });
    const before = await donationCounts(t);
    for (const playerId of ['7d3c6a3e-5b8f-4f5e-9a55-2f1f0c1b9e11', rejected.player.id]) {
      const res = await donate(t, gift(playerId));
      expect(res.status).toBe(404);
      expect(res.body.error.message).toBe('Player not found');
    }
    expect(await donationCounts(t)).toEqual(before);
  });

  it("answers 502 'Failed to create donation session' when the provider fails, and cancels the donation", async () => {
    const { player } = await donationWorld(t);
    const sandboxProvider = createSandboxProvider(t.deps);
    const failing: PaymentProvider = {
      ...sandboxProvider,
      createCheckout: () => Promise.reject(new Error('provider down')),
    };
    t.deps.payments = failing;
    try {
      const res = await donate(t, gift(player.id));
      expect(res.status).toBe(502);
      expect(res.body.error).toEqual({
        code: 'PAYMENT_PROVIDER_ERROR',
        message: 'Failed to create donation session',
      });
    } finally {
      t.deps.payments = sandboxProvider;
    }
    const rows = await t.db.query.playerDonations.findMany({
      where: (d, { eq }) => eq(d.playerId, player.id),
    });
    expect(rows.map((row) => row.status)).toEqual(['cancelled']);
  });

  it('allows 30 checkouts from one address in 10 minutes; the 31st is refused (429) and logged', async () => {
    const { player } = await donationWorld(t);
    const address = fromAddress('203.0.113.9');
    for (let i = 0; i < 30; i++) expect((await donate(t, gift(player.id), address)).status).toBe(201);
    const before = await donationCounts(t);
    const refused = await donate(t, gift(player.id), address);
    expect(refused.status).toBe(429);
    expect(refused.body.error).toEqual({
      code: 'RATE_LIMITED',
      message: 'Please wait 10 minutes before trying again.',
    });
    expect(refused.headers.get('retry-after')).toBe('600');
    expect(await donationCounts(t)).toEqual(before);
    const logged = await t.db.query.auditLogs.findMany({ where: (a, { eq }) => eq(a.ip, '203.0.113.9') });
    expect(logged.map((entry) => entry.comment)).toEqual(['Too many donation checkouts from one address']);
    // Another address is not held up.
    expect((await donate(t, gift(player.id))).status).toBe(201);
  });
});

describe('a one-time gift through the sandbox, end to end', () => {
  it('succeeds once paid: receipt to the donor, notice to the team, the success page, Total Raised', async () => {
    const { owner, team, player } = await donationWorld(t);
    const { url, donationId } = await giveInSandbox(
      t,
      gift(player.id, { amount: 1250, donorName: 'Grandma Rose', donorEmail: 'rose@example.com' }),
    );
    expect(await donationRow(t, donationId)).toMatchObject({
      status: 'succeeded',
      paidAt: new Date('2026-05-02T16:00:00Z'),
      providerPaymentId: expect.stringMatching(/^sbx_pi_/),
      subscriptionId: null,
      nextRenewalAt: null,
      cancelTokenHash: null,
    });

    const [receipt] = await mailTo(t, 'rose@example.com');
    expect(receipt).toMatchObject({ kind: 'donation_receipt', toName: 'Grandma Rose' });
    for (const fact of [
      'Paid by: Grandma Rose',
      'Paid to: Ava M., Rose City Strikers',
      'Donation: One-time donation',
      'Amount: $12.50 USD',
      'Date: May 2, 2026 (UTC)',
      `Reference: HF-${donationId.replace(/-/g, '').slice(0, 8).toUpperCase()}`,
      `http://homefield.test/player/${team.slug}/7`,
    ]) {
      expect(receipt!.text).toContain(fact);
    }
    expect(receipt!.text).not.toContain('/donations/cancel');

    const notices = await mailTo(t, team.contactEmail);
    expect(notices).toHaveLength(1);
    expect(notices[0]!.kind).toBe('donation_notice');
    // The donor did not tick 'Show my name to the team'.
    expect(notices[0]!.text).toContain('from an anonymous supporter');
    expect(notices[0]!.text).not.toContain('Grandma Rose');
    expect(notices[0]!.text).not.toContain('rose@example.com');

    const page = await t.client().get(`/api/donations/${donationId}?session_id=${sessionOf(url)}`);
    expect(page.status).toBe(200);
    expect(page.body.donation).toEqual({
      id: donationId,
      status: 'succeeded',
      amount: 1250,
      isRecurring: false,
      donorName: 'Grandma Rose',
      playerName: 'Ava M.',
      teamName: 'Rose City Strikers',
      sport: 'Soccer',
      ageGroup: 'Under 12',
      urlSlug: `${team.slug}/7`,
      paidAt: '2026-05-02T16:00:00.000Z',
    });

    // A pending gift does not count; a succeeded one does.
    await donate(t, gift(player.id, { amount: 9900 }));
    const dashboard = await owner.client.get(`/api/teams/${team.id}/dashboard`);
    expect(dashboard.status).toBe(200);
    expect(dashboard.body.stats.raised).toMatchObject({ donationsCents: 1250, totalCents: 1250 });
  });

  it("names the donor to the team when they ticked 'Show my name to the team'", async () => {
    const { team, player } = await donationWorld(t);
    await giveInSandbox(t, gift(player.id, { donorName: 'Uncle Ben', showName: true }));
    const [notice] = await mailTo(t, team.contactEmail);
    expect(notice!.text).toContain('from Uncle Ben');
  });

  it('sends no receipt when the donor left no email, and still tells the team', async () => {
    const { team, player } = await donationWorld(t);
    const before = await donationCounts(t);
    await giveInSandbox(t, gift(player.id));
    expect((await donationCounts(t)).mail).toBe(before.mail + 1);
    expect(await mailTo(t, team.contactEmail)).toHaveLength(1);
  });

  it('marks a declined card failed and a cancelled checkout cancelled; neither counts nor mails', async () => {
    const { owner, team, player } = await donationWorld(t);
    const declined = await donate(t, gift(player.id, { donorEmail: 'decline@example.com' }));
    await sandbox(t, declined.body.url, 'decline');
    const cancelled = await donate(t, gift(player.id, { donorEmail: 'decline@example.com' }));
    await sandbox(t, cancelled.body.url, 'cancel');
    expect((await donationRow(t, declined.body.donationId)).status).toBe('failed');
    expect((await donationRow(t, cancelled.body.donationId)).status).toBe('cancelled');
    expect(await mailTo(t, 'decline@example.com')).toHaveLength(0);
    expect(await mailTo(t, team.contactEmail)).toHaveLength(0);
    const dashboard = await owner.client.get(`/api/teams/${team.id}/dashboard`);
    expect(dashboard.body.stats.raised.donationsCents).toBe(0);
  });
});

describe('GET /api/donations/:id (the success page)', () => {
  it('shows a pending gift as pending, then succeeded', async () => {
    const { player } = await donationWorld(t);
    const res = await donate(t, gift(player.id));
    const path = `/api/donations/${res.body.donationId}?session_id=${sessionOf(res.body.url)}`;
    expect((await t.client().get(path)).body.donation).toMatchObject({ status: 'pending', paidAt: null });
    await sandbox(t, res.body.url);
    expect((await t.client().get(path)).body.donation.status).toBe('succeeded');
  });

  it("answers 404 'Donation Not Found' without the checkout's own session id, to everyone including the team", async () => {
    const { owner, player } = await donationWorld(t);
    const mine = await giveInSandbox(t, gift(player.id));
    const other = await giveInSandbox(t, gift(player.id));
    const business = await businessOwner(t);
    const { client: admin } = await signedInClient(t, { roles: ['admin'] });
    for (const path of [
      `/api/donations/${mine.donationId}`,
      `/api/donations/${mine.donationId}?session_id=`,
      `/api/donations/${mine.donationId}?session_id=${sessionOf(other.url)}`,
      `/api/donations/not-an-id?session_id=${sessionOf(mine.url)}`,
      `/api/donations/7d3c6a3e-5b8f-4f5e-9a55-2f1f0c1b9e11?session_id=${sessionOf(mine.url)}`,
    ]) {
      for (const client of [t.client(), owner.client, business.client, admin]) {
        const res = await client.get(path);
        expect(res.status).toBe(404);
        expect(res.body.error.message).toBe('Donation Not Found');
      }
    }
  });
});
