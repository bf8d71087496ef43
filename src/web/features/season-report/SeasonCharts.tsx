import { BarChart3 } from 'lucide-react';
import { Link } from 'react-router';
import { formatCents } from '../../../shared/money';
import type { SeasonMonth, SeasonSummary } from '../../../shared/schemas/season-report';
import { Button, buttonClasses } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { EmptyState } from '../../components/ui/EmptyState';
import { Skeleton } from '../../components/ui/Skeleton';
import { BarChart, topBars } from '../charts/BarChart';
import { ChartFigure } from '../charts/ChartFigure';
import { TimeChart } from '../charts/TimeChart';
import { useSeasonSummary } from './api';

const monthName = (month: string, withYear: boolean) =>
  new Date(`${month}-01T00:00:00Z`).toLocaleString('en-US', {
    month: 'short',
    year: withYear ? 'numeric' : undefined,
    timeZone: 'UTC',
  });

const monthLabel = (month: string, i: number) => monthName(month, i === 0 || month.endsWith('-01'));

/**
 * The dashboard's charts of the season (issue 7): raised over time, by tier and by player, each with its
 * figures in a hidden table for screen readers. The page supplies the section heading.
 */
export function SeasonCharts({ teamId }: { teamId: string }) {
  const summary = useSeasonSummary(teamId);
  if (summary.isPending) return <ChartsSkeleton />;
  if (summary.isError) {
    return (
      <EmptyState
        title="Failed to load the charts"
        description="Check your connection and try again."
        action={
          <Button variant="secondary" onClick={() => summary.refetch()} loading={summary.isFetching}>
            Try again
          </Button>
        }
      />
    );
  }
  const data = summary.data;
  if (data.raised.totalCents === 0) {
    return (
      <EmptyState
        icon={<BarChart3 aria-hidden />}
        title="Nothing raised this season yet"
        description={`${data.period.label}: once a sponsor pays or a player receives a donation, charts of what you raised over time, by tier and by player appear here.`}
        action={
          <Link to="/team-sponsorship-manager" className={buttonClasses('primary')}>
            Set up sponsorship tiers
          </Link>
        }
      />
    );
  }
  return <Charts data={data} />;
}

function Charts({ data }: { data: SeasonSummary }) {
  const tiers = topBars(
    data.byTier.map((t) => ({ label: t.tier, value: t.cents })),
    8,
    'Other tiers',
  );
  const players = topBars(
    data.byPlayer.map((p) => ({ label: p.name, value: p.totalCents })),
    8,
  );
  return (
    <Card className="space-y-8 p-4 sm:p-6">
      <p className="text-sm text-slate-600">
        <span className="font-semibold text-navy">{data.period.label}</span> ·{' '}
        {formatCents(data.raised.totalCents)} raised
      </p>
      <OverTime months={data.overTime} />
      <div className="grid gap-8 md:grid-cols-2">
        <ChartFigure
          title="Raised by tier"
          description="Sponsorships by the tier they bought; sponsors you added by hand together."
          table={{
            columns: ['Tier', 'Sponsors', 'Raised'],
            rows: data.byTier.map((t) => [t.tier, String(t.sponsors), formatCents(t.cents)]),
          }}
          empty={
            tiers.length === 0 ? (
              <p className="text-sm text-slate-600">No sponsors this season yet: only donations so far.</p>
            ) : undefined
          }
        >
          <BarChart bars={tiers} format={formatCents} />
        </ChartFigure>
        <ChartFigure
          title="Raised by player"
          description="Donations to each player, plus the sponsors they brought."
          table={{
            columns: ['Player', 'Donations', 'Sponsorships', 'Total'],
            rows: data.byPlayer.map((p) => [
              p.name,
              formatCents(p.donationsCents),
              formatCents(p.sponsorshipsCents),
              formatCents(p.totalCents),
            ]),
          }}
        >
          <BarChart bars={players} format={formatCents} />
        </ChartFigure>
      </div>
    </Card>
  );
}

function OverTime({ months }: { months: SeasonMonth[] }) {
  return (
    <ChartFigure
      title="Raised over time"
      description={
        <span className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
          <span className="inline-flex items-center gap-1.5">
            <span className="inline-block size-3 rounded-sm bg-gold" aria-hidden /> Raised in the month
          </span>
          <span className="inline-flex items-center gap-1.5">
            <span className="inline-block h-0.5 w-4 bg-navy" aria-hidden /> Running total
          </span>
        </span>
      }
      table={{
        columns: ['Month', 'Raised in the month', 'Running total'],
        rows: months.map((m) => [
          monthName(m.month, true),
          formatCents(m.raisedCents),
          formatCents(m.cumulativeCents),
        ]),
      }}
    >
      <TimeChart
        points={months.map((m, i) => ({
          label: monthLabel(m.month, i),
          value: m.raisedCents,
          cumulative: m.cumulativeCents,
        }))}
        format={formatCents}
      />
    </ChartFigure>
  );
}

function ChartsSkeleton() {
  return (
    <Card className="space-y-6 p-4 sm:p-6" aria-busy="true">
      <span className="sr-only">Loading the charts</span>
      <Skeleton className="h-5 w-64" />
      <Skeleton className="h-[220px] w-full" />
      <div className="grid gap-8 md:grid-cols-2">
        <Skeleton className="h-40 w-full" />
        <Skeleton className="h-40 w-full" />
      </div>
    </Card>
  );
}
