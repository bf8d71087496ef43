import { asc, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../tests/support/app';
import { donate, donationRow, donationWorld, gift, sandbox } from '../../../tests/support/features/donations';
import {
  checkout,
  mailTo,
  manualClock,
  sessionIdOf,
  sponsorWorld,
} from '../../../tests/support/features/payments';
import { backfillOf, ledgerOf } from '../../../tests/support/ledger';
import { ledgerEntries, sandboxCheckoutSessions } from '../db/schema';

/*
 * The ledger (issue 20, decision 0030): a paid sponsorship or gift writes its payment, its card processing
 * and the platform's fee once, with the rate shown before paying; the team's money is summed from it.
 */

let t: TestApp;
const clock = manualClock(new Date('2026-05-10T18:00:00Z'));
beforeAll(async () => {
  t = await startTestApp();
  t.deps.clock = clock;
});

const entriesOf = (column: 'sponsorshipId' | 'donationId', id: string) =>
  t.db
    .select({ kind: ledgerEntries.kind, amount: ledgerEntries.amount, coversFees: ledgerEntries.coversFees })
    .from(ledgerEntries)
    .where(eq(ledgerEntries[column], id))
    .orderBy(asc(ledgerEntries.kind));

describe('the ledger of a sponsorship', () => {
  it('shows the fee before paying, records payment, processing and the 10% fee once, and prints them', async () => {
    const world = await sponsorWorld(t, { tier: { amount: 50_000 } });
    const page = await world.buyer.client.get(`/api/payments/sponsor-team/${world.team.id}`);
    expect(page.body.platformFeeBps).toBe(1000);

    const res = await checkout(world.buyer.client, world.team.id, world.tier.id);
    expect(res.status).toBe(201);
    const pay = `/api/payments/sandbox/sessions/${sessionIdOf(res.body.url)}/pay`;
    expect((await world.buyer.client.post(pay)).status).toBe(200);
    // The same press again (a retry) records nothing more.
    expect((await world.buyer.client.post(pay)).status).toBe(200);

    expect(await entriesOf('sponsorshipId', res.body.sponsorshipId)).toEqual([
      { kind: 'payment', amount: 50_000, coversFees: 0 },
      { kind: 'platform_fee', amount: -5_000, coversFees: 0 },
      { kind: 'processing_fee', amount: -1_480, coversFees: 0 },
    ]);
    const money = await world.owner.client.get(`/api/teams/${world.team.id}/money`);
    expect(money.status).toBe(200);
    expect(money.body.money).toEqual({
      paidInCents: 50_000,
      raisedCents: 50_000,
      coveredCents: 0,
      refundedCents: 0,
      processingFeesCents: 1_480,
      platformFeesCents: 5_000,
      disputedCents: 0,
      netCents: 43_520,
      heldCents: 43_520,
    });

    const [receipt] = (await mailTo(t, world.buyer.business.businessEmail)).filter(
      (m) => m.kind === 'sponsorship_receipt',
    );
    expect(receipt!.text).toContain('Homefield fee (10%): $50.00');
    expect(receipt!.text).toContain('Card processing (2.9% + $0.30): $14.80');
    expect(receipt!.text).toContain('The team receives: $435.20');
  });
});

describe('the ledger of a gift', () => {
  it('records a 5% fee on a one-time gift and counts the gift, not the fees, as raised', async () => {
    const world = await donationWorld(t);
    const page = await t.client().get(`/api/players/${world.team.slug}/7`);
    expect(page.body.player.giftFeeBps).toEqual({ oneTime: 500, monthly: 500 });
    const res = await donate(t, gift(world.player.id, { amount: 2_500 }));
    expect((await sandbox(t, res.body.url)).status).toBe(200);
    expect(await entriesOf('donationId', res.body.donationId)).toEqual([
      { kind: 'payment', amount: 2_500, coversFees: 0 },
      { kind: 'platform_fee', amount: -125, coversFees: 0 },
      { kind: 'processing_fee', amount: -103, coversFees: 0 },
    ]);
  });

  it('charges what covers the fees when the donor chooses to, so the team receives the whole gift', async () => {
    const world = await donationWorld(t);
    const donorEmail = 'covering@example.com';
    const res = await donate(t, gift(world.player.id, { amount: 2_500, coverFees: true, donorEmail }));
    expect(res.status).toBe(201);
    const [session] = await t.db
      .select({ amount: sandboxCheckoutSessions.amountCents })
      .from(sandboxCheckoutSessions)
      .where(eq(sandboxCheckoutSessions.id, sessionIdOf(res.body.url)));
    expect(session!.amount).toBe(2_734);
    expect((await donationRow(t, res.body.donationId)).coveredFees).toBe(234);

    expect((await sandbox(t, res.body.url)).status).toBe(200);
    expect(await entriesOf('donationId', res.body.donationId)).toEqual([
      { kind: 'payment', amount: 2_734, coversFees: 234 },
      { kind: 'platform_fee', amount: -125, coversFees: 0 },
      { kind: 'processing_fee', amount: -109, coversFees: 0 },
    ]);
    const money = (await world.owner.client.get(`/api/teams/${world.team.id}/money`)).body.money;
    expect(money.raisedCents).toBe(2_500);
    expect(money.coveredCents).toBe(234);
    expect(money.netCents).toBe(2_500);
    // The player's progress counts the gift only.
    const page = await t.client().get(`/api/players/${world.team.slug}/7`);
    expect(page.body.page.progress.raisedCents).toBe(2_500);

    const [receipt] = (await mailTo(t, donorEmail)).filter((m) => m.kind === 'donation_receipt');
    expect(receipt!.text).toContain('Fees you covered: $2.34');
    expect(receipt!.text).toContain('Total charged: $27.34 USD');
    expect(receipt!.text).toContain('The team receives: $25.00');
  });

  it('refuses a cover-fees answer that is not true or false, and writes nothing', async () => {
    const world = await donationWorld(t);
    const res = await donate(t, gift(world.player.id, { coverFees: 'yes' }));
    expect(res.status).toBe(400);
    expect(res.body.error.fields.coverFees).toEqual(['Choose whether to cover the fees']);
  });
});

describe('the ledger itself', () => {
  it('cannot be changed or deleted, only added to', async () => {
    const world = await donationWorld(t);
    const res = await donate(t, gift(world.player.id));
    await sandbox(t, res.body.url);
    // drizzle wraps the database's own error, which says why.
    const refused = { cause: expect.objectContaining({ message: expect.stringMatching(/append-only/) }) };
    await expect(
      t.db.execute(sql`update ledger_entries set amount = 0 where donation_id = ${res.body.donationId}`),
    ).rejects.toMatchObject(refused);
    await expect(
      t.db.execute(sql`delete from ledger_entries where donation_id = ${res.body.donationId}`),
    ).rejects.toMatchObject(refused);
    expect(await entriesOf('donationId', res.body.donationId)).toHaveLength(3);
  });

  it('agrees with the backfill of money paid before it existed, on payments and card processing', async () => {
    const world = await sponsorWorld(t, { tier: { amount: 12_345 } });
    const res = await checkout(world.buyer.client, world.team.id, world.tier.id);
    await world.buyer.client.post(`/api/payments/sandbox/sessions/${sessionIdOf(res.body.url)}/pay`);
    const giver = await donationWorld(t);
    const given = await donate(t, gift(giver.player.id, { amount: 777 }));
    await sandbox(t, given.body.url);
    const ids = [res.body.sponsorshipId, given.body.donationId];
    const backfill = await backfillOf(t, ids);
    expect(backfill).toHaveLength(4);
    expect(backfill).toEqual(await ledgerOf(t, ids, ['payment', 'processing_fee']));
  });
});
