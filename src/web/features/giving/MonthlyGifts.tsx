import { CalendarClock } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { formatDate } from '../../../shared/dates';
import { formatCents } from '../../../shared/money';
import type { MonthlyGift, MonthlyGiftState } from '../../../shared/schemas/giving';
import { Badge, type BadgeTone } from '../../components/ui/Badge';
import { Button } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { ApiError } from '../../lib/api';
import { useOnePress } from '../../lib/one-press';
import { useChangeCard, usePauseMonthly } from './api';
import { CancelMonthlyDialog } from './CancelMonthlyDialog';
import { MonthlyAmountDialog } from './MonthlyAmountDialog';

const STATE: Record<MonthlyGiftState, { label: string; tone: BadgeTone }> = {
  active: { label: 'Active', tone: 'paid' },
  paused: { label: 'Paused', tone: 'pending' },
  failing: { label: 'Payment failed', tone: 'failed' },
  cancelled: { label: 'Cancelled', tone: 'neutral' },
};

function whatNext(gift: MonthlyGift): string {
  switch (gift.state) {
    case 'active':
      return gift.nextChargeAt ? `Next payment ${formatDate(gift.nextChargeAt)}.` : 'Renews every month.';
    case 'failing':
      return `The last payment did not go through; the card is tried again${gift.nextChargeAt ? ` by ${formatDate(gift.nextChargeAt)}` : ''}.`;
    case 'paused':
      return 'Paused: no payments are taken until you resume it.';
    case 'cancelled':
      return gift.cancelledAt ? `Cancelled on ${formatDate(gift.cancelledAt)}.` : 'Cancelled.';
  }
}

const failed = (error: Error) =>
  toast.error('Error', {
    description: error instanceof ApiError ? error.message : 'Please check your connection and try again.',
  });

function MonthlyGiftCard({
  gift,
  onChangeAmount,
  onCancel,
}: {
  gift: MonthlyGift;
  onChangeAmount: () => void;
  onCancel: () => void;
}) {
  const pause = usePauseMonthly(gift.id);
  const card = useChangeCard(gift.id);
  const onePress = useOnePress();
  const paused = gift.state === 'paused';
  // Pause then Resume is a toggle: a double press must not undo itself.
  const toggle = () =>
    onePress(() =>
      pause.mutate(!paused, {
        onSuccess: () => toast.success(paused ? 'Monthly donation resumed' : 'Monthly donation paused'),
        onError: failed,
      }),
    );
  const { label, tone } = STATE[gift.state];
  return (
    <Card className="p-5">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="text-lg font-semibold text-navy">
            {formatCents(gift.amount)}/month to {gift.playerName}
          </h3>
          <p className="text-sm text-slate-600">
            {gift.teamName}
            {gift.startedAt ? ` · since ${formatDate(gift.startedAt)}` : ''}
            {gift.coveredFees > 0 ? ` · you cover the fees (${formatCents(gift.coveredFees)})` : ''}
          </p>
        </div>
        <Badge tone={tone} className="shrink-0">
          {label}
        </Badge>
      </div>
      <p className="mt-3 flex items-center gap-2 text-sm text-slate-700">
        <CalendarClock className="size-4 shrink-0 text-slate-500" aria-hidden />
        {whatNext(gift)}
      </p>
      {gift.state !== 'cancelled' && (
        <div className="mt-4 flex flex-wrap gap-2">
          <Button size="sm" variant="secondary" onClick={onChangeAmount}>
            Change amount
          </Button>
          <Button size="sm" variant="secondary" loading={pause.isPending} onClick={toggle}>
            {paused ? 'Resume' : 'Pause'}
          </Button>
          <Button
            size="sm"
            variant="secondary"
            // Busy until the provider's page takes over.
            loading={card.isPending || card.isSuccess}
            onClick={() => card.mutate(undefined, { onError: failed })}
          >
            Change card
          </Button>
          <Button size="sm" variant="ghost" onClick={onCancel}>
            Cancel donation
          </Button>
        </div>
      )}
    </Card>
  );
}

/** Every monthly donation of the address, running ones first, each with its own changes. */
export function MonthlyGifts({ gifts }: { gifts: MonthlyGift[] }) {
  const [changing, setChanging] = useState<MonthlyGift | null>(null);
  const [cancelling, setCancelling] = useState<MonthlyGift | null>(null);
  if (gifts.length === 0) return null;
  return (
    <section aria-labelledby="monthly-heading" className="space-y-3">
      <h2 id="monthly-heading" className="text-xl font-bold text-navy">
        Monthly donations
      </h2>
      <div className="grid gap-3 md:grid-cols-2">
        {gifts.map((gift) => (
          <MonthlyGiftCard
            key={gift.id}
            gift={gift}
            onChangeAmount={() => setChanging(gift)}
            onCancel={() => setCancelling(gift)}
          />
        ))}
      </div>
      <MonthlyAmountDialog gift={changing} onClose={() => setChanging(null)} />
      <CancelMonthlyDialog gift={cancelling} onClose={() => setCancelling(null)} />
    </section>
  );
}
