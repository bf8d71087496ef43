import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatDate } from '../../../shared/dates';
import { formatCents, formatCentsExact } from '../../../shared/money';
import { PLANS } from '../../../shared/plans';
import type { AdminPlanRow, AdminPlans } from '../../../shared/schemas/plans';
import { Badge, type BadgeTone } from '../../components/ui/Badge';
import { Button } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { Skeleton } from '../../components/ui/Skeleton';
import { api, read } from '../../lib/api';
import { Pagination } from '../discovery/Pagination';
import { PlanInvoicesDialog } from './PlanInvoicesDialog';

const STATES: Record<AdminPlanRow['status'], { label: string; tone: BadgeTone }> = {
  checkout: { label: 'In checkout', tone: 'neutral' },
  active: { label: 'Active', tone: 'paid' },
  past_due: { label: 'Payment failed', tone: 'failed' },
  ended: { label: 'Ended', tone: 'neutral' },
};

const MONTH = new Intl.DateTimeFormat('en-US', { month: 'short', timeZone: 'UTC' });
const monthName = (key: string) => MONTH.format(new Date(`${key}-01T00:00:00Z`));

const KIND_LABEL = { team: 'Team', business: 'Business', league: 'League' } as const;

function Row({ row, onInvoices }: { row: AdminPlanRow; onInvoices: () => void }) {
  const state =
    row.cancelAtPeriodEnd && row.status === 'active'
      ? { label: 'Ending', tone: 'pending' as const }
      : STATES[row.status];
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 px-4 py-3 sm:px-5">
      <div className="min-w-0 text-sm">
        <p className="font-medium break-words text-slate-800">
          {row.account.name}
          <span className="font-normal text-slate-500"> · {KIND_LABEL[row.account.kind]}</span>
        </p>
        <p className="text-slate-600">
          {PLANS[row.plan].name}
          {row.startedAt && ` · since ${formatDate(row.startedAt)}`}
          {row.paidUntil && row.status !== 'ended' && ` · paid until ${formatDate(row.paidUntil)}`}
          {` · ${formatCentsExact(row.paidCents)} paid`}
        </p>
      </div>
      <div className="flex items-center gap-2">
        <Badge tone={state.tone}>{state.label}</Badge>
        {row.periodsPaid > 0 && (
          <Button variant="ghost" size="sm" onClick={onInvoices}>
            Invoices
          </Button>
        )}
      </div>
    </li>
  );
}

/** The plans teams and businesses bought (issue 21): each subscription's state, and what plans brought in by month. */
export function PlansCard() {
  const [page, setPage] = useState(1);
  const [viewing, setViewing] = useState<AdminPlanRow | null>(null);
  const plans = useQuery({
    queryKey: ['admin', 'plans', page],
    queryFn: (): Promise<AdminPlans> => read(api.admin.plans.$get({ query: { page: String(page) } })),
    placeholderData: keepPreviousData,
  });
  const data = plans.data;
  const year = data ? data.byMonth.reduce((sum, month) => sum + month.cents, 0) : 0;
  return (
    <Card className="overflow-hidden">
      <section aria-labelledby="plans-title">
        <div className="border-b border-slate-200 px-4 py-3 sm:px-5">
          <h3 id="plans-title" className="font-semibold text-navy">
            Plans
          </h3>
          <p className="text-sm text-slate-600">
            {data
              ? `${data.counts.active} active · ${data.counts.pastDue} with a failed payment · ${data.counts.ending} ending · ${formatCents(year)} from plans in 12 months`
              : 'Subscriptions to paid plans and what they brought in.'}
          </p>
        </div>
        {!data ? (
          <div className="p-4 sm:p-5">
            <Skeleton className="h-24 w-full" />
          </div>
        ) : (
          <>
            <ol className="grid grid-cols-4 gap-px border-b border-slate-200 bg-slate-100 sm:grid-cols-6 lg:grid-cols-12">
              {data.byMonth.map((month) => (
                <li key={month.month} className="bg-white px-2 py-2 text-center">
                  <p className="text-xs text-slate-500">{monthName(month.month)}</p>
                  <p className="text-sm font-semibold text-navy tabular-nums">{formatCents(month.cents)}</p>
                </li>
              ))}
            </ol>
            {data.subscriptions.length === 0 ? (
              <p className="px-4 py-3 text-sm text-slate-600 sm:px-5">No team has bought a plan yet.</p>
            ) : (
              <ul className="divide-y divide-slate-100">
                {data.subscriptions.map((row) => (
                  <Row key={row.id} row={row} onInvoices={() => setViewing(row)} />
                ))}
              </ul>
            )}
            <div className="px-4 pb-3 empty:hidden sm:px-5">
              <Pagination
                page={page}
                pageSize={data.pageSize}
                total={data.total}
                onPageChange={setPage}
                label="Plan pages"
                scrollToTop={false}
              />
            </div>
          </>
        )}
      </section>
      <PlanInvoicesDialog row={viewing} onClose={() => setViewing(null)} />
    </Card>
  );
}
