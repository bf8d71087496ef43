import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  CONTACT_TYPES,
  type ContactType,
  LISTED_STATUSES,
  NOT_SPECIFIED,
  TEAM_ROLE_VALUES,
  type TeamRole,
  VERIFICATION_STATUSES,
  type VerificationStatus,
} from '../../../shared/constants';
import { users } from './accounts';
import { createdAt, oneOf, updatedAt } from './helpers';
import { leagues } from './leagues';

/**
 * Listed on discovery: approved or verified (DECISIONS). Literal SQL, not bind parameters, so that the
 * planner can match it to the partial index below whatever plan it caches; queries use it as is.
 */
export const LISTED_TEAM = sql.raw(
  `"teams"."verification_status" in (${LISTED_STATUSES.map((status) => `'${status}'`).join(', ')})`,
);

/** What the discovery search box looks in, one line each; queries must use this same expression. */
export const TEAM_SEARCH_TEXT = sql.raw(
  `("teams"."name" || E'\\n' || coalesce("teams"."description", '') || E'\\n' || "teams"."location")`,
);

/**
 * A team: every field of spec part 1 section 3 and part 2 section 3. Money is integer cents.
 * Deleting the creating user deletes the team (and its roster, tiers, needs) unless the team has money
 * history (sponsorships, donations), whose RESTRICT keys then refuse the whole delete.
 */
export const teams = pgTable(
  'teams',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Unique, made from the name (DECISIONS); the {teamSlug} of player URLs, so it never changes. */
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    sport: text('sport').notNull().default(NOT_SPECIFIED),
    ageGroup: text('age_group').notNull().default(NOT_SPECIFIED),
    location: text('location').notNull().default(NOT_SPECIFIED),
    description: text('description'),
    contactEmail: text('contact_email').notNull(),
    /** Also called phone_number in the signup step and the roster view. */
    contactPhone: text('contact_phone'),
    coachName: text('coach_name').notNull(),
    coachBios: text('coach_bios'),
    teamSize: integer('team_size'),
    leagueName: text('league_name'),
    schoolDistrict: text('school_district'),
    teamAchievements: text('team_achievements'),
    taxExemptStatus: boolean('tax_exempt_status').notNull().default(false),
    /** The exemption's legal name and EIN ('12-3456789'), printed on receipts while the team is exempt. */
    legalName: text('legal_name'),
    ein: text('ein'),
    seasonStartDate: date('season_start_date'),
    seasonEndDate: date('season_end_date'),
    partnershipTimeline: text('partnership_timeline'),
    /** One of BUDGET_RANGES (display text). */
    budgetRange: text('budget_range'),
    budgetMinCents: integer('budget_min_cents'),
    budgetMaxCents: integer('budget_max_cents'),
    /** The team's overall season target (progress on the team's pages); optional. */
    fundraisingGoalCents: integer('fundraising_goal_cents'),
    partnershipTypes: text('partnership_types').array().notNull().default(sql`'{}'::text[]`),
    teamOfferings: text('team_offerings').array().notNull().default(sql`'{}'::text[]`),
    existingSponsors: text('existing_sponsors').array().notNull().default(sql`'{}'::text[]`),
    socialMediaHandles: jsonb('social_media_handles').$type<Record<string, string>>().notNull().default({}),
    primaryGoal: text('primary_goal'),
    fundraisingGoals: text('fundraising_goals'),
    specialEvents: text('special_events'),
    seasonGoals: text('season_goals'),
    practiceSchedule: text('practice_schedule'),
    coachingStaff: text('coaching_staff'),
    /** The team chose to show its players' leaderboard on the public player pages. */
    leaderboardPublic: boolean('leaderboard_public').notNull().default(false),
    verificationStatus: text('verification_status').$type<VerificationStatus>().notNull().default('pending'),
    /**
     * First time an admin approved the team. Publishing needs that approval once (DECISIONS): without it
     * Publish submits for review (under_review); with it the toggle moves between approved and pending.
     */
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The role chosen at signup (TEAM_ROLES). */
    userRole: text('user_role').$type<TeamRole>(),
    signupStep: integer('signup_step').notNull().default(1),
    /**
     * Its owner deleted their account while the team had money history (decision 0044): kept for the books,
     * off every public page and unlisted for good.
     */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /** When its owner was last told a business was refused by the Free plan's sponsor limit (weekly at most). */
    planLimitNotifiedAt: timestamp('plan_limit_notified_at', { withTimezone: true }),
    /** Existed before plans were enforced and has not been told yet (decision 0047; migration 0030 sets it). */
    planNoticeDue: boolean('plan_notice_due').notNull().default(false),
    /** The league the team joined (its coach accepted the invitation); the team stays its coach's. */
    leagueId: uuid('league_id').references(() => leagues.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('teams_slug_key').on(t.slug),
    // Not unique: the League Plan manages several teams from one account.
    index('teams_created_by_idx').on(t.createdBy),
    index('teams_status_created_idx').on(t.verificationStatus, t.createdAt.desc()),
    // The admin's All Teams, newest first whatever the status: a page reads 50 index entries, not the table.
    index('teams_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // Discovery's order over listed teams only: page 1 reads 24 index entries, the count reads the index alone.
    index('teams_listed_created_idx')
      .on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(LISTED_TEAM),
    // The search box's ILIKE '%text%' over name, description and location (pg_trgm, migration 0005).
    index('teams_search_trgm_idx').using('gin', sql`${TEAM_SEARCH_TEXT} gin_trgm_ops`),
    index('teams_sport_idx').on(t.sport),
    index('teams_league_idx').on(t.leagueId).where(sql`${t.leagueId} is not null`),
    index('teams_location_idx').on(sql`lower(${t.location})`),
    check('teams_slug_format', sql`${t.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
    check('teams_verification_status_check', oneOf(t.verificationStatus, VERIFICATION_STATUSES)),
    check('teams_user_role_check', oneOf(t.userRole, TEAM_ROLE_VALUES)),
    check('teams_team_size_check', sql`${t.teamSize} >= 1`),
    check('teams_signup_step_check', sql`${t.signupStep} >= 1`),
    check('teams_budget_min_check', sql`${t.budgetMinCents} >= 0`),
    check('teams_budget_max_check', sql`${t.budgetMaxCents} >= 0`),
    check('teams_budget_order_check', sql`${t.budgetMaxCents} >= ${t.budgetMinCents}`),
    check('teams_fundraising_goal_check', sql`${t.fundraisingGoalCents} >= 0`),
    check('teams_ein_check', sql`${t.ein} ~ '^[0-9]{2}-[0-9]{7}$'`),
    check('teams_season_order_check', sql`${t.seasonEndDate} >= ${t.seasonStartDate}`),
  ],
);

/**
 * Roster. url_slug = '{teams.slug}/{player_number}' (DECISIONS); player_number is the jersey number at
 * creation, or the team's next free number from PLAYER_SEQUENCE_START (see shared/slug.ts), and stays
 * when the player is edited, so shared links keep working.
 */
export const teamPlayers = pgTable(
  'team_players',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    /** The full name the coach sees: first_name and last_name joined (kept by the roster service). */
    playerName: text('player_name').notNull(),
    /** Public pages show first_name and the initial of last_name, never a guess from player_name. */
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    /** Migration 0011 could not split the old single name: the coach is asked to confirm it. */
    nameNeedsReview: boolean('name_needs_review').notNull().default(false),
    jerseyNumber: integer('jersey_number'),
    /** The {playerNumber} of /player/{teamSlug}/{playerNumber}; per-team sequence for players without a jersey. */
    playerNumber: integer('player_number').notNull(),
    urlSlug: text('url_slug').notNull(),
    parentName: text('parent_name'),
    parentEmail: text('parent_email'),
    /** The player's own goal shown as progress on the player page; optional. */
    fundraisingGoalCents: integer('fundraising_goal_cents'),
    /** Hidden at a parent's request: the public page answers like an unknown one. */
    pageHidden: boolean('page_hidden').notNull().default(false),
    /** When the team recorded a parent's consent to show the player's photo; no photo without it. */
    photoConsentAt: timestamp('photo_consent_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('team_players_url_slug_key').on(t.urlSlug),
    uniqueIndex('team_players_team_number_key').on(t.teamId, t.playerNumber),
    uniqueIndex('team_players_team_jersey_key')
      .on(t.teamId, t.jerseyNumber)
      .where(sql`${t.jerseyNumber} is not null`),
    check('team_players_jersey_number_check', sql`${t.jerseyNumber} >= 0`),
    check('team_players_player_number_check', sql`${t.playerNumber} >= 0`),
    check('team_players_goal_check', sql`${t.fundraisingGoalCents} >= 0`),
  ],
);

/** Fundraising contacts of a player (newest first on screen). */
export const playerContacts = pgTable(
  'player_contacts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    playerId: uuid('player_id')
      .notNull()
      .references(() => teamPlayers.id, { onDelete: 'cascade' }),
    contactName: text('contact_name').notNull(),
    contactEmail: text('contact_email').notNull(),
    contactType: text('contact_type').$type<ContactType>().notNull().default('donor'),
    notes: text('notes'),
    /** Set when the contact used the unsubscribe link of a fundraising email; no more mail goes to them. */
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('player_contacts_player_created_idx').on(t.playerId, t.createdAt.desc()),
    check('player_contacts_contact_type_check', oneOf(t.contactType, CONTACT_TYPES)),
  ],
);

/**
 * A parent's or guardian's request to take a player's page down or remove the child's data (issue 22;
 * docs/decisions/0043-family-requests.md): the coach answers it by due_at, or the page is hidden then.
 */
export const familyRequests = pgTable(
  'family_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    /** Set null once the player is removed; player_name keeps who it was about. */
    playerId: uuid('player_id').references(() => teamPlayers.id, { onDelete: 'set null' }),
    /** The public name ('Ava M.') when the request was made. */
    playerName: text('player_name').notNull(),
    requesterName: text('requester_name').notNull(),
    /** Lower-cased. */
    requesterEmail: text('requester_email').notNull(),
    kind: text('kind').$type<'hide_page' | 'remove_data'>().notNull(),
    message: text('message'),
    status: text('status').$type<'open' | 'done' | 'declined'>().notNull().default('open'),
    /** What was done: page_hidden, player_removed, declined, or auto_hidden (the deadline passed). */
    outcome: text('outcome'),
    /** The coach's words to the family, when declining or explaining. */
    response: text('response'),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('family_requests_team_created_idx').on(t.teamId, t.createdAt.desc()),
    index('family_requests_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('family_requests_open_due_idx').on(t.dueAt).where(sql`${t.status} = 'open'`),
    // One open request per family, player and kind: a second submit finds the first.
    uniqueIndex('family_requests_open_key')
      .on(t.playerId, t.requesterEmail, t.kind)
      .where(sql`${t.status} = 'open'`),
    check('family_requests_kind_check', sql`${t.kind} in ('hide_page', 'remove_data')`),
    check('family_requests_status_check', sql`${t.status} in ('open', 'done', 'declined')`),
  ],
);
