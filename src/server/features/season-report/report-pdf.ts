import { formatCalendarDate } from '../../../shared/dates';
import { formatCents } from '../../../shared/money';
import type { SeasonMonth, SeasonReport } from '../../../shared/schemas/season-report';
import { brandBand, COLOR, type Doc, LEFT, label, PAGE, RIGHT, WIDTH, write } from '../../receipts/pdf';
import { newPdf } from '../../receipts/pdf-document';
import { drawable } from '../../receipts/standard-font';

/** Where the body stops and the footer starts, on every page. */
const BOTTOM = 712;
const GAP = 24;

/** Made once: toLocaleString builds a formatter on every call, 1 % of a rollover's thread (issue 24). */
const SHORT_MONTH = new Intl.DateTimeFormat('en-US', { month: 'short', timeZone: 'UTC' });

/** 'Mar' (and 'Mar 2026' where the year starts or changes) for a 'YYYY-MM'. */
function monthLabel(month: string, withYear: boolean): string {
  const name = SHORT_MONTH.format(new Date(`${month}-01T00:00:00Z`));
  return withYear ? `${name} ${month.slice(0, 4)}` : name;
}

/** The team, the season, and the four figures of Total Raised. */
function summary(doc: Doc, report: SeasonReport): number {
  doc.font('Helvetica-Bold').fontSize(24).fillColor(COLOR.navy);
  const used = write(doc, report.team.name, LEFT, 140, { width: WIDTH, lines: 2 });
  doc.font('Helvetica').fontSize(11).fillColor(COLOR.body);
  write(doc, `Season report · ${report.period.label}`, LEFT, 144 + used, { width: WIDTH });
  const top = 176 + used;
  const column = WIDTH / 4;
  const figures: Array<[string, number]> = [
    ['Total raised', report.raised.totalCents],
    ['Sponsorships', report.raised.sponsorshipsCents],
    ['Added by hand', report.raised.manualSponsorsCents],
    ['Donations', report.raised.donationsCents],
  ];
  doc.roundedRect(LEFT, top, WIDTH, 62, 10).lineWidth(1).fillAndStroke(COLOR.surface, COLOR.line);
  figures.forEach(([name, cents], i) => {
    const x = LEFT + 14 + i * column;
    label(doc, name, x, top + 14, { width: column - 20 });
    doc
      .font('Helvetica-Bold')
      .fontSize(i === 0 ? 18 : 14)
      .fillColor(i === 0 ? COLOR.field : COLOR.navy);
    write(doc, formatCents(cents), x, top + 30, { width: column - 20 });
  });
  doc.font('Helvetica').fontSize(9).fillColor(COLOR.muted);
  write(
    doc,
    `${report.sponsorCount} ${report.sponsorCount === 1 ? 'sponsor' : 'sponsors'} and ${report.donationCount} ${report.donationCount === 1 ? 'donation' : 'donations'}. Sponsorships count once paid; donations once the payment succeeded.`,
    LEFT,
    top + 70,
    { width: WIDTH, lines: 2 },
  );
  return top + 96;
}

function chartTitle(doc: Doc, title: string, x: number, y: number, width: number): void {
  doc.font('Helvetica-Bold').fontSize(12).fillColor(COLOR.navy);
  write(doc, title, x, y, { width });
}

function nothingYet(doc: Doc, x: number, y: number, width: number): void {
  doc.font('Helvetica').fontSize(10).fillColor(COLOR.muted);
  write(doc, 'Nothing raised in this period yet.', x, y, { width });
}

/** Raised over time: what came in each month (gold bars) and the running total (navy line). */
function overTimeChart(doc: Doc, months: SeasonMonth[], top: number): number {
  const height = 150;
  chartTitle(doc, 'Raised over time', LEFT, top, WIDTH);
  if (months.length === 0 || months.at(-1)!.cumulativeCents === 0) {
    nothingYet(doc, LEFT, top + 22, WIDTH);
    return top + 48;
  }
  const plot = { x: LEFT + 56, y: top + 26, width: WIDTH - 64, height: height - 44 };
  const max = months.at(-1)!.cumulativeCents;
  const yOf = (cents: number) => plot.y + plot.height - (cents / max) * plot.height;
  doc.font('Helvetica').fontSize(8);
  for (const share of [0, 0.5, 1]) {
    const y = yOf(max * share);
    doc
      .moveTo(plot.x, y)
      .lineTo(plot.x + plot.width, y)
      .lineWidth(0.5)
      .strokeColor(COLOR.line)
      .stroke();
    doc.fillColor(COLOR.muted);
    write(doc, formatCents(share === 1 ? max : Math.round((max * share) / 100) * 100), LEFT, y - 4, {
      width: 50,
      align: 'right',
    });
  }
  const step = plot.width / months.length;
  const barWidth = Math.min(28, step * 0.6);
  const every = Math.ceil(months.length / 12);
  months.forEach((month, i) => {
    const center = plot.x + step * (i + 0.5);
    if (month.raisedCents > 0) {
      const y = yOf(month.raisedCents);
      doc.rect(center - barWidth / 2, y, barWidth, plot.y + plot.height - y).fill(COLOR.gold);
    }
    if (i % every === 0) {
      doc.font('Helvetica').fontSize(8).fillColor(COLOR.muted);
      const withYear = i === 0 || month.month.endsWith('-01');
      write(doc, monthLabel(month.month, withYear), center - step * every * 0.5, plot.y + plot.height + 6, {
        width: step * every,
        align: 'center',
      });
    }
  });
  const points = months.map((month, i) => [plot.x + step * (i + 0.5), yOf(month.cumulativeCents)] as const);
  doc.moveTo(points[0]![0], points[0]![1]);
  for (const [x, y] of points.slice(1)) doc.lineTo(x, y);
  doc.lineWidth(2).strokeColor(COLOR.navy).stroke();
  for (const [x, y] of points) doc.circle(x, y, 2.5).fill(COLOR.navy);
  // The key, so a reader who never saw the dashboard knows which is which.
  const keyY = top + 2;
  doc.rect(RIGHT - 210, keyY + 2, 10, 8).fill(COLOR.gold);
  doc.font('Helvetica').fontSize(8).fillColor(COLOR.body);
  write(doc, 'In the month', RIGHT - 196, keyY + 2, { width: 70 });
  doc
    .moveTo(RIGHT - 116, keyY + 6)
    .lineTo(RIGHT - 104, keyY + 6)
    .lineWidth(2)
    .strokeColor(COLOR.navy)
    .stroke();
  write(doc, 'Running total', RIGHT - 98, keyY + 2, { width: 98 });
  return top + height + GAP;
}

/** Horizontal bars, largest first; past `limit` rows the rest are summed as 'Everyone else'. */
function barChart(
  doc: Doc,
  title: string,
  rows: Array<{ label: string; cents: number }>,
  x: number,
  top: number,
  width: number,
  limit = 6,
): number {
  chartTitle(doc, title, x, top, width);
  const sorted = rows.filter((row) => row.cents > 0).sort((a, b) => b.cents - a.cents);
  if (sorted.length === 0) {
    nothingYet(doc, x, top + 22, width);
    return top + 48;
  }
  const shown =
    sorted.length > limit
      ? [
          ...sorted.slice(0, limit - 1),
          { label: 'Everyone else', cents: sorted.slice(limit - 1).reduce((t, r) => t + r.cents, 0) },
        ]
      : sorted;
  const max = Math.max(...shown.map((row) => row.cents));
  let y = top + 24;
  for (const row of shown) {
    doc.font('Helvetica').fontSize(9).fillColor(COLOR.body);
    write(doc, row.label, x, y, { width: width - 70 });
    doc.font('Helvetica-Bold').fillColor(COLOR.navy);
    write(doc, formatCents(row.cents), x + width - 70, y, { width: 70, align: 'right' });
    doc.roundedRect(x, y + 13, width, 7, 3.5).fill(COLOR.surface);
    doc.roundedRect(x, y + 13, Math.max(4, (row.cents / max) * width), 7, 3.5).fill(COLOR.field);
    y += 28;
  }
  return y + GAP / 2;
}

interface Column {
  title: string;
  width: number;
  align?: 'left' | 'right';
}

/** A table that continues on new pages, repeating its column titles. */
class Tables {
  y: number;
  constructor(
    private readonly doc: Doc,
    top: number,
  ) {
    this.y = top;
  }

  private newPage(): void {
    this.doc.addPage({ size: 'LETTER', margin: 0 });
    this.doc.rect(0, 0, PAGE.width, 6).fill(COLOR.navy);
    this.y = 48;
  }

  private columnTitles(columns: Column[]): void {
    let x = LEFT;
    for (const column of columns) {
      label(this.doc, column.title, x, this.y, { width: column.width - 8, align: column.align });
      x += column.width;
    }
    this.y += 14;
    this.doc.moveTo(LEFT, this.y).lineTo(RIGHT, this.y).lineWidth(1).strokeColor(COLOR.line).stroke();
    this.y += 6;
  }

  table(title: string, columns: Column[], rows: string[][], total?: string[]): void {
    if (this.y + 80 > BOTTOM) this.newPage();
    this.doc.font('Helvetica-Bold').fontSize(14).fillColor(COLOR.navy);
    write(this.doc, title, LEFT, this.y, { width: WIDTH });
    this.y += 24;
    this.columnTitles(columns);
    if (rows.length === 0) {
      this.doc.font('Helvetica').fontSize(10).fillColor(COLOR.muted);
      write(this.doc, 'None in this period.', LEFT, this.y, { width: WIDTH });
      this.y += 16;
    }
    const lines = total ? [...rows, total] : rows;
    lines.forEach((cells, index) => {
      const isTotal = total !== undefined && index === lines.length - 1;
      if (this.y + 18 > BOTTOM) {
        this.newPage();
        this.columnTitles(columns);
      }
      if (isTotal) {
        this.doc.moveTo(LEFT, this.y).lineTo(RIGHT, this.y).lineWidth(1.5).strokeColor(COLOR.navy).stroke();
        this.y += 4;
      }
      let x = LEFT;
      this.doc
        .font(isTotal ? 'Helvetica-Bold' : 'Helvetica')
        .fontSize(9.5)
        .fillColor(isTotal ? COLOR.navy : COLOR.body);
      cells.forEach((cell, i) => {
        const column = columns[i]!;
        write(this.doc, cell, x, this.y, { width: column.width - 8, align: column.align });
        x += column.width;
      });
      this.y += 16;
    });
    this.y += GAP;
  }
}

/** Page numbers and the report's name, on every page once all are drawn. */
function footers(doc: Doc, report: SeasonReport): void {
  const { start, count } = doc.bufferedPageRange();
  for (let i = start; i < start + count; i += 1) {
    doc.switchToPage(i);
    doc.moveTo(LEFT, 724).lineTo(RIGHT, 724).lineWidth(1).strokeColor(COLOR.line).stroke();
    doc.font('Helvetica').fontSize(8).fillColor(COLOR.muted);
    write(doc, `${report.team.name} · Season report · ${report.period.label}`, LEFT, 734, {
      width: WIDTH - 80,
    });
    write(doc, `Page ${i - start + 1} of ${count}`, RIGHT - 80, 734, { width: 80, align: 'right' });
  }
}

const money = (cents: number) => formatCents(cents);
const day = (date: string) => formatCalendarDate(date);

/**
 * The season report as a US Letter PDF: the figures and the three charts (vector shapes, like the
 * dashboard's SVG ones) on the first page, then every sponsor, every donation, and the totals per player
 * and per tier. Standard fonts only; every string goes through drawable() (receipts/pdf.ts's write()).
 */
export function seasonReportPdf(report: SeasonReport, generatedAt: Date = new Date()): Promise<Buffer> {
  const { doc, done } = newPdf(
    {
      Title: drawable(`${report.team.name} season report (${report.period.label})`),
      Subject: 'Season report',
      CreationDate: generatedAt,
    },
    { bufferPages: true },
  );

  brandBand(doc, 'SEASON REPORT', report.period.label);
  let y = summary(doc, report);
  y = overTimeChart(doc, report.overTime, y);
  const half = (WIDTH - GAP) / 2;
  const tiers = report.byTier.map((t) => ({ label: t.tier, cents: t.cents }));
  const players = report.byPlayer.map((p) => ({ label: p.name, cents: p.totalCents }));
  const left = barChart(doc, 'Raised by tier', tiers, LEFT, y, half);
  const right = barChart(doc, 'Raised by player', players, LEFT + half + GAP, y, half);

  const tables = new Tables(doc, Math.max(left, right));
  tables.table(
    'Sponsors',
    [
      { title: 'Date', width: 84 },
      { title: 'Sponsor', width: 170 },
      { title: 'Tier', width: 90 },
      { title: 'Brought by', width: 90 },
      { title: 'Amount', width: 70, align: 'right' },
    ],
    report.sponsors.map((s) => [day(s.date), s.name, s.tier, s.player ?? '', money(s.amountCents)]),
    ['', 'Total', '', '', money(report.raised.sponsorshipsCents + report.raised.manualSponsorsCents)],
  );
  tables.table(
    'Donations',
    [
      { title: 'Date', width: 84 },
      { title: 'Player', width: 140 },
      { title: 'From', width: 140 },
      { title: 'Monthly', width: 70 },
      { title: 'Amount', width: 70, align: 'right' },
    ],
    report.donations.map((d) => [
      day(d.date),
      d.player,
      d.donor,
      d.recurring ? 'Yes' : '',
      money(d.amountCents),
    ]),
    ['', 'Total', '', '', money(report.raised.donationsCents)],
  );
  tables.table(
    'Totals per player',
    [
      { title: 'Player', width: 220 },
      { title: 'Donations', width: 95, align: 'right' },
      { title: 'Sponsorships', width: 95, align: 'right' },
      { title: 'Total', width: 94, align: 'right' },
    ],
    report.byPlayer.map((p) => [
      p.name,
      money(p.donationsCents),
      money(p.sponsorshipsCents),
      money(p.totalCents),
    ]),
    [
      'Total raised',
      money(report.raised.donationsCents),
      money(report.raised.sponsorshipsCents + report.raised.manualSponsorsCents),
      money(report.raised.totalCents),
    ],
  );
  tables.table(
    'Totals per tier',
    [
      { title: 'Tier', width: 260 },
      { title: 'Sponsors', width: 120, align: 'right' },
      { title: 'Amount', width: 124, align: 'right' },
    ],
    report.byTier.map((t) => [t.tier, String(t.sponsors), money(t.cents)]),
    [
      'Total',
      String(report.sponsorCount),
      money(report.raised.sponsorshipsCents + report.raised.manualSponsorsCents),
    ],
  );
  footers(doc, report);
  doc.end();
  return done;
}
