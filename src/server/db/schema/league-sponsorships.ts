import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import {
  PAYMENT_PROVIDERS,
  PAYMENT_STATUSES,
  type PaymentProvider,
  type PaymentStatus,
} from '../../../shared/constants';
import { businesses } from './business';
import { createdAt, oneOf, updatedAt } from './helpers';
import { leagues } from './leagues';

/** A league's sponsorship packages, bought once for every member team (decision 0059). */
export const leagueTiers = pgTable(
  'league_tiers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    leagueId: uuid('league_id')
      .notNull()
      .references(() => leagues.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description'),
    amount: integer('amount').notNull(),
    benefits: text('benefits').array().notNull().default(sql`'{}'::text[]`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('league_tiers_league_amount_idx').on(t.leagueId, t.amount),
    check('league_tiers_amount_check', sql`${t.amount} > 0`),
  ],
);

export const LEAGUE_SPONSORSHIP_STATUSES = ['pending', 'active', 'cancelled'] as const;
export type LeagueSponsorshipStatus = (typeof LEAGUE_SPONSORSHIP_STATUSES)[number];

/**
 * One payment by a business for a league tier. Once paid it is split into one sponsorship per team it
 * named at checkout (sponsorships.league_sponsorship_id), each the team's own for its dashboard, ledger,
 * transfer and fulfilment. status: pending (checkout open) -> active (paid) | cancelled.
 */
export const leagueSponsorships = pgTable(
  'league_sponsorships',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Set null if the league is deleted; league_name keeps what was bought. */
    leagueId: uuid('league_id').references(() => leagues.id, { onDelete: 'set null' }),
    leagueName: text('league_name').notNull(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'restrict' }),
    tierId: uuid('tier_id').references(() => leagueTiers.id, { onDelete: 'set null' }),
    tierName: text('tier_name').notNull(),
    tierBenefits: text('tier_benefits').array().notNull().default(sql`'{}'::text[]`),
    amount: integer('amount').notNull(),
    platformFeeBps: integer('platform_fee_bps').notNull(),
    /** The member teams the payment is split among, fixed when the business pressed. */
    teamIds: uuid('team_ids').array().notNull(),
    status: text('status').$type<LeagueSponsorshipStatus>().notNull().default('pending'),
    paymentStatus: text('payment_status').$type<PaymentStatus>().notNull().default('pending'),
    provider: text('provider').$type<PaymentProvider>().notNull(),
    paymentSessionId: text('payment_session_id'),
    providerPaymentId: text('provider_payment_id'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('league_sponsorships_payment_session_key').on(t.paymentSessionId),
    uniqueIndex('league_sponsorships_provider_payment_key').on(t.providerPaymentId),
    index('league_sponsorships_league_idx').on(t.leagueId, t.createdAt.desc()),
    index('league_sponsorships_business_idx').on(t.businessId, t.createdAt.desc()),
    // One open checkout per business per tier: starting again replaces it.
    uniqueIndex('league_sponsorships_one_pending_key')
      .on(t.businessId, t.tierId)
      .where(sql`${t.status} = 'pending'`),
    check('league_sponsorships_amount_check', sql`${t.amount} > 0`),
    check('league_sponsorships_teams_check', sql`cardinality(${t.teamIds}) >= 1`),
    check('league_sponsorships_fee_check', sql`${t.platformFeeBps} between 0 and 10000`),
    check('league_sponsorships_status_check', oneOf(t.status, LEAGUE_SPONSORSHIP_STATUSES)),
    check('league_sponsorships_payment_status_check', oneOf(t.paymentStatus, PAYMENT_STATUSES)),
    check('league_sponsorships_provider_check', oneOf(t.provider, PAYMENT_PROVIDERS)),
  ],
);
