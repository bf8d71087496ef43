import { z } from 'zod';
import {
  AGE_GROUPS,
  BUDGET_RANGES,
  PARTNERSHIP_TYPES,
  type PartnershipType,
  SPORTS,
  TEAM_ROLE_VALUES,
  type TeamRole,
  type VerificationStatus,
} from '../constants';
import { LIMITS, tooLong } from '../limits';
import { passwordMessage, passwordProblems } from '../password';
import { EIN_FORMAT_MESSAGE, EIN_REQUIRED, LEGAL_NAME_REQUIRED, normalizeEin } from '../tax';
import { emailSchema } from './auth';
import { optionalText, requiredText } from './fields';

/*
 * Team signup, the older register form, the team profile and the publish toggle: request bodies (the same
 * objects validate the web forms) and the team as the API returns it to its owner.
 *
 * Text limits (spec part 1, section 9), per field:
 *   short 100:   names, coach name, sport, age group, location, league, school district, partnership
 *                timeline, each team offering and existing sponsor, a social handle
 *   medium 500:  primary goal, practice schedule, coaching staff, season goals, special events
 *   long 2000:   description, team achievements, fundraising goals, coach bios
 *   email 254, phone 15, URL 2048 (a social link given as a full URL)
 */

// ---------------------------------------------------------------------------------------------------------
// Limits beyond the spec's text limits: sane bounds so a typo cannot overflow a column.

export const TEAM_LIMITS = {
  maxTeamSize: 1000,
  /** $1,000,000: the largest budget or goal a youth team may enter, in cents. */
  maxAmountCents: 100_000_000,
  /** Team offerings and existing sponsors: entries per list. */
  maxListItems: 20,
} as const;

/** Keys of teams.social_media_handles. */
export const TEAM_SOCIAL_NETWORKS = ['facebook', 'instagram', 'twitter', 'tiktok', 'youtube'] as const;
export type TeamSocialNetwork = (typeof TEAM_SOCIAL_NETWORKS)[number];

const INVALID_PHONE = 'Please enter a valid phone number.';
const phoneSchema = z
  .string({ error: 'Phone number is required' })
  .trim()
  .min(1, 'Phone number is required')
  .max(LIMITS.phone, tooLong('Phone number', LIMITS.phone))
  .regex(/^\+?[0-9 ().-]{7,}$/, INVALID_PHONE);

const optionalPhone = z
  .string({ error: INVALID_PHONE })
  .trim()
  .max(LIMITS.phone, tooLong('Phone number', LIMITS.phone))
  .regex(/^(\+?[0-9 ().-]{7,})?$/, INVALID_PHONE)
  .nullish()
  .transform((value) => value || null);

/** One of `options`, with a message that asks for a choice. */
const oneOf = <T extends readonly string[]>(options: T, message: string) =>
  z.enum(options as T & readonly [string, ...string[]], { error: message });

const optionalChoice = <T extends readonly string[]>(options: T, message: string) =>
  z
    .union([z.literal(''), oneOf(options, message)], { error: message })
    .nullish()
    .transform((value) => (value ? (value as T[number]) : null));

const optionalTeamSize = z
  .number({ error: 'Team size must be a whole number' })
  .int('Team size must be a whole number')
  .min(1, 'Team size must be at least 1')
  .max(TEAM_LIMITS.maxTeamSize, `Team size must be at most ${TEAM_LIMITS.maxTeamSize}`)
  .nullish()
  .transform((value) => value ?? null);

const optionalCents = (label: string) =>
  z
    .number({ error: `${label} must be an amount in cents` })
    .int(`${label} must be an amount in cents`)
    .min(0, `${label} cannot be negative`)
    .max(TEAM_LIMITS.maxAmountCents, `${label} must be at most $1,000,000`)
    .nullish()
    .transform((value) => value ?? null);

const optionalDate = (label: string) =>
  z
    .union([z.literal(''), z.iso.date(`${label} must be a valid date`)], {
      error: `${label} must be a valid date`,
    })
    .nullish()
    .transform((value) => value || null);

/** Short texts, one per entry; blank entries are dropped. */
const shortList = (label: string) =>
  z
    .array(
      z
        .string({ error: `${label} entries must be text` })
        .trim()
        .max(LIMITS.shortText, tooLong(label, LIMITS.shortText)),
      {
        error: `${label} must be a list`,
      },
    )
    .max(TEAM_LIMITS.maxListItems, `${label}: at most ${TEAM_LIMITS.maxListItems} entries`)
    .optional()
    .transform((items) => (items ?? []).filter(Boolean));

const INVALID_SOCIAL = 'Enter a handle such as @rosecityfc or a full link starting with https://';
/** A handle (@name) or a full http(s) link; blank means none. */
const socialHandle = z
  .string({ error: INVALID_SOCIAL })
  .trim()
  .max(LIMITS.url, tooLong('A link', LIMITS.url))
  .refine(
    (value) =>
      value === '' ||
      (/^https?:\/\//i.test(value) ? URL.canParse(value) : /^@?[A-Za-z0-9._-]{1,100}$/.test(value)),
    INVALID_SOCIAL,
  )
  .optional();

const socialMediaHandles = z
  .object(
    Object.fromEntries(TEAM_SOCIAL_NETWORKS.map((network) => [network, socialHandle])) as Record<
      TeamSocialNetwork,
      typeof socialHandle
    >,
  )
  .strict()
  .optional()
  .transform((handles) => {
    const kept: Partial<Record<TeamSocialNetwork, string>> = {};
    for (const network of TEAM_SOCIAL_NETWORKS) {
      const value = handles?.[network];
      if (value) kept[network] = value;
    }
    return kept;
  });

const partnershipTypes = z
  .array(oneOf(PARTNERSHIP_TYPES, 'Choose partnership types from the list'), {
    error: 'Partnership types must be a list',
  })
  .optional()
  .transform((types): PartnershipType[] => [...new Set(types ?? [])]);

// ---------------------------------------------------------------------------------------------------------
// Passwords of the team signup forms

/** The codes the API answers with, so the page can title each failure as the spec does. */
export const TEAM_PASSWORD_CODES = ['PASSWORD_MISMATCH', 'PASSWORD_TOO_SHORT', 'PASSWORD_TOO_WEAK'] as const;
export type TeamPasswordCode = (typeof TEAM_PASSWORD_CODES)[number];

export const TEAM_PASSWORD_TITLES: Record<TeamPasswordCode, string> = {
  PASSWORD_MISMATCH: 'Password Mismatch',
  PASSWORD_TOO_SHORT: 'Password Too Short',
  PASSWORD_TOO_WEAK: 'Password Too Weak',
};

export const PASSWORD_MISMATCH = 'Passwords do not match. Please try again.';
export const PASSWORD_TOO_SHORT = `Password must be at least ${LIMITS.signupPasswordMin} characters long.`;

export interface TeamPasswordProblem {
  code: TeamPasswordCode;
  message: string;
  field: 'password' | 'confirmPassword';
}

/** The /auth policy (DECISIONS: one policy for every account), as a titled problem. */
export function passwordPolicyProblem(password: string): TeamPasswordProblem | null {
  const problems = passwordProblems(password);
  return problems.length > 0
    ? { code: 'PASSWORD_TOO_WEAK', message: passwordMessage(problems), field: 'password' }
    : null;
}

/** The Join form's order (DECISIONS): passwords match, then at least 6, then the /auth policy. */
export function joinPasswordProblem(password: string, confirmPassword: string): TeamPasswordProblem | null {
  if (password !== confirmPassword)
    return { code: 'PASSWORD_MISMATCH', message: PASSWORD_MISMATCH, field: 'confirmPassword' };
  if (password.length < LIMITS.signupPasswordMin)
    return { code: 'PASSWORD_TOO_SHORT', message: PASSWORD_TOO_SHORT, field: 'password' };
  return passwordPolicyProblem(password);
}

/** One issue carrying its code in `params.code`; the server answers with that code. */
function addPasswordIssue(ctx: z.RefinementCtx, problem: TeamPasswordProblem | null): void {
  if (problem) {
    ctx.addIssue({
      code: 'custom',
      message: problem.message,
      path: [problem.field],
      params: { code: problem.code },
    });
  }
}

/** The password issue of a failed team signup parse, if any. */
export function teamPasswordIssue(error: z.ZodError): { code: TeamPasswordCode; message: string } | null {
  for (const issue of error.issues) {
    const code = issue.code === 'custom' ? (issue.params as { code?: unknown } | undefined)?.code : undefined;
    if ((TEAM_PASSWORD_CODES as readonly unknown[]).includes(code)) {
      return { code: code as TeamPasswordCode, message: issue.message };
    }
  }
  return null;
}

/**
 * A cross-field check that runs as soon as its own fields are valid, even while other fields are not
 * (zod skips object refinements after any failure otherwise), so every message shows on the first submit.
 */
function whenValid(...fields: string[]): z.core.$ZodSuperRefineParams {
  return {
    when: (payload) =>
      typeof payload.value === 'object' &&
      payload.value !== null &&
      !Array.isArray(payload.value) &&
      !payload.issues.some((issue) => fields.includes(String(issue.path?.[0]))),
  };
}

const passwordField = z.string({ error: 'Password is required' }).min(1, 'Password is required');

// ---------------------------------------------------------------------------------------------------------
// Request bodies

/** POST /api/teams/signup: the 'Join' form at /team-signup. */
export const teamSignupSchema = z
  .object({
    fullName: requiredText('Full name', LIMITS.shortText),
    email: emailSchema,
    phone: phoneSchema,
    role: oneOf(TEAM_ROLE_VALUES, 'Please choose your role'),
    organizationName: requiredText('Organization name', LIMITS.shortText),
    password: passwordField,
    confirmPassword: z
      .string({ error: 'Please confirm your password' })
      .min(1, 'Please confirm your password'),
  })
  .strict()
  .superRefine(
    (value, ctx) => addPasswordIssue(ctx, joinPasswordProblem(value.password, value.confirmPassword)),
    whenValid('password', 'confirmPassword'),
  );
export type TeamSignupInput = z.input<typeof teamSignupSchema>;
export type TeamSignup = z.output<typeof teamSignupSchema>;

/** POST /api/teams/signup-simple: the short form at /team-signup-simple. */
export const teamSignupSimpleSchema = z
  .object({
    fullName: requiredText('Full name', LIMITS.shortText),
    email: emailSchema,
    password: passwordField,
    teamName: requiredText('Team name', LIMITS.shortText),
    sport: oneOf(SPORTS.teamProfile, 'Please choose a sport'),
  })
  .strict()
  .superRefine(
    (value, ctx) => addPasswordIssue(ctx, passwordPolicyProblem(value.password)),
    whenValid('password'),
  );
export type TeamSignupSimpleInput = z.input<typeof teamSignupSimpleSchema>;
export type TeamSignupSimple = z.output<typeof teamSignupSimpleSchema>;

/** POST /api/teams/register: the older single-page 'Register Your Team' form. */
export const registerTeamSchema = z
  .object({
    name: requiredText('Team name', LIMITS.shortText),
    sport: oneOf(SPORTS.registerForm, 'Please choose a sport'),
    ageGroup: oneOf(AGE_GROUPS.registerForm, 'Please choose an age group'),
    location: requiredText('Location', LIMITS.shortText),
    coachName: requiredText('Coach name', LIMITS.shortText),
    contactEmail: emailSchema,
    contactPhone: optionalPhone,
    teamSize: optionalTeamSize,
    budgetRange: optionalChoice(BUDGET_RANGES, 'Please choose a budget range from the list'),
    description: optionalText('Description', LIMITS.longText),
  })
  .strict();
export type RegisterTeamInput = z.input<typeof registerTeamSchema>;
export type RegisterTeam = z.output<typeof registerTeamSchema>;

export const SEASON_ORDER = 'The season cannot end before it starts';
export const BUDGET_ORDER = 'The maximum budget cannot be less than the minimum';

/**
 * PUT /api/teams/:teamId: the whole profile (a field left out is cleared). Sport and age group are checked
 * against the profile page's lists by the server, which also accepts the value the team already holds
 * (the signup's 'Not specified', or an older form's choice), so such a team can still save other fields.
 */
export const teamProfileSchema = z
  .object({
    // Part 1: the six starred fields.
    name: requiredText('Team name', LIMITS.shortText),
    coachName: requiredText('Coach name', LIMITS.shortText),
    sport: requiredText('Sport', LIMITS.shortText),
    ageGroup: requiredText('Age group', LIMITS.shortText),
    contactEmail: emailSchema,
    location: requiredText('Location', LIMITS.shortText),
    // Part 1: the rest of the profile.
    contactPhone: optionalPhone,
    teamSize: optionalTeamSize,
    primaryGoal: optionalText('Primary goal', LIMITS.mediumText),
    budgetRange: optionalChoice(BUDGET_RANGES, 'Please choose a budget range from the list'),
    fundraisingGoals: optionalText('Fundraising goals', LIMITS.longText),
    leagueName: optionalText('League name', LIMITS.shortText),
    schoolDistrict: optionalText('School district', LIMITS.shortText),
    teamAchievements: optionalText('Team achievements', LIMITS.longText),
    description: optionalText('Description', LIMITS.longText),
    // Part 2: the fields businesses and admins see.
    seasonStartDate: optionalDate('Season start'),
    seasonEndDate: optionalDate('Season end'),
    practiceSchedule: optionalText('Practice schedule', LIMITS.mediumText),
    coachingStaff: optionalText('Coaching staff', LIMITS.mediumText),
    coachBios: optionalText('Coach bios', LIMITS.longText),
    seasonGoals: optionalText('Season goals', LIMITS.mediumText),
    specialEvents: optionalText('Special events', LIMITS.mediumText),
    socialMediaHandles,
    partnershipTypes,
    teamOfferings: shortList('Team offerings'),
    existingSponsors: shortList('Existing sponsors'),
    taxExemptStatus: z
      .boolean({ error: 'Tax-exempt status must be true or false' })
      .optional()
      .default(false),
    // Printed on receipts when the team is tax-exempt (shared/tax.ts); required then.
    legalName: optionalText('Legal name', LIMITS.shortText),
    ein: z
      .string({ error: EIN_FORMAT_MESSAGE })
      .trim()
      .nullish()
      .transform((typed, ctx) => {
        if (!typed) return null;
        const ein = normalizeEin(typed);
        if (!ein) ctx.addIssue({ code: 'custom', message: EIN_FORMAT_MESSAGE });
        return ein;
      }),
    budgetMinCents: optionalCents('Minimum budget'),
    budgetMaxCents: optionalCents('Maximum budget'),
    partnershipTimeline: optionalText('Partnership timeline', LIMITS.shortText),
    fundraisingGoalCents: optionalCents('Fundraising goal'),
  })
  .strict()
  .superRefine(
    (value, ctx) => {
      if (value.seasonStartDate && value.seasonEndDate && value.seasonEndDate < value.seasonStartDate)
        ctx.addIssue({ code: 'custom', message: SEASON_ORDER, path: ['seasonEndDate'] });
    },
    whenValid('seasonStartDate', 'seasonEndDate'),
  )
  .superRefine(
    (value, ctx) => {
      if (!value.taxExemptStatus) return;
      if (!value.legalName)
        ctx.addIssue({ code: 'custom', message: LEGAL_NAME_REQUIRED, path: ['legalName'] });
      if (!value.ein) ctx.addIssue({ code: 'custom', message: EIN_REQUIRED, path: ['ein'] });
    },
    whenValid('taxExemptStatus', 'legalName', 'ein'),
  )
  .superRefine(
    (value, ctx) => {
      if (
        value.budgetMinCents != null &&
        value.budgetMaxCents != null &&
        value.budgetMaxCents < value.budgetMinCents
      )
        ctx.addIssue({ code: 'custom', message: BUDGET_ORDER, path: ['budgetMaxCents'] });
    },
    whenValid('budgetMinCents', 'budgetMaxCents'),
  );
export type TeamProfileInput = z.input<typeof teamProfileSchema>;
export type TeamProfile = z.output<typeof teamProfileSchema>;

/** POST /api/teams/:teamId/publish */
export const publishTeamSchema = z
  .object({ publish: z.boolean({ error: 'publish must be true or false' }) })
  .strict();
export type PublishTeamInput = z.infer<typeof publishTeamSchema>;

// ---------------------------------------------------------------------------------------------------------
// Responses

/** A team as its owner sees it: every column, dates as ISO strings, money in integer cents. */
export interface Team {
  id: string;
  slug: string;
  name: string;
  sport: string;
  ageGroup: string;
  location: string;
  description: string | null;
  contactEmail: string;
  contactPhone: string | null;
  coachName: string;
  coachBios: string | null;
  teamSize: number | null;
  leagueName: string | null;
  schoolDistrict: string | null;
  teamAchievements: string | null;
  taxExemptStatus: boolean;
  /** The name and EIN of the team's tax exemption, printed on receipts while it is exempt. */
  legalName: string | null;
  ein: string | null;
  /** Calendar dates, 'YYYY-MM-DD'. */
  seasonStartDate: string | null;
  seasonEndDate: string | null;
  partnershipTimeline: string | null;
  budgetRange: string | null;
  budgetMinCents: number | null;
  budgetMaxCents: number | null;
  fundraisingGoalCents: number | null;
  partnershipTypes: string[];
  teamOfferings: string[];
  existingSponsors: string[];
  socialMediaHandles: Partial<Record<TeamSocialNetwork, string>>;
  primaryGoal: string | null;
  fundraisingGoals: string | null;
  specialEvents: string | null;
  seasonGoals: string | null;
  practiceSchedule: string | null;
  coachingStaff: string | null;
  verificationStatus: VerificationStatus;
  /** When an admin first approved the team; null until then (publishing then asks for review). */
  approvedAt: string | null;
  createdBy: string;
  userRole: TeamRole | null;
  signupStep: number;
  createdAt: string;
  updatedAt: string;
}

export interface TeamResponse {
  team: Team;
}

/** What a publish toggle did: sent a never-approved team for review, listed it, or hid it. */
export type PublishOutcome = 'submitted_for_review' | 'published' | 'unpublished';

export interface PublishTeamResponse {
  team: Team;
  outcome: PublishOutcome;
}
