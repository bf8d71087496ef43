import { z } from 'zod';
import { tierInputSchema } from './tiers';

/*
 * A league's own sponsorship packages (issue 21, decision 0059): a business buys one for the whole league
 * with one payment, split into one sponsorship per member team whose benefits every team delivers.
 */

/** POST /api/leagues/mine/tiers and PUT /api/leagues/mine/tiers/:tierId: the tier form without spots. */
export const leagueTierInputSchema = tierInputSchema.omit({ logoPlacement: true, availableSpots: true });
export type LeagueTierInput = z.input<typeof leagueTierInputSchema>;

/** POST /api/league-pages/:slug/checkout */
export const leagueCheckoutSchema = z.strictObject({
  tierId: z.uuid({ error: 'Choose a package' }),
});

export const LEAGUE_TIER_NOT_FOUND = 'This league package is no longer offered.';
export const LEAGUE_NO_TEAMS =
  'No team of this league can take sponsorships yet, so there is nobody to pay. Please check back later.';
export const LEAGUE_TIER_ALREADY_YOURS =
  'You already sponsor this league with this package. You can find it on your business dashboard.';
export const LEAGUE_TIERS_MAX = 10;
export const LEAGUE_TIERS_FULL = `A league offers at most ${LEAGUE_TIERS_MAX} packages. Delete one to add another.`;

export interface LeagueTierView {
  id: string;
  name: string;
  description: string | null;
  /** What the business pays, split among the member teams. */
  amount: number;
  benefits: string[];
}

/** A business that sponsors the league, as the league owner and the public page see it. */
export interface LeagueSponsorView {
  id: string;
  businessName: string;
  tierName: string;
  amount: number;
  teams: number;
  paidAt: string;
}

/** What one league sponsorship paid each team, on the business's receipt mail and the league page. */
export interface LeagueShare {
  teamName: string;
  amountCents: number;
}
