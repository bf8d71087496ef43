import PDFDocument from 'pdfkit';

export type Doc = PDFKit.PDFDocument;

/** What a PDF says about itself (its document properties). */
export interface PdfInfo {
  Title: string;
  Subject: string;
  CreationDate?: Date;
}

/*
 * pdfkit parses a standard font's metrics (Helvetica's widths and some 2,700 kerning pairs) again for each
 * document that uses the font: about 1 ms a font, the largest single cost of a gift's receipt (5 % of the
 * server's thread while the bench pays gifts, issue 24). The metrics never change, so each document here
 * starts with the two fonts every Homefield PDF uses already in its font cache, sharing one parse. Each
 * document still gets font objects of its own: what a font writes into a document (its id, its PDF
 * object) is per document. This reaches into pdfkit's font cache (`_fontFamilies`, `_fontCount`); the
 * PDF tests read the text of every kind of document back, and a pdfkit upgrade that moved them would fail
 * them.
 */
const SHARED_FONTS = ['Helvetica', 'Helvetica-Bold'] as const;

interface FontCache {
  _fontFamilies: Record<string, object>;
  _fontCount: number;
  _font: object;
}

/** pdfkit's AFMFont: the metrics a standard font's widths and kerning come from. */
interface AfmMetrics {
  glyphWidths: Record<string, number>;
  kernPairs: Record<string, number>;
  widthOfGlyph(glyph: string): number;
  getKernPair(left: string, right: string | undefined): number;
}

/*
 * pdfkit looks a kerning pair up by a key it builds for every pair of letters it measures (`left + '\0' +
 * right`) in an object of 2,700 keys: about half of a receipt's time (6 % of the server's thread while
 * gifts are paid). The same answers from maps keyed by the glyph names, which pdfkit takes from one
 * table of constant strings, so nothing is built or hashed per letter.
 */
function indexMetrics(afm: AfmMetrics): void {
  const widths = new Map(Object.entries(afm.glyphWidths));
  const kerns = new Map<string, Map<string, number>>();
  for (const [pair, amount] of Object.entries(afm.kernPairs)) {
    const [left, right] = pair.split('\0') as [string, string];
    const row = kerns.get(left) ?? new Map<string, number>();
    row.set(right, amount);
    kerns.set(left, row);
  }
  afm.widthOfGlyph = (glyph) => widths.get(glyph) || 0;
  afm.getKernPair = (left, right) => (right === undefined ? 0 : kerns.get(left)?.get(right) || 0);
}

let parsed: Map<string, object> | null = null;

/** Each shared font as pdfkit makes it, parsed once (in a document that is never drawn). */
function parsedFonts(): Map<string, object> {
  parsed ??= new Map(
    SHARED_FONTS.map((name) => {
      const font = (new PDFDocument({ font: name }) as unknown as FontCache)._font as { font: AfmMetrics };
      indexMetrics(font.font);
      return [name, font];
    }),
  );
  return parsed;
}

function shareFonts(doc: Doc): void {
  const cache = doc as unknown as FontCache;
  for (const [name, font] of parsedFonts()) {
    cache._fontFamilies[name] = Object.assign(Object.create(Object.getPrototypeOf(font)), font, {
      document: doc,
      id: `F${++cache._fontCount}`,
      dictionary: undefined,
      embedded: false,
    });
  }
}

/**
 * A new US Letter document with no margins, its first page open and Helvetica set, and its bytes once
 * drawn: await `done` after doc.end(). `bufferPages` keeps every page open for footers drawn last.
 */
export function newPdf(
  info: PdfInfo,
  options: { bufferPages?: boolean } = {},
): { doc: Doc; done: Promise<Buffer> } {
  // No default font: it would be parsed afresh before the shared ones could be put in place.
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: 0,
    bufferPages: options.bufferPages ?? false,
    // In the order pdfkit's callers always gave them: a document's bytes (and its /ID) follow the order.
    info: {
      Title: info.Title,
      Author: 'Homefield',
      Subject: info.Subject,
      ...(info.CreationDate ? { CreationDate: info.CreationDate } : {}),
    },
    font: null as unknown as string,
  });
  shareFonts(doc);
  doc.font('Helvetica');
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, done };
}
