import { randomUUID } from 'node:crypto';
import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import { FREE_PLANS } from '../../../shared/fees';
import { PLAN_GRACE_DAYS, PLANS, type PlanId, type PlanInterval, paidUntil } from '../../../shared/plans';
import type { SessionUser } from '../../../shared/schemas/auth';
import { receiptReference } from '../../../shared/schemas/payments';
import type { PlanCheckoutInput, PlanView } from '../../../shared/schemas/plans';
import { clockOf } from '../../core/clock';
import type { Deps } from '../../core/deps';
import { AppError, conflict, describeError, notFound } from '../../core/errors';
import type { DbOrTx } from '../../db/client';
import { LIVE_PLAN_STATUSES, planInvoices, planSubscriptions } from '../../db/schema';
import { isUuid } from '../../http/ids';
import { processPaymentEvent } from '../../payments/fulfil';
import { paymentProviderOf } from '../../payments/provider-of';
import { businessPlanOf, leaguePlanActive, placesHeld, teamPlanOf } from '../../plans/current';
import { receiptPdf } from '../../receipts/pdf';
import { accountColumns, billingPath, ofAccount, type PlanAccount } from './account';
import { planMetadata } from './fulfilment';
import { planInvoiceReceipt } from './invoice';

/*
 * An account's plan from its billing page (issue 21, decisions 0047 and 0048): what a team or a business is
 * on, buying a paid plan through the provider's subscription checkout, ending it with the paid period (or
 * not), the card, the invoices. The account is its owner's (account.ts resolves it, 404 for anyone else).
 * The plan changes only when the provider reports a payment (fulfilment.ts), never when a button is pressed.
 */

const CHECKOUT_MINUTES = 30;
const DAY_MS = 24 * 60 * 60 * 1000;
export const INVOICES_SHOWN = 24;
export const ALREADY_ON_PLAN = 'You are already on this plan.';
export const NO_PAID_PLAN = 'You are on the Free plan: there is no paid plan to change.';
export const LEAGUE_PLAN_COVERS =
  "Your league's League Plan covers this team: it already has everything Team Pro adds.";
export const CHANGE_PLAN_FIRST =
  'You already have a paid plan. Switch to the other one from your billing page: it is prorated.';
export const CHANGE_NEEDS_CARD =
  'The last renewal of your plan could not be charged. Update the card first, then switch plans.';
export const NOT_A_CHANGE = 'That plan is not one you can switch to from your plan.';
const CHANGE_FAILED = 'The payment provider could not change the plan. Please try again.';
const INVOICE_NOT_FOUND = 'Invoice not found';
const CHECKOUT_FAILED = 'The payment provider could not open the checkout. Please try again.';

async function liveSubscription(db: DbOrTx, account: PlanAccount) {
  const [row] = await db
    .select()
    .from(planSubscriptions)
    .where(and(ofAccount(account), inArray(planSubscriptions.status, [...LIVE_PLAN_STATUSES])));
  return row ?? null;
}

async function openCheckout(db: DbOrTx, account: PlanAccount) {
  const [row] = await db
    .select()
    .from(planSubscriptions)
    .where(and(ofAccount(account), eq(planSubscriptions.status, 'checkout')));
  return row ?? null;
}

/** The account's plan now: its own (a team's may be its league's), or Free (a league without its plan too). */
async function planOf(db: DbOrTx, account: PlanAccount, now: Date): Promise<PlanId> {
  if (account.kind === 'team') return teamPlanOf(db, account.id, now);
  if (account.kind === 'business') return businessPlanOf(db, account.id, now);
  return (await leaguePlanActive(db, account.id, now)) ? 'league' : FREE_PLANS.team;
}

/** GET /api/teams/:teamId/plan and /api/businesses/mine/plan: the owner's only. */
export async function planView(deps: Deps, account: PlanAccount): Promise<PlanView> {
  const { db } = deps.database;
  const now = clockOf(deps).now();
  const [plan, live, checkout, held, invoices] = await Promise.all([
    planOf(db, account, now),
    liveSubscription(db, account),
    openCheckout(db, account),
    placesHeld(db, account.kind, account.id, now),
    db
      .select({ invoice: planInvoices })
      .from(planInvoices)
      .innerJoin(planSubscriptions, eq(planSubscriptions.id, planInvoices.subscriptionRowId))
      .where(ofAccount(account))
      .orderBy(desc(planInvoices.paidAt))
      .limit(INVOICES_SHOWN),
  ]);
  return {
    account: { kind: account.kind, id: account.id, name: account.name },
    plan,
    subscription: live
      ? {
          id: live.id,
          plan: live.plan,
          status: live.status as 'active' | 'past_due',
          paidUntil: live.paidUntil?.toISOString() ?? null,
          cancelAtPeriodEnd: live.cancelAtPeriodEnd,
          pendingPlan: live.pendingPlan,
          graceUntil: live.pastDueSince
            ? new Date(live.pastDueSince.getTime() + PLAN_GRACE_DAYS * DAY_MS).toISOString()
            : null,
        }
      : null,
    openCheckoutUrl: checkout && checkout.checkoutExpiresAt > now ? checkout.checkoutUrl : null,
    // A league holds no places of its own: its teams do, under its plan.
    sponsors: { held, limit: account.kind === 'league' ? null : PLANS[plan].sponsorLimit },
    invoices: invoices.map(({ invoice }) => ({
      id: invoice.id,
      reference: receiptReference(invoice.id),
      plan: invoice.plan,
      period: invoice.period,
      kind: invoice.kind,
      amountCents: invoice.amountCents,
      paidAt: invoice.paidAt.toISOString(),
    })),
  };
}

/**
 * POST .../plan/checkout: the provider's subscription checkout for a paid plan. Pressed again while a
 * checkout is open, it answers that checkout; the plan starts only once the provider reports payment. A
 * second paid plan beside one in force is refused: moving between paid plans waits for the first to end.
 */
export async function startPlanCheckout(
  deps: Deps,
  user: SessionUser,
  account: PlanAccount,
  input: PlanCheckoutInput,
  appUrl: string,
): Promise<{ url: string }> {
  const { db } = deps.database;
  const now = clockOf(deps).now();
  const current = await planOf(db, account, now);
  if (current === input.plan) throw conflict('ALREADY_ON_PLAN', ALREADY_ON_PLAN);
  if (account.kind === 'team' && current === 'league')
    throw conflict('LEAGUE_PLAN_COVERS', LEAGUE_PLAN_COVERS);
  if (PLANS[current].priceCents > 0) throw conflict('CHANGE_PLAN_FIRST', CHANGE_PLAN_FIRST);
  const open = await openCheckout(db, account);
  if (open?.plan === input.plan && open.checkoutExpiresAt > now && open.checkoutUrl)
    return { url: open.checkoutUrl };
  const provider = paymentProviderOf(deps);
  if (open) await abandon(deps, open);
  const plan = PLANS[input.plan];
  const expiresAt = new Date(now.getTime() + CHECKOUT_MINUTES * 60_000);
  const [row] = await db
    .insert(planSubscriptions)
    .values({
      ...accountColumns(account),
      plan: plan.id,
      priceCents: plan.priceCents,
      provider: provider.name,
      checkoutExpiresAt: expiresAt,
      createdBy: user.id,
    })
    .onConflictDoNothing()
    .returning();
  // Another press got there first: its checkout is the one to go to.
  if (!row) return { url: await urlOfConcurrentCheckout(deps, account) };
  try {
    const session = await provider.createCheckout({
      mode: 'subscription',
      interval: plan.interval!,
      amountCents: plan.priceCents,
      productName: `${plan.name} plan: ${account.name}`,
      description: `${plan.features.join(', ')}. ${plan.price} ${plan.period}, renews until you cancel.`,
      payeeName: 'Homefield',
      customerEmail: account.email,
      payerUserId: user.id,
      successUrl: `${appUrl}${billingPath(account, 'checkout=done')}`,
      cancelUrl: `${appUrl}${billingPath(account, 'checkout=cancelled')}`,
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
async function urlOfConcurrentCheckout(deps: Deps, account: PlanAccount): Promise<string> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const open = await openCheckout(deps.database.db, account);
    if (!open) break;
    if (open.checkoutUrl) return open.checkoutUrl;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw conflict('CHECKOUT_IN_PROGRESS', 'A checkout for this plan is being opened. Please try again.');
}

/** POST .../plan/renewal: the plan ends with its paid period, or renews again. */
export async function setPlanRenewal(
  deps: Deps,
  account: PlanAccount,
  cancelAtPeriodEnd: boolean,
): Promise<PlanView> {
  const { db } = deps.database;
  const live = await liveSubscription(db, account);
  if (!live?.subscriptionId) throw conflict('NO_PAID_PLAN', NO_PAID_PLAN);
  if (live.cancelAtPeriodEnd !== cancelAtPeriodEnd) {
    await paymentProviderOf(deps).cancelAtPeriodEnd(live.subscriptionId, cancelAtPeriodEnd);
    await db.update(planSubscriptions).set({ cancelAtPeriodEnd }).where(eq(planSubscriptions.id, live.id));
  }
  return planView(deps, account);
}

/** POST .../plan/card: where the owner gives a new card (the provider's page). */
export async function planCardUrl(
  deps: Deps,
  account: PlanAccount,
  appUrl: string,
): Promise<{ url: string }> {
  const live = await liveSubscription(deps.database.db, account);
  if (!live?.subscriptionId) throw conflict('NO_PAID_PLAN', NO_PAID_PLAN);
  const url = await paymentProviderOf(deps).cardUpdateUrl({
    subscriptionId: live.subscriptionId,
    returnUrl: `${appUrl}${billingPath(account)}`,
  });
  return { url };
}

/** GET .../plan/invoices/:invoiceId: the invoice's PDF, for the account's owner only. */
export async function planInvoicePdf(deps: Deps, account: PlanAccount, invoiceId: string) {
  const { db } = deps.database;
  if (!isUuid(invoiceId)) throw notFound(INVOICE_NOT_FOUND);
  const [row] = await db
    .select({ invoice: planInvoices })
    .from(planInvoices)
    .innerJoin(planSubscriptions, eq(planSubscriptions.id, planInvoices.subscriptionRowId))
    .where(and(eq(planInvoices.id, invoiceId), ofAccount(account)));
  if (!row) throw notFound(INVOICE_NOT_FOUND);
  const receipt = planInvoiceReceipt({
    ...row.invoice,
    account,
    supportEmail: deps.config.SUPPORT_EMAIL,
  });
  return { reference: receipt.reference, pdf: await receiptPdf(receipt) };
}

/**
 * What moving up costs now: the price difference over what is left of the paid period, to the cent (as
 * Stripe prorates, by time). Nothing once the period is over: the renewal charges the new price.
 */
export function prorationCents(
  live: { startedAt: Date | null; periodsPaid: number; paidUntil: Date | null },
  interval: PlanInterval,
  differenceCents: number,
  now: Date,
): number {
  if (!live.startedAt || !live.paidUntil || live.periodsPaid < 1) return 0;
  const periodStart = paidUntil(live.startedAt, interval, live.periodsPaid - 1).getTime();
  const length = live.paidUntil.getTime() - periodStart;
  const left = live.paidUntil.getTime() - now.getTime();
  if (length <= 0 || left <= 0) return 0;
  return Math.round((differenceCents * Math.min(left, length)) / length);
}

/**
 * POST .../plan/change: moves a paid plan to the other paid plan of its kind (decision 0056). Up: the rest
 * of the period is charged now, prorated, and the plan changes when the provider reports that payment.
 * Down: the plan and its price change at the next renewal; nothing is charged. Asking for the plan in
 * force undoes a move still waiting; asking again for the move waiting, or for the plan in force when
 * nothing waits, changes nothing.
 */
export async function changePlan(
  deps: Deps,
  account: PlanAccount,
  input: PlanCheckoutInput,
): Promise<PlanView> {
  const { db } = deps.database;
  const now = clockOf(deps).now();
  const live = await liveSubscription(db, account);
  if (!live?.subscriptionId) throw conflict('NO_PAID_PLAN', NO_PAID_PLAN);
  if (live.status !== 'active') throw conflict('CHANGE_NEEDS_CARD', CHANGE_NEEDS_CARD);
  const target = PLANS[input.plan];
  if (target.audience !== PLANS[live.plan].audience || !target.interval)
    throw conflict('NOT_A_CHANGE', NOT_A_CHANGE);
  // Asking for where the plan already is (or is going) changes nothing: a second press, or a retry
  // without the first's key after the move took effect, sees the first's answer, not an error.
  if (live.pendingPlan === input.plan || (input.plan === live.plan && !live.pendingPlan))
    return planView(deps, account);
  const back = input.plan === live.plan;
  const up = !back && target.priceCents > live.priceCents;
  const proration = up ? prorationCents(live, target.interval, target.priceCents - live.priceCents, now) : 0;
  // A move up with nothing left of the period to prorate (the renewal is due) takes effect at once: the
  // renewal charges the new price. Any other move waits (decision 0056).
  const set = back
    ? { pendingPlan: null, pendingPriceCents: null }
    : up && proration === 0
      ? { plan: target.id, priceCents: target.priceCents, pendingPlan: null, pendingPriceCents: null }
      : { pendingPlan: target.id, pendingPriceCents: target.priceCents };
  const [claimed] = await db
    .update(planSubscriptions)
    .set(set)
    .where(
      and(
        eq(planSubscriptions.id, live.id),
        eq(planSubscriptions.plan, live.plan),
        eq(planSubscriptions.priceCents, live.priceCents),
        live.pendingPlan === null
          ? isNull(planSubscriptions.pendingPlan)
          : eq(planSubscriptions.pendingPlan, live.pendingPlan),
      ),
    )
    .returning({ id: planSubscriptions.id });
  // Another press changed it first: its answer stands.
  if (!claimed) return planView(deps, account);
  try {
    const { event } = await paymentProviderOf(deps).changePlanPrice({
      subscriptionId: live.subscriptionId,
      amountCents: back ? live.priceCents : target.priceCents,
      interval: target.interval,
      prorationCents: proration,
      key: randomUUID(),
    });
    if (event) await processPaymentEvent(deps, event, { appUrl: deps.config.publicUrl });
  } catch (error) {
    // Not undone here: the provider may have made the change before failing to answer. The move waits
    // for its report, and the owner can take it back ("Keep …").
    deps.logger.error(
      { component: 'plans', planSubscriptionId: live.id, err: describeError(error) },
      'could not change the plan at the provider',
    );
    throw new AppError(502, 'PAYMENT_PROVIDER_ERROR', CHANGE_FAILED);
  }
  return planView(deps, account);
}
