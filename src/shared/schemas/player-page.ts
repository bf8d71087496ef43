import type { LeagueBadge } from './leagues';
/*
 * What the public player page shows beside the donation form (issue 7, section 1;
 * docs/decisions/0015-player-pages.md). Every name here is already shortened for the public: players and
 * donors by first name and last initial (shared/player-name.ts). No amounts of single gifts, no emails.
 */

/** How many opted-in supporters the page lists. */
export const RECENT_SUPPORTERS_LIMIT = 5;

export interface PlayerProgress {
  /** Integer cents; null when neither the player nor the team set a goal (then no bar). */
  goalCents: number | null;
  /** 'player': the player's own goal; 'team': the team's goal split evenly across the listed roster. */
  goalSource: 'player' | 'team' | null;
  /** Counted gifts to this player (the team's Total Raised definition), integer cents. */
  raisedCents: number;
  /** Distinct donors: by email, and each gift without an email as one. */
  supporters: number;
}

/** A donor who ticked the opt-in: shortened name and when they gave. */
export interface RecentSupporter {
  name: string;
  /** ISO timestamp of the gift. */
  givenAt: string;
}

/** A sponsor as a team's page names it. */
export interface SponsorName {
  name: string;
  /** On a plan that places it first and marks it "Featured" (shared/plans.ts isFeaturedPlan). */
  featured: boolean;
  /** Its website, through Homefield's counted link; null without one (or a sponsor added by hand). */
  href: string | null;
  /** A Community Partner's branded page (decision 0053), while it is published. */
  partnerHref: string | null;
}

/**
 * The team's sponsors under one tier, highest tier first, Featured sponsors first within it; tier null:
 * sponsors without a platform tier.
 */
export interface SponsorGroup {
  tier: string | null;
  sponsors: SponsorName[];
}

/** The counted link to a sponsor's website from a team's pages (GET, public; answers a redirect). */
export const sponsorVisitPath = (businessId: string, teamId: string) =>
  `/api/sponsors/${businessId}/visit?team=${teamId}`;

export interface PublicLeaderboardRow {
  publicName: string;
  raisedCents: number;
  /** The teammate's page ('{teamSlug}/{playerNumber}'). */
  urlSlug: string;
  /** The row of the page being viewed. */
  current: boolean;
}

export interface PlayerPageFacts {
  progress: PlayerProgress;
  recentSupporters: RecentSupporter[];
  sponsors: SponsorGroup[];
  /** Null unless the team made its leaderboard public. */
  leaderboard: PublicLeaderboardRow[] | null;
  /** The team's league, while its League Plan is in force (decision 0055). */
  league: LeagueBadge | null;
}

/** Progress as a whole percentage for the bar, capped at 100; null without a goal. */
export function progressPercent(progress: Pick<PlayerProgress, 'goalCents' | 'raisedCents'>): number | null {
  if (!progress.goalCents) return null;
  return Math.min(100, Math.floor((progress.raisedCents / progress.goalCents) * 100));
}

/** The team's goal split evenly across `players` listed players, rounded up to whole dollars. */
export function teamGoalShare(teamGoalCents: number | null, players: number): number | null {
  if (!teamGoalCents || teamGoalCents <= 0 || players <= 0) return null;
  return Math.ceil(teamGoalCents / players / 100) * 100;
}
