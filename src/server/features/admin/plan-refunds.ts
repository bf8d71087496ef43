import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { formatCentsExact } from '../../../shared/money';
import { PLANS } from '../../../shared/plans';
import type { SessionUser } from '../../../shared/schemas/auth';
import { receiptReference } from '../../../shared/schemas/payments';
import {
  type AdminPlanInvoice,
  type adminPlanRefundSchema,
  PLAN_REFUND_NOT_READY,
} from '../../../shared/schemas/plans';
import { audit } from '../../audit';
import { clockOf } from '../../core/clock';
import type { Deps } from '../../core/deps';
import { conflict, notFound } from '../../core/errors';
import type { RequestMeta } from '../../core/request-meta';
import type { DbOrTx, Tx } from '../../db/client';
import { LIVE_PLAN_STATUSES, paymentAliases, planInvoices, planSubscriptions } from '../../db/schema';
import { mailBody } from '../../email/layout';
import { enqueueEmail } from '../../email/outbox';
import { isUuid } from '../../http/ids';
import { processPaymentEvent } from '../../payments/fulfil';
import { paymentProviderOf } from '../../payments/provider-of';
import { accountOf } from '../plans/account';

/*
 * An admin returns a plan's invoice to the card (issue 21): what is left of it, once, and, if asked, ends
 * the plan at once. The refund is recorded when the provider reports it (plans/fulfilment.ts); plans are
 * the platform's money, so no team's ledger moves.
 */

const INVOICE_NOT_FOUND = 'Invoice not found';

const invoiceView = (invoice: typeof planInvoices.$inferSelect): AdminPlanInvoice => ({
  id: invoice.id,
  reference: receiptReference(invoice.id),
  plan: invoice.plan,
  kind: invoice.kind,
  amountCents: invoice.amountCents,
  refundedCents: invoice.refundedCents,
  refundRequested: invoice.refundRequestedAt !== null,
  paidAt: invoice.paidAt.toISOString(),
});

/** GET /api/admin/plans/:subscriptionId/invoices */
export async function adminPlanInvoices(db: DbOrTx, subscriptionId: string): Promise<AdminPlanInvoice[]> {
  if (!isUuid(subscriptionId)) throw notFound('Subscription not found');
  const rows = await db
    .select()
    .from(planInvoices)
    .where(eq(planInvoices.subscriptionRowId, subscriptionId))
    .orderBy(desc(planInvoices.paidAt), desc(planInvoices.period));
  return rows.map(invoiceView);
}

/** The name the provider refunds the invoice's payment by: Stripe's payment intent for an invoice. */
async function refundableId(db: DbOrTx, invoice: typeof planInvoices.$inferSelect): Promise<string | null> {
  if (invoice.provider === 'sandbox') return invoice.paymentId;
  const [alias] = await db
    .select({ aliasId: paymentAliases.aliasId })
    .from(paymentAliases)
    .where(
      and(
        eq(paymentAliases.provider, invoice.provider),
        eq(paymentAliases.paymentId, invoice.paymentId),
        sql`${paymentAliases.aliasId} like 'pi_%'`,
      ),
    );
  return alias?.aliasId ?? (invoice.paymentId.startsWith('pi_') ? invoice.paymentId : null);
}

/** POST /api/admin/plan-invoices/:invoiceId/refund: answers the invoice as it stands after. */
export async function refundPlanInvoice(
  deps: Deps,
  admin: SessionUser,
  invoiceId: string,
  input: z.output<typeof adminPlanRefundSchema>,
  meta: RequestMeta,
): Promise<AdminPlanInvoice> {
  const { db } = deps.database;
  if (!isUuid(invoiceId)) throw notFound(INVOICE_NOT_FOUND);
  const [row] = await db
    .select({ invoice: planInvoices, subscription: planSubscriptions })
    .from(planInvoices)
    .innerJoin(planSubscriptions, eq(planSubscriptions.id, planInvoices.subscriptionRowId))
    .where(eq(planInvoices.id, invoiceId));
  if (!row) throw notFound(INVOICE_NOT_FOUND);
  const { invoice, subscription } = row;
  const left = invoice.amountCents - invoice.refundedCents;
  const paymentId = left > 0 ? await refundableId(db, invoice) : null;
  if (left > 0 && !paymentId) throw conflict('PLAN_REFUND_NOT_READY', PLAN_REFUND_NOT_READY);
  // Taken once: a second press (or a second admin) finds it taken and answers the invoice as it stands.
  const [claimed] =
    left > 0
      ? await db
          .update(planInvoices)
          .set({ refundRequestedAt: clockOf(deps).now() })
          .where(and(eq(planInvoices.id, invoice.id), isNull(planInvoices.refundRequestedAt)))
          .returning({ id: planInvoices.id })
      : [];
  if (claimed && paymentId) {
    // Named by the invoice: a retry after a timeout is the same refund at the provider.
    const refunded = await paymentProviderOf(deps)
      .refund({
        paymentId,
        amountCents: left,
        refundedTotalCents: invoice.amountCents,
        idempotencyKey: `plan-invoice-${invoice.id}`,
        metadata: { purpose: 'plan', planSubscriptionId: subscription.id },
      })
      .catch(async (error: unknown) => {
        await db.update(planInvoices).set({ refundRequestedAt: null }).where(eq(planInvoices.id, invoice.id));
        throw error;
      });
    await db.transaction(async (tx) => {
      await audit(tx, meta.log, {
        action: 'PLAN_REFUNDED',
        actorId: admin.id,
        comment: `Refunded ${formatCentsExact(left)} of ${PLANS[invoice.plan].name} invoice ${receiptReference(invoice.id)}: ${input.reason}`,
        data: { invoiceId: invoice.id, refundId: refunded.refundId, endPlan: input.endPlan },
        ip: meta.ip,
        requestId: meta.requestId,
      });
      await refundMail(tx, subscription, invoice, left, input.endPlan);
    });
    if (refunded.event) await processPaymentEvent(deps, refunded.event, { appUrl: meta.appUrl });
  }
  if (input.endPlan) await endPlanNow(deps, subscription);
  const [after] = await db.select().from(planInvoices).where(eq(planInvoices.id, invoice.id));
  return invoiceView(after!);
}

async function refundMail(
  tx: Tx,
  subscription: typeof planSubscriptions.$inferSelect,
  invoice: typeof planInvoices.$inferSelect,
  cents: number,
  ending: boolean,
) {
  const account = await accountOf(tx, subscription);
  if (!account) return;
  const plan = PLANS[invoice.plan];
  await enqueueEmail(tx, {
    kind: 'plan_refunded',
    to: account.email,
    toName: account.contactName,
    subject: `Your ${plan.name} invoice ${receiptReference(invoice.id)} is refunded`,
    ...mailBody([
      `Hi ${account.contactName},`,
      `We refunded ${formatCentsExact(cents)} of ${account.name}'s ${plan.name} invoice ${receiptReference(invoice.id)} to the card it was paid with. Banks take 5 to 10 days to show it.`,
      ending
        ? `${plan.name} has ended with this refund; everything you have on Homefield is still there.`
        : `${plan.name} carries on as before.`,
    ]),
  });
}

/** Ends the subscription at the provider and here, at once (a refund with "end the plan"). */
async function endPlanNow(deps: Deps, subscription: typeof planSubscriptions.$inferSelect) {
  if (!LIVE_PLAN_STATUSES.includes(subscription.status as (typeof LIVE_PLAN_STATUSES)[number])) return;
  if (subscription.subscriptionId)
    await paymentProviderOf(deps).cancelSubscription(subscription.subscriptionId);
  await deps.database.db
    .update(planSubscriptions)
    .set({ status: 'ended', endedAt: clockOf(deps).now() })
    .where(
      and(
        eq(planSubscriptions.id, subscription.id),
        inArray(planSubscriptions.status, [...LIVE_PLAN_STATUSES]),
      ),
    );
}
