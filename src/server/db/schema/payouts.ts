import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
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
import {
  PAYOUT_STATUSES,
  type PayoutStatus,
  TRANSFER_STATUSES,
  type TransferStatus,
} from '../../../shared/schemas/payouts';
import { createdAt, oneOf, updatedAt } from './helpers';
import { playerDonations, sponsorships } from './money';
import { teams } from './teams';

/**
 * A team's payout account at the provider (a Stripe Connect Express account, or the sandbox's), one per
 * team, with its state as the provider last reported it (its account events; decision 0032).
 */
export const payoutAccounts = pgTable(
  'payout_accounts',
  {
    teamId: uuid('team_id')
      .primaryKey()
      .references(() => teams.id, { onDelete: 'restrict' }),
    provider: text('provider').$type<PaymentProvider>().notNull(),
    accountId: text('account_id').notNull(),
    detailsSubmitted: boolean('details_submitted').notNull().default(false),
    chargesEnabled: boolean('charges_enabled').notNull().default(false),
    payoutsEnabled: boolean('payouts_enabled').notNull().default(false),
    requirementsDue: text('requirements_due').array().notNull().default(sql`'{}'::text[]`),
    disabledReason: text('disabled_reason'),
    /** When the provider's report this state comes from was made: an older report changes nothing. */
    reportedAt: timestamp('reported_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('payout_accounts_account_key').on(t.provider, t.accountId),
    index('payout_accounts_payouts_idx').on(t.payoutsEnabled),
    check('payout_accounts_provider_check', oneOf(t.provider, PAYMENT_PROVIDERS)),
  ],
);

/**
 * A payout from a team's account to its bank, as the provider reports it (Stripe pays out on the account's
 * schedule; the sandbox's payout round stands in for it). The newest report wins, like an account's.
 */
export const payouts = pgTable(
  'payouts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'restrict' }),
    provider: text('provider').$type<PaymentProvider>().notNull(),
    accountId: text('account_id').notNull(),
    providerPayoutId: text('provider_payout_id').notNull(),
    amountCents: integer('amount_cents').notNull(),
    status: text('status').$type<PayoutStatus>().notNull(),
    /** When the bank is expected to have it (Stripe's arrival_date), or had it once paid. */
    arrivalDate: timestamp('arrival_date', { withTimezone: true }).notNull(),
    failureMessage: text('failure_message'),
    /** When the provider made the report this row holds. */
    reportedAt: timestamp('reported_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('payouts_provider_payout_key').on(t.provider, t.providerPayoutId),
    index('payouts_team_arrival_idx').on(t.teamId, t.arrivalDate.desc(), t.id.desc()),
    check('payouts_status_check', oneOf(t.status, PAYOUT_STATUSES)),
    check('payouts_provider_check', oneOf(t.provider, PAYMENT_PROVIDERS)),
    check('payouts_amount_check', sql`${t.amountCents} >= 0`),
  ],
);

/**
 * What one payment earned a team, moved from the platform to the team's payout account (separate charges
 * and transfers, decision 0035): one row per payment, claimed before the provider is asked, so of two
 * rounds or two instances only one transfers it, and a retry asks again under the same idempotency key.
 */
export const transfers = pgTable(
  'transfers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'restrict' }),
    sponsorshipId: uuid('sponsorship_id').references(() => sponsorships.id, { onDelete: 'restrict' }),
    donationId: uuid('donation_id').references(() => playerDonations.id, { onDelete: 'restrict' }),
    /** The payment's net for the team when it was claimed: the charge less card processing and our fee. */
    amountCents: integer('amount_cents').notNull(),
    provider: text('provider').$type<PaymentProvider>().notNull(),
    accountId: text('account_id').notNull(),
    status: text('status').$type<TransferStatus>().notNull().default('requested'),
    providerTransferId: text('provider_transfer_id'),
    /** The transfer as the team's account knows it (Stripe's py_…): how a payout names what it contains. */
    destinationPaymentId: text('destination_payment_id'),
    /** When the money may be paid out of the team's account. */
    availableOn: timestamp('available_on', { withTimezone: true }),
    payoutId: uuid('payout_id').references((): AnyPgColumn => payouts.id, { onDelete: 'set null' }),
    /**
     * The payment was refunded after the transfer: the provider took the transfer back, in whole or in part
     * (its reversals; the id and time are the latest one's, the ledger has each).
     */
    reversalId: text('reversal_id'),
    reversedAt: timestamp('reversed_at', { withTimezone: true }),
    reversedCents: integer('reversed_cents').notNull().default(0),
    failureMessage: text('failure_message'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('transfers_sponsorship_key').on(t.sponsorshipId),
    uniqueIndex('transfers_donation_key').on(t.donationId),
    uniqueIndex('transfers_destination_payment_key').on(t.provider, t.destinationPaymentId),
    index('transfers_team_idx').on(t.teamId, t.status),
    index('transfers_payout_idx').on(t.payoutId),
    // The rounds' work: transfers still to send.
    index('transfers_unsent_idx').on(t.createdAt).where(sql`${t.status} in ('requested', 'failed')`),
    check('transfers_one_source_check', sql`(${t.sponsorshipId} is null) <> (${t.donationId} is null)`),
    check('transfers_status_check', oneOf(t.status, TRANSFER_STATUSES)),
    check('transfers_provider_check', oneOf(t.provider, PAYMENT_PROVIDERS)),
    check('transfers_amount_check', sql`${t.amountCents} > 0`),
    check('transfers_reversed_check', sql`${t.reversedCents} between 0 and ${t.amountCents}`),
  ],
);
