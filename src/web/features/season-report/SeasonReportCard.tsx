import { Download, FileText } from 'lucide-react';
import { formatCents } from '../../../shared/money';
import { buttonClasses } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { Skeleton } from '../../components/ui/Skeleton';
import { seasonReportUrl, useSeasonSummary } from './api';

/**
 * The sponsorship manager's 'Season report' card: the season, what it raised, and the report as a PDF or a
 * CSV. The files download whatever the summary's state; the server builds them on request.
 */
export function SeasonReportCard({ teamId }: { teamId: string }) {
  const summary = useSeasonSummary(teamId);
  const data = summary.data;
  return (
    <Card className="flex flex-col gap-4 p-4 sm:flex-row sm:items-center sm:justify-between sm:p-5">
      <div className="flex min-w-0 items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-slate-100 text-navy">
          <FileText className="size-5" aria-hidden />
        </span>
        <div className="min-w-0">
          <h2 className="text-lg font-semibold">Season report</h2>
          {summary.isPending ? (
            <Skeleton className="mt-1 h-5 w-64 max-w-full" />
          ) : data ? (
            <p className="text-slate-700">
              <span className="font-semibold text-navy">{data.period.label}</span> ·{' '}
              {formatCents(data.raised.totalCents)} raised from {data.sponsorCount}{' '}
              {data.sponsorCount === 1 ? 'sponsor' : 'sponsors'} and {data.donationCount}{' '}
              {data.donationCount === 1 ? 'donation' : 'donations'}
            </p>
          ) : null}
          <p className="text-sm text-slate-600">
            Every sponsor and donation, with totals per player and per tier.{' '}
            {data?.period.end
              ? 'We also email it to you when the season ends.'
              : "Add your season's dates to your team profile and we email it to you when the season ends."}
          </p>
        </div>
      </div>
      <div className="flex shrink-0 flex-wrap gap-2">
        <a href={seasonReportUrl(teamId, 'pdf')} download className={buttonClasses('primary', 'sm')}>
          <Download className="size-4" aria-hidden />
          Download PDF
        </a>
        <a href={seasonReportUrl(teamId, 'csv')} download className={buttonClasses('secondary', 'sm')}>
          <Download className="size-4" aria-hidden />
          Download CSV
        </a>
      </div>
    </Card>
  );
}
