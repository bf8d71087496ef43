import { formatCalendarDate } from '../dates';

/*
 * The team's season report (issue 7): every sponsor and donation of a season, with totals per player and per
 * tier, as a PDF and a CSV, and the dashboard's charts (raised over time, by tier, by player).
 */

/** A season: calendar dates (YYYY-MM-DD), both ends included; a missing end is open ('All time'). */
export interface SeasonPeriod {
  start: string | null;
  end: string | null;
}

export const ALL_TIME = 'All time';

/** The period as people read it: 'Mar 1, 2026 – Jun 30, 2026', 'From Mar 1, 2026', or 'All time'. */
export function seasonLabel({ start, end }: SeasonPeriod): string {
  if (start && end) return `${formatCalendarDate(start)} – ${formatCalendarDate(end)}`;
  if (start) return `From ${formatCalendarDate(start)}`;
  if (end) return `Until ${formatCalendarDate(end)}`;
  return ALL_TIME;
}

/**
 * Which season a current figure counts, said beside it: 'This season · Sep 1, 2026 – Feb 28, 2027', or
 * 'All time' for a team without season dates (it never rolled over: everything counts).
 */
export function seasonCaption(season: SeasonPeriod): string {
  const label = seasonLabel(season);
  return label === ALL_TIME ? ALL_TIME : `This season · ${label}`;
}

/** The tier of a sponsorship bought without one, and of the sponsors a team added by hand. */
export const NO_TIER = 'No tier';
export const MANUAL_TIER = 'Added by hand';
/** The per-player row of money no player brought in (uncredited sponsorships, sponsors added by hand). */
export const UNATTRIBUTED = 'Not credited to a player';
/** The per-player row (and each gift's player) of gifts to players the team has since removed. */
export const REMOVED_PLAYERS = 'Removed players';

/** One month of the season: what came in that month, and the running total. */
export interface SeasonMonth {
  /** 'YYYY-MM' */
  month: string;
  raisedCents: number;
  cumulativeCents: number;
}

export interface SeasonTierTotal {
  tier: string;
  sponsors: number;
  cents: number;
}

export interface SeasonPlayerTotal {
  /** Null for a removed player (named from the donation's copy) and for the unattributed row. */
  playerId: string | null;
  name: string;
  /** Counted gifts to the player. */
  donationsCents: number;
  /** Paid sponsorships credited to the player (the business came from the player's page). */
  sponsorshipsCents: number;
  totalCents: number;
  /** The row of money no player brought in. */
  unattributed: boolean;
}

/** GET /api/teams/:teamId/season-report: the figures and the charts' data, without the rows. */
export interface SeasonSummary {
  period: SeasonPeriod & { label: string };
  /** The team dashboard's Total Raised, counted over the season only. */
  raised: {
    totalCents: number;
    sponsorshipsCents: number;
    manualSponsorsCents: number;
    donationsCents: number;
  };
  sponsorCount: number;
  donationCount: number;
  overTime: SeasonMonth[];
  byTier: SeasonTierTotal[];
  /** Every roster player (with nothing too), removed players with money, then the unattributed row. */
  byPlayer: SeasonPlayerTotal[];
}

export interface SeasonSponsorRow {
  kind: 'platform' | 'manual';
  /** YYYY-MM-DD (UTC): when it was paid, or recorded for a sponsor added by hand. */
  date: string;
  name: string;
  tier: string;
  /** The credited player's name, if any. */
  player: string | null;
  amountCents: number;
}

export interface SeasonDonationRow {
  date: string;
  player: string;
  /** The donor's name only when they allowed it (as on the team's notice); never their email. */
  donor: string;
  recurring: boolean;
  amountCents: number;
}

/** The whole report: what the PDF and the CSV print. */
export interface SeasonReport extends SeasonSummary {
  team: { id: string; name: string };
  sponsors: SeasonSponsorRow[];
  donations: SeasonDonationRow[];
}

export const ANONYMOUS_DONOR = 'Anonymous supporter';
