import { z } from 'zod';
import { CONTACT_TYPES, type ContactType, DEFAULT_CONTACT_TYPE } from '../constants';
import { LIMITS, tooLong } from '../limits';
import { stripInvisible, visibleName } from '../visible-text';
import { emailSchema } from './auth';
import { optionalText, requiredText } from './fields';

// ---------------------------------------------------------------------------------------------------------
// Messages of spec part 1, sections 5 and 8, and our own for the limits it leaves open.

export const PLAYER_NAME_REQUIRED = 'Player name is required';
export const FIRST_NAME_REQUIRED = 'First name is required';
export const LAST_NAME_REQUIRED = 'Last name is required';
/** A change of name gives both fields, so the full name and the public name are never half old. */
export const NAME_PAIR_REQUIRED = 'Give both first name and last name';
/** A CSV row with one name column whose split is in doubt ("Martinez, Ava"): nobody guesses. */
export const NAME_NOT_SPLIT =
  'We could not tell the first name from the last name. Put them in the First Name and Last Name columns';
export const JERSEY_NUMBER_INVALID = 'Jersey number must be a whole number from 0 to 99';
export const CONTACT_REQUIRED = 'Contact name and email are required';
export const SENDER_REQUIRED = 'Please provide sender name and email';
export const CONTENT_REQUIRED = 'Please write your email content';
export const RECIPIENTS_REQUIRED = 'Select at least one contact';
export const PLAYER_GOAL_INVALID = 'Goal must be an amount from $0 to $100,000';

export const JERSEY_NUMBER_MAX = 99;
/** $100,000: the largest goal one player may have, in cents (a typo must not read as a million). */
export const PLAYER_GOAL_MAX_CENTS = 10_000_000;
/** Characters of a first or of a last name; joined, they fit the roster's full-name limit. */
export const PLAYER_NAME_PART_MAX = 50;
/** Rows of one CSV import. */
export const IMPORT_MAX_ROWS = 200;
/** Recipients of one fundraising email, and of one team per rolling 24 hours. */
export const FUNDRAISING_MAX_RECIPIENTS = 500;
export const FUNDRAISING_DAILY_LIMIT = 500;
export const SUBJECT_MAX = 200;
/** Characters of HTML; a long letter is a few thousand. */
export const CONTENT_MAX = 20_000;

/** Blank text is no value: '' and '   ' become null, so clearing an input clears the column. */
const blankToNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);

/** A name a person reads: invisible and direction-changing characters stripped (shared/visible-text.ts). */
function optionalName(what: string, max: number) {
  return z.preprocess(
    (value) => blankToNull(typeof value === 'string' ? stripInvisible(value) : value),
    z.string().trim().max(max, tooLong(what, max)).nullish(),
  );
}

const optionalEmail = z.preprocess(blankToNull, emailSchema.nullish());

/** requiredText for a name, stripped and with spaces collapsed: a name of only invisible characters is blank. */
function requiredName(required: string, what: string, max: number) {
  return z.string({ error: required }).overwrite(visibleName).min(1, required).max(max, tooLong(what, max));
}

// ---------------------------------------------------------------------------------------------------------
// Players

export const jerseyNumberSchema = z
  .number({ error: JERSEY_NUMBER_INVALID })
  .int(JERSEY_NUMBER_INVALID)
  .min(0, JERSEY_NUMBER_INVALID)
  .max(JERSEY_NUMBER_MAX, JERSEY_NUMBER_INVALID)
  .nullable();

/** The player's own goal in cents; null (or absent) falls back to the team's goal split across the roster. */
export const playerGoalSchema = z
  .number({ error: PLAYER_GOAL_INVALID })
  .int(PLAYER_GOAL_INVALID)
  .min(0, PLAYER_GOAL_INVALID)
  .max(PLAYER_GOAL_MAX_CENTS, PLAYER_GOAL_INVALID)
  .nullable();

/**
 * The roster stores first and last name apart (issue 18, hole 6): public pages show the first name and
 * the last name's initial, and a surname can only be in the field that is never shown whole.
 */
const nameFields = {
  firstName: requiredName(FIRST_NAME_REQUIRED, 'First name', PLAYER_NAME_PART_MAX),
  lastName: requiredName(LAST_NAME_REQUIRED, 'Last name', PLAYER_NAME_PART_MAX),
};

const playerFields = {
  ...nameFields,
  jerseyNumber: jerseyNumberSchema.optional(),
  parentName: optionalName('Parent name', LIMITS.shortText),
  parentEmail: optionalEmail,
  fundraisingGoalCents: playerGoalSchema.optional(),
};

/** POST /api/teams/:teamId/players, one row of an import, and the add-player form. */
export const playerInputSchema = z.object(playerFields).strict();
export type PlayerInput = z.input<typeof playerInputSchema>;
export type PlayerValues = z.output<typeof playerInputSchema>;

/**
 * PATCH /api/teams/:teamId/players/:playerId: any of the same fields, and the privacy controls: hide
 * the public page (a parent's request), record or withdraw a parent's consent to a photo.
 */
export const playerUpdateSchema = z
  .object({
    ...playerFields,
    pageHidden: z.boolean({ error: 'pageHidden must be true or false' }),
    photoConsent: z.boolean({ error: 'photoConsent must be true or false' }),
  })
  .partial()
  .strict()
  .superRefine((update, ctx) => {
    if ((update.firstName === undefined) === (update.lastName === undefined)) return;
    const missing = update.firstName === undefined ? 'firstName' : 'lastName';
    ctx.addIssue({ code: 'custom', path: [missing], message: NAME_PAIR_REQUIRED });
  });
export type PlayerUpdate = z.output<typeof playerUpdateSchema>;

export interface Player {
  id: string;
  /** The coach's full name of the player: first and last joined (or an old name awaiting review). */
  playerName: string;
  firstName: string;
  lastName: string;
  /**
   * Migration 0011 could not split the old single name: the roster asks the coach to confirm it, and
   * public pages say 'Player #{playerNumber}' until then. Saving both names clears it.
   */
  nameNeedsReview: boolean;
  jerseyNumber: number | null;
  parentName: string | null;
  parentEmail: string | null;
  /** '{teamSlug}/{playerNumber}'; the public page is playerPath(urlSlug). Never changes. */
  urlSlug: string;
  playerNumber: number;
  contactCount: number;
  /** Monthly gifts to this player that still renew: removing the player stops them (the dialog says so). */
  monthlyGifts: number;
  /** The goal the team set for this player, in cents; null (or 0) falls back to defaultGoalCents. */
  fundraisingGoalCents: number | null;
  /**
   * The team's goal split across the players whose page is not hidden (teamGoalShare, the same figure
   * the player page shows); null without a team goal.
   */
  defaultGoalCents: number | null;
  /** The public page answers like an unknown one. */
  pageHidden: boolean;
  /** ISO 8601 when the team recorded a parent's consent to a photo; no photo without it. */
  photoConsentAt: string | null;
}

export interface PlayerListResponse {
  players: Player[];
}
export interface PlayerResponse {
  player: Player;
}

// ---------------------------------------------------------------------------------------------------------
// CSV import

export const importSchema = z
  .object({
    /**
     * Each row is checked on its own (per-row errors), so the list takes anything here. A row is a
     * player (firstName, lastName, ...), or for an old file with one name column, playerName instead:
     * the server splits a clear "First Last" and refuses the row otherwise (NAME_NOT_SPLIT).
     */
    rows: z
      .array(z.unknown())
      .min(1, 'The file has no players')
      .max(IMPORT_MAX_ROWS, `Import at most ${IMPORT_MAX_ROWS} players at a time`),
    dryRun: z.boolean().optional(),
  })
  .strict();
export type ImportInput = z.infer<typeof importSchema>;

export interface ImportRowError {
  /** 0-based index into `rows`. */
  row: number;
  fields: Record<string, string[]>;
}

/** The answer of a dry run: nothing written. */
export interface ImportPreview {
  total: number;
  errors: ImportRowError[];
}

export interface ImportResult {
  imported: number;
  players: Player[];
}

/** The error fields of a refused import are keyed 'rows.{index}.{field}'. */
export function importFieldKey(row: number, field: string): string {
  return `rows.${row}.${field}`;
}

// ---------------------------------------------------------------------------------------------------------
// Contacts

export const contactInputSchema = z
  .object({
    contactName: requiredText('Contact name', LIMITS.shortText, CONTACT_REQUIRED),
    contactEmail: z.preprocess(
      (value) => blankToNull(value) ?? undefined,
      z.string({ error: CONTACT_REQUIRED }).pipe(emailSchema),
    ),
    contactType: z
      .enum(CONTACT_TYPES, { error: 'Choose donor, sponsor, supporter or other' })
      .default(DEFAULT_CONTACT_TYPE),
    notes: optionalText('Notes', LIMITS.mediumText),
  })
  .strict();
export type ContactInput = z.input<typeof contactInputSchema>;
export type ContactValues = z.output<typeof contactInputSchema>;

export interface Contact {
  id: string;
  contactName: string;
  contactEmail: string;
  contactType: ContactType;
  notes: string | null;
  /** ISO 8601. */
  createdAt: string;
  /** ISO 8601 when the contact used an unsubscribe link; no fundraising email goes to them. */
  unsubscribedAt: string | null;
  /** A paid donation to this player came from this contact's email (case aside). */
  hasGiven: boolean;
}

export interface ContactListResponse {
  contacts: Contact[];
}
export interface ContactResponse {
  contact: Contact;
}

// ---------------------------------------------------------------------------------------------------------
// Fundraising email

/** Placeholders the server fills (HTML-escaped) from the database. */
export const TEMPLATE_PLAYER = '{player}';
export const TEMPLATE_TEAM = '{team}';

export const fundraisingEmailSchema = z
  .object({
    contactIds: z
      .array(z.uuid('That is not a contact id'), { error: RECIPIENTS_REQUIRED })
      .min(1, RECIPIENTS_REQUIRED)
      .max(FUNDRAISING_MAX_RECIPIENTS, `Send to at most ${FUNDRAISING_MAX_RECIPIENTS} contacts at a time`),
    subject: requiredText('Subject', SUBJECT_MAX, 'Please write a subject').transform((value) =>
      // A subject is one header line.
      value.replace(/[\r\n]+/g, ' '),
    ),
    htmlContent: requiredText('Email content', CONTENT_MAX, CONTENT_REQUIRED),
    senderName: requiredText('Sender name', LIMITS.shortText, SENDER_REQUIRED),
    senderEmail: z.preprocess(
      (value) => blankToNull(value) ?? undefined,
      z.string({ error: SENDER_REQUIRED }).pipe(emailSchema),
    ),
  })
  .strict();
export type FundraisingEmailInput = z.input<typeof fundraisingEmailSchema>;
export type FundraisingEmailValues = z.output<typeof fundraisingEmailSchema>;

export interface FundraisingEmailResult {
  /** Emails queued. */
  successful: number;
  /** Selected contacts that unsubscribed, so got nothing. */
  skipped: number;
}

// ---------------------------------------------------------------------------------------------------------
// Unsubscribe (public; the link of every fundraising email)

export const unsubscribeSchema = z
  .object({
    c: z.string().min(1).max(64),
    t: z.string().min(1).max(128),
  })
  .strict();
export type UnsubscribeInput = z.infer<typeof unsubscribeSchema>;

export interface UnsubscribeInfo {
  /** The contact's first name only: the link may be forwarded. */
  firstName: string;
  teamName: string;
  unsubscribed: boolean;
}

/** One address is a fundraising contact once per team (issue 19: no family gets every email twice). */
export const contactExistsMessage = (playerName: string) =>
  `This email address is already a contact of ${playerName} on this team. Each address gets the team's emails once.`;
