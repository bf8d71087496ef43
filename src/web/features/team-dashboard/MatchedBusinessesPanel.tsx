import { Handshake } from 'lucide-react';
import { useState } from 'react';
import { formatDate } from '../../../shared/dates';
import { matchStatusLabel } from '../../../shared/labels';
import type { MatchedBusiness } from '../../../shared/schemas/team-dashboard';
import { MatchStatusBadge } from '../../components/StatusBadges';
import { Button } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { Dialog, DialogContent } from '../../components/ui/Dialog';
import { EmptyState } from '../../components/ui/EmptyState';
import { Skeleton } from '../../components/ui/Skeleton';
import { useMatchedBusinesses } from './api';

function Detail({ label, value }: { label: string; value: string | null }) {
  return (
    <div className="grid grid-cols-[8rem_1fr] gap-2 py-1.5 text-sm">
      <dt className="text-slate-500">{label}</dt>
      <dd className="min-w-0 break-words text-slate-800">{value || 'Not specified'}</dd>
    </div>
  );
}

function MatchDialog({ match, onClose }: { match: MatchedBusiness; onClose: () => void }) {
  const { business } = match;
  const timeline: [string, string | null][] = [
    ['Introduction sent', match.introSentAt],
    ['Sponsor approved', match.sponsorApprovedAt],
    ['Team approved', match.teamApprovedAt],
  ];
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        title={business.businessName}
        description={matchStatusLabel(match.status)}
        size="max-w-xl"
      >
        <dl className="border-y border-slate-100 py-2">
          <Detail label="Business" value={business.businessName} />
          <Detail label="Industry" value={business.industry} />
          <Detail label="Website" value={business.websiteUrl} />
          <Detail label="Offer" value={match.amountDisplay} />
          <Detail label="About" value={business.businessDescription} />
        </dl>
        <h3 className="mt-4 text-sm font-semibold text-navy">Contact</h3>
        {business.businessEmail ? (
          <dl>
            <Detail label="Contact" value={business.contactName} />
            <Detail label="Email" value={business.businessEmail} />
            <Detail label="Phone" value={business.phoneNumber} />
            <Detail label="Address" value={business.businessAddress} />
          </dl>
        ) : (
          <p className="mt-1 text-sm text-slate-600">
            Contact details are shared once both of you approve the match.
          </p>
        )}
        <h3 className="mt-4 text-sm font-semibold text-navy">Timeline</h3>
        <ol className="mt-2 space-y-2">
          {timeline.map(([label, at]) => (
            <li key={label} className="flex items-center gap-3 text-sm">
              <span className={`size-2.5 rounded-full ${at ? 'bg-field' : 'bg-slate-300'}`} aria-hidden />
              <span className="flex-1 text-slate-700">{label}</span>
              <span className="text-slate-500">{at ? formatDate(at) : 'Not yet'}</span>
            </li>
          ))}
        </ol>
      </DialogContent>
    </Dialog>
  );
}

/** Businesses an admin introduced to the team, with the match's status and a details dialog. */
export function MatchedBusinessesPanel({ teamId }: { teamId: string }) {
  const query = useMatchedBusinesses(teamId);
  const [open, setOpen] = useState<MatchedBusiness | null>(null);

  if (query.isPending) {
    return (
      <Card className="space-y-3 p-4" aria-busy="true">
        <Skeleton className="h-5 w-1/2" />
        <Skeleton className="h-5 w-2/3" />
      </Card>
    );
  }
  if (query.isError) {
    return (
      <EmptyState
        title="Failed to load matched businesses"
        action={
          <Button variant="secondary" onClick={() => query.refetch()}>
            Try again
          </Button>
        }
      />
    );
  }
  if (query.data.length === 0) {
    return (
      <EmptyState
        icon={<Handshake aria-hidden />}
        title="No matches yet"
        description="When our team introduces you to a local business, the match and its progress appear here."
      />
    );
  }
  return (
    <Card>
      <ul className="divide-y divide-slate-100">
        {query.data.map((match) => (
          <li key={match.matchId} className="flex items-center justify-between gap-3 p-4">
            <div className="min-w-0">
              <p className="truncate font-semibold text-navy">{match.business.businessName}</p>
              <div className="mt-1 flex flex-wrap items-center gap-2">
                <MatchStatusBadge status={match.status} />
                {match.amountDisplay && <span className="text-sm text-slate-600">{match.amountDisplay}</span>}
              </div>
            </div>
            <Button variant="secondary" size="sm" onClick={() => setOpen(match)}>
              Details
            </Button>
          </li>
        ))}
      </ul>
      {open && <MatchDialog match={open} onClose={() => setOpen(null)} />}
    </Card>
  );
}
