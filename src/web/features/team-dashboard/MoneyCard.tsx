import { Landmark } from 'lucide-react';
import { formatCentsExact } from '../../../shared/money';
import { Card } from '../../components/ui/Card';
import { EmptyState } from '../../components/ui/EmptyState';
import { Skeleton } from '../../components/ui/Skeleton';
import { useTeamMoney } from './api';
import { PayoutsPanel } from './PayoutsPanel';

/**
 * The team's money as the ledger has it, every season together: what was paid in, what the fees and
 * refunds took, and what is the team's. Until the team can receive payouts, Homefield holds it.
 */
export function MoneyCard({ teamId }: { teamId: string }) {
  const money = useTeamMoney(teamId);
  // As tall as the figures and the payouts panel under them, so nothing jumps when they arrive.
  if (money.isPending) return <Skeleton className="h-112 w-full" />;
  if (money.isError) {
    return (
      <EmptyState title="Failed to load your money" description="Please refresh the page to try again." />
    );
  }
  const m = money.data;
  // The lines add up to what is the team's; 'raised' (the gifts and sponsorships that count) is above them.
  const rows = [
    { label: 'Paid in', value: m.paidInCents },
    { label: 'Refunded', value: -m.refundedCents },
    { label: 'Homefield fees', value: -m.platformFeesCents },
    { label: 'Card processing', value: -m.processingFeesCents },
    ...(m.disputedCents ? [{ label: 'Disputed', value: -m.disputedCents }] : []),
  ];
  return (
    <Card className="p-5 sm:p-6">
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
      <p className="mt-4 flex gap-2 text-sm text-slate-600">
        <Landmark className="mt-0.5 size-4 shrink-0 text-slate-400" aria-hidden />
        {m.heldCents > 0
          ? `Homefield holds ${formatCentsExact(m.heldCents)} for your team until it is paid out to your team's bank account.`
          : 'Nothing is waiting to be paid out.'}
      </p>
      <PayoutsPanel teamId={teamId} />
    </Card>
  );
}
