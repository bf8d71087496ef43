import { useInfiniteQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Button } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { EmptyState } from '../../components/ui/EmptyState';
import { Skeleton } from '../../components/ui/Skeleton';

/** One page of an admin list of requests (GET {path}?page=n). */
export interface RequestsPage<T> {
  requests: T[];
  page: number;
  hasMore: boolean;
}

/**
 * A list of requests the admin reads a page at a time with `fetchPage`: its loading, failure and empty
 * states, the rows in a card, and "Show more" while there are more.
 */
export function PagedList<T extends { id: string }>({
  queryKey,
  fetchPage,
  failure,
  empty,
  children,
}: {
  queryKey: readonly string[];
  /** Reads page `page` (from 1) of the list. */
  fetchPage: (page: number) => Promise<RequestsPage<T>>;
  /** The failure's title ("Requests could not be loaded"). */
  failure: string;
  empty: ReactNode;
  /** One row: an <li>. */
  children: (item: T) => ReactNode;
}) {
  const query = useInfiniteQuery({
    queryKey,
    initialPageParam: 1,
    queryFn: ({ pageParam }) => fetchPage(pageParam),
    getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
  });
  const items = query.data?.pages.flatMap((page) => page.requests) ?? [];
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
