import { and, eq, gt, type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox } from '../../src/server/db/schema';
import { enqueueEmail } from '../../src/server/email/outbox';
import { SMTP_CONNECTIONS } from '../../src/server/email/transports';
import { businessOwner, teamOwner } from '../support/factories';
import { checkout, createTier, sessionIdOf } from '../support/features/payments';
import { giveBusinessPlan, givePlan } from '../support/features/plans';
import { header, type Received, type SmtpPeer, startSmtpPeer } from '../support/smtp-peer';
import { checkoutRecords, isPaidWhole, isUnpaidWhole, mailByKind } from './ledger';
import { sleep, waitFor } from './load';
import { appBackends, type FaultWorld, faultWorld, testConnection } from './world';

let world: FaultWorld;
let peer: SmtpPeer;
/** What the SMTP peer does once it has stored a message and before it answers 250. */
let onStored: (message: Received) => void = () => {};

beforeAll(async () => {
  peer = await startSmtpPeer(0, { onStored: (message) => onStored(message) });
  world = await faultWorld({ env: { SMTP_URL: `smtp://127.0.0.1:${peer.port}` } });
});
afterAll(async () => {
  await world?.close();
  await peer?.close();
});

/** Moves the lease of these outbox messages into the past: what five minutes would do. */
async function endLeases(where: SQL): Promise<void> {
  await world.db.update(emailOutbox).set({ lockedUntil: sql`now() - interval '1 second'` }).where(where);
}

/** Outbox messages not yet sent. */
async function mailPending(): Promise<number> {
  return (
    await world.db.select({ id: emailOutbox.id }).from(emailOutbox).where(eq(emailOutbox.status, 'pending'))
  ).length;
}

/** Message-IDs the peer received, with how many times each. */
function deliveries(received: Received[]): Map<string, number> {
  const byId = new Map<string, number>();
  for (const message of received) {
    const id = header(message.raw, 'Message-ID') ?? '';
    byId.set(id, (byId.get(id) ?? 0) + 1);
  }
  return byId;
}

/** A business with `count` open sandbox checkouts, one per tier of 3 benefits. */
async function openCheckouts(count: number) {
  const owner = await teamOwner(world, { verificationStatus: 'approved', seasonStartDate: '2026-03-01' });
  // More sponsors than the Free plan's three (decision 0047).
  await givePlan(world, owner.team.id);
  const buyer = await businessOwner(world);
  // More deals at once than the Free business plan's three (decision 0051).
  await giveBusinessPlan(world, buyer.business.id);
  const ids: string[] = [];
  const sessions: string[] = [];
  for (let i = 0; i < count; i++) {
    const tier = await createTier(world, owner.team.id, { benefits: ['Logo on uniforms', 'Banner', 'Post'] });
    const started = await checkout(buyer.client, owner.team.id, tier.id);
    expect(started.status).toBe(201);
    ids.push(started.body.sponsorshipId);
    sessions.push(sessionIdOf(started.body.url));
  }
  const pay = (session: string) => buyer.client.post(`/api/payments/sandbox/sessions/${session}/pay`);
  return { ids, sessions, pay };
}

/** After the restart: Pay on every checkout left open works once; a second Pay answers the same success. */
async function payWhatIsLeft(checkouts: Awaited<ReturnType<typeof openCheckouts>>) {
  const records = await checkoutRecords(world.db, checkouts.ids);
  for (const [index, session] of checkouts.sessions.entries()) {
    if (records.get(checkouts.ids[index]!)!.session === 'open') {
      const paid = await checkouts.pay(session);
      expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    }
    const again = await checkouts.pay(session);
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(again.body.status).toBe('paid');
  }
  const after = await checkoutRecords(world.db, checkouts.ids);
  expect([...after.values()].filter((r) => !isPaidWhole(r))).toEqual([]);
}

describe('SIGKILL in the middle of checkout fulfilment', () => {
  it('leaves no half-written payment, and every checkout is paid exactly once after the restart', async () => {
    const PAYMENTS = 6;
    const mailBefore = await mailByKind(world.db);
    const checkouts = await openCheckouts(PAYMENTS);

    // Hold the sponsorship rows, so every payment stops inside its transaction: the session already marked
    // paid and the payment event recorded, the sponsorship not yet activated. That is where the kill lands.
    const lock = await testConnection(world.databaseUrl);
    await lock.query('begin');
    await lock.query('select id from sponsorships where id = any($1) for update', [checkouts.ids]);
    const paying = checkouts.sessions.map((id) => checkouts.pay(id).catch(() => null));
    const blocked = await waitFor(
      async () => (await appBackends(world.databaseUrl)).filter((b) => b.wait === 'Lock').length === PAYMENTS,
      20_000,
    );
    expect(blocked).toBe(true);
    await world.apps[0]!.kill();
    await lock.query('rollback');
    await lock.end();
    await Promise.all(paying);
    // The dead app's transactions end when PostgreSQL notices their client is gone.
    expect(await waitFor(async () => (await appBackends(world.databaseUrl)).length === 0, 20_000)).toBe(true);

    const afterKill = await checkoutRecords(world.db, checkouts.ids);
    expect([...afterKill.values()].filter((r) => !isUnpaidWhole(r))).toEqual([]);
    expect(await mailByKind(world.db)).toEqual(mailBefore);

    await world.restart();
    await payWhatIsLeft(checkouts);
    const mail = await mailByKind(world.db);
    expect(mail.sponsorship_receipt).toBe(PAYMENTS);
    expect(mail.sponsorship_notice).toBe(PAYMENTS);
    console.info(
      `[figures] sigkill-fulfilment ${JSON.stringify({ paymentsInFlightAtKill: PAYMENTS, halfWritten: 0, paidTwice: 0 })}`,
    );
  });

  it('leaves each payment whole or absent when the kill comes at an unplanned moment', async () => {
    const PAYMENTS = 10;
    const receiptsBefore = (await mailByKind(world.db)).sponsorship_receipt ?? 0;
    const checkouts = await openCheckouts(PAYMENTS);
    // Paid one after another, the kill somewhere among them: before, inside or after a commit.
    const paying = (async () => {
      for (const session of checkouts.sessions) await checkouts.pay(session).catch(() => null);
    })();
    await sleep(150 + Math.random() * 600);
    await world.apps[0]!.kill();
    await paying;

    const afterKill = [...(await checkoutRecords(world.db, checkouts.ids)).values()];
    const paidBeforeKill = afterKill.filter(isPaidWhole).length;
    expect(afterKill.filter((r) => !isPaidWhole(r) && !isUnpaidWhole(r))).toEqual([]);
    await world.restart();
    await payWhatIsLeft(checkouts);
    expect((await mailByKind(world.db)).sponsorship_receipt).toBe(receiptsBefore + PAYMENTS);
    console.info(
      `[figures] sigkill-fulfilment-unplanned ${JSON.stringify({ payments: PAYMENTS, paidBeforeKill })}`,
    );
  });
});

describe('SIGKILL while the outbox worker is sending a batch', () => {
  it('resumes after the restart and delivers every message; only those in flight (one a conversation) go twice', async () => {
    const MESSAGES = 30;
    // More than the conversations open at once, so the bound on copies below means something.
    const KILL_AT = 15;
    const ofBatch = eq(emailOutbox.kind, 'reliability_batch');
    const batchCount = async (...where: SQL[]) =>
      (
        await world.db
          .select({ id: emailOutbox.id })
          .from(emailOutbox)
          .where(and(ofBatch, ...where))
      ).length;
    // The receipts of the tests above go first, so the peer's count below is this batch's alone. A kill
    // above may have left some leased to the dead worker: end those leases as time would.
    await endLeases(eq(emailOutbox.status, 'pending'));
    expect(await waitFor(async () => (await mailPending()) === 0, 30_000)).toBe(true);
    const before = peer.received.length;
    const killed = new Promise<void>((resolve) => {
      onStored = () => {
        if (peer.received.length - before !== KILL_AT) return;
        onStored = () => {};
        // Stored by the peer, not yet acknowledged: the app dies waiting for the 250.
        world.apps[0]!.child.kill('SIGKILL');
        resolve();
      };
    });
    for (let i = 0; i < MESSAGES; i++) {
      await enqueueEmail(world.db, {
        to: `family${i}@example.com`,
        subject: `Batch message ${i}`,
        text: `Message ${i} of the batch.`,
        kind: 'reliability_batch',
      });
    }
    await killed;
    await world.apps[0]!.kill();
    // The worker was in the middle: some sent, some claimed by it (leased), the rest waiting. Each of its
    // SMTP conversations may have had a message stored by the peer and not yet acknowledged when it died.
    const sentAtKill = await batchCount(eq(emailOutbox.status, 'sent'));
    expect(sentAtKill).toBeLessThanOrEqual(KILL_AT - 1);
    expect(sentAtKill).toBeGreaterThanOrEqual(KILL_AT - SMTP_CONNECTIONS);
    const leased = and(eq(emailOutbox.status, 'pending'), gt(emailOutbox.lockedUntil, sql`now()`))!;
    const leasedAtKill = await batchCount(leased);
    expect(leasedAtKill).toBeGreaterThan(0);

    await world.restart();
    const healthyAt = Date.now();
    // Messages the dead worker had claimed wait for their lease (5 minutes); everything else goes now.
    const sent = () => batchCount(eq(emailOutbox.status, 'sent'));
    expect(await waitFor(async () => (await sent()) === MESSAGES - leasedAtKill, 30_000)).toBe(true);
    const resumedMs = Date.now() - healthyAt;
    expect(await batchCount(leased)).toBe(leasedAtKill);
    // Rather than wait five minutes, the test ends the dead worker's leases as time would.
    await endLeases(and(ofBatch, leased)!);
    expect(await waitFor(async () => (await sent()) === MESSAGES, 30_000)).toBe(true);
    await sleep(500);

    const byId = deliveries(peer.received.slice(before));
    const received = peer.received.length - before;
    const duplicates = [...byId.values()].filter((n) => n > 1).length;
    console.info(
      `[figures] sigkill-outbox ${JSON.stringify({
        messages: MESSAGES,
        delivered: byId.size,
        received,
        duplicates,
        sentAtKill,
        leasedAtKill,
        unleasedDeliveredAfterRestartMs: resumedMs,
      })}`,
    );
    // Every message arrived; those the peer had stored when the app died (at most one a conversation) arrived
    // twice, under the same Message-ID (its outbox id), so a receiver can drop the copy. Nothing else
    // was sent twice.
    expect(byId.size).toBe(MESSAGES);
    expect(duplicates).toBeLessThanOrEqual(SMTP_CONNECTIONS);
    expect(received).toBe(MESSAGES + duplicates);
  });
});
