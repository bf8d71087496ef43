import { type LeagueDashboard, leagueSeasonName } from '../../../shared/schemas/leagues';
import { dollarsCell, toCsv } from '../../http/csv';

/** The league's report as a spreadsheet: a row per team, then the league's total (decision 0055). */
export function leagueReportCsv(name: string, dashboard: LeagueDashboard): string {
  const count = (value: number | null) => (value === null ? '' : String(value));
  const figures = (row: LeagueDashboard['total']) => [
    dollarsCell(row.raisedCents),
    dollarsCell(row.sponsorshipsCents),
    dollarsCell(row.manualSponsorsCents),
    dollarsCell(row.donationsCents),
    String(row.sponsors),
    String(row.players),
    count(row.benefitsDelivered),
    count(row.benefitsOwed),
  ];
  return toCsv([
    ['League', name],
    ['Season', leagueSeasonName(dashboard.season)],
    [],
    [
      'Team',
      'Season',
      'Raised',
      'Sponsorships',
      'Added by hand',
      'Donations',
      'Sponsors',
      'Players',
      'Benefits delivered',
      'Benefits owed',
    ],
    ...dashboard.teams.map((row) => [row.teamName, row.seasonLabel, ...figures(row)]),
    ['League total', '', ...figures(dashboard.total)],
  ]);
}

export const leagueReportFilename = (
  slug: string,
  season: LeagueDashboard['season'],
  extension: 'csv' | 'pdf',
) => `${slug}-league-report-${season}.${extension}`;
