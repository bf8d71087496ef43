import { type ReactNode, useEffect } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { ApiError } from '../../lib/api';
import { Guard } from '../../lib/guard';
import { useSession } from '../../lib/session';

const ACCESS_DENIED_TOAST = 'admin-access-denied';

function toastAccessDenied() {
  // One notice, however many checks notice it at once.
  toast.error('Access Denied', { id: ACCESS_DENIED_TOAST, description: "You don't have admin privileges" });
}

/** The four /admin routes: visitors go to /auth, signed-in users without the admin role home, told why. */
export function AdminGuard({ children }: { children: ReactNode }) {
  const { user, isLoading } = useSession();
  const denied = !isLoading && user !== null && !user.roles.includes('admin');
  useEffect(() => {
    if (denied) toastAccessDenied();
  }, [denied]);
  return (
    <Guard allow={['admin']} redirectTo="/">
      {children}
    </Guard>
  );
}

/**
 * A failed admin load: the server's 403 (the admin role was taken away meanwhile) is 'Access Denied' and
 * home; anything else is the screen's own message (spec part 2, section 8).
 */
export function useAdminLoadFailure(error: Error | null, message: string) {
  const navigate = useNavigate();
  useEffect(() => {
    if (!error) return;
    if (error instanceof ApiError && error.status === 403) {
      toastAccessDenied();
      navigate('/', { replace: true });
      return;
    }
    toast.error('Error', { description: message });
  }, [error, message, navigate]);
}

/** The server's message for a refused action, or the spec's fallback for anything unexpected. */
export function actionFailure(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.status >= 400 && error.status < 500 ? error.message : fallback;
}
