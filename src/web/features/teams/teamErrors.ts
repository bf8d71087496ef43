import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { toast } from 'sonner';
import { TEAM_PASSWORD_TITLES, type TeamPasswordCode } from '../../../shared/schemas/team';
import { ApiError } from '../../lib/api';

export const ACCOUNT_CREATION_FAILED = 'Failed to create account. Please try again.';

/** A user's mistake the server explained (4xx); anything else is "try again". */
export function isExplained(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status >= 400 && error.status < 500;
}

/** The password problem as the spec titles it: 'Password Mismatch', 'Password Too Short', 'Password Too Weak'. */
export function toastPasswordProblem(problem: { code: TeamPasswordCode; message: string }): void {
  toast.error(TEAM_PASSWORD_TITLES[problem.code], { description: problem.message });
}

/**
 * A failed team signup or registration: password codes get their own titles, other refusals
 * 'Registration Failed' with the server's message, and unexpected failures the spec's fallback.
 */
export function toastRegistrationError(error: unknown, fallback: string): void {
  if (!isExplained(error)) {
    toast.error('Registration Failed', { description: fallback });
    return;
  }
  if (error.code in TEAM_PASSWORD_TITLES) {
    toastPasswordProblem({ code: error.code as TeamPasswordCode, message: error.message });
    return;
  }
  toast.error('Registration Failed', { description: error.message });
}

/** The server's field messages under their inputs, the first one focused; `toField` maps an API path to a form field. */
export function showFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  toField: (path: string) => string = (path) => path,
): void {
  if (!isExplained(error)) return;
  let first = true;
  for (const [path, messages] of Object.entries(error.fields)) {
    const [message] = messages;
    if (!message) continue;
    setError(toField(path) as Path<T>, { type: 'server', message }, { shouldFocus: first });
    first = false;
  }
}
