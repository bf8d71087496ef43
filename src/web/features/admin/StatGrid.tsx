import type { ReactNode } from 'react';
import { Skeleton } from '../../components/ui/Skeleton';
import { StatCard } from '../../components/ui/StatCard';

export interface Stat {
  label: string;
  value: ReactNode;
  icon?: ReactNode;
  hint?: ReactNode;
}

const COLUMNS = { 3: 'lg:grid-cols-3', 4: 'lg:grid-cols-4' } as const;

/** Counters in a row: two per row on phones. */
export function StatGrid({ stats }: { stats: Stat[] }) {
  return (
    <div className={`grid grid-cols-2 gap-3 sm:gap-4 ${COLUMNS[stats.length === 3 ? 3 : 4]}`}>
      {stats.map((stat, index) => (
        // A lone last counter on a phone takes the whole row.
        <div
          key={stat.label}
          className={`[&>*]:h-full ${index === stats.length - 1 && stats.length % 2 ? 'col-span-2 lg:col-span-1' : ''}`}
        >
          <StatCard {...stat} />
        </div>
      ))}
    </div>
  );
}

export function StatGridSkeleton({ count = 4 }: { count?: 3 | 4 }) {
  return (
    <div className={`grid grid-cols-2 gap-3 sm:gap-4 ${COLUMNS[count]}`} aria-hidden>
      {Array.from({ length: count }, (_, i) => (
        <Skeleton
          key={i}
          className={`h-[104px] rounded-[var(--radius-card)] sm:h-[120px]${i === count - 1 && count % 2 ? ' col-span-2 lg:col-span-1' : ''}`}
        />
      ))}
    </div>
  );
}
