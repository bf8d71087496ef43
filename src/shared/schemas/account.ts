import { z } from 'zod';
import { LIMITS } from '../limits';
import { emailSchema, strongPasswordSchema } from './auth';
import { PASSWORD_MISMATCH } from './team';

/** A reset link is one hour old at most (issue 22). */
export const RESET_LINK_MINUTES = 60;

/** Said to every request, whether or not the address has an account: the answer must not tell. */
export const RESET_REQUESTED =
  'If an account uses this address, we have emailed it a link to choose a new password. The link works for one hour.';

export const requestResetSchema = z.object({ email: emailSchema }).strict();
export type RequestResetInput = z.infer<typeof requestResetSchema>;

export interface RequestResetResponse {
  message: string;
}

const confirmation = z.string({ error: 'Please type the new password again' }).max(LIMITS.password);

/** The new password and its repeat must match: the second typing catches a slip nobody can see. */
function matching<T extends { confirmPassword: string }>(
  password: (value: T) => string,
): (value: T, ctx: z.RefinementCtx) => void {
  return (value, ctx) => {
    if (password(value) !== value.confirmPassword) {
      ctx.addIssue({ code: 'custom', message: PASSWORD_MISMATCH, path: ['confirmPassword'] });
    }
  };
}

export const resetPasswordSchema = z
  .object({
    token: z.string().min(1).max(200),
    password: strongPasswordSchema,
    confirmPassword: confirmation,
  })
  .strict()
  .superRefine(matching((value) => value.password));
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

/** What a change of the account's own secrets asks first: a signed-in browser alone is not enough. */
const currentPassword = z
  .string({ error: 'Please enter your current password' })
  .min(1, 'Please enter your current password')
  .max(LIMITS.password);

export const changePasswordSchema = z
  .object({
    currentPassword,
    newPassword: strongPasswordSchema,
    confirmPassword: confirmation,
  })
  .strict()
  .superRefine(matching((value) => value.newPassword));
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

/** An email change link works for a day: the new mailbox may not be read at once. */
export const EMAIL_CHANGE_LINK_HOURS = 24;

/** POST /api/account/email: the new address, and the current password (a borrowed session cannot move it). */
export const changeEmailSchema = z
  .object({
    newEmail: emailSchema,
    currentPassword,
  })
  .strict();
export type ChangeEmailInput = z.infer<typeof changeEmailSchema>;

export const SAME_EMAIL = 'That is already the email of your account.';

/** Said whether or not another account uses the address: the answer must not tell. */
export const emailChangeRequested = (email: string) =>
  `We have emailed a link to ${email}. Open it within ${EMAIL_CHANGE_LINK_HOURS} hours to move your account to that address; until then, sign in with your current email.`;

export interface ChangeEmailResponse {
  message: string;
}

/** POST /api/account/email/confirm: the link's token, from the new mailbox. */
export const confirmEmailChangeSchema = z.object({ token: z.string().min(1).max(200) }).strict();

export interface ConfirmEmailChangeResponse {
  email: string;
}

/** PATCH /api/account/profile */
export const accountProfileSchema = z
  .object({
    fullName: z
      .string({ error: 'Please enter your name' })
      .trim()
      .min(1, 'Please enter your name')
      .max(LIMITS.shortText, `Your name must be at most ${LIMITS.shortText} characters`),
  })
  .strict();
export type AccountProfileInput = z.infer<typeof accountProfileSchema>;

/** One signed-in device of the caller's account; `id` names the session without revealing its key. */
export interface AccountSession {
  id: string;
  userAgent: string | null;
  ip: string | null;
  createdAt: string;
  lastSeenAt: string;
  current: boolean;
}

export interface AccountSessionsResponse {
  sessions: AccountSession[];
}

/** POST /api/account/delete: the current password, so a borrowed, signed-in browser cannot delete the account. */
export const deleteAccountSchema = z
  .object({
    currentPassword,
  })
  .strict();
export type DeleteAccountInput = z.infer<typeof deleteAccountSchema>;

/**
 * GET /api/account/deletion: what deleting the account would do, in sentences, before anyone presses.
 * `blockers` say what must be settled first; while there are any, the deletion is refused.
 */
export interface AccountDeletionPlan {
  blockers: string[];
  consequences: string[];
}

export const ACCOUNT_DELETED = 'Your account was deleted.';
