import { formatCents } from '../../../shared/money';
import { brandBand, COLOR, type Doc, LEFT, label, PAGE, RIGHT, WIDTH, write } from '../../receipts/pdf';
import { newPdf } from '../../receipts/pdf-document';
import { drawable } from '../../receipts/standard-font';
import { qrModules } from './qr';
import type { PlayerLink } from './service';

/*
 * The one-page flyer a team prints for a player: the Homefield band, the player's public name and team,
 * the goal, the QR code large, the link in text and a short call to give (BRAND.md colours, the receipt's
 * drawing helpers and standard fonts).
 */

const QR_SIZE = 320;

function heading(doc: Doc, link: PlayerLink): number {
  label(doc, link.teamName, LEFT, 146, { align: 'center' });
  doc.font('Helvetica-Bold').fontSize(32).fillColor(COLOR.navy);
  const used = write(doc, `Support ${link.publicName}`, LEFT, 164, { align: 'center', lines: 2 });
  doc.font('Helvetica').fontSize(14).fillColor(COLOR.body);
  const goal = link.goalCents
    ? `Help reach a season goal of ${formatCents(link.goalCents)}.`
    : 'Every gift helps the season happen.';
  write(doc, goal, LEFT, 172 + used, { align: 'center' });
  return 172 + used + 30;
}

/** The code drawn module by module, on a white card with its quiet zone. */
function code(doc: Doc, url: string, top: number): number {
  const modules = qrModules(url);
  const quiet = 4;
  const cell = QR_SIZE / (modules.length + 2 * quiet);
  const x = (PAGE.width - QR_SIZE) / 2;
  doc
    .roundedRect(x - 10, top - 10, QR_SIZE + 20, QR_SIZE + 20, 14)
    .lineWidth(2)
    .stroke(COLOR.gold);
  doc.rect(x, top, QR_SIZE, QR_SIZE).fill('#FFFFFF');
  doc.fillColor(COLOR.navy);
  modules.forEach((row, r) => {
    row.forEach((dark, c) => {
      if (dark) doc.rect(x + (c + quiet) * cell, top + (r + quiet) * cell, cell + 0.1, cell + 0.1);
    });
  });
  doc.fill(COLOR.navy);
  return top + QR_SIZE + 10;
}

function call(doc: Doc, link: PlayerLink, top: number): void {
  doc.font('Helvetica-Bold').fontSize(16).fillColor(COLOR.field);
  write(doc, 'Scan to give', LEFT, top + 18, { align: 'center' });
  doc.font('Helvetica').fontSize(11).fillColor(COLOR.body);
  write(doc, 'or visit', LEFT, top + 42, { align: 'center' });
  doc.font('Helvetica-Bold').fontSize(12).fillColor(COLOR.navy);
  const used = write(doc, link.url, LEFT, top + 58, { align: 'center', lines: 2 });
  doc.font('Helvetica').fontSize(12).fillColor(COLOR.body);
  write(
    doc,
    `A gift of any size goes to ${link.teamName}: equipment and uniforms, travel, training and team building. Pay by card in a minute; a receipt arrives by email.`,
    LEFT + 36,
    top + 70 + used,
    { width: WIDTH - 72, align: 'center', lines: 3 },
  );
}

function footer(doc: Doc): void {
  doc.moveTo(LEFT, 716).lineTo(RIGHT, 716).lineWidth(1).strokeColor(COLOR.line).stroke();
  doc.font('Helvetica').fontSize(9).fillColor(COLOR.muted);
  write(doc, 'Homefield: local businesses and families backing local youth teams.', LEFT, 728, {
    align: 'center',
  });
  write(doc, 'Payments are processed securely; Homefield never sees card details.', LEFT, 742, {
    align: 'center',
  });
}

/** The flyer as a one-page US Letter PDF. */
export function flyerPdf(link: PlayerLink): Promise<Buffer> {
  const { doc, done } = newPdf({
    Title: drawable(`Support ${link.publicName} - ${link.teamName}`),
    Subject: 'Player fundraising flyer',
  });
  brandBand(doc, 'SUPPORT A PLAYER');
  call(doc, link, code(doc, link.url, heading(doc, link)));
  footer(doc);
  doc.end();
  return done;
}
