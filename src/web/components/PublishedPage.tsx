import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PageShell } from './PageShell';
import { Button, buttonClasses } from './ui/Button';
import { EmptyState } from './ui/EmptyState';

/**
 * A public page that is shown only while its owner's plan keeps it published (a Community Partner's, a
 * league's): the page once loaded, else its kind as the heading over loading, a failure to retry, or
 * "not published" with a way on. The query answers null for "not published" (the API's 404).
 */
export function PublishedPage<T>({
  query,
  kind,
  loading,
  missing,
  titleOf,
  className = '',
  children,
}: {
  query: UseQueryResult<T | null>;
  /** The heading and title while there is no page: 'League'. */
  kind: string;
  /** What loading looks like, shaped like the page. */
  loading: ReactNode;
  missing: { icon: ReactNode; title: string; description: string; to: string; action: string };
  titleOf: (page: T) => string;
  className?: string;
  children: (page: T) => ReactNode;
}) {
  if (query.data) {
    return (
      <PageShell title={titleOf(query.data)}>
        <div className={className}>{children(query.data)}</div>
      </PageShell>
    );
  }
  let body: ReactNode;
  if (query.isPending) {
    body = (
      <div className="space-y-6" aria-busy="true">
        <span className="sr-only">Loading the page</span>
        {loading}
      </div>
    );
  } else if (query.isError) {
    body = (
      <EmptyState
        title="Failed to load this page"
        description="Please try again."
        action={<Button onClick={() => query.refetch()}>Try again</Button>}
      />
    );
  } else {
    body = (
      <EmptyState
        icon={missing.icon}
        title={missing.title}
        description={missing.description}
        action={
          <Link to={missing.to} className={buttonClasses('primary')}>
            {missing.action}
          </Link>
        }
      />
    );
  }
  return (
    <PageShell title={kind}>
      <div className={`space-y-6 ${className}`}>
        <h1 className="text-2xl font-bold sm:text-3xl">{kind}</h1>
        {body}
      </div>
    </PageShell>
  );
}
