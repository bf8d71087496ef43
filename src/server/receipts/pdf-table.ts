import { COLOR, type Doc, LEFT, label, linesOf, PAGE, RIGHT, WIDTH, write } from './pdf';
import { drawable } from './standard-font';

/*
 * The parts every many-page Homefield PDF shares (money statements, donors' year-end statements): a table
 * that continues on new pages under its repeated column titles, page footers, and the finished file.
 */

/** Where the body stops and the footer starts, on every page. */
export const BOTTOM = 712;
const ROW = 17;

export interface PdfColumn {
  title: string;
  width: number;
  align: 'left' | 'right';
}

export interface PdfTable {
  title: string;
  columns: PdfColumn[];
  /** One cell per column, as printed. */
  rows: string[][];
  /** The column whose long text wraps to a second line rather than losing its end. */
  wrapColumn: number;
  /** Said under the titles when there are no rows. */
  empty: string;
}

/** Draws the table from `top`, adding pages as it needs; answers where it ended. */
export function drawTable(doc: Doc, table: PdfTable, top: number): number {
  let y = top;
  const newPage = () => {
    doc.addPage({ size: 'LETTER', margin: 0 });
    doc.rect(0, 0, PAGE.width, 6).fill(COLOR.navy);
    y = 48;
  };
  const titles = () => {
    let x = LEFT;
    for (const column of table.columns) {
      label(doc, column.title, x, y, { width: column.width - 8, align: column.align });
      x += column.width;
    }
    y += 14;
    doc.moveTo(LEFT, y).lineTo(RIGHT, y).lineWidth(1).strokeColor(COLOR.line).stroke();
    y += 6;
  };
  if (y + 80 > BOTTOM) newPage();
  doc.font('Helvetica-Bold').fontSize(14).fillColor(COLOR.navy);
  write(doc, table.title, LEFT, y, { width: WIDTH });
  y += 24;
  titles();
  if (table.rows.length === 0) {
    doc.font('Helvetica').fontSize(10).fillColor(COLOR.muted);
    write(doc, table.empty, LEFT, y, { width: WIDTH });
    return y + ROW;
  }
  const wrapWidth = table.columns[table.wrapColumn]!.width - 8;
  for (const cells of table.rows) {
    doc.font('Helvetica').fontSize(9.5);
    const lines = linesOf(doc, drawable(cells[table.wrapColumn] ?? ''), { width: wrapWidth }, 2);
    const height = Math.max(ROW, lines * doc.currentLineHeight(true) + 5);
    if (y + height > BOTTOM) {
      newPage();
      titles();
    }
    doc.font('Helvetica').fontSize(9.5).fillColor(COLOR.body);
    let x = LEFT;
    cells.forEach((cell, i) => {
      const column = table.columns[i]!;
      write(doc, cell, x, y, {
        width: column.width - 8,
        align: column.align,
        lines: i === table.wrapColumn ? lines : 1,
      });
      x += column.width;
    });
    y += height;
  }
  return y;
}

/** What the document is and its page numbers, on every page once all are drawn (needs bufferPages). */
export function pageFooters(doc: Doc, what: string): void {
  const { start, count } = doc.bufferedPageRange();
  for (let i = start; i < start + count; i += 1) {
    doc.switchToPage(i);
    doc.moveTo(LEFT, 724).lineTo(RIGHT, 724).lineWidth(1).strokeColor(COLOR.line).stroke();
    doc.font('Helvetica').fontSize(8).fillColor(COLOR.muted);
    write(doc, what, LEFT, 734, { width: WIDTH - 80 });
    write(doc, `Page ${i - start + 1} of ${count}`, RIGHT - 80, 734, { width: 80, align: 'right' });
  }
}
