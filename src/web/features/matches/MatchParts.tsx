import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import type { MatchStatus } from '../../../shared/constants';
import { formatDate } from '../../../shared/dates';
import { MatchStatusBadge } from '../../components/StatusBadges';
import { Button } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { Dialog, DialogContent } from '../../components/ui/Dialog';
import { EmptyState } from '../../components/ui/EmptyState';
import { Skeleton } from '../../components/ui/Skeleton';

/*
 * What a team's and a business's dashboards show of the matches an admin made: one row a match, and a
 * dialog with the other side's details, its contact once both approved, and the timeline.
 */

/** The fields of a match both dashboards receive, whoever the other side is. */
export interface MatchSummary {
  matchId: string;
  status: MatchStatus;
  introSentAt: string | null;
  sponsorApprovedAt: string | null;
  teamApprovedAt: string | null;
  amountDisplay: string | null;
}

export function MatchDetail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[8rem_1fr] gap-2 py-1.5 text-sm">
      <dt className="text-slate-500">{label}</dt>
      <dd className="min-w-0 break-words text-slate-800">{children || 'Not specified'}</dd>
    </div>
  );
}

interface MatchDialogProps {
  match: MatchSummary;
  /** The other side's name. */
  title: string;
  /** What is public about the other side. */
  details: ReactNode;
  /** How to reach the other side; null until both approved. */
  contact: ReactNode | null;
  onClose: () => void;
}

export function MatchDialog({ match, title, details, contact, onClose }: MatchDialogProps) {
  const timeline: [string, string | null][] = [
    ['Introduction sent', match.introSentAt],
    ['Sponsor approved', match.sponsorApprovedAt],
    ['Team approved', match.teamApprovedAt],
  ];
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent title={title} description={<MatchStatusBadge status={match.status} />} size="max-w-xl">
        <dl className="border-y border-slate-100 py-2">{details}</dl>
        <h3 className="mt-4 text-sm font-semibold text-navy">Contact</h3>
        {contact ? (
          <dl>{contact}</dl>
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

interface MatchListProps<M extends MatchSummary> {
  matches: M[];
  nameOf: (match: M) => string;
  onOpen: (match: M) => void;
}

function MatchList<M extends MatchSummary>({ matches, nameOf, onOpen }: MatchListProps<M>) {
  return (
    <Card>
      <ul className="divide-y divide-slate-100">
        {matches.map((match) => (
          <li key={match.matchId} className="flex items-center justify-between gap-3 p-4">
            <div className="min-w-0">
              <p className="truncate font-semibold text-navy">{nameOf(match)}</p>
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
              onClick={() => onOpen(match)}
              aria-label={`Details of the match with ${nameOf(match)}`}
            >
              Details
            </Button>
          </li>
        ))}
      </ul>
    </Card>
  );
}

export function MatchListSkeleton() {
  return (
    <Card className="divide-y divide-slate-100" aria-busy="true">
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

interface MatchesPanelProps<M extends MatchSummary> {
  query: UseQueryResult<M[]>;
  failedTitle: string;
  failedText?: string;
  /** What the dashboard says before any match is made. */
  empty: ReactNode;
  nameOf: (match: M) => string;
  /** The details of the match opened from its row. */
  dialog: (match: M, onClose: () => void) => ReactNode;
}

/** A dashboard's matches: loading, failed with a retry, none yet, or one row a match with its dialog. */
export function MatchesPanel<M extends MatchSummary>({
  query,
  failedTitle,
  failedText,
  empty,
  nameOf,
  dialog,
}: MatchesPanelProps<M>) {
  const [open, setOpen] = useState<M | null>(null);

  if (query.isPending) return <MatchListSkeleton />;
  if (query.isError) {
    return (
      <EmptyState
        title={failedTitle}
        description={failedText}
        action={
          <Button variant="secondary" onClick={() => query.refetch()}>
            Try again
          </Button>
        }
      />
    );
  }
  if (query.data.length === 0) return empty;
  return (
    <>
      <MatchList matches={query.data} nameOf={nameOf} onOpen={setOpen} />
      {open && dialog(open, () => setOpen(null))}
    </>
  );
}
