import { z } from 'zod';
import { LIMITS } from '../limits';
import { passwordMessage, passwordProblems } from '../password';

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
    fullName: z.string().trim().max(LIMITS.shortText).optional(),
  })
  .strict();
export type SignUpInput = z.infer<typeof signUpSchema>;

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
