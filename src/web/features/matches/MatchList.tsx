import { Handshake, PencilLine, Send } from 'lucide-react';
import { useState } from 'react';
import { formatDate } from '../../../shared/dates';
import { type AdminMatch, isSendable, seasonLabel } from '../../../shared/schemas/matches';
import { MatchStatusBadge } from '../../components/StatusBadges';
import { Button } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { EmptyState } from '../../components/ui/EmptyState';
import { Skeleton } from '../../components/ui/Skeleton';
import { useAdminLoadFailure } from '../admin/access';
import { Pagination } from '../discovery/Pagination';
import { useAdminMatches } from './api';
import { ChangeRequestNote } from './ChangeRequestNote';
import type { IntroductionToSend } from './IntroEmailDialog';

function Timeline({ match }: { match: AdminMatch }) {
  const steps: [string, string | null][] = [
    ['Created', match.createdAt],
    ['Introduction sent', match.introSentAt],
    ['Sponsor approved', match.sponsorApprovedAt],
    ['Team approved', match.teamApprovedAt],
    [match.rejectedBy === 'team' ? 'Declined by the team' : 'Declined by the sponsor', match.rejectedAt],
  ];
  return (
    <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600">
      {steps
        .filter((step): step is [string, string] => step[1] !== null)
        .map(([label, at]) => (
          <li key={label}>
            {label} <span className="font-medium text-slate-800">{formatDate(at)}</span>
          </li>
        ))}
    </ul>
  );
}

function Contact({ label, person, email }: { label: string; person: string; email: string }) {
  return (
    <div className="flex flex-wrap gap-x-2">
      <dt className="font-medium text-slate-500">{label}</dt>
      <dd className="min-w-0 wrap-anywhere">
        {person} · {email}
      </dd>
    </div>
  );
}

interface MatchCardProps {
  match: AdminMatch;
  onSend: (introduction: IntroductionToSend) => void;
  onRevise: (match: AdminMatch) => void;
}

function MatchCard({ match, onSend, onRevise }: MatchCardProps) {
  const { offer, draft } = match;
  return (
    <Card className="space-y-3 p-5">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="font-bold break-words">
            {match.business.businessName} <span className="font-normal text-slate-500">and</span>{' '}
            {match.team.name}
          </h3>
          <dl className="mt-1 space-y-0.5 text-sm text-slate-600">
            <Contact
              label="Sponsor"
              person={match.business.contactName}
              email={match.business.businessEmail}
            />
            <Contact label="Team" person={`Coach ${match.team.coachName}`} email={match.team.contactEmail} />
          </dl>
        </div>
        <MatchStatusBadge status={match.status} />
      </div>
      {offer && (
        <p className="text-slate-800">
          <span className="font-semibold tabular-nums">{offer.amountDisplay}</span> · {offer.tierSelected} ·
          Version {offer.version} · {seasonLabel(offer.seasonStart, offer.seasonEnd)}
        </p>
      )}
      <Timeline match={match} />
      {match.changeRequest && <ChangeRequestNote request={match.changeRequest} />}
      {isSendable(match.status) && draft && (
        <div className="flex flex-col-reverse gap-3 pt-1 sm:flex-row sm:justify-end">
          {match.status === 'CHANGES_REQUESTED' && (
            <Button variant="secondary" size="sm" onClick={() => onRevise(match)}>
              <PencilLine className="size-4" aria-hidden />
              Revise offer
            </Button>
          )}
          <Button size="sm" onClick={() => onSend({ matchId: match.id, draft })}>
            <Send className="size-4" aria-hidden />
            Send Introduction Emails
          </Button>
        </div>
      )}
    </Card>
  );
}

function MatchListSkeleton() {
  return (
    <div className="space-y-4" aria-busy="true">
      <span className="sr-only">Loading the matches</span>
      {Array.from({ length: 3 }, (_, i) => (
        <Skeleton key={i} className="h-36 w-full rounded-[var(--radius-card)]" />
      ))}
    </div>
  );
}

/** Every match but drafts, newest first: status, offer, timeline, and what the admin can do next. */
export function MatchList({ onSend, onRevise }: Omit<MatchCardProps, 'match'>) {
  const [page, setPage] = useState(1);
  const matches = useAdminMatches(page);
  useAdminLoadFailure(matches.error, 'Failed to load matches');

  let body: React.ReactNode;
  if (matches.isPending) body = <MatchListSkeleton />;
  else if (matches.isError) {
    body = (
      <EmptyState
        title="Failed to load matches"
        description="Check your connection and try again."
        action={<Button onClick={() => matches.refetch()}>Try again</Button>}
      />
    );
  } else if (matches.data.matches.length === 0) {
    body = (
      <EmptyState
        icon={<Handshake />}
        title="No matches yet"
        description="Pick a team and a business above and create the first match; it appears here with its status."
      />
    );
  } else {
    body = (
      <div className="space-y-4">
        <ul className="space-y-4">
          {matches.data.matches.map((match) => (
            <li key={match.id}>
              <MatchCard match={match} onSend={onSend} onRevise={onRevise} />
            </li>
          ))}
        </ul>
        <Pagination
          page={page}
          pageSize={matches.data.pageSize}
          total={matches.data.total}
          onPageChange={setPage}
          label="Match pages"
        />
      </div>
    );
  }

  return (
    <section aria-labelledby="match-list-heading" className="space-y-4">
      <div>
        <h2 id="match-list-heading" className="text-xl font-bold">
          Matches
        </h2>
        <p className="text-slate-600">Each introduction and where it stands, newest first.</p>
      </div>
      {body}
    </section>
  );
}
