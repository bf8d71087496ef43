/**
 * Enumerations, option lists, prices and limits that the server and the browser both use
 * (spec part 1 sections 3, 4, 9; part 2 sections 3, 4, 5, 9; DECISIONS.md).
 * Codes are what the database stores; labels are what the screens show.
 * No Node or DOM APIs here.
 */

import { formatBps, PLATFORM_FEE_BPS } from './fees';
import { BUSINESS_PLANS, PLANS, type PlanId, TEAM_PLANS } from './plans';

/** Placeholder the team signup writes into sport, age_group and location (spec part 1, section 4). */
export const NOT_SPECIFIED = 'Not specified';

// ---------------------------------------------------------------------------------------------------------
// Teams

/** The role a person chose at team signup (teams.user_role). */
export const TEAM_ROLES = [
  { value: 'head_coach', label: 'Head Coach' },
  { value: 'assistant_coach', label: 'Assistant Coach' },
  { value: 'team_manager', label: 'Team Manager' },
  { value: 'fundraising_coordinator', label: 'Fundraising Coordinator' },
  { value: 'parent_volunteer', label: 'Parent Volunteer' },
] as const;
export type TeamRole = (typeof TEAM_ROLES)[number]['value'];
export const TEAM_ROLE_VALUES = TEAM_ROLES.map((r) => r.value) as readonly TeamRole[];

/** Verification of a team or a business. 'verified' counts as 'approved' everywhere (DECISIONS). */
export const VERIFICATION_STATUSES = ['pending', 'under_review', 'approved', 'verified', 'rejected'] as const;
export type VerificationStatus = (typeof VERIFICATION_STATUSES)[number];
export const VERIFICATION_STATUS_LABELS: Record<VerificationStatus, string> = {
  pending: 'Pending Review',
  under_review: 'Under Review',
  approved: 'Approved',
  verified: 'Verified',
  rejected: 'Rejected',
};
/** Listed publicly and counted by the admin's 'Verified' counters. */
export const LISTED_STATUSES = ['approved', 'verified'] as const satisfies readonly VerificationStatus[];
/** Shown in the admin's approval queue. */
export const REVIEW_QUEUE_STATUSES = [
  'pending',
  'under_review',
] as const satisfies readonly VerificationStatus[];

/** Roster contact kinds (player_contacts.contact_type); the default is donor. */
export const CONTACT_TYPES = ['donor', 'sponsor', 'supporter', 'other'] as const;
export type ContactType = (typeof CONTACT_TYPES)[number];
export const DEFAULT_CONTACT_TYPE: ContactType = 'donor';

/**
 * A player's URL number (the {playerNumber} of /player/{teamSlug}/{playerNumber}) is the jersey number,
 * or, for a player without one (or whose jersey number is already someone's URL number), the team's
 * next free number from this value up, so it does not look like a jersey number.
 */
export const PLAYER_SEQUENCE_START = 100;

export const SPORTS = {
  /** The older single-page 'Register Your Team' form. */
  registerForm: [
    'Baseball',
    'Basketball',
    'Football',
    'Soccer',
    'Volleyball',
    'Hockey',
    'Tennis',
    'Swimming',
    'Track & Field',
    'Wrestling',
    'Other',
  ],
  /** The team profile editor. */
  teamProfile: [
    'Soccer',
    'Basketball',
    'Baseball',
    'Football',
    'Volleyball',
    'Track & Field',
    'Swimming',
    'Tennis',
    'Golf',
    'Hockey',
    'Other',
  ],
  /** Business signup, preferred sports. */
  businessSignup: [
    'Baseball',
    'Basketball',
    'Football',
    'Soccer',
    'Volleyball',
    'Hockey',
    'Tennis',
    'Swimming',
    'Track & Field',
    'Wrestling',
    'Softball',
    'Lacrosse',
    'Golf',
    'Cross Country',
    'Any sport',
  ],
  /** The sport filter of /team-discovery. */
  browseFilter: ['Soccer', 'Basketball', 'Baseball', 'Football', 'Volleyball', 'Hockey', 'Other'],
} as const;

export const AGE_GROUPS = {
  /** The older single-page 'Register Your Team' form. */
  registerForm: [
    'Under 6',
    '6-8 years',
    '9-11 years',
    '12-14 years',
    '15-17 years',
    '18+ years',
    'Mixed ages',
  ],
  /** The team profile editor. */
  teamProfile: [
    'Under 6',
    'Under 8',
    'Under 10',
    'Under 12',
    'Under 14',
    'Under 16',
    'Under 18',
    'High School',
    'College',
    'Adult',
  ],
  /** Business signup, preferred age groups. */
  businessSignup: ['5-8 years', '9-12 years', '13-15 years', '16-18 years', 'All ages welcome'],
  /** Business profile editor, preferred age groups. */
  businessEditor: [
    'Under 6',
    'Under 8',
    'Under 10',
    'Under 12',
    'Under 14',
    'Under 16',
    'Under 18',
    'High School',
    'College',
    'Adult',
  ],
} as const;

/** Team budget ranges (teams.budget_range). */
export const BUDGET_RANGES = [
  'Under $500',
  '$500 - $1,000',
  '$1,000 - $2,500',
  '$2,500 - $5,000',
  '$5,000 - $10,000',
  'Over $10,000',
] as const;

// ---------------------------------------------------------------------------------------------------------
// Businesses

export const BUSINESS_TYPES = [
  'restaurant',
  'auto_dealer',
  'medical_practice',
  'retail',
  'professional_services',
  'manufacturing',
  'technology',
  'real_estate',
  'financial_services',
  'other',
] as const;
export type BusinessType = (typeof BUSINESS_TYPES)[number];

/** Industries of the business profile editor. */
export const INDUSTRIES = [
  'Food & Beverage',
  'Retail',
  'Healthcare',
  'Real Estate',
  'Automotive',
  'Professional Services',
  'Financial Services',
  'Technology',
  'Construction',
  'Education',
  'Entertainment',
  'Manufacturing',
  'Non-Profit',
  'Other',
] as const;

export const PARTNERSHIP_TYPES = [
  'financial_sponsorship',
  'in_kind_sponsorship',
  'experience_sponsorship',
] as const;
export type PartnershipType = (typeof PARTNERSHIP_TYPES)[number];

const SIGNUP_SPONSORSHIP_CATEGORIES = [
  'team_fees',
  'equipment_purchases',
  'uniform_sponsoring',
  'travel_expenses',
  'tournament_fees',
  'products_services_prizes',
  'facility_usage',
  'professional_services',
  'food_catering',
  'transportation_services',
  'team_building_events',
  'facility_tours',
  'skills_clinics',
  'career_presentations',
  'internship_opportunities',
] as const;

export const SPONSORSHIP_CATEGORIES = {
  signup: SIGNUP_SPONSORSHIP_CATEGORIES,
  /** The editor's list also has coaching_training and event_hosting (its full order is not given). */
  editor: [...SIGNUP_SPONSORSHIP_CATEGORIES, 'coaching_training', 'event_hosting'] as const,
} as const;

/** A business's primary goal: the code stored, and the phrase shown. */
export const PRIMARY_GOALS = [
  { value: 'brand_awareness', label: 'Increase brand awareness in the community' },
  { value: 'customer_acquisition', label: 'Attract new local customers' },
  { value: 'employee_engagement', label: 'Engage our employees in the community' },
  { value: 'social_responsibility', label: 'Give back and show social responsibility' },
  { value: 'marketing_objectives', label: 'Meet specific marketing objectives' },
  { value: 'roi_measurement', label: 'Measure return on investment (ROI)' },
] as const;
export type PrimaryGoal = (typeof PRIMARY_GOALS)[number]['value'];
export const PRIMARY_GOAL_VALUES = PRIMARY_GOALS.map((g) => g.value) as readonly PrimaryGoal[];

/** businesses.seasonal_vs_yearround */
export const DURATION_PREFERENCES = [
  'Seasonal partnerships only',
  'Year-round partnerships preferred',
  'Flexible - depends on the team',
  'Multiple seasons per year',
] as const;

/** businesses.preferred_team_sizes */
export const TEAM_SIZES = [
  'Small (8-15 players)',
  'Medium (16-25 players)',
  'Large (26+ players)',
  'No preference',
] as const;

/** businesses.competitive_level_preference */
export const COMPETITIVE_LEVELS = [
  'Recreational/beginner',
  'Competitive/intermediate',
  'Elite/advanced',
  'All levels welcome',
] as const;

/** businesses.logo_placement_preferences and sponsorship_tiers.logo_placement */
export const LOGO_PLACEMENTS = [
  'Uniforms',
  'Equipment',
  'Banners',
  'Social media posts',
  'Team website',
  'Tournament materials',
  'No logo placement needed',
] as const;

/** Keys of businesses.social_media_handles. */
export const BUSINESS_SOCIAL_NETWORKS = ['facebook', 'instagram', 'twitter', 'linkedin'] as const;

/** The six steps of /business-signup (DECISIONS: labels match their content). */
export const BUSINESS_SIGNUP_STEPS = [
  'Account',
  'Business Details',
  'Business Profile',
  'Sponsorship Preferences',
  'Targeting & Matching',
  'Verification',
] as const;

export const BUSINESS_WIZARD_LIMITS = {
  minLocations: 1,
  minYearsInBusiness: 0,
  minBudget: 0,
  minMaxTeams: 1,
} as const;

// ---------------------------------------------------------------------------------------------------------
// Sponsorships, tiers, manual sponsors

/** pending (checkout open) -> active (paid) -> completed (contract ended); cancelled (expired, cancelled, refunded). */
export const SPONSORSHIP_STATUSES = ['pending', 'active', 'completed', 'cancelled'] as const;
export type SponsorshipStatus = (typeof SPONSORSHIP_STATUSES)[number];

export const PAYMENT_STATUSES = ['pending', 'paid', 'failed'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const PAYMENT_PROVIDERS = ['stripe', 'sandbox'] as const;
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number];

/** Who wrote a sponsorship message. */
export const MESSAGE_SENDER_TYPES = ['business', 'team'] as const;
export type MessageSenderType = (typeof MESSAGE_SENDER_TYPES)[number];

/** Example package names; a team may name its tiers freely. */
export const TIER_NAME_EXAMPLES = ['Bronze', 'Silver', 'Gold'] as const;
export const DEFAULT_AVAILABLE_SPOTS = 1;
/** A checkout holds a tier's spot this long (DECISIONS). */
export const CHECKOUT_RESERVATION_MINUTES = 30;
/** Shown when a sponsorship has no contract dates. */
export const CONTRACT_TBD = 'TBD';

/** Manual sponsors' company_type. */
export const COMPANY_TYPES = [
  'Restaurant',
  'Retail Store',
  'Service Provider',
  'Healthcare',
  'Real Estate',
  'Technology',
  'Manufacturing',
  'Professional Services',
  'Non-Profit',
  'Other',
] as const;

/** Keys of manual_sponsors.social_media_handles. */
export const MANUAL_SPONSOR_SOCIAL_NETWORKS = [
  'instagram',
  'facebook',
  'youtube',
  'twitter',
  'linkedin',
] as const;

/** The manual sponsor form (spec part 2, section 5). Lengths in characters. */
export const MANUAL_SPONSOR_LIMITS = {
  companyName: 200,
  companyAddress: 500,
  contactName: 200,
  contactEmail: 255,
  contactPhone: 50,
  goal: 200,
  promotionDetails: 1000,
  socialHandle: 100,
  /** amount_sponsored: at least $1. */
  minAmountCents: 100,
} as const;

/** Community impact estimate on a business's sponsorship card (spec part 2, section 9). */
export const IMPACT = {
  defaultTeamSize: 15,
  familiesPerPlayer: 2.5,
  defaultContractMonths: 6,
  daysPerMonth: 30,
  eventsPerMonth: 2,
  mentionsPerEvent: 4,
} as const;

// ---------------------------------------------------------------------------------------------------------
// Player donations

export const DONATION_STATUSES = ['pending', 'succeeded', 'failed', 'cancelled', 'refunded'] as const;
export type DonationStatus = (typeof DONATION_STATUSES)[number];
/**
 * A payment that went through, refunded since or not: a monthly gift whose first month was refunded keeps
 * its subscription (the provider goes on billing it), so its first row still starts the gift.
 */
export const PAID_DONATION_STATUSES = ['succeeded', 'refunded'] as const satisfies readonly DonationStatus[];

export const DONATION = {
  presetCents: [500, 1000, 1500, 2000],
  defaultCents: 1000,
  /** Largest single donation, in cents ('Donation amount is too large'). */
  maxCents: 100_000_000,
  /** The custom amount input, in dollars. */
  customInput: { min: 1, max: 1_000_000, step: 0.01 },
} as const;

export const DONATION_PAYMENT_TYPES = ['one_time', 'monthly'] as const;

// ---------------------------------------------------------------------------------------------------------
// Matches and email links

export const MATCH_STATUSES = [
  'DRAFT',
  'PENDING_APPROVAL',
  'INTRO_SENT',
  'SPONSOR_APPROVED',
  'TEAM_APPROVED',
  'APPROVED',
  'REJECTED',
  'CHANGES_REQUESTED',
] as const;
export type MatchStatus = (typeof MATCH_STATUSES)[number];
export const MATCH_STATUS_LABELS: Record<MatchStatus, string> = {
  DRAFT: 'Draft',
  PENDING_APPROVAL: 'Pending Approval',
  INTRO_SENT: 'Introduction Sent',
  SPONSOR_APPROVED: 'Sponsor Approved',
  TEAM_APPROVED: 'Team Approved',
  APPROVED: 'Active Partnership',
  REJECTED: 'Not Matched',
  CHANGES_REQUESTED: 'Changes Requested',
};
/** The status reported to the party whose ACCEPT completed a mutual approval (never stored). */
export const MUTUAL_APPROVED = 'MUTUAL_APPROVED';

export const MATCH_PARTIES = ['sponsor', 'team'] as const;
export type MatchParty = (typeof MATCH_PARTIES)[number];

export const EMAIL_ACTIONS = ['ACCEPT', 'REJECT', 'CHANGES'] as const;
export type EmailAction = (typeof EMAIL_ACTIONS)[number];
/** Email links expire after this many days (DECISIONS). */
export const EMAIL_TOKEN_TTL_DAYS = 14;

// ---------------------------------------------------------------------------------------------------------
// Pricing (spec part 1, section 9): drawn from the plans the server sells and enforces (shared/plans.ts)

export interface PricingPlan {
  name: string;
  /** As displayed, e.g. '$59'. */
  price: string;
  /** e.g. 'per season'; empty for free plans. */
  period: string;
  features: readonly string[];
  mostPopular: boolean;
  /** The plan a team or business buys with this card; absent for the commission note. */
  id?: PlanId;
}

const pricingOf = (ids: readonly PlanId[]): PricingPlan[] =>
  ids.map((id) => {
    const { name, price, period, features, mostPopular } = PLANS[id];
    return { id, name, price, period, features, mostPopular };
  });

export const PRICING_PLANS: Record<'teams' | 'businesses', readonly PricingPlan[]> = {
  teams: pricingOf(TEAM_PLANS),
  businesses: [
    ...pricingOf(BUSINESS_PLANS),
    {
      name: 'Commission',
      price:
        `${formatBps(Math.min(...Object.values(PLATFORM_FEE_BPS.business)))}-${formatBps(Math.max(...Object.values(PLATFORM_FEE_BPS.business)))}`.replaceAll(
          '%-',
          '-',
        ),
      period: 'per transaction',
      features: ['Optional', 'Charged only on transactions processed through Homefield'],
      mostPopular: false,
    },
  ],
};

/** Where the money goes (issue 20): a team's expense categories, and how pages name them. */
export const EXPENSE_CATEGORIES = ['uniforms', 'travel', 'fees', 'equipment', 'facilities', 'other'] as const;
export type ExpenseCategory = (typeof EXPENSE_CATEGORIES)[number];

export const EXPENSE_CATEGORY_LABELS: Record<ExpenseCategory, string> = {
  uniforms: 'Uniforms',
  travel: 'Travel',
  fees: 'League and tournament fees',
  equipment: 'Equipment',
  facilities: 'Fields and facilities',
  other: 'Other',
};
