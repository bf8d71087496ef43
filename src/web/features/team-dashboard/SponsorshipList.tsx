import { Building2, ClipboardCheck, MessageSquare } from 'lucide-react';
import { useState } from 'react';
import { CONTRACT_TBD } from '../../../shared/constants';
import { formatCalendarDate, formatDate } from '../../../shared/dates';
import { formatCents } from '../../../shared/money';
import type { TeamSponsorshipRow } from '../../../shared/schemas/team-dashboard';
import { PaymentStatusBadge, SponsorshipStatusBadge } from '../../components/StatusBadges';
import { Button } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { EmptyState } from '../../components/ui/EmptyState';
import { FulfilmentDialog } from '../fulfilment/FulfilmentDialog';
import { MessageThread } from '../messages/MessageThread';

export function contractPeriod(start: string | null, end: string | null): string {
  if (!start || !end) return CONTRACT_TBD;
  return `${formatCalendarDate(start)} – ${formatCalendarDate(end)}`;
}

/** The team's sponsorships, newest first, with status and payment badges in the spec's colours. */
export function SponsorshipList({ sponsorships }: { sponsorships: TeamSponsorshipRow[] }) {
  if (sponsorships.length === 0) {
    return (
      <EmptyState
        icon={<Building2 aria-hidden />}
        title="No sponsorships yet"
        description="When a local business sponsors one of your tiers, it shows up here with its payment status."
      />
    );
  }
  return (
    <Card>
      <ul className="divide-y divide-slate-100">
        {sponsorships.map((s) => (
          <SponsorshipRow key={s.id} sponsorship={s} />
        ))}
      </ul>
    </Card>
  );
}

/** One sponsorship with its badges, and its message thread with the business on demand. */
function SponsorshipRow({ sponsorship: s }: { sponsorship: TeamSponsorshipRow }) {
  const [open, setOpen] = useState(false);
  const [fulfilment, setFulfilment] = useState(false);
  // Paid and not refunded: the benefits are owed, and the checklist tracks them.
  const paid = s.paymentStatus === 'paid' && s.status !== 'cancelled';
  return (
    <li className="p-4">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
        <div className="min-w-0">
          <p className="font-semibold text-navy">{s.businessName}</p>
          <p className="text-sm text-slate-600">
            {s.tierName ?? 'Custom'} · {s.contactName} ·{' '}
            {contractPeriod(s.contractStartDate, s.contractEndDate)}
          </p>
          {s.creditedPlayerName && (
            <p className="text-sm font-medium text-field">Brought by {s.creditedPlayerName}</p>
          )}
          <p className="text-xs text-slate-500">Started {formatDate(s.createdAt)}</p>
        </div>
        <div className="flex flex-wrap items-center gap-2 sm:justify-end">
          <span className="mr-1 text-lg font-bold text-navy tabular-nums">{formatCents(s.amount)}</span>
          <SponsorshipStatusBadge status={s.status} />
          <PaymentStatusBadge status={s.paymentStatus} />
        </div>
      </div>
      <div className="mt-2 -ml-2 flex flex-wrap gap-1">
        <Button variant="ghost" size="sm" aria-expanded={open} onClick={() => setOpen(!open)}>
          <MessageSquare className="size-4" aria-hidden />
          {open ? 'Hide Messages' : 'Show Messages'}
        </Button>
        {paid && (
          <Button variant="ghost" size="sm" aria-haspopup="dialog" onClick={() => setFulfilment(true)}>
            <ClipboardCheck className="size-4" aria-hidden />
            Fulfilment
          </Button>
        )}
      </div>
      {paid && (
        <FulfilmentDialog
          sponsorshipId={s.id}
          businessName={s.businessName}
          open={fulfilment}
          onOpenChange={setFulfilment}
        />
      )}
      {open && (
        <div className="mt-3">
          <MessageThread sponsorshipId={s.id} viewer="team" />
        </div>
      )}
    </li>
  );
}
