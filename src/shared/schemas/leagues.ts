import { z } from 'zod';
import { LIMITS } from '../limits';
import { emailSchema } from './auth';
import { brandColor, optionalText, requiredText } from './fields';
import type { LeagueTierView } from './league-sponsorships';
import { BRAND_COLOR_INVALID } from './partner-page';

/*
 * The League Plan (issue 21, decision 0055): a league (or club) account that runs many teams. Its owner
 * invites existing teams, whose coaches accept; it sees one dashboard and one report across them.
 */

export const LEAGUE_PLAN_REQUIRED =
  'Inviting teams and the league dashboard come with the League Plan. Choose the plan to use them.';
export const LEAGUE_EXISTS = 'You already run a league. One account runs one league.';
export const LEAGUE_NOT_FOUND = 'No league found';
export const LEAGUE_TEAM_NOT_FOUND = 'That team is not on Homefield, or it is not approved yet.';
export const LEAGUE_TEAM_ALREADY_IN = 'This team is already in your league.';
export const LEAGUE_TEAM_IN_ANOTHER =
  'This team is in another league. Its coach has to leave that league first.';
export const LEAGUE_TEAM_NOT_APPROVED =
  'Your team joins a league once an admin has approved it. Publish it from your dashboard, then accept.';
export const LEAGUE_COACH_INVITES_PER_DAY = 50;
export const LEAGUE_TOO_MANY_INVITES = `A league invites at most ${LEAGUE_COACH_INVITES_PER_DAY} coaches by email a day. Please try again tomorrow.`;
export const LEAGUE_INVITE_NOT_FOUND = 'This invitation was withdrawn or has been answered.';
export const DEFAULT_LEAGUE_COLOR = '#0B2545';
export const LEAGUE_PAGE_NOT_FOUND = 'This league page is not published.';
export const LEAGUE_LOGO_MAX_BYTES = 1024 * 1024;
export const LEAGUE_LOGO_TOO_LARGE = 'The logo must be at most 1 MB.';
export const LEAGUE_LOGO_MISSING = 'Choose a picture for the logo.';
export const LEAGUE_LOGO_WRONG_TYPE = 'The logo must be a JPEG, PNG or WebP picture.';

/** POST /api/leagues: the signed-in user's league. */
export const leagueCreateSchema = z
  .object({
    name: requiredText('League name', LIMITS.shortText, 'Enter your league name'),
    contactEmail: emailSchema,
    description: optionalText('About the league', LIMITS.longText),
  })
  .strict();
export type LeagueCreateInput = z.input<typeof leagueCreateSchema>;

/** PATCH /api/leagues/mine: the league's details and branding. */
export const leagueUpdateSchema = leagueCreateSchema
  .extend({
    brandColor: brandColor(BRAND_COLOR_INVALID),
  })
  .partial()
  .strict();
export type LeagueUpdateInput = z.input<typeof leagueUpdateSchema>;

/** POST /api/leagues/mine/invites */
export const leagueInviteSchema = z.strictObject({
  teamId: z.uuid({ error: LEAGUE_TEAM_NOT_FOUND }),
});

/** POST /api/leagues/mine/coach-invites: a coach by email, whether or not they are on Homefield yet. */
export const leagueCoachInviteSchema = z.strictObject({ email: emailSchema });

/** GET /api/leagues/mine/dashboard?season= : 'current', or the year past seasons ended in. */
export const leagueSeasonSchema = z
  .object({
    season: z
      .union([z.literal('current'), z.coerce.number().int().min(2000).max(2100)], {
        error: 'Choose the current season or a year',
      })
      .default('current'),
  })
  .strict();
export type LeagueSeason = z.output<typeof leagueSeasonSchema>['season'];

export interface LeagueSummary {
  id: string;
  slug: string;
  name: string;
  brandColor: string;
}

/** What a league team's public pages show of its league while the League Plan is in force. */
export interface LeagueBadge {
  slug: string;
  name: string;
  brandColor: string;
  logoUrl: string | null;
}

/** GET /api/league-pages/:slug: the league's public page, while its plan is in force. */
export interface PublicLeague extends LeagueBadge {
  description: string | null;
  teams: { id: string; name: string; sport: string; ageGroup: string; location: string }[];
  /** The league's packages a business buys for every team (decision 0059). */
  tiers: LeagueTierView[];
  sponsors: { businessName: string; tierName: string }[];
}

/** GET /api/leagues/mine */
export interface LeagueView extends LeagueSummary {
  contactEmail: string;
  description: string | null;
  logoUrl: string | null;
  /** The League Plan is in force: invites, the dashboard and the public page are open. */
  planActive: boolean;
  teams: { id: string; name: string; slug: string; coachName: string }[];
  invites: LeagueInviteView[];
}

/** An open invitation: to a team (its name), or to a coach by email who has not answered yet. */
export interface LeagueInviteView {
  id: string;
  teamId: string | null;
  teamName: string | null;
  email: string | null;
  invitedAt: string;
}

/** One team's season on the league dashboard; past seasons come from the archived reports. */
export interface LeagueTeamFigures {
  teamId: string;
  teamName: string;
  seasonLabel: string;
  raisedCents: number;
  sponsorshipsCents: number;
  donationsCents: number;
  manualSponsorsCents: number;
  sponsors: number;
  players: number;
  /** Benefits delivered of those owed to this season's sponsors; null for a past season (not archived). */
  benefitsDelivered: number | null;
  benefitsOwed: number | null;
}

/** GET /api/leagues/mine/dashboard */
export interface LeagueDashboard {
  season: LeagueSeason;
  /** The years with archived seasons, newest first, for the season picker. */
  pastSeasons: number[];
  teams: LeagueTeamFigures[];
  total: Omit<LeagueTeamFigures, 'teamId' | 'teamName' | 'seasonLabel'>;
}

/** GET /api/teams/:teamId/league: the coach's side. */
export interface TeamLeagueView {
  league: LeagueSummary | null;
  invites: { id: string; league: LeagueSummary; invitedAt: string }[];
}

/** The season a league's figures cover, as the report's title and the picker say it. */
export const leagueSeasonName = (season: LeagueSeason) =>
  season === 'current' ? 'Current season' : `Seasons ended in ${season}`;

/** Benefits delivered of those owed; a past season did not keep them. */
export function benefitsLine(row: Pick<LeagueTeamFigures, 'benefitsDelivered' | 'benefitsOwed'>): string {
  if (row.benefitsOwed === null) return 'Not kept';
  return row.benefitsOwed === 0 ? 'None due' : `${row.benefitsDelivered} of ${row.benefitsOwed}`;
}

/** GET /api/leagues/mine/teams/:teamId/roster: a member team's players as the league sees them (read-only). */
export interface LeagueRosterView {
  teamName: string;
  players: {
    playerId: string;
    publicName: string;
    raisedCents: number;
    supporters: number;
    sponsorsBrought: number;
  }[];
}
