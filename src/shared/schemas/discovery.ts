import { z } from 'zod';
import { INDUSTRIES, SPORTS } from '../constants';
import { LIMITS } from '../limits';
import type { LeagueBadge } from './leagues';
import { blankToUndefined, pageParam } from './paging';
import type { SponsorGroup } from './player-page';

/*
 * The public listings (/team-discovery, /business-discovery) and the detail pages (/team-details/{id},
 * /business-details/{id}): the query strings the API accepts (the pages read their URL with the same
 * schemas) and what the API answers. Only approved or verified teams and businesses ever appear.
 */

/** Cards per page of either listing. */
export const DISCOVERY_PAGE_SIZE = 24;
/** Cards of a team show its first tiers, then 'view N more' (spec part 2, section 9). */
export const CARD_TIER_COUNT = 2;
/** Beyond any real listing; a larger page is a typo or a probe. */
export const MAX_DISCOVERY_PAGE = 10_000;

/** The browse filter's 'Other': any sport that is not one of the filter's named sports. */
export const OTHER_SPORT = 'Other';
export const NAMED_BROWSE_SPORTS = SPORTS.browseFilter.filter((sport) => sport !== OTHER_SPORT);

export const SEARCH_TOO_LONG = `Search must be at most ${LIMITS.shortText} characters`;
export const LOCATION_TOO_LONG = `Location must be at most ${LIMITS.shortText} characters`;

const searchText = (message: string) =>
  z.preprocess(blankToUndefined, z.string().trim().max(LIMITS.shortText, message).optional());

const page = pageParam(MAX_DISCOVERY_PAGE);

/** GET /api/discovery/teams?q=&sport=&location=&page= */
export const teamDiscoveryQuerySchema = z
  .object({
    q: searchText(SEARCH_TOO_LONG),
    sport: z.preprocess(
      blankToUndefined,
      z.enum(SPORTS.browseFilter, { error: 'Choose a sport from the list' }).optional(),
    ),
    location: searchText(LOCATION_TOO_LONG),
    page,
  })
  .strict();
export type TeamDiscoveryQuery = z.output<typeof teamDiscoveryQuerySchema>;

/** GET /api/discovery/businesses?q=&industry=&page= */
export const businessDiscoveryQuerySchema = z
  .object({
    q: searchText(SEARCH_TOO_LONG),
    industry: z.preprocess(
      blankToUndefined,
      z.enum(INDUSTRIES, { error: 'Choose an industry from the list' }).optional(),
    ),
    page,
  })
  .strict();
export type BusinessDiscoveryQuery = z.output<typeof businessDiscoveryQuerySchema>;

// ---------------------------------------------------------------------------------------------------------
// Responses

/** A sponsorship tier as sponsors see it; tiers come ordered by amount ascending. */
export interface DiscoveryTier {
  id: string;
  name: string;
  description: string | null;
  /** Integer cents. */
  amount: number;
  benefits: string[];
  logoPlacement: string | null;
  availableSpots: number;
  takenSpots: number;
  spotsLeft: number;
  /** No spot left: shown dimmed, not selectable (spec part 2, section 4). */
  soldOut: boolean;
}

/** One card of /team-discovery. */
export interface TeamCard {
  id: string;
  name: string;
  sport: string;
  ageGroup: string;
  location: string;
  description: string | null;
  teamAchievements: string | null;
  teamSize: number | null;
  /** Approved or verified (DECISIONS: the same thing outside the admin area). */
  verified: boolean;
  tiers: DiscoveryTier[];
  createdAt: string;
}

export interface TeamDiscoveryPage {
  teams: TeamCard[];
  page: number;
  pageSize: number;
  total: number;
}

/** One card of /business-discovery. */
export interface BusinessCard {
  id: string;
  businessName: string;
  businessType: string;
  industry: string | null;
  serviceArea: string | null;
  preferredSports: string[];
  preferredAgeGroups: string[];
  partnershipGoals: string[];
  sponsorshipCategories: string[];
  verified: boolean;
  /** On a plan that places it first and marks it (Featured Sponsor, Community Partner). */
  featured: boolean;
  createdAt: string;
}

export interface BusinessDiscoveryPage {
  businesses: BusinessCard[];
  page: number;
  pageSize: number;
  total: number;
}

/** GET /api/discovery/teams/:teamId: the team page (spec part 2, section 2.21). */
export interface TeamDetails {
  id: string;
  name: string;
  sport: string;
  ageGroup: string;
  location: string;
  verified: boolean;
  description: string | null;
  teamSize: number | null;
  teamAchievements: string | null;
  seasonGoals: string | null;
  practiceSchedule: string | null;
  coachingStaff: string | null;
  coachName: string;
  /** Calendar dates, 'YYYY-MM-DD'. */
  seasonStartDate: string | null;
  seasonEndDate: string | null;
  tiers: DiscoveryTier[];
}

export interface TeamDetailsResponse {
  /** The team with the sponsors its pages name, Featured first within a tier (decision 0050). */
  /** The team's league appears while its League Plan is in force (decision 0055). */
  team: TeamDetails & { sponsors: SponsorGroup[]; league: LeagueBadge | null };
}

/** GET /api/discovery/businesses/:businessId: the business page (spec part 2, section 2.20). */
export interface BusinessDetails {
  id: string;
  businessName: string;
  industry: string | null;
  businessType: string;
  verified: boolean;
  businessDescription: string;
  partnershipGoals: string[];
  sponsorshipCategories: string[];
  serviceArea: string | null;
  phoneNumber: string;
  businessEmail: string;
  websiteUrl: string | null;
  preferredSports: string[];
  preferredAgeGroups: string[];
}

export interface BusinessDetailsResponse {
  business: BusinessDetails;
}

/** GET /api/discovery/viewer: what the listing banners need to know about the caller. */
export interface DiscoveryViewer {
  signedIn: boolean;
  hasBusiness: boolean;
  hasTeam: boolean;
}

export const TEAM_NOT_FOUND = 'Team Not Found';
export const BUSINESS_NOT_FOUND = 'Business Not Found';
