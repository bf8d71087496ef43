import type { ReactNode } from 'react';

/** Skeleton cards while the first page loads: two rows on desktop, enough to fill a phone screen. */
const SKELETON_CARDS = 6;

interface ResultsGridProps {
  status: 'pending' | 'error' | 'success';
  /** Cards on this page. */
  count: number;
  /** The previous results stay on screen, dimmed, while new ones load. */
  updating: boolean;
  /** One skeleton card. */
  skeleton: ReactNode;
  empty: ReactNode;
  error: ReactNode;
  /** The cards. */
  children: ReactNode;
}

const GRID = 'grid gap-4 sm:grid-cols-2 lg:grid-cols-3';

/** A listing's cards: skeletons, the error, the empty state or the grid (1 column on phones, 2-3 wider). */
export function ResultsGrid({ status, count, updating, skeleton, empty, error, children }: ResultsGridProps) {
  if (status === 'pending') {
    return (
      <div className={GRID} aria-busy="true">
        <span className="sr-only">Loading</span>
        {Array.from({ length: SKELETON_CARDS }, (_, index) => (
          <div key={index}>{skeleton}</div>
        ))}
      </div>
    );
  }
  if (status === 'error') return <>{error}</>;
  if (count === 0) return <>{empty}</>;
  return (
    <div
      className={`${GRID} transition-opacity ${updating ? 'opacity-60' : ''}`}
      aria-busy={updating || undefined}
    >
      {children}
    </div>
  );
}
