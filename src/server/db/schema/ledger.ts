import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { PAYMENT_PROVIDERS, type PaymentProvider } from '../../../shared/constants';
import { DISPUTE_STATUSES, type DisputeStatus } from '../../../shared/schemas/disputes';
import { REFUND_STATUSES, type RefundStatus } from '../../../shared/schemas/refunds';
import { users } from './accounts';
import { createdAt, oneOf, updatedAt } from './helpers';
import { playerDonations, sponsorships } from './money';
import { teams } from './teams';

/**
 * Every kind of money movement (decision 0030). The amount is signed as it moves the team's money:
 * a payment adds, fees, refunds and disputes take away; a transfer, its reversal and a payout move money
 * between where it is held (the platform, the team's payout account, the team's bank) and change no total.
 */
export const LEDGER_KINDS = [
  'payment',
  'processing_fee',
  'platform_fee',
  'refund',
  'transfer',
  'transfer_reversal',
  'payout',
  'dispute',
  'dispute_won',
] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

/** The kinds that change what a team has earned (the rest only move it). */
export const EARNING_KINDS = [
  'payment',
  'processing_fee',
  'platform_fee',
  'refund',
  'dispute',
  'dispute_won',
] as const satisfies readonly LedgerKind[];

/**
 * The one ledger: a row per movement, never changed or deleted (a trigger refuses both, migration 0014).
 * Every money figure is a sum over it. entry_key names the movement ('payment:<sponsorship id>'), so the
 * same movement is recorded once however often its event comes.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    entryKey: text('entry_key').notNull(),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'restrict' }),
    kind: text('kind').$type<LedgerKind>().notNull(),
    /** Signed cents, as the movement changes the team's money. */
    amount: integer('amount').notNull(),
    /** Of a payment (or its refund), the part the payer added to cover the fees: not part of the gift. */
    coversFees: integer('covers_fees').notNull().default(0),
    sponsorshipId: uuid('sponsorship_id').references(() => sponsorships.id, { onDelete: 'restrict' }),
    donationId: uuid('donation_id').references(() => playerDonations.id, { onDelete: 'restrict' }),
    provider: text('provider').$type<PaymentProvider>(),
    /** The provider's id of the movement (payment, refund, transfer, payout), when it has one. */
    providerRef: text('provider_ref'),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('ledger_entries_entry_key').on(t.entryKey),
    index('ledger_entries_team_occurred_idx').on(t.teamId, t.occurredAt),
    index('ledger_entries_kind_occurred_idx').on(t.kind, t.occurredAt),
    index('ledger_entries_sponsorship_idx').on(t.sponsorshipId),
    index('ledger_entries_donation_idx').on(t.donationId),
    check('ledger_entries_kind_check', oneOf(t.kind, LEDGER_KINDS)),
    check('ledger_entries_provider_check', oneOf(t.provider, PAYMENT_PROVIDERS)),
    check('ledger_entries_one_source_check', sql`${t.sponsorshipId} is null or ${t.donationId} is null`),
    check(
      'ledger_entries_covers_fees_check',
      sql`${t.coversFees} >= 0 and ${t.coversFees} <= abs(${t.amount})`,
    ),
  ],
);

/**
 * A refund asked for by a person (an admin, or a team owner for a gift), one per payment: a second press,
 * another tab or a retry finds this row and answers it again. The provider's confirmation then refunds the
 * payment through fulfilment, as a refund made in the provider's own dashboard would.
 */
export const refundRequests = pgTable(
  'refund_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sponsorshipId: uuid('sponsorship_id').references(() => sponsorships.id, { onDelete: 'restrict' }),
    donationId: uuid('donation_id').references(() => playerDonations.id, { onDelete: 'restrict' }),
    /** What goes back to the card: the whole charge, or a part of what is left of it. */
    amountCents: integer('amount_cents').notNull(),
    reason: text('reason').notNull(),
    requestedBy: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
    requestedAs: text('requested_as').$type<'admin' | 'team'>().notNull(),
    provider: text('provider').$type<PaymentProvider>(),
    providerRefundId: text('provider_refund_id'),
    status: text('status').$type<RefundStatus>().notNull().default('requested'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('refund_requests_sponsorship_idx').on(t.sponsorshipId),
    index('refund_requests_donation_idx').on(t.donationId),
    check('refund_requests_one_source_check', sql`(${t.sponsorshipId} is null) <> (${t.donationId} is null)`),
    check('refund_requests_status_check', oneOf(t.status, REFUND_STATUSES)),
    check('refund_requests_requested_as_check', sql`${t.requestedAs} in ('admin', 'team')`),
    check('refund_requests_amount_check', sql`${t.amountCents} > 0`),
  ],
);

/**
 * A dispute the card issuer opened against a payment, as the provider last reported it (the newest report
 * wins). The ledger takes the amount from the team when it opens and gives it back if it is won.
 */
export const disputes = pgTable(
  'disputes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    provider: text('provider').$type<PaymentProvider>().notNull(),
    providerDisputeId: text('provider_dispute_id').notNull(),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'restrict' }),
    sponsorshipId: uuid('sponsorship_id').references(() => sponsorships.id, { onDelete: 'restrict' }),
    donationId: uuid('donation_id').references(() => playerDonations.id, { onDelete: 'restrict' }),
    amountCents: integer('amount_cents').notNull(),
    /** The issuer's reason, in the provider's words ('fraudulent', 'product_not_received'...). */
    reason: text('reason').notNull(),
    status: text('status').$type<DisputeStatus>().notNull(),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    reportedAt: timestamp('reported_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('disputes_provider_dispute_key').on(t.provider, t.providerDisputeId),
    // A card payment is disputed at most once (Stripe: one dispute per charge).
    uniqueIndex('disputes_sponsorship_key').on(t.sponsorshipId),
    uniqueIndex('disputes_donation_key').on(t.donationId),
    index('disputes_team_idx').on(t.teamId),
    index('disputes_open_idx').on(t.openedAt).where(sql`${t.closedAt} is null`),
    check('disputes_status_check', oneOf(t.status, DISPUTE_STATUSES)),
    check('disputes_provider_check', oneOf(t.provider, PAYMENT_PROVIDERS)),
    check('disputes_one_source_check', sql`(${t.sponsorshipId} is null) <> (${t.donationId} is null)`),
    check('disputes_amount_check', sql`${t.amountCents} > 0`),
  ],
);
