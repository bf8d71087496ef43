import { z } from 'zod';
import { LIMITS } from '../limits';
import { visibleString } from '../visible-text';
import { emailSchema } from './auth';

/*
 * A parent or guardian asks to take a child's page down or remove the child's data (issue 22,
 * docs/decisions/0043-family-requests.md). The team answers within FAMILY_REQUEST_HOURS; unanswered, the
 * page is hidden then.
 */

export const FAMILY_REQUEST_HOURS = 72;
export const FAMILY_REQUEST_KINDS = ['hide_page', 'remove_data'] as const;
export type FamilyRequestKind = (typeof FAMILY_REQUEST_KINDS)[number];
export const FAMILY_REQUEST_ACTIONS = ['hide_page', 'remove_player', 'decline'] as const;
export type FamilyRequestAction = (typeof FAMILY_REQUEST_ACTIONS)[number];

export const FAMILY_REQUEST_ANSWERED = 'This request was already answered.';

const KIND_LABELS: Record<FamilyRequestKind, string> = {
  hide_page: "Take my child's page down",
  remove_data: "Remove my child's page and data from the team's roster",
};
export const familyRequestKindLabel = (kind: FamilyRequestKind) => KIND_LABELS[kind];

/** POST /api/players/:teamSlug/:playerNumber/family-requests. */
export const familyRequestSchema = z
  .object({
    requesterName: visibleString({ error: 'Enter your name' })
      .trim()
      .min(1, 'Enter your name')
      .max(LIMITS.shortText, `Please use at most ${LIMITS.shortText} characters for your name`),
    requesterEmail: emailSchema,
    kind: z.enum(FAMILY_REQUEST_KINDS, { error: 'Choose what you would like us to do' }),
    message: visibleString({ error: 'The message must be text' })
      .trim()
      .max(LIMITS.longText, `Please use at most ${LIMITS.longText} characters`)
      .nullish()
      .transform((value) => value || null),
  })
  .strict();
export type FamilyRequestInput = z.input<typeof familyRequestSchema>;

/** POST /api/teams/:teamId/family-requests/:id/resolve. A decline says why. */
export const resolveFamilyRequestSchema = z
  .object({
    action: z.enum(FAMILY_REQUEST_ACTIONS, { error: 'Choose what to do' }),
    response: visibleString({ error: 'The reply must be text' })
      .trim()
      .max(LIMITS.longText, `Please use at most ${LIMITS.longText} characters`)
      .nullish()
      .transform((value) => value || null),
  })
  .strict()
  .refine((input) => input.action !== 'decline' || input.response !== null, {
    path: ['response'],
    message: 'Tell the family why, so they know what happens next',
  });
export type ResolveFamilyRequestInput = z.input<typeof resolveFamilyRequestSchema>;

export interface FamilyRequestView {
  id: string;
  playerName: string;
  requesterName: string;
  requesterEmail: string;
  kind: FamilyRequestKind;
  message: string | null;
  status: 'open' | 'done' | 'declined';
  outcome: string | null;
  response: string | null;
  dueAt: string;
  resolvedAt: string | null;
  createdAt: string;
  /** The admin's list names the team. */
  teamName?: string;
  overdue: boolean;
}

export interface FamilyRequestCreated {
  dueAt: string;
}
