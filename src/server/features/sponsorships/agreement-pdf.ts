import type { SponsorshipStatus } from '../../../shared/constants';
import { formatCalendarDate } from '../../../shared/dates';
import { formatBps } from '../../../shared/fees';
import { formatCentsExact } from '../../../shared/money';
import { contractPeriod, receiptReference } from '../../../shared/schemas/payments';
import { taxStatement } from '../../../shared/tax';
import { brandBand, COLOR, type Doc, LEFT, label, rule, WIDTH, write } from '../../receipts/pdf';
import { newPdf } from '../../receipts/pdf-document';
import { pageFooters } from '../../receipts/pdf-table';
import type { SponsorshipReceiptInput } from './mails';

/*
 * A sponsorship's agreement (issue 22): what the business bought from the team on Homefield, in one page
 * either party can keep. It restates the purchase; the Terms of Service govern it.
 */

export interface Agreement extends SponsorshipReceiptInput {
  status: SponsorshipStatus;
  /** When the whole payment was returned: the agreement is marked ended. */
  refundedAt: Date | null;
}

export function agreementFilename(sponsorshipId: string): string {
  return `Homefield-agreement-${receiptReference(sponsorshipId)}.pdf`;
}

function partyBox(doc: Doc, heading: string, x: number, width: number, lines: string[]): void {
  const top = 214;
  doc.roundedRect(x, top, width, 88, 10).lineWidth(1).fillAndStroke(COLOR.surface, COLOR.line);
  label(doc, heading, x + 16, top + 14, { width: width - 32 });
  doc.font('Helvetica-Bold').fontSize(12).fillColor(COLOR.navy);
  write(doc, lines[0] ?? '', x + 16, top + 30, { width: width - 32 });
  doc.font('Helvetica').fontSize(10).fillColor(COLOR.body);
  lines.slice(1).forEach((line, i) => {
    write(doc, line, x + 16, top + 50 + i * 14, { width: width - 32 });
  });
}

function statusLine(agreement: Agreement): string {
  if (agreement.refundedAt) {
    return `Ended: the payment was refunded in full on ${formatCalendarDate(agreement.refundedAt.toISOString())}.`;
  }
  return agreement.status === 'completed' ? 'Completed.' : 'In force.';
}

export async function agreementPdf(agreement: Agreement): Promise<Buffer> {
  const reference = receiptReference(agreement.sponsorshipId);
  const { doc, done } = newPdf(
    {
      Title: `Homefield sponsorship agreement ${reference}`,
      Subject: 'Sponsorship agreement',
      CreationDate: agreement.paidAt,
    },
    { bufferPages: true },
  );
  brandBand(doc, 'SPONSORSHIP AGREEMENT', reference);

  doc.font('Helvetica-Bold').fontSize(22).fillColor(COLOR.navy);
  const used = write(
    doc,
    `${agreement.tierName ?? 'Team'} sponsorship of ${agreement.team.name}`,
    LEFT,
    140,
    {
      width: WIDTH,
      lines: 2,
    },
  );
  doc.font('Helvetica').fontSize(10).fillColor(COLOR.muted);
  write(doc, statusLine(agreement), LEFT, 146 + used, { width: WIDTH });

  const half = (WIDTH - 16) / 2;
  partyBox(doc, 'Sponsor', LEFT, half, [
    agreement.business.name,
    agreement.business.contactName,
    agreement.business.email,
  ]);
  partyBox(doc, 'Team', LEFT + half + 16, half, [
    agreement.team.name,
    agreement.team.coachName,
    agreement.team.email,
  ]);

  const terms: Array<[string, string]> = [
    ['Tier', agreement.tierName ?? 'Custom amount'],
    ['Price paid', `${formatCentsExact(agreement.amountCents)} USD, by card`],
    ['Paid on', `${formatCalendarDate(agreement.paidAt.toISOString())} (UTC)`],
    ['Contract period', contractPeriod(agreement.contractStartDate, agreement.contractEndDate)],
    ['Homefield fee', `${formatBps(agreement.platformFeeBps)} of the price, from what the team receives`],
    ['Reference', `${reference} (${agreement.sponsorshipId})`],
  ];
  let y = 326;
  for (const [name, value] of terms) {
    label(doc, name, LEFT, y + 2, { width: 130 });
    doc.font('Helvetica').fontSize(10.5).fillColor(COLOR.body);
    y += Math.max(write(doc, value, LEFT + 140, y, { width: WIDTH - 140, lines: 2 }), 14) + 8;
  }
  rule(doc, y + 4);
  y += 20;
  doc.font('Helvetica-Bold').fontSize(13).fillColor(COLOR.navy);
  write(doc, 'What the team provides', LEFT, y, { width: WIDTH });
  y += 22;
  doc.font('Helvetica').fontSize(10.5).fillColor(COLOR.body);
  const benefits = agreement.tierBenefits.length
    ? agreement.tierBenefits
    : ['The recognition the team and the sponsor agreed for a custom amount.'];
  for (const benefit of benefits.slice(0, 12)) {
    y += write(doc, `•  ${benefit}`, LEFT + 8, y, { width: WIDTH - 8, lines: 2 }) + 4;
  }
  y += 12;
  doc.font('Helvetica').fontSize(9).fillColor(COLOR.muted);
  for (const note of [
    taxStatement(agreement.tax, 'sponsorship'),
    `This page restates a sponsorship bought on Homefield under its Terms of Service (${agreement.appUrl}/terms). The team provides what is listed above during the contract period.`,
    `Questions: ${agreement.supportEmail}, quoting ${reference}.`,
  ]) {
    y += write(doc, note, LEFT, y, { width: WIDTH, lines: 3 }) + 6;
  }
  pageFooters(doc, `Homefield sponsorship agreement ${reference}`);
  doc.end();
  return done;
}
