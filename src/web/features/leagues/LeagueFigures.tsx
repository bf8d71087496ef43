import { useState } from 'react';
import { formatCents } from '../../../shared/money';
import {
  benefitsLine,
  type LeagueDashboard,
  type LeagueSeason,
  leagueSeasonName,
} from '../../../shared/schemas/leagues';
import { Card } from '../../components/ui/Card';
import { DownloadLink } from '../../components/ui/DownloadLink';
import { EmptyState } from '../../components/ui/EmptyState';
import { Select } from '../../components/ui/Select';
import { Skeleton } from '../../components/ui/Skeleton';
import { StatCard } from '../../components/ui/StatCard';
import { leagueReportPath, useLeagueDashboard } from './api';

/** On a phone, each team as a short card instead of a table's row. */
function FiguresList({ dashboard }: { dashboard: LeagueDashboard }) {
  return (
    <ul className="space-y-3 sm:hidden">
      {dashboard.teams.map((row) => (
        <li key={row.teamId}>
          <Card className="p-4">
            <p className="font-semibold break-words text-navy">{row.teamName}</p>
            <p className="text-xs text-slate-500">{row.seasonLabel}</p>
            <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
              {(
                [
                  ['Raised', formatCents(row.raisedCents)],
                  ['Sponsors', String(row.sponsors)],
                  ['Players', String(row.players)],
                  ['Benefits delivered', benefitsLine(row)],
                ] as const
              ).map(([label, value]) => (
                <div key={label}>
                  <dt className="text-slate-600">{label}</dt>
                  <dd className="font-semibold text-navy tabular-nums">{value}</dd>
                </div>
              ))}
            </dl>
          </Card>
        </li>
      ))}
    </ul>
  );
}

function FiguresTable({ dashboard }: { dashboard: LeagueDashboard }) {
  const { total } = dashboard;
  return (
    <Card className="hidden overflow-x-auto sm:block">
      <table className="w-full min-w-[36rem] text-left text-sm">
        <caption className="sr-only">Each team's figures and the league's total</caption>
        <thead className="border-b border-slate-200 text-slate-600">
          <tr>
            <th scope="col" className="px-4 py-3 font-semibold">
              Team
            </th>
            <th scope="col" className="px-4 py-3 text-right font-semibold">
              Raised
            </th>
            <th scope="col" className="px-4 py-3 text-right font-semibold">
              Sponsors
            </th>
            <th scope="col" className="px-4 py-3 text-right font-semibold">
              Players
            </th>
            <th scope="col" className="px-4 py-3 text-right font-semibold">
              Benefits delivered
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {dashboard.teams.map((row) => (
            <tr key={row.teamId}>
              <th scope="row" className="px-4 py-3 font-medium text-navy">
                {row.teamName}
                <span className="block text-xs font-normal text-slate-500">{row.seasonLabel}</span>
              </th>
              <td className="px-4 py-3 text-right tabular-nums">{formatCents(row.raisedCents)}</td>
              <td className="px-4 py-3 text-right tabular-nums">{row.sponsors}</td>
              <td className="px-4 py-3 text-right tabular-nums">{row.players}</td>
              <td className="px-4 py-3 text-right tabular-nums">{benefitsLine(row)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot className="border-t-2 border-slate-200 font-semibold text-navy">
          <tr>
            <th scope="row" className="px-4 py-3">
              League total
            </th>
            <td className="px-4 py-3 text-right tabular-nums">{formatCents(total.raisedCents)}</td>
            <td className="px-4 py-3 text-right tabular-nums">{total.sponsors}</td>
            <td className="px-4 py-3 text-right tabular-nums">{total.players}</td>
            <td className="px-4 py-3 text-right tabular-nums">{benefitsLine(total)}</td>
          </tr>
        </tfoot>
      </table>
    </Card>
  );
}

/** The league dashboard: the totals, each team's row, a season picker and the report to download. */
export function LeagueFigures() {
  const [season, setSeason] = useState<LeagueSeason>('current');
  const dashboard = useLeagueDashboard(season);
  const data = dashboard.data;
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="w-full sm:w-64">
          <label htmlFor="league-season" className="mb-1.5 block text-sm font-semibold text-navy">
            Season
          </label>
          <Select
            id="league-season"
            value={String(season)}
            onChange={(event) =>
              setSeason(event.target.value === 'current' ? 'current' : Number(event.target.value))
            }
          >
            {(['current', ...(data?.pastSeasons ?? [])] as const).map((value) => (
              <option key={value} value={value}>
                {leagueSeasonName(value)}
              </option>
            ))}
          </Select>
        </div>
        <div className="flex gap-1">
          <DownloadLink href={leagueReportPath(season, 'pdf')} label="Download the league report as a PDF">
            Download PDF
          </DownloadLink>
          <DownloadLink
            href={leagueReportPath(season, 'csv')}
            label="Download the league report as a spreadsheet"
          >
            Download CSV
          </DownloadLink>
        </div>
      </div>
      {dashboard.isPending ? (
        <div className="space-y-4" aria-busy="true">
          <Skeleton className="h-24 w-full" />
          <Skeleton className="h-48 w-full" />
        </div>
      ) : dashboard.isError ? (
        <EmptyState
          title="Could not load the league's figures"
          description="Please refresh the page to try again."
        />
      ) : data!.teams.length === 0 ? (
        <EmptyState
          title="No teams yet"
          description="Invite your league's teams below. Their figures appear here as soon as a coach accepts."
        />
      ) : (
        <>
          <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
            <StatCard label="Raised" value={formatCents(data!.total.raisedCents)} />
            <StatCard label="Sponsors" value={String(data!.total.sponsors)} />
            <StatCard label="Players" value={String(data!.total.players)} />
            <StatCard label="Benefits delivered" value={benefitsLine(data!.total)} />
          </div>
          <FiguresTable dashboard={data!} />
          <FiguresList dashboard={data!} />
        </>
      )}
    </div>
  );
}
