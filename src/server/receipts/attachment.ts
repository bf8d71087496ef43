import type { MailAttachment } from '../email/outbox';
import { type Receipt, receiptPdf } from './pdf';

/** 'Homefield-receipt-HF-1A2B3C4D.pdf': the reference, in characters every mail client keeps. */
export function receiptFilename(reference: string): string {
  return `Homefield-receipt-${reference.replace(/[^A-Za-z0-9-]+/g, '-')}.pdf`;
}

/** The receipt as a PDF attachment, for any receipt email (sponsorships, player gifts). */
export async function receiptAttachment(receipt: Receipt): Promise<MailAttachment> {
  return {
    filename: receiptFilename(receipt.reference),
    contentType: 'application/pdf',
    content: await receiptPdf(receipt),
  };
}
