import { formatCentsExact } from '../../../shared/money';
import { PAYOUT_STATUS_LABELS, type PayoutSummary } from '../../../shared/schemas/payouts';
import { Badge } from '../../components/ui/Badge';
import { Button } from '../../components/ui/Button';
import { Skeleton } from '../../components/ui/Skeleton';
import { BACK_IN_ACCOUNT, PAYOUT_TONES, paymentCount, payoutUndone, payoutWhen } from './payout-words';

/** The rows a first page is drawn with while it loads. */
const SKELETON_ROWS = 3;

const ROW = 'flex items-center gap-3 py-3 sm:px-4';

/** Rows edge to edge in the card on a phone (every pixel for the text), a framed list from tablets up. */
const LIST =
  'divide-y divide-slate-100 border-t border-slate-200 sm:rounded-[var(--radius-control)] sm:border-0 sm:ring-1 sm:ring-slate-200 sm:ring-inset';

function PayoutRow({ payout, onDetails }: { payout: PayoutSummary; onDetails: () => void }) {
  const when = payoutWhen(payout);
  const amount = formatCentsExact(payout.amountCents);
  const undone = payoutUndone(payout);
  const badge = <Badge tone={PAYOUT_TONES[payout.status]}>{PAYOUT_STATUS_LABELS[payout.status]}</Badge>;
  const carried = undone ? null : paymentCount(payout.paymentCount);
  return (
    <li className={ROW}>
      <div className="min-w-0 flex-1">
        {/* Phones: the amount and its state first, then when and what it carried, on one line. */}
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1 sm:hidden">
          <span className="font-semibold text-navy tabular-nums">{amount}</span>
          {badge}
        </p>
        <p className="mt-0.5 text-xs text-slate-500 sm:mt-0 sm:text-sm sm:font-medium sm:text-slate-800">
          <span className="whitespace-nowrap">{when}</span>
          {carried && (
            <span className="sm:hidden">
              {' '}
              <span className="whitespace-nowrap">· {carried}</span>
            </span>
          )}
        </p>
        {carried && <p className="hidden text-xs text-slate-500 sm:block">{carried}</p>}
        {undone && (
          <p className="mt-0.5 text-xs break-words text-slate-600">
            {payout.failureMessage && <span className="text-danger">{payout.failureMessage} </span>}
            {BACK_IN_ACCOUNT}
          </p>
        )}
      </div>
      <div className="hidden shrink-0 items-center gap-3 sm:flex">
        {badge}
        <span className="min-w-24 text-right font-semibold text-navy tabular-nums">{amount}</span>
      </div>
      <Button variant="secondary" size="sm" className="shrink-0" onClick={onDetails}>
        Details
        <span className="sr-only">
          : payout of {amount}, {when}
        </span>
      </Button>
    </li>
  );
}

/** Placeholder rows as tall as real ones. */
export function PayoutListSkeleton() {
  return (
    <ul className={LIST}>
      {Array.from({ length: SKELETON_ROWS }, (_, index) => (
        <li key={index} className={ROW}>
          <div className="flex-1 space-y-1.5 py-0.5">
            <Skeleton className="h-5 w-28 sm:h-4 sm:w-32" />
            <Skeleton className="h-3 w-40 sm:w-20" />
          </div>
          <div className="hidden items-center gap-3 sm:flex">
            <Skeleton className="h-5 w-14 rounded-full" />
            <Skeleton className="h-5 w-24" />
          </div>
          <Skeleton className="h-9 w-20" />
        </li>
      ))}
    </ul>
  );
}

/** A page of payouts, newest first: when, how much, its state, and the payments it carried. */
export function PayoutList({
  payouts,
  updating,
  onDetails,
}: {
  payouts: PayoutSummary[];
  /** The next page is loading: the one shown is dimmed. */
  updating: boolean;
  onDetails: (payout: PayoutSummary) => void;
}) {
  return (
    <ul
      aria-busy={updating || undefined}
      className={`${LIST} transition-opacity ${updating ? 'opacity-60' : ''}`}
    >
      {payouts.map((payout) => (
        <PayoutRow key={payout.id} payout={payout} onDetails={() => onDetails(payout)} />
      ))}
    </ul>
  );
}
