import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../tests/support/app';
import { donationRow, monthsOf } from '../../../tests/support/features/donations';
import { mailTo, manualClock } from '../../../tests/support/features/payments';
import { pdfText } from '../../../tests/support/receipts';
import { stripeGifts, useStripeApp } from '../../../tests/support/stripe';
import { emailOutbox, teams } from '../db/schema';
import { emailAttachments } from '../db/schema/email-attachments';

/*
 * Refunds of monthly gifts (issue 19): Stripe stores each month as an invoice, and refunds it through the
 * invoice's payment intent; invoice_payment.paid links the two. Whatever the order the three events come
 * in, the month ends up refunded once: out of every total, the donor mailed the receipt marked refunded.
 */

const clock = manualClock(new Date('2026-09-15T20:00:00Z'));
const stripe = useStripeApp(clock);
const { donationCheckout, subscribed, paidGiftSession, invoice, invoicePayment, refundedCharge } =
  stripeGifts(stripe);
let t: TestApp;
beforeAll(() => {
  t = stripe.t;
});

const send = async (type: string, object: Record<string, unknown>) =>
  expect((await stripe.deliver(stripe.event(type, object))).status).toBe(200);

/** A monthly gift of $15 with its second month paid: $30 raised for Ava. */
async function twoMonths() {
  const gift = await subscribed(1500);
  await t.db.update(teams).set({ leaderboardPublic: true }).where(eq(teams.id, gift.team.id));
  const renewal = invoice(gift.subscriptionId, { id: `in_${gift.subscriptionId}_m2` });
  const paymentIntent = `pi_${gift.subscriptionId}_m2`;
  return { ...gift, renewal, paymentIntent };
}

/** Every figure that counts Ava's gifts: the team's Total Raised, her page's progress and leaderboard row. */
async function figures(gift: Awaited<ReturnType<typeof twoMonths>>) {
  const dashboard = await gift.owner.client.get(`/api/teams/${gift.team.id}/dashboard`);
  const page = await t.client().get(`/api/players/${gift.team.slug}/7`);
  return {
    team: dashboard.body.stats.raised.donationsCents as number,
    player: page.body.page.progress.raisedCents as number,
    leaderboard: page.body.page.leaderboard[0].raisedCents as number,
  };
}

const refundMails = (to: string) =>
  t.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toEmail, to), eq(emailOutbox.kind, 'donation_refund')));

describe('refunds of monthly gifts with Stripe', () => {
  const orders = {
    'renewal, link, refund': ['renewal', 'link', 'refund'],
    'refund, renewal, link': ['refund', 'renewal', 'link'],
    'link, refund, renewal': ['link', 'refund', 'renewal'],
    'refund, link, renewal': ['refund', 'link', 'renewal'],
  } as const;

  it.each(Object.entries(orders))(
    'takes a refunded month out of every total, whatever the order (%s), and mails the donor once',
    async (_name, order) => {
      const gift = await twoMonths();
      const events = {
        renewal: () => send('invoice.paid', gift.renewal),
        link: () => send('invoice_payment.paid', invoicePayment(gift.renewal.id, gift.paymentIntent)),
        refund: () => send('charge.refunded', refundedCharge(gift.paymentIntent)),
      };
      for (const step of order) await events[step]();
      // Stripe delivers at least once: the refund again changes nothing.
      await events.refund();

      const [month] = await monthsOf(t, gift.donationId);
      expect(month).toMatchObject({ status: 'refunded', refundedAt: clock.now(), amount: 1500 });
      expect((await donationRow(t, gift.donationId)).status).toBe('succeeded');
      expect(await figures(gift)).toEqual({ team: 1500, player: 1500, leaderboard: 1500 });
      expect(await refundMails(gift.donorEmail)).toHaveLength(1);
    },
  );

  it('refunds the first month through its invoice, and the gift goes on billing later months', async () => {
    const gift = await twoMonths();
    const firstIntent = `pi_${gift.subscriptionId}_m1`;
    await send('invoice_payment.paid', invoicePayment(gift.firstInvoice, firstIntent));
    await send('charge.refunded', refundedCharge(firstIntent));
    expect(await donationRow(t, gift.donationId)).toMatchObject({ status: 'refunded', cancelledAt: null });

    // The subscription was not cancelled: its next month still arrives and counts.
    await send('invoice.paid', gift.renewal);
    expect(await monthsOf(t, gift.donationId)).toEqual([expect.objectContaining({ status: 'succeeded' })]);
    expect(await figures(gift)).toEqual({ team: 1500, player: 1500, leaderboard: 1500 });
  });

  it('mails the donor the receipt again, marked refunded, with the link that still stops the gift', async () => {
    const gift = await twoMonths();
    await send('invoice.paid', gift.renewal);
    await send('invoice_payment.paid', invoicePayment(gift.renewal.id, gift.paymentIntent));
    await send('charge.refunded', refundedCharge(gift.paymentIntent));

    const [mail] = await refundMails(gift.donorEmail);
    expect(mail!.subject).toMatch(/^Refunded: your donation to Ava M\. \(HF-[0-9A-F]{8}\)$/);
    expect(mail!.text).toContain('has been refunded in full');
    expect(mail!.text).toContain('Refunded: Sep 15, 2026 (UTC)');
    expect(mail!.text).toContain('Your monthly donation itself goes on');
    expect(mail!.text).toMatch(
      /Cancel monthly donation: http:\/\/homefield\.test\/donations\/cancel\?token=/,
    );
    const [pdf] = await t.db
      .select({ content: emailAttachments.content })
      .from(emailAttachments)
      .where(eq(emailAttachments.emailId, mail!.id));
    const printed = pdfText(pdf!.content!).join(' ');
    expect(printed).toContain('REFUNDED');
    expect(printed).toContain('Refunded in full on Sep 15, 2026');
    // The team is not mailed about it; it sees the refund in its list of gifts.
    expect((await mailTo(t, gift.team.contactEmail)).map((m) => m.kind)).not.toContain('donation_refund');
  });

  it('refunds a one-time gift whose refund arrived before its payment', async () => {
    const { donationId, sessionId } = await donationCheckout({ amount: 4000 });
    const paymentIntent = `pi_${donationId.slice(0, 8)}_once`;
    await send('charge.refunded', refundedCharge(paymentIntent, 4000));
    await send('checkout.session.completed', paidGiftSession(sessionId, donationId, paymentIntent));
    expect(await donationRow(t, donationId)).toMatchObject({ status: 'refunded', refundedAt: clock.now() });
    // The payer's success page reads it as refunded ("Donation refunded"), not as a checkout left unpaid.
    const success = await t.client().get(`/api/donations/${donationId}?session_id=${sessionId}`);
    expect(success.body.donation.status).toBe('refunded');
  });

  it('counts what is left of a partly refunded month, whichever report of two partial refunds comes first', async () => {
    const gift = await twoMonths();
    await send('invoice.paid', gift.renewal);
    await send('invoice_payment.paid', invoicePayment(gift.renewal.id, gift.paymentIntent));
    await send('charge.refunded', refundedCharge(gift.paymentIntent, 1500, 500));
    expect((await monthsOf(t, gift.donationId))[0]!.status).toBe('succeeded');
    expect(await figures(gift)).toEqual({ team: 2500, player: 2500, leaderboard: 2500 });
    // A second refund of 200: its report says 700 returned in all; the first report, late, changes nothing.
    await send('charge.refunded', refundedCharge(gift.paymentIntent, 1500, 700));
    await send('charge.refunded', refundedCharge(gift.paymentIntent, 1500, 500));
    expect(await figures(gift)).toEqual({ team: 2300, player: 2300, leaderboard: 2300 });
  });

  it('marks the gift failed when a later month cannot be charged, until a month goes through', async () => {
    const gift = await twoMonths();
    await send('invoice.payment_failed', invoice(gift.subscriptionId, { status: 'open', amount_paid: 0 }));
    expect((await donationRow(t, gift.donationId)).paymentFailedAt).toEqual(clock.now());
    // The first invoice failing is the checkout's business, not a month's.
    await send(
      'invoice.payment_failed',
      invoice(gift.subscriptionId, { billing_reason: 'subscription_create', status: 'open' }),
    );
    await send('invoice.paid', gift.renewal);
    expect((await donationRow(t, gift.donationId)).paymentFailedAt).toBeNull();
  });
});
