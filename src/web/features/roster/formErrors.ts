import type { FieldErrors, FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '../../lib/api';

/** A refusal the server explained (4xx), whose message is worth showing as it is. */
export function isExplained(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status >= 400 && error.status < 500;
}

/** The server's field messages under their inputs. */
export function applyFieldErrors<T extends FieldValues>(error: unknown, setError: UseFormSetError<T>): void {
  if (!isExplained(error)) return;
  for (const [field, [message]] of Object.entries(error.fields)) {
    if (message) setError(field as Path<T>, { type: 'server', message });
  }
}

/** The first message of a form's client-side errors, in field order, for the toast. */
export function firstErrorMessage(errors: FieldErrors): string | undefined {
  for (const error of Object.values(errors)) {
    if (error && typeof error.message === 'string' && error.message) return error.message;
  }
  return undefined;
}
