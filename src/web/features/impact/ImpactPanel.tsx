import { BarChart3, Eye, MousePointerClick, Users } from 'lucide-react';
import { Link } from 'react-router';
import { formatCalendarDate } from '../../../shared/dates';
import { formatCentsExact } from '../../../shared/money';
import { formatCount } from '../../../shared/numbers';
import { IMPACT_PLAN_REQUIRED, type SponsorshipImpact } from '../../../shared/schemas/impact';
import { Button, buttonClasses } from '../../components/ui/Button';
import { CalloutCard } from '../../components/ui/CalloutCard';
import { Card } from '../../components/ui/Card';
import { EmptyState } from '../../components/ui/EmptyState';
import { Skeleton } from '../../components/ui/Skeleton';
import { StatCard } from '../../components/ui/StatCard';
import { useBusinessImpact } from './api';

const HOW =
  "Counted without cookies and without tracking anyone: views of the teams' player pages while your name is on them, and visits to your website from them.";

const perThousand = (cents: number | null) => (cents === null ? '—' : formatCentsExact(cents));

/** One sponsorship's results: its team and days, then the four figures. */
function ImpactRow({ row }: { row: SponsorshipImpact }) {
  const figures = [
    { label: 'Page views', value: formatCount(row.views) },
    { label: 'Website visits', value: formatCount(row.clicks) },
    { label: 'Families', value: formatCount(row.families) },
    { label: 'Per 1,000 views', value: perThousand(row.costPerThousandViewsCents) },
  ];
  return (
    <li className="p-4 sm:px-5">
      <p className="font-semibold break-words text-navy">
        {row.teamName}
        {row.tier && <span className="font-normal text-slate-600"> · {row.tier}</span>}
      </p>
      <p className="text-sm text-slate-500">
        {formatCalendarDate(row.from)} – {formatCalendarDate(row.to)} · {formatCentsExact(row.amountCents)}
      </p>
      <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 sm:grid-cols-4">
        {figures.map((figure) => (
          <div key={figure.label}>
            <dt className="text-xs font-medium text-slate-500">{figure.label}</dt>
            <dd className="font-semibold text-navy tabular-nums">{figure.value}</dd>
          </div>
        ))}
      </dl>
    </li>
  );
}

function ImpactSkeleton() {
  return (
    <div className="space-y-3" aria-busy="true">
      <span className="sr-only">Loading your sponsorship results</span>
      <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className="h-[124px] rounded-[var(--radius-card)]" />
        ))}
      </div>
      <Skeleton className="h-28 rounded-[var(--radius-card)]" />
    </div>
  );
}

/**
 * What the business's sponsorships did (issue 21, decision 0050): views, visits, families and the cost of
 * a thousand views, over all its sponsorships and for each. Part of Featured Sponsor and Community
 * Partner; a Free business is shown where to get it.
 */
export function ImpactPanel() {
  const impact = useBusinessImpact();
  if (impact.isPending) return <ImpactSkeleton />;
  if (impact.isError) {
    return (
      <EmptyState
        title="Failed to load your results"
        description="Please try again."
        action={<Button onClick={() => impact.refetch()}>Try again</Button>}
      />
    );
  }
  if (impact.data === 'plan-required') {
    return (
      <CalloutCard
        icon={<BarChart3 />}
        action={
          <Link to="/billing?plan=featured_sponsor" className={buttonClasses('primary')}>
            See plans
          </Link>
        }
      >
        {IMPACT_PLAN_REQUIRED}
      </CalloutCard>
    );
  }
  const { totals, sponsorships } = impact.data;
  if (sponsorships.length === 0) {
    return (
      <EmptyState
        icon={<BarChart3 aria-hidden />}
        title="No results yet"
        description="Sponsor a team and what your name on its pages does shows up here."
      />
    );
  }
  return (
    <div className="space-y-3">
      <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        <StatCard label="Page views" value={formatCount(totals.views)} icon={<Eye />} />
        <StatCard label="Website visits" value={formatCount(totals.clicks)} icon={<MousePointerClick />} />
        <StatCard label="Families on the rosters" value={formatCount(totals.families)} icon={<Users />} />
        <StatCard
          label="Cost per 1,000 views"
          value={perThousand(totals.costPerThousandViewsCents)}
          icon={<BarChart3 />}
        />
      </div>
      <Card>
        <ul className="divide-y divide-slate-100">
          {sponsorships.map((row) => (
            <ImpactRow key={row.sponsorshipId} row={row} />
          ))}
        </ul>
      </Card>
      <p className="text-sm text-slate-500">{HOW}</p>
    </div>
  );
}
