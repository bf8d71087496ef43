import { and, eq, isNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../../tests/support/app';
import { signedInClient, teamOwner } from '../../../../tests/support/factories';
import {
  donationRow,
  donationWorld,
  fromAddress,
  gift,
  giveInSandbox,
  monthsOf,
} from '../../../../tests/support/features/donations';
import { rawRequest } from '../../../../tests/support/features/fulfilment';
import {
  askGivingLink,
  givingTokenFrom,
  donorBrowser as openGivingPage,
} from '../../../../tests/support/features/giving';
import { mailTo, manualClock } from '../../../../tests/support/features/payments';
import { pdfText } from '../../../../tests/support/receipts';
import { addMonths } from '../../../shared/months';
import { donorTokens, playerDonations } from '../../db/schema';
import { donationRenewalJob } from '../../payments/renewals';

/* The donor's own page (issue 22): the mailed link, the page, receipts and statements, monthly changes. */

let t: TestApp;
const clock = manualClock(new Date('2026-03-10T12:00:00Z'));
beforeAll(async () => {
  t = await startTestApp({ TRUST_PROXY: 'true' });
  t.deps.clock = clock;
});

const DAY = 24 * 60;
const renewals = () => donationRenewalJob(t.deps).runOnce();
const newDonor = () => `donor-${crypto.randomUUID()}@example.com`;

/** A one-time gift and a monthly one from `donorEmail`; other monthly gifts are stopped first. */
async function donorWithGifts(donorEmail = newDonor()) {
  await t.db
    .update(playerDonations)
    .set({ cancelledAt: clock.now() })
    .where(isNull(playerDonations.cancelledAt));
  const world = await donationWorld(t);
  const once = await giveInSandbox(t, gift(world.player.id, { amount: 2500, donorEmail }));
  const monthly = await giveInSandbox(
    t,
    gift(world.player.id, { amount: 1000, isRecurring: true, donorName: 'Pat Donor', donorEmail }),
  );
  return { ...world, donorEmail, onceId: once.donationId, monthlyId: monthly.donationId };
}

const askLink = (email: string, client = t.client(), headers = fromAddress()) =>
  askGivingLink(t, email, client, headers);
const linkTokenFrom = (email: string) => givingTokenFrom(t, email);
const donorBrowser = (email: string) => openGivingPage(t, email);

describe('the sign-in link', () => {
  it('answers the same for an address that gave and one that did not, and mails only the donor', async () => {
    const { donorEmail } = await donorWithGifts();
    const stranger = newDonor();
    const [gave, unknown] = [await askLink(donorEmail), await askLink(stranger)];
    expect(gave.status).toBe(202);
    expect(unknown.status).toBe(202);
    expect(unknown.body).toEqual(gave.body);
    expect(gave.body.message).toBe(
      'If gifts were made with this address, a link to your giving page is on its way. It works for an hour.',
    );
    expect(await mailTo(t, stranger)).toHaveLength(0);
    const mail = (await mailTo(t, donorEmail)).find((m) => m.kind === 'giving_link')!;
    expect(mail.subject).toBe('Your Homefield giving page');
    const token = await linkTokenFrom(donorEmail);
    // Only a keyed hash is kept.
    const stored = await t.db.select().from(donorTokens).where(eq(donorTokens.email, donorEmail));
    expect(stored).toHaveLength(1);
    expect(stored[0]!.tokenHash).not.toBe(token);
  });

  it('finds the gifts whatever the case of the address typed', async () => {
    const { donorEmail } = await donorWithGifts();
    expect((await askLink(donorEmail.toUpperCase())).status).toBe(202);
    expect(await linkTokenFrom(donorEmail)).toBeTruthy();
  });

  it('limits links per address (a 429 with Retry-After) and per client', async () => {
    const { donorEmail } = await donorWithGifts();
    for (let i = 0; i < 3; i += 1) expect((await askLink(donorEmail)).status).toBe(202);
    const fourth = await askLink(donorEmail);
    expect(fourth.status).toBe(429);
    expect(fourth.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await mailTo(t, donorEmail)).filter((m) => m.kind === 'giving_link')).toHaveLength(3);

    const ip = fromAddress();
    for (let i = 0; i < 20; i += 1) expect((await askLink(newDonor(), t.client(), ip)).status).toBe(202);
    expect((await askLink(newDonor(), t.client(), ip)).status).toBe(429);
  });

  it('opens the page once: pressed twice it answers the same, a minute later it is used', async () => {
    const { donorEmail } = await donorWithGifts();
    await askLink(donorEmail);
    const token = await linkTokenFrom(donorEmail);
    const browser = t.client();
    const [first, second] = await Promise.all([
      browser.post('/api/giving/session', { token }),
      browser.post('/api/giving/session', { token }),
    ]);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(second.body).toEqual({ email: donorEmail });
    await t.db
      .update(donorTokens)
      .set({ usedAt: new Date(Date.now() - 61_000) })
      .where(and(eq(donorTokens.email, donorEmail), eq(donorTokens.kind, 'link')));
    const elsewhere = await t.client().post('/api/giving/session', { token });
    expect(elsewhere.status).toBe(409);
    expect(elsewhere.body.error.message).toBe('This link was already used. Ask for a new one below.');
    expect((await browser.get('/api/giving')).status).toBe(200);
  });

  it('refuses a made-up link, an expired one and one a newer link replaced', async () => {
    const { donorEmail } = await donorWithGifts();
    await askLink(donorEmail);
    const older = await linkTokenFrom(donorEmail);
    await askLink(donorEmail);
    const newer = await linkTokenFrom(donorEmail);
    const replaced = await t.client().post('/api/giving/session', { token: older });
    expect(replaced.status).toBe(400);
    expect(replaced.body.error.code).toBe('LINK_EXPIRED');
    const madeUp = await t.client().post('/api/giving/session', { token: `${newer.slice(0, -2)}xx` });
    expect(madeUp.status).toBe(400);
    expect(madeUp.body.error.message).toBe('This link is not valid. Ask for a new one below.');
    await t.db
      .update(donorTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(donorTokens.email, donorEmail));
    expect((await t.client().post('/api/giving/session', { token: newer })).body.error.code).toBe(
      'LINK_EXPIRED',
    );
  });
});

describe('the page', () => {
  it("lists the donor's gifts of the year and monthly donations, and no one else's", async () => {
    await donorWithGifts(newDonor());
    const { donorEmail, onceId, monthlyId } = await donorWithGifts();
    const browser = await donorBrowser(donorEmail);
    const page = await browser.get('/api/giving');
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ email: donorEmail, years: [2026], year: 2026 });
    expect(page.body.gifts.map((g: { id: string }) => g.id).sort()).toEqual([onceId, monthlyId].sort());
    expect(page.body.gifts.find((g: { id: string }) => g.id === onceId)).toMatchObject({
      amount: 2500,
      playerName: 'Ava M.',
      teamName: 'Rose City Strikers',
      isRecurring: false,
      status: 'succeeded',
      refundedCents: 0,
      reference: expect.stringMatching(/^HF-[0-9A-F]{8}$/),
    });
    expect(page.body.monthly).toEqual([
      expect.objectContaining({
        id: monthlyId,
        amount: 1000,
        state: 'active',
        nextChargeAt: addMonths(clock.now(), 1).toISOString(),
      }),
    ]);
    expect((await browser.get('/api/giving?year=2025')).body).toMatchObject({ year: 2025, gifts: [] });
  });

  it('is closed to anyone without a giving session: signed-in users of every role included', async () => {
    const coach = await teamOwner(t);
    const { client: admin } = await signedInClient(t, { roles: ['admin'] });
    for (const client of [t.client(), coach.client, admin]) {
      const res = await client.get('/api/giving');
      expect(res.status).toBe(401);
      expect(res.body.error.message).toBe('Your giving page has closed. Enter your email to get a new link.');
    }
  });

  it("answers 404 for another donor's gift, receipt or monthly donation, and changes nothing", async () => {
    const mine = await donorWithGifts();
    const theirs = await donorWithGifts(newDonor());
    const browser = await donorBrowser(mine.donorEmail);
    const calls = [
      browser.get(`/api/giving/gifts/${theirs.onceId}/receipt.pdf`),
      browser.request('PATCH', `/api/giving/monthly/${theirs.monthlyId}`, { amount: 2000 }),
      browser.post(`/api/giving/monthly/${theirs.monthlyId}/pause`, { paused: true }),
      browser.post(`/api/giving/monthly/${theirs.monthlyId}/cancel`),
      browser.post(`/api/giving/monthly/${mine.onceId}/cancel`),
    ];
    for (const res of await Promise.all(calls)) expect(res.status).toBe(404);
    expect(await donationRow(t, theirs.monthlyId)).toMatchObject({
      cancelledAt: null,
      pausedAt: null,
      renewalAmount: null,
    });
  });

  it("serves the gift's receipt and the year's statement as PDFs", async () => {
    const { donorEmail, onceId } = await donorWithGifts();
    const browser = await donorBrowser(donorEmail);
    const receipt = await rawRequest(t, browser, `/api/giving/gifts/${onceId}/receipt.pdf`, {});
    expect(receipt.status).toBe(200);
    expect(receipt.headers.get('content-type')).toBe('application/pdf');
    const receiptText = pdfText(receipt.buffer).join('\n');
    expect(receiptText).toContain('Rose City Strikers is not a tax-exempt organization');

    const statement = await rawRequest(t, browser, '/api/giving/statements/2026.pdf', {});
    expect(statement.status).toBe(200);
    expect(statement.headers.get('content-disposition')).toContain('Homefield-giving-statement-2026.pdf');
    const text = pdfText(statement.buffer).join('\n');
    expect(text).toContain('Your gifts in 2026');
    expect(text).toContain('$35.00');
    expect(text).toContain('Not deductible');
    expect((await browser.get('/api/giving/statements/20x6.pdf')).status).toBe(404);
  });

  it('signs out: the page is closed afterwards', async () => {
    const { donorEmail } = await donorWithGifts();
    const browser = await donorBrowser(donorEmail);
    expect((await browser.post('/api/giving/sign-out')).status).toBe(204);
    expect((await browser.get('/api/giving')).status).toBe(401);
  });
});

describe('monthly donations', () => {
  it('pauses (no month is charged) and resumes on the next day of the month it began', async () => {
    const { donorEmail, monthlyId } = await donorWithGifts();
    const browser = await donorBrowser(donorEmail);
    const started = clock.now();
    const paused = await browser.post(`/api/giving/monthly/${monthlyId}/pause`, { paused: true });
    expect(paused.status).toBe(200);
    expect(paused.body.monthly[0]).toMatchObject({ state: 'paused', nextChargeAt: null });
    // Pressed twice: still paused, nothing else.
    expect((await browser.post(`/api/giving/monthly/${monthlyId}/pause`, { paused: true })).status).toBe(200);

    clock.advanceMinutes(45 * DAY);
    expect(await renewals()).toBe(0);
    const resumed = await browser.post(`/api/giving/monthly/${monthlyId}/pause`, { paused: false });
    expect(resumed.body.monthly[0]).toMatchObject({
      state: 'active',
      nextChargeAt: addMonths(started, 2).toISOString(),
    });
    clock.advanceMinutes(20 * DAY);
    expect(await renewals()).toBe(1);
    expect(await renewals()).toBe(0);
    expect((await donationRow(t, monthlyId)).nextRenewalAt).toEqual(addMonths(started, 3));
  });

  it('changes the amount from the next month on; the months paid keep theirs', async () => {
    const { donorEmail, monthlyId } = await donorWithGifts();
    const browser = await donorBrowser(donorEmail);
    const tooSmall = await browser.request('PATCH', `/api/giving/monthly/${monthlyId}`, { amount: 10 });
    expect(tooSmall.status).toBe(400);
    expect(tooSmall.body.error.fields.amount).toEqual([
      'The smallest donation by card is $0.50 (the minimum our card processor, Stripe, accepts)',
    ]);
    expect((await donationRow(t, monthlyId)).renewalAmount).toBeNull();

    const changed = await browser.request('PATCH', `/api/giving/monthly/${monthlyId}`, { amount: 2500 });
    expect(changed.status).toBe(200);
    expect(changed.body.monthly[0]).toMatchObject({ amount: 2500 });
    expect(await donationRow(t, monthlyId)).toMatchObject({ amount: 1000, renewalAmount: 2500 });
    clock.advanceMinutes(32 * DAY);
    expect(await renewals()).toBe(1);
    expect((await monthsOf(t, monthlyId)).map((m) => m.amount)).toEqual([2500]);
  });

  it('keeps covering the fees at the new amount for a donor who chose to', async () => {
    const world = await donationWorld(t);
    const donorEmail = newDonor();
    const { donationId } = await giveInSandbox(
      t,
      gift(world.player.id, { amount: 1000, isRecurring: true, donorEmail, coverFees: true }),
    );
    const first = await donationRow(t, donationId);
    expect(first.coveredFees).toBeGreaterThan(0);
    const browser = await donorBrowser(donorEmail);
    await browser.request('PATCH', `/api/giving/monthly/${donationId}`, { amount: 5000 });
    const row = await donationRow(t, donationId);
    expect(row.renewalCoveredFees).toBeGreaterThan(first.coveredFees);
    expect(row.coveredFees).toBe(first.coveredFees);
  });

  it('cancels once: two presses at once stop it and mail one confirmation; later changes are refused', async () => {
    const { donorEmail, monthlyId } = await donorWithGifts();
    const browser = await donorBrowser(donorEmail);
    const presses = await Promise.all([
      browser.post(`/api/giving/monthly/${monthlyId}/cancel`),
      browser.post(`/api/giving/monthly/${monthlyId}/cancel`),
    ]);
    expect(presses.map((res) => res.status)).toEqual([200, 200]);
    expect(presses[1]!.body.monthly[0]).toMatchObject({ state: 'cancelled', nextChargeAt: null });
    const confirmations = (await mailTo(t, donorEmail)).filter((m) => m.kind === 'donation_cancelled');
    expect(confirmations).toHaveLength(1);
    expect(confirmations[0]!.subject).toBe('Cancelled: your monthly donation to Ava M.');
    expect(confirmations[0]!.text).toContain('You will not be charged for it again');

    const pause = await browser.post(`/api/giving/monthly/${monthlyId}/pause`, { paused: true });
    expect(pause.status).toBe(409);
    expect(pause.body.error.message).toBe(
      'This monthly donation was cancelled: it can no longer be changed.',
    );
    clock.advanceMinutes(40 * DAY);
    expect(await renewals()).toBe(0);
  });

  it("hands out the sandbox's card page, whose saved card clears a failed month; not once cancelled", async () => {
    const { donorEmail, monthlyId } = await donorWithGifts();
    const browser = await donorBrowser(donorEmail);
    const { subscriptionId } = await donationRow(t, monthlyId);
    const card = await browser.post(`/api/giving/monthly/${monthlyId}/card`);
    expect(card.status).toBe(200);
    expect(card.body.url).toBe(`/sandbox/card/${subscriptionId}?return=%2Fgiving`);

    await t.db
      .update(playerDonations)
      .set({ paymentFailedAt: clock.now() })
      .where(eq(playerDonations.id, monthlyId));
    const page = await t.client().get(`/api/payments/sandbox/subscriptions/${subscriptionId}`);
    expect(page.body).toEqual({
      subscriptionId,
      kind: 'gift',
      heading: '$10/month to Ava M.',
      note: 'Rose City Strikers. The next monthly payment is taken from the new card.',
      cancelled: false,
    });
    expect((await t.client().post(`/api/payments/sandbox/subscriptions/${subscriptionId}/card`)).status).toBe(
      200,
    );
    expect((await donationRow(t, monthlyId)).paymentFailedAt).toBeNull();
    expect((await t.client().get('/api/payments/sandbox/subscriptions/sbx_sub_made_up')).status).toBe(404);

    await browser.post(`/api/giving/monthly/${monthlyId}/cancel`);
    expect((await browser.post(`/api/giving/monthly/${monthlyId}/card`)).status).toBe(409);
  });

  it("mails the same confirmation when cancelled from the receipt's link", async () => {
    const { donorEmail, monthlyId } = await donorWithGifts();
    const link = (await mailTo(t, donorEmail))
      .map((m) => m.text.match(/donations\/cancel\?token=(\S+)/)?.[1])
      .find(Boolean)!;
    await t.client().post('/api/donations/cancel', { token: decodeURIComponent(link) });
    await t.client().post('/api/donations/cancel', { token: decodeURIComponent(link) });
    expect((await donationRow(t, monthlyId)).cancelledAt).not.toBeNull();
    expect((await mailTo(t, donorEmail)).filter((m) => m.kind === 'donation_cancelled')).toHaveLength(1);
  });
});
