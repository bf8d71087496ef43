import type { PaymentProvider } from '../../../shared/constants';
import { formatCalendarDate } from '../../../shared/dates';
import { type FeeBreakdown, feeLines, feeSentence } from '../../../shared/fees';
import { formatCents, formatCentsExact } from '../../../shared/money';
import { receiptReference } from '../../../shared/schemas/payments';
import { type TeamTax, taxStatement } from '../../../shared/tax';
import { type MailBlock, mailBody } from '../../email/layout';
import type { OutgoingMail } from '../../email/outbox';
import { receiptAttachment } from '../../receipts/attachment';

/** Everything a donation's receipt and the team's notice say, read in the fulfilment transaction. */
export interface DonationReceiptInput {
  donationId: string;
  amountCents: number;
  paidAt: Date;
  isRecurring: boolean;
  /** A later month of a monthly donation (not its first payment). */
  isRenewal: boolean;
  donor: { name: string | null; email: string | null };
  /** The donor allowed the team to see their name. */
  showName: boolean;
  /** The roster's full name: the team's notice only. */
  playerName: string;
  /** First name and last initial (shared/player-name.ts): everything that leaves the team. */
  publicPlayerName: string;
  team: { name: string; coachName: string; email: string };
  /** The player's page, while the player is on the roster. */
  playerUrl: string | null;
  /** Monthly donations: the link that stops them, without an account (DECISIONS, Money). */
  cancelUrl: string | null;
  nextRenewalAt: Date | null;
  paymentId: string | null;
  /** Who took the card payment, printed on the PDF. */
  provider: PaymentProvider | null;
  /** SUPPORT_EMAIL: where questions about the receipt go. */
  supportEmail: string;
  appUrl: string;
  /** The platform's rate shown before paying, and where the payment goes (with any fees the donor covered). */
  platformFeeBps: number;
  fees: FeeBreakdown;
  /** What the gift is for the donor's taxes. */
  tax: TeamTax;
}

export interface DonationReceiptLine {
  label: string;
  value: string;
}

/** The receipt itself: the email renders it, and a PDF attachment can render the same lines. */
export interface DonationReceipt {
  reference: string;
  title: string;
  lines: DonationReceiptLine[];
}

/** Dates are UTC, the only zone a server-made document can be sure of. */
const utcDay = (date: Date) => `${formatCalendarDate(date.toISOString())} (UTC)`;

const perMonth = (input: DonationReceiptInput) =>
  `${formatCents(input.amountCents)}${input.isRecurring ? ' a month' : ''}`;

export function donationReceipt(input: DonationReceiptInput): DonationReceipt {
  const reference = receiptReference(input.donationId);
  const payer = input.donor.name ?? input.donor.email ?? 'Anonymous supporter';
  return {
    reference,
    title: `Receipt ${reference}`,
    lines: [
      { label: 'Paid by', value: payer },
      { label: 'Paid to', value: `${input.playerName}, ${input.team.name}` },
      {
        label: 'Donation',
        value: input.isRecurring
          ? `Monthly donation${input.isRenewal ? ' (renewal)' : ' (first month)'}`
          : 'One-time donation',
      },
      { label: 'Amount', value: `${formatCents(input.amountCents)} USD` },
      ...(input.fees.coverCents
        ? [
            { label: 'Fees you covered', value: formatCentsExact(input.fees.coverCents) },
            { label: 'Total charged', value: `${formatCentsExact(input.fees.chargedCents)} USD` },
          ]
        : []),
      ...feeLines(input.fees, input.platformFeeBps),
      { label: 'Date', value: utcDay(input.paidAt) },
      { label: 'Tax', value: taxStatement(input.tax, 'gift') },
      ...(input.nextRenewalAt ? [{ label: 'Next payment', value: utcDay(input.nextRenewalAt) }] : []),
      { label: 'Reference', value: `${reference} (${input.donationId})` },
      ...(input.paymentId ? [{ label: 'Payment id', value: input.paymentId }] : []),
    ],
  };
}

function receiptBlocks(receipt: DonationReceipt): MailBlock[] {
  return [
    { heading: receipt.title },
    { details: receipt.lines.map((line) => [line.label, line.value] as const), strong: true },
  ];
}

/** A monthly gift's link that stops it, said after `lead`. */
const cancelAction = (lead: string, cancelUrl: string): MailBlock => ({
  lead,
  actions: [{ label: 'Cancel monthly donation', href: cancelUrl }],
});

const giftsAction = (appUrl: string, lead?: string): MailBlock => ({
  lead,
  actions: [{ label: 'See all my gifts', href: `${appUrl}/giving` }],
});

/** The PDF copy of the donor's receipt; marked refunded when it is reissued for a refund. */
export function donationReceiptPdf(
  input: DonationReceiptInput,
  email: string,
  refundedAt: Date | null = null,
) {
  return receiptAttachment({
    reference: receiptReference(input.donationId),
    date: input.paidAt,
    payerName: input.donor.name ?? email,
    payerEmail: email,
    payeeName: `${input.playerName} for ${input.team.name}`,
    description: `Gift to ${input.playerName} (${input.isRecurring ? 'monthly' : 'one-time'})`,
    amountCents: input.amountCents,
    coverCents: input.fees.coverCents,
    feeNote: feeSentence(input.fees, input.platformFeeBps),
    taxNote: taxStatement(input.tax, 'gift'),
    provider: input.provider,
    supportEmail: input.supportEmail,
    refundedAt,
  });
}

/**
 * The donor's receipt: payer, payee, amount, date and reference, and for a monthly donation the link that
 * cancels it. Null when the donor left no email. It leaves the team, so the player is named by first name
 * and last initial (the team's notice keeps the full name).
 */
export async function donationReceiptMail(full: DonationReceiptInput): Promise<OutgoingMail | null> {
  const email = full.donor.email;
  if (!email) return null;
  const input = { ...full, playerName: full.publicPlayerName };
  const receipt = donationReceipt(input);
  const pdf = await donationReceiptPdf(input, email);
  const greeting = input.donor.name ? `Hi ${input.donor.name},` : 'Hi,';
  const thanks = input.isRenewal
    ? `This month's donation of ${formatCents(input.amountCents)} to ${input.playerName} (${input.team.name}) went through. Thank you for your continued support!`
    : `Thank you for supporting ${input.playerName} and ${input.team.name}! Your donation of ${perMonth(input)} went through and the team has been told. This is your receipt; a PDF copy is attached for your records.`;
  const renews = 'Your donation renews every month until you cancel it. No account is needed to stop it.';
  return {
    attachments: [pdf],
    kind: 'donation_receipt',
    to: email,
    toName: input.donor.name,
    subject: `Your Homefield receipt ${receipt.reference}: donation to ${input.playerName}`,
    ...mailBody([
      greeting,
      thanks,
      ...receiptBlocks(receipt),
      input.cancelUrl && cancelAction(renews, input.cancelUrl),
      input.playerUrl && { link: `${input.playerName}'s page`, href: input.playerUrl },
      giftsAction(
        input.appUrl,
        'All your gifts and receipts, and your monthly donations to change or pause.',
      ),
    ]),
  };
}

/** The donor's name as the team may see it: only if they allowed it. */
const nameForTeam = (input: DonationReceiptInput) => (input.showName ? input.donor.name : null);

/** The team's notice of a gift: the donor's name only if they allowed it, never their email. */
export function donationNoticeMail(input: DonationReceiptInput): OutgoingMail {
  const receipt = donationReceipt({ ...input, donor: { name: nameForTeam(input), email: null } });
  const dashboard = `${input.appUrl}/team-dashboard`;
  const greeting = `Hi ${input.team.coachName},`;
  const what = input.isRenewal
    ? "this month's payment of a monthly donation"
    : input.isRecurring
      ? 'a new monthly donation'
      : 'a donation';
  const news = `Great news: ${input.playerName} received ${what} of ${formatCents(input.amountCents)} from ${nameForTeam(input) ?? 'an anonymous supporter'}. It counts toward ${input.team.name}'s Total Raised.`;
  return {
    kind: 'donation_notice',
    to: input.team.email,
    toName: input.team.coachName,
    subject: `${input.playerName} received a ${formatCents(input.amountCents)} donation on Homefield`,
    ...mailBody([
      greeting,
      news,
      ...receiptBlocks(receipt),
      {
        lead: "See your team's figures on your dashboard.",
        actions: [{ label: 'Open my dashboard', href: dashboard }],
      },
    ]),
  };
}

/**
 * A monthly gift stopped because its player left the roster (issue 19): the donor is told it will not be
 * charged again, and offered the team's page to give to another player of the team instead.
 */
export function monthlyGiftStoppedMail(input: {
  to: { email: string; name: string | null };
  playerName: string;
  teamName: string;
  amountCents: number;
  teamUrl: string;
}): OutgoingMail {
  const greeting = input.to.name ? `Hi ${input.to.name},` : 'Hi,';
  const news = `${input.playerName} is no longer on ${input.teamName}'s roster, so your monthly donation of ${formatCents(input.amountCents)} has been stopped. You will not be charged for it again.`;
  const offer = `Thank you for your support. If you would like to keep supporting ${input.teamName}, you can give to another player of the team from its page.`;
  return {
    kind: 'donation_stopped',
    to: input.to.email,
    toName: input.to.name,
    subject: `Your monthly donation to ${input.playerName} has stopped`,
    ...mailBody([
      greeting,
      news,
      offer,
      { actions: [{ label: `Support ${input.teamName}`, href: input.teamUrl }] },
    ]),
  };
}

/** The donor stopped a monthly gift (from the receipt's link or their giving page): the confirmation. */
export function monthlyGiftCancelledMail(input: {
  to: { email: string; name: string | null };
  playerName: string;
  teamName: string;
  amountCents: number;
  givingUrl: string;
  /** Why it stopped, when the donor did not stop it themselves. */
  why?: string;
}): OutgoingMail {
  const greeting = input.to.name ? `Hi ${input.to.name},` : 'Hi,';
  const news = `${input.why ? `${input.why} ` : ''}Your monthly donation of ${formatCents(input.amountCents)} to ${input.playerName} (${input.teamName}) is cancelled. You will not be charged for it again; what you already gave stays with the team.`;
  const more = 'Your receipts and a yearly statement stay on your giving page.';
  return {
    kind: 'donation_cancelled',
    to: input.to.email,
    toName: input.to.name,
    subject: `Cancelled: your monthly donation to ${input.playerName}`,
    ...mailBody([
      greeting,
      news,
      { lead: more, actions: [{ label: 'Open my giving page', href: input.givingUrl }] },
      'Thank you for your support.',
    ]),
  };
}

/**
 * A payment was returned: the donor gets the receipt again with what was refunded, and is told whether the
 * monthly gift goes on (a refund of one month does not stop the next ones; the link still does). `partCents`
 * is what a partial refund returned; null when the whole payment is now refunded (its PDF is marked so).
 */
export async function donationRefundMail(
  full: DonationReceiptInput,
  refundedAt: Date,
  partCents: number | null,
): Promise<OutgoingMail | null> {
  const email = full.donor.email;
  if (!email) return null;
  const input = { ...full, playerName: full.publicPlayerName };
  const receipt = donationReceipt(input);
  receipt.lines.push(
    partCents === null
      ? { label: 'Refunded', value: utcDay(refundedAt) }
      : { label: 'Refunded', value: `${formatCentsExact(partCents)} on ${utcDay(refundedAt)}` },
  );
  const greeting = input.donor.name ? `Hi ${input.donor.name},` : 'Hi,';
  const back = 'The money goes back to the card you paid with; your bank may take 5 to 10 days to show it.';
  const news =
    partCents === null
      ? `Your donation of ${formatCents(input.amountCents)} to ${input.playerName} (${input.team.name}) has been refunded in full. ${back} The receipt below and the attached PDF are marked refunded.`
      : `${formatCentsExact(partCents)} of your donation of ${formatCents(input.amountCents)} to ${input.playerName} (${input.team.name}) has been refunded. ${back} The rest of your gift still counts for ${input.playerName}.`;
  const goesOn =
    'Your monthly donation itself goes on: the next month will be charged as usual unless you cancel it.';
  return {
    attachments: partCents === null ? [await donationReceiptPdf(input, email, refundedAt)] : [],
    kind: 'donation_refund',
    to: email,
    toName: input.donor.name,
    subject: `Refunded: your donation to ${input.playerName} (${receipt.reference})`,
    ...mailBody([
      greeting,
      news,
      ...receiptBlocks(receipt),
      input.cancelUrl ? cancelAction(goesOn, input.cancelUrl) : giftsAction(input.appUrl),
    ]),
  };
}
