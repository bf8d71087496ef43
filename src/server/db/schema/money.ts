import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
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
import {
  DONATION,
  DONATION_STATUSES,
  type DonationStatus,
  MANUAL_SPONSOR_LIMITS,
  MESSAGE_SENDER_TYPES,
  type MessageSenderType,
  PAYMENT_PROVIDERS,
  PAYMENT_STATUSES,
  type PaymentProvider,
  type PaymentStatus,
  SPONSORSHIP_STATUSES,
  type SponsorshipStatus,
} from '../../../shared/constants';
import { users } from './accounts';
import { businesses } from './business';
import { createdAt, oneOf, updatedAt } from './helpers';
import { leagueSponsorships } from './league-sponsorships';
import { teamPlayers, teams } from './teams';

/*
 * Delete rules for money history: sponsorships and player donations RESTRICT the deletion of the team or
 * business they belong to, so paid money never vanishes with a profile. A tier or a player may still be
 * deleted by the team: the sponsorship or donation keeps its own copy of what it showed (tier_name and
 * tier_benefits, player_name) and its key is set to null.
 */

/** A team's sponsorship packages (Bronze, Silver, Gold or custom), listed by amount ascending. */
export const sponsorshipTiers = pgTable(
  'sponsorship_tiers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description'),
    amount: integer('amount').notNull(),
    benefits: text('benefits').array().notNull().default(sql`'{}'::text[]`),
    /** One of LOGO_PLACEMENTS. */
    logoPlacement: text('logo_placement'),
    availableSpots: integer('available_spots').notNull().default(1),
    /** Paid sponsorships plus open checkouts (a checkout reserves its spot; DECISIONS). */
    takenSpots: integer('taken_spots').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('sponsorship_tiers_team_amount_idx').on(t.teamId, t.amount),
    check('sponsorship_tiers_amount_check', sql`${t.amount} >= 0`),
    check('sponsorship_tiers_available_check', sql`${t.availableSpots} >= 0`),
    check('sponsorship_tiers_taken_check', sql`${t.takenSpots} >= 0`),
    check('sponsorship_tiers_spots_check', sql`${t.takenSpots} <= ${t.availableSpots}`),
  ],
);

/**
 * A business's sponsorship of a team, paid through the payment provider.
 * status: pending (checkout open) -> active (paid) -> completed (contract ended); cancelled.
 * payment_status: pending -> paid | failed.
 */
export const sponsorships = pgTable(
  'sponsorships',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'restrict' }),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'restrict' }),
    /** Set null when the team deletes the tier; tier_name and tier_benefits keep what was bought. */
    tierId: uuid('tier_id').references(() => sponsorshipTiers.id, { onDelete: 'set null' }),
    tierName: text('tier_name'),
    /** The player whose page the business came from: the leaderboard and reports credit them. */
    creditedPlayerId: uuid('credited_player_id').references(() => teamPlayers.id, { onDelete: 'set null' }),
    tierBenefits: text('tier_benefits').array().notNull().default(sql`'{}'::text[]`),
    amount: integer('amount').notNull(),
    /** The platform's fee rate shown before the business paid (shared/fees.ts); 0 before fees existed. */
    platformFeeBps: integer('platform_fee_bps').notNull().default(0),
    status: text('status').$type<SponsorshipStatus>().notNull().default('pending'),
    paymentStatus: text('payment_status').$type<PaymentStatus>().notNull().default('pending'),
    /** The team's season when set; both null reads 'TBD'. */
    contractStartDate: date('contract_start_date'),
    contractEndDate: date('contract_end_date'),
    /** The team's thank-you note, printed on the sponsor's report. */
    thankYouNote: text('thank_you_note'),
    provider: text('provider').$type<PaymentProvider>(),
    /** The provider's checkout session id (the spec's stripe_session_id). */
    paymentSessionId: text('payment_session_id'),
    /** The provider's id of the payment itself (Stripe payment intent), to match refunds. */
    providerPaymentId: text('provider_payment_id'),
    /** While pending: when the checkout's spot reservation lapses and the spot goes back to the tier. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** This team's share of a league sponsorship: paid by the league's one charge, not a checkout of its own. */
    leagueSponsorshipId: uuid('league_sponsorship_id').references(() => leagueSponsorships.id, {
      onDelete: 'restrict',
    }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('sponsorships_league_sponsorship_idx')
      .on(t.leagueSponsorshipId)
      .where(sql`${t.leagueSponsorshipId} is not null`),
    uniqueIndex('sponsorships_payment_session_key').on(t.paymentSessionId),
    uniqueIndex('sponsorships_provider_payment_key').on(t.providerPaymentId),
    index('sponsorships_team_created_idx').on(t.teamId, t.createdAt.desc()),
    index('sponsorships_business_created_idx').on(t.businessId, t.createdAt.desc()),
    index('sponsorships_tier_idx').on(t.tierId),
    index('sponsorships_credited_player_idx').on(t.creditedPlayerId),
    index('sponsorships_pending_expiry_idx').on(t.expiresAt).where(sql`${t.status} = 'pending'`),
    // The admin's payments, newest first (features/admin/payments.ts).
    index('sponsorships_paid_idx').on(t.paidAt.desc(), t.id.desc()).where(sql`${t.paidAt} is not null`),
    // One open checkout per business per tier, whatever the concurrency: nobody hoards a tier's spots.
    uniqueIndex('sponsorships_one_pending_per_tier_key')
      .on(t.businessId, t.tierId)
      .where(sql`${t.status} = 'pending'`),
    check('sponsorships_amount_check', sql`${t.amount} >= 0`),
    check('sponsorships_platform_fee_bps_check', sql`${t.platformFeeBps} between 0 and 10000`),
    check('sponsorships_status_check', oneOf(t.status, SPONSORSHIP_STATUSES)),
    check('sponsorships_payment_status_check', oneOf(t.paymentStatus, PAYMENT_STATUSES)),
    check('sponsorships_provider_check', oneOf(t.provider, PAYMENT_PROVIDERS)),
    check('sponsorships_contract_order_check', sql`${t.contractEndDate} >= ${t.contractStartDate}`),
  ],
);

/** A sponsorship's message thread between the business and the team (DECISIONS: both sides write). */
export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sponsorshipId: uuid('sponsorship_id')
      .notNull()
      .references(() => sponsorships.id, { onDelete: 'cascade' }),
    /** Null once the author's account is deleted; the message stays in the thread. */
    senderId: uuid('sender_id').references(() => users.id, { onDelete: 'set null' }),
    senderType: text('sender_type').$type<MessageSenderType>().notNull(),
    message: text('message').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('messages_sponsorship_created_idx').on(t.sponsorshipId, t.createdAt),
    index('messages_sender_idx').on(t.senderId),
    check('messages_sender_type_check', oneOf(t.senderType, MESSAGE_SENDER_TYPES)),
    check('messages_not_blank', sql`btrim(${t.message}) <> ''`),
  ],
);

/** A team refuses messages from a business; the admin sees each block in the security log. */
export const teamBusinessBlocks = pgTable(
  'team_business_blocks',
  {
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    blockedBy: uuid('blocked_by').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.teamId, t.businessId] }),
    index('team_business_blocks_business_idx').on(t.businessId),
  ],
);

/**
 * Sponsors a team records by hand (paid outside the platform). They count in Total Raised, but the team
 * adds and deletes them itself, so they go with the team (cascade).
 */
export const manualSponsors = pgTable(
  'manual_sponsors',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    companyName: text('company_name').notNull(),
    companyAddress: text('company_address').notNull(),
    /** One of COMPANY_TYPES. */
    companyType: text('company_type').notNull(),
    contactName: text('contact_name').notNull(),
    contactEmail: text('contact_email').notNull(),
    contactPhone: text('contact_phone'),
    amountSponsored: integer('amount_sponsored').notNull(),
    sponsorshipGoals: text('sponsorship_goals').array().notNull().default(sql`'{}'::text[]`),
    promotionDetails: text('promotion_details'),
    /** instagram, facebook, youtube, twitter, linkedin (MANUAL_SPONSOR_SOCIAL_NETWORKS); optional. */
    socialMediaHandles: jsonb('social_media_handles').$type<Record<string, string>>(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('manual_sponsors_team_created_idx').on(t.teamId, t.createdAt.desc()),
    check(
      'manual_sponsors_amount_check',
      sql`${t.amountSponsored} >= ${sql.raw(String(MANUAL_SPONSOR_LIMITS.minAmountCents))}`,
    ),
    check('manual_sponsors_goals_check', sql`cardinality(${t.sponsorshipGoals}) >= 1`),
  ],
);

/**
 * A payment to a player: a one-time donation, or one month of a monthly donation. The first month's row
 * carries the subscription (subscription_id, cancel link, cancelled_at, next_renewal_at); each renewal is a
 * new row pointing at it through renews_donation_id, so Total Raised is the sum of succeeded rows.
 */
export const playerDonations = pgTable(
  'player_donations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Set null if the team removes the player; player_name keeps who it was for. */
    playerId: uuid('player_id').references(() => teamPlayers.id, { onDelete: 'set null' }),
    playerName: text('player_name').notNull(),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'restrict' }),
    /** The gift: what the player's progress counts. */
    amount: integer('amount').notNull(),
    /** The platform's fee rate shown before the donor paid (shared/fees.ts); 0 before fees existed. */
    platformFeeBps: integer('platform_fee_bps').notNull().default(0),
    /** What the donor added to cover the fees; charged = amount + covered_fees (each month alike). */
    coveredFees: integer('covered_fees').notNull().default(0),
    isRecurring: boolean('is_recurring').notNull().default(false),
    donorName: text('donor_name'),
    donorEmail: text('donor_email'),
    /** Whether the donor's name may be shown on the public player page. */
    showName: boolean('show_name').notNull().default(false),
    status: text('status').$type<DonationStatus>().notNull().default('pending'),
    provider: text('provider').$type<PaymentProvider>(),
    /** The provider's checkout session id; null on renewal rows. */
    paymentSessionId: text('payment_session_id'),
    /** The provider's id of this payment (Stripe invoice for renewals): a repeated event records it once. */
    providerPaymentId: text('provider_payment_id'),
    /** The provider's subscription id of a monthly donation (on the first row and its renewals). */
    subscriptionId: text('subscription_id'),
    /** A renewal row: the monthly donation's first row. */
    renewsDonationId: uuid('renews_donation_id').references((): AnyPgColumn => playerDonations.id, {
      onDelete: 'restrict',
    }),
    /** First row of a monthly donation: keyed hash of the cancel link's token in the receipt email. */
    cancelTokenHash: text('cancel_token_hash'),
    /** First row of a monthly donation: when the donor cancelled; no renewals after it. */
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** First row of an active monthly donation: when the next month is due (the sandbox provider renews by it). */
    nextRenewalAt: timestamp('next_renewal_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** When the provider returned this payment in full (status 'refunded'). */
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    /** First row of a monthly donation: a later month's charge failed and the provider is retrying. */
    paymentFailedAt: timestamp('payment_failed_at', { withTimezone: true }),
    /** First row of a monthly donation: the donor paused it from their giving page; no months until resumed. */
    pausedAt: timestamp('paused_at', { withTimezone: true }),
    /**
     * First row of a monthly donation whose donor changed the amount: what each later month gives, and what
     * it adds to cover the fees. Null: the first payment's amount and covered fees.
     */
    renewalAmount: integer('renewal_amount'),
    renewalCoveredFees: integer('renewal_covered_fees'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('player_donations_payment_session_key').on(t.paymentSessionId),
    uniqueIndex('player_donations_provider_payment_key').on(t.providerPaymentId),
    // The indexes of columns most rows leave empty hold only the rows that fill them: a one-time gift is
    // written into 8 of the 12 indexes (11 before), and into 7 once its player is removed (set null).
    uniqueIndex('player_donations_cancel_token_key')
      .on(t.cancelTokenHash)
      .where(sql`${t.cancelTokenHash} is not null`),
    index('player_donations_player_idx').on(t.playerId).where(sql`${t.playerId} is not null`),
    index('player_donations_team_status_idx').on(t.teamId, t.status),
    // The coach's list of gifts, newest first (features/team-dashboard/gifts.ts).
    index('player_donations_team_created_idx').on(t.teamId, t.createdAt.desc(), t.id.desc()),
    index('player_donations_subscription_idx')
      .on(t.subscriptionId)
      .where(sql`${t.subscriptionId} is not null`),
    // The admin's payments, newest first (features/admin/payments.ts).
    index('player_donations_paid_idx')
      .on(sql`(coalesce(${t.paidAt}, ${t.createdAt})) desc`, t.id.desc())
      .where(sql`${t.status} in ('succeeded', 'refunded')`),
    index('player_donations_renews_idx').on(t.renewsDonationId).where(sql`${t.renewsDonationId} is not null`),
    // A donor's own gifts, by the address they gave with (an account's data export).
    index('player_donations_donor_email_idx').on(sql`lower(${t.donorEmail})`),
    index('player_donations_renewal_due_idx')
      .on(t.nextRenewalAt)
      .where(sql`${t.nextRenewalAt} is not null and ${t.cancelledAt} is null`),
    check(
      'player_donations_amount_check',
      sql`${t.amount} > 0 and ${t.amount} <= ${sql.raw(String(DONATION.maxCents))}`,
    ),
    check('player_donations_status_check', oneOf(t.status, DONATION_STATUSES)),
    check('player_donations_platform_fee_bps_check', sql`${t.platformFeeBps} between 0 and 10000`),
    check('player_donations_covered_fees_check', sql`${t.coveredFees} >= 0`),
    check('player_donations_provider_check', oneOf(t.provider, PAYMENT_PROVIDERS)),
  ],
);

/**
 * The donor's own page (issue 22): a sign-in link mailed to the address gifts were made from ('link',
 * single-use, an hour), and the browser session it opens ('session'). Only keyed hashes are stored.
 */
export const donorTokens = pgTable(
  'donor_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull(),
    kind: text('kind').$type<'link' | 'session'>().notNull(),
    /** Lower-cased: the address the gifts were made from. */
    email: text('email').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('donor_tokens_hash_key').on(t.tokenHash),
    index('donor_tokens_email_idx').on(t.email),
    check('donor_tokens_kind_check', sql`${t.kind} in ('link', 'session')`),
  ],
);
