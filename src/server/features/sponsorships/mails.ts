import type { PaymentProvider } from '../../../shared/constants';
import { formatCalendarDate } from '../../../shared/dates';
import { type FeeBreakdown, feeLines, feeSentence } from '../../../shared/fees';
import { formatCents, formatCentsExact } from '../../../shared/money';
import { contractPeriod, receiptReference } from '../../../shared/schemas/payments';
import { type TeamTax, taxStatement } from '../../../shared/tax';
import { type MailBlock, mailBody } from '../../email/layout';
import type { OutgoingMail } from '../../email/outbox';
import { receiptAttachment } from '../../receipts/attachment';
import type { Receipt } from '../../receipts/pdf';

/** Everything a paid sponsorship's receipt says, read in the fulfilment transaction. */
export interface SponsorshipReceiptInput {
  sponsorshipId: string;
  amountCents: number;
  paidAt: Date;
  tierName: string | null;
  tierBenefits: string[];
  contractStartDate: string | null;
  contractEndDate: string | null;
  paymentId: string | null;
  /** The sponsorship's provider, named on the PDF receipt. */
  provider: PaymentProvider | null;
  business: { name: string; contactName: string; email: string };
  team: { name: string; coachName: string; email: string };
  appUrl: string;
  /** SUPPORT_EMAIL, printed on the PDF receipt. */
  supportEmail: string;
  /** The platform's rate shown before paying, and where the payment goes. */
  platformFeeBps: number;
  fees: FeeBreakdown;
  /** What the payment is for the business's taxes. */
  tax: TeamTax;
}

export interface ReceiptLine {
  label: string;
  value: string;
}

export interface SponsorshipReceipt {
  reference: string;
  title: string;
  lines: ReceiptLine[];
  benefits: string[];
}

/**
 * The receipt itself, in one place: the email renders it, and a PDF attachment can render the same lines.
 * Dates are shown in UTC, the only zone a server-made document can be sure of.
 */
export function sponsorshipReceipt(input: SponsorshipReceiptInput): SponsorshipReceipt {
  const reference = receiptReference(input.sponsorshipId);
  return {
    reference,
    title: `Receipt ${reference}`,
    lines: [
      { label: 'Paid by', value: input.business.name },
      { label: 'Paid to', value: input.team.name },
      { label: 'Item', value: `${input.tierName ?? 'Team'} sponsorship` },
      { label: 'Amount', value: `${formatCents(input.amountCents)} USD` },
      ...feeLines(input.fees, input.platformFeeBps),
      { label: 'Date', value: `${formatCalendarDate(input.paidAt.toISOString())} (UTC)` },
      { label: 'Tax', value: taxStatement(input.tax, 'sponsorship') },
      {
        label: 'Contract period',
        value: contractPeriod(input.contractStartDate, input.contractEndDate),
      },
      { label: 'Reference', value: `${reference} (${input.sponsorshipId})` },
      ...(input.paymentId ? [{ label: 'Payment id', value: input.paymentId }] : []),
    ],
    benefits: input.tierBenefits,
  };
}

/** The receipt's lines, then what the tier includes. */
function receiptBlocks(receipt: SponsorshipReceipt): MailBlock[] {
  return [
    { details: receipt.lines.map((line) => [line.label, line.value] as const), strong: true },
    ...(receipt.benefits.length ? [{ list: receipt.benefits, title: "What's included" }] : []),
  ];
}

/** The PDF's summary of the same payment: a sponsorship is paid once; reissued marked refunded. */
export function pdfReceipt(input: SponsorshipReceiptInput, refundedAt: Date | null = null): Receipt {
  return {
    refundedAt,
    reference: receiptReference(input.sponsorshipId),
    date: input.paidAt,
    payerName: input.business.name,
    payerEmail: input.business.email,
    payeeName: input.team.name,
    description: `${input.tierName ?? 'Team'} sponsorship (one-time)`,
    amountCents: input.amountCents,
    feeNote: feeSentence(input.fees, input.platformFeeBps),
    taxNote: taxStatement(input.tax, 'sponsorship'),
    provider: input.provider,
    supportEmail: input.supportEmail,
  };
}

/** The payer's receipt, with the same receipt as a PDF to keep. */
export async function sponsorshipReceiptMail(input: SponsorshipReceiptInput): Promise<OutgoingMail> {
  const receipt = sponsorshipReceipt(input);
  const dashboard = `${input.appUrl}/business-dashboard`;
  const greeting = `Hi ${input.business.contactName},`;
  const intro = `Thank you for sponsoring ${input.team.name}! Your payment went through and the team has been told. This is your receipt; a PDF copy is attached for your records.`;
  return {
    attachments: [await receiptAttachment(pdfReceipt(input))],
    kind: 'sponsorship_receipt',
    to: input.business.email,
    toName: input.business.contactName,
    subject: `Your Homefield receipt ${receipt.reference}: ${input.team.name} sponsorship`,
    ...mailBody([
      greeting,
      intro,
      { heading: receipt.title },
      ...receiptBlocks(receipt),
      {
        lead: 'Follow your sponsorship and message the team from your dashboard.',
        actions: [{ label: 'Open my dashboard', href: dashboard }],
      },
    ]),
  };
}

/** The team's notice that a sponsor paid. */
export function sponsorshipNoticeMail(input: SponsorshipReceiptInput): OutgoingMail {
  const receipt = sponsorshipReceipt(input);
  const dashboard = `${input.appUrl}/team-dashboard`;
  const greeting = `Hi ${input.team.coachName},`;
  const news = `Great news: ${input.business.name} just sponsored ${input.team.name} with the ${input.tierName ?? 'team'} tier (${formatCents(input.amountCents)}). The payment has gone through.`;
  return {
    kind: 'sponsorship_notice',
    to: input.team.email,
    toName: input.team.coachName,
    replyTo: input.business.email,
    subject: `${input.business.name} sponsored ${input.team.name} on Homefield`,
    ...mailBody([
      greeting,
      news,
      ...receiptBlocks(receipt),
      {
        lead: 'Say thank you and plan the next steps from your dashboard.',
        actions: [{ label: 'Open my dashboard', href: dashboard }],
      },
    ]),
  };
}

/**
 * The payment was returned. In full, the sponsorship is cancelled and the business gets its receipt again,
 * marked refunded; in part (`partCents`), the sponsorship stands and the receipt says what came back.
 */
export async function sponsorshipRefundMail(
  input: SponsorshipReceiptInput,
  refundedAt: Date,
  partCents: number | null,
): Promise<OutgoingMail> {
  const receipt = sponsorshipReceipt(input);
  const day = `${formatCalendarDate(refundedAt.toISOString())} (UTC)`;
  receipt.lines.push({
    label: 'Refunded',
    value: partCents === null ? day : `${formatCentsExact(partCents)} on ${day}`,
  });
  const greeting = `Hi ${input.business.contactName},`;
  const back = 'The money goes back to the card you paid with; your bank may take 5 to 10 days to show it.';
  const sponsorship = `${input.tierName ?? 'team'} sponsorship of ${input.team.name} (${formatCents(input.amountCents)})`;
  const news =
    partCents === null
      ? `Your ${sponsorship} has been refunded in full, and the sponsorship is cancelled. ${back} The receipt below and the attached PDF are marked refunded.`
      : `${formatCentsExact(partCents)} of your ${sponsorship} has been refunded. ${back} Your sponsorship itself stays in place.`;
  return {
    attachments: partCents === null ? [await receiptAttachment(pdfReceipt(input, refundedAt))] : [],
    kind: 'sponsorship_refund',
    to: input.business.email,
    toName: input.business.contactName,
    subject: `Refunded: your ${input.team.name} sponsorship (${receipt.reference})`,
    ...mailBody([
      greeting,
      news,
      { heading: receipt.title },
      ...receiptBlocks(receipt),
      `Questions? Reply to ${input.supportEmail}.`,
    ]),
  };
}
