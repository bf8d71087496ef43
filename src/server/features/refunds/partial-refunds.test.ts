import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../../tests/support/app';
import { signedInClient } from '../../../../tests/support/factories';
import {
  donationRow,
  donationWorld,
  gift,
  giveInSandbox,
} from '../../../../tests/support/features/donations';
import {
  checkout,
  mailTo,
  manualClock,
  sessionIdOf,
  sponsorshipRow,
  sponsorWorld,
  tierState,
} from '../../../../tests/support/features/payments';
import { emailOutbox, ledgerEntries, refundRequests, teams } from '../../db/schema';
import { attachmentsOf } from '../../email/outbox';

/*
 * Partial refunds (issue 20), through the sandbox: the admin returns a part of a payment, then the rest.
 * Each part leaves every figure at once (team dashboard, the team's money, the player's page and the
 * leaderboard, the business's dashboard), gives back the platform's fee in proportion, mails the payer
 * what came back, and never lets the parts add up to more than was paid, even when two admins press at
 * the same moment.
 */

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInClient>>['client'];
beforeAll(async () => {
  t = await startTestApp();
  t.deps.clock = manualClock(new Date('2026-06-01T16:00:00Z'));
  admin = (await signedInClient(t, { roles: ['admin'] })).client;
});

let donors = 0;

/** A $25 gift to Ava, with the team's leaderboard public so its figure can be read. */
async function givenGift() {
  donors += 1;
  const donor = `partial-donor-${donors}@example.com`;
  const world = await donationWorld(t);
  await t.db.update(teams).set({ leaderboardPublic: true }).where(eq(teams.id, world.team.id));
  const { donationId } = await giveInSandbox(
    t,
    gift(world.player.id, { amount: 2_500, donorEmail: donor, donorName: 'Pat' }),
  );
  const refund = (body: Record<string, unknown> = {}) =>
    admin.post('/api/admin/refunds', {
      kind: 'donation',
      id: donationId,
      reason: 'Asked by the donor',
      ...body,
    });
  const figures = async () => {
    const dashboard = await world.owner.client.get(`/api/teams/${world.team.id}/dashboard`);
    const money = await world.owner.client.get(`/api/teams/${world.team.id}/money`);
    const page = await t.client().get(`/api/players/${world.team.slug}/7`);
    return {
      dashboard: dashboard.body.stats.raised.donationsCents as number,
      raised: money.body.money.raisedCents as number,
      refunded: money.body.money.refundedCents as number,
      platformFees: money.body.money.platformFeesCents as number,
      player: page.body.page.progress.raisedCents as number,
      leaderboard: page.body.page.leaderboard[0].raisedCents as number,
    };
  };
  return { ...world, donor, donationId, refund, figures };
}

const refundsOf = (donationId: string) =>
  t.db
    .select({ amount: ledgerEntries.amount })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.donationId, donationId), eq(ledgerEntries.kind, 'refund')));

describe('the admin refunds a part of a payment', () => {
  it('takes $10 of a $25 gift out of every figure, then the rest, each once, the donor told each time', async () => {
    const world = await givenGift();
    const first = await world.refund({ amountCents: 1_000 });
    expect(first.status).toBe(201);
    expect(first.body.refund).toMatchObject({
      amountCents: 1_000,
      leftCents: 1_500,
      applied: true,
      status: 'sent',
    });
    expect((await donationRow(t, world.donationId)).status).toBe('succeeded');
    // The 5% fee was $1.25; $15 of the gift is left, so the platform keeps 75 cents and returns 50.
    expect(await world.figures()).toEqual({
      dashboard: 1_500,
      raised: 1_500,
      refunded: 1_000,
      platformFees: 75,
      player: 1_500,
      leaderboard: 1_500,
    });
    const [partMail] = (await mailTo(t, world.donor)).filter((m) => m.kind === 'donation_refund');
    expect(partMail!.text).toContain('$10.00 of your donation of $25 to');
    expect(partMail!.text).toContain('The rest of your gift still counts');
    expect(
      (await attachmentsOf(t.db, [partMail!.id], t.deps.attachmentDrawings)).get(partMail!.id) ?? [],
    ).toHaveLength(0);

    // The rest, with no amount: everything left goes back and the gift is refunded.
    const rest = await world.refund();
    expect(rest.status).toBe(201);
    expect(rest.body.refund).toMatchObject({ amountCents: 1_500, leftCents: 0, applied: true });
    expect((await donationRow(t, world.donationId)).status).toBe('refunded');
    expect(await refundsOf(world.donationId)).toEqual([{ amount: -1_000 }, { amount: -1_500 }]);
    const money = (await world.owner.client.get(`/api/teams/${world.team.id}/money`)).body.money;
    expect(money).toMatchObject({ raisedCents: 0, refundedCents: 2_500, platformFeesCents: 0 });
    // Asked again for "everything left" once nothing is: the last refund is the answer.
    const again = await world.refund();
    expect(again.status).toBe(200);
    expect(again.body.refund.id).toBe(rest.body.refund.id);
    const mails = (await mailTo(t, world.donor)).filter((m) => m.kind === 'donation_refund');
    expect(mails).toHaveLength(2);
    expect(mails.some((m) => m.text.includes('has been refunded in full'))).toBe(true);
  });

  it('refuses more than is left, and amounts that are not whole cents above zero, changing nothing', async () => {
    const world = await givenGift();
    await world.refund({ amountCents: 2_000 });
    const tooMuch = await world.refund({ amountCents: 501 });
    expect(tooMuch.status).toBe(409);
    expect(tooMuch.body.error).toMatchObject({
      code: 'REFUND_TOO_LARGE',
      message: 'At most $5.00 of this payment can still be refunded.',
      fields: { amountCents: ['At most $5.00 of this payment can still be refunded.'] },
    });
    for (const [amountCents, message] of [
      [0, 'Enter an amount above $0'],
      [-100, 'Enter an amount above $0'],
      [12.5, 'Enter the amount to refund in whole cents'],
      ['ten', 'Enter the amount to refund'],
    ] as const) {
      const bad = await world.refund({ amountCents });
      expect(bad.status).toBe(400);
      expect(bad.body.error.fields.amountCents).toEqual([message]);
    }
    expect(await refundsOf(world.donationId)).toEqual([{ amount: -2_000 }]);
    expect(
      await t.db.select().from(refundRequests).where(eq(refundRequests.donationId, world.donationId)),
    ).toHaveLength(1);
  });

  it('lets only one of two admins pressing at the same moment return the last $15', async () => {
    const world = await givenGift();
    const other = (await signedInClient(t, { roles: ['admin'] })).client;
    await world.refund({ amountCents: 1_000 });
    const body = { kind: 'donation', id: world.donationId, reason: 'Both at once', amountCents: 1_500 };
    const answers = await Promise.all([
      admin.post('/api/admin/refunds', body),
      other.post('/api/admin/refunds', body),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    expect(await refundsOf(world.donationId)).toEqual([{ amount: -1_000 }, { amount: -1_500 }]);
    const mails = await t.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.toEmail, world.donor), eq(emailOutbox.kind, 'donation_refund')));
    expect(mails).toHaveLength(2);
  });

  it('lets the card issuer dispute only what is left of a partly refunded gift, and nothing of a refunded one', async () => {
    const world = await givenGift();
    await world.refund({ amountCents: 1_000 });
    const dispute = (status: string) =>
      admin.post('/api/admin/sandbox/disputes', { kind: 'donation', id: world.donationId, status });
    expect((await dispute('needs_response')).status).toBe(200);
    expect((await world.figures()).raised).toBe(0);
    const money = (await world.owner.client.get(`/api/teams/${world.team.id}/money`)).body.money;
    expect(money).toMatchObject({ disputedCents: 1_500, refundedCents: 1_000 });
    // Opened and won at the same moment: the outcome wins, and the money is the team's again.
    expect((await dispute('won')).status).toBe(200);
    expect((await world.figures()).raised).toBe(1_500);

    const refunded = await givenGift();
    await refunded.refund();
    const nothing = await admin.post('/api/admin/sandbox/disputes', {
      kind: 'donation',
      id: refunded.donationId,
      status: 'needs_response',
    });
    expect(nothing.status).toBe(409);
    expect(nothing.body.error.message).toBe(
      'This payment was refunded in full: there is nothing left to dispute.',
    );
  });

  it('keeps a partly refunded sponsorship and its spot, and lowers what the business invested', async () => {
    const world = await sponsorWorld(t, { tier: { amount: 40_000 } });
    const res = await checkout(world.buyer.client, world.team.id, world.tier.id);
    await world.buyer.client.post(`/api/payments/sandbox/sessions/${sessionIdOf(res.body.url)}/pay`);
    const sponsorshipId = res.body.sponsorshipId as string;
    const refunded = await admin.post('/api/admin/refunds', {
      kind: 'sponsorship',
      id: sponsorshipId,
      amountCents: 10_000,
      reason: 'One game was cancelled',
    });
    expect(refunded.status).toBe(201);
    expect((await sponsorshipRow(t, sponsorshipId)).status).toBe('active');
    expect((await tierState(t, world.tier.id)).taken).toBe(1);
    const business = await world.buyer.client.get('/api/business/dashboard');
    expect(business.body.stats.totalInvestedCents).toBe(30_000);
    const team = await world.owner.client.get(`/api/teams/${world.team.id}/dashboard`);
    expect(team.body.stats.raised.sponsorshipsCents).toBe(30_000);
    // The 10% fee was $40; $300 of the $400 is left, so $10 of it goes back.
    const fees = await t.db
      .select({ amount: ledgerEntries.amount })
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.sponsorshipId, sponsorshipId), eq(ledgerEntries.kind, 'platform_fee')));
    expect(fees.map((f) => f.amount).sort((a, b) => a - b)).toEqual([-4_000, 1_000]);
    const [mail] = (await mailTo(t, world.buyer.business.businessEmail)).filter(
      (m) => m.kind === 'sponsorship_refund',
    );
    expect(mail!.text).toContain('$100.00 of your');
    expect(mail!.text).toContain('Your sponsorship itself stays in place.');
  });
});
