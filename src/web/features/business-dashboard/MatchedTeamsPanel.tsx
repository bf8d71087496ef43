import { Handshake } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { NOT_SPECIFIED } from '../../../shared/constants';
import { formatDate } from '../../../shared/dates';
import type { MatchedTeam } from '../../../shared/schemas/business-dashboard';
import { MatchStatusBadge } from '../../components/StatusBadges';
import { Button, buttonClasses } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { Dialog, DialogContent } from '../../components/ui/Dialog';
import { EmptyState } from '../../components/ui/EmptyState';
import { Skeleton } from '../../components/ui/Skeleton';
import { useMatchedTeams } from './api';
import { useErrorToast } from './useErrorToast';

const shown = (value: string | null) => (value && value !== NOT_SPECIFIED ? value : null);

function Detail({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="grid grid-cols-[7rem_1fr] gap-2 py-1.5 text-sm">
      <dt className="text-slate-500">{label}</dt>
      <dd className="min-w-0 break-words text-slate-800">{children ?? 'Not specified'}</dd>
    </div>
  );
}

function MatchDialog({ match, onClose }: { match: MatchedTeam; onClose: () => void }) {
  const { team } = match;
  const timeline: [string, string | null][] = [
    ['Introduction sent', match.introSentAt],
    ['Sponsor approved', match.sponsorApprovedAt],
    ['Team approved', match.teamApprovedAt],
  ];
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        title={team.name}
        description={<MatchStatusBadge status={match.status} />}
        size="max-w-xl"
      >
        <dl className="border-y border-slate-100 py-2">
          <Detail label="Sport">{shown(team.sport)}</Detail>
          <Detail label="Age group">{shown(team.ageGroup)}</Detail>
          <Detail label="Location">{shown(team.location)}</Detail>
          <Detail label="Coach">{team.coachName}</Detail>
          <Detail label="Offer">{match.amountDisplay}</Detail>
        </dl>
        <h3 className="mt-4 text-sm font-semibold text-navy">Contact</h3>
        {team.contactEmail ? (
          <dl>
            <Detail label="Email">
              <a href={`mailto:${team.contactEmail}`} className="text-sky underline underline-offset-2">
                {team.contactEmail}
              </a>
            </Detail>
            <Detail label="Phone">{team.contactPhone}</Detail>
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

export function MatchedTeamsSkeleton() {
  return (
    <Card className="divide-y divide-slate-100" aria-hidden>
      {[0, 1].map((i) => (
        <div key={i} className="flex items-center justify-between gap-3 p-4">
          <div className="flex-1 space-y-2">
            <Skeleton className="h-5 w-2/3" />
            <Skeleton className="h-5 w-1/2" />
          </div>
          <Skeleton className="h-9 w-20" />
        </div>
      ))}
    </Card>
  );
}

/** Teams an admin introduced to the business, with each match's status, offer and timeline. */
export function MatchedTeamsPanel() {
  const query = useMatchedTeams();
  const [open, setOpen] = useState<MatchedTeam | null>(null);
  useErrorToast(query.isError, 'Failed to load matched teams');

  if (query.isPending) return <MatchedTeamsSkeleton />;
  if (query.isError) {
    return (
      <EmptyState
        title="Failed to load matched teams"
        description="Please try again in a moment."
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
        title="No matched teams yet"
        description="When our team introduces you to a local team, the match and its progress appear here."
        action={
          <Link to="/team-discovery" className={buttonClasses('secondary', 'sm')}>
            Browse teams
          </Link>
        }
      />
    );
  }
  return (
    <Card>
      <ul className="divide-y divide-slate-100">
        {query.data.map((match) => (
          <li key={match.matchId} className="flex items-center justify-between gap-3 p-4">
            <div className="min-w-0">
              <p className="truncate font-semibold text-navy">{match.team.name}</p>
              <div className="mt-1 flex flex-wrap items-center gap-2">
                <MatchStatusBadge status={match.status} />
                {match.amountDisplay && (
                  <span className="text-sm font-medium text-slate-700 tabular-nums">
                    {match.amountDisplay}
                  </span>
                )}
              </div>
            </div>
            <Button
              variant="secondary"
              size="sm"
              onClick={() => setOpen(match)}
              aria-label={`Details of the match with ${match.team.name}`}
            >
              Details
            </Button>
          </li>
        ))}
      </ul>
      {open && <MatchDialog match={open} onClose={() => setOpen(null)} />}
    </Card>
  );
}
