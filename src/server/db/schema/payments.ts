import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { PAYMENT_PROVIDERS, type PaymentProvider } from '../../../shared/constants';
import { users } from './accounts';
import { createdAt, oneOf } from './helpers';
import { sponsorships } from './money';

/** What processing a provider event did (payments/fulfil.ts). */
export const PAYMENT_EVENT_OUTCOMES = [
  'fulfilled',
  'failed',
  'closed',
  'refunded',
  /** Money arrived for a checkout that had already lapsed: it is owed back (docs/decisions/0006). */
  'refund_due',
  'no_change',
  'unmatched',
] as const;
export type PaymentEventOutcome = (typeof PAYMENT_EVENT_OUTCOMES)[number];

/**
 * Every provider event that was processed, once: the unique (provider, event_id) makes a repeated or
 * concurrent delivery a no-op, and the outcome keeps the money trail (a late payment reads 'refund_due').
 */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    provider: text('provider').$type<PaymentProvider>().notNull(),
    eventId: text('event_id').notNull(),
    /** The provider's own name of the event (checkout.session.completed, sandbox.pay...). */
    type: text('type').notNull(),
    outcome: text('outcome').$type<PaymentEventOutcome>(),
    sponsorshipId: uuid('sponsorship_id').references(() => sponsorships.id, { onDelete: 'set null' }),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payment_events_provider_event_key').on(t.provider, t.eventId),
    index('payment_events_sponsorship_idx').on(t.sponsorshipId),
    index('payment_events_outcome_idx').on(t.outcome).where(sql`${t.outcome} = 'refund_due'`),
    check('payment_events_provider_check', oneOf(t.provider, PAYMENT_PROVIDERS)),
    check('payment_events_outcome_check', oneOf(t.outcome, PAYMENT_EVENT_OUTCOMES)),
  ],
);

/**
 * Refunds as the provider reported them, by the id its refund names (a Stripe payment intent). Kept
 * even when no payment of ours matches yet: events arrive in any order, so a payment recorded later looks
 * here and is refunded at once (payments/refunds.ts).
 */
export const paymentRefunds = pgTable(
  'payment_refunds',
  {
    provider: text('provider').$type<PaymentProvider>().notNull(),
    paymentId: text('payment_id').notNull(),
    /** Everything returned of the payment so far, the most any report said; null: all of it. */
    refundedCents: integer('refunded_cents'),
    refundedAt: timestamp('refunded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.provider, t.paymentId] }),
    check('payment_refunds_provider_check', oneOf(t.provider, PAYMENT_PROVIDERS)),
  ],
);

/**
 * Another name of a payment we store: a monthly gift's month is stored by its Stripe invoice, but its
 * refund names the invoice's payment intent. Stripe's invoice_payment.paid links the two.
 */
export const paymentAliases = pgTable(
  'payment_aliases',
  {
    provider: text('provider').$type<PaymentProvider>().notNull(),
    aliasId: text('alias_id').notNull(),
    paymentId: text('payment_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.provider, t.aliasId] }),
    index('payment_aliases_payment_idx').on(t.provider, t.paymentId),
    check('payment_aliases_provider_check', oneOf(t.provider, PAYMENT_PROVIDERS)),
  ],
);

export const SANDBOX_SESSION_STATUSES = ['open', 'paid', 'declined', 'cancelled', 'expired'] as const;
export type SandboxSessionStatus = (typeof SANDBOX_SESSION_STATUSES)[number];

/**
 * The built-in sandbox provider's checkout sessions: what its checkout page shows and drives. Kept in the
 * database, so an open checkout survives a restart and any app instance can serve it.
 */
export const sandboxCheckoutSessions = pgTable(
  'sandbox_checkout_sessions',
  {
    /** Random and unguessable, like a Stripe session id: it is the checkout page's address. */
    id: text('id').primaryKey(),
    mode: text('mode').$type<'payment' | 'subscription'>().notNull(),
    amountCents: integer('amount_cents').notNull(),
    productName: text('product_name').notNull(),
    description: text('description').notNull(),
    payeeName: text('payee_name').notNull(),
    customerEmail: text('customer_email'),
    /** When set, only this signed-in user may open the page (a sponsorship's buyer); null: anyone with the link. */
    payerUserId: uuid('payer_user_id').references(() => users.id, { onDelete: 'cascade' }),
    successUrl: text('success_url').notNull(),
    cancelUrl: text('cancel_url').notNull(),
    metadata: jsonb('metadata').$type<Record<string, string>>().notNull().default({}),
    status: text('status').$type<SandboxSessionStatus>().notNull().default('open'),
    /** The pretend payment's id once paid (what Stripe calls the payment intent). */
    paymentId: text('payment_id'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('sandbox_checkout_sessions_payment_key').on(t.paymentId),
    index('sandbox_checkout_sessions_payer_idx').on(t.payerUserId),
    check('sandbox_checkout_sessions_mode_check', oneOf(t.mode, ['payment', 'subscription'])),
    check('sandbox_checkout_sessions_status_check', oneOf(t.status, SANDBOX_SESSION_STATUSES)),
    check('sandbox_checkout_sessions_amount_check', sql`${t.amountCents} > 0`),
  ],
);
