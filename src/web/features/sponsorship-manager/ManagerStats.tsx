import { DollarSign, Handshake, Layers } from 'lucide-react';
import { formatCents } from '../../../shared/money';
import type { TeamSponsorsResponse } from '../../../shared/schemas/manual-sponsors';
import { Skeleton } from '../../components/ui/Skeleton';
import { StatCard } from '../../components/ui/StatCard';

const GRID = 'grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3';

interface ManagerStatsProps {
  sponsors: TeamSponsorsResponse;
  /** Tiers with no spot left, once the tiers have loaded. */
  soldOutTiers?: number;
  /** Which season the money counts (seasonCaption). */
  season: string;
}

/** Active Sponsors, Total Raised (the dashboard's figure, with what it is made of) and Sponsorship Tiers. */
export function ManagerStats({ sponsors, soldOutTiers, season }: ManagerStatsProps) {
  const { stats } = sponsors;
  const { raised } = stats;
  const manual = sponsors.manualSponsors.length;
  return (
    <div className={GRID}>
      <StatCard
        label="Active Sponsors"
        value={stats.activeSponsors}
        icon={<Handshake />}
        hint={`${stats.activeSponsors - manual} via Homefield · ${manual} added by hand`}
      />
      <div className="order-first col-span-2 lg:order-none lg:col-span-1">
        <StatCard
          label="Total Raised"
          value={formatCents(raised.totalCents)}
          icon={<DollarSign />}
          hint={
            <span className="mt-2 block space-y-0.5 tabular-nums">
              <span className="block font-medium text-slate-700">{season}</span>
              <span className="flex justify-between gap-3">
                <span>Platform sponsorships</span>
                <span className="font-medium text-slate-700">{formatCents(raised.sponsorshipsCents)}</span>
              </span>
              <span className="flex justify-between gap-3">
                <span>Sponsors added by hand</span>
                <span className="font-medium text-slate-700">{formatCents(raised.manualSponsorsCents)}</span>
              </span>
              <span className="flex justify-between gap-3">
                <span>Player donations</span>
                <span className="font-medium text-slate-700">{formatCents(raised.donationsCents)}</span>
              </span>
            </span>
          }
        />
      </div>
      <StatCard
        label="Sponsorship Tiers"
        value={stats.tierCount}
        icon={<Layers />}
        hint={soldOutTiers ? `${soldOutTiers} sold out` : undefined}
      />
    </div>
  );
}

export function ManagerStatsSkeleton() {
  return (
    <div className={GRID} aria-hidden>
      <Skeleton className="h-[132px] rounded-[var(--radius-card)]" />
      <Skeleton className="order-first col-span-2 h-[172px] rounded-[var(--radius-card)] lg:order-none lg:col-span-1" />
      <Skeleton className="h-[132px] rounded-[var(--radius-card)]" />
    </div>
  );
}
