import { count } from 'drizzle-orm';
import { businesses, emailOutbox, userRoles, users } from '../../../src/server/db/schema';
import type { TestApp } from '../app';

export const STRONG_PASSWORD = 'Blue#Harbor7River';
export const newEmail = (tag: string) => `${tag}-${Math.random().toString(36).slice(2)}@example.com`;

/** A complete wizard submit (steps 2 to 6); `overrides` replaces or adds fields. */
export function registrationBody(overrides: Record<string, unknown> = {}) {
  return {
    businessName: "Okafor's Stone Oven Pizza",
    businessType: 'restaurant',
    industry: 'Food & Beverage',
    numberOfLocations: 2,
    numberOfEmployees: 14,
    yearsInBusiness: 6,
    primaryGoal: 'social_responsibility',
    contactName: 'Sam Okafor',
    contactTitle: 'Owner',
    phoneNumber: '(503) 555-0101',
    businessEmail: '',
    businessAddress: '2210 NE Alberta St, Portland, OR 97211',
    serviceArea: 'Northeast Portland',
    websiteUrl: 'okaforpizza.example.com',
    operatingHours: 'Tue-Sun 11 am - 9 pm',
    businessDescription: 'Family-owned wood-fired pizzeria.',
    primaryProductsServices: 'Pizza, salads, team catering',
    socialMediaHandles: { instagram: '@okaforpizza', facebook: '' },
    partnershipTypes: ['financial_sponsorship', 'in_kind_sponsorship'],
    sponsorshipCategories: ['uniform_sponsoring', 'food_catering'],
    annualBudgetMinCents: 100_000,
    annualBudgetMaxCents: 500_000,
    preferredAmountPerTeamCents: 50_000,
    seasonalVsYearround: 'Flexible - depends on the team',
    maxTeamsSupported: 3,
    geographicRadius: '10 miles',
    previousSponsorshipExperience: true,
    preferredAgeGroups: ['9-12 years', '13-15 years'],
    partnershipGoals: ['Community visibility'],
    preferredSports: ['Soccer', 'Basketball'],
    preferredTeamSizes: ['No preference'],
    competitiveLevelPreference: ['All levels welcome'],
    logoPlacementPreferences: ['Uniforms', 'Banners'],
    eventParticipationInterest: true,
    crossPromotionalInterest: false,
    taxId: '12-3456789',
    previousSponsorshipReferences: '',
    ...overrides,
  };
}

/** Every field of the profile editor; `overrides` replaces or adds fields. */
export function profileBody(overrides: Record<string, unknown> = {}) {
  return {
    businessName: 'Cascade Auto Group',
    businessType: 'auto_dealer',
    industry: 'Automotive',
    contactName: 'Linda Park',
    contactTitle: 'Marketing Director',
    businessEmail: 'linda@cascade.example.com',
    phoneNumber: '503-555-0160',
    businessAddress: '8800 SE 82nd Ave, Portland, OR 97266',
    websiteUrl: 'https://cascadeauto.example.com',
    serviceArea: 'Portland metro',
    operatingHours: 'Mon-Sat 9-7',
    businessDescription: 'New and certified pre-owned vehicles.',
    primaryProductsServices: 'Vehicle sales and service',
    annualBudgetMinCents: 500_000,
    annualBudgetMaxCents: 2_500_000,
    preferredAmountPerTeamCents: 100_000,
    seasonalVsYearround: 'Year-round partnerships preferred',
    sponsorshipCategories: ['coaching_training', 'event_hosting', 'team_fees'],
    preferredAgeGroups: ['Under 10', 'High School'],
    preferredSports: ['Any sport'],
    ...overrides,
  };
}

/** Row counts of everything the business flows write, to prove a refused request wrote nothing. */
export async function businessCounts(t: TestApp) {
  const [userRows, roleRows, businessRows, mailRows] = await Promise.all([
    t.db.select({ n: count() }).from(users),
    t.db.select({ n: count() }).from(userRoles),
    t.db.select({ n: count() }).from(businesses),
    t.db.select({ n: count() }).from(emailOutbox),
  ]);
  return {
    users: userRows[0]!.n,
    roles: roleRows[0]!.n,
    businesses: businessRows[0]!.n,
    mail: mailRows[0]!.n,
  };
}
