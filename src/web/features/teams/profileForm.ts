import { type FieldErrors, get, type Resolver, set } from 'react-hook-form';
import { dollarsToCents } from '../../../shared/money';
import {
  TEAM_SOCIAL_NETWORKS,
  type Team,
  type TeamProfile,
  type TeamProfileInput,
  type TeamSocialNetwork,
  teamProfileSchema,
} from '../../../shared/schemas/team';

/**
 * The profile form holds what people type: numbers and amounts as text, money in dollars, lists one entry
 * per line. It is turned into the API body and checked with the API's own schema before it is sent.
 */
export interface ProfileFormValues {
  name: string;
  coachName: string;
  sport: string;
  ageGroup: string;
  contactEmail: string;
  location: string;
  contactPhone: string;
  teamSize: string;
  leagueName: string;
  schoolDistrict: string;
  seasonStartDate: string;
  seasonEndDate: string;
  practiceSchedule: string;
  coachingStaff: string;
  coachBios: string;
  budgetRange: string;
  budgetMin: string;
  budgetMax: string;
  fundraisingGoal: string;
  primaryGoal: string;
  fundraisingGoals: string;
  seasonGoals: string;
  partnershipTimeline: string;
  partnershipTypes: string[];
  teamOfferings: string;
  existingSponsors: string;
  taxExemptStatus: boolean;
  legalName: string;
  ein: string;
  socialMediaHandles: Record<TeamSocialNetwork, string>;
  description: string;
  teamAchievements: string;
  specialEvents: string;
}

/** Dollar inputs and the API's cents fields. */
const MONEY = {
  budgetMin: 'budgetMinCents',
  budgetMax: 'budgetMaxCents',
  fundraisingGoal: 'fundraisingGoalCents',
} as const;
type MoneyField = keyof typeof MONEY;
const MONEY_FIELDS = Object.keys(MONEY) as MoneyField[];

const NOT_AN_AMOUNT = 'Enter an amount in dollars, such as 1500 or 1500.50';

/** 150050 -> '1500.50', 150000 -> '1500'. */
function centsToDollars(cents: number | null): string {
  if (cents == null) return '';
  return cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2);
}

const lines = (text: string) => text.split('\n').map((line) => line.trim());

export function toFormValues(team: Team): ProfileFormValues {
  const text = (value: string | null) => value ?? '';
  return {
    name: team.name,
    coachName: team.coachName,
    sport: team.sport,
    ageGroup: team.ageGroup,
    contactEmail: team.contactEmail,
    location: team.location,
    contactPhone: text(team.contactPhone),
    teamSize: team.teamSize == null ? '' : String(team.teamSize),
    leagueName: text(team.leagueName),
    schoolDistrict: text(team.schoolDistrict),
    seasonStartDate: text(team.seasonStartDate),
    seasonEndDate: text(team.seasonEndDate),
    practiceSchedule: text(team.practiceSchedule),
    coachingStaff: text(team.coachingStaff),
    coachBios: text(team.coachBios),
    budgetRange: text(team.budgetRange),
    budgetMin: centsToDollars(team.budgetMinCents),
    budgetMax: centsToDollars(team.budgetMaxCents),
    fundraisingGoal: centsToDollars(team.fundraisingGoalCents),
    primaryGoal: text(team.primaryGoal),
    fundraisingGoals: text(team.fundraisingGoals),
    seasonGoals: text(team.seasonGoals),
    partnershipTimeline: text(team.partnershipTimeline),
    partnershipTypes: team.partnershipTypes,
    teamOfferings: team.teamOfferings.join('\n'),
    existingSponsors: team.existingSponsors.join('\n'),
    taxExemptStatus: team.taxExemptStatus,
    legalName: text(team.legalName),
    ein: text(team.ein),
    socialMediaHandles: Object.fromEntries(
      TEAM_SOCIAL_NETWORKS.map((network) => [network, team.socialMediaHandles[network] ?? '']),
    ) as Record<TeamSocialNetwork, string>,
    description: text(team.description),
    teamAchievements: text(team.teamAchievements),
    specialEvents: text(team.specialEvents),
  };
}

export function toProfileBody(values: ProfileFormValues): TeamProfileInput {
  const { budgetMin, budgetMax, fundraisingGoal, teamSize, teamOfferings, existingSponsors, ...rest } =
    values;
  const cents = (dollars: string) => (dollars.trim() === '' ? null : dollarsToCents(dollars));
  return {
    ...rest,
    budgetRange: rest.budgetRange as TeamProfileInput['budgetRange'],
    partnershipTypes: rest.partnershipTypes as TeamProfileInput['partnershipTypes'],
    // Anything but digits becomes NaN, which the schema refuses with its own message.
    teamSize: teamSize.trim() === '' ? null : /^\d+$/.test(teamSize.trim()) ? Number(teamSize) : Number.NaN,
    budgetMinCents: cents(budgetMin),
    budgetMaxCents: cents(budgetMax),
    fundraisingGoalCents: cents(fundraisingGoal),
    teamOfferings: lines(teamOfferings),
    existingSponsors: lines(existingSponsors),
  };
}

/** The form field an API error path belongs to: 'budgetMinCents' -> 'budgetMin', 'teamOfferings.3' -> 'teamOfferings'. */
export function formField(path: string): string {
  const money = MONEY_FIELDS.find((field) => MONEY[field] === path);
  if (money) return money;
  if (path.startsWith('teamOfferings.') || path.startsWith('existingSponsors.')) return path.split('.')[0]!;
  return path;
}

/** Checks the form with the API's schema; messages land under the fields people typed into. */
export const profileResolver: Resolver<ProfileFormValues, unknown, TeamProfile> = async (values) => {
  const errors: FieldErrors<ProfileFormValues> = {};
  // The first message of a field is the one shown.
  const add = (field: string, message: string) => {
    if (!get(errors, field)) set(errors, field, { type: 'validate', message });
  };
  for (const field of MONEY_FIELDS) {
    if (values[field].trim() !== '' && dollarsToCents(values[field]) === null) add(field, NOT_AN_AMOUNT);
  }
  const result = teamProfileSchema.safeParse(toProfileBody(values));
  if (!result.success) {
    for (const issue of result.error.issues) add(formField(issue.path.join('.')), issue.message);
  }
  if (result.success && Object.keys(errors).length === 0) return { values: result.data, errors: {} };
  return { values: {}, errors };
};
