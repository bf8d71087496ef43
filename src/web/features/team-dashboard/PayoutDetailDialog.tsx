import type { ReactNode } from 'react';
import { formatDate } from '../../../shared/dates';
import { formatCentsExact } from '../../../shared/money';
import type { PayoutDetail, PayoutSummary } from '../../../shared/schemas/payouts';
import { Button } from '../../components/ui/Button';
import { Dialog, DialogContent } from '../../components/ui/Dialog';
import { Skeleton } from '../../components/ui/Skeleton';
import { BACK_IN_ACCOUNT, paymentCount, payoutUndone, payoutWhen } from './payout-words';
import { usePayoutDetail } from './payouts-api';

const KIND = { sponsorship: 'Sponsorship', gift: 'Gift' } as const;

function Line({ label, cents, strong = false }: { label: string; cents: number; strong?: boolean }) {
  return (
    <div
      className={`flex justify-between gap-3 ${strong ? 'text-base font-semibold text-navy' : 'text-sm text-slate-600'}`}
    >
      <dt>{label}</dt>
      <dd className="tabular-nums">{formatCentsExact(cents)}</dd>
    </div>
  );
}

/**
 * What one payout carried, adding up to what reached the bank: the payments, what the provider kept back
 * for refunds made after earlier payouts (it nets their reversals from the next payout), and the total.
 */
function Contents({ payout }: { payout: PayoutDetail }) {
  if (payoutUndone(payout)) {
    return (
      <p className="text-sm text-slate-600">
        {payout.failureMessage && <span className="text-danger">{payout.failureMessage} </span>}
        {BACK_IN_ACCOUNT}
      </p>
    );
  }
  const carried = payout.payments.reduce((sum, payment) => sum + payment.amountCents, 0);
  const difference = payout.amountCents - carried;
  return (
    <>
      {payout.payments.length === 0 ? (
        <p className="text-sm text-slate-600">The provider has not listed this payout's payments yet.</p>
      ) : (
        <ul className="divide-y divide-slate-100 border-t border-slate-100">
          {payout.payments.map((payment) => (
            <li key={payment.reference} className="flex items-start justify-between gap-3 py-2.5">
              <div className="min-w-0">
                <p className="text-sm font-medium break-words text-slate-800">{payment.description}</p>
                <p className="text-xs text-slate-500">
                  {KIND[payment.kind]} · <span className="font-mono">{payment.reference}</span> ·{' '}
                  {formatDate(payment.paidAt)}
                </p>
              </div>
              <span className="shrink-0 text-sm font-semibold text-slate-800 tabular-nums">
                {formatCentsExact(payment.amountCents)}
              </span>
            </li>
          ))}
        </ul>
      )}
      <dl className="mt-1 space-y-2 border-t border-slate-200 pt-3">
        {difference < 0 && <Line label="Taken back for refunds" cents={difference} />}
        {difference > 0 && carried > 0 && (
          <Line label="Other money in your payout account" cents={difference} />
        )}
        <Line label="Payout total" cents={payout.amountCents} strong />
      </dl>
    </>
  );
}

function ContentsSkeleton({ rows }: { rows: number }) {
  return (
    <div aria-busy="true">
      <span className="sr-only">Loading the payments of this payout</span>
      <div className="divide-y divide-slate-100 border-t border-slate-100">
        {Array.from({ length: Math.max(1, Math.min(rows, 6)) }, (_, index) => (
          <div key={index} className="flex items-start justify-between gap-3 py-2.5">
            <div className="flex-1 space-y-1.5 py-0.5">
              <Skeleton className="h-4 w-40" />
              <Skeleton className="h-3 w-48 max-w-full" />
            </div>
            <Skeleton className="h-4 w-16" />
          </div>
        ))}
      </div>
      <div className="mt-1 border-t border-slate-200 pt-3">
        <Skeleton className="h-6 w-full" />
      </div>
    </div>
  );
}

function DetailBody({ teamId, payout }: { teamId: string; payout: PayoutSummary }) {
  const detail = usePayoutDetail(teamId, payout.id);
  if (detail.isPending) return <ContentsSkeleton rows={payout.paymentCount} />;
  if (detail.isError) {
    return (
      <div>
        <p className="text-sm text-slate-600">
          We could not load the payments of this payout. Please try again.
        </p>
        <Button variant="secondary" size="sm" className="mt-3" onClick={() => detail.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  return <Contents payout={detail.data} />;
}

/** The payments a payout carried, opened from its row's Details button. */
export function PayoutDetailDialog({
  teamId,
  payout,
  onClose,
}: {
  teamId: string;
  payout: PayoutSummary | null;
  onClose: () => void;
}) {
  let description: ReactNode = null;
  if (payout) {
    description = (
      <>
        <span className="whitespace-nowrap">{payoutWhen(payout)}</span>
        {!payoutUndone(payout) && (
          <>
            {' '}
            <span className="whitespace-nowrap">· {paymentCount(payout.paymentCount)}</span>
          </>
        )}
      </>
    );
  }
  return (
    <Dialog open={payout !== null} onOpenChange={(open) => !open && onClose()}>
      {payout && (
        <DialogContent title={`Payout of ${formatCentsExact(payout.amountCents)}`} description={description}>
          <DetailBody key={payout.id} teamId={teamId} payout={payout} />
        </DialogContent>
      )}
    </Dialog>
  );
}
