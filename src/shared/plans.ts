import { BUSINESS_PLANS, type BusinessPlan, TEAM_PLANS, type TeamPlan } from './fees';
import { addMonths } from './months';

/*
 * The plans on the landing page, defined once (issue 21, decision 0047): the landing page draws its
 * pricing section from these, the server sells them at these prices and enforces these limits, so what a
 * plan promises and what it does cannot drift apart. No Node or DOM APIs here.
 */

export type { BusinessPlan, TeamPlan };
export { BUSINESS_PLANS, TEAM_PLANS };
export type PlanId = TeamPlan | BusinessPlan;
export const PLAN_IDS = [...TEAM_PLANS, ...BUSINESS_PLANS] as const;

/** How often a plan renews: Stripe Billing's interval and count. A season is six months (decision 0047). */
export interface PlanInterval {
  unit: 'month' | 'year';
  count: number;
}

export interface PlanDefinition {
  id: PlanId;
  audience: 'team' | 'business';
  name: string;
  /** What one period costs; 0 for the Free plans. */
  priceCents: number;
  /** As the landing page prints it: '$59'. */
  price: string;
  /** 'per season'; empty for the Free plans. */
  period: string;
  interval: PlanInterval | null;
  features: readonly string[];
  mostPopular: boolean;
  /**
   * Sponsorships the account may hold at once (paid and running, or in checkout): a team's sponsors, a
   * business's deals; null: no limit.
   */
  sponsorLimit: number | null;
}

const SEASON: PlanInterval = { unit: 'month', count: 6 };

export const PLANS: Record<PlanId, PlanDefinition> = {
  team_free: {
    id: 'team_free',
    audience: 'team',
    name: 'Free',
    priceCents: 0,
    price: '$0',
    period: '',
    interval: null,
    features: ['1 active campaign', 'Up to 3 sponsors', 'Shared dashboard'],
    mostPopular: false,
    sponsorLimit: 3,
  },
  team_pro: {
    id: 'team_pro',
    audience: 'team',
    name: 'Team Pro',
    priceCents: 5900,
    price: '$59',
    period: 'per season',
    interval: SEASON,
    features: ['Unlimited sponsors', 'Player dashboards', 'Payment tracking', 'Auto receipts'],
    mostPopular: true,
    sponsorLimit: null,
  },
  league: {
    id: 'league',
    audience: 'team',
    name: 'League Plan',
    priceCents: 29_900,
    price: '$299',
    period: 'per year',
    interval: { unit: 'year', count: 1 },
    features: ['Multi-team dashboards', 'Shared reporting', 'Branding options'],
    mostPopular: false,
    sponsorLimit: null,
  },
  business_free: {
    id: 'business_free',
    audience: 'business',
    name: 'Free',
    priceCents: 0,
    price: '$0',
    period: '',
    interval: null,
    features: ['Browse teams', 'Basic listings', 'Up to 3 deals at a time'],
    mostPopular: false,
    sponsorLimit: 3,
  },
  featured_sponsor: {
    id: 'featured_sponsor',
    audience: 'business',
    name: 'Featured Sponsor',
    priceCents: 4900,
    price: '$49',
    period: 'per month',
    interval: { unit: 'month', count: 1 },
    features: ['Sponsored placement', 'Unlimited deals', 'ROI dashboard'],
    mostPopular: false,
    sponsorLimit: null,
  },
  community_partner: {
    id: 'community_partner',
    audience: 'business',
    name: 'Community Partner',
    priceCents: 19_900,
    price: '$199',
    period: 'per month',
    interval: { unit: 'month', count: 1 },
    features: ['Branded pages', 'Analytics', 'Co-marketing support'],
    mostPopular: false,
    sponsorLimit: null,
  },
};

/** The plans a team buys on its own (the League Plan belongs to a league account and covers its teams). */
export const TEAM_PAID_PLANS = ['team_pro'] as const satisfies readonly TeamPlan[];
export type TeamPaidPlan = (typeof TEAM_PAID_PLANS)[number];

export const LEAGUE_PAID_PLANS = ['league'] as const satisfies readonly TeamPlan[];

export const BUSINESS_PAID_PLANS = [
  'featured_sponsor',
  'community_partner',
] as const satisfies readonly BusinessPlan[];
export type BusinessPaidPlan = (typeof BUSINESS_PAID_PLANS)[number];
export type PaidPlan = TeamPaidPlan | BusinessPaidPlan | (typeof LEAGUE_PAID_PLANS)[number];

/**
 * The business plans placed first and marked "Featured" in the lists teams browse and on the pages of the
 * teams they sponsor: Featured Sponsor's promise, and Community Partner's too, the plan above it (decision 0048).
 */
export function isFeaturedPlan(plan: PlanId | null | undefined): boolean {
  return plan === 'featured_sponsor' || plan === 'community_partner';
}

/**
 * When a subscription that started at `start` has been paid for `periods` periods, on the day of the month
 * it started (or the month's last), as the provider bills it: counted from the start, so it never drifts.
 */
export function paidUntil(start: Date, interval: PlanInterval, periods: number): Date {
  return addMonths(start, periods * interval.count * (interval.unit === 'year' ? 12 : 1));
}

/** Days a plan is kept after a renewal fails, while the provider retries the card (decision 0047). */
export const PLAN_GRACE_DAYS = 14;
