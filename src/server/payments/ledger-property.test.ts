import { and, eq, inArray, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../tests/support/app';
import { signedInClient } from '../../../tests/support/factories';
import { gift, giveInSandbox } from '../../../tests/support/features/donations';
import { manualClock } from '../../../tests/support/features/payments';
import { teamWithPayoutAccount } from '../../../tests/support/features/payouts';
import { DISPUTE_FEE_CENTS, platformFeeCents, processingFeeCents } from '../../shared/fees';
import { ledgerEntries, payouts, playerDonations, transfers } from '../db/schema';
import { moneyMovementJob } from './money-movement-job';

/*
 * The ledger balances (issue 20's property): for any sequence of gifts (some covering the fees), whole and
 * partial refunds, disputes won, lost or left open, days passing with the sandbox's transfers and payouts,
 * and a team connecting its payout account late, every figure the ledger gives equals what a plain model
 * of the same sequence says, the money it says moved to each team's account equals what the sandbox holds
 * there, and everything paid in less everything refunded or lost to disputes is exactly the teams' money
 * plus the fees.
 */

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInClient>>['client'];
const clock = manualClock(new Date('2026-10-05T15:00:00Z'));
beforeAll(async () => {
  t = await startTestApp({ TRUST_PROXY: 'true' });
  t.deps.clock = clock;
  admin = (await signedInClient(t, { roles: ['admin'] })).client;
});

type Op =
  | { kind: 'give'; team: 0 | 1; amount: number; cover: boolean }
  | { kind: 'refund'; pick: number; percent: number | null }
  | { kind: 'dispute'; pick: number; outcome: 'needs_response' | 'won' | 'lost' }
  | { kind: 'days'; days: number }
  | { kind: 'connect' };

const op: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('give' as const),
      team: fc.constantFrom(0 as const, 1 as const),
      amount: fc.integer({ min: 100, max: 20_000 }),
      cover: fc.boolean(),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('refund' as const),
      pick: fc.nat(),
      percent: fc.option(fc.integer({ min: 1, max: 100 }), { nil: null }),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('dispute' as const),
      pick: fc.nat(),
      outcome: fc.constantFrom('needs_response' as const, 'won' as const, 'lost' as const),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constant('days' as const), days: fc.integer({ min: 1, max: 3 }) }),
  },
  { weight: 1, arbitrary: fc.constant({ kind: 'connect' as const }) },
);

interface Paid {
  id: string;
  team: 0 | 1;
  gift: number;
  charged: number;
  feeBps: number;
  refunded: number;
  /** What a dispute holds back, and how it ended. */
  dispute: { amount: number; status: 'needs_response' | 'won' | 'lost' } | null;
}

/** Two teams with a player each; the first can receive money from the start, the second once it connects. */
const twoTeams = () => Promise.all([teamWithPayoutAccount(t), teamWithPayoutAccount(t, { verified: false })]);

const rounds = async () => {
  await moneyMovementJob(t.deps).runOnce();
  await moneyMovementJob(t.deps).runOnce();
};

async function apply(teams: Awaited<ReturnType<typeof twoTeams>>, paid: Paid[], step: Op): Promise<void> {
  switch (step.kind) {
    case 'give': {
      const { donationId } = await giveInSandbox(
        t,
        gift(teams[step.team]!.player.id, { amount: step.amount, coverFees: step.cover }),
      );
      const [row] = await t.db.select().from(playerDonations).where(eq(playerDonations.id, donationId));
      paid.push({
        id: donationId,
        team: step.team,
        gift: row!.amount,
        charged: row!.amount + row!.coveredFees,
        feeBps: row!.platformFeeBps,
        refunded: 0,
        dispute: null,
      });
      return;
    }
    case 'refund': {
      const p = paid[step.pick % Math.max(paid.length, 1)];
      if (!p) return;
      const left = p.charged - p.refunded;
      const part = step.percent === null ? null : Math.max(1, Math.floor((left * step.percent) / 100));
      const res = await admin.post('/api/admin/refunds', {
        kind: 'donation',
        id: p.id,
        reason: 'Property test',
        ...(part === null ? {} : { amountCents: part }),
      });
      if (p.dispute && p.dispute.status !== 'won') {
        expect(res.status).toBe(left > 0 ? 409 : part === null ? 200 : 409);
        return;
      }
      if (left <= 0) {
        // Nothing left: asking for all of it answers the last refund; asking for a part is refused.
        expect(res.status).toBe(part === null ? 200 : 409);
        return;
      }
      expect(res.status).toBe(201);
      p.refunded += part ?? left;
      return;
    }
    case 'dispute': {
      const p = paid[step.pick % Math.max(paid.length, 1)];
      // One dispute a payment, over what is left of it: opened, then decided.
      if (!p || p.dispute || p.charged - p.refunded <= 0) return;
      for (const status of step.outcome === 'needs_response'
        ? ['needs_response']
        : ['needs_response', step.outcome]) {
        const res = await admin.post('/api/admin/sandbox/disputes', { kind: 'donation', id: p.id, status });
        expect(res.status).toBe(200);
      }
      p.dispute = { amount: p.charged - p.refunded, status: step.outcome };
      return;
    }
    case 'days':
      clock.advanceMinutes(step.days * 24 * 60);
      await rounds();
      return;
    case 'connect':
      await teams[1]!.verify();
      await rounds();
      return;
  }
}

/** The platform's fee a payment still keeps: in proportion to the part of the gift not returned. */
function feeKept(p: Paid): number {
  const fee = platformFeeCents(p.gift, p.feeBps);
  if (p.refunded >= p.charged) return 0;
  return Math.round((fee * Math.max(p.gift - p.refunded, 0)) / p.gift);
}

const held = (p: Paid) => (p.dispute && p.dispute.status !== 'won' ? p.dispute.amount : 0);
/** The network's dispute fee: taken when a dispute opens, returned if it is won. */
const disputeFee = (p: Paid) => (p.dispute && p.dispute.status !== 'won' ? DISPUTE_FEE_CENTS : 0);
const sum = (ps: Paid[], f: (p: Paid) => number) => ps.reduce((acc, p) => acc + f(p), 0);

/** What the sandbox holds for a team: its transfers less what was taken back, and what its payouts paid. */
async function sandboxAccount(teamId: string) {
  const [kept] = await t.db
    .select({
      cents: sql<number>`coalesce(sum(${transfers.amountCents} - ${transfers.reversedCents}), 0)::int`,
    })
    .from(transfers)
    .where(and(eq(transfers.teamId, teamId), eq(transfers.status, 'sent')));
  const [paidOut] = await t.db
    .select({ cents: sql<number>`coalesce(sum(${payouts.amountCents}), 0)::int` })
    .from(payouts)
    .where(and(eq(payouts.teamId, teamId), eq(payouts.status, 'paid')));
  const [ledger] = await t.db
    .select({
      moved: sql<number>`coalesce(sum(${ledgerEntries.amount}) filter (where ${inArray(ledgerEntries.kind, ['transfer', 'transfer_reversal'])}), 0)::int`,
      paidOut: sql<number>`coalesce(sum(${ledgerEntries.amount}) filter (where ${ledgerEntries.kind} = 'payout'), 0)::int`,
    })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.teamId, teamId));
  return { kept: kept!.cents, paidOut: paidOut!.cents, ledger: ledger! };
}

describe('the ledger balances', () => {
  it('agrees with a plain model, with the sandbox, and with itself, for any sequence of payments', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 3, maxLength: 12 }), async (ops) => {
        const teams = await twoTeams();
        const paid: Paid[] = [];
        for (const step of ops) await apply(teams, paid, step);
        await rounds();

        let allNet = 0;
        let allFees = 0;
        for (const [index, team] of teams.entries()) {
          const mine = paid.filter((p) => p.team === index);
          const money = (await team.owner.client.get(`/api/teams/${team.team.id}/money`)).body.money;
          expect(money).toMatchObject({
            paidInCents: sum(mine, (p) => p.charged),
            refundedCents: sum(mine, (p) => p.refunded),
            disputedCents: sum(mine, held),
            processingFeesCents: sum(mine, (p) => processingFeeCents(p.charged) + disputeFee(p)),
            platformFeesCents: sum(mine, feeKept),
          });
          const dashboard = (await team.owner.client.get(`/api/teams/${team.team.id}/dashboard`)).body;
          expect(dashboard.stats.raised.donationsCents).toBe(
            sum(mine, (p) => (p.refunded >= p.charged ? 0 : Math.max(p.gift - p.refunded, 0))),
          );
          // What the ledger says moved to the team's account is what the sandbox holds there.
          const account = await sandboxAccount(team.team.id);
          expect(account.ledger.moved).toBe(account.kept);
          expect(account.ledger.paidOut).toBe(account.paidOut);
          expect(money.heldCents).toBe(money.netCents - account.kept);
          // Each payment left its net, once refunds are out, in the team's account; one whose dispute was
          // lost left nothing there (an open dispute waits for its outcome).
          for (const p of mine.filter((p) => !p.dispute || p.dispute.status === 'lost')) {
            const [moved] = await t.db.select().from(transfers).where(eq(transfers.donationId, p.id));
            if (!moved) continue;
            const net = p.charged - p.refunded - processingFeeCents(p.charged) - feeKept(p);
            expect(moved.amountCents - moved.reversedCents).toBe(p.dispute ? 0 : Math.max(0, net));
          }
          allNet += money.netCents;
          allFees += money.processingFeesCents + money.platformFeesCents;
        }
        // Everything paid in, less what went back or was lost to disputes, is the teams' money and the fees.
        expect(allNet + allFees).toBe(sum(paid, (p) => p.charged - p.refunded - held(p)));
      }),
      { numRuns: 40 },
    );
  }, 240_000);
});
