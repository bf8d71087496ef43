import { z } from 'zod';
import { LIMITS } from '../limits';
import { optionalText, requiredText } from './fields';
import { pageParam } from './paging';

/*
 * Community Partner's co-marketing support (issue 21, decision 0052): the business asks Homefield for a
 * campaign with the teams it backs; the request reaches every admin by email and on the admin dashboard,
 * where it is marked handled.
 */

export const CO_MARKETING_KINDS = ['game_day', 'social', 'in_store', 'other'] as const;
export type CoMarketingKind = (typeof CO_MARKETING_KINDS)[number];

export const CO_MARKETING_KIND_LABELS: Record<CoMarketingKind, string> = {
  game_day: 'A game-day event',
  social: 'A social media campaign',
  in_store: 'An in-store promotion',
  other: 'Something else',
};

export const CO_MARKETING_PLAN_REQUIRED =
  'Co-marketing support comes with Community Partner. Choose the plan to ask for a campaign.';
export const CO_MARKETING_SENT = 'Request sent';
export const CO_MARKETING_TEAM_NOT_YOURS = 'Choose teams your business sponsors';
/** The teams one request may name. */
export const CO_MARKETING_MAX_TEAMS = 20;

/** POST /api/business/co-marketing */
export const coMarketingRequestSchema = z
  .object({
    kind: z.enum(CO_MARKETING_KINDS, { error: 'Choose what kind of campaign' }),
    idea: requiredText('Your idea', LIMITS.longText, 'Tell us your idea'),
    timing: optionalText('When', LIMITS.shortText),
    teamIds: z
      .array(z.uuid({ error: CO_MARKETING_TEAM_NOT_YOURS }), { error: CO_MARKETING_TEAM_NOT_YOURS })
      .max(CO_MARKETING_MAX_TEAMS, `Choose at most ${CO_MARKETING_MAX_TEAMS} teams`)
      .default([]),
  })
  .strict();
export type CoMarketingInput = z.input<typeof coMarketingRequestSchema>;
export type CoMarketingRequest = z.output<typeof coMarketingRequestSchema>;

export interface CoMarketingRequestView {
  id: string;
  businessId: string;
  businessName: string;
  contactName: string;
  contactEmail: string;
  kind: CoMarketingKind;
  idea: string;
  timing: string | null;
  teamNames: string[];
  createdAt: string;
  handledAt: string | null;
}

/** GET /api/admin/co-marketing?page= : newest first. */
export interface CoMarketingPage {
  requests: CoMarketingRequestView[];
  page: number;
  hasMore: boolean;
}

/** GET /api/admin/co-marketing */
export const coMarketingQuerySchema = z.object({ page: pageParam(1000) });
