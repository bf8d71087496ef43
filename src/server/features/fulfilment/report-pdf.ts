import { EXPENSE_CATEGORY_LABELS } from '../../../shared/constants';
import { formatCalendarDate } from '../../../shared/dates';
import type { Impact } from '../../../shared/impact';
import { formatCents } from '../../../shared/money';
import type { SeasonSpending } from '../../../shared/schemas/expenses';
import { THANK_YOU_NOTE_MAX } from '../../../shared/schemas/fulfilment';
import { contractPeriod } from '../../../shared/schemas/payments';
import { brandBand, COLOR, type Doc, LEFT, label, PAGE, RIGHT, rule, WIDTH, write } from '../../receipts/pdf';
import { newPdf } from '../../receipts/pdf-document';
import { drawable } from '../../receipts/standard-font';
import type { PhotoType } from './photos';

/*
 * The sponsor's report as a US Letter PDF in the receipt's style (receipts/pdf.ts): what was bought, what
 * the team delivered (dates, notes, photos), the conversation and the impact estimate, and the team's
 * thank-you note. It runs over as many pages as the benefits need.
 */

const BOTTOM = 700;
const TOP = 54;
const PHOTO = { width: 150, height: 110 };
const PLACEHOLDER_HEIGHT = 40;
/** What a WebP photo (or one that cannot be drawn) says instead: PDFKit embeds JPEG and PNG only. */
export const PHOTO_ELSEWHERE = 'Photo on Homefield';

/** Everything the sponsor's report says about one sponsorship. */
export interface SponsorReport {
  sponsorshipId: string;
  reference: string;
  /** When the report was made (the PDF's creation date). */
  madeAt: Date;
  teamName: string;
  business: { name: string; contactName: string; email: string };
  tierName: string | null;
  amountCents: number;
  contractStartDate: string | null;
  contractEndDate: string | null;
  items: Array<{
    benefit: string;
    deliveredOn: string | null;
    note: string | null;
    photo: { bytes: Buffer; type: PhotoType } | null;
  }>;
  messageCount: number;
  impact: Impact;
  thankYouNote: string | null;
  /** Raised against spent this season, by category; null while the team has recorded no spending. */
  spending: SeasonSpending | null;
  supportEmail: string;
}

function header(doc: Doc, report: SponsorReport): number {
  brandBand(doc, 'SPONSORSHIP REPORT', report.reference);

  doc.font('Helvetica-Bold').fontSize(24).fillColor(COLOR.navy);
  const used = write(doc, report.teamName, LEFT, 144, { width: WIDTH, lines: 2 });
  doc.font('Helvetica').fontSize(11).fillColor(COLOR.body);
  write(doc, `Sponsored by ${report.business.name}`, LEFT, 148 + used, { width: WIDTH });
  return 170 + used;
}

/** Team, tier, amount and contract period side by side. */
function summary(doc: Doc, report: SponsorReport, top: number): number {
  const items: Array<[string, string]> = [
    ['Team', report.teamName],
    ['Tier', report.tierName ?? 'Custom'],
    ['Amount', formatCents(report.amountCents)],
    ['Contract period', contractPeriod(report.contractStartDate, report.contractEndDate)],
  ];
  const widths = [WIDTH * 0.27, WIDTH * 0.2, WIDTH * 0.17, WIDTH * 0.36];
  let x = LEFT;
  let tallest = 0;
  items.forEach(([name, value], i) => {
    const width = widths[i]! - 10;
    label(doc, name, x, top, { width });
    doc.font('Helvetica-Bold').fontSize(12).fillColor(COLOR.navy);
    tallest = Math.max(tallest, write(doc, value, x, top + 14, { width, lines: 2 }));
    x += widths[i]!;
  });
  return top + 14 + tallest + 18;
}

/** The impact estimate and the conversation, as figures in a shaded box. */
function figures(doc: Doc, report: SponsorReport, top: number): number {
  const height = 70;
  doc.roundedRect(LEFT, top, WIDTH, height, 10).lineWidth(1).fillAndStroke(COLOR.surface, COLOR.line);
  const items: Array<[string, number]> = [
    ['Families reached', report.impact.familiesReached],
    ['Events', report.impact.events],
    ['Brand mentions', report.impact.mentions],
    ['Messages', report.messageCount],
  ];
  const column = WIDTH / items.length;
  items.forEach(([name, value], i) => {
    const x = LEFT + 16 + i * column;
    doc.font('Helvetica-Bold').fontSize(18).fillColor(COLOR.navy);
    write(doc, value.toLocaleString('en-US'), x, top + 14, { width: column - 20 });
    label(doc, name, x, top + 40, { width: column - 20 });
  });
  doc.font('Helvetica').fontSize(8).fillColor(COLOR.muted);
  const months = report.impact.months;
  write(
    doc,
    `Community impact estimated over ${months} ${months === 1 ? 'month' : 'months'}; messages exchanged with the team on Homefield.`,
    LEFT,
    top + height + 6,
    { width: WIDTH },
  );
  return top + height + 34;
}

/** Draws the photo in its box; false when it cannot be drawn here (WebP, or a file PDFKit cannot read). */
function drawPhoto(
  doc: Doc,
  photo: NonNullable<SponsorReport['items'][number]['photo']>,
  x: number,
  y: number,
) {
  if (photo.type === 'image/webp') return false;
  try {
    doc.image(photo.bytes, x, y, { fit: [PHOTO.width, PHOTO.height], align: 'right' });
    return true;
  } catch {
    return false;
  }
}

/** A note or the thank-you in full (they are at most 500 and 1000 characters), line breaks and all. */
function paragraph(doc: Doc, text: string, x: number, y: number, width: number): number {
  doc.text(longText(text), x, y, { width });
  return doc.y - y;
}

/** drawable() for notes: their whole length (it cuts at 300 by default), and their line breaks kept. */
function longText(text: string): string {
  return text
    .split(/\r?\n/)
    .map((line) => drawable(line, THANK_YOU_NOTE_MAX))
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

function newPage(doc: Doc): number {
  doc.addPage();
  doc.rect(0, 0, PAGE.width, 6).fill(COLOR.gold);
  return TOP;
}

/** Each benefit with its delivery date, note and photo; starts a new page when one would not fit. */
function benefits(doc: Doc, report: SponsorReport, start: number): number {
  let top = start;
  const delivered = report.items.filter((item) => item.deliveredOn).length;
  doc.font('Helvetica-Bold').fontSize(14).fillColor(COLOR.navy);
  write(doc, 'Benefits delivered', LEFT, top, { width: WIDTH - 120 });
  doc.font('Helvetica-Bold').fontSize(11).fillColor(COLOR.field);
  write(doc, `${delivered} of ${report.items.length} delivered`, RIGHT - 160, top + 2, {
    width: 160,
    align: 'right',
  });
  top += 26;
  rule(doc, top);
  top += 10;
  if (report.items.length === 0) {
    doc.font('Helvetica').fontSize(11).fillColor(COLOR.body);
    write(doc, 'This tier listed no benefits.', LEFT, top, { width: WIDTH });
    return top + 28;
  }
  for (const item of report.items) {
    const textWidth = item.photo ? WIDTH - PHOTO.width - 16 : WIDTH;
    doc.font('Helvetica').fontSize(10);
    const noteHeight = item.note ? doc.heightOfString(longText(item.note), { width: textWidth }) : 0;
    const photoHeight = !item.photo
      ? 0
      : item.photo.type === 'image/webp'
        ? PLACEHOLDER_HEIGHT
        : PHOTO.height;
    if (top + Math.max(photoHeight, 48 + noteHeight) + 12 > BOTTOM) top = newPage(doc);

    const status = item.deliveredOn
      ? `Delivered ${formatCalendarDate(item.deliveredOn)}`
      : 'Not delivered yet';
    doc
      .font('Helvetica-Bold')
      .fontSize(9)
      .fillColor(item.deliveredOn ? COLOR.field : COLOR.amber);
    write(doc, status.toUpperCase(), LEFT, top, { width: textWidth, spacing: 0.5 });
    doc.font('Helvetica-Bold').fontSize(12).fillColor(COLOR.navy);
    let y = top + 14;
    y += write(doc, item.benefit, LEFT, y, { width: textWidth, lines: 3 });
    if (item.note) {
      doc.font('Helvetica').fontSize(10).fillColor(COLOR.body);
      y += 4 + paragraph(doc, item.note, LEFT, y + 4, textWidth);
    }
    let photoBottom = top;
    if (item.photo) {
      if (drawPhoto(doc, item.photo, RIGHT - PHOTO.width, top)) {
        photoBottom = top + PHOTO.height;
      } else {
        doc.roundedRect(RIGHT - PHOTO.width, top, PHOTO.width, PLACEHOLDER_HEIGHT, 6).fill(COLOR.surface);
        doc.font('Helvetica').fontSize(9).fillColor(COLOR.muted);
        write(doc, PHOTO_ELSEWHERE, RIGHT - PHOTO.width, top + 15, { width: PHOTO.width, align: 'center' });
        photoBottom = top + PLACEHOLDER_HEIGHT;
      }
    }
    top = Math.max(y, photoBottom) + 12;
    rule(doc, top);
    top += 10;
  }
  return top;
}

/** "Where the money goes": raised and spent this season, then each category with its share as a bar. */
function spendingSection(doc: Doc, spending: SeasonSpending, start: number): number {
  let top = start + 8;
  if (top + 60 + spending.byCategory.length * 24 > BOTTOM) top = newPage(doc);
  doc.font('Helvetica-Bold').fontSize(14).fillColor(COLOR.navy);
  write(doc, 'Where the money goes', LEFT, top, { width: WIDTH });
  top += 22;
  doc.font('Helvetica').fontSize(11).fillColor(COLOR.body);
  write(
    doc,
    `Raised this season: ${formatCents(spending.raisedCents)}. Spent this season: ${formatCents(spending.spentCents)}.`,
    LEFT,
    top,
    { width: WIDTH },
  );
  top += 22;
  const scale = Math.max(spending.raisedCents, spending.spentCents, 1);
  const barX = LEFT + 190;
  const barWidth = WIDTH - 190 - 80;
  for (const { category, cents } of spending.byCategory) {
    doc.font('Helvetica').fontSize(10).fillColor(COLOR.body);
    write(doc, EXPENSE_CATEGORY_LABELS[category], LEFT, top, { width: 180 });
    doc.roundedRect(barX, top + 1, barWidth, 9, 4).fill(COLOR.surface);
    doc.roundedRect(barX, top + 1, Math.max(4, (barWidth * cents) / scale), 9, 4).fill(COLOR.navy);
    doc.font('Helvetica-Bold').fontSize(10).fillColor(COLOR.navy);
    write(doc, formatCents(cents), barX + barWidth + 10, top, { width: 70 });
    top += 20;
  }
  return top + 6;
}

function thankYou(doc: Doc, report: SponsorReport, start: number): number {
  let top = start + 8;
  const note = report.thankYouNote;
  doc.font('Helvetica').fontSize(11);
  const height = note ? doc.heightOfString(longText(note), { width: WIDTH - 32 }) : 16;
  if (top + height + 60 > BOTTOM) top = newPage(doc);
  doc.font('Helvetica-Bold').fontSize(14).fillColor(COLOR.navy);
  write(doc, `A note from ${report.teamName}`, LEFT, top, { width: WIDTH, lines: 2 });
  top += 24;
  doc.roundedRect(LEFT, top, WIDTH, height + 28, 10).fill(COLOR.amberBg);
  doc
    .font(note ? 'Helvetica-Oblique' : 'Helvetica')
    .fontSize(11)
    .fillColor(COLOR.body);
  paragraph(doc, note ?? 'The team has not written a thank-you note yet.', LEFT + 16, top + 14, WIDTH - 32);
  return top + height + 28;
}

function footer(doc: Doc, report: SponsorReport): void {
  doc.font('Helvetica').fontSize(9).fillColor(COLOR.muted);
  write(
    doc,
    `Made ${formatCalendarDate(report.madeAt.toISOString())} (UTC). Questions? Email ${report.supportEmail} and quote ${report.reference}.`,
    LEFT,
    742,
    { width: WIDTH },
  );
}

export function reportPdf(report: SponsorReport): Promise<Buffer> {
  const { doc, done } = newPdf({
    Title: drawable(`Homefield sponsorship report ${report.reference}: ${report.teamName}`),
    Subject: 'Sponsorship report',
    CreationDate: report.madeAt,
  });
  let top = header(doc, report);
  top = summary(doc, report, top);
  top = figures(doc, report, top);
  top = benefits(doc, report, top);
  if (report.spending) top = spendingSection(doc, report.spending, top);
  thankYou(doc, report, top);
  footer(doc, report);
  doc.end();
  return done;
}
