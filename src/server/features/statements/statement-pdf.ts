import { formatCalendarDate } from '../../../shared/dates';
import { formatCentsExact } from '../../../shared/money';
import type { Statement } from '../../../shared/schemas/statements';
import { brandBand, COLOR, type Doc, LEFT, label, RIGHT, WIDTH, write } from '../../receipts/pdf';
import { newPdf } from '../../receipts/pdf-document';
import { drawTable, type PdfColumn, pageFooters } from '../../receipts/pdf-table';
import { drawable } from '../../receipts/standard-font';

const ROW = 17;

const money = (cents: number) => formatCentsExact(cents);

function periodDates(statement: Statement): string {
  const { from, to } = statement.period;
  return `${from ? formatCalendarDate(from) : 'The beginning'} – ${formatCalendarDate(to)} (UTC)`;
}

/** The team, the period and the day the statement was made. */
function heading(doc: Doc, statement: Statement): number {
  doc.font('Helvetica-Bold').fontSize(24).fillColor(COLOR.navy);
  const used = write(doc, statement.team.name, LEFT, 140, { width: WIDTH, lines: 2 });
  doc.font('Helvetica').fontSize(11).fillColor(COLOR.body);
  const kind = statement.period.kind === 'season' ? 'Season' : 'Month';
  write(doc, `Money statement · ${kind}: ${statement.period.label}`, LEFT, 144 + used, { width: WIDTH });
  doc.fontSize(9).fillColor(COLOR.muted);
  write(
    doc,
    `${periodDates(statement)} · Generated ${formatCalendarDate(statement.generatedAt)}`,
    LEFT,
    162 + used,
    { width: WIDTH },
  );
  return 190 + used;
}

/**
 * The summary: what was held when the period began, what the team earned in it, what moved on, and what
 * is held at its end. The earned figures add up to Net earned; opening + net earned - transferred is the
 * closing balance.
 */
function summary(doc: Doc, statement: Statement, top: number): number {
  const s = statement.summary;
  const rows: Array<{ name: string; cents: number; strong?: boolean; note?: string }> = [
    { name: 'Opening balance held by Homefield', cents: s.openingHeldCents, strong: true },
    { name: 'Payments received', cents: s.paymentsCents, note: 'with fees covered by payers' },
    { name: 'Card processing fees', cents: s.processingFeesCents },
    { name: 'Homefield fees', cents: s.platformFeesCents, note: 'net of fees returned' },
    { name: 'Refunds', cents: s.refundsCents },
    { name: 'Disputes', cents: s.disputesCents },
    { name: 'Net earned', cents: s.netEarnedCents, strong: true },
    { name: 'Transferred to your payout account', cents: s.transferredCents },
    { name: 'Paid out to your bank', cents: s.paidOutCents, note: 'from your payout account' },
    { name: 'Closing balance held by Homefield', cents: s.closingHeldCents, strong: true },
  ];
  const height = 28 + rows.length * ROW + 8;
  doc.roundedRect(LEFT, top, WIDTH, height, 10).lineWidth(1).fillAndStroke(COLOR.surface, COLOR.line);
  label(doc, 'Summary', LEFT + 16, top + 12, { width: WIDTH - 32 });
  let y = top + 30;
  rows.forEach((row, i) => {
    // A rule above each total; the opening balance starts the box.
    if (row.strong && i > 0) {
      doc
        .moveTo(LEFT + 16, y - 3)
        .lineTo(RIGHT - 16, y - 3)
        .lineWidth(0.75)
        .strokeColor(COLOR.line)
        .stroke();
    }
    doc
      .font(row.strong ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(10)
      .fillColor(row.strong ? COLOR.navy : COLOR.body);
    write(doc, row.note ? `${row.name} (${row.note})` : row.name, LEFT + 16, y, { width: WIDTH - 160 });
    write(doc, money(row.cents), RIGHT - 136, y, { width: 120, align: 'right' });
    y += ROW;
  });
  doc.font('Helvetica').fontSize(8.5).fillColor(COLOR.muted);
  const note =
    'Homefield holds what your team earns until it is transferred to your payout account: the closing balance is the opening balance plus net earned, less what was transferred. Transfers and payouts move money and change nothing your team earned; a payout goes from your payout account to your bank.';
  const used = write(doc, note, LEFT, top + height + 8, { width: WIDTH, lines: 3 });
  return top + height + 8 + used + 20;
}

const COLUMNS: PdfColumn[] = [
  { title: 'Date', width: 90, align: 'left' },
  { title: 'Entry', width: 324, align: 'left' },
  { title: 'Amount', width: 90, align: 'right' },
];

/**
 * The statement as a US Letter PDF in the season report's style: the summary on the first page, then
 * every entry. Standard fonts only; every string goes through drawable() (receipts/pdf.ts's write()).
 */
export function statementPdf(statement: Statement): Promise<Buffer> {
  const { doc, done } = newPdf(
    {
      Title: drawable(`${statement.team.name} money statement (${statement.period.label})`),
      Subject: 'Money statement',
      CreationDate: new Date(statement.generatedAt),
    },
    { bufferPages: true },
  );

  brandBand(doc, 'MONEY STATEMENT', statement.period.label);
  const y = summary(doc, statement, heading(doc, statement));
  drawTable(
    doc,
    {
      title: 'Entries',
      columns: COLUMNS,
      rows: statement.lines.map((line) => [
        formatCalendarDate(line.date),
        line.description,
        money(line.amountCents),
      ]),
      wrapColumn: 1,
      empty: 'No money moved in this period.',
    },
    y,
  );
  pageFooters(doc, `${statement.team.name} · Money statement · ${statement.period.label}`);
  doc.end();
  return done;
}
