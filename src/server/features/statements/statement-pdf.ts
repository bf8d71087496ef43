import PDFDocument from 'pdfkit';
import { formatCalendarDate } from '../../../shared/dates';
import { formatCentsExact } from '../../../shared/money';
import type { Statement } from '../../../shared/schemas/statements';
import { brandBand, COLOR, type Doc, LEFT, label, PAGE, RIGHT, WIDTH, write } from '../../receipts/pdf';
import { drawable } from '../../receipts/standard-font';

/** Where the body stops and the footer starts, on every page (as the season report). */
const BOTTOM = 712;
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

const COLUMNS = [
  { title: 'Date', width: 90, align: 'left' as const },
  { title: 'Entry', width: 324, align: 'left' as const },
  { title: 'Amount', width: 90, align: 'right' as const },
];

/** Every ledger entry of the period, oldest first, continued on new pages under repeated column titles. */
function entries(doc: Doc, statement: Statement, top: number): void {
  let y = top;
  const newPage = () => {
    doc.addPage({ size: 'LETTER', margin: 0 });
    doc.rect(0, 0, PAGE.width, 6).fill(COLOR.navy);
    y = 48;
  };
  const titles = () => {
    let x = LEFT;
    for (const column of COLUMNS) {
      label(doc, column.title, x, y, { width: column.width - 8, align: column.align });
      x += column.width;
    }
    y += 14;
    doc.moveTo(LEFT, y).lineTo(RIGHT, y).lineWidth(1).strokeColor(COLOR.line).stroke();
    y += 6;
  };
  if (y + 80 > BOTTOM) newPage();
  doc.font('Helvetica-Bold').fontSize(14).fillColor(COLOR.navy);
  write(doc, 'Entries', LEFT, y, { width: WIDTH });
  y += 24;
  titles();
  if (statement.lines.length === 0) {
    doc.font('Helvetica').fontSize(10).fillColor(COLOR.muted);
    write(doc, 'No money moved in this period.', LEFT, y, { width: WIDTH });
    return;
  }
  for (const line of statement.lines) {
    doc.font('Helvetica').fontSize(9.5);
    // A long business name wraps to a second line rather than losing its end.
    const description = drawable(line.description);
    const lines = Math.min(
      2,
      Math.round(
        doc.heightOfString(description, { width: COLUMNS[1]!.width - 8 }) / doc.currentLineHeight(true),
      ) || 1,
    );
    const height = Math.max(ROW, lines * doc.currentLineHeight(true) + 5);
    if (y + height > BOTTOM) {
      newPage();
      titles();
    }
    doc.font('Helvetica').fontSize(9.5).fillColor(COLOR.body);
    let x = LEFT;
    const cells = [formatCalendarDate(line.date), line.description, money(line.amountCents)];
    cells.forEach((cell, i) => {
      const column = COLUMNS[i]!;
      write(doc, cell, x, y, { width: column.width - 8, align: column.align, lines: i === 1 ? 2 : 1 });
      x += column.width;
    });
    y += height;
  }
}

/** Page numbers and what the document is, on every page once all are drawn. */
function footers(doc: Doc, statement: Statement): void {
  const { start, count } = doc.bufferedPageRange();
  for (let i = start; i < start + count; i += 1) {
    doc.switchToPage(i);
    doc.moveTo(LEFT, 724).lineTo(RIGHT, 724).lineWidth(1).strokeColor(COLOR.line).stroke();
    doc.font('Helvetica').fontSize(8).fillColor(COLOR.muted);
    write(doc, `${statement.team.name} · Money statement · ${statement.period.label}`, LEFT, 734, {
      width: WIDTH - 80,
    });
    write(doc, `Page ${i - start + 1} of ${count}`, RIGHT - 80, 734, { width: 80, align: 'right' });
  }
}

/**
 * The statement as a US Letter PDF in the season report's style: the summary on the first page, then
 * every entry. Standard fonts only; every string goes through drawable() (receipts/pdf.ts's write()).
 */
export function statementPdf(statement: Statement): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: 0,
    bufferPages: true,
    info: {
      Title: drawable(`${statement.team.name} money statement (${statement.period.label})`),
      Author: 'Homefield',
      Subject: 'Money statement',
      CreationDate: new Date(statement.generatedAt),
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  brandBand(doc, 'MONEY STATEMENT', statement.period.label);
  const y = summary(doc, statement, heading(doc, statement));
  entries(doc, statement, y);
  footers(doc, statement);
  doc.end();
  return done;
}
