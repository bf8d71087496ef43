import { Building2, Mail, MessageSquare, Phone, Trash2 } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { toast } from 'sonner';
import { formatDate } from '../../../shared/dates';
import { formatCents } from '../../../shared/money';
import type {
  ManualSponsor,
  ManualSponsorSocialNetwork,
  PlatformSponsor,
} from '../../../shared/schemas/manual-sponsors';
import { PaymentStatusBadge, SponsorshipStatusBadge } from '../../components/StatusBadges';
import { Badge } from '../../components/ui/Badge';
import { Button } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog';
import { EmptyState } from '../../components/ui/EmptyState';
import { MessageThread } from '../messages/MessageThread';
import { isExplained } from '../teams/teamErrors';
import { useDeleteManualSponsor } from './api';
import { NETWORK_LABELS } from './sponsorFormValues';

interface CurrentSponsorsProps {
  teamId: string;
  sponsorships: PlatformSponsor[];
  manualSponsors: ManualSponsor[];
}

type Entry = { kind: 'platform'; sponsor: PlatformSponsor } | { kind: 'manual'; sponsor: ManualSponsor };

function MailLink({ name, email }: { name: string; email: string }) {
  return (
    <a
      href={`mailto:${email}`}
      className="inline-flex min-h-9 max-w-full items-center gap-1.5 font-medium text-sky underline-offset-2 hover:underline"
    >
      <Mail className="size-4 shrink-0" aria-hidden />
      <span className="truncate">{email}</span>
      <span className="sr-only"> (email {name})</span>
    </a>
  );
}

/** The sponsor's name, badges and one line of facts, with the amount on the right. */
function ItemHeader({
  name,
  badges,
  facts,
  cents,
}: {
  name: string;
  badges: ReactNode;
  facts: string;
  cents: number;
}) {
  return (
    <div className="flex items-start justify-between gap-4">
      <div className="min-w-0 space-y-1">
        <h3 className="text-base font-semibold break-words">{name}</h3>
        <div className="flex flex-wrap items-center gap-1.5">{badges}</div>
        <p className="text-sm text-slate-600">{facts}</p>
      </div>
      <p className="shrink-0 text-xl font-bold text-navy tabular-nums">{formatCents(cents)}</p>
    </div>
  );
}

function PlatformItem({ sponsor }: { sponsor: PlatformSponsor }) {
  const [showMessages, setShowMessages] = useState(false);
  const threadId = `thread-${sponsor.id}`;
  return (
    <div className="p-4 sm:p-5">
      <ItemHeader
        name={sponsor.businessName}
        cents={sponsor.amount}
        facts={`${sponsor.tierName ?? 'Custom amount'} · Since ${formatDate(sponsor.createdAt)}`}
        badges={
          <>
            <Badge tone="navy">Via Homefield</Badge>
            <SponsorshipStatusBadge status={sponsor.status} />
            <PaymentStatusBadge status={sponsor.paymentStatus} />
          </>
        }
      />
      {sponsor.creditedPlayerName && (
        <p className="mt-2 text-sm font-medium text-field">Brought by {sponsor.creditedPlayerName}</p>
      )}
      <div className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">
          <p className="text-sm text-slate-700">{sponsor.contactName}</p>
          <MailLink name={sponsor.contactName} email={sponsor.businessEmail} />
        </div>
        <Button
          variant="secondary"
          size="sm"
          className="self-start sm:self-auto"
          aria-expanded={showMessages}
          aria-controls={threadId}
          onClick={() => setShowMessages((shown) => !shown)}
        >
          <MessageSquare className="size-4" aria-hidden />
          {showMessages ? 'Hide Messages' : 'Show Messages'}
        </Button>
      </div>
      {showMessages && (
        <div id={threadId} className="mt-4 border-t border-slate-100 pt-4">
          <MessageThread sponsorshipId={sponsor.id} viewer="team" />
        </div>
      )}
    </div>
  );
}

function ManualItem({ sponsor, onDelete }: { sponsor: ManualSponsor; onDelete: () => void }) {
  const handles = Object.entries(sponsor.socialMediaHandles ?? {});
  return (
    <div className="p-4 sm:p-5">
      <ItemHeader
        name={sponsor.companyName}
        cents={sponsor.amountSponsored}
        facts={`${sponsor.companyType} · Added ${formatDate(sponsor.createdAt)}`}
        badges={<Badge tone="neutral">Added by hand</Badge>}
      />
      <ul aria-label="Sponsorship goals" className="mt-3 flex flex-wrap gap-1.5 text-sm">
        {sponsor.sponsorshipGoals.map((goal, index) => (
          <li key={index} className="rounded-full bg-slate-100 px-2.5 py-1 text-slate-700">
            {goal}
          </li>
        ))}
      </ul>
      {sponsor.promotionDetails && <p className="mt-2 text-sm text-slate-600">{sponsor.promotionDetails}</p>}
      {handles.length > 0 && (
        <p className="mt-1 text-sm text-slate-600">
          {handles
            .map(([network, handle]) => `${NETWORK_LABELS[network as ManualSponsorSocialNetwork]}: ${handle}`)
            .join(' · ')}
        </p>
      )}
      <div className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">
          <p className="text-sm text-slate-700">{sponsor.contactName}</p>
          <div className="flex flex-wrap items-center gap-x-4">
            <MailLink name={sponsor.contactName} email={sponsor.contactEmail} />
            {sponsor.contactPhone && (
              <a
                href={`tel:${sponsor.contactPhone}`}
                className="inline-flex min-h-9 items-center gap-1.5 text-sm text-slate-700 hover:text-navy"
              >
                <Phone className="size-4" aria-hidden />
                {sponsor.contactPhone}
              </a>
            )}
          </div>
        </div>
        <Button
          variant="ghost"
          size="sm"
          className="self-start sm:self-auto"
          onClick={onDelete}
          aria-label={`Delete ${sponsor.companyName}`}
        >
          <Trash2 className="size-4 text-danger" aria-hidden />
          Delete
        </Button>
      </div>
    </div>
  );
}

/** Every current sponsor, platform and added by hand, newest first, each with a mail link to its contact. */
export function CurrentSponsors({ teamId, sponsorships, manualSponsors }: CurrentSponsorsProps) {
  const remove = useDeleteManualSponsor(teamId);
  const [deleting, setDeleting] = useState<ManualSponsor | null>(null);

  const entries: Entry[] = [
    ...sponsorships.map((sponsor) => ({ kind: 'platform' as const, sponsor })),
    ...manualSponsors.map((sponsor) => ({ kind: 'manual' as const, sponsor })),
  ].sort((a, b) => b.sponsor.createdAt.localeCompare(a.sponsor.createdAt));

  if (entries.length === 0) {
    return (
      <EmptyState
        icon={<Building2 aria-hidden />}
        title="No sponsors yet"
        description="Businesses that buy one of your tiers show up here. Add sponsors who paid you directly with Add Sponsor."
      />
    );
  }

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => toast.success('Sponsor deleted successfully'),
      onError: (error) =>
        toast.error('Failed to delete sponsor', {
          description: isExplained(error) ? error.message : undefined,
        }),
      onSettled: () => setDeleting(null),
    });
  };

  return (
    <>
      <Card>
        <ul className="divide-y divide-slate-100">
          {entries.map((entry) => (
            <li key={`${entry.kind}-${entry.sponsor.id}`}>
              {entry.kind === 'platform' ? (
                <PlatformItem sponsor={entry.sponsor} />
              ) : (
                <ManualItem sponsor={entry.sponsor} onDelete={() => setDeleting(entry.sponsor)} />
              )}
            </li>
          ))}
        </ul>
      </Card>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open && !remove.isPending) setDeleting(null);
        }}
        title={`Delete ${deleting?.companyName ?? 'this sponsor'}?`}
        description="Their amount comes off your Total Raised. This cannot be undone."
        confirmLabel="Delete Sponsor"
        pending={remove.isPending}
        onConfirm={confirmDelete}
      />
    </>
  );
}
