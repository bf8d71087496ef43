import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../tests/support/app';
import { signedInClient } from '../../../tests/support/factories';
import { donationWorld, gift, giveInSandbox } from '../../../tests/support/features/donations';
import { mailTo, manualClock } from '../../../tests/support/features/payments';
import { DISPUTE_FEE_CENTS } from '../../shared/fees';
import { receiptReference } from '../../shared/schemas/payments';
import { PAYMENT_DISPUTED_MESSAGE } from '../../shared/schemas/refunds';
import { disputes, ledgerEntries, refundRequests, transfers } from '../db/schema';
import { teamMoney } from './ledger';
import { moveTeamMoney } from './transfers';

/*
 * Disputes (issue 20): a chargeback opened against a payment freezes its amount (taken from the team's
 * money, so nothing of it is transferred), tells the team and every admin once, and is recorded with its
 * outcome; won, the amount is the team's again. The sandbox stands in for the card issuer (admin only).
 */

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInClient>>;
const clock = manualClock(new Date('2026-10-12T16:00:00Z'));
const PATH = '/api/admin/sandbox/disputes';
// $25 gift: the card was charged $25; 5% fee $1.25 and card processing $1.03 leave the team $22.72.
const NET_25 = 2_272;
// While a dispute is open or after it is lost, the network's dispute fee is the team's too (a win returns it).
const FEE = DISPUTE_FEE_CENTS;

beforeAll(async () => {
  t = await startTestApp();
  t.deps.clock = clock;
  admin = await signedInClient(t, { roles: ['admin'] });
});

async function disputedGift() {
  const world = await donationWorld(t);
  const { donationId } = await giveInSandbox(t, gift(world.player.id, { amount: 2_500 }));
  const step = (status: string) => admin.client.post(PATH, { kind: 'donation', id: donationId, status });
  const money = () => teamMoney(t.db, world.team.id);
  const disputeMails = async (email: string) =>
    (await mailTo(t, email)).filter((m) => m.kind.startsWith('dispute_')).map((m) => m.subject);
  return { ...world, donationId, step, money, disputeMails };
}

describe('disputes in the sandbox', () => {
  it('freezes the amount, tells the team and the admin once, and gives it back when won', async () => {
    const w = await disputedGift();
    const [first, second] = await Promise.all([w.step('needs_response'), w.step('needs_response')]);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect((await w.money()).disputedCents).toBe(2_500);
    expect((await w.money()).netCents).toBe(NET_25 - 2_500 - FEE);
    const opened = /^A payment to Rose City Strikers is disputed \(HF-[0-9A-F]{8}\)$/;
    expect(await w.disputeMails(w.team.contactEmail)).toEqual([expect.stringMatching(opened)]);
    expect(await w.disputeMails(admin.user.email)).toEqual([expect.stringMatching(opened)]);

    // The team connects: the disputed payment is not transferred while it is disputed.
    await t.db.execute(
      `insert into payout_accounts (team_id, provider, account_id, payouts_enabled, details_submitted) values ('${w.team.id}', 'sandbox', 'sbx_acct_dispute_${w.team.id.slice(0, 8)}', true, true)`,
    );
    await moveTeamMoney(t.deps);
    expect(await t.db.select().from(transfers).where(eq(transfers.donationId, w.donationId))).toEqual([]);

    clock.advanceMinutes(60 * 24 * 20);
    expect((await w.step('won')).status).toBe(200);
    expect((await w.step('won')).status).toBe(200);
    const [row] = await t.db.select().from(disputes).where(eq(disputes.donationId, w.donationId));
    expect(row).toMatchObject({
      status: 'won',
      amountCents: 2_500,
      closedAt: clock.now(),
      teamId: w.team.id,
    });
    // Won: the amount and the dispute fee both come back, once however often the outcome is reported.
    expect(await w.money()).toMatchObject({ disputedCents: 0, netCents: NET_25 });
    const fees = await t.db
      .select({ key: ledgerEntries.entryKey, amount: ledgerEntries.amount })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.donationId, w.donationId));
    expect(
      fees
        .filter((f) => f.key.includes('dispute_fee'))
        .map((f) => f.amount)
        .sort(),
    ).toEqual([-FEE, FEE]);
    expect(await w.disputeMails(w.team.contactEmail)).toEqual([
      expect.stringMatching(opened),
      expect.stringMatching(/^Dispute won: HF-[0-9A-F]{8} to Rose City Strikers$/),
    ]);
    await moveTeamMoney(t.deps);
    const [sent] = await t.db.select().from(transfers).where(eq(transfers.donationId, w.donationId));
    expect(sent).toMatchObject({ status: 'sent', amountCents: NET_25 });
  });

  it('keeps the amount off the team’s money when the dispute is lost', async () => {
    const w = await disputedGift();
    await w.step('needs_response');
    const listed = async () =>
      (await admin.client.get(`/api/admin/payments?q=${receiptReference(w.donationId)}`)).body.payments[0];
    expect((await listed()).dispute).toEqual({
      status: 'needs_response',
      reason: 'fraudulent',
      openedAt: clock.now().toISOString(),
    });
    // The provider refuses to refund a disputed charge, so the server does not ask it: nothing recorded.
    const refund = () =>
      admin.client.post('/api/admin/refunds', { kind: 'donation', id: w.donationId, reason: 'Asked to' });
    const refused = await refund();
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatchObject({ code: 'PAYMENT_DISPUTED', message: PAYMENT_DISPUTED_MESSAGE });
    expect(
      await t.db.select().from(refundRequests).where(eq(refundRequests.donationId, w.donationId)),
    ).toEqual([]);
    clock.advanceMinutes(60);
    await w.step('lost');
    expect((await listed()).dispute.status).toBe('lost');
    expect((await refund()).status).toBe(409);
    expect(await w.money()).toMatchObject({ disputedCents: 2_500, netCents: NET_25 - 2_500 - FEE });
    const kinds = await t.db
      .select({ kind: ledgerEntries.kind, amount: ledgerEntries.amount, key: ledgerEntries.entryKey })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.donationId, w.donationId));
    expect(
      kinds.filter((k) => k.key.startsWith('dispute')).map(({ kind, amount }) => ({ kind, amount })),
    ).toEqual([
      { kind: 'dispute', amount: -2_500 },
      { kind: 'processing_fee', amount: -FEE },
    ]);
    expect((await w.disputeMails(w.team.contactEmail)).at(-1)).toMatch(/^Dispute lost: HF-/);
  });

  it('lets only an admin play the card issuer, with a clear error for a bad request', async () => {
    const w = await disputedGift();
    const body = { kind: 'donation', id: w.donationId, status: 'needs_response' };
    expect((await t.client().post(PATH, body)).status).toBe(401);
    expect((await w.owner.client.post(PATH, body)).status).toBe(403);
    const bad = await admin.client.post(PATH, { ...body, status: 'maybe' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields.status).toEqual(['Choose what the card issuer does']);
    const unknown = await admin.client.post(PATH, { ...body, id: '00000000-0000-4000-8000-000000000000' });
    expect(unknown.status).toBe(404);
    expect(await t.db.select().from(disputes).where(eq(disputes.donationId, w.donationId))).toEqual([]);
  });
});
