import { sql } from 'drizzle-orm';
import { check, date, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { SeasonReport } from '../../../shared/schemas/season-report';
import { users } from './accounts';
import { businesses } from './business';
import { createdAt, oneOf } from './helpers';
import { sponsorships, sponsorshipTiers } from './money';
import { teams } from './teams';

/**
 * A season the team rolled over. The current season stays on teams.season_start_date/_end_date; a past
 * season keeps the report as it stood when it closed (every sponsor and donation, the totals), so it stays
 * readable however the roster and tiers change afterwards. One row per (team, end): the database refuses a
 * second archive of the same season.
 */
export const teamSeasons = pgTable(
  'team_seasons',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    /** Null when the team had no season dates: the season then ran from the team's start. */
    startDate: date('start_date'),
    endDate: date('end_date').notNull(),
    report: jsonb('report').$type<SeasonReport>().notNull(),
    archivedBy: uuid('archived_by').references(() => users.id, { onDelete: 'set null' }),
    archivedAt: timestamp('archived_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('team_seasons_team_end_key').on(t.teamId, t.endDate),
    check('team_seasons_order_check', sql`${t.endDate} >= ${t.startDate}`),
  ],
);

export const TIER_HOLD_REASONS = ['renewal', 'waitlist'] as const;
export type TierHoldReason = (typeof TIER_HOLD_REASONS)[number];

/**
 * A spot of a tier kept for one business (last season's sponsor: 14 days; the first on the waitlist:
 * 48 hours). A hold counts against the tier's spots for everyone else while it is live: not expired, not
 * released, and not turned into a checkout that still holds its own spot (sponsorship pending, active or
 * completed). If the holder's checkout lapses, the hold is live again until it expires.
 */
export const tierHolds = pgTable(
  'tier_holds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tierId: uuid('tier_id')
      .notNull()
      .references(() => sponsorshipTiers.id, { onDelete: 'cascade' }),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    reason: text('reason').$type<TierHoldReason>().notNull(),
    /** Keyed hash of the email link's token (/renew/{token}). */
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** The holder's latest checkout of the tier. */
    sponsorshipId: uuid('sponsorship_id').references(() => sponsorships.id, { onDelete: 'set null' }),
    /** Ended early: the next rollover replaces last season's holds. */
    releasedAt: timestamp('released_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('tier_holds_token_key').on(t.tokenHash),
    index('tier_holds_tier_live_idx').on(t.tierId, t.expiresAt).where(sql`${t.releasedAt} is null`),
    index('tier_holds_business_idx').on(t.businessId),
    index('tier_holds_sponsorship_idx').on(t.sponsorshipId),
    check('tier_holds_reason_check', oneOf(t.reason, TIER_HOLD_REASONS)),
  ],
);

/**
 * Businesses waiting for a spot of a sold-out tier, first come first served. notified_at is set when a
 * spot was held for the business (and it was emailed); joining again puts it back at the end of the line.
 */
export const tierWaitlist = pgTable(
  'tier_waitlist',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tierId: uuid('tier_id')
      .notNull()
      .references(() => sponsorshipTiers.id, { onDelete: 'cascade' }),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
    holdId: uuid('hold_id').references(() => tierHolds.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('tier_waitlist_tier_business_key').on(t.tierId, t.businessId),
    index('tier_waitlist_waiting_idx').on(t.tierId, t.joinedAt).where(sql`${t.notifiedAt} is null`),
    index('tier_waitlist_business_idx').on(t.businessId),
  ],
);
