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
import {
  PAYMENT_NOT_REFUNDABLE_MESSAGE,
  REFUND_WINDOW_PASSED_MESSAGE,
} from '../../../shared/schemas/refunds';
import { auditLogs, ledgerEntries, refundRequests } from '../../db/schema';

/*
 * Refunds made by people, through the sandbox (issue 20): the admin refunds any payment, a team owner a
 * recent gift. Each refunds the whole charge once, however often it is pressed, and the payment leaves
 * every total, its spot and its fee go back, and the payer is mailed.
 */

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInClient>>['client'];
const clock = manualClock(new Date('2026-06-01T16:00:00Z'));
beforeAll(async () => {
  t = await startTestApp();
  t.deps.clock = clock;
  admin = (await signedInClient(t, { roles: ['admin'] })).client;
});

async function paidSponsorship() {
  const world = await sponsorWorld(t, { tier: { amount: 40_000 } });
  const res = await checkout(world.buyer.client, world.team.id, world.tier.id);
  await world.buyer.client.post(`/api/payments/sandbox/sessions/${sessionIdOf(res.body.url)}/pay`);
  return { ...world, sponsorshipId: res.body.sponsorshipId as string };
}

const requestsOf = (column: 'sponsorshipId' | 'donationId', id: string) =>
  t.db.select().from(refundRequests).where(eq(refundRequests[column], id));

describe('the admin refunds a payment', () => {
  it('refunds a sponsorship once: the spot is freed, the fee returned, the business mailed, the log kept', async () => {
    const world = await paidSponsorship();
    expect((await tierState(t, world.tier.id)).taken).toBe(1);
    const body = { kind: 'sponsorship', id: world.sponsorshipId, reason: 'The team folded' };
    const first = await admin.post('/api/admin/refunds', body);
    expect(first.status).toBe(201);
    expect(first.body.refund).toMatchObject({
      kind: 'sponsorship',
      paymentRowId: world.sponsorshipId,
      amountCents: 40_000,
      reason: 'The team folded',
      status: 'sent',
      applied: true,
    });
    // Pressed again (a new request, not a replay): the first refund is the answer, nothing more happens.
    const again = await admin.post('/api/admin/refunds', body);
    expect(again.status).toBe(200);
    expect(again.body.refund.id).toBe(first.body.refund.id);

    expect((await sponsorshipRow(t, world.sponsorshipId)).status).toBe('cancelled');
    expect((await tierState(t, world.tier.id)).taken).toBe(0);
    const ledger = await t.db
      .select({ kind: ledgerEntries.kind, amount: ledgerEntries.amount })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.sponsorshipId, world.sponsorshipId));
    expect(ledger).toEqual(
      expect.arrayContaining([
        { kind: 'refund', amount: -40_000 },
        { kind: 'platform_fee', amount: 4_000 },
      ]),
    );
    expect(ledger).toHaveLength(5);
    const refundMails = (await mailTo(t, world.buyer.business.businessEmail)).filter((m) =>
      m.kind.includes('refund'),
    );
    expect(refundMails).toHaveLength(1);
    expect(await requestsOf('sponsorshipId', world.sponsorshipId)).toHaveLength(1);
    const [logged] = await t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'PAYMENT_REFUNDED'), eq(auditLogs.comment, 'The team folded')));
    expect(logged?.afterSnapshot).toMatchObject({
      kind: 'sponsorship',
      id: world.sponsorshipId,
      as: 'admin',
    });
  });

  it('refunds a gift with the fees its donor covered: the whole charge goes back', async () => {
    const world = await donationWorld(t);
    const { donationId } = await giveInSandbox(t, gift(world.player.id, { amount: 2_500, coverFees: true }));
    const res = await admin.post('/api/admin/refunds', {
      kind: 'donation',
      id: donationId,
      reason: 'Duplicate',
    });
    expect(res.status).toBe(201);
    expect(res.body.refund).toMatchObject({ amountCents: 2_734, applied: true });
    expect((await donationRow(t, donationId)).status).toBe('refunded');
    const money = (await world.owner.client.get(`/api/teams/${world.team.id}/money`)).body.money;
    expect(money).toMatchObject({ raisedCents: 0, refundedCents: 2_734, platformFeesCents: 0 });
  });

  it('refuses what cannot be refunded, with the reason, and records nothing', async () => {
    const world = await sponsorWorld(t);
    const res = await checkout(world.buyer.client, world.team.id, world.tier.id);
    const unpaid = await admin.post('/api/admin/refunds', {
      kind: 'sponsorship',
      id: res.body.sponsorshipId,
      reason: 'Test',
    });
    expect(unpaid.status).toBe(409);
    expect(unpaid.body.error).toMatchObject({
      code: 'PAYMENT_NOT_REFUNDABLE',
      message: PAYMENT_NOT_REFUNDABLE_MESSAGE,
    });
    expect(await requestsOf('sponsorshipId', res.body.sponsorshipId)).toHaveLength(0);

    const noReason = await admin.post('/api/admin/refunds', {
      kind: 'sponsorship',
      id: res.body.sponsorshipId,
      reason: '  ',
    });
    expect(noReason.status).toBe(400);
    expect(noReason.body.error.fields.reason).toEqual(['Say why the payment is refunded']);
    const unknown = await admin.post('/api/admin/refunds', {
      kind: 'donation',
      id: crypto.randomUUID(),
      reason: 'Test',
    });
    expect(unknown.status).toBe(404);
  });

  it('refunds once when two admins press at the same moment', async () => {
    const world = await donationWorld(t);
    const donorEmail = 'twice@example.com';
    const { donationId } = await giveInSandbox(t, gift(world.player.id, { amount: 3_000, donorEmail }));
    const second = (await signedInClient(t, { roles: ['admin'] })).client;
    const body = { kind: 'donation', id: donationId, reason: 'Asked twice' };
    const answers = await Promise.all([
      admin.post('/api/admin/refunds', body),
      second.post('/api/admin/refunds', body),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 201]);
    expect(new Set(answers.map((a) => a.body.refund.id)).size).toBe(1);
    expect(await requestsOf('donationId', donationId)).toHaveLength(1);
    const refunds = await t.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.donationId, donationId), eq(ledgerEntries.kind, 'refund')));
    expect(refunds).toHaveLength(1);
    expect((await mailTo(t, donorEmail)).filter((m) => m.kind === 'donation_refund')).toHaveLength(1);
  });
});

describe('a team owner refunds a gift', () => {
  it(`refunds a gift to the team within the window, and refuses one older than that`, async () => {
    const world = await donationWorld(t);
    const recent = await giveInSandbox(t, gift(world.player.id, { amount: 1_000 }));
    const path = (id: string) => `/api/teams/${world.team.id}/gifts/${id}/refund`;
    const listed = async () =>
      (await world.owner.client.get(`/api/teams/${world.team.id}/gifts`)).body.gifts.find(
        (g: { id: string }) => g.id === recent.donationId,
      ).refundable;
    expect(await listed()).toEqual({ id: recent.donationId, amountCents: 1_000 });
    const res = await world.owner.client.post(path(recent.donationId), { reason: 'Given by mistake' });
    expect(res.status).toBe(201);
    expect(await listed()).toBeNull();
    expect((await donationRow(t, recent.donationId)).status).toBe('refunded');

    const old = await giveInSandbox(t, gift(world.player.id, { amount: 1_000 }));
    clock.advanceMinutes(31 * 24 * 60);
    const stale = (await world.owner.client.get(`/api/teams/${world.team.id}/gifts`)).body.gifts;
    expect(stale.every((g: { refundable: unknown }) => g.refundable === null)).toBe(true);
    const late = await world.owner.client.post(path(old.donationId), { reason: 'Too late' });
    expect(late.status).toBe(409);
    expect(late.body.error).toMatchObject({
      code: 'REFUND_WINDOW_PASSED',
      message: REFUND_WINDOW_PASSED_MESSAGE,
    });
    expect((await donationRow(t, old.donationId)).status).toBe('succeeded');
    // The admin may still refund it.
    const byAdmin = await admin.post('/api/admin/refunds', {
      kind: 'donation',
      id: old.donationId,
      reason: 'Support',
    });
    expect(byAdmin.status).toBe(201);
  });

  it("finds nothing of another team's gift (404), and changes nothing", async () => {
    const mine = await donationWorld(t);
    const theirs = await donationWorld(t);
    const { donationId } = await giveInSandbox(t, gift(theirs.player.id, { amount: 1_000 }));
    const res = await mine.owner.client.post(`/api/teams/${mine.team.id}/gifts/${donationId}/refund`, {
      reason: 'Not mine',
    });
    expect(res.status).toBe(404);
    expect((await donationRow(t, donationId)).status).toBe('succeeded');
  });
});
