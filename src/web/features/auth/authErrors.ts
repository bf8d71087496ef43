import { toast } from 'sonner';
import { ApiError } from '../../lib/api';

type Flow = 'signIn' | 'signUp';

const TITLES = {
  signIn: { failed: 'Sign In Failed', error: 'Sign In Error', password: 'Invalid Password' },
  signUp: { failed: 'Sign Up Failed', error: 'Sign Up Error', password: 'Password Too Weak' },
} as const;

export const UNEXPECTED = 'An unexpected error occurred. Please try again.';

/** The spec's titles for each way a sign-in or sign-up can fail. */
export function toastAuthError(flow: Flow, error: unknown): void {
  const titles = TITLES[flow];
  if (!(error instanceof ApiError) || error.status >= 500 || error.status === 0) {
    toast.error(titles.error, {
      description: error instanceof ApiError && error.status === 0 ? error.message : UNEXPECTED,
    });
    return;
  }
  if (error.status === 429) {
    toast.error('Too Many Attempts', { description: error.message });
    return;
  }
  if (error.fields.email) {
    toast.error('Invalid Email', { description: error.fields.email[0] });
    return;
  }
  if (error.fields.password) {
    toast.error(titles.password, { description: error.fields.password[0] });
    return;
  }
  toast.error(titles.failed, { description: error.message });
}

/** Client-side check failures get the same titles as the server's. */
export function toastInvalidFields(flow: Flow, fields: { email?: string; password?: string }): void {
  if (fields.email) toast.error('Invalid Email', { description: fields.email });
  else if (fields.password) toast.error(TITLES[flow].password, { description: fields.password });
}
