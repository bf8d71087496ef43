import { Building2, Download, Receipt, RotateCcw, Wallet } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { formatCents } from '../../../shared/money';
import { formatCount } from '../../../shared/numbers';
import {
  REVENUE_KIND_LABELS,
  REVENUE_MONTHS,
  type RevenueKindTotal,
  type RevenueMonth,
  type RevenueReport,
  type RevenueTeam,
  revenueCsvUrl,
} from '../../../shared/schemas/revenue';
import { Button, buttonClasses } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { EmptyState } from '../../components/ui/EmptyState';
import { Field } from '../../components/ui/Field';
import { Select } from '../../components/ui/Select';
import { Skeleton } from '../../components/ui/Skeleton';
import { useAdminLoadFailure } from './access';
import { HeldMoneyCard } from './HeldMoneyCard';
import { PlansCard } from './PlansCard';
import { ReconciliationCard } from './ReconciliationCard';
import { StatGrid, StatGridSkeleton } from './StatGrid';
import { useRevenue } from './useRevenue';

const LOAD_FAILED = 'Failed to load revenue';

/** The windows offered; the URL may name any other one the API takes. */
const WINDOWS = [3, 6, 12, 24, REVENUE_MONTHS.max] as const;

/** ?months= when it is a window the API takes, else the default (a hand-typed URL must not break the tab). */
function monthsFrom(param: string | null): number {
  const months = Number(param);
  return Number.isInteger(months) && months >= REVENUE_MONTHS.min && months <= REVENUE_MONTHS.max
    ? months
    : REVENUE_MONTHS.default;
}

// The API's months are UTC calendar months: read in UTC, or the viewer's offset shifts them by one.
const monthFormat = new Intl.DateTimeFormat('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' });

/** 'Mar 2026' from '2026-03'. */
function monthLabel(key: string): string {
  return monthFormat.format(new Date(`${key}-01T00:00:00Z`));
}

/** A bar whose length is the value's share of `max`; red when fees went back out (a refund). */
function Bar({ value, max }: { value: number; max: number }) {
  const share = max > 0 ? Math.min(1, Math.abs(value) / max) : 0;
  return (
    <div className="h-2 min-w-10 flex-1 overflow-hidden rounded-full bg-slate-100" aria-hidden>
      {value !== 0 && (
        <div
          className={`h-full rounded-full ${value < 0 ? 'bg-danger' : 'bg-field'}`}
          style={{ width: `${Math.max(3, share * 100)}%` }}
        />
      )}
    </div>
  );
}

function CardTitle({ title, description }: { title: string; description: string }) {
  return (
    <div className="border-b border-slate-200 px-4 py-3 sm:px-5">
      <h3 className="font-semibold text-navy">{title}</h3>
      <p className="text-sm text-slate-600">{description}</p>
    </div>
  );
}

const TH = 'px-4 py-2.5 font-semibold sm:px-5';
const HEAD =
  'border-b border-slate-200 bg-slate-50 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase';

function ByMonth({ months }: { months: RevenueMonth[] }) {
  const max = Math.max(0, ...months.map((m) => Math.abs(m.feesCents)));
  const newestFirst = [...months].reverse();
  return (
    <Card className="overflow-hidden lg:col-span-2">
      <CardTitle
        title="Fees by month"
        description="Newest first, in UTC months. A refund takes its fee back in the month it happened."
      />
      <table className="w-full text-sm">
        <thead className={HEAD}>
          <tr>
            <th scope="col" className={TH}>
              Month
            </th>
            <th scope="col" className={TH}>
              Fees earned
            </th>
            <th scope="col" className={`${TH} hidden text-right sm:table-cell`}>
              Payments
            </th>
            <th scope="col" className={`${TH} hidden text-right sm:table-cell`}>
              Refunds
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {newestFirst.map((m) => (
            <tr key={m.month}>
              <th
                scope="row"
                className="w-24 px-4 py-2.5 text-left font-medium whitespace-nowrap text-slate-700 sm:px-5"
              >
                {monthLabel(m.month)}
              </th>
              <td className="px-4 py-2.5 sm:px-5">
                <div className="flex items-center gap-3">
                  <Bar value={m.feesCents} max={max} />
                  <span
                    className={`w-20 text-right font-semibold tabular-nums ${m.feesCents < 0 ? 'text-danger' : 'text-navy'}`}
                  >
                    {formatCents(m.feesCents)}
                  </span>
                </div>
                {(m.paymentsCents !== 0 || m.refundsCents !== 0) && (
                  <p className="mt-1 text-xs text-slate-500 tabular-nums sm:hidden">
                    Paid {formatCents(m.paymentsCents)}
                    {m.refundsCents !== 0 && ` · Refunded ${formatCents(m.refundsCents)}`}
                  </p>
                )}
              </td>
              <td className="hidden px-4 py-2.5 text-right text-slate-700 tabular-nums sm:table-cell sm:px-5">
                {formatCents(m.paymentsCents)}
              </td>
              <td className="hidden px-4 py-2.5 text-right text-slate-700 tabular-nums sm:table-cell sm:px-5">
                {formatCents(m.refundsCents)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </Card>
  );
}

function ByKind({ kinds, totalFees }: { kinds: RevenueKindTotal[]; totalFees: number }) {
  const max = Math.max(totalFees, ...kinds.map((k) => Math.abs(k.feesCents)));
  return (
    <Card className="self-start overflow-hidden">
      <CardTitle title="By kind" description="What the fees were earned on." />
      <ul className="divide-y divide-slate-100">
        {kinds.map((k) => (
          <li key={k.kind} className="space-y-2 px-4 py-3 sm:px-5">
            <div className="flex items-baseline justify-between gap-3">
              <span className="font-medium text-slate-800">{REVENUE_KIND_LABELS[k.kind]}</span>
              <span className="font-semibold text-navy tabular-nums">{formatCents(k.feesCents)}</span>
            </div>
            <Bar value={k.feesCents} max={max} />
            <p className="text-xs text-slate-500 tabular-nums">
              From {formatCents(k.paymentsCents)} paid
              {k.refundsCents !== 0 && `, ${formatCents(k.refundsCents)} refunded`}
            </p>
          </li>
        ))}
      </ul>
    </Card>
  );
}

function TopTeams({ teams, teamCount }: { teams: RevenueTeam[]; teamCount: number }) {
  const description =
    teamCount > teams.length
      ? `The ${teams.length} of ${formatCount(teamCount)} teams that earned Homefield the most fees. The CSV has them all.`
      : 'Every team with a payment in this period, most fees first.';
  return (
    <Card className="overflow-hidden">
      <CardTitle title="Top teams" description={description} />
      <ol className="divide-y divide-slate-100 md:hidden">
        {teams.map((team, i) => (
          <li key={team.teamId} className="flex items-start gap-3 px-4 py-3">
            <span className="w-6 pt-0.5 text-sm text-slate-500 tabular-nums">{i + 1}</span>
            <div className="min-w-0 flex-1">
              <p className="font-medium break-words text-slate-800">{team.teamName}</p>
              <p className="text-xs text-slate-500 tabular-nums">
                Paid {formatCents(team.paymentsCents)}
                {team.refundsCents !== 0 && ` · Refunded ${formatCents(team.refundsCents)}`}
              </p>
            </div>
            <span className="pt-0.5 font-semibold text-navy tabular-nums">{formatCents(team.feesCents)}</span>
          </li>
        ))}
      </ol>
      <table className="hidden w-full text-sm md:table">
        <thead className={HEAD}>
          <tr>
            <th scope="col" className={`${TH} w-12`}>
              #
            </th>
            <th scope="col" className={TH}>
              Team
            </th>
            <th scope="col" className={`${TH} text-right`}>
              Fees earned
            </th>
            <th scope="col" className={`${TH} text-right`}>
              Payments
            </th>
            <th scope="col" className={`${TH} text-right`}>
              Refunds
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {teams.map((team, i) => (
            <tr key={team.teamId}>
              <td className="px-5 py-2.5 text-slate-500 tabular-nums">{i + 1}</td>
              <th scope="row" className="px-5 py-2.5 text-left font-medium break-words text-slate-800">
                {team.teamName}
              </th>
              <td className="px-5 py-2.5 text-right font-semibold text-navy tabular-nums">
                {formatCents(team.feesCents)}
              </td>
              <td className="px-5 py-2.5 text-right text-slate-700 tabular-nums">
                {formatCents(team.paymentsCents)}
              </td>
              <td className="px-5 py-2.5 text-right text-slate-700 tabular-nums">
                {formatCents(team.refundsCents)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </Card>
  );
}

function RevenueSkeleton() {
  return (
    <div className="space-y-4" aria-busy="true">
      <span className="sr-only">Loading revenue</span>
      <StatGridSkeleton />
      <div className="grid gap-4 lg:grid-cols-3">
        <Skeleton className="h-[30rem] rounded-[var(--radius-card)] lg:col-span-2" />
        <Skeleton className="h-64 rounded-[var(--radius-card)]" />
      </div>
      <Skeleton className="h-72 rounded-[var(--radius-card)]" />
    </div>
  );
}

function Report({ report, onWiden }: { report: RevenueReport; onWiden: () => void }) {
  const period =
    report.from === report.to
      ? monthLabel(report.to)
      : `${monthLabel(report.from)} – ${monthLabel(report.to)}`;

  if (report.teamCount === 0) {
    const widen = report.months < REVENUE_MONTHS.max;
    return (
      <EmptyState
        icon={<Wallet />}
        title="No fees yet"
        description={`No business sponsored a team and no family gave to a player in ${period}. Fees show here as soon as a payment goes through.`}
        action={
          widen ? (
            <Button onClick={onWiden}>Look back {REVENUE_MONTHS.max} months</Button>
          ) : (
            <Link to="/admin/dashboard?tab=approvals" className={buttonClasses('primary', 'md')}>
              Review waiting teams
            </Link>
          )
        }
      />
    );
  }

  return (
    <div className="space-y-4">
      <StatGrid
        stats={[
          {
            label: 'Fees earned',
            value: formatCents(report.totals.feesCents),
            icon: <Wallet />,
            hint: period,
          },
          {
            label: 'Payments',
            value: formatCents(report.totals.paymentsCents),
            icon: <Receipt />,
            hint: 'Charged to payers',
          },
          {
            label: 'Refunds',
            value: formatCents(report.totals.refundsCents),
            icon: <RotateCcw />,
            hint: 'Paid back to payers',
          },
          {
            label: 'Teams',
            value: formatCount(report.teamCount),
            icon: <Building2 />,
            hint: 'With a payment or refund',
          },
        ]}
      />
      <div className="grid gap-4 lg:grid-cols-3">
        <ByMonth months={report.byMonth} />
        <ByKind kinds={report.byKind} totalFees={report.totals.feesCents} />
      </div>
      <TopTeams teams={report.topTeams} teamCount={report.teamCount} />
    </div>
  );
}

/** Revenue (issue 20): Homefield's fees by month, kind and team, from the ledger; downloadable as CSV. */
export function RevenueTab() {
  const [params, setParams] = useSearchParams();
  const months = monthsFrom(params.get('months'));
  const revenue = useRevenue(months);
  useAdminLoadFailure(revenue.error, LOAD_FAILED);

  const choose = (next: number) => {
    const query = new URLSearchParams(params);
    query.set('months', String(next));
    setParams(query, { replace: true });
  };
  const windows: readonly number[] = WINDOWS.includes(months as (typeof WINDOWS)[number])
    ? WINDOWS
    : [...WINDOWS, months].sort((a, b) => a - b);

  return (
    <div className="space-y-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h2 className="text-xl font-bold">Revenue</h2>
          <p className="text-slate-600">
            Homefield's fees on sponsorships and gifts, by month, kind and team.
          </p>
        </div>
        <div className="flex items-end gap-2">
          <div className="min-w-0 flex-1 sm:w-44 sm:flex-none">
            <Field label="Period" htmlFor="revenue-months">
              <Select
                id="revenue-months"
                value={months}
                onChange={(event) => choose(Number(event.target.value))}
              >
                {windows.map((n) => (
                  <option key={n} value={n}>
                    {n === 1 ? 'This month' : `${n} months`}
                  </option>
                ))}
              </Select>
            </Field>
          </div>
          <a href={revenueCsvUrl(months)} download className={buttonClasses('secondary', 'md')}>
            <Download className="size-4" aria-hidden />
            Download CSV
          </a>
        </div>
      </div>

      {revenue.isPending ? (
        <RevenueSkeleton />
      ) : !revenue.data ? (
        <EmptyState
          icon={<Wallet />}
          title={LOAD_FAILED}
          description="Check your connection and try again."
          action={<Button onClick={() => revenue.refetch()}>Try again</Button>}
        />
      ) : (
        <div
          aria-busy={revenue.isPlaceholderData || undefined}
          className={revenue.isPlaceholderData ? 'opacity-60 transition-opacity' : 'transition-opacity'}
        >
          <Report report={revenue.data} onWiden={() => choose(REVENUE_MONTHS.max)} />
        </div>
      )}
      <HeldMoneyCard />
      <ReconciliationCard />
      <PlansCard />
    </div>
  );
}
