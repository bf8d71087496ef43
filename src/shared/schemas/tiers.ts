import { z } from 'zod';
import { DEFAULT_AVAILABLE_SPOTS, LOGO_PLACEMENTS } from '../constants';
import { LIMITS, tooLong } from '../limits';
import { optionalText } from './fields';

/*
 * A team's sponsorship tiers: the create/edit body (the same object checks the tier form) and the tier
 * as the API returns it. Money is integer cents.
 */

export const TIER_LIMITS = {
  name: LIMITS.shortText,
  description: LIMITS.mediumText,
  benefit: 200,
  benefits: 20,
  /** $1,000,000: no youth team sells a package above it, and it keeps a typo from becoming a price. */
  maxAmountCents: 100_000_000,
  maxSpots: 1000,
} as const;

/** The tier form's one message for a missing name or amount (spec part 2, sections 5 and 8). */
export const TIER_REQUIRED = 'Please fill in all required fields';
export const TIER_AMOUNT_INVALID = 'Enter the amount as a number, such as 250 or 99.50';
export const TIER_AMOUNT_POSITIVE = 'Amount must be more than $0';
export const TIER_AMOUNT_TOO_LARGE = 'Amount must be at most $1,000,000';
export const TIER_SPOTS_INVALID = `Available spots must be a whole number from 1 to ${TIER_LIMITS.maxSpots}`;

const missing = (input: unknown) => input === undefined || input === null;

export const tierInputSchema = z
  .object({
    name: z
      .string({ error: (issue) => (missing(issue.input) ? TIER_REQUIRED : 'Name must be text') })
      .trim()
      .min(1, TIER_REQUIRED)
      .max(TIER_LIMITS.name, tooLong('Name', TIER_LIMITS.name)),
    amount: z
      .number({ error: (issue) => (missing(issue.input) ? TIER_REQUIRED : TIER_AMOUNT_INVALID) })
      .int('Amount must be a whole number of cents')
      .min(1, TIER_AMOUNT_POSITIVE)
      .max(TIER_LIMITS.maxAmountCents, TIER_AMOUNT_TOO_LARGE),
    description: optionalText('Description', TIER_LIMITS.description),
    benefits: z
      .array(
        z
          .string({ error: 'Each benefit must be text' })
          .trim()
          .max(TIER_LIMITS.benefit, tooLong('Each benefit', TIER_LIMITS.benefit)),
        { error: 'Benefits must be a list' },
      )
      .optional()
      .transform((items) => (items ?? []).filter(Boolean))
      .pipe(z.array(z.string()).max(TIER_LIMITS.benefits, `List at most ${TIER_LIMITS.benefits} benefits`)),
    logoPlacement: z
      .union([z.literal(''), z.enum(LOGO_PLACEMENTS)], { error: 'Choose a logo placement from the list' })
      .nullish()
      .transform((value) => value || null),
    availableSpots: z
      .number({ error: TIER_SPOTS_INVALID })
      .int(TIER_SPOTS_INVALID)
      .min(1, TIER_SPOTS_INVALID)
      .max(TIER_LIMITS.maxSpots, TIER_SPOTS_INVALID)
      .nullish()
      .transform((value) => value ?? DEFAULT_AVAILABLE_SPOTS),
  })
  .strict();
/** POST /api/teams/:teamId/tiers and PUT /api/teams/:teamId/tiers/:tierId (the whole tier). */
export type TierInput = z.input<typeof tierInputSchema>;
export type TierValues = z.output<typeof tierInputSchema>;

export interface Tier {
  id: string;
  name: string;
  description: string | null;
  /** Cents. */
  amount: number;
  benefits: string[];
  logoPlacement: string | null;
  availableSpots: number;
  /** Paid sponsorships plus open checkouts (DECISIONS: a checkout reserves its spot). */
  takenSpots: number;
}

export interface TierListResponse {
  tiers: Tier[];
}
export interface TierResponse {
  tier: Tier;
}

/** Selectable only while a spot is left (spec part 2, section 4). */
export function isSoldOut(tier: Pick<Tier, 'availableSpots' | 'takenSpots'>): boolean {
  return tier.takenSpots >= tier.availableSpots;
}

/** 'taken of available', e.g. '2 of 5'. */
export function spotsLabel(tier: Pick<Tier, 'availableSpots' | 'takenSpots'>): string {
  return `${tier.takenSpots} of ${tier.availableSpots}`;
}
