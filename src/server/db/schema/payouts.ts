import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { PAYMENT_PROVIDERS, type PaymentProvider } from '../../../shared/constants';
import { createdAt, oneOf } from './helpers';
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
