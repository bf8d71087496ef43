import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../tests/support/app';
import { signedInClient } from '../../../tests/support/factories';
import { donationWorld, gift, giveInSandbox } from '../../../tests/support/features/donations';
import { manualClock } from '../../../tests/support/features/payments';
import { teamWithPayoutAccount } from '../../../tests/support/features/payouts';
import { ledgerEntries, paymentEvents, payouts, transfers } from '../db/schema';
import { moneyMovementJob } from './money-movement-job';
import { moveTeamMoney, TRANSFER_RETRY_AFTER_MS } from './transfers';

/*
 * Money reaches the teams (issue 20, decision 0035), in the sandbox: each payment's net is transferred once
 * to a payout account that can receive it, taken back if the payment is refunded, and paid out to the
 * bank on the sandbox's schedule (two days to clear, a day on its way), netting what was taken back.
 */

let t: TestApp;
const clock = manualClock(new Date('2026-10-05T15:00:00Z'));
const DAY_MINUTES = 24 * 60;
beforeAll(async () => {
  t = await startTestApp();
  t.deps.clock = clock;
});

/** A team with a payout account, and its payouts as the owner reads them. */
async function teamWithAccount(options: { verified?: boolean } = {}) {
  const world = await teamWithPayoutAccount(t, options);
  const payoutsOf = async (query = '') => {
    const res = await world.owner.client.get(`/api/teams/${world.team.id}/payouts${query}`);
    expect(res.status).toBe(200);
    return res.body;
  };
  return { ...world, payoutsOf };
}

const round = () => moneyMovementJob(t.deps).runOnce();
const transfersOf = (teamId: string) => t.db.select().from(transfers).where(eq(transfers.teamId, teamId));
const movesOf = async (teamId: string) =>
  (
    await t.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.teamId, teamId))
      .orderBy(ledgerEntries.occurredAt, ledgerEntries.createdAt)
  )
    .filter((e) => ['transfer', 'transfer_reversal', 'payout'].includes(e.kind))
    .map((e) => ({ kind: e.kind, amount: e.amount }));

// $25 gift: 5% fee $1.25, card processing 2.9% + 30¢ = $1.03, so $22.72 is the team's.
const NET_25 = 2_272;

async function refundGift(world: Awaited<ReturnType<typeof teamWithAccount>>, giftId: string) {
  const res = await world.owner.client.post(`/api/teams/${world.team.id}/gifts/${giftId}/refund`, {
    reason: 'Given twice by mistake',
  });
  expect(res.status).toBe(201);
}

describe('transfers to payout accounts', () => {
  it('holds the money of a team that cannot receive it, and transfers each payment’s net once it can', async () => {
    const world = await teamWithAccount({ verified: false });
    const { donationId } = await giveInSandbox(t, gift(world.player.id, { amount: 2_500 }));
    await round();
    expect(await transfersOf(world.team.id)).toEqual([]);
    expect((await world.payoutsOf()).balance).toEqual({
      heldCents: NET_25,
      pendingCents: 0,
      availableCents: 0,
      onItsWayCents: 0,
      paidOutCents: 0,
    });

    await world.verify();
    await round();
    await round();
    const [sent] = await transfersOf(world.team.id);
    expect(sent).toMatchObject({
      donationId,
      amountCents: NET_25,
      status: 'sent',
      accountId: world.accountId,
      providerTransferId: `sbx_tr_${sent!.id}`,
      destinationPaymentId: `sbx_py_${sent!.id}`,
      availableOn: new Date(clock.now().getTime() + 2 * DAY_MINUTES * 60_000),
    });
    expect(await movesOf(world.team.id)).toEqual([{ kind: 'transfer', amount: NET_25 }]);
    expect((await world.payoutsOf()).balance).toMatchObject({ heldCents: 0, pendingCents: NET_25 });
  });

  it('transfers a payment once when two rounds run at the same time', async () => {
    const world = await teamWithAccount();
    await giveInSandbox(t, gift(world.player.id, { amount: 2_500 }));
    await Promise.all([moveTeamMoney(t.deps), moveTeamMoney(t.deps), moveTeamMoney(t.deps)]);
    expect(await transfersOf(world.team.id)).toHaveLength(1);
    expect(await movesOf(world.team.id)).toEqual([{ kind: 'transfer', amount: NET_25 }]);
  });

  it('takes a transfer back when its payment is refunded, and never transfers a refunded payment', async () => {
    const world = await teamWithAccount();
    const transferred = await giveInSandbox(t, gift(world.player.id, { amount: 2_500 }));
    await round();
    await refundGift(world, transferred.donationId);
    await round();
    const [reversed] = await transfersOf(world.team.id);
    expect(reversed).toMatchObject({ reversalId: `sbx_trr_${reversed!.id}` });
    expect(reversed!.reversedAt).not.toBeNull();
    expect(await movesOf(world.team.id)).toEqual([
      { kind: 'transfer', amount: NET_25 },
      { kind: 'transfer_reversal', amount: -NET_25 },
    ]);
    await round();
    expect(await movesOf(world.team.id)).toHaveLength(2);

    const refundedFirst = await giveInSandbox(t, gift(world.player.id, { amount: 1_000 }));
    await refundGift(world, refundedFirst.donationId);
    await round();
    expect(
      await t.db.select().from(transfers).where(eq(transfers.donationId, refundedFirst.donationId)),
    ).toEqual([]);
    expect((await world.payoutsOf()).balance).toMatchObject({ heldCents: 0, pendingCents: 0 });
  });

  it('takes back from a transfer what each partial refund took from its payment, once each', async () => {
    const world = await teamWithAccount();
    const admin = (await signedInClient(t, { roles: ['admin'] })).client;
    const { donationId } = await giveInSandbox(t, gift(world.player.id, { amount: 2_500 }));
    await round();
    const refund = async (amountCents?: number) =>
      expect(
        (
          await admin.post('/api/admin/refunds', {
            kind: 'donation',
            id: donationId,
            reason: 'Part of it',
            ...(amountCents ? { amountCents } : {}),
          })
        ).status,
      ).toBe(201);
    // $10 back to the card, 50 cents of the platform's fee back to the team: $9.50 less for the team.
    await refund(1_000);
    await round();
    await round();
    expect((await transfersOf(world.team.id))[0]).toMatchObject({ reversedCents: 950 });
    expect((await world.payoutsOf()).balance).toMatchObject({ heldCents: 0, pendingCents: NET_25 - 950 });
    // The rest: everything the transfer still held goes back.
    await refund();
    await round();
    await round();
    expect((await transfersOf(world.team.id))[0]).toMatchObject({ reversedCents: NET_25 });
    expect(await movesOf(world.team.id)).toEqual([
      { kind: 'transfer', amount: NET_25 },
      { kind: 'transfer_reversal', amount: -950 },
      { kind: 'transfer_reversal', amount: -(NET_25 - 950) },
    ]);
    expect((await world.payoutsOf()).balance).toMatchObject({ pendingCents: 0, availableCents: 0 });
  });

  it('cancels a claimed transfer whose payment was refunded before it could be sent', async () => {
    const world = await teamWithAccount();
    const { donationId } = await giveInSandbox(t, gift(world.player.id, { amount: 2_500 }));
    // A round that claimed the transfer and died before sending it.
    const [claimed] = await t.db
      .insert(transfers)
      .values({
        teamId: world.team.id,
        donationId,
        amountCents: NET_25,
        provider: 'sandbox',
        accountId: world.accountId,
        updatedAt: new Date(clock.now().getTime() - TRANSFER_RETRY_AFTER_MS - 1_000),
      })
      .returning();
    await refundGift(world, donationId);
    await round();
    const [row] = await t.db.select().from(transfers).where(eq(transfers.id, claimed!.id));
    expect(row!.status).toBe('cancelled');
    expect(await movesOf(world.team.id)).toEqual([]);
  });
});

describe('payouts in the sandbox', () => {
  it('pays out what cleared, shows it on its way, then paid, with the payments it carried', async () => {
    const world = await teamWithAccount();
    await giveInSandbox(t, gift(world.player.id, { amount: 2_500, donorName: 'Ana Ruiz' }));
    await giveInSandbox(t, gift(world.player.id, { amount: 2_500 }));
    await round();
    clock.advanceMinutes(DAY_MINUTES);
    await round();
    expect((await world.payoutsOf()).payouts).toEqual([]);

    clock.advanceMinutes(DAY_MINUTES);
    await round();
    const listed = await world.payoutsOf();
    expect(listed.balance).toEqual({
      heldCents: 0,
      pendingCents: 0,
      availableCents: 0,
      onItsWayCents: 2 * NET_25,
      paidOutCents: 0,
    });
    expect(listed.payouts).toEqual([
      expect.objectContaining({ amountCents: 2 * NET_25, status: 'in_transit', paymentCount: 2 }),
    ]);
    expect(listed.total).toBe(1);
    const payoutId = listed.payouts[0].id;
    const detail = await world.owner.client.get(`/api/teams/${world.team.id}/payouts/${payoutId}`);
    expect(detail.body.payments).toHaveLength(2);
    expect(detail.body.payments).toContainEqual(
      expect.objectContaining({
        kind: 'gift',
        amountCents: NET_25,
        description: `Ana Ruiz for ${world.player.playerName}`,
      }),
    );
    expect(detail.body.payments[0].reference).toMatch(/^HF-[0-9A-F]{8}$/);

    clock.advanceMinutes(DAY_MINUTES);
    await round();
    await round();
    expect((await world.payoutsOf()).balance).toMatchObject({ onItsWayCents: 0, paidOutCents: 2 * NET_25 });
    expect((await world.payoutsOf()).payouts[0].status).toBe('paid');
    expect(await movesOf(world.team.id)).toEqual([
      { kind: 'transfer', amount: NET_25 },
      { kind: 'transfer', amount: NET_25 },
      { kind: 'payout', amount: 2 * NET_25 },
    ]);
    const [stored] = await t.db.select().from(payouts).where(eq(payouts.teamId, world.team.id));
    const paidEvents = await t.db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.eventId, `sbx_payout:${stored!.providerPayoutId}:paid`));
    expect(paidEvents).toHaveLength(1);
  });

  it('takes a refund made after the payout from the next payout, and the ledger shows both', async () => {
    const world = await teamWithAccount();
    const first = await giveInSandbox(t, gift(world.player.id, { amount: 2_500 }));
    await round();
    clock.advanceMinutes(2 * DAY_MINUTES);
    await round();
    clock.advanceMinutes(DAY_MINUTES);
    await round();
    await refundGift(world, first.donationId);
    await giveInSandbox(t, gift(world.player.id, { amount: 5_000 }));
    await round();
    clock.advanceMinutes(2 * DAY_MINUTES);
    await round();
    // $50 gift: $2.50 fee, $1.75 processing: $45.75, less the $22.72 taken back.
    const { payouts: listed } = await world.payoutsOf();
    expect(listed.map((p: { amountCents: number }) => p.amountCents)).toEqual([4_575 - NET_25, NET_25]);
    expect(await movesOf(world.team.id)).toEqual([
      { kind: 'transfer', amount: NET_25 },
      { kind: 'payout', amount: NET_25 },
      { kind: 'transfer', amount: 4_575 },
      { kind: 'transfer_reversal', amount: -NET_25 },
    ]);
  });

  it('takes a transfer back when the payment’s dispute is lost, not while it is open or once won', async () => {
    const world = await teamWithAccount();
    const admin = await signedInClient(t, { roles: ['admin'] });
    const disputed = async (donationId: string, status: string) =>
      expect(
        (await admin.client.post('/api/admin/sandbox/disputes', { kind: 'donation', id: donationId, status }))
          .status,
      ).toBe(200);
    const lost = await giveInSandbox(t, gift(world.player.id, { amount: 2_500 }));
    const won = await giveInSandbox(t, gift(world.player.id, { amount: 2_500 }));
    await round();
    await disputed(lost.donationId, 'needs_response');
    await disputed(won.donationId, 'needs_response');
    await round();
    expect((await transfersOf(world.team.id)).map((r) => r.reversedCents)).toEqual([0, 0]);

    clock.advanceMinutes(60);
    await disputed(won.donationId, 'won');
    await disputed(lost.donationId, 'lost');
    await round();
    await round();
    const [taken] = await t.db.select().from(transfers).where(eq(transfers.donationId, lost.donationId));
    const [kept] = await t.db.select().from(transfers).where(eq(transfers.donationId, won.donationId));
    expect(taken).toMatchObject({ amountCents: NET_25, reversedCents: NET_25 });
    expect(kept).toMatchObject({ amountCents: NET_25, reversedCents: 0 });
    expect(await movesOf(world.team.id)).toEqual([
      { kind: 'transfer', amount: NET_25 },
      { kind: 'transfer', amount: NET_25 },
      { kind: 'transfer_reversal', amount: -NET_25 },
    ]);
  });
});

describe('GET /api/teams/:teamId/payouts', () => {
  it('answers the owner only; anyone else gets 404, a bad page 400', async () => {
    const world = await teamWithAccount();
    const path = `/api/teams/${world.team.id}/payouts`;
    expect((await t.client().get(path)).status).toBe(401);
    const otherCoach = await donationWorld(t);
    expect((await otherCoach.owner.client.get(path)).status).toBe(404);
    const business = await signedInClient(t, { roles: ['business'] });
    expect((await business.client.get(path)).status).toBe(404);
    const admin = await signedInClient(t, { roles: ['admin'] });
    expect((await admin.client.get(path)).status).toBe(404);
    const bad = await world.owner.client.get(`${path}?page=0`);
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields.page).toEqual(['Page must be a whole number from 1.']);
    expect((await world.owner.client.get(`${path}/not-a-payout`)).status).toBe(404);
    expect((await otherCoach.owner.client.get(`${path}/00000000-0000-4000-8000-000000000000`)).status).toBe(
      404,
    );
  });
});
