import { z } from 'zod';
import type { SeasonReport, SeasonSummary } from './season-report';

/*
 * Season rollover (issue 7, section 3): the rollover body, past seasons, renewal offers (first refusal for
 * last season's sponsors) and the waitlist of a sold-out tier.
 */

/**
 * Last season's sponsors keep their tier's spot until this many days into the new season (and at least
 * this long after the rollover) before it opens to everyone (docs/decisions/0026-contracts-and-seasons.md).
 */
export const RENEWAL_HOLD_DAYS = 14;
/** The first business on a waitlist keeps an opened spot this long. */
export const WAITLIST_HOLD_HOURS = 48;
/** More players than any roster has; keeps a body from being a list of millions. */
export const MAX_KEPT_PLAYERS = 500;

export const SEASON_ORDER = 'The season cannot end before it starts';
export const SEASON_ALREADY_ROLLED_OVER = 'SEASON_ALREADY_ROLLED_OVER';
export const SEASON_ALREADY_ROLLED_OVER_MESSAGE =
  'This season has already been rolled over. Reload the page to see the new season.';
export const seasonStartsTooEarly = (endLabel: string) =>
  `The new season must start after the current season ends (${endLabel})`;
export const PLAYER_NOT_ON_ROSTER = 'Choose players from your roster';
export const PAST_SEASON_NOT_FOUND = 'Season not found';

export const ROLLOVER_HOLD_NOT_FOUND = 'This renewal link is invalid or has expired.';
export const TIER_NOT_SOLD_OUT = 'TIER_NOT_SOLD_OUT';
export const TIER_NOT_SOLD_OUT_MESSAGE = 'This tier still has spots: you can sponsor it now.';

const date = (label: string) =>
  z.iso.date({
    error: (issue) => (issue.input ? `${label} must be a valid date` : `${label} is required`),
  });

/** POST /api/teams/:teamId/season-rollover: the new season's dates and the players who stay. */
export const seasonRolloverSchema = z
  .object({
    seasonStart: date('Season start'),
    seasonEnd: date('Season end'),
    keepPlayerIds: z
      .array(z.uuid({ error: PLAYER_NOT_ON_ROSTER }), { error: 'Players must be a list' })
      .max(MAX_KEPT_PLAYERS, `At most ${MAX_KEPT_PLAYERS} players`)
      .transform((ids) => [...new Set(ids)]),
  })
  .strict()
  .superRefine((value, ctx) => {
    if (value.seasonEnd < value.seasonStart)
      ctx.addIssue({ code: 'custom', message: SEASON_ORDER, path: ['seasonEnd'] });
  });
export type SeasonRolloverInput = z.input<typeof seasonRolloverSchema>;
export type SeasonRollover = z.output<typeof seasonRolloverSchema>;

/** A past season in the selector: its dates and headline figures. */
export interface PastSeason {
  id: string;
  start: string | null;
  end: string;
  label: string;
  archivedAt: string;
  raised: SeasonSummary['raised'];
  sponsorCount: number;
  donationCount: number;
}

export interface PastSeasonsResponse {
  seasons: PastSeason[];
}

/** GET /api/teams/:teamId/seasons/:seasonId: the report as it stood when the season closed. */
export interface PastSeasonResponse {
  season: PastSeason;
  report: SeasonReport;
}

export interface SeasonRolloverResponse {
  season: PastSeason;
  newSeason: { start: string; end: string };
  playersKept: number;
  playersRemoved: number;
  /** Last season's sponsors offered their tier again (one email each). */
  renewalOffers: number;
}

export type HoldReason = 'renewal' | 'waitlist';

/** GET /api/renewals/:token: what the email link offers. */
export interface HeldSpotView {
  reason: HoldReason;
  team: { id: string; name: string; sport: string; location: string };
  tier: { id: string; name: string; description: string | null; amountCents: number; benefits: string[] };
  businessName: string;
  expiresAt: string;
  /** False once the hold expired or was replaced: the page says so, and checkout is first come. */
  live: boolean;
  /** The holder already has a paid sponsorship of the tier from this hold. */
  renewed: boolean;
}

export interface WaitlistEntry {
  tierId: string;
  /** 1 for the first business waiting; null once a spot was held for this business. */
  position: number | null;
  joinedAt: string;
}

/** GET /api/teams/:teamId/waitlist: the signed-in business's places on this team's waitlists. */
export interface WaitlistResponse {
  entries: WaitlistEntry[];
}
