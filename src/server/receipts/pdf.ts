import type { PaymentProvider } from '../../shared/constants';
import { formatCalendarDate } from '../../shared/dates';
import { formatCents } from '../../shared/money';
import { type Doc, newPdf } from './pdf-document';
import { drawable } from './standard-font';

/** Everything a receipt says: a paid sponsorship or a player gift. */
export interface Receipt {
  /** 'HF-1A2B3C4D', what the payer quotes to support. */
  reference: string;
  /** When the payment went through; printed as its calendar date in UTC, as the receipt emails do. */
  date: Date;
  payerName: string;
  payerEmail: string;
  /** The team, or 'Player for Team'. */
  payeeName: string;
  /** What was paid for, and how often: 'Gold sponsorship (one-time)', 'Gift to Sam (monthly)'. */
  description: string;
  amountCents: number;
  /** Who took the card payment; null when none was recorded. */
  provider: PaymentProvider | null;
  /** SUPPORT_EMAIL: where questions about the receipt go. */
  supportEmail: string;
  /** What the payer added to cover the fees: a line of its own, in the total. */
  coverCents?: number;
  /** Where the payment goes: the platform's fee, card processing, what the team receives (shared/fees.ts). */
  feeNote?: string;
  /** What the payment is for the payer's taxes (shared/tax.ts). */
  taxNote?: string;
  /** When the payment was returned in full: the receipt is reissued marked refunded. */
  refundedAt?: Date | null;
}

export const COLOR = {
  navy: '#0B1F3A',
  gold: '#F2B705',
  field: '#1E7F4F',
  amber: '#B45309',
  amberBg: '#FEF3C7',
  body: '#334155',
  muted: '#64748B',
  line: '#E2E8F0',
  surface: '#F8FAFC',
  onNavy: '#CBD5E1',
};

export const PAGE = { width: 612, height: 792 };
export const LEFT = 54;
export const WIDTH = PAGE.width - 2 * LEFT;
export const RIGHT = LEFT + WIDTH;

export type { Doc } from './pdf-document';

export interface TextOptions {
  width?: number;
  align?: 'left' | 'right' | 'center';
  /** Longer text wraps up to this many lines and ends in an ellipsis. */
  lines?: number;
  spacing?: number;
}

/** Every string goes through drawable(): the standard fonts cannot draw emoji or most scripts. */
export function write(doc: Doc, text: string, x: number, y: number, options: TextOptions = {}): number {
  const value = drawable(text);
  const box = {
    width: options.width ?? WIDTH,
    align: options.align ?? 'left',
    characterSpacing: options.spacing ?? 0,
  };
  const width = doc.widthOfString(value, box);
  if (width <= box.width) {
    // One line that fits (most of a report's cells): placed here, without pdfkit's line wrapper, which
    // costs several times the drawing.
    const shift = { left: 0, right: box.width - width, center: (box.width - width) / 2 }[box.align];
    doc.text(value, x + shift, y, { lineBreak: false, characterSpacing: box.characterSpacing });
    return doc.currentLineHeight(true);
  }
  const height = linesOf(doc, value, box, options.lines ?? 1) * doc.currentLineHeight(true);
  doc.text(value, x, y, { ...box, height, ellipsis: true });
  return height;
}

/**
 * How many lines, at most `most`, the text takes in the current font at `box.width`. Laying it out (what
 * heightOfString does) is what a report's many cells cost, so only text wider than one line is: one line
 * needs no measuring, the ellipsis ends what does not fit (a season report spent about 20 ms a team on
 * layout before).
 */
export function linesOf(
  doc: Doc,
  text: string,
  box: { width: number; characterSpacing?: number },
  most: number,
): number {
  if (most <= 1 || doc.widthOfString(text, box) <= box.width) return 1;
  return Math.min(most, Math.round(doc.heightOfString(text, box) / doc.currentLineHeight(true)) || 1);
}

export function label(doc: Doc, text: string, x: number, y: number, options: TextOptions = {}): void {
  doc.font('Helvetica-Bold').fontSize(8).fillColor(COLOR.muted);
  write(doc, text.toUpperCase(), x, y, { spacing: 1, ...options });
}

export function rule(doc: Doc, y: number, color = COLOR.line, width = 1): void {
  doc.moveTo(LEFT, y).lineTo(RIGHT, y).lineWidth(width).strokeColor(color).stroke();
}

/**
 * The navy band every Homefield PDF opens with: the name and tagline on the left, on the right what the
 * document is (a gold kicker) and, below it, which one (a reference, a period); without one the kicker
 * sits lower, centred in the band.
 */
export function brandBand(doc: Doc, kicker: string, subline?: string): void {
  doc.rect(0, 0, PAGE.width, 112).fill(COLOR.navy);
  doc.rect(0, 112, PAGE.width, 4).fill(COLOR.gold);
  doc.font('Helvetica-Bold').fontSize(28).fillColor('#FFFFFF');
  write(doc, 'Homefield', LEFT, 38, { width: 260 });
  doc.font('Helvetica').fontSize(10).fillColor(COLOR.onNavy);
  write(doc, 'Local businesses. Local teams. One season at a time.', LEFT, 74, { width: 300 });
  doc.font('Helvetica-Bold').fontSize(11).fillColor(COLOR.gold);
  write(doc, kicker, RIGHT - 220, subline ? 44 : 52, { width: 220, align: 'right', spacing: 2 });
  if (!subline) return;
  doc.font('Helvetica').fontSize(10).fillColor('#FFFFFF');
  write(doc, subline, RIGHT - 220, 62, { width: 220, align: 'right' });
}

function title(doc: Doc, refunded: boolean): void {
  doc.font('Helvetica-Bold').fontSize(26).fillColor(COLOR.navy);
  write(doc, 'Receipt', LEFT, 148, { width: 300 });
  const pill = { width: refunded ? 92 : 64, height: 22 };
  doc
    .roundedRect(RIGHT - pill.width, 152, pill.width, pill.height, 11)
    .fill(refunded ? COLOR.amber : COLOR.field);
  doc.font('Helvetica-Bold').fontSize(10).fillColor('#FFFFFF');
  write(doc, refunded ? 'REFUNDED' : 'PAID', RIGHT - pill.width, 159, {
    width: pill.width,
    align: 'center',
    spacing: 1,
  });
}

/** Amount, date and reference side by side: what people look for first. */
function summary(doc: Doc, receipt: Receipt, amount: string): void {
  const column = WIDTH / 3;
  const items: Array<[string, string]> = [
    ['Amount paid', amount],
    ['Date paid', formatCalendarDate(receipt.date.toISOString())],
    ['Reference', receipt.reference],
  ];
  items.forEach(([name, value], i) => {
    const x = LEFT + i * column;
    label(doc, name, x, 200, { width: column - 12 });
    doc.font('Helvetica-Bold').fontSize(14).fillColor(COLOR.navy);
    write(doc, value, x, 214, { width: column - 12 });
  });
}

function party(doc: Doc, heading: string, x: number, width: number, name: string, email?: string): void {
  const top = 258;
  doc.roundedRect(x, top, width, 92, 10).lineWidth(1).fillAndStroke(COLOR.surface, COLOR.line);
  const inner = width - 32;
  label(doc, heading, x + 16, top + 16, { width: inner });
  doc.font('Helvetica-Bold').fontSize(12).fillColor(COLOR.navy);
  const used = write(doc, name, x + 16, top + 32, { width: inner, lines: 2 });
  if (email) {
    doc.font('Helvetica').fontSize(10).fillColor(COLOR.body);
    write(doc, email, x + 16, top + 36 + used, { width: inner });
  }
}

function lineItem(doc: Doc, receipt: Receipt, total: string): number {
  const top = 382;
  const amountWidth = 140;
  label(doc, 'Description', LEFT, top, { width: WIDTH - amountWidth });
  label(doc, 'Amount', RIGHT - amountWidth, top, { width: amountWidth, align: 'right' });
  rule(doc, top + 16);
  const rows: Array<[string, number]> = [[receipt.description, receipt.amountCents]];
  if (receipt.coverCents) rows.push(['Fees you chose to cover', receipt.coverCents]);
  let y = top + 28;
  doc.font('Helvetica').fontSize(11).fillColor(COLOR.body);
  for (const [description, cents] of rows) {
    const used = write(doc, description, LEFT, y, { width: WIDTH - amountWidth - 16, lines: 3 });
    write(doc, formatCents(cents), RIGHT - amountWidth, y, { width: amountWidth, align: 'right' });
    y += used + 6;
  }
  const totalTop = y + 8;
  rule(doc, totalTop);
  doc.font('Helvetica-Bold').fontSize(12).fillColor(COLOR.navy);
  write(doc, 'Total paid (USD)', LEFT, totalTop + 16, { width: 240 });
  doc.fontSize(18);
  write(doc, total, RIGHT - 200, totalTop + 12, { width: 200, align: 'right' });
  rule(doc, totalTop + 44, COLOR.navy, 1.5);
  return totalTop + 44;
}

function payment(doc: Doc, receipt: Receipt, top: number): number {
  label(doc, 'Payment method', LEFT, top + 24, { width: WIDTH });
  doc.font('Helvetica-Bold').fontSize(12).fillColor(COLOR.navy);
  write(doc, 'Paid by card', LEFT, top + 38, { width: WIDTH });
  let bottom = top + 56;
  if (receipt.feeNote) {
    doc.font('Helvetica').fontSize(10).fillColor(COLOR.body);
    bottom += write(doc, receipt.feeNote, LEFT, bottom, { width: WIDTH, lines: 2 }) + 4;
  }
  if (receipt.taxNote) {
    doc.font('Helvetica').fontSize(10).fillColor(COLOR.body);
    bottom += write(doc, receipt.taxNote, LEFT, bottom, { width: WIDTH, lines: 3 }) + 4;
  }
  if (receipt.provider === 'stripe') {
    doc.font('Helvetica').fontSize(10).fillColor(COLOR.muted);
    write(doc, 'Processed securely by Stripe.', LEFT, bottom, { width: WIDTH });
    bottom += 16;
  }
  if (receipt.provider === 'sandbox') {
    // A pretend payment must never pass for a real one on paper.
    doc.roundedRect(LEFT, bottom + 2, WIDTH, 24, 6).fill(COLOR.amberBg);
    doc.font('Helvetica-Bold').fontSize(10).fillColor(COLOR.amber);
    write(doc, 'Sandbox test payment: no real card was charged.', LEFT + 10, bottom + 9, {
      width: WIDTH - 20,
    });
    bottom += 30;
  }
  if (receipt.refundedAt) {
    doc.roundedRect(LEFT, bottom + 2, WIDTH, 24, 6).fill(COLOR.amberBg);
    doc.font('Helvetica-Bold').fontSize(10).fillColor(COLOR.amber);
    const day = formatCalendarDate(receipt.refundedAt.toISOString());
    write(doc, `Refunded in full on ${day}: this payment was returned to the card.`, LEFT + 10, bottom + 9, {
      width: WIDTH - 20,
    });
    bottom += 30;
  }
  return bottom;
}

function thanks(doc: Doc, top: number): void {
  doc.font('Helvetica-Bold').fontSize(13).fillColor(COLOR.navy);
  write(doc, 'Thank you for supporting youth sports!', LEFT, top + 28, { width: WIDTH });
  doc.font('Helvetica').fontSize(11).fillColor(COLOR.body);
  write(
    doc,
    'Your support keeps local kids on the field. Please keep this receipt for your records.',
    LEFT,
    top + 48,
    {
      width: WIDTH,
      lines: 2,
    },
  );
}

function footer(doc: Doc, receipt: Receipt): void {
  rule(doc, 716);
  doc.font('Helvetica').fontSize(9).fillColor(COLOR.muted);
  write(
    doc,
    `Questions about this receipt? Email ${receipt.supportEmail} and quote ${receipt.reference}.`,
    LEFT,
    728,
    {
      width: WIDTH,
    },
  );
  write(doc, 'Homefield: local businesses and families backing local youth teams.', LEFT, 742, {
    width: WIDTH,
  });
}

/** The receipt as a one-page US Letter PDF, drawn with the standard fonts (nothing to embed). */
export function receiptPdf(receipt: Receipt): Promise<Buffer> {
  const { doc, done } = newPdf({
    Title: `Homefield receipt ${drawable(receipt.reference)}`,
    Subject: 'Payment receipt',
    CreationDate: receipt.date,
  });
  const amount = formatCents(receipt.amountCents + (receipt.coverCents ?? 0));
  brandBand(doc, 'RECEIPT', receipt.reference);
  title(doc, Boolean(receipt.refundedAt));
  summary(doc, receipt, amount);
  party(doc, 'Paid by', LEFT, (WIDTH - 12) / 2, receipt.payerName, receipt.payerEmail);
  party(doc, 'Paid to', LEFT + (WIDTH + 12) / 2, (WIDTH - 12) / 2, receipt.payeeName);
  thanks(doc, payment(doc, receipt, lineItem(doc, receipt, amount)));
  footer(doc, receipt);
  doc.end();
  return done;
}
