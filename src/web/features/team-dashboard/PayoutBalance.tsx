import { Landmark } from 'lucide-react';
import { formatCentsExact } from '../../../shared/money';
import type { TeamBalance } from '../../../shared/schemas/payouts';
import { Skeleton } from '../../components/ui/Skeleton';

/** On the way from a payment to the bank, in that order; each with what it means in a line. */
const FIGURES: { key: keyof TeamBalance; label: string; hint: string }[] = [
  { key: 'heldCents', label: 'Held by Homefield', hint: 'Not yet sent to your payout account' },
  { key: 'pendingCents', label: 'Clearing', hint: 'In your payout account, still clearing' },
  { key: 'availableCents', label: 'Available', hint: 'Goes out with the next payout' },
  { key: 'onItsWayCents', label: 'On its way', hint: 'Paid out, travelling to your bank' },
];

/**
 * Where the team's money is, as figures. Without a balance (loading) the labels stay and only the amounts
 * are placeholders, so nothing moves when they arrive.
 */
export function PayoutBalance({ balance }: { balance: TeamBalance | undefined }) {
  return (
    <div>
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4 sm:gap-3">
        {FIGURES.map((figure) => (
          <div
            key={figure.key}
            className="flex flex-col rounded-[var(--radius-control)] bg-slate-50 px-3 py-2.5 ring-1 ring-slate-200/80 ring-inset"
          >
            <dt className="text-sm font-medium text-slate-700">{figure.label}</dt>
            <dd className="mt-1 text-lg leading-7 font-semibold text-navy tabular-nums">
              {balance ? formatCentsExact(balance[figure.key]) : <Skeleton className="my-1 h-5 w-20" />}
            </dd>
            <dd className="mt-0.5 text-xs leading-snug text-slate-500">{figure.hint}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-3 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-600">
        <Landmark className="size-4 shrink-0 text-slate-400" aria-hidden />
        <span>Paid out to your bank:</span>
        {balance ? (
          <span className="font-semibold text-navy tabular-nums">
            {formatCentsExact(balance.paidOutCents)}
          </span>
        ) : (
          <Skeleton className="h-4 w-16" />
        )}
        <span className="text-xs text-slate-500">(all time)</span>
      </div>
    </div>
  );
}

/**
 * The balance's size before it is known whether the team has one (its payout account is loading): the
 * same tiles, text hidden, so the placeholder is as tall as the figures at every width.
 */
export function PayoutBalanceSkeleton() {
  return (
    <div aria-hidden>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-4 sm:gap-3">
        {FIGURES.map((figure) => (
          <div
            key={figure.key}
            className="animate-pulse rounded-[var(--radius-control)] bg-slate-200 px-3 py-2.5 motion-reduce:animate-none"
          >
            <p className="invisible text-sm font-medium">{figure.label}</p>
            <p className="invisible mt-1 text-lg leading-7">$0.00</p>
            <p className="invisible mt-0.5 text-xs leading-snug">{figure.hint}</p>
          </div>
        ))}
      </div>
      <Skeleton className="mt-3 h-5 w-56" />
    </div>
  );
}
