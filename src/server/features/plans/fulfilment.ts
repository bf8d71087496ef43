import { and, eq, inArray, isNull, ne, or } from 'drizzle-orm';
import { z } from 'zod';
import { processingFeeCents } from '../../../shared/fees';
import { PLANS, paidUntil } from '../../../shared/plans';
import { clockOf } from '../../core/clock';
import type { Deps, PaymentPurpose } from '../../core/deps';
import type { Tx } from '../../db/client';
import {
  LIVE_PLAN_STATUSES,
  type PlanInvoiceKind,
  type PlanSubscriptionRow,
  planInvoiceRefunds,
  planInvoices,
  planSubscriptions,
} from '../../db/schema';
import type { Changed } from '../../payments/changes';
import type {
  CheckoutChange,
  CheckoutMetadata,
  PaymentChange,
  SubscriptionChange,
} from '../../payments/provider';
import { movingDown, nextChargeCents } from '../../plans/next-charge';
import { accountKey, ofAccount } from './account';
import { queuePlanMail } from './mails';

/*
 * What provider events do to a plan (issue 21, decision 0047). payments/fulfil.ts records each event once
 * and asks planPurpose inside the event's transaction. Each period paid is an invoice row, unique by the
 * provider's payment id, and the plan's paid-until date is counted from the first payment and the number
 * of invoices: a replayed, duplicated or reordered renewal extends the plan once, to the same date.
 */

export function planMetadata(planSubscriptionId: string): CheckoutMetadata {
  return { purpose: 'plan', planSubscriptionId };
}

const planMetadataSchema = z.object({ purpose: z.literal('plan'), planSubscriptionId: z.uuid() });

export const planPurpose: PaymentPurpose = {
  checkout(tx, deps, change) {
    const parsed = planMetadataSchema.safeParse(change.metadata);
    return parsed.success ? planCheckout(tx, deps, parsed.data.planSubscriptionId, change) : null;
  },
  subscription(tx, deps, change) {
    return planSubscriptionChange(tx, deps, change);
  },
  // An admin's refund of a plan's invoice (features/admin/plan-refunds.ts): no team's money moves.
  refunded(tx, deps, refund) {
    return refundedPlanInvoice(tx, deps, refund);
  },
};

async function planCheckout(tx: Tx, deps: Deps, id: string, change: CheckoutChange): Promise<Changed> {
  const ofCheckout = and(
    eq(planSubscriptions.id, id),
    or(
      isNull(planSubscriptions.checkoutSessionId),
      eq(planSubscriptions.checkoutSessionId, change.sessionId),
    ),
  );
  if (change.kind !== 'checkout_paid') {
    const [ended] = await tx
      .update(planSubscriptions)
      .set({ status: 'abandoned', checkoutUrl: null })
      .where(and(ofCheckout, eq(planSubscriptions.status, 'checkout')))
      .returning({ id: planSubscriptions.id });
    return { outcome: ended ? (change.kind === 'checkout_failed' ? 'failed' : 'closed') : 'no_change' };
  }
  const [row] = await tx.select().from(planSubscriptions).where(ofCheckout).for('update');
  if (!row) return { outcome: 'unmatched' };
  if (row.status !== 'checkout' && row.status !== 'abandoned') return { outcome: 'no_change' };
  const log = deps.logger.child({ component: 'plans', planSubscriptionId: row.id });
  // A checkout paid after it lapsed still brought money: the plan starts, unless another is in force.
  const [other] = await tx
    .select({ id: planSubscriptions.id })
    .from(planSubscriptions)
    .where(
      and(
        ofAccount(accountKey(row)),
        inArray(planSubscriptions.status, [...LIVE_PLAN_STATUSES]),
        ne(planSubscriptions.id, row.id),
      ),
    );
  if (other) {
    await tx
      .update(planSubscriptions)
      .set({ status: 'ended', endedAt: clockOf(deps).now() })
      .where(eq(planSubscriptions.id, row.id));
    log.error(
      { otherId: other.id },
      'a plan was paid while another is in force: refund it (plan_subscriptions)',
    );
    return { outcome: 'refund_due' };
  }
  const now = clockOf(deps).now();
  const [active] = await tx
    .update(planSubscriptions)
    .set({
      status: 'active',
      checkoutSessionId: change.sessionId,
      checkoutUrl: null,
      subscriptionId: change.subscriptionId ?? null,
      startedAt: now,
      periodsPaid: 1,
      paidUntil: paidUntil(now, PLANS[row.plan].interval!, 1),
    })
    .where(eq(planSubscriptions.id, row.id))
    .returning();
  const invoice = await recordInvoice(
    tx,
    deps,
    active!,
    change.paymentId ?? change.sessionId,
    row.priceCents,
    1,
  );
  if (invoice) await queuePlanMail(tx, deps, active!, { kind: 'started', invoice });
  return { outcome: 'fulfilled', mailQueued: Boolean(invoice) };
}

/** One period paid (or the rest of one, prorated), as its invoice; null when already recorded. */
async function recordInvoice(
  tx: Tx,
  deps: Deps,
  row: PlanSubscriptionRow,
  paymentId: string,
  amountCents: number,
  period: number,
  kind: PlanInvoiceKind = 'period',
) {
  const [invoice] = await tx
    .insert(planInvoices)
    .values({
      subscriptionRowId: row.id,
      plan: row.plan,
      provider: row.provider,
      paymentId,
      amountCents,
      processingFeeCents: amountCents > 0 ? processingFeeCents(amountCents) : 0,
      period,
      kind,
      paidAt: clockOf(deps).now(),
    })
    .onConflictDoNothing()
    .returning();
  return invoice ?? null;
}

async function planSubscriptionChange(tx: Tx, deps: Deps, change: SubscriptionChange): Promise<Changed> {
  const [row] = await tx
    .select()
    .from(planSubscriptions)
    .where(eq(planSubscriptions.subscriptionId, change.subscriptionId))
    .for('update');
  if (!row) return { outcome: 'unmatched' };
  const now = clockOf(deps).now();
  const live = LIVE_PLAN_STATUSES.includes(row.status as (typeof LIVE_PLAN_STATUSES)[number]);
  switch (change.kind) {
    case 'subscription_renewed':
      return planRenewed(tx, deps, row, change, live);
    case 'subscription_plan_changed':
      return planChanged(tx, deps, row, change);
    case 'subscription_payment_failed': {
      if (row.status !== 'active') return { outcome: 'no_change' };
      const [failed] = await tx
        .update(planSubscriptions)
        .set({ status: 'past_due', pastDueSince: now })
        .where(eq(planSubscriptions.id, row.id))
        .returning();
      await queuePlanMail(tx, deps, failed!, { kind: 'failed' });
      return { outcome: 'failed', mailQueued: true };
    }
    case 'subscription_ended': {
      if (!live) return { outcome: 'no_change' };
      const [ended] = await tx
        .update(planSubscriptions)
        .set({ status: 'ended', endedAt: now })
        .where(eq(planSubscriptions.id, row.id))
        .returning();
      await queuePlanMail(tx, deps, ended!, { kind: 'ended' });
      return { outcome: 'closed', mailQueued: true };
    }
  }
}

/** A later period paid: recorded once by its payment id; a plan that had ended is not revived by it. */
async function planRenewed(
  tx: Tx,
  deps: Deps,
  subscription: PlanSubscriptionRow,
  change: Extract<PaymentChange, { kind: 'subscription_renewed' }>,
  live: boolean,
): Promise<Changed> {
  const period = subscription.periodsPaid + 1;
  // A move down waits for the renewal: the new period is the new plan's, at its price. It moves only with
  // a renewal recorded now, never with a replay of an old one.
  const down = movingDown(subscription);
  const invoice = await recordInvoice(
    tx,
    deps,
    down ? { ...subscription, plan: subscription.pendingPlan! } : subscription,
    change.paymentId,
    change.amountCents ?? nextChargeCents(subscription),
    period,
  );
  if (!invoice) return { outcome: 'no_change' };
  const row = down ? await applyPendingPlan(tx, subscription) : subscription;
  const [renewed] = await tx
    .update(planSubscriptions)
    .set({
      periodsPaid: period,
      paidUntil: paidUntil(row.startedAt ?? invoice.paidAt, PLANS[row.plan].interval!, period),
      ...(live ? { status: 'active' as const, pastDueSince: null } : {}),
    })
    .where(eq(planSubscriptions.id, row.id))
    .returning();
  await queuePlanMail(tx, deps, renewed!, { kind: 'renewed', invoice });
  return { outcome: 'fulfilled', mailQueued: true };
}

async function applyPendingPlan(tx: Tx, row: PlanSubscriptionRow): Promise<PlanSubscriptionRow> {
  const [moved] = await tx
    .update(planSubscriptions)
    .set({
      plan: row.pendingPlan!,
      priceCents: row.pendingPriceCents!,
      pendingPlan: null,
      pendingPriceCents: null,
    })
    .where(eq(planSubscriptions.id, row.id))
    .returning();
  return moved!;
}

/**
 * A move up was paid for the rest of the period: the plan changes now, recorded once by its invoice. A
 * payment for a move no longer waiting (undone meanwhile) is kept as an invoice of the plan in force.
 */
async function planChanged(
  tx: Tx,
  deps: Deps,
  subscription: PlanSubscriptionRow,
  change: Extract<PaymentChange, { kind: 'subscription_plan_changed' }>,
): Promise<Changed> {
  const up = subscription.pendingPlan !== null && !movingDown(subscription);
  // Recorded first: a replay of an old payment finds its invoice and moves nothing that waits now.
  const invoice = await recordInvoice(
    tx,
    deps,
    up ? { ...subscription, plan: subscription.pendingPlan! } : subscription,
    change.paymentId,
    change.amountCents,
    Math.max(subscription.periodsPaid, 1),
    'proration',
  );
  if (!invoice) return { outcome: 'no_change' };
  const row = up ? await applyPendingPlan(tx, subscription) : subscription;
  await queuePlanMail(tx, deps, row, { kind: 'changed', invoice });
  return { outcome: 'fulfilled', mailQueued: true };
}

/**
 * The provider reported a refund of a payment: a plan invoice known by one of its names records what is
 * returned of it (the largest total reported, all of it for null) and the step, dated, for the
 * reconciliation; null when no invoice has that name.
 */
async function refundedPlanInvoice(
  tx: Tx,
  deps: Deps,
  refund: { paymentIds: string[]; refundedCents: number | null },
): Promise<Changed | null> {
  const [invoice] = await tx
    .select()
    .from(planInvoices)
    .where(inArray(planInvoices.paymentId, refund.paymentIds))
    .for('update');
  if (!invoice) return null;
  const total = Math.min(refund.refundedCents ?? invoice.amountCents, invoice.amountCents);
  if (total <= invoice.refundedCents) return { outcome: 'no_change' };
  const now = clockOf(deps).now();
  await tx
    .update(planInvoices)
    .set({ refundedCents: total, refundedAt: now })
    .where(eq(planInvoices.id, invoice.id));
  await tx.insert(planInvoiceRefunds).values({
    invoiceId: invoice.id,
    cents: total - invoice.refundedCents,
    refundedTotalCents: total,
    occurredAt: now,
  });
  return { outcome: 'refunded' };
}
