import type { SeasonReport } from '../../../shared/schemas/season-report';
import { toCsv } from '../../http/csv';

export const SEASON_CSV_COLUMNS = ['Section', 'Date', 'Name', 'Tier', 'Player', 'Amount (USD)'] as const;

/** Integer cents as a plain number a spreadsheet sums: '1250.00'. */
const dollars = (cents: number) => (cents / 100).toFixed(2);

/**
 * The report as one table a spreadsheet can filter by its Section column: every sponsor, every donation,
 * then the totals per player, per tier and overall. Cells go through the admin export's csvCell, so a name
 * starting with = + - @ (or a tab, a carriage return) is neutralised with a leading quote mark.
 */
export function seasonReportCsv(report: SeasonReport): string {
  const rows: string[][] = [[...SEASON_CSV_COLUMNS]];
  for (const s of report.sponsors) {
    rows.push([
      s.kind === 'manual' ? 'Sponsor (added by hand)' : 'Sponsor',
      s.date,
      s.name,
      s.tier,
      s.player ?? '',
      dollars(s.amountCents),
    ]);
  }
  for (const d of report.donations) {
    rows.push([
      d.recurring ? 'Donation (monthly)' : 'Donation',
      d.date,
      d.donor,
      '',
      d.player,
      dollars(d.amountCents),
    ]);
  }
  for (const p of report.byPlayer) {
    rows.push(['Player total', '', '', '', p.name, dollars(p.totalCents)]);
  }
  for (const t of report.byTier) {
    rows.push([
      'Tier total',
      '',
      `${t.sponsors} ${t.sponsors === 1 ? 'sponsor' : 'sponsors'}`,
      t.tier,
      '',
      dollars(t.cents),
    ]);
  }
  rows.push(['Total raised', '', report.period.label, '', '', dollars(report.raised.totalCents)]);
  return toCsv(rows);
}

/** 'Homefield-season-report-2026-06-30' or '...-all-time', plus the extension. */
export function seasonReportFilename(report: SeasonReport, extension: 'pdf' | 'csv'): string {
  const { start, end } = report.period;
  const when = end ?? (start ? `from-${start}` : 'all-time');
  return `Homefield-season-report-${when}.${extension}`;
}
