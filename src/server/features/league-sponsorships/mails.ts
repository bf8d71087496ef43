import { formatCalendarDate } from '../../../shared/dates';
import { formatCents, formatCentsExact } from '../../../shared/money';
import type { LeagueShare } from '../../../shared/schemas/league-sponsorships';
import { receiptReference } from '../../../shared/schemas/payments';
import { type MailBlock, mailBody } from '../../email/layout';
import type { OutgoingMail } from '../../email/outbox';
import { receiptAttachment } from '../../receipts/attachment';
import { pdfReceipt, type SponsorshipReceiptInput } from '../sponsorships/mails';

/*
 * A league sponsorship's mails to the business: one receipt for the one payment, listing what each team
 * received, with each team's own receipt attached (each team is the payee of its share, for taxes); and
 * one mail when it is refunded. Each team is told of its share by the sponsorship notice.
 */

interface LeagueMailInput {
  leagueSponsorshipId: string;
  leagueName: string;
  tierName: string;
  amountCents: number;
  paidAt: Date;
  business: { contactName: string; email: string };
  appUrl: string;
}

const shareDetails = (shares: LeagueShare[]): MailBlock => ({
  details: shares.map((s) => [s.teamName, formatCentsExact(s.amountCents)] as const),
});

export async function leagueReceiptMail(
  input: LeagueMailInput,
  shares: SponsorshipReceiptInput[],
): Promise<OutgoingMail> {
  const reference = receiptReference(input.leagueSponsorshipId);
  const body = mailBody([
    `Hi ${input.business.contactName},`,
    `Thank you for sponsoring ${input.leagueName} with the ${input.tierName} package (${formatCents(input.amountCents)}, paid ${formatCalendarDate(input.paidAt.toISOString())} UTC, reference ${reference}). Your payment went through and every team has been told.`,
    `Your payment is shared among the league's teams; each team delivers the package's benefits and sends you its own receipt, attached here as a PDF:`,
    shareDetails(shares.map((s) => ({ teamName: s.team.name, amountCents: s.amountCents }))),
    {
      link: 'Follow your sponsorships and message each team from your dashboard',
      href: `${input.appUrl}/business-dashboard`,
    },
  ]);
  return {
    kind: 'sponsorship_receipt',
    to: input.business.email,
    toName: input.business.contactName,
    subject: `Your Homefield receipt ${reference}: ${input.leagueName} sponsorship`,
    ...body,
    attachments: await Promise.all(shares.map((share) => receiptAttachment(pdfReceipt(share)))),
  };
}

/** What came back of a league sponsorship: all of it (every team's share is cancelled) or part. */
export function leagueRefundMail(
  input: LeagueMailInput,
  refund: {
    whole: boolean;
    returnedCents: number;
    refundedAt: Date;
    shares: LeagueShare[];
    /** The teams whose share this refund emptied: their part of the sponsorship ends. */
    ended: string[];
  },
): OutgoingMail {
  const reference = receiptReference(input.leagueSponsorshipId);
  const back = 'The money goes back to the card you paid with; your bank may take 5 to 10 days to show it.';
  const on = `on ${formatCalendarDate(refund.refundedAt.toISOString())} (UTC)`;
  const rest =
    refund.ended.length > 0
      ? `Your sponsorship of ${refund.ended.join(' and ')} ends with it; with the other teams it stays in place.`
      : 'Your sponsorship itself stays in place.';
  const news = refund.whole
    ? `Your ${input.tierName} sponsorship of ${input.leagueName} (${formatCents(input.amountCents)}) has been refunded in full ${on}, and every team's share is cancelled. ${back}`
    : `${formatCentsExact(refund.returnedCents)} of your ${input.tierName} sponsorship of ${input.leagueName} has been refunded ${on}. ${back} ${rest}`;
  return {
    kind: 'sponsorship_refund',
    to: input.business.email,
    toName: input.business.contactName,
    subject: `Refund of your Homefield payment ${reference}: ${input.leagueName}`,
    ...mailBody([
      `Hi ${input.business.contactName},`,
      news,
      'What each team returned:',
      shareDetails(refund.shares),
    ]),
  };
}
