import { z } from 'zod';
import {
  EMAIL_ACTIONS,
  type EmailAction,
  type MatchParty,
  type MatchStatus,
  type MUTUAL_APPROVED,
} from '../constants';
import { formatCalendarDate } from '../dates';
import { tooLong } from '../limits';
import { adminEmailSchema, adminTeamsQuerySchema, adminUsersQuerySchema, type EmailRecipient } from './admin';
import { contractPeriod } from './payments';

/*
 * Matches an admin makes between a team and a business, their offers, and the email links each party
 * answers with (DECISIONS: Matches and email links). The bodies the API accepts (the admin's offer form
 * and the change-request box validate with the same objects) and what the API answers.
 */

export const MATCH_LIMITS = {
  summary: 1000,
  deliverable: 200,
  deliverables: 20,
  comment: 1000,
  /** The same ceiling as a tier: $1,000,000. */
  maxAmountCents: 100_000_000,
  /** Longer tokens are not ours and are refused before any lookup. */
  tokenLength: 128,
} as const;

/** What a tier-less offer is called (spec part 2, section 2.18). */
export const CUSTOM_TIER = 'Custom';

export const MATCH_PARTY_LABELS: Record<MatchParty, string> = { sponsor: 'Sponsor', team: 'Team' };

/** The admin can send the introduction (again). */
export const SENDABLE_STATUSES = [
  'PENDING_APPROVAL',
  'CHANGES_REQUESTED',
] as const satisfies readonly MatchStatus[];
/** The parties can still answer. */
export const ANSWERABLE_STATUSES = [
  'INTRO_SENT',
  'SPONSOR_APPROVED',
  'TEAM_APPROVED',
] as const satisfies readonly MatchStatus[];

export function isSendable(status: MatchStatus): boolean {
  return (SENDABLE_STATUSES as readonly MatchStatus[]).includes(status);
}

// ---------------------------------------------------------------------------------------------------------
// Messages (spec part 2, sections 2.18 and 8)

export const MATCH_NOT_FOUND = 'Match not found';
export const LINK_INVALID_TITLE = 'Link Invalid';
export const LINK_INVALID = 'This link is invalid or has expired. Please contact support for assistance.';
export const LINK_CHECK_FAILED = 'Unable to validate this link. Please try again later.';
export const ACTION_FAILED = 'Failed to process your action. Please try again.';
export const CHANGES_COMMENT_REQUIRED = 'Please describe the changes you would like';
export const CUSTOM_AMOUNT_REQUIRED = 'Enter the amount of the custom offer';
export const SUMMARY_REQUIRED = 'Please write a short summary of the offer';
export const DELIVERABLE_REQUIRED = 'List at least one deliverable';
export const OFFER_SEASON_ORDER = 'The season cannot end before it starts';
export const AMOUNT_INVALID = 'Enter the amount as a number, such as 1500 or 99.50';

/** POST of a link whose party already answered otherwise (409): the message says what was done. */
export const LINK_ANSWERED = 'LINK_ANSWERED';

/** The page of a link opened again after its party answered: its title. */
export const LINK_ANSWERED_TITLES: Record<EmailAction, string> = {
  ACCEPT: 'Already Accepted',
  REJECT: 'Already Declined',
  CHANGES: 'Changes Already Requested',
};

const ANSWERED: Record<EmailAction, string> = {
  ACCEPT: 'accepted this introduction',
  REJECT: 'declined this introduction',
  CHANGES: 'asked for changes to this introduction',
};
const NO_LONGER: Record<EmailAction, string> = {
  ACCEPT: 'it can no longer be accepted',
  REJECT: 'it can no longer be declined',
  CHANGES: 'you can no longer ask for changes to it',
};

/** 'You already accepted this introduction on Mar 3, 2026.' (`date` as the reader's calendar shows it). */
export function linkAnsweredText(answer: EmailAction, date: string): string {
  return `You already ${ANSWERED[answer]} on ${date}.`;
}

/** Another action after the party answered: what was done, and that this one cannot follow. */
export function linkAnsweredConflict(answer: EmailAction, attempted: EmailAction, date: string): string {
  return `You already ${ANSWERED[answer]} on ${date}, so ${NO_LONGER[attempted]}. To change your answer, please contact support.`;
}

/** The action a link stands for: the last dash-separated segment of its token, in upper case. */
export function linkAction(token: string): string {
  return (token.split('-').pop() ?? '').toUpperCase();
}

export function isEmailAction(value: string): value is EmailAction {
  return (EMAIL_ACTIONS as readonly string[]).includes(value);
}

/** An offer's season: 'Mar 1, 2026 – Aug 31, 2026', 'From Mar 1, 2026', 'Until ...' or 'TBD'. */
export function seasonLabel(start: string | null, end: string | null): string {
  if (start && !end) return `From ${formatCalendarDate(start)}`;
  if (end && !start) return `Until ${formatCalendarDate(end)}`;
  return contractPeriod(start, end);
}

// ---------------------------------------------------------------------------------------------------------
// Bodies

const optionalDate = (label: string) =>
  z
    .union([z.literal(''), z.iso.date(`${label} must be a valid date`)], {
      error: `${label} must be a valid date`,
    })
    .nullish()
    .transform((value) => value || null);

/**
 * The offer of POST /api/admin/matches and the whole body of POST /api/admin/matches/:id/offers.
 * With a tier, the amount is the tier's (the server reads it; any amount sent is ignored); tierId null is a
 * Custom offer and needs its amount in cents.
 */
export const offerInputSchema = z
  .object({
    tierId: z
      .guid('Choose a tier from the list')
      .nullish()
      .transform((value) => value ?? null),
    amountCents: z
      .number({ error: AMOUNT_INVALID })
      .int('The amount must be a whole number of cents')
      .min(100, 'The amount must be at least $1')
      .max(MATCH_LIMITS.maxAmountCents, 'The amount must be at most $1,000,000')
      .nullish()
      .transform((value) => value ?? null),
    seasonStart: optionalDate('Season start'),
    seasonEnd: optionalDate('Season end'),
    summary: z
      .string({ error: SUMMARY_REQUIRED })
      .trim()
      .min(1, SUMMARY_REQUIRED)
      .max(MATCH_LIMITS.summary, tooLong('The summary', MATCH_LIMITS.summary)),
    deliverables: z
      .array(
        z
          .string({ error: 'Each deliverable must be text' })
          .trim()
          .max(MATCH_LIMITS.deliverable, tooLong('Each deliverable', MATCH_LIMITS.deliverable)),
        { error: DELIVERABLE_REQUIRED },
      )
      .transform((items) => items.filter(Boolean))
      .pipe(
        z
          .array(z.string())
          .min(1, DELIVERABLE_REQUIRED)
          .max(MATCH_LIMITS.deliverables, `List at most ${MATCH_LIMITS.deliverables} deliverables`),
      ),
  })
  .strict()
  .superRefine(
    (offer, ctx) => {
      if (offer.tierId === null && offer.amountCents === null)
        ctx.addIssue({ code: 'custom', message: CUSTOM_AMOUNT_REQUIRED, path: ['amountCents'] });
      if (
        typeof offer.seasonStart === 'string' &&
        typeof offer.seasonEnd === 'string' &&
        offer.seasonEnd < offer.seasonStart
      )
        ctx.addIssue({ code: 'custom', message: OFFER_SEASON_ORDER, path: ['seasonEnd'] });
    },
    // Also when another field is wrong, so the form shows every problem at once.
    { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
  );
export type OfferInput = z.input<typeof offerInputSchema>;
export type OfferValues = z.output<typeof offerInputSchema>;

/** POST /api/admin/matches */
export const createMatchSchema = z
  .object({
    teamId: z.guid('Choose a team from the list'),
    businessId: z.guid('Choose a business from the list'),
    offer: offerInputSchema,
  })
  .strict();
export type CreateMatchInput = z.input<typeof createMatchSchema>;
export type CreateMatch = z.output<typeof createMatchSchema>;

/** POST /api/admin/matches/:id/send: the introduction as the admin edited it in the email dialog. */
export const sendIntroductionSchema = adminEmailSchema.pick({ subject: true, message: true });
export type SendIntroductionInput = z.input<typeof sendIntroductionSchema>;
export type SendIntroduction = z.output<typeof sendIntroductionSchema>;

/** GET /api/admin/matches?page= */
export const adminMatchesQuerySchema = adminTeamsQuerySchema.pick({ page: true });

/** GET /api/admin/matches/candidates/{teams|businesses}?q= (name, sport, location... contains). */
export const matchCandidatesQuerySchema = adminUsersQuerySchema.pick({ q: true });
export type MatchCandidatesQuery = z.output<typeof matchCandidatesQuerySchema>;

/** POST /api/cta/:token. The comment is read only for a CHANGES link, where changeRequestSchema applies. */
export const linkActionSchema = z
  .object({
    comment: z
      .string({ error: 'The comment must be text' })
      .trim()
      .max(MATCH_LIMITS.comment, tooLong('The comment', MATCH_LIMITS.comment))
      .nullish(),
  })
  .strict();
export type LinkActionInput = z.input<typeof linkActionSchema>;

/** The change-request box: required, non-blank, at most 1,000 characters. */
export const changeRequestSchema = z
  .object({
    comment: z
      .string({ error: CHANGES_COMMENT_REQUIRED })
      .trim()
      .min(1, CHANGES_COMMENT_REQUIRED)
      .max(MATCH_LIMITS.comment, tooLong('The comment', MATCH_LIMITS.comment)),
  })
  .strict();
export type ChangeRequest = z.output<typeof changeRequestSchema>;

// ---------------------------------------------------------------------------------------------------------
// Responses

export interface MatchOffer {
  id: string;
  version: number;
  tierId: string | null;
  /** The tier's name when the offer was made, or 'Custom'. */
  tierSelected: string;
  amountCents: number;
  /** '$1,500' */
  amountDisplay: string;
  /** Calendar dates, 'YYYY-MM-DD'. */
  seasonStart: string | null;
  seasonEnd: string | null;
  summary: string | null;
  deliverables: string[];
  createdAt: string;
}

/** A match as the admin's list shows it: both parties' contacts, the latest offer, the open change request. */
export interface AdminMatch {
  id: string;
  status: MatchStatus;
  createdAt: string;
  introSentAt: string | null;
  sponsorApprovedAt: string | null;
  teamApprovedAt: string | null;
  approvedAt: string | null;
  rejectedAt: string | null;
  rejectedBy: MatchParty | null;
  team: {
    id: string;
    name: string;
    sport: string;
    location: string;
    coachName: string;
    contactEmail: string;
  };
  business: {
    id: string;
    businessName: string;
    contactName: string;
    businessEmail: string;
  };
  offer: MatchOffer | null;
  /** Only while the status is CHANGES_REQUESTED. */
  changeRequest: { comment: string; by: MatchParty; at: string } | null;
  /** The introduction the email dialog opens with, while the match can be sent (SENDABLE_STATUSES). */
  draft: IntroductionDraft | null;
}

export interface AdminMatchesPage {
  matches: AdminMatch[];
  page: number;
  pageSize: number;
  total: number;
}

/** What the email dialog opens with: both parties, and an introduction that names them and the next steps. */
export interface IntroductionDraft {
  recipients: EmailRecipient[];
  subject: string;
  message: string;
}

/** POST /api/admin/matches and POST /api/admin/matches/:id/offers */
export interface MatchDraftResponse {
  match: AdminMatch;
  email: IntroductionDraft;
}

/** POST /api/admin/matches/:id/send */
export interface SendIntroductionResponse {
  match: AdminMatch;
  sent: number;
}

export interface MatchTier {
  id: string;
  name: string;
  /** Cents. */
  amount: number;
  benefits: string[];
}

/** GET /api/admin/matches/:id/tiers: the matched team's tiers now, by amount (for a revised offer). */
export interface MatchTiersResponse {
  tiers: MatchTier[];
}

export interface MatchTeamCandidate {
  id: string;
  name: string;
  sport: string;
  ageGroup: string;
  location: string;
  coachName: string;
  seasonStartDate: string | null;
  seasonEndDate: string | null;
  /** By amount, ascending. */
  tiers: MatchTier[];
}

export interface MatchBusinessCandidate {
  id: string;
  businessName: string;
  businessType: string;
  industry: string | null;
  serviceArea: string | null;
  contactName: string;
}

/** The first MATCH_CANDIDATE_LIMIT by name; `total` says how many match the search. */
export interface MatchCandidates<T> {
  items: T[];
  total: number;
}
export const MATCH_CANDIDATE_LIMIT = 50;

/** GET /api/cta/:token: what the confirmation page shows. Contact details wait for both approvals. */
export interface LinkView {
  action: EmailAction;
  party: MatchParty;
  sponsor: { businessName: string; contactName: string };
  team: { name: string; coachName: string };
  offer: Pick<
    MatchOffer,
    'version' | 'tierSelected' | 'amountDisplay' | 'seasonStart' | 'seasonEnd' | 'summary' | 'deliverables'
  >;
  expiresAt: string;
  /**
   * Set once the party answered this introduction, with this link or another of its three: the page then
   * says what was done instead of asking again. Null while the link can still be pressed.
   */
  answered: LinkAnswer | null;
}

/** What a party answered an introduction with, and when. */
export interface LinkAnswer {
  action: EmailAction;
  /** The moment of the answer (ISO). */
  at: string;
  /** 'You already accepted this introduction on Mar 3, 2026.' (the date in UTC). */
  message: string;
}

/**
 * POST /api/cta/:token: the match's new status, or MUTUAL_APPROVED for the ACCEPT that completed it. A second
 * press of the same link gets the first press's answer again.
 */
export interface LinkActionResult {
  status: MatchStatus | typeof MUTUAL_APPROVED;
  party: MatchParty;
  action: EmailAction;
}

/** GET /api/cta: the support address the email-link pages show. */
export interface LinkSupport {
  supportEmail: string;
}
