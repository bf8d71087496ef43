import { z } from 'zod';
import {
  AGE_GROUPS,
  BUSINESS_SOCIAL_NETWORKS,
  BUSINESS_TYPES,
  BUSINESS_WIZARD_LIMITS,
  type BusinessType,
  COMPETITIVE_LEVELS,
  DURATION_PREFERENCES,
  INDUSTRIES,
  LOGO_PLACEMENTS,
  PARTNERSHIP_TYPES,
  PRIMARY_GOAL_VALUES,
  type PrimaryGoal,
  SPONSORSHIP_CATEGORIES,
  SPORTS,
  TEAM_SIZES,
  type VerificationStatus,
} from '../constants';
import { LIMITS, tooLong } from '../limits';
import { formatCount } from '../numbers';
import { emailSchema } from './auth';
import { optionalText, requiredText } from './fields';
import { joinPasswordProblem } from './team';

/*
 * The business signup wizard (one schema per step; the final submit is their merge), its account step,
 * the profile editor, and the business as the API returns it to its owner. The same objects validate the
 * web forms and the API bodies.
 *
 * Text limits (spec part 1, section 9), per field:
 *   short 100:   business, contact and title names, service area, operating hours, tax ID, a social handle
 *   medium 500:  address, primary products and services
 *   long 2000:   description, previous sponsorship references
 *   email 254, phone 15, URL 2048 (website, or a social handle given as a full link)
 */

// ---------------------------------------------------------------------------------------------------------
// Lists the specification names but does not enumerate (not in constants.ts).

/** businesses.partnership_goals: what a business wants from a partnership (step 5). */
export const PARTNERSHIP_GOALS = [
  'Community visibility',
  'Support local families',
  'Youth development',
  'Customer engagement',
  'Employee volunteering',
  'Long-term partnerships',
  'Recruiting and internships',
] as const;

/** businesses.geographic_radius: how far from the business a team may be (step 4). */
export const GEOGRAPHIC_RADII = [
  '5 miles',
  '10 miles',
  '15 miles',
  '25 miles',
  '50 miles',
  'Statewide',
  'Anywhere',
] as const;

/** The editor offers its own age groups and keeps the ones chosen at signup, so a save never drops them. */
export const EDITOR_AGE_GROUPS = [...AGE_GROUPS.businessEditor, ...AGE_GROUPS.businessSignup] as const;

// ---------------------------------------------------------------------------------------------------------
// Bounds beyond the spec's minimums: sane ceilings so a typo cannot overflow a column.

export const BUSINESS_LIMITS = {
  maxLocations: 10_000,
  maxEmployees: 1_000_000,
  maxYearsInBusiness: 500,
  maxTeamsSupported: 1_000,
  /** $10,000,000, in cents: the largest budget or amount a business may enter. */
  maxAmountCents: 1_000_000_000,
} as const;

const INVALID_PHONE = 'Please enter a valid phone number.';
const phoneSchema = z
  .string({ error: 'Phone number is required' })
  .trim()
  .min(1, 'Phone number is required')
  .max(LIMITS.phone, tooLong('Phone number', LIMITS.phone))
  .regex(/^\+?[0-9 ().-]{7,}$/, INVALID_PHONE);

const optionalEmail = z
  .union([z.literal(''), emailSchema], { error: 'Please enter a valid email address.' })
  .nullish()
  .transform((value) => value || null);

const INVALID_WEBSITE = 'Enter a website such as https://example.com';
/** 'example.com' is read as 'https://example.com'. */
const withScheme = (value: string) => (/^[a-z][a-z0-9+.-]*:/i.test(value) ? value : `https://${value}`);
/** An http(s) address with a real host name: what a business's website may be, stored or shown. */
export const isWebsite = (value: string) => {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.');
};
const websiteSchema = z
  .string({ error: INVALID_WEBSITE })
  .trim()
  .refine((value) => withScheme(value).length <= LIMITS.url, tooLong('Website', LIMITS.url))
  .refine((value) => value === '' || isWebsite(withScheme(value)), INVALID_WEBSITE)
  .nullish()
  .transform((value) => (value ? withScheme(value) : null));

const INVALID_SOCIAL = 'Enter a handle such as @yourbusiness or a full link starting with https://';
/** A handle or page name (100 characters), or a full http(s) link (2048); blank means none. */
const socialHandle = z
  .string({ error: INVALID_SOCIAL })
  .trim()
  .refine(
    (value) =>
      /^https?:\/\//i.test(value)
        ? value.length <= LIMITS.url && URL.canParse(value)
        : value.length <= LIMITS.shortText,
    INVALID_SOCIAL,
  )
  .optional();

type SocialNetwork = (typeof BUSINESS_SOCIAL_NETWORKS)[number];
const socialMediaHandles = z
  .object(
    Object.fromEntries(BUSINESS_SOCIAL_NETWORKS.map((network) => [network, socialHandle])) as Record<
      SocialNetwork,
      typeof socialHandle
    >,
    { error: 'Social media handles must be an object' },
  )
  .strict()
  .optional()
  .transform((handles) => {
    const kept: Partial<Record<SocialNetwork, string>> = {};
    for (const network of BUSINESS_SOCIAL_NETWORKS) {
      const value = handles?.[network];
      if (value) kept[network] = value;
    }
    return kept;
  });

/** One of `options`, with a message that asks for a choice. */
const oneOf = <T extends readonly string[]>(options: T, message: string) =>
  z.enum(options as T & readonly [string, ...string[]], { error: message });

const optionalChoice = <T extends readonly string[]>(options: T, message: string) =>
  z
    .union([z.literal(''), oneOf(options, message)], { error: message })
    .nullish()
    .transform((value) => (value ? (value as T[number]) : null));

/** Checked options of a list, each once; `min` of them required, with `minMessage`. */
const choices = <T extends readonly string[]>(
  options: T,
  label: string,
  min = 0,
  minMessage = `Choose at least ${min}`,
) =>
  z
    .array(oneOf(options, `Choose ${label.toLowerCase()} from the list`), {
      error: `${label} must be a list`,
    })
    .max(options.length * 2, `${label}: too many entries`)
    .min(min, minMessage)
    .transform((values): T[number][] => [...new Set(values)]);

/** An empty number box reaches the schema as null or undefined: that is a missing value, not a bad one. */
const numberError = (label: string, kind: string) => (issue: { input?: unknown }) =>
  issue.input == null ? `${label} is required` : `${label} must be ${kind}`;

const wholeNumber = (label: string, min: number, max: number) =>
  z
    .number({ error: numberError(label, 'a number') })
    .int(`${label} must be a whole number`)
    .min(min, `${label} must be at least ${min}`)
    .max(max, `${label} must be at most ${formatCount(max)}`);

const optionalWholeNumber = (label: string, min: number, max: number) =>
  wholeNumber(label, min, max)
    .nullish()
    .transform((value) => value ?? null);

/** Money in integer cents (the pages take dollars and send cents). */
const cents = (label: string) =>
  z
    .number({ error: numberError(label, 'an amount') })
    .int(`${label} must be a whole number of cents`)
    .min(BUSINESS_WIZARD_LIMITS.minBudget, `${label} cannot be negative`)
    .max(BUSINESS_LIMITS.maxAmountCents, `${label} must be at most $10,000,000`);

const optionalCents = (label: string) =>
  cents(label)
    .nullish()
    .transform((value) => value ?? null);

const flag = (label: string) =>
  z
    .boolean({ error: `${label} must be true or false` })
    .optional()
    .default(false);

export const BUDGET_ORDER = 'The maximum budget cannot be less than the minimum';

/** max >= min, reported under the maximum. */
function checkBudgetOrder(
  value: { annualBudgetMinCents: number; annualBudgetMaxCents: number | null },
  ctx: z.RefinementCtx,
): void {
  const max = value.annualBudgetMaxCents;
  // A negative maximum already has its own message.
  if (max !== null && max >= 0 && max < value.annualBudgetMinCents)
    ctx.addIssue({ code: 'custom', message: BUDGET_ORDER, path: ['annualBudgetMaxCents'] });
}

/** The final submit's answer to a caller who is not signed in (spec part 2, section 5, step 6). */
export const SIGN_IN_TO_COMPLETE = 'Please sign in to complete registration';

// ---------------------------------------------------------------------------------------------------------
// Step 1: the account (POST /api/businesses/account)

export const businessAccountSchema = z
  .object({
    contactName: requiredText('Contact name', LIMITS.shortText),
    contactTitle: optionalText('Title', LIMITS.shortText),
    phone: phoneSchema,
    email: emailSchema,
    password: z.string({ error: 'Password is required' }).min(1, 'Password is required'),
    confirmPassword: z
      .string({ error: 'Please confirm your password' })
      .min(1, 'Please confirm your password'),
  })
  .strict()
  .superRefine((value, ctx) => {
    if (!value.password || !value.confirmPassword) return;
    // Matching, then at least 6, then the /auth policy (DECISIONS), each with its own code.
    const problem = joinPasswordProblem(value.password, value.confirmPassword);
    if (problem)
      ctx.addIssue({
        code: 'custom',
        message: problem.message,
        path: [problem.field],
        params: { code: problem.code },
      });
  });
export type BusinessAccountInput = z.input<typeof businessAccountSchema>;
export type BusinessAccount = z.output<typeof businessAccountSchema>;

// ---------------------------------------------------------------------------------------------------------
// Steps 2 to 6: one schema each; the final submit (POST /api/businesses) is their merge.

const businessDetailsShape = {
  businessName: requiredText('Business name', LIMITS.shortText),
  businessType: oneOf(BUSINESS_TYPES, 'Please choose a business type'),
  industry: oneOf(INDUSTRIES, 'Please choose an industry'),
  numberOfLocations: wholeNumber(
    'Number of locations',
    BUSINESS_WIZARD_LIMITS.minLocations,
    BUSINESS_LIMITS.maxLocations,
  ),
  numberOfEmployees: optionalWholeNumber('Number of employees', 1, BUSINESS_LIMITS.maxEmployees),
  yearsInBusiness: wholeNumber(
    'Years in business',
    BUSINESS_WIZARD_LIMITS.minYearsInBusiness,
    BUSINESS_LIMITS.maxYearsInBusiness,
  ),
  primaryGoal: oneOf(PRIMARY_GOAL_VALUES, 'Please choose your primary goal'),
  // The primary contact: the account's person unless changed. The email falls back to the account's.
  contactName: requiredText('Contact name', LIMITS.shortText),
  contactTitle: optionalText('Title', LIMITS.shortText),
  phoneNumber: phoneSchema,
  businessEmail: optionalEmail,
};

const businessProfileShape = {
  businessAddress: requiredText('Business address', LIMITS.mediumText),
  serviceArea: optionalText('Service area', LIMITS.shortText),
  websiteUrl: websiteSchema,
  operatingHours: optionalText('Operating hours', LIMITS.shortText),
  businessDescription: requiredText('Business description', LIMITS.longText),
  primaryProductsServices: requiredText('Primary products or services', LIMITS.mediumText),
  socialMediaHandles,
};

const sponsorshipPreferencesShape = {
  partnershipTypes: choices(
    PARTNERSHIP_TYPES,
    'Partnership types',
    1,
    'Choose at least one partnership type',
  ),
  sponsorshipCategories: choices(
    SPONSORSHIP_CATEGORIES.signup,
    'Sponsorship categories',
    1,
    'Choose at least one sponsorship category',
  ),
  annualBudgetMinCents: cents('Minimum annual budget'),
  annualBudgetMaxCents: optionalCents('Maximum annual budget'),
  preferredAmountPerTeamCents: optionalCents('Preferred amount per team'),
  seasonalVsYearround: optionalChoice(DURATION_PREFERENCES, 'Choose a partnership duration from the list'),
  maxTeamsSupported: optionalWholeNumber(
    'Maximum teams supported',
    BUSINESS_WIZARD_LIMITS.minMaxTeams,
    BUSINESS_LIMITS.maxTeamsSupported,
  ),
  geographicRadius: optionalChoice(GEOGRAPHIC_RADII, 'Choose a distance from the list'),
  previousSponsorshipExperience: flag('Previous sponsorship experience'),
};

const targetingShape = {
  preferredAgeGroups: choices(AGE_GROUPS.businessSignup, 'Age groups', 1, 'Choose at least one age group'),
  partnershipGoals: choices(
    PARTNERSHIP_GOALS,
    'Partnership goals',
    1,
    'Choose at least one partnership goal',
  ),
  preferredSports: choices(SPORTS.businessSignup, 'Sports'),
  preferredTeamSizes: choices(TEAM_SIZES, 'Team sizes'),
  competitiveLevelPreference: choices(COMPETITIVE_LEVELS, 'Competitive levels'),
  logoPlacementPreferences: choices(LOGO_PLACEMENTS, 'Logo placements'),
  eventParticipationInterest: flag('Event participation interest'),
  crossPromotionalInterest: flag('Cross-promotional interest'),
};

const verificationShape = {
  taxId: optionalText('Tax ID', LIMITS.shortText),
  previousSponsorshipReferences: optionalText('References', LIMITS.longText),
};

export const businessDetailsSchema = z.object(businessDetailsShape).strict();
export const businessProfileSchema = z.object(businessProfileShape).strict();
export const sponsorshipPreferencesSchema = z
  .object(sponsorshipPreferencesShape)
  .strict()
  .superRefine(checkBudgetOrder);
export const targetingSchema = z.object(targetingShape).strict();
export const verificationSchema = z.object(verificationShape).strict();

/** POST /api/businesses: steps 2 to 6 in one body. */
export const businessRegistrationSchema = z
  .object({
    ...businessDetailsShape,
    ...businessProfileShape,
    ...sponsorshipPreferencesShape,
    ...targetingShape,
    ...verificationShape,
  })
  .strict()
  .superRefine(checkBudgetOrder);
export type BusinessRegistrationInput = z.input<typeof businessRegistrationSchema>;
export type BusinessRegistration = z.output<typeof businessRegistrationSchema>;

/** The wizard's steps 2 to 6 and the schema each one is checked with. */
export const BUSINESS_STEP_SCHEMAS = {
  2: businessDetailsSchema,
  3: businessProfileSchema,
  4: sponsorshipPreferencesSchema,
  5: targetingSchema,
  6: verificationSchema,
} as const;
export type BusinessWizardStep = keyof typeof BUSINESS_STEP_SCHEMAS;
export type BusinessStepInput<S extends BusinessWizardStep> = z.input<(typeof BUSINESS_STEP_SCHEMAS)[S]>;

/** The step whose form holds `field` (a body path such as 'socialMediaHandles.facebook'), if any. */
export function businessStepOf(field: string): BusinessWizardStep | null {
  const name = field.split('.')[0] ?? '';
  for (const step of [2, 3, 4, 5, 6] as const) {
    if (name in BUSINESS_STEP_SCHEMAS[step].shape) return step;
  }
  return null;
}

// ---------------------------------------------------------------------------------------------------------
// The profile editor (PUT /api/businesses/mine): the whole editable set; a field left out is cleared.

export const businessProfileUpdateSchema = z
  .object({
    // Business Information
    businessName: businessDetailsShape.businessName,
    businessType: businessDetailsShape.businessType,
    industry: businessDetailsShape.industry,
    contactName: businessDetailsShape.contactName,
    contactTitle: businessDetailsShape.contactTitle,
    businessEmail: emailSchema,
    phoneNumber: phoneSchema,
    businessAddress: businessProfileShape.businessAddress,
    websiteUrl: websiteSchema,
    serviceArea: businessProfileShape.serviceArea,
    operatingHours: businessProfileShape.operatingHours,
    businessDescription: businessProfileShape.businessDescription,
    primaryProductsServices: businessProfileShape.primaryProductsServices,
    // Sponsorship Budget
    annualBudgetMinCents: sponsorshipPreferencesShape.annualBudgetMinCents,
    annualBudgetMaxCents: sponsorshipPreferencesShape.annualBudgetMaxCents,
    preferredAmountPerTeamCents: sponsorshipPreferencesShape.preferredAmountPerTeamCents,
    seasonalVsYearround: sponsorshipPreferencesShape.seasonalVsYearround,
    // Sponsorship Preferences: the editor's own lists.
    sponsorshipCategories: choices(
      SPONSORSHIP_CATEGORIES.editor,
      'Sponsorship categories',
      1,
      'Choose at least one sponsorship category',
    ),
    preferredAgeGroups: choices(EDITOR_AGE_GROUPS, 'Age groups', 1, 'Choose at least one age group'),
    preferredSports: targetingShape.preferredSports,
  })
  .strict()
  .superRefine(checkBudgetOrder);
export type BusinessProfileUpdateInput = z.input<typeof businessProfileUpdateSchema>;
export type BusinessProfileUpdate = z.output<typeof businessProfileUpdateSchema>;

// ---------------------------------------------------------------------------------------------------------
// Responses

/** A business as its owner sees it: every column, timestamps as ISO strings, money in integer cents. */
export interface Business {
  id: string;
  createdBy: string;
  businessName: string;
  businessType: BusinessType;
  industry: string | null;
  numberOfLocations: number;
  numberOfEmployees: number | null;
  yearsInBusiness: number;
  primaryGoal: PrimaryGoal;
  contactName: string;
  contactTitle: string | null;
  businessEmail: string;
  phoneNumber: string;
  businessAddress: string;
  serviceArea: string | null;
  websiteUrl: string | null;
  businessDescription: string;
  primaryProductsServices: string;
  operatingHours: string | null;
  /** facebook, instagram, twitter, linkedin; blank ones left out. */
  socialMediaHandles: Partial<Record<SocialNetwork, string>>;
  previousSponsorshipExperience: boolean;
  partnershipTypes: string[];
  sponsorshipCategories: string[];
  annualBudgetMinCents: number;
  annualBudgetMaxCents: number | null;
  preferredAmountPerTeamCents: number | null;
  seasonalVsYearround: string | null;
  maxTeamsSupported: number | null;
  geographicRadius: string | null;
  preferredAgeGroups: string[];
  preferredSports: string[];
  preferredTeamSizes: string[];
  competitiveLevelPreference: string[];
  partnershipGoals: string[];
  logoPlacementPreferences: string[];
  eventParticipationInterest: boolean;
  crossPromotionalInterest: boolean;
  taxId: string | null;
  previousSponsorshipReferences: string | null;
  verificationStatus: VerificationStatus;
  /** When an admin approved it; null until then. */
  approvedAt: string | null;
  signupStep: number;
  createdAt: string;
  updatedAt: string;
}

export interface BusinessResponse {
  business: Business;
}
