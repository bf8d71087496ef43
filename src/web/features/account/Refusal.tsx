import { ApiError } from '../../lib/api';

/**
 * A failed submit's message that no field shows (a rate limit, a lost connection, a server fault), as
 * the line above the button; nothing when the fields carry it or nothing failed.
 */
export function Refusal({ error }: { error: unknown }) {
  if (!error) return null;
  if (error instanceof ApiError && Object.keys(error.fields).length > 0) return null;
  return (
    <p role="alert" className="text-sm font-medium text-danger">
      {error instanceof ApiError ? error.message : 'An unexpected error occurred. Please try again.'}
    </p>
  );
}
