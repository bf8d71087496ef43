import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  EMAIL_ACTIONS,
  type EmailAction,
  MATCH_PARTIES,
  MATCH_STATUSES,
  type MatchParty,
  type MatchStatus,
} from '../../../shared/constants';
import { users } from './accounts';
import { businesses } from './business';
import { createdAt, oneOf, updatedAt } from './helpers';
import { sponsorshipTiers } from './money';
import { teams } from './teams';

/*
 * Introductions made by an admin. None of this is money, so it goes with the team or business it
 * belongs to (cascade): team -> team_needs -> matches -> offers -> email_tokens.
 */

/** What a team needs for a season; an admin's match points at one. */
export const teamNeeds = pgTable(
  'team_needs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    seasonStart: date('season_start'),
    seasonEnd: date('season_end'),
    goalAmountCents: integer('goal_amount_cents'),
    createdAt: createdAt(),
  },
  (t) => [
    index('team_needs_team_idx').on(t.teamId),
    check('team_needs_goal_check', sql`${t.goalAmountCents} >= 0`),
    check('team_needs_season_order_check', sql`${t.seasonEnd} >= ${t.seasonStart}`),
  ],
);

/**
 * A proposed partnership between a team (through its need) and a business.
 * PENDING_APPROVAL -> INTRO_SENT -> SPONSOR_APPROVED | TEAM_APPROVED -> APPROVED; REJECT -> REJECTED;
 * CHANGES -> CHANGES_REQUESTED (then a new offer version and INTRO_SENT again). DRAFT is never listed.
 */
export const matches = pgTable(
  'matches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    teamNeedId: uuid('team_need_id')
      .notNull()
      .references(() => teamNeeds.id, { onDelete: 'cascade' }),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    status: text('status').$type<MatchStatus>().notNull().default('DRAFT'),
    introSentAt: timestamp('intro_sent_at', { withTimezone: true }),
    sponsorApprovedAt: timestamp('sponsor_approved_at', { withTimezone: true }),
    teamApprovedAt: timestamp('team_approved_at', { withTimezone: true }),
    /** Both parties approved. */
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    rejectedAt: timestamp('rejected_at', { withTimezone: true }),
    rejectedBy: text('rejected_by').$type<MatchParty>(),
    changesRequestedAt: timestamp('changes_requested_at', { withTimezone: true }),
    changesRequestedBy: text('changes_requested_by').$type<MatchParty>(),
    /** The comment of the latest CHANGES request. */
    changeComment: text('change_comment'),
    /** The admin who made the match. */
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('matches_team_need_idx').on(t.teamNeedId),
    index('matches_business_idx').on(t.businessId),
    index('matches_status_created_idx').on(t.status, t.createdAt.desc()),
    check('matches_status_check', oneOf(t.status, MATCH_STATUSES)),
    check('matches_rejected_by_check', oneOf(t.rejectedBy, MATCH_PARTIES)),
    check('matches_changes_requested_by_check', oneOf(t.changesRequestedBy, MATCH_PARTIES)),
  ],
);

/** The terms of a match; a change request leads to a new version. */
export const offers = pgTable(
  'offers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    matchId: uuid('match_id')
      .notNull()
      .references(() => matches.id, { onDelete: 'cascade' }),
    version: integer('version').notNull().default(1),
    amountCents: integer('amount_cents').notNull(),
    /** As shown in emails and panels, e.g. '$1,500'. */
    amountDisplay: text('amount_display').notNull(),
    summary: text('summary'),
    /** The tier offered, or null for a custom amount; set null if the team deletes the tier. */
    tierId: uuid('tier_id').references(() => sponsorshipTiers.id, { onDelete: 'set null' }),
    /** The tier's name when the offer was made, or 'Custom'. */
    tierSelected: text('tier_selected').notNull().default('Custom'),
    deliverables: text('deliverables').array().notNull().default(sql`'{}'::text[]`),
    seasonStart: date('season_start'),
    seasonEnd: date('season_end'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    // Also serves every lookup of a match's offers.
    uniqueIndex('offers_match_version_key').on(t.matchId, t.version),
    index('offers_tier_idx').on(t.tierId),
    check('offers_version_check', sql`${t.version} >= 1`),
    check('offers_amount_check', sql`${t.amountCents} >= 0`),
    check('offers_season_order_check', sql`${t.seasonEnd} >= ${t.seasonStart}`),
  ],
);

/**
 * The ACCEPT / REJECT / CHANGES links of one party for one offer version. Only a keyed hash of the token
 * is stored; a token is spent by one atomic update of used_at, and using one spends that party's other
 * links for the same offer (same offer_id and party).
 */
export const emailTokens = pgTable(
  'email_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull(),
    matchId: uuid('match_id')
      .notNull()
      .references(() => matches.id, { onDelete: 'cascade' }),
    offerId: uuid('offer_id')
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    party: text('party').$type<MatchParty>().notNull(),
    action: text('action').$type<EmailAction>().notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('email_tokens_hash_key').on(t.tokenHash),
    index('email_tokens_offer_party_idx').on(t.offerId, t.party),
    index('email_tokens_match_idx').on(t.matchId),
    check('email_tokens_party_check', oneOf(t.party, MATCH_PARTIES)),
    check('email_tokens_action_check', oneOf(t.action, EMAIL_ACTIONS)),
  ],
);
