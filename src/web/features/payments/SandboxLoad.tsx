import type { UseQueryResult } from '@tanstack/react-query';
import { SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { Card } from '../../components/ui/Card';
import { Skeleton } from '../../components/ui/Skeleton';
import { ApiError } from '../../lib/api';
import { type ClosedLink, SandboxClosed } from './SandboxFrame';

/** A sandbox page loading: grey bars in the rough shape of the form to come, one class list a bar. */
export function SandboxLoading({ label, bars }: { label: string; bars: string[] }) {
  return (
    <Card className="space-y-4 p-6" aria-busy="true">
      <span className="sr-only">{label}</span>
      {bars.map((bar, index) => (
        <Skeleton key={index} className={bar} />
      ))}
    </Card>
  );
}

interface SandboxLoadProps<T> {
  query: UseQueryResult<T>;
  notFoundTitle: string;
  notFoundText: string;
  notFoundLink: ClosedLink;
  loadingLabel: string;
  loadingBars: string[];
  children: (data: T) => ReactNode;
}

/**
 * A sandbox page before its session or account is known: a signed-out visitor signs in and comes back, any
 * other failure means the link is not valid for them, and the form's shape shows while it loads.
 */
export function SandboxLoad<T>({
  query,
  notFoundTitle,
  notFoundText,
  notFoundLink,
  loadingLabel,
  loadingBars,
  children,
}: SandboxLoadProps<T>) {
  const location = useLocation();
  if (query.error instanceof ApiError && query.error.status === 401) {
    const next = encodeURIComponent(location.pathname + location.search);
    return <Navigate to={`/auth?next=${next}`} replace />;
  }
  if (query.isError) {
    return (
      <SandboxClosed
        icon={<SearchX aria-hidden />}
        tone="amber"
        title={notFoundTitle}
        text={notFoundText}
        link={notFoundLink}
      />
    );
  }
  if (!query.isSuccess) return <SandboxLoading label={loadingLabel} bars={loadingBars} />;
  return children(query.data);
}
