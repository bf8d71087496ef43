import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { PAYMENT_PROVIDERS, type PaymentProvider } from '../../../shared/constants';
import type { ReconciliationDifference } from '../../../shared/schemas/reconciliation';
import { users } from './accounts';
import { createdAt, oneOf } from './helpers';

/** What moved the platform's balance at the provider, as the provider lists it (decision 0046). */
export const BALANCE_TRANSACTION_TYPES = [
  'charge',
  'refund',
  'transfer',
  'transfer_reversal',
  'dispute',
  'dispute_won',
] as const;
export type BalanceTransactionType = (typeof BALANCE_TRANSACTION_TYPES)[number];

/**
 * The sandbox provider's own book of what moved its (pretend) platform balance: what Stripe lists as
 * balance transactions. Written by the sandbox when it charges, refunds, transfers, reverses and loses or
 * wins a dispute, never by the ledger's code, so the nightly reconciliation has a second account to compare.
 */
export const sandboxBalanceTransactions = pgTable(
  'sandbox_balance_transactions',
  {
    /** Named by what it records, so a retried call records it once. */
    id: text('id').primaryKey(),
    type: text('type').$type<BalanceTransactionType>().notNull(),
    /** Signed as the platform's balance moves: a charge adds, a refund or a transfer takes away. */
    amountCents: integer('amount_cents').notNull(),
    /** What the provider kept of it (a charge's card processing). */
    feeCents: integer('fee_cents').notNull().default(0),
    /** The provider's id of the payment, refund, transfer, reversal or dispute. */
    sourceRef: text('source_ref').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('sandbox_balance_transactions_created_idx').on(t.createdAt),
    check('sandbox_balance_transactions_type_check', oneOf(t.type, BALANCE_TRANSACTION_TYPES)),
  ],
);

/**
 * One comparison of the ledger with the provider's balance transactions over a window: the nightly one
 * (one per provider and day, claimed by the unique key) or one an admin asked for.
 */
export const reconciliationRuns = pgTable(
  'reconciliation_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    provider: text('provider').$type<PaymentProvider>().notNull(),
    trigger: text('trigger').$type<'nightly' | 'admin'>().notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    windowEnd: timestamp('window_end', { withTimezone: true }).notNull(),
    /** How many movements were compared. */
    checked: integer('checked').notNull().default(0),
    differences: jsonb('differences').$type<ReconciliationDifference[]>().notNull().default([]),
    /** Null while it runs. */
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    requestedBy: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('reconciliation_runs_nightly_key')
      .on(t.provider, t.windowStart)
      .where(sql`${t.trigger} = 'nightly'`),
    index('reconciliation_runs_created_idx').on(t.createdAt.desc()),
    check('reconciliation_runs_provider_check', oneOf(t.provider, PAYMENT_PROVIDERS)),
    check('reconciliation_runs_trigger_check', sql`${t.trigger} in ('nightly', 'admin')`),
  ],
);
