import { Archive, Download } from 'lucide-react';
import { formatCalendarDate, formatDate } from '../../../shared/dates';
import { formatCents } from '../../../shared/money';
import { buttonClasses } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { EmptyState } from '../../components/ui/EmptyState';
import { Skeleton } from '../../components/ui/Skeleton';
import { StatCard } from '../../components/ui/StatCard';
import { pastSeasonReportUrl, usePastSeason } from './api';

/** A past season, read-only: what it raised, its sponsors, its players' totals, and the report files. */
export function PastSeasonPanel({ teamId, seasonId }: { teamId: string; seasonId: string }) {
  const past = usePastSeason(teamId, seasonId);
  if (past.isPending) {
    return (
      <div className="space-y-4" aria-busy="true">
        <span className="sr-only">Loading the past season</span>
        <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} className="h-28 rounded-[var(--radius-card)]" />
          ))}
        </div>
        <Skeleton className="h-48 w-full rounded-[var(--radius-card)]" />
      </div>
    );
  }
  if (past.isError) {
    return <EmptyState title="Could not load this season" description={past.error.message} />;
  }
  const { season, report } = past.data;
  const players = report.byPlayer.filter((p) => p.totalCents > 0);
  return (
    <div className="space-y-6">
      <Card className="flex flex-col gap-4 p-4 sm:flex-row sm:items-center sm:justify-between sm:p-5">
        <div className="flex min-w-0 items-start gap-3">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-slate-100 text-navy">
            <Archive className="size-5" aria-hidden />
          </span>
          <div className="min-w-0">
            <h2 className="text-lg font-semibold">Past season: {season.label}</h2>
            <p className="text-sm text-slate-600">
              Archived {formatDate(season.archivedAt)}. Read-only: these are the figures as the season closed.
            </p>
          </div>
        </div>
        <div className="flex shrink-0 flex-wrap gap-2">
          <a
            href={pastSeasonReportUrl(teamId, season.id, 'pdf')}
            download
            className={buttonClasses('primary', 'sm')}
          >
            <Download className="size-4" aria-hidden />
            Download PDF
          </a>
          <a
            href={pastSeasonReportUrl(teamId, season.id, 'csv')}
            download
            className={buttonClasses('secondary', 'sm')}
          >
            <Download className="size-4" aria-hidden />
            Download CSV
          </a>
        </div>
      </Card>

      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <StatCard label="Total Raised" value={formatCents(season.raised.totalCents)} />
        <StatCard label="Platform sponsors" value={formatCents(season.raised.sponsorshipsCents)} />
        <StatCard label="Added by hand" value={formatCents(season.raised.manualSponsorsCents)} />
        <StatCard
          label="Player donations"
          value={formatCents(season.raised.donationsCents)}
          hint={`${season.donationCount} ${season.donationCount === 1 ? 'donation' : 'donations'}`}
        />
      </div>

      <section aria-labelledby="past-sponsors" className="space-y-3">
        <h3 id="past-sponsors" className="text-lg font-bold">
          Sponsors ({report.sponsors.length})
        </h3>
        {report.sponsors.length === 0 ? (
          <p className="text-slate-600">No sponsors this season.</p>
        ) : (
          <Card>
            <ul className="divide-y divide-slate-100">
              {report.sponsors.map((s, i) => (
                <li
                  key={`${s.date}-${s.name}-${i}`}
                  className="flex flex-col gap-1 p-4 sm:flex-row sm:items-center sm:justify-between"
                >
                  <div className="min-w-0">
                    <p className="font-semibold break-words text-navy">{s.name}</p>
                    <p className="text-sm text-slate-600">
                      {s.tier} · {formatCalendarDate(s.date)}
                      {s.player ? ` · Brought by ${s.player}` : ''}
                    </p>
                  </div>
                  <p className="font-semibold text-navy tabular-nums">{formatCents(s.amountCents)}</p>
                </li>
              ))}
            </ul>
          </Card>
        )}
      </section>

      <section aria-labelledby="past-players" className="space-y-3">
        <h3 id="past-players" className="text-lg font-bold">
          Raised per player
        </h3>
        {players.length === 0 ? (
          <p className="text-slate-600">No donations this season.</p>
        ) : (
          <Card>
            <ul className="divide-y divide-slate-100">
              {players.map((p) => (
                <li key={p.playerId ?? p.name} className="flex items-center justify-between gap-3 p-4">
                  <span className="min-w-0 break-words text-slate-800">{p.name}</span>
                  <span className="font-semibold text-navy tabular-nums">{formatCents(p.totalCents)}</span>
                </li>
              ))}
            </ul>
          </Card>
        )}
      </section>
    </div>
  );
}
