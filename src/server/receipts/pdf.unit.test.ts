import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { pdfContent, pdfPageCount, pdfText } from '../../../tests/support/receipts';
import { receiptAttachment, receiptFilename } from './attachment';
import { type Receipt, receiptPdf, write } from './pdf';
import { type Doc, newPdf } from './pdf-document';
import { drawable } from './standard-font';

const receipt: Receipt = {
  reference: 'HF-1A2B3C4D',
  date: new Date('2026-03-05T17:00:00Z'),
  payerName: 'Riverside Hardware & Supply',
  payerEmail: 'owner@riverside.example',
  payeeName: 'Portland Thunder U12',
  description: 'Gold sponsorship (one-time)',
  amountCents: 125_000,
  provider: 'stripe',
  supportEmail: 'help@homefield.example',
};

async function drawn(overrides: Partial<Receipt> = {}) {
  const pdf = await receiptPdf({ ...receipt, ...overrides });
  return { pdf, lines: pdfText(pdf), text: pdfText(pdf).join('\n') };
}

describe('receiptPdf', () => {
  it('is a one-page PDF naming payer, payee, item, amount, date, reference and where to ask', async () => {
    const { pdf, lines, text } = await drawn();
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdfPageCount(pdf)).toBe(1);
    for (const line of [
      'Homefield',
      'Receipt',
      'HF-1A2B3C4D',
      'Mar 5, 2026',
      'Riverside Hardware & Supply',
      'owner@riverside.example',
      'Portland Thunder U12',
      'Gold sponsorship (one-time)',
      '$1,250',
      'Paid by card',
      'Processed securely by Stripe.',
      'Thank you for supporting youth sports!',
    ]) {
      expect(lines).toContain(line);
    }
    expect(text).toContain(
      'Questions about this receipt? Email help@homefield.example and quote HF-1A2B3C4D.',
    );
    expect(text).not.toMatch(/sandbox/i);
  });

  it('shows cents when there are any, and the payment day in UTC', async () => {
    const { lines } = await drawn({ amountCents: 1250, date: new Date('2026-03-06T03:30:00Z') });
    expect(lines).toContain('$12.50');
    expect(lines).not.toContain('$1,250');
    expect(lines).toContain('Mar 6, 2026');
  });

  it('marks a sandbox payment as a test, so it never passes for a real one', async () => {
    const { lines } = await drawn({ provider: 'sandbox' });
    expect(lines).toContain('Paid by card');
    expect(lines).toContain('Sandbox test payment: no real card was charged.');
    expect(lines).not.toContain('Processed securely by Stripe.');
  });

  it('draws names with emoji, right-to-left scripts, controls and PDF syntax without crashing', async () => {
    const { pdf, lines } = await drawn({
      payerName: 'Zoë’s Café 😀 (Team) \\ <b> שלום',
      payeeName: 'Łukasz\u202E for مرحبا FC 👨‍👩‍👧',
      payerEmail: 'zoe@example.org\r\nBcc: x@example.org',
      description: 'Gift to Ana\tMaría (monthly)',
    });
    expect(pdfPageCount(pdf)).toBe(1);
    expect(lines).toContain('Zoë’s Café ? (Team) \\ <b> ????');
    expect(lines).toContain('Lukasz for ????? FC ?');
    expect(lines).toContain('zoe@example.org Bcc: x@example.org');
    expect(lines).toContain('Gift to Ana María (monthly)');
  });

  it('keeps to one page whatever the length of the names, ending long ones in an ellipsis', async () => {
    const long = 'Wildcats Booster Club '.repeat(40);
    const { pdf, lines } = await drawn({
      payerName: long,
      payeeName: long,
      payerEmail: `${'x'.repeat(300)}@example.org`,
      description: long,
    });
    expect(pdfPageCount(pdf)).toBe(1);
    expect(lines.filter((line) => line.endsWith('…')).length).toBeGreaterThanOrEqual(4);
    expect(lines).toContain('Thank you for supporting youth sports!');
  });
});

describe('write', () => {
  it('draws a line that fits as it is, where its alignment puts it, and wraps a longer one', async () => {
    const { doc, done: bytes } = newPdf({ Title: 'write', Subject: 'test' });
    doc.font('Helvetica').fontSize(10);
    const line = doc.currentLineHeight(true);
    const width = doc.widthOfString('$1,250');
    expect(write(doc, '$1,250', 100, 100, { width: 200, align: 'right' })).toBe(line);
    expect(write(doc, 'Paid', 100, 120, { width: 200, align: 'center' })).toBe(line);
    const long = 'Season sponsorship of the Portland Thunder U12, with every benefit the tier lists';
    expect(write(doc, long, 100, 140, { width: 120, lines: 2 })).toBe(2 * line);
    expect(write(doc, long, 100, 180, { width: 120 })).toBe(line);
    doc.end();
    const pdf = await bytes;
    const drawn = pdfText(pdf);
    expect(drawn.slice(0, 2)).toEqual(['$1,250', 'Paid']);
    // Two lines, then one, each ending in an ellipsis where the text goes on.
    expect(drawn).toHaveLength(5);
    expect(drawn[3]).toMatch(/…$/);
    expect(drawn[4]).toMatch(/^Season .*…$/);
    // Right-aligned: it ends at the box's right edge (x 300); centred: it sits in the middle.
    const x = [...pdfContent(pdf).matchAll(/1 0 0 1 ([\d.]+) [\d.]+ Tm/g)].map((m) => Number(m[1]));
    expect(x[0]).toBeCloseTo(300 - width, 1);
    expect(x[1]).toBeCloseTo(200 - doc.widthOfString('Paid') / 2, 1);
  });
});

describe('drawable', () => {
  it.each([
    ['Café Zoë – “Quotes” € ™', 'Café Zoë – “Quotes” € ™'],
    ['Łukasz Żółć Őrs', 'Lukasz Zólc Ors'],
    ['ﬁeld', 'field'],
    ['a\tb\n\nc  d', 'a b c d'],
    ['\u202Eevil\u200B name\u200F', 'evil name'],
    ['⚽️ Team 👨‍👩‍👧', '? Team ?'],
    ['Ωmega', '?mega'],
    ['  ', ''],
    // Latin-1 alone, drawn as it is (whitespace, no-break spaces included, made one space).
    ['  Crème\u00a0brûlée,  ¿Señor? ½ × 3 ', 'Crème brûlée, ¿Señor? ½ × 3'],
    ['a\u0301 Zoe\u0308', 'á Zoë'],
  ])('draws %j as %j', (input, output) => {
    expect(drawable(input)).toBe(output);
  });

  it('cuts text at the length given', () => {
    expect(drawable('a'.repeat(500))).toHaveLength(300);
    expect(drawable('abcdef', 3)).toBe('abc');
  });
});

describe('receiptAttachment', () => {
  it('is the PDF, named after the reference', async () => {
    const attachment = await receiptAttachment(receipt);
    expect(attachment).toMatchObject({
      filename: 'Homefield-receipt-HF-1A2B3C4D.pdf',
      contentType: 'application/pdf',
    });
    expect(pdfText(attachment.content)).toContain('Riverside Hardware & Supply');
    expect(receiptFilename('HF/1 2?')).toBe('Homefield-receipt-HF-1-2-.pdf');
  });
});

describe('newPdf', () => {
  const info = { Title: 'Fonts', Subject: 'test', CreationDate: new Date('2026-03-05T17:00:00Z') };
  const draw = (doc: Doc, bold: boolean) => {
    doc.font('Helvetica').fontSize(12).text('Portland Thunder U12 · $1,250', 54, 100, { lineBreak: false });
    if (bold) doc.font('Helvetica-Bold').fontSize(20).text('AVA Wolf', 54, 140, { lineBreak: false });
    doc.end();
  };

  it('draws byte for byte what pdfkit draws alone, with the fonts parsed once for every document', async () => {
    for (const bold of [true, false]) {
      const plain = new PDFDocument({
        size: 'LETTER',
        margin: 0,
        info: {
          Title: info.Title,
          Author: 'Homefield',
          Subject: info.Subject,
          CreationDate: info.CreationDate,
        },
      });
      const expected = new Promise<Buffer>((resolve) => {
        const chunks: Buffer[] = [];
        plain.on('data', (chunk: Buffer) => chunks.push(chunk));
        plain.on('end', () => resolve(Buffer.concat(chunks)));
      });
      draw(plain, bold);
      const shared = newPdf(info);
      draw(shared.doc, bold);
      expect((await shared.done).equals(await expected)).toBe(true);
    }
  });

  it('gives each document fonts of its own: one names only the fonts it drew with', async () => {
    const regular = newPdf(info);
    const both = newPdf(info);
    draw(both.doc, true);
    draw(regular.doc, false);
    const fontsOf = async (done: Promise<Buffer>) =>
      [...(await done).toString('latin1').matchAll(/\/BaseFont \/([\w-]+)/g)].map((m) => m[1]);
    expect(await fontsOf(both.done)).toEqual(['Helvetica', 'Helvetica-Bold']);
    expect(await fontsOf(regular.done)).toEqual(['Helvetica']);
  });
});
