import { z } from 'zod';
import { LIMITS } from '../limits';
import { passwordMessage, passwordProblems } from '../password';
import { visibleString } from '../visible-text';

export const INVALID_EMAIL = 'Please enter a valid email address.';

/** Email as the spec reads it: required, at most 254 characters, {local}@{domain}.{tld} without spaces. */
export const emailSchema = z
  .string({ error: INVALID_EMAIL })
  .trim()
  .toLowerCase()
  .max(LIMITS.email, INVALID_EMAIL)
  .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, INVALID_EMAIL);

/** The full /auth policy; one issue whose message joins every broken rule with commas. */
export const strongPasswordSchema = z.string({ error: 'Password is required' }).superRefine((value, ctx) => {
  const problems = passwordProblems(value);
  if (problems.length > 0) ctx.addIssue({ code: 'custom', message: passwordMessage(problems) });
});

/** Sign-in applies the same policy (spec part 1, section 5: title 'Invalid Password'); no account is weaker. */
export const signInSchema = z
  .object({
    email: emailSchema,
    password: strongPasswordSchema,
  })
  .strict();
export type SignInInput = z.infer<typeof signInSchema>;

export const signUpSchema = z
  .object({
    email: emailSchema,
    password: strongPasswordSchema,
    fullName: visibleString().trim().max(LIMITS.shortText).optional(),
  })
  .strict();
export type SignUpInput = z.infer<typeof signUpSchema>;

/**
 * What every sign-up answers (202), whether the address was free or already had an account: the
 * answer never tells anyone which addresses have accounts. The account is signed in from the link mailed.
 */
export interface SignUpAccepted {
  confirmationSent: true;
  email: string;
}
export const CHECK_EMAIL_TITLE = 'Account Created!';
export const CHECK_EMAIL = 'Please check your email for a confirmation link.';

/** Sign-in with the right password for an address not yet confirmed. */
export const EMAIL_NOT_CONFIRMED =
  'Please confirm your email address first: open the link we emailed you (we have sent a new one).';

/** The confirmation link: signs its owner in the first time; opened again, it says it was used. */
export interface ConfirmEmailResponse {
  user: SessionUser | null;
  alreadyConfirmed: boolean;
}

export const ROLES = ['admin', 'business', 'team', 'user'] as const;
export type Role = (typeof ROLES)[number];
export type UserType = 'admin' | 'business' | 'team' | 'none';

export interface SessionUser {
  id: string;
  email: string;
  fullName: string | null;
  emailVerified: boolean;
  roles: Role[];
  type: UserType;
}

export interface SessionResponse {
  user: SessionUser | null;
}
