import { formatCalendarDate } from '../../../shared/dates';
import { formatCentsExact } from '../../../shared/money';
import { publicPlayerName } from '../../../shared/player-name';
import { receiptReference } from '../../../shared/schemas/payments';
import { taxStatement } from '../../../shared/tax';
import { visibleName } from '../../../shared/visible-text';
import type { DbOrTx } from '../../db/client';
import { brandBand, COLOR, LEFT, label, WIDTH, write } from '../../receipts/pdf';
import { newPdf } from '../../receipts/pdf-document';
import { BOTTOM, drawTable, type PdfColumn, pageFooters } from '../../receipts/pdf-table';
import { drawable } from '../../receipts/standard-font';
import { teamTaxOf } from '../../receipts/tax';
import { giftsOfYear } from './page';

/*
 * A donor's year-end statement (issue 22): every gift of a calendar year (UTC) from one address, what each
 * still counts for after refunds, and what each team is for the donor's taxes, in the receipts' words.
 */

const COLUMNS: PdfColumn[] = [
  { title: 'Date', width: 80, align: 'left' },
  { title: 'Gift', width: 274, align: 'left' },
  { title: 'Tax', width: 80, align: 'left' },
  { title: 'Amount', width: 70, align: 'right' },
];

export function givingStatementFilename(year: number): string {
  return `Homefield-giving-statement-${year}.pdf`;
}

export async function givingStatementPdf(
  db: DbOrTx,
  email: string,
  year: number,
  generatedAt: Date,
): Promise<Buffer> {
  const gifts = (await giftsOfYear(db, email, year)).map((row) => ({
    ...row,
    counted: Math.max(row.amount - Number(row.refundedCents), 0),
    tax: teamTaxOf(visibleName(row.teamName), row),
  }));
  const total = gifts.reduce((sum, gift) => sum + gift.counted, 0);
  const exempt = gifts.filter((gift) => gift.tax.exempt).reduce((sum, gift) => sum + gift.counted, 0);

  const { doc, done } = newPdf(
    { Title: `Homefield giving statement ${year}`, Subject: 'Giving statement', CreationDate: generatedAt },
    { bufferPages: true },
  );
  brandBand(doc, 'GIVING STATEMENT', String(year));

  doc.font('Helvetica-Bold').fontSize(24).fillColor(COLOR.navy);
  write(doc, `Your gifts in ${year}`, LEFT, 140, { width: WIDTH });
  doc.font('Helvetica').fontSize(10).fillColor(COLOR.muted);
  write(
    doc,
    `${email} · January 1 – December 31, ${year} (UTC) · Generated ${formatCalendarDate(generatedAt.toISOString())}`,
    LEFT,
    172,
    { width: WIDTH },
  );

  const boxTop = 200;
  doc.roundedRect(LEFT, boxTop, WIDTH, 70, 10).lineWidth(1).fillAndStroke(COLOR.surface, COLOR.line);
  const figures: Array<[string, string]> = [
    ['Gifts', String(gifts.length)],
    ['Total given', formatCentsExact(total)],
    ['Tax-exempt gifts', formatCentsExact(exempt)],
  ];
  figures.forEach(([name, value], i) => {
    const x = LEFT + 16 + (i * (WIDTH - 32)) / 3;
    label(doc, name, x, boxTop + 16, { width: (WIDTH - 32) / 3 - 8 });
    doc.font('Helvetica-Bold').fontSize(16).fillColor(COLOR.navy);
    write(doc, value, x, boxTop + 34, { width: (WIDTH - 32) / 3 - 8 });
  });
  doc.font('Helvetica').fontSize(8.5).fillColor(COLOR.muted);
  write(
    doc,
    'Amounts are what each gift still counts for after any refund; fees you chose to cover are not included.',
    LEFT,
    boxTop + 78,
    { width: WIDTH, lines: 2 },
  );

  let y = drawTable(
    doc,
    {
      title: 'Gifts',
      columns: COLUMNS,
      rows: gifts.map((gift) => [
        formatCalendarDate(gift.paidAt!.toISOString()),
        `${publicPlayerName(gift)} for ${gift.tax.teamName} (${gift.isRecurring ? 'monthly' : 'one-time'}) · ${receiptReference(gift.id)}`,
        // The EIN is in the team's statement under the table.
        gift.tax.exempt ? 'Tax-exempt' : 'Not deductible',
        formatCentsExact(gift.counted),
      ]),
      wrapColumn: 1,
      empty: `No gifts were made from this address in ${year}.`,
    },
    boxTop + 110,
  );

  // Each team's statement once, as its receipts say it.
  const statements = [...new Set(gifts.map((gift) => taxStatement(gift.tax, 'gift')))];
  if (statements.length) {
    y += 16;
    for (const statement of statements) {
      doc.font('Helvetica').fontSize(9).fillColor(COLOR.body);
      const height = doc.heightOfString(drawable(statement), { width: WIDTH }) + 6;
      if (y + height > BOTTOM) {
        doc.addPage({ size: 'LETTER', margin: 0 });
        y = 48;
      }
      y += write(doc, statement, LEFT, y, { width: WIDTH, lines: 3 }) + 6;
    }
  }
  pageFooters(doc, `Homefield giving statement ${year} · ${email}`);
  doc.end();
  return done;
}
