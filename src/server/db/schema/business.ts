import { sql } from 'drizzle-orm';
import {
  boolean,
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
import {
  BUSINESS_TYPES,
  type BusinessType,
  PRIMARY_GOAL_VALUES,
  type PrimaryGoal,
  VERIFICATION_STATUSES,
  type VerificationStatus,
} from '../../../shared/constants';
import { users } from './accounts';
import { createdAt, oneOf, updatedAt } from './helpers';

const textList = (name: string) => text(name).array().notNull().default(sql`'{}'::text[]`);

/**
 * A sponsoring business: every field of spec part 2 section 3. Lists are text[], money is integer cents.
 * One business per account (the spec reads it as a single row by created_by), so created_by is unique.
 */
export const businesses = pgTable(
  'businesses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // Step 2: business details.
    businessName: text('business_name').notNull(),
    businessType: text('business_type').$type<BusinessType>().notNull(),
    /** One of INDUSTRIES (the profile editor). */
    industry: text('industry'),
    numberOfLocations: integer('number_of_locations').notNull().default(1),
    numberOfEmployees: integer('number_of_employees'),
    yearsInBusiness: integer('years_in_business').notNull().default(0),
    primaryGoal: text('primary_goal').$type<PrimaryGoal>().notNull(),
    // Contact (step 1 account data, copied here).
    contactName: text('contact_name').notNull(),
    contactTitle: text('contact_title'),
    businessEmail: text('business_email').notNull(),
    phoneNumber: text('phone_number').notNull(),
    // Step 3: business profile.
    businessAddress: text('business_address').notNull(),
    serviceArea: text('service_area'),
    websiteUrl: text('website_url'),
    businessDescription: text('business_description').notNull(),
    primaryProductsServices: text('primary_products_services').notNull(),
    operatingHours: text('operating_hours'),
    /** facebook, instagram, twitter, linkedin (BUSINESS_SOCIAL_NETWORKS); blank ones left out. */
    socialMediaHandles: jsonb('social_media_handles').$type<Record<string, string>>().notNull().default({}),
    // Step 4: sponsorship preferences.
    previousSponsorshipExperience: boolean('previous_sponsorship_experience').notNull().default(false),
    partnershipTypes: textList('partnership_types'),
    sponsorshipCategories: textList('sponsorship_categories'),
    annualBudgetMinCents: integer('annual_budget_min_cents').notNull().default(0),
    annualBudgetMaxCents: integer('annual_budget_max_cents'),
    preferredAmountPerTeamCents: integer('preferred_amount_per_team_cents'),
    /** One of DURATION_PREFERENCES. */
    seasonalVsYearround: text('seasonal_vs_yearround'),
    maxTeamsSupported: integer('max_teams_supported'),
    geographicRadius: text('geographic_radius'),
    // Step 5: targeting and matching.
    preferredAgeGroups: textList('preferred_age_groups'),
    preferredSports: textList('preferred_sports'),
    preferredTeamSizes: textList('preferred_team_sizes'),
    competitiveLevelPreference: textList('competitive_level_preference'),
    partnershipGoals: textList('partnership_goals'),
    logoPlacementPreferences: textList('logo_placement_preferences'),
    eventParticipationInterest: boolean('event_participation_interest').notNull().default(false),
    crossPromotionalInterest: boolean('cross_promotional_interest').notNull().default(false),
    // Step 6: verification.
    taxId: text('tax_id'),
    previousSponsorshipReferences: text('previous_sponsorship_references'),
    /** Created as under_review by the wizard's final submit (spec part 2, section 4). */
    verificationStatus: text('verification_status')
      .$type<VerificationStatus>()
      .notNull()
      .default('under_review'),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    signupStep: integer('signup_step').notNull().default(6),
    /** Its owner deleted their account after it sponsored (decision 0044): kept for the teams' books, unlisted. */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('businesses_created_by_key').on(t.createdBy),
    index('businesses_status_created_idx').on(t.verificationStatus, t.createdAt.desc()),
    // Newest first, as discovery (listed ones) and the admin's All Businesses read them a page at a time.
    index('businesses_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('businesses_industry_idx').on(t.industry),
    check('businesses_business_type_check', oneOf(t.businessType, BUSINESS_TYPES)),
    check('businesses_primary_goal_check', oneOf(t.primaryGoal, PRIMARY_GOAL_VALUES)),
    check('businesses_verification_status_check', oneOf(t.verificationStatus, VERIFICATION_STATUSES)),
    check('businesses_locations_check', sql`${t.numberOfLocations} >= 1`),
    check('businesses_employees_check', sql`${t.numberOfEmployees} >= 0`),
    check('businesses_years_check', sql`${t.yearsInBusiness} >= 0`),
    check('businesses_budget_min_check', sql`${t.annualBudgetMinCents} >= 0`),
    check('businesses_budget_max_check', sql`${t.annualBudgetMaxCents} >= ${t.annualBudgetMinCents}`),
    check('businesses_amount_per_team_check', sql`${t.preferredAmountPerTeamCents} >= 0`),
    check('businesses_max_teams_check', sql`${t.maxTeamsSupported} >= 1`),
    check('businesses_signup_step_check', sql`${t.signupStep} between 1 and 6`),
  ],
);
