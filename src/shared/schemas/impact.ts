import type { BusinessPlan } from '../plans';

/*
 * What a business's sponsorships did (issue 21, the ROI dashboard of Featured Sponsor and Community
 * Partner; decision 0050). Counted without cookies: views of the sponsored teams' player pages while the
 * sponsorship ran, visits to the business's website from them, the families on the teams' rosters.
 */

export const IMPACT_PLAN_REQUIRED =
  'Sponsorship results come with Featured Sponsor and Community Partner. Choose a plan to see them.';
export const SPONSOR_NOT_FOUND = 'Sponsor not found';

/** The most recent sponsorships the dashboard shows, and adds up. */
export const IMPACT_ROWS_LIMIT = 100;

export interface SponsorshipImpact {
  sponsorshipId: string;
  teamId: string;
  teamName: string;
  tier: string | null;
  /** What the sponsorship still counts for, once refunds are out. */
  amountCents: number;
  /** The UTC days it ran over: from its payment to its contract's end, or today. */
  from: string;
  to: string;
  /** Views of the team's player pages, which name the business, over those days. */
  views: number;
  /** Visits to the business's website from the team's pages, over those days. */
  clicks: number;
  /** Players on the team's roster: a family each. */
  families: number;
  /** What a thousand views cost; null before the first view. */
  costPerThousandViewsCents: number | null;
}

/** GET /api/business/impact */
export interface BusinessImpact {
  plan: BusinessPlan;
  /** Over the sponsorships listed; a team's families count once however many of its tiers were bought. */
  totals: Omit<SponsorshipImpact, 'sponsorshipId' | 'teamId' | 'teamName' | 'tier' | 'from' | 'to'>;
  sponsorships: SponsorshipImpact[];
}

/** A thousand views' cost, in whole cents; null without views. */
export function costPerThousand(amountCents: number, views: number): number | null {
  return views > 0 ? Math.round((amountCents * 1000) / views) : null;
}
