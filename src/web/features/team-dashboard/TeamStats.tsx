import { Activity, DollarSign, Handshake } from 'lucide-react';
import { formatCents } from '../../../shared/money';
import type { TeamDashboard } from '../../../shared/schemas/team-dashboard';
import { StatCard } from '../../components/ui/StatCard';

/**
 * Total Sponsors, Total Raised (with what it is made of and which season it counts) and Active
 * Sponsorships.
 */
export function TeamStats({ stats, season }: { stats: TeamDashboard['stats']; season: string }) {
  const { raised } = stats;
  return (
    <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3">
      <StatCard label="Total Sponsors" value={stats.totalSponsors} icon={<Handshake />} />
      <StatCard label="Active Sponsorships" value={stats.activeSponsorships} icon={<Activity />} />
      <div className="col-span-2 lg:col-span-1 lg:row-start-1 lg:col-start-2">
        <StatCard
          label="Total Raised"
          value={formatCents(raised.totalCents)}
          icon={<DollarSign />}
          hint={
            <span className="block">
              <span className="block font-medium text-slate-700">{season}</span>
              {formatCents(raised.sponsorshipsCents)} sponsorships · {formatCents(raised.manualSponsorsCents)}{' '}
              added by hand · {formatCents(raised.donationsCents)} player gifts
            </span>
          }
        />
      </div>
    </div>
  );
}

export function TeamStatsSkeleton() {
  return (
    <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3" aria-hidden>
      {[0, 1, 2].map((i) => (
        <div
          key={i}
          className={`h-[124px] animate-pulse rounded-[var(--radius-card)] bg-slate-200 motion-reduce:animate-none ${i === 2 ? 'col-span-2 lg:col-span-1' : ''}`}
        />
      ))}
    </div>
  );
}
