import { formatCalendarDate } from '../../../shared/dates';
import { formatCents } from '../../../shared/money';
import { benefitsLine, type LeagueDashboard, leagueSeasonName } from '../../../shared/schemas/leagues';
import { brandBand, COLOR, LEFT, label, WIDTH, write } from '../../receipts/pdf';
import { newPdf } from '../../receipts/pdf-document';
import { drawTable, type PdfColumn, pageFooters } from '../../receipts/pdf-table';
import { drawable } from '../../receipts/standard-font';

/* The league's report as a US Letter PDF (decision 0055): the totals, then a row per team. */

const COLUMNS: PdfColumn[] = [
  { title: 'Team', width: 184, align: 'left' },
  { title: 'Raised', width: 80, align: 'right' },
  { title: 'Sponsors', width: 70, align: 'right' },
  { title: 'Players', width: 70, align: 'right' },
  { title: 'Benefits delivered', width: 100, align: 'right' },
];

export function leagueReportPdf(
  name: string,
  dashboard: LeagueDashboard,
  generatedAt: Date,
): Promise<Buffer> {
  const season = leagueSeasonName(dashboard.season);
  const { doc, done } = newPdf(
    {
      Title: drawable(`${name} league report (${season})`),
      Subject: 'League report',
      CreationDate: generatedAt,
    },
    { bufferPages: true },
  );
  brandBand(doc, 'LEAGUE REPORT', season);
  doc.font('Helvetica-Bold').fontSize(24).fillColor(COLOR.navy);
  const used = write(doc, name, LEFT, 140, { width: WIDTH, lines: 2 });
  doc.font('Helvetica').fontSize(10).fillColor(COLOR.muted);
  write(
    doc,
    `${season} · ${dashboard.teams.length} ${dashboard.teams.length === 1 ? 'team' : 'teams'} · Generated ${formatCalendarDate(generatedAt.toISOString())}`,
    LEFT,
    144 + used,
    { width: WIDTH },
  );
  const top = 176 + used;
  const { total } = dashboard;
  const figures: Array<[string, string]> = [
    ['Raised', formatCents(total.raisedCents)],
    ['Sponsors', String(total.sponsors)],
    ['Players', String(total.players)],
    ['Benefits delivered', benefitsLine(total)],
  ];
  doc.roundedRect(LEFT, top, WIDTH, 64, 10).lineWidth(1).fillAndStroke(COLOR.surface, COLOR.line);
  const column = WIDTH / figures.length;
  figures.forEach(([title, value], i) => {
    const x = LEFT + 14 + i * column;
    label(doc, title, x, top + 14, { width: column - 20 });
    doc.font('Helvetica-Bold').fontSize(16).fillColor(COLOR.navy);
    write(doc, value, x, top + 32, { width: column - 20 });
  });
  drawTable(
    doc,
    {
      title: 'Teams',
      columns: COLUMNS,
      rows: [
        ...dashboard.teams.map((row) => [
          `${row.teamName} (${row.seasonLabel})`,
          formatCents(row.raisedCents),
          String(row.sponsors),
          String(row.players),
          benefitsLine(row),
        ]),
        [
          'League total',
          formatCents(total.raisedCents),
          String(total.sponsors),
          String(total.players),
          benefitsLine(total),
        ],
      ],
      wrapColumn: 0,
      empty: 'No teams in the league yet.',
    },
    top + 96,
  );
  pageFooters(doc, `${name} · League report · ${season}`);
  doc.end();
  return done;
}
