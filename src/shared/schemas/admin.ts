import { z } from 'zod';
import { LIMITS } from '../limits';
import { formatCount } from '../numbers';
import { ROLES, type Role } from './auth';
import type { Business } from './business';
import { blankToUndefined, pageParam } from './paging';
import { optionalReasonSchema } from './reason';
import type { Team } from './team';

/*
 * The admin area (/admin, /admin/approval, /admin/user-management): the query strings and bodies the
 * API accepts (the email dialog validates with the same schema) and what the API answers.
 */

/** Cards per page of the All Teams, All Businesses and user lists. */
export const ADMIN_PAGE_SIZE = 50;
export const MAX_ADMIN_PAGE = 10_000;
/** The approval page shows the oldest submissions first, this many of each kind. */
export const APPROVAL_QUEUE_LIMIT = 100;
/** The security tab: the newest events and the window of its counters (spec part 2, section 9). */
export const SECURITY_EVENT_LIMIT = 50;
export const SECURITY_WINDOW_HOURS = 24;

/** The events of the security log (spec part 2, section 7), and which counter each one feeds. */
export const SECURITY_ACTIONS = [
  'SECURITY_EVENT',
  'AUTH_SIGNIN_FAILED',
  'AUTH_SIGNUP_FAILED',
  'AUTH_RATE_LIMITED',
  'DATA_ACCESS',
  // A team blocked a business that wrote to it (hole 5 of issue 18): the admins look into the business.
  'TEAM_BLOCKED_BUSINESS',
  'TEAM_UNBLOCKED_BUSINESS',
  // Who got back into an account, and who was put out of one (holes 9 and 12 of issue 18).
  'AUTH_PASSWORD_RESET',
  'AUTH_PASSWORD_RESET_FAILED',
  'AUTH_PASSWORD_CHANGED',
  'AUTH_PASSWORD_CHANGE_FAILED',
  'AUTH_SESSIONS_ENDED',
  'AUTH_EMAIL_CHANGE_REQUESTED',
  'AUTH_EMAIL_CHANGED',
  // Who left, and what was kept for the books (decision 0044).
  'ACCOUNT_DELETED',
  // Money sent back by a person (issue 20): who, why, how much.
  'PAYMENT_REFUNDED',
] as const;
export type SecurityAction = (typeof SECURITY_ACTIONS)[number];
export const FAILED_ATTEMPT_ACTIONS = [
  'AUTH_SIGNIN_FAILED',
  'AUTH_SIGNUP_FAILED',
] as const satisfies readonly SecurityAction[];

export const SECURITY_REPORT_COLUMNS = ['Date', 'Event Type', 'Description', 'Actor ID'] as const;

// ---------------------------------------------------------------------------------------------------------
// Messages

export const ROLE_ALREADY_ASSIGNED = 'Role already assigned';
export const LAST_ADMIN =
  'You cannot remove the admin role from the last admin. Assign the admin role to another user first.';
export const EMAIL_FIELDS_REQUIRED = 'Please fill in both subject and message';

/** 'Failed to send email to {email}: {message}' (spec part 2, section 8). */
export function emailFailedMessage(email: string, reason: string): string {
  return `Failed to send email to ${email}: ${reason}`;
}

// ---------------------------------------------------------------------------------------------------------
// Query strings

const filterText = (label: string) =>
  z.preprocess(
    blankToUndefined,
    z
      .string({ error: `${label} must be text` })
      .trim()
      .max(LIMITS.shortText, `${label} must be at most ${LIMITS.shortText} characters`)
      .optional(),
  );

const page = pageParam(MAX_ADMIN_PAGE);

/** GET /api/admin/teams?sport=&location=&page= (case-insensitive contains). */
export const adminTeamsQuerySchema = z
  .object({ sport: filterText('Sport'), location: filterText('Location'), page })
  .strict();
export type AdminTeamsQuery = z.output<typeof adminTeamsQuerySchema>;

/** GET /api/admin/businesses?type=&address=&page= (case-insensitive contains). */
export const adminBusinessesQuerySchema = z
  .object({ type: filterText('Business type'), address: filterText('Address'), page })
  .strict();
export type AdminBusinessesQuery = z.output<typeof adminBusinessesQuerySchema>;

/** The user list's role filter: a role, or 'none' for users without any. */
export const USER_ROLE_FILTERS = [...ROLES, 'none'] as const;
export type UserRoleFilter = (typeof USER_ROLE_FILTERS)[number];

/** GET /api/admin/users?q=&role=&page= (q: email or name, case-insensitive contains). */
export const adminUsersQuerySchema = z
  .object({
    q: filterText('Search'),
    role: z.preprocess(
      blankToUndefined,
      z.enum(USER_ROLE_FILTERS, { error: 'Choose a role from the list' }).optional(),
    ),
    page,
  })
  .strict();
export type AdminUsersQuery = z.output<typeof adminUsersQuerySchema>;

// ---------------------------------------------------------------------------------------------------------
// Bodies

export const roleSchema = z.enum(ROLES, { error: 'Please choose a role' });

/** POST /api/admin/users/:userId/roles */
export const assignRoleSchema = z.object({ role: roleSchema }).strict();
export type AssignRoleInput = z.infer<typeof assignRoleSchema>;

/** POST /api/admin/{teams|businesses}/:id/reject. The reason goes into the email and the log, never the row. */
export const rejectRegistrationSchema = z
  .object({
    reason: optionalReasonSchema,
  })
  .strict();
export type RejectRegistrationInput = z.input<typeof rejectRegistrationSchema>;

export const RECIPIENT_TYPES = ['team', 'business'] as const;
export type RecipientType = (typeof RECIPIENT_TYPES)[number];

export const ADMIN_EMAIL_LIMITS = {
  subject: 200,
  message: 10_000,
  name: LIMITS.shortText,
  recipients: 100,
} as const;

/**
 * A recipient's address is only checked for length here: the dialog queues one recipient after the
 * other and stops, naming it, at the first address that cannot be used (DECISIONS).
 */
const recipientSchema = z
  .object({
    email: z
      .string({ error: 'Each recipient needs an email address' })
      .trim()
      .min(1, 'Each recipient needs an email address')
      .max(LIMITS.email, `An email address must be at most ${LIMITS.email} characters`),
    name: z
      .string({ error: 'A recipient name must be text' })
      .trim()
      .max(ADMIN_EMAIL_LIMITS.name, `A recipient name must be at most ${ADMIN_EMAIL_LIMITS.name} characters`)
      .default(''),
    type: z.enum(RECIPIENT_TYPES, { error: "A recipient's type is team or business" }),
  })
  .strict();
export type EmailRecipient = z.input<typeof recipientSchema>;

const requiredEmailText = (label: string, max: number) =>
  z
    .string({ error: EMAIL_FIELDS_REQUIRED })
    .trim()
    .min(1, EMAIL_FIELDS_REQUIRED)
    .max(max, `${label} must be at most ${formatCount(max)} characters`);

/** POST /api/admin/emails: one plain-text email per recipient. */
export const adminEmailSchema = z
  .object({
    recipients: z
      .array(recipientSchema, { error: 'Recipients must be a list' })
      .min(1, 'Add at least one recipient')
      .max(ADMIN_EMAIL_LIMITS.recipients, `At most ${ADMIN_EMAIL_LIMITS.recipients} recipients at a time`),
    subject: requiredEmailText('Subject', ADMIN_EMAIL_LIMITS.subject),
    message: requiredEmailText('Message', ADMIN_EMAIL_LIMITS.message),
  })
  .strict();
export type AdminEmailInput = z.input<typeof adminEmailSchema>;
export type AdminEmail = z.output<typeof adminEmailSchema>;

// ---------------------------------------------------------------------------------------------------------
// Responses

/** GET /api/admin/overview. Verified counts approved and verified; pending counts pending and under_review. */
export interface AdminOverview {
  totalTeams: number;
  totalBusinesses: number;
  verifiedTeams: number;
  verifiedBusinesses: number;
  pendingTeams: number;
  pendingBusinesses: number;
}

interface AdminPage {
  page: number;
  pageSize: number;
  total: number;
}

export interface AdminTeamsPage extends AdminPage {
  teams: Team[];
}

export interface AdminBusinessesPage extends AdminPage {
  businesses: Business[];
}

/** Who registered a team or business: admins see whether the address is confirmed (DECISIONS). */
export interface Registrant {
  email: string;
  emailVerified: boolean;
}

export type PendingTeam = Team & { registrant: Registrant };
export type PendingBusiness = Business & { registrant: Registrant };

/** GET /api/admin/approvals: oldest first; totals count the whole queue. */
export interface ApprovalQueue {
  teams: PendingTeam[];
  businesses: PendingBusiness[];
  totals: { teams: number; businesses: number };
}

/** A prefilled email for the email dialog; the admin edits it before sending. */
export interface EmailDraft {
  to: string;
  toName: string;
  subject: string;
  message: string;
  recipientType: RecipientType;
}

export interface TeamDecisionResponse {
  team: Team;
  email: EmailDraft;
}

export interface BusinessDecisionResponse {
  business: Business;
  email: EmailDraft;
}

export interface AdminUser {
  id: string;
  email: string;
  fullName: string | null;
  roles: Role[];
  emailVerified: boolean;
  createdAt: string;
}

/** Counters are over every user, whatever the filter. */
export interface AdminUsersPage extends AdminPage {
  users: AdminUser[];
  counts: { total: number; admins: number; businesses: number; teams: number };
}

export interface AdminUserResponse {
  user: AdminUser;
}

export interface SecurityEvent {
  id: string;
  createdAt: string;
  action: string;
  comment: string | null;
  actorId: string | null;
  actorEmail: string | null;
  /** The entry's after_snapshot. */
  details: unknown;
}

/** GET /api/admin/security: the last 24 hours' counters and the newest events. */
export interface SecurityOverview {
  counts: { failedAttempts: number; rateLimited: number; dataAccess: number };
  events: SecurityEvent[];
}

export interface SendEmailsResponse {
  sent: number;
}
