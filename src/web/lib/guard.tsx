import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { safePath } from '../../shared/safe-path';
import type { Role } from '../../shared/schemas/auth';
import { Spinner } from '../components/ui/Spinner';
import { leftOnPurpose, useSession } from './session';

interface GuardProps {
  /** Roles that may see the content; empty means any signed-in user. */
  allow?: Role[];
  /** Where a signed-in user without an allowed role goes. */
  redirectTo?: string;
  children: ReactNode;
}

/**
 * Comfort only: the server refuses the same requests. A spinner while the session loads (unless the page
 * was drawn for any signed-in visitor), /auth without one, the redirect for a user who holds none of the
 * allowed roles.
 */
export function Guard({ allow = [], redirectTo = '/', children }: GuardProps) {
  const { user, isLoading, vouched } = useSession();
  const location = useLocation();
  // The page the server drew for any signed-in visitor, as it was drawn, while the bar learns who it is.
  if (vouched && allow.length === 0) return <>{children}</>;
  if (isLoading) {
    return (
      <div className="flex min-h-[60vh] items-center justify-center" aria-busy="true">
        <Spinner label="Checking your session" />
      </div>
    );
  }
  if (!user) {
    // Signed out here on purpose: home, not a sign-in form that would bring them straight back.
    if (leftOnPurpose()) return <Navigate to="/" replace />;
    const next = encodeURIComponent(location.pathname + location.search);
    return <Navigate to={`/auth?next=${next}`} replace />;
  }
  if (allow.length > 0 && !allow.some((role) => user.roles.includes(role))) {
    return <Navigate to={redirectTo} replace />;
  }
  return <>{children}</>;
}

/** Only same-site paths are followed after sign-in, so a link cannot send the user elsewhere. */
export function safeNext(value: string | null): string | null {
  return safePath(value);
}
