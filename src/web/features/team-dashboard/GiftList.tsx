import { HandHeart, Repeat, Undo2 } from 'lucide-react';
import { useState } from 'react';
import { formatDate } from '../../../shared/dates';
import { formatCents } from '../../../shared/money';
import type { GiftState, TeamGiftRow } from '../../../shared/schemas/team-dashboard';
import { Badge, type BadgeTone } from '../../components/ui/Badge';
import { Button } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { EmptyState } from '../../components/ui/EmptyState';
import { Skeleton } from '../../components/ui/Skeleton';
import { Pagination } from '../discovery/Pagination';
import { useTeamGifts } from './api';
import { GiftRefundDialog } from './GiftRefundDialog';

const STATE: Record<GiftState, { label: string; tone: BadgeTone }> = {
  paid: { label: 'Paid', tone: 'paid' },
  active: { label: 'Active', tone: 'paid' },
  cancelled: { label: 'Cancelled', tone: 'neutral' },
  failed: { label: 'Payment failed', tone: 'failed' },
  refunded: { label: 'Refunded', tone: 'pending' },
};

const months = (n: number) => `${n} ${n === 1 ? 'month' : 'months'}`;

/** What a gift's second line says beside its date: how much of it counts, and what happens next. */
function detail(gift: TeamGiftRow): string {
  const given = `Given ${formatDate(gift.givenAt)}`;
  if (!gift.monthly) {
    if (gift.state === 'refunded' && gift.endedAt) return `${given} · refunded ${formatDate(gift.endedAt)}`;
    // A part refunded by an admin: the gift stands for what is left of it.
    const refunded = gift.amountCents - gift.countedCents;
    return gift.state === 'paid' && refunded > 0
      ? `${given} · ${formatCents(refunded)} refunded, ${formatCents(gift.countedCents)} counts`
      : given;
  }
  const parts = [given, `${months(gift.monthsPaid)} paid (${formatCents(gift.countedCents)})`];
  if (gift.monthsRefunded > 0) parts.push(`${months(gift.monthsRefunded)} refunded`);
  if (gift.state === 'cancelled' && gift.endedAt) parts.push(`stopped ${formatDate(gift.endedAt)}`);
  if (gift.state === 'active' && gift.nextPaymentAt) parts.push(`next ${formatDate(gift.nextPaymentAt)}`);
  if (gift.state === 'failed' && gift.nextPaymentAt) parts.push('the card was declined; retrying');
  return parts.join(' · ');
}

function GiftRow({ gift, onRefund }: { gift: TeamGiftRow; onRefund: (gift: TeamGiftRow) => void }) {
  const state = STATE[gift.state];
  return (
    <li className="flex flex-col gap-2 p-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="font-semibold break-words text-navy">
          {gift.playerName}
          {gift.playerRemoved && <span className="font-normal text-slate-500"> (removed)</span>}
        </p>
        <p className="text-sm text-slate-600">
          From {gift.donorName ?? 'an anonymous supporter'} ·{' '}
          {gift.monthly ? (
            <span className="inline-flex items-center gap-1">
              <Repeat className="size-3.5" aria-hidden />
              Monthly
            </span>
          ) : (
            'One-time'
          )}
        </p>
        <p className="text-xs text-slate-500">{detail(gift)}</p>
      </div>
      <div className="flex flex-wrap items-center gap-2 sm:justify-end">
        <span className="mr-1 text-lg font-bold text-navy tabular-nums">
          {formatCents(gift.amountCents)}
          {gift.monthly && <span className="text-sm font-semibold text-slate-600">/mo</span>}
        </span>
        <Badge tone={state.tone}>{state.label}</Badge>
        {gift.refundable && (
          <Button variant="secondary" size="sm" onClick={() => onRefund(gift)}>
            <Undo2 className="size-4" aria-hidden />
            Refund
            <span className="sr-only"> the gift to {gift.playerName}</span>
          </Button>
        )}
      </div>
    </li>
  );
}

/** The team's gifts to its players, newest first, 20 a page, each with its state. */
export function GiftList({ teamId }: { teamId: string }) {
  const [page, setPage] = useState(1);
  const [refunding, setRefunding] = useState<TeamGiftRow | null>(null);
  const gifts = useTeamGifts(teamId, page);
  if (gifts.isPending) return <Skeleton className="h-40 w-full" />;
  if (gifts.isError) {
    return <EmptyState title="Failed to load gifts" description="Please refresh the page to try again." />;
  }
  const { gifts: rows, pageSize, total } = gifts.data;
  if (total === 0) {
    return (
      <EmptyState
        icon={<HandHeart aria-hidden />}
        title="No gifts yet"
        description="When families and fans give to a player, each gift shows up here: one-time or monthly, paid, refunded or stopped."
      />
    );
  }
  return (
    <div className="space-y-3">
      <Card aria-busy={gifts.isPlaceholderData}>
        <ul className="divide-y divide-slate-100">
          {rows.map((gift) => (
            <GiftRow key={gift.id} gift={gift} onRefund={setRefunding} />
          ))}
        </ul>
      </Card>
      <Pagination
        page={gifts.data.page}
        pageSize={pageSize}
        total={total}
        onPageChange={setPage}
        label="Gift pages"
        scrollToTop={false}
      />
      <GiftRefundDialog teamId={teamId} gift={refunding} onClose={() => setRefunding(null)} />
    </div>
  );
}
