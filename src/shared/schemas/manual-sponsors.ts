import { z } from 'zod';
import {
  COMPANY_TYPES,
  MANUAL_SPONSOR_LIMITS,
  MANUAL_SPONSOR_SOCIAL_NETWORKS,
  type PaymentStatus,
  type SponsorshipStatus,
} from '../constants';
import { tooLong } from '../limits';
import { optionalText, requiredText } from './fields';
import type { RaisedBreakdown } from './team-dashboard';

/*
 * Sponsors a team records by hand (paid outside Homefield), and the sponsorship manager's list of current
 * sponsors. The body follows the manual sponsor form's table (spec part 2, section 5); money is cents.
 */

export const COMPANY_NAME_REQUIRED = 'Company name is required';
export const COMPANY_ADDRESS_REQUIRED = 'Company address is required';
export const COMPANY_TYPE_REQUIRED = 'Company type is required';
export const CONTACT_NAME_REQUIRED = 'Contact name is required';
export const INVALID_EMAIL_ADDRESS = 'Invalid email address';
export const AMOUNT_AT_LEAST_ONE_DOLLAR = 'Amount must be at least $1';
export const GOAL_REQUIRED = 'At least one goal is required';

/** Bounds the spec leaves open: a typo must not become a million-dollar sponsor or a page of goals. */
export const MANUAL_SPONSOR_MAX_AMOUNT_CENTS = 100_000_000;
export const MANUAL_SPONSOR_MAX_GOALS = 20;

export type ManualSponsorSocialNetwork = (typeof MANUAL_SPONSOR_SOCIAL_NETWORKS)[number];

const missing = (input: unknown) => input === undefined || input === null || input === '';

const socialHandle = z
  .string({ error: 'A social handle must be text' })
  .trim()
  .max(MANUAL_SPONSOR_LIMITS.socialHandle, tooLong('A social handle', MANUAL_SPONSOR_LIMITS.socialHandle))
  .nullish();

/** Blank handles are dropped; no handle at all is null. */
const socialMediaHandles = z
  .object(
    Object.fromEntries(MANUAL_SPONSOR_SOCIAL_NETWORKS.map((network) => [network, socialHandle])) as Record<
      ManualSponsorSocialNetwork,
      typeof socialHandle
    >,
    { error: (issue) => (issue.code === 'invalid_type' ? 'Social handles must be an object' : undefined) },
  )
  .strict()
  .nullish()
  .transform((handles) => {
    const kept: Partial<Record<ManualSponsorSocialNetwork, string>> = {};
    for (const network of MANUAL_SPONSOR_SOCIAL_NETWORKS) {
      const value = handles?.[network];
      if (value) kept[network] = value;
    }
    return Object.keys(kept).length > 0 ? kept : null;
  });

/** POST /api/teams/:teamId/manual-sponsors and the 'Add Sponsor' dialog. All text is trimmed. */
export const manualSponsorInputSchema = z
  .object({
    companyName: requiredText('Company name', MANUAL_SPONSOR_LIMITS.companyName, COMPANY_NAME_REQUIRED),
    companyAddress: requiredText(
      'Company address',
      MANUAL_SPONSOR_LIMITS.companyAddress,
      COMPANY_ADDRESS_REQUIRED,
    ),
    companyType: z.enum(COMPANY_TYPES, {
      error: (issue) =>
        missing(issue.input) ? COMPANY_TYPE_REQUIRED : 'Choose a company type from the list',
    }),
    contactName: requiredText('Contact name', MANUAL_SPONSOR_LIMITS.contactName, CONTACT_NAME_REQUIRED),
    contactEmail: z
      .string({ error: INVALID_EMAIL_ADDRESS })
      .trim()
      .max(MANUAL_SPONSOR_LIMITS.contactEmail, tooLong('Email', MANUAL_SPONSOR_LIMITS.contactEmail))
      .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, INVALID_EMAIL_ADDRESS),
    contactPhone: optionalText('Phone', MANUAL_SPONSOR_LIMITS.contactPhone),
    amountSponsored: z
      .number({ error: AMOUNT_AT_LEAST_ONE_DOLLAR })
      .int('Amount must be a whole number of cents')
      .min(MANUAL_SPONSOR_LIMITS.minAmountCents, AMOUNT_AT_LEAST_ONE_DOLLAR)
      .max(MANUAL_SPONSOR_MAX_AMOUNT_CENTS, 'Amount must be at most $1,000,000'),
    sponsorshipGoals: z
      .array(
        z
          .string({ error: 'Each goal must be text' })
          .trim()
          .max(MANUAL_SPONSOR_LIMITS.goal, tooLong('Each goal', MANUAL_SPONSOR_LIMITS.goal)),
        { error: GOAL_REQUIRED },
      )
      .transform((goals) => goals.filter(Boolean))
      .pipe(
        z
          .array(z.string())
          .min(1, GOAL_REQUIRED)
          .max(MANUAL_SPONSOR_MAX_GOALS, `List at most ${MANUAL_SPONSOR_MAX_GOALS} goals`),
      ),
    promotionDetails: optionalText('Promotion details', MANUAL_SPONSOR_LIMITS.promotionDetails),
    socialMediaHandles,
  })
  .strict();
export type ManualSponsorInput = z.input<typeof manualSponsorInputSchema>;
export type ManualSponsorValues = z.output<typeof manualSponsorInputSchema>;

export interface ManualSponsor {
  id: string;
  companyName: string;
  companyAddress: string;
  companyType: string;
  contactName: string;
  contactEmail: string;
  contactPhone: string | null;
  /** Cents. */
  amountSponsored: number;
  sponsorshipGoals: string[];
  promotionDetails: string | null;
  socialMediaHandles: Partial<Record<ManualSponsorSocialNetwork, string>> | null;
  /** ISO 8601. */
  createdAt: string;
}

export interface ManualSponsorListResponse {
  manualSponsors: ManualSponsor[];
}
export interface ManualSponsorResponse {
  manualSponsor: ManualSponsor;
}

/** A business's sponsorship as the team's sponsor list shows it (cancelled ones are left out). */
export interface PlatformSponsor {
  id: string;
  businessName: string;
  contactName: string;
  businessEmail: string;
  /** The tier's name when it was bought; null for a custom amount. */
  tierName: string | null;
  /** Cents. */
  amount: number;
  status: Exclude<SponsorshipStatus, 'cancelled'>;
  paymentStatus: PaymentStatus;
  /** ISO 8601. */
  createdAt: string;
  /** The player whose page the business came from ('Brought by'); the roster's full name. */
  creditedPlayerName: string | null;
}

/** GET /api/teams/:teamId/sponsors: the sponsorship manager's figures and its current sponsors. */
export interface TeamSponsorsResponse {
  stats: {
    /** Active platform sponsorships plus the sponsors the team recorded by hand. */
    activeSponsors: number;
    /** The same Total Raised as the team dashboard, with its breakdown (DECISIONS). */
    raised: RaisedBreakdown;
    tierCount: number;
  };
  /** Newest first. */
  sponsorships: PlatformSponsor[];
  /** Newest first. */
  manualSponsors: ManualSponsor[];
}
