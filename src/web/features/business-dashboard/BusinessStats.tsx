import { Activity, DollarSign, Megaphone, Users } from 'lucide-react';
import { formatCents } from '../../../shared/money';
import { formatCount } from '../../../shared/numbers';
import type { BusinessDashboard } from '../../../shared/schemas/business-dashboard';
import { StatCard } from '../../components/ui/StatCard';

/** Active Sponsorships, Total Invested, Families Reached and Brand Mentions: two per row on phones. */
export function BusinessStats({ stats }: { stats: BusinessDashboard['stats'] }) {
  return (
    <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      <StatCard
        label="Active Sponsorships"
        value={formatCount(stats.activeSponsorships)}
        icon={<Activity />}
      />
      <StatCard
        label="Total Invested"
        value={formatCents(stats.totalInvestedCents)}
        icon={<DollarSign />}
        // Teams run their own seasons: a business's money is counted across all of them.
        hint="All time, every team"
      />
      <StatCard
        label="Families Reached"
        value={formatCount(stats.familiesReached)}
        icon={<Users />}
        hint="Estimated"
      />
      <StatCard
        label="Brand Mentions"
        value={formatCount(stats.brandMentions)}
        icon={<Megaphone />}
        hint="Estimated"
      />
    </div>
  );
}

export function BusinessStatsSkeleton() {
  return (
    <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4" aria-hidden>
      {[0, 1, 2, 3].map((i) => (
        <div
          key={i}
          className="h-[124px] animate-pulse rounded-[var(--radius-card)] bg-slate-200 motion-reduce:animate-none"
        />
      ))}
    </div>
  );
}
