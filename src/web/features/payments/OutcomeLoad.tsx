import type { UseQueryResult } from '@tanstack/react-query';
import { SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../components/ui/Button';
import { EmptyState } from '../../components/ui/EmptyState';
import { Skeleton } from '../../components/ui/Skeleton';
import { ApiError } from '../../lib/api';

function NotFound({ title, description }: { title: string; description: string }) {
  return (
    <EmptyState
      icon={<SearchX aria-hidden />}
      title={title}
      description={description}
      action={
        <Link to="/" className={buttonClasses('primary')}>
          Return Home
        </Link>
      }
    />
  );
}

function LoadFailed({ title, onRetry }: { title: string; onRetry: () => void }) {
  return (
    <EmptyState
      title={title}
      description="We couldn't reach Homefield. Your payment is safe; please try again."
      action={<Button onClick={onRetry}>Try again</Button>}
    />
  );
}

function OutcomeSkeleton({ label }: { label: string }) {
  return (
    <div className="mx-auto max-w-2xl space-y-6" aria-busy="true">
      <span className="sr-only">{label}</span>
      <Skeleton className="mx-auto size-16 rounded-full" />
      <Skeleton className="mx-auto h-10 w-80 max-w-full" />
      <Skeleton className="mx-auto h-14 w-[28rem] max-w-full" />
      <Skeleton className="h-[26rem] w-full rounded-[var(--radius-card)]" />
    </div>
  );
}

interface OutcomeLoadProps<T> {
  query: UseQueryResult<T>;
  /** The link lacks what names the payment: Not Found without asking the server. */
  missing: boolean;
  notFoundTitle: string;
  notFoundText: string;
  failedTitle: string;
  /** What a screen reader hears while the outcome loads. */
  loadingLabel: string;
  children: (outcome: T) => ReactNode;
}

/** A return page before its outcome is known: not found (unknown link or the server's 404), failed, loading. */
export function OutcomeLoad<T>({
  query,
  missing,
  notFoundTitle,
  notFoundText,
  failedTitle,
  loadingLabel,
  children,
}: OutcomeLoadProps<T>) {
  if (missing || (query.error instanceof ApiError && query.error.status === 404)) {
    return <NotFound title={notFoundTitle} description={notFoundText} />;
  }
  if (query.isError) return <LoadFailed title={failedTitle} onRetry={() => query.refetch()} />;
  if (!query.isSuccess) return <OutcomeSkeleton label={loadingLabel} />;
  return children(query.data);
}
