import type { ReactNode } from 'react';
import { Button } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { EmptyState } from '../../components/ui/EmptyState';
import { Skeleton } from '../../components/ui/Skeleton';

interface PagedQuery {
  isPending: boolean;
  isError: boolean;
  refetch: () => unknown;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
}

/**
 * A list the admin reads a page at a time (an infinite query): its loading, failure and empty states, the
 * rows in a card, and "Show more" while there are more.
 */
export function PagedList<T extends { id: string }>({
  query,
  items,
  failure,
  empty,
  children,
}: {
  query: PagedQuery;
  items: T[];
  /** The failure's title ("Requests could not be loaded"). */
  failure: string;
  empty: ReactNode;
  /** One row: an <li>. */
  children: (item: T) => ReactNode;
}) {
  if (query.isPending) return <Skeleton className="h-40" />;
  if (query.isError) {
    return <EmptyState title={failure} action={<Button onClick={() => query.refetch()}>Try again</Button>} />;
  }
  if (items.length === 0) return <>{empty}</>;
  return (
    <div className="space-y-3">
      <Card>
        <ul className="divide-y divide-slate-200">{items.map(children)}</ul>
      </Card>
      {query.hasNextPage && (
        <Button variant="secondary" loading={query.isFetchingNextPage} onClick={() => query.fetchNextPage()}>
          Show more
        </Button>
      )}
    </div>
  );
}
