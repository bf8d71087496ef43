import { z } from 'zod';
import { LIMITS } from '../limits';
import { brandColor, optionalText, requiredText } from './fields';

/*
 * Community Partner's branded page (issue 21, decision 0053): a banner, the business's colour, its story
 * and the teams it backs, public at /partners/:businessId while the plan is in force.
 */

export const PARTNER_PAGE_PLAN_REQUIRED =
  'A branded page comes with Community Partner. Choose the plan to publish yours.';
export const PARTNER_PAGE_NOT_FOUND = 'This partner page is not published.';
export const BRAND_COLOR_INVALID = 'Choose a colour written like #1F6FEB';
export const BANNER_MAX_BYTES = 2 * 1024 * 1024;
export const BANNER_TOO_LARGE = 'The banner must be at most 2 MB.';
export const BANNER_MISSING = 'Choose a picture for the banner.';
export const BANNER_WRONG_TYPE = 'The banner must be a JPEG, PNG or WebP picture.';
export const DEFAULT_BRAND_COLOR = '#0B2545';

/** A Community Partner's branded page on the site. */
export const partnerPagePath = (businessId: string) => `/partners/${encodeURIComponent(businessId)}`;

/** PUT /api/business/partner-page */
export const partnerPageSchema = z
  .object({
    headline: requiredText('Headline', LIMITS.shortText, 'Write a headline'),
    story: optionalText('Your story', LIMITS.longText),
    brandColor: brandColor(BRAND_COLOR_INVALID),
  })
  .strict();
export type PartnerPageInput = z.input<typeof partnerPageSchema>;
export type PartnerPageContent = z.output<typeof partnerPageSchema>;

/** GET /api/business/partner-page: the owner's page as saved (null before the first save). */
export interface PartnerPageSettings {
  /** Whether the page is public now: Community Partner in force, the business approved, a page saved. */
  published: boolean;
  plan: 'community_partner' | 'other';
  page: (PartnerPageContent & { hasBanner: boolean; updatedAt: string }) | null;
}

/** GET /api/partners/:businessId: the public page. */
export interface PartnerPage {
  businessId: string;
  businessName: string;
  headline: string;
  story: string | null;
  brandColor: string;
  /** The banner's address (changes with the banner), or null. */
  bannerUrl: string | null;
  websiteUrl: string | null;
  teams: { id: string; name: string; sport: string; ageGroup: string; location: string }[];
}
