import { LIMITS } from './limits';

/** The /auth password policy (spec part 1, section 5): every broken rule's own message, in this order. */
export function passwordProblems(password: string): string[] {
  const problems: string[] = [];
  if (!password) return ['Password is required'];
  if (password.length < LIMITS.passwordMin) problems.push('Password must be at least 8 characters long');
  if (password.length > LIMITS.password) problems.push('Password must be less than 128 characters');
  if (!/[A-Z]/.test(password)) problems.push('Password must contain at least one uppercase letter');
  if (!/[a-z]/.test(password)) problems.push('Password must contain at least one lowercase letter');
  if (!/[0-9]/.test(password)) problems.push('Password must contain at least one number');
  if (!/[^A-Za-z0-9]/.test(password)) problems.push('Password must contain at least one special character');
  if (hasCommonPattern(password))
    problems.push('Password contains common patterns and may be easily guessed');
  return problems;
}

const COMMON_PATTERNS = [/(.)\1{2,}/, /123456/, /abcdef/i, /qwerty/i, /password/i, /admin/i, /user/i];

export function hasCommonPattern(password: string): boolean {
  return COMMON_PATTERNS.some((pattern) => pattern.test(password));
}

/** The notification text: every message joined with commas. */
export function passwordMessage(problems: string[]): string {
  return problems.join(', ');
}

export type StrengthLabel = 'Weak' | 'Medium' | 'Strong';

export interface PasswordStrength {
  score: number;
  label: StrengthLabel;
  hints: string[];
}

/**
 * The strength meter: one point each for 8+ characters, upper, lower, digit, special, and 12+ as a bonus
 * (spec part 1). Its word agrees with the policy the server enforces (decision 0033): a password the
 * server would refuse is Weak whatever its score ("password1" scores 3), one it accepts is Medium, and
 * Strong from 12 characters.
 */
export function passwordStrength(password: string): PasswordStrength {
  const checks: [boolean, string | null][] = [
    [password.length >= 8, 'Use at least 8 characters'],
    [/[A-Z]/.test(password), 'Add uppercase letters'],
    [/[a-z]/.test(password), 'Add lowercase letters'],
    [/[0-9]/.test(password), 'Add numbers'],
    [/[^A-Za-z0-9]/.test(password), 'Add special characters'],
    [password.length >= 12, null],
  ];
  const score = checks.filter(([ok]) => ok).length;
  const hints = checks.filter(([ok, hint]) => !ok && hint !== null).map(([, hint]) => hint as string);
  if (hasCommonPattern(password)) hints.push(COMMON_PATTERN_HINT);
  const accepted = passwordProblems(password).length === 0;
  const label: StrengthLabel = !accepted ? 'Weak' : score === checks.length ? 'Strong' : 'Medium';
  return { score, label, hints };
}

export const COMMON_PATTERN_HINT = 'Avoid common words and runs like "password", "123456" or "aaa"';
