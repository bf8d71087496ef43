import { and, desc, eq, inArray } from 'drizzle-orm';
import { PLAN_GRACE_DAYS, PLANS } from '../../../shared/plans';
import type { SessionUser } from '../../../shared/schemas/auth';
import { receiptReference } from '../../../shared/schemas/payments';
import type { PlanCheckoutInput, TeamPlanView } from '../../../shared/schemas/plans';
import { clockOf } from '../../core/clock';
import type { Deps } from '../../core/deps';
import { AppError, conflict, describeError, notFound } from '../../core/errors';
import type { DbOrTx } from '../../db/client';
import { LIVE_PLAN_STATUSES, planInvoices, planSubscriptions } from '../../db/schema';
import { isUuid } from '../../http/ids';
import { paymentProviderOf } from '../../payments/provider-of';
import { sponsorsHeld, teamPlanOf } from '../../plans/current';
import { receiptPdf } from '../../receipts/pdf';
import { ownTeamOr404 } from '../teams/ownership';
import { planMetadata } from './fulfilment';
import { planInvoiceReceipt } from './invoice';

/*
 * A team's plan from its billing page (issue 21, decision 0047): what it is on, buying Team Pro through the
 * provider's subscription checkout, ending it with the paid period (or not), the card, the invoices. The
 * plan changes only when the provider reports a payment (fulfilment.ts), never when a button is pressed.
 */

const CHECKOUT_MINUTES = 30;
const DAY_MS = 24 * 60 * 60 * 1000;
export const INVOICES_SHOWN = 24;
export const ALREADY_ON_PLAN = 'Your team is already on this plan.';
export const NO_PAID_PLAN = 'Your team is on the Free plan: there is no paid plan to change.';
const INVOICE_NOT_FOUND = 'Invoice not found';
const CHECKOUT_FAILED = 'The payment provider could not open the checkout. Please try again.';

async function liveSubscription(db: DbOrTx, teamId: string) {
  const [row] = await db
    .select()
    .from(planSubscriptions)
    .where(
      and(eq(planSubscriptions.teamId, teamId), inArray(planSubscriptions.status, [...LIVE_PLAN_STATUSES])),
    );
  return row ?? null;
}

async function openCheckout(db: DbOrTx, teamId: string) {
  const [row] = await db
    .select()
    .from(planSubscriptions)
    .where(and(eq(planSubscriptions.teamId, teamId), eq(planSubscriptions.status, 'checkout')));
  return row ?? null;
}

/** GET /api/teams/:teamId/plan: owner only. */
export async function teamPlanView(deps: Deps, userId: string, teamId: string): Promise<TeamPlanView> {
  const { db } = deps.database;
  const team = await ownTeamOr404(db, userId, teamId);
  const now = clockOf(deps).now();
  const [plan, live, checkout, held, invoices] = await Promise.all([
    teamPlanOf(db, team.id, now),
    liveSubscription(db, team.id),
    openCheckout(db, team.id),
    sponsorsHeld(db, team.id, now),
    db
      .select({ invoice: planInvoices, plan: planSubscriptions.plan })
      .from(planInvoices)
      .innerJoin(planSubscriptions, eq(planSubscriptions.id, planInvoices.subscriptionRowId))
      .where(eq(planSubscriptions.teamId, team.id))
      .orderBy(desc(planInvoices.paidAt))
      .limit(INVOICES_SHOWN),
  ]);
  return {
    teamId: team.id,
    teamName: team.name,
    plan,
    subscription: live
      ? {
          id: live.id,
          plan: live.plan,
          status: live.status as 'active' | 'past_due',
          paidUntil: live.paidUntil?.toISOString() ?? null,
          cancelAtPeriodEnd: live.cancelAtPeriodEnd,
          graceUntil: live.pastDueSince
            ? new Date(live.pastDueSince.getTime() + PLAN_GRACE_DAYS * DAY_MS).toISOString()
            : null,
        }
      : null,
    openCheckoutUrl: checkout && checkout.checkoutExpiresAt > now ? checkout.checkoutUrl : null,
    sponsors: { held, limit: PLANS[plan].sponsorLimit },
    invoices: invoices.map(({ invoice, plan }) => ({
      id: invoice.id,
      reference: receiptReference(invoice.id),
      plan,
      period: invoice.period,
      amountCents: invoice.amountCents,
      paidAt: invoice.paidAt.toISOString(),
    })),
  };
}

/**
 * POST /api/teams/:teamId/plan/checkout: the provider's subscription checkout for a paid plan. Pressed again
 * while a checkout is open, it answers that checkout; the plan starts only once the provider reports payment.
 */
export async function startPlanCheckout(
  deps: Deps,
  user: SessionUser,
  teamId: string,
  input: PlanCheckoutInput,
  appUrl: string,
): Promise<{ url: string }> {
  const { db } = deps.database;
  const team = await ownTeamOr404(db, user.id, teamId);
  const now = clockOf(deps).now();
  if ((await teamPlanOf(db, team.id, now)) === input.plan) throw conflict('ALREADY_ON_PLAN', ALREADY_ON_PLAN);
  const open = await openCheckout(db, team.id);
  if (open?.plan === input.plan && open.checkoutExpiresAt > now && open.checkoutUrl)
    return { url: open.checkoutUrl };
  const provider = paymentProviderOf(deps);
  if (open) await abandon(deps, open);
  const plan = PLANS[input.plan];
  const expiresAt = new Date(now.getTime() + CHECKOUT_MINUTES * 60_000);
  const [row] = await db
    .insert(planSubscriptions)
    .values({
      teamId: team.id,
      plan: plan.id,
      priceCents: plan.priceCents,
      provider: provider.name,
      checkoutExpiresAt: expiresAt,
      createdBy: user.id,
    })
    .onConflictDoNothing()
    .returning();
  // Another press got there first: its checkout is the one to go to.
  if (!row) return { url: await urlOfConcurrentCheckout(deps, team.id) };
  try {
    const session = await provider.createCheckout({
      mode: 'subscription',
      interval: plan.interval!,
      amountCents: plan.priceCents,
      productName: `${plan.name} plan: ${team.name}`,
      description: `${plan.features.join(', ')}. ${plan.price} ${plan.period}, renews until you cancel.`,
      payeeName: 'Homefield',
      customerEmail: team.contactEmail,
      payerUserId: user.id,
      successUrl: `${appUrl}/billing?checkout=done`,
      cancelUrl: `${appUrl}/billing?checkout=cancelled`,
      expiresAt,
      metadata: planMetadata(row.id),
    });
    await db
      .update(planSubscriptions)
      .set({ checkoutSessionId: session.sessionId, checkoutUrl: session.url })
      .where(eq(planSubscriptions.id, row.id));
    return { url: session.url };
  } catch (error) {
    deps.logger.error(
      { component: 'plans', planSubscriptionId: row.id, err: describeError(error) },
      'could not create the plan checkout',
    );
    await db
      .update(planSubscriptions)
      .set({ status: 'abandoned' })
      .where(and(eq(planSubscriptions.id, row.id), eq(planSubscriptions.status, 'checkout')));
    throw new AppError(502, 'PAYMENT_PROVIDER_ERROR', CHECKOUT_FAILED);
  }
}

/** An open checkout replaced by a new one (another plan, or its time ran out) is closed at the provider too. */
async function abandon(deps: Deps, open: { id: string; checkoutSessionId: string | null }) {
  await deps.database.db
    .update(planSubscriptions)
    .set({ status: 'abandoned', checkoutUrl: null })
    .where(and(eq(planSubscriptions.id, open.id), eq(planSubscriptions.status, 'checkout')));
  if (!open.checkoutSessionId) return;
  await paymentProviderOf(deps)
    .expireCheckout(open.checkoutSessionId)
    .catch((error) =>
      deps.logger.warn(
        { component: 'plans', err: describeError(error) },
        'could not close a replaced plan checkout',
      ),
    );
}

/** The url of the checkout a concurrent press is opening: it is written within a provider call's time. */
async function urlOfConcurrentCheckout(deps: Deps, teamId: string): Promise<string> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const open = await openCheckout(deps.database.db, teamId);
    if (!open) break;
    if (open.checkoutUrl) return open.checkoutUrl;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw conflict('CHECKOUT_IN_PROGRESS', 'A checkout for this plan is being opened. Please try again.');
}

/** POST /api/teams/:teamId/plan/renewal: the plan ends with its paid period, or renews again. */
export async function setPlanRenewal(
  deps: Deps,
  userId: string,
  teamId: string,
  cancelAtPeriodEnd: boolean,
): Promise<TeamPlanView> {
  const { db } = deps.database;
  const team = await ownTeamOr404(db, userId, teamId);
  const live = await liveSubscription(db, team.id);
  if (!live?.subscriptionId) throw conflict('NO_PAID_PLAN', NO_PAID_PLAN);
  if (live.cancelAtPeriodEnd !== cancelAtPeriodEnd) {
    await paymentProviderOf(deps).cancelAtPeriodEnd(live.subscriptionId, cancelAtPeriodEnd);
    await db.update(planSubscriptions).set({ cancelAtPeriodEnd }).where(eq(planSubscriptions.id, live.id));
  }
  return teamPlanView(deps, userId, teamId);
}

/** POST /api/teams/:teamId/plan/card: where the owner gives a new card (the provider's page). */
export async function planCardUrl(
  deps: Deps,
  userId: string,
  teamId: string,
  appUrl: string,
): Promise<{ url: string }> {
  const { db } = deps.database;
  const team = await ownTeamOr404(db, userId, teamId);
  const live = await liveSubscription(db, team.id);
  if (!live?.subscriptionId) throw conflict('NO_PAID_PLAN', NO_PAID_PLAN);
  const url = await paymentProviderOf(deps).cardUpdateUrl({
    subscriptionId: live.subscriptionId,
    returnUrl: `${appUrl}/billing`,
  });
  return { url };
}

/** GET /api/teams/:teamId/plan/invoices/:invoiceId: the invoice's PDF, for the team's owner only. */
export async function planInvoicePdf(deps: Deps, userId: string, teamId: string, invoiceId: string) {
  const { db } = deps.database;
  const team = await ownTeamOr404(db, userId, teamId);
  if (!isUuid(invoiceId)) throw notFound(INVOICE_NOT_FOUND);
  const [row] = await db
    .select({ invoice: planInvoices, plan: planSubscriptions.plan })
    .from(planInvoices)
    .innerJoin(planSubscriptions, eq(planSubscriptions.id, planInvoices.subscriptionRowId))
    .where(and(eq(planInvoices.id, invoiceId), eq(planSubscriptions.teamId, team.id)));
  if (!row) throw notFound(INVOICE_NOT_FOUND);
  const receipt = planInvoiceReceipt({
    ...row.invoice,
    plan: row.plan,
    team: { name: team.name, contactEmail: team.contactEmail },
    supportEmail: deps.config.SUPPORT_EMAIL,
  });
  return { reference: receipt.reference, pdf: await receiptPdf(receipt) };
}
