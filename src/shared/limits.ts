import { formatCount } from './numbers';

/** Text and number limits of spec part 1, section 9, and the sign-in rate limit. */
export const LIMITS = {
  shortText: 100,
  mediumText: 500,
  longText: 2000,
  email: 254,
  phone: 15,
  url: 2048,
  password: 128,
  passwordMin: 8,
  signupPasswordMin: 6,
} as const;

/** The one wording of a length limit, for every field of every form. */
export const tooLong = (what: string, max: number) =>
  `${what} must be at most ${formatCount(max)} characters`;

/**
 * Sign-ups (every form that creates an account): per address, so nobody can mail one person without end,
 * whether or not the address has an account; per client address, set by SIGNUP_IP_LIMIT (default 20).
 */
export const SIGN_UP_RATE_LIMIT = {
  perAddress: 3,
  windowMinutes: 60,
} as const;

export const SIGN_IN_RATE_LIMIT = {
  attempts: 5,
  windowMinutes: 15,
} as const;
