import { Download } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import {
  CURRENT_SEASON,
  type StatementPeriodChoice,
  statementMonthLabel,
  statementUrl,
} from '../../../shared/schemas/statements';
import { Button, buttonClasses } from '../../components/ui/Button';
import { Select } from '../../components/ui/Select';
import { Skeleton } from '../../components/ui/Skeleton';
import { ApiError } from '../../lib/api';
import { useStatementPeriods } from './statements-api';

/** A choice as the select's value: 'month:2026-11' or 'season:<id>'. */
const optionValue = (choice: StatementPeriodChoice) =>
  'month' in choice ? `month:${choice.month}` : `season:${choice.seasonId}`;

function choiceOf(value: string): StatementPeriodChoice {
  const [kind, ...rest] = value.split(':');
  const key = rest.join(':');
  return kind === 'month' ? { month: key } : { seasonId: key };
}

/**
 * The team's money statement to download: a month or a season, as a CSV or a PDF. The files are links the
 * browser downloads with the session cookie; the server builds them on request from the ledger.
 */
export function StatementDownloads({ teamId }: { teamId: string }) {
  const id = useId();
  const headingId = `${id}-heading`;
  const selectId = `${id}-period`;
  const periods = useStatementPeriods(teamId);
  const [chosen, setChosen] = useState<string | null>(null);

  let body: ReactNode;
  if (periods.isPending) {
    body = (
      <div className="mt-3 space-y-3" aria-busy="true">
        <span className="sr-only">Loading the periods of your statements</span>
        <Skeleton className="h-11 w-full sm:w-80" />
        <div className="flex gap-2">
          <Skeleton className="h-9 w-36" />
          <Skeleton className="h-9 w-36" />
        </div>
      </div>
    );
  } else if (periods.isError) {
    // The server answers another team's statements as not found.
    const forbidden =
      periods.error instanceof ApiError && (periods.error.status === 403 || periods.error.status === 404);
    body = (
      <>
        <p className="mt-2 text-sm text-slate-600">
          {forbidden
            ? "Only the team's owner can download its statements."
            : 'We could not load your statements. Please try again.'}
        </p>
        {!forbidden && (
          <Button variant="secondary" size="sm" className="mt-3" onClick={() => periods.refetch()}>
            Try again
          </Button>
        )}
      </>
    );
  } else if (periods.data.months.length === 0) {
    // No ledger entry at all: every statement would be empty.
    body = (
      <p className="mt-2 text-sm text-slate-600">
        No money has moved yet: statements appear after the first payment.
      </p>
    );
  } else {
    const { months, seasons } = periods.data;
    const known = new Set([
      ...months.map((month) => optionValue({ month })),
      ...seasons.map((season) => optionValue({ seasonId: season.id })),
    ]);
    // The newest month first; a choice no longer offered (the periods were read again) falls back to it.
    const newest = optionValue({ month: months[0]! });
    const selected = chosen !== null && known.has(chosen) ? chosen : newest;
    const choice = choiceOf(selected);
    body = (
      <div className="mt-3 space-y-3">
        <div className="space-y-1.5">
          <label htmlFor={selectId} className="block text-sm font-semibold text-navy">
            Statement period
          </label>
          <div className="w-full sm:w-80">
            <Select
              id={selectId}
              value={selected}
              onChange={(event) => setChosen(event.target.value)}
              aria-describedby={`${id}-hint`}
            >
              <optgroup label="Months">
                {months.map((month) => (
                  <option key={month} value={optionValue({ month })}>
                    {statementMonthLabel(month)}
                  </option>
                ))}
              </optgroup>
              <optgroup label="Seasons">
                {seasons.map((season) => (
                  <option key={season.id} value={optionValue({ seasonId: season.id })}>
                    {season.id === CURRENT_SEASON ? `Current season · ${season.name}` : season.name}
                  </option>
                ))}
              </optgroup>
            </Select>
          </div>
          <p id={`${id}-hint`} className="text-sm text-slate-600">
            Every payment, fee, refund, transfer and payout of the period, with what Homefield held for your
            team before and after. Dates are in UTC.
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <a href={statementUrl(teamId, choice, 'csv')} download className={buttonClasses('secondary', 'sm')}>
            <Download className="size-4" aria-hidden />
            Download CSV
          </a>
          <a href={statementUrl(teamId, choice, 'pdf')} download className={buttonClasses('secondary', 'sm')}>
            <Download className="size-4" aria-hidden />
            Download PDF
          </a>
        </div>
      </div>
    );
  }

  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId} className="font-semibold text-navy">
        Statements
      </h3>
      {body}
    </section>
  );
}
