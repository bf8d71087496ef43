import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../tests/support/app';
import { signedInClient } from '../../../tests/support/factories';
import { gift, giveInSandbox } from '../../../tests/support/features/donations';
import { teamWithPayoutAccount } from '../../../tests/support/features/payouts';
import { ledgerEntries, reconciliationRuns } from '../db/schema';
import { previousDay, reconciliationJob } from './reconciliation-job';
import { bookSandbox } from './sandbox-book';
import { moveTeamMoney } from './transfers';

/*
 * The ledger against the provider (issue 20, decision 0046): every movement of the platform's balance the
 * same on both sides, to the cent; a difference is named with both figures.
 */

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInClient>>['client'];
beforeAll(async () => {
  t = await startTestApp();
  admin = (await signedInClient(t, { roles: ['admin'] })).client;
});

/** Payments, card processing, a partial refund, transfers and their reversal, a dispute opened and won. */
async function busyDay() {
  const world = await teamWithPayoutAccount(t);
  const first = await giveInSandbox(t, gift(world.player.id, { amount: 4_000, coverFees: true }));
  const second = await giveInSandbox(t, gift(world.player.id, { amount: 2_500 }));
  await moveTeamMoney(t.deps);
  const refunded = await admin.post('/api/admin/refunds', {
    kind: 'donation',
    id: first.donationId,
    reason: 'Given twice by mistake',
    amountCents: 1_000,
  });
  expect(refunded.status).toBe(201);
  await moveTeamMoney(t.deps);
  for (const status of ['needs_response', 'won']) {
    const disputed = await admin.post('/api/admin/sandbox/disputes', {
      kind: 'donation',
      id: second.donationId,
      status,
    });
    expect(disputed.status).toBe(200);
  }
  return { world, first, second };
}

describe('reconciling the ledger with the provider', () => {
  it('finds every movement of a busy day on both sides, to the cent', async () => {
    await busyDay();
    const res = await admin.post('/api/admin/reconciliation');
    expect(res.status).toBe(201);
    expect(res.body.run).toMatchObject({ trigger: 'admin', differences: [], finishedAt: expect.any(String) });
    // 2 charges and their 2 fees, 1 refund, 2 transfers and 1 reversal, 1 dispute and its win, at least.
    expect(res.body.run.checked).toBeGreaterThanOrEqual(9);
    const runs = await admin.get('/api/admin/reconciliation');
    expect(runs.body.runs[0].id).toBe(res.body.run.id);
  });

  it('names each movement the two sides disagree on, with both figures', async () => {
    const { first } = await busyDay();
    const [payment] = (await t.db.select().from(ledgerEntries)).filter(
      (e) => e.kind === 'payment' && e.donationId === first.donationId,
    );
    // The provider returned a dollar more than the ledger knows of; the ledger has a transfer it never made.
    await bookSandbox(t.db, {
      type: 'refund',
      amountCents: -100,
      sourceRef: payment!.providerRef!,
      key: 'sbx_re_unrecorded',
      at: new Date(),
    });
    await t.db.insert(ledgerEntries).values({
      entryKey: 'transfer:ghost',
      teamId: payment!.teamId,
      kind: 'transfer',
      amount: 725,
      provider: 'sandbox',
      providerRef: 'sbx_tr_ghost',
      occurredAt: new Date(),
    });
    const { run } = (await admin.post('/api/admin/reconciliation')).body;
    expect(run.differences).toEqual(
      expect.arrayContaining([
        { movement: 'refund', ref: payment!.providerRef, ledgerCents: 1_000, providerCents: 1_100 },
        { movement: 'transfer', ref: 'sbx_tr_ghost', ledgerCents: 725, providerCents: 0 },
      ]),
    );
    expect(run.differences).toHaveLength(2);
  });

  it('runs each night once, whatever the instances and the rounds', async () => {
    const one = reconciliationJob(t.deps);
    const two = reconciliationJob(t.deps);
    const ran = await Promise.all([one.runOnce(), two.runOnce(), one.runOnce()]);
    expect(ran.reduce((a, b) => a + b, 0)).toBe(1);
    const nightly = (await t.db.select().from(reconciliationRuns)).filter((r) => r.trigger === 'nightly');
    expect(nightly).toHaveLength(1);
    expect(nightly[0]!.windowStart).toEqual(previousDay(new Date()).from);
    expect(previousDay(new Date('2026-11-27T01:30:00Z'))).toEqual({
      from: new Date('2026-11-26T00:00:00Z'),
      to: new Date('2026-11-27T00:00:00Z'),
    });
  });
});
