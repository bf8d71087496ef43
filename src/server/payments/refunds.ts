import { and, eq, inArray, sql } from 'drizzle-orm';
import { clockOf } from '../core/clock';
import type { Deps } from '../core/deps';
import type { Tx } from '../db/client';
import { paymentAliases, paymentRefunds } from '../db/schema';
import type { Changed, FulfilContext } from './changes';
import type { PaymentChange, ProviderName } from './provider';

/*
 * Refunds, whole or partial, in whatever order the provider's events come: each report is recorded as a
 * fact first (payment_refunds, keeping the largest total any report gave), then applied to the payment it
 * names, directly or through an alias (a monthly gift's month is stored by its invoice, refunded by its
 * payment intent). A payment or alias recorded after its refund finds the refund here and applies it then.
 */

/** A refund takes what it returned out of every total: a sponsorship's, or a gift's. */
export async function paymentRefunded(
  tx: Tx,
  deps: Deps,
  provider: ProviderName,
  change: { paymentId: string; refundedCents?: number | null },
  context: FulfilContext,
): Promise<Changed> {
  const [fact] = await tx
    .insert(paymentRefunds)
    .values({
      provider,
      paymentId: change.paymentId,
      refundedCents: change.refundedCents ?? null,
      refundedAt: clockOf(deps).now(),
    })
    .onConflictDoUpdate({
      target: [paymentRefunds.provider, paymentRefunds.paymentId],
      // "All of it" (null) stays all of it; otherwise the larger total wins, whichever came first.
      set: {
        refundedCents: sql`case when ${paymentRefunds.refundedCents} is null or excluded.refunded_cents is null then null else greatest(${paymentRefunds.refundedCents}, excluded.refunded_cents) end`,
      },
    })
    .returning({ refundedCents: paymentRefunds.refundedCents });
  const aliases = await tx
    .select({ paymentId: paymentAliases.paymentId })
    .from(paymentAliases)
    .where(and(eq(paymentAliases.provider, provider), eq(paymentAliases.aliasId, change.paymentId)));
  const names = [change.paymentId, ...aliases.map((a) => a.paymentId)];
  return (await refundStored(tx, deps, names, fact!.refundedCents, context)) ?? { outcome: 'unmatched' };
}

/** Links a payment's other name to it, and applies a refund of that name that came first. */
export async function paymentAliased(
  tx: Tx,
  deps: Deps,
  provider: ProviderName,
  change: Extract<PaymentChange, { kind: 'payment_aliased' }>,
  context: FulfilContext,
): Promise<Changed> {
  await tx
    .insert(paymentAliases)
    .values({ provider, aliasId: change.aliasId, paymentId: change.paymentId })
    .onConflictDoNothing();
  return (
    (await applyEarlierRefund(tx, deps, provider, change.paymentId, context)) ?? { outcome: 'no_change' }
  );
}

/** A payment was just stored under paymentId: a refund recorded before, under it or an alias, applies now. */
export async function applyEarlierRefund(
  tx: Tx,
  deps: Deps,
  provider: ProviderName,
  paymentId: string,
  context: FulfilContext,
): Promise<Changed | null> {
  const aliases = await tx
    .select({ aliasId: paymentAliases.aliasId })
    .from(paymentAliases)
    .where(and(eq(paymentAliases.provider, provider), eq(paymentAliases.paymentId, paymentId)));
  const [refund] = await tx
    .select({ refundedCents: paymentRefunds.refundedCents })
    .from(paymentRefunds)
    .where(
      and(
        eq(paymentRefunds.provider, provider),
        inArray(paymentRefunds.paymentId, [paymentId, ...aliases.map((a) => a.aliasId)]),
      ),
    )
    .limit(1);
  return refund ? refundStored(tx, deps, [paymentId], refund.refundedCents, context) : null;
}

async function refundStored(
  tx: Tx,
  deps: Deps,
  paymentIds: string[],
  refundedCents: number | null,
  context: FulfilContext,
): Promise<Changed | null> {
  for (const purpose of deps.paymentPurposes) {
    const changed = await purpose.refunded(tx, deps, { paymentIds, refundedCents }, context);
    if (changed) return changed;
  }
  return null;
}
