import { formatCentsExact } from '../../../shared/money';
import type { TeamMoney } from '../../../shared/schemas/team-dashboard';
import { Card } from '../../components/ui/Card';
import { EmptyState } from '../../components/ui/EmptyState';
import { Skeleton } from '../../components/ui/Skeleton';
import { useTeamMoney } from './api';
import { PayoutsPanel } from './PayoutsPanel';

/** As tall as the figures: the headline, four lines and the total. */
function FiguresSkeleton() {
  return (
    <div aria-busy="true">
      <span className="sr-only">Loading your money</span>
      <Skeleton className="h-8 w-48" />
      <div className="mt-4 space-y-2">
        {['paid-in', 'refunded', 'fees', 'processing'].map((row) => (
          <Skeleton key={row} className="h-5 w-full" />
        ))}
        <div className="border-t border-slate-200 pt-3">
          <Skeleton className="h-6 w-full" />
        </div>
      </div>
    </div>
  );
}

function Figures({ money: m }: { money: TeamMoney }) {
  // The lines add up to what is the team's; 'raised' (the gifts and sponsorships that count) is above them.
  const rows = [
    { label: 'Paid in', value: m.paidInCents },
    { label: 'Refunded', value: -m.refundedCents },
    { label: 'Homefield fees', value: -m.platformFeesCents },
    { label: 'Card processing', value: -m.processingFeesCents },
    ...(m.disputedCents ? [{ label: 'Disputed', value: -m.disputedCents }] : []),
  ];
  return (
    <>
      <p className="text-sm text-slate-600">
        <span className="text-2xl font-bold text-navy tabular-nums">{formatCentsExact(m.raisedCents)}</span>{' '}
        raised
        {m.coveredCents > 0 &&
          `, and ${formatCentsExact(m.coveredCents)} that donors added to cover the fees`}
      </p>
      <dl className="mt-4 space-y-2 text-sm">
        {rows.map((row) => (
          <div key={row.label} className="flex justify-between gap-3 text-slate-600">
            <dt>{row.label}</dt>
            <dd className="tabular-nums">{formatCentsExact(row.value)}</dd>
          </div>
        ))}
        <div className="flex justify-between gap-3 border-t border-slate-200 pt-3 text-base font-semibold text-navy">
          <dt>Yours</dt>
          <dd className="tabular-nums">{formatCentsExact(m.netCents)}</dd>
        </div>
      </dl>
    </>
  );
}

/**
 * The team's money as the ledger has it, every season together: what was paid in, what the fees and
 * refunds took, and what is the team's; then where it is (PayoutsPanel: held by Homefield until the team
 * can receive payouts, then on its way to the bank). The panel loads beside the figures, each part with
 * placeholders its own size, so nothing jumps when they arrive.
 */
export function MoneyCard({ teamId }: { teamId: string }) {
  const money = useTeamMoney(teamId);
  if (money.isError) {
    return (
      <EmptyState title="Failed to load your money" description="Please refresh the page to try again." />
    );
  }
  return (
    <Card className="p-5 sm:p-6">
      {money.isPending ? <FiguresSkeleton /> : <Figures money={money.data} />}
      <PayoutsPanel teamId={teamId} />
    </Card>
  );
}
