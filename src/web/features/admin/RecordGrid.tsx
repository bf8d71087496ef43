import { SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatCount } from '../../../shared/numbers';
import { Button } from '../../components/ui/Button';
import { EmptyState } from '../../components/ui/EmptyState';
import { Skeleton } from '../../components/ui/Skeleton';
import { Pagination } from '../discovery/Pagination';

export function CardGridSkeleton({ count = 4, height = 'h-64' }: { count?: number; height?: string }) {
  return (
    <div className="grid gap-4 md:grid-cols-2" aria-busy="true">
      <span className="sr-only">Loading</span>
      {Array.from({ length: count }, (_, i) => (
        <Skeleton key={i} className={`${height} w-full rounded-[var(--radius-card)]`} />
      ))}
    </div>
  );
}

interface RecordGridProps<T> {
  items: T[] | undefined;
  isPending: boolean;
  isError: boolean;
  /** Shown in place when the load failed. */
  errorTitle: string;
  onRetry: () => void;
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
  /** For screen readers: 'Teams pages'. */
  pagesLabel: string;
  /** What a count says: 'team' / 'teams'. */
  noun: [string, string];
  filtered: boolean;
  onClearFilters: () => void;
  itemKey: (item: T) => string;
  children: (item: T) => ReactNode;
}

/** A filtered, paged grid of record cards with its loading, failed and empty states. */
export function RecordGrid<T>({
  items,
  isPending,
  isError,
  errorTitle,
  onRetry,
  page,
  pageSize,
  total,
  onPageChange,
  pagesLabel,
  noun,
  filtered,
  onClearFilters,
  itemKey,
  children,
}: RecordGridProps<T>) {
  if (isPending) return <CardGridSkeleton />;
  if (isError || !items) {
    return (
      <EmptyState
        title={errorTitle}
        description="Check your connection and try again."
        action={<Button onClick={onRetry}>Try again</Button>}
      />
    );
  }
  if (items.length === 0) {
    return filtered ? (
      <EmptyState
        icon={<SearchX />}
        title={`No ${noun[1]} match these filters`}
        description="Try a shorter word, or clear the filters to see everything."
        action={
          <Button variant="secondary" onClick={onClearFilters}>
            Clear filters
          </Button>
        }
      />
    ) : (
      <EmptyState
        icon={<SearchX />}
        title={`No ${noun[1]} yet`}
        description={`Registered ${noun[1]} appear here as soon as they sign up.`}
      />
    );
  }
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-600" aria-live="polite">
        {formatCount(total)} {total === 1 ? noun[0] : noun[1]}
      </p>
      <ul className="grid gap-4 md:grid-cols-2">
        {items.map((item) => (
          <li key={itemKey(item)}>{children(item)}</li>
        ))}
      </ul>
      <Pagination
        page={page}
        pageSize={pageSize}
        total={total}
        onPageChange={onPageChange}
        label={pagesLabel}
      />
    </div>
  );
}
