import { createHash } from 'node:crypto';
import { and, eq, inArray, isNotNull, isNull, lt, lte, sql } from 'drizzle-orm';
import { clockOf } from '../core/clock';
import type { Deps } from '../core/deps';
import { payouts, transfers } from '../db/schema';
import type { FulfilContext } from './changes';
import { processPaymentEvent } from './fulfil';
import type { PaymentEvent } from './provider';

/*
 * The sandbox's payout schedule, standing in for Stripe's daily automatic payouts: what became available
 * in a team's sandbox account is paid out in one payout that reaches the bank a day later. It reports
 * through the same fulfilment as Stripe's payout events. Like Stripe, a transfer taken back after it was
 * paid out is netted from the next payout.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

function payoutEvent(
  payoutId: string,
  change: Omit<Extract<PaymentEvent['change'], { kind: 'payout_updated' }>, 'kind' | 'payoutId'>,
): PaymentEvent {
  return {
    provider: 'sandbox',
    // One event per payout and state: a second round, or a second instance, repeats it harmlessly.
    id: `sbx_payout:${payoutId}:${change.status}`,
    type: `sandbox.payout.${change.status}`,
    change: { kind: 'payout_updated', payoutId, ...change },
  };
}

/** Sandbox payouts on their way whose arrival date has come: paid. */
async function landArrived(deps: Deps, context: FulfilContext): Promise<number> {
  const now = clockOf(deps).now();
  const arrived = await deps.database.db
    .select()
    .from(payouts)
    .where(
      and(eq(payouts.provider, 'sandbox'), eq(payouts.status, 'in_transit'), lte(payouts.arrivalDate, now)),
    );
  for (const payout of arrived) {
    await processPaymentEvent(
      deps,
      payoutEvent(payout.providerPayoutId, {
        accountId: payout.accountId,
        amountCents: payout.amountCents,
        status: 'paid',
        arrivalDate: payout.arrivalDate,
        failureMessage: null,
        reportedAt: now,
      }),
      context,
    );
  }
  return arrived.length;
}

/** What a transfer left in the account after any reversals. */
const kept = sql`${transfers.amountCents} - ${transfers.reversedCents}`;

/**
 * What was taken back from an account after being paid out and not yet netted from a payout: what its
 * payouts paid less what the transfers they carried still hold (a reversal after the payout lowers that).
 */
async function owedBackCents(deps: Deps, accountId: string): Promise<number> {
  const { db } = deps.database;
  const ofAccount = and(eq(transfers.provider, 'sandbox'), eq(transfers.accountId, accountId));
  const [owed] = await db
    .select({
      cents: sql<number>`coalesce((select sum(p.amount_cents) from ${payouts} p where p.provider = 'sandbox' and p.account_id = ${accountId} and p.status in ('in_transit', 'paid')), 0)::int - coalesce(sum(${kept}), 0)::int`,
    })
    .from(transfers)
    .innerJoin(payouts, eq(payouts.id, transfers.payoutId))
    .where(and(ofAccount, inArray(payouts.status, ['in_transit', 'paid'])));
  return owed!.cents;
}

/** Pays out each sandbox account's available transfers (less what it owes back), one payout each. */
async function payOutAvailable(deps: Deps, context: FulfilContext): Promise<number> {
  const now = clockOf(deps).now();
  const accounts = await deps.database.db
    .select({
      accountId: transfers.accountId,
      destinationPaymentIds: sql<
        string[]
      >`array_agg(${transfers.destinationPaymentId} order by ${transfers.destinationPaymentId})`,
      availableCents: sql<number>`sum(${kept})::int`,
    })
    .from(transfers)
    .where(
      and(
        eq(transfers.provider, 'sandbox'),
        eq(transfers.status, 'sent'),
        isNull(transfers.payoutId),
        lt(transfers.reversedCents, transfers.amountCents),
        isNotNull(transfers.destinationPaymentId),
        lte(transfers.availableOn, now),
      ),
    )
    .groupBy(transfers.accountId);
  let paidOut = 0;
  for (const account of accounts) {
    const amountCents = account.availableCents - Math.max(0, await owedBackCents(deps, account.accountId));
    if (amountCents <= 0) continue;
    const payoutId = `sbx_po_${createHash('sha256').update(account.destinationPaymentIds.join(',')).digest('base64url').slice(0, 24)}`;
    await processPaymentEvent(
      deps,
      payoutEvent(payoutId, {
        accountId: account.accountId,
        amountCents,
        status: 'in_transit',
        arrivalDate: new Date(now.getTime() + DAY_MS),
        failureMessage: null,
        reportedAt: now,
        destinationPaymentIds: account.destinationPaymentIds,
      }),
      context,
    );
    paidOut += 1;
  }
  return paidOut;
}

/** One round of the sandbox's payout schedule: land what arrived, then pay out what is available. */
export async function sandboxPayoutRound(deps: Deps): Promise<number> {
  const context = { appUrl: deps.config.publicUrl };
  return (await landArrived(deps, context)) + (await payOutAvailable(deps, context));
}
