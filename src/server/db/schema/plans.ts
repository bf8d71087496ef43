import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { PAYMENT_PROVIDERS, type PaymentProvider } from '../../../shared/constants';
import { PLAN_IDS, type PlanId } from '../../../shared/plans';
import { users } from './accounts';
import { businesses } from './business';
import { createdAt, oneOf, updatedAt } from './helpers';
import { leagues } from './leagues';
import { teams } from './teams';

/**
 * checkout: bought, not paid yet; active: paid up; past_due: a renewal failed and the plan is kept for the
 * grace period; ended: over (cancelled, or the provider gave up); abandoned: the checkout never paid.
 */
export const PLAN_SUBSCRIPTION_STATUSES = ['checkout', 'active', 'past_due', 'ended', 'abandoned'] as const;
export type PlanSubscriptionStatus = (typeof PLAN_SUBSCRIPTION_STATUSES)[number];

/** The statuses in which a subscription is the account's plan (past_due only within its grace). */
export const LIVE_PLAN_STATUSES = ['active', 'past_due'] as const satisfies readonly PlanSubscriptionStatus[];

/**
 * A plan bought by a team or a business (issue 21, decisions 0047 and 0048), from its checkout to its end.
 * The plan is in force only as the provider reports it: paid, renewed, failed, ended. Kept after it ends,
 * with its invoices.
 */
export const planSubscriptions = pgTable(
  'plan_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Whose plan it is: a team's, a business's or a league's, only one. */
    teamId: uuid('team_id').references(() => teams.id, { onDelete: 'restrict' }),
    businessId: uuid('business_id').references(() => businesses.id, { onDelete: 'restrict' }),
    leagueId: uuid('league_id').references(() => leagues.id, { onDelete: 'restrict' }),
    plan: text('plan').$type<PlanId>().notNull(),
    /** What each period costs, as the checkout said: a later change of the price list does not touch it. */
    priceCents: integer('price_cents').notNull(),
    status: text('status').$type<PlanSubscriptionStatus>().notNull().default('checkout'),
    provider: text('provider').$type<PaymentProvider>().notNull(),
    checkoutSessionId: text('checkout_session_id'),
    checkoutUrl: text('checkout_url'),
    checkoutExpiresAt: timestamp('checkout_expires_at', { withTimezone: true }).notNull(),
    subscriptionId: text('subscription_id'),
    /** The first payment: every period is counted from it, so the billing day never drifts. */
    startedAt: timestamp('started_at', { withTimezone: true }),
    periodsPaid: integer('periods_paid').notNull().default(0),
    paidUntil: timestamp('paid_until', { withTimezone: true }),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    /**
     * A change to the other paid plan, waiting: a move up until its prorated payment is reported, a move
     * down until the next renewal (decision 0056).
     */
    pendingPlan: text('pending_plan').$type<PlanId>(),
    pendingPriceCents: integer('pending_price_cents'),
    pastDueSince: timestamp('past_due_since', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // One plan in force per account, and one open checkout: a second of either is refused by the database.
    uniqueIndex('plan_subscriptions_team_live_key')
      .on(t.teamId)
      .where(sql`${t.status} in ('active', 'past_due')`),
    uniqueIndex('plan_subscriptions_team_checkout_key').on(t.teamId).where(sql`${t.status} = 'checkout'`),
    uniqueIndex('plan_subscriptions_business_live_key')
      .on(t.businessId)
      .where(sql`${t.status} in ('active', 'past_due')`),
    uniqueIndex('plan_subscriptions_business_checkout_key')
      .on(t.businessId)
      .where(sql`${t.status} = 'checkout'`),
    uniqueIndex('plan_subscriptions_league_live_key')
      .on(t.leagueId)
      .where(sql`${t.status} in ('active', 'past_due')`),
    uniqueIndex('plan_subscriptions_league_checkout_key').on(t.leagueId).where(sql`${t.status} = 'checkout'`),
    index('plan_subscriptions_business_created_idx').on(t.businessId, t.createdAt.desc()),
    index('plan_subscriptions_league_created_idx').on(t.leagueId, t.createdAt.desc()),
    check(
      'plan_subscriptions_account_check',
      sql`num_nonnulls(${t.teamId}, ${t.businessId}, ${t.leagueId}) = 1`,
    ),
    uniqueIndex('plan_subscriptions_provider_subscription_key').on(t.provider, t.subscriptionId),
    index('plan_subscriptions_team_created_idx').on(t.teamId, t.createdAt.desc()),
    // The admin's list, newest first, and the sandbox's renewals (due ones only).
    index('plan_subscriptions_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('plan_subscriptions_due_idx').on(t.paidUntil).where(sql`${t.status} in ('active', 'past_due')`),
    check('plan_subscriptions_plan_check', oneOf(t.plan, PLAN_IDS)),
    check('plan_subscriptions_status_check', oneOf(t.status, PLAN_SUBSCRIPTION_STATUSES)),
    check('plan_subscriptions_provider_check', oneOf(t.provider, PAYMENT_PROVIDERS)),
    check('plan_subscriptions_periods_check', sql`${t.periodsPaid} >= 0`),
    check(
      'plan_subscriptions_pending_check',
      sql`(${t.pendingPlan} is null) = (${t.pendingPriceCents} is null)`,
    ),
  ],
);

export const PLAN_INVOICE_KINDS = ['period', 'proration'] as const;
export type PlanInvoiceKind = (typeof PLAN_INVOICE_KINDS)[number];

/** One period of a plan, paid: the invoice the account downloads. One row per provider payment. */
export const planInvoices = pgTable(
  'plan_invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    subscriptionRowId: uuid('subscription_row_id')
      .notNull()
      .references(() => planSubscriptions.id, { onDelete: 'restrict' }),
    provider: text('provider').$type<PaymentProvider>().notNull(),
    paymentId: text('payment_id').notNull(),
    amountCents: integer('amount_cents').notNull(),
    /** The card processor's price, which the platform bears: the reconciliation matches it. */
    processingFeeCents: integer('processing_fee_cents').notNull(),
    /** The plan it paid for (a subscription's plan may change: decision 0056). */
    plan: text('plan').$type<PlanId>().notNull(),
    /** Which period it pays, from 1 (a proration: the period it was charged in). */
    period: integer('period').notNull(),
    /** period: a whole period; proration: the rest of a period, on moving up to a dearer plan. */
    kind: text('kind').$type<PlanInvoiceKind>().notNull().default('period'),
    /** What the provider reports returned of it (an admin's refund); 0 until then. */
    refundedCents: integer('refunded_cents').notNull().default(0),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    /** An admin asked the provider for the refund: taken once, so a second press asks nothing more. */
    refundRequestedAt: timestamp('refund_requested_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('plan_invoices_payment_key').on(t.provider, t.paymentId),
    index('plan_invoices_subscription_idx').on(t.subscriptionRowId, t.paidAt.desc()),
    index('plan_invoices_paid_idx').on(t.paidAt),
    check('plan_invoices_amount_check', sql`${t.amountCents} >= 0`),
    check('plan_invoices_refunded_check', sql`${t.refundedCents} between 0 and ${t.amountCents}`),
    check('plan_invoices_provider_check', oneOf(t.provider, PAYMENT_PROVIDERS)),
    check('plan_invoices_kind_check', oneOf(t.kind, PLAN_INVOICE_KINDS)),
    check('plan_invoices_plan_check', oneOf(t.plan, PLAN_IDS)),
  ],
);

/**
 * Each step of a plan invoice's refund as the provider reported it: what was new of the total, when. The
 * reconciliation matches each step on its own day (the invoice keeps only the latest total).
 */
export const planInvoiceRefunds = pgTable(
  'plan_invoice_refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => planInvoices.id, { onDelete: 'cascade' }),
    /** What this report returned that no earlier one had. */
    cents: integer('cents').notNull(),
    /** The invoice's total returned with this step: one step per total, so a replay adds nothing. */
    refundedTotalCents: integer('refunded_total_cents').notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('plan_invoice_refunds_total_key').on(t.invoiceId, t.refundedTotalCents),
    index('plan_invoice_refunds_occurred_idx').on(t.occurredAt),
    check('plan_invoice_refunds_cents_check', sql`${t.cents} > 0`),
  ],
);

export type PlanSubscriptionRow = typeof planSubscriptions.$inferSelect;
