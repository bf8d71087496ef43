import { inflateSync } from 'node:zlib';
import { WIN_ANSI_HIGH } from '../../src/server/receipts/standard-font';

/** Every stream of a PDF, inflated when it is Flate-compressed (as PDFKit writes them). */
function streams(pdf: Buffer): Buffer[] {
  const source = pdf.toString('latin1');
  const found: Buffer[] = [];
  for (const match of source.matchAll(/<<((?:(?!>>\s*stream)[\s\S])*)>>\s*stream\r?\n/g)) {
    const length = /\/Length (\d+)/.exec(match[1]!);
    if (!length) continue;
    const start = match.index + match[0].length;
    const raw = pdf.subarray(start, start + Number(length[1]));
    found.push(match[1]!.includes('/FlateDecode') ? inflateSync(raw) : raw);
  }
  return found;
}

/** Windows-1252 bytes (the standard fonts' encoding) as text. */
const hexText = (hex: string) =>
  String.fromCodePoint(
    ...Array.from(Buffer.from(hex, 'hex'), (byte) =>
      byte >= 0x80 && byte <= 0x9f ? WIN_ANSI_HIGH[byte - 0x80]! : byte,
    ),
  );

/** The strings a PDF draws, one per text operator (Tj or TJ), in drawing order. */
export function pdfText(pdf: Buffer): string[] {
  const lines: string[] = [];
  for (const stream of streams(pdf)) {
    const content = stream.toString('latin1');
    for (const op of content.matchAll(/\[((?:<[0-9a-fA-F]*>|[-\d.\s])*)\]\s*TJ|<([0-9a-fA-F]*)>\s*Tj/g)) {
      const pieces =
        op[1] !== undefined ? [...op[1].matchAll(/<([0-9a-fA-F]*)>/g)].map((m) => m[1]!) : [op[2]!];
      lines.push(pieces.map(hexText).join(''));
    }
  }
  return lines;
}

/** How many pages a PDF has. */
export function pdfPageCount(pdf: Buffer): number {
  return pdf.toString('latin1').match(/\/Type \/Page\b(?!s)/g)?.length ?? 0;
}

/** Every stream of a PDF as text, one after another: its drawing operators. */
export const pdfContent = (pdf: Buffer) =>
  streams(pdf)
    .map((stream) => stream.toString('latin1'))
    .join('\n');
