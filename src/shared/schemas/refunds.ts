import { z } from 'zod';
import { LIMITS } from '../limits';
import { formatCentsExact } from '../money';

/*
 * Refunds made by people (issue 20): an admin refunds any payment, a team owner a gift to their own team
 * within REFUND_WINDOW_DAYS. A refund returns what is left of the payment, or a part of it; the provider
 * confirms it and fulfilment applies it like a refund made in its own dashboard.
 */

export const REFUND_WINDOW_DAYS = 30;

/** The earliest payment time a team may still refund at `now`: the one rule the list and the refund share. */
export function refundWindowStart(now: Date): Date {
  return new Date(now.getTime() - REFUND_WINDOW_DAYS * 24 * 60 * 60 * 1000);
}

export const REFUND_KINDS = ['sponsorship', 'donation'] as const;
export type RefundKind = (typeof REFUND_KINDS)[number];

/** Why the money goes back: required, so the record says it. */
export const refundReasonSchema = z
  .string({ error: 'Say why the payment is refunded' })
  .trim()
  .min(1, 'Say why the payment is refunded')
  .max(LIMITS.mediumText, `The reason must be at most ${LIMITS.mediumText} characters`);

/** A part of the payment, in cents; absent: everything not refunded yet. */
export const refundAmountSchema = z
  .number({ error: 'Enter the amount to refund' })
  .int('Enter the amount to refund in whole cents')
  .positive('Enter an amount above $0')
  .optional();

/** POST /api/admin/refunds */
export const adminRefundSchema = z
  .object({
    kind: z.enum(REFUND_KINDS, { error: 'Choose a sponsorship or a gift' }),
    id: z.uuid({ error: 'Payment not found' }),
    amountCents: refundAmountSchema,
    reason: refundReasonSchema,
  })
  .strict();
export type AdminRefundInput = z.infer<typeof adminRefundSchema>;

/** POST /api/teams/:teamId/gifts/:giftId/refund */
export const giftRefundSchema = z
  .object({ amountCents: refundAmountSchema, reason: refundReasonSchema })
  .strict();
export type GiftRefundInput = z.infer<typeof giftRefundSchema>;

export const REFUND_STATUSES = ['requested', 'sent', 'failed'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

/** What a refund request answers (the first answer again on a repeat). */
export interface RefundView {
  id: string;
  kind: RefundKind;
  /** The payment refunded: the sponsorship or the gift (one month of a monthly gift). */
  paymentRowId: string;
  amountCents: number;
  reason: string;
  status: RefundStatus;
  /** Whether the refund already shows in every total (the sandbox applies it at once; Stripe by its webhook). */
  applied: boolean;
  /** What is left of the payment to refund after this request. */
  leftCents: number;
  createdAt: string;
}

export const PAYMENT_NOT_REFUNDABLE = 'PAYMENT_NOT_REFUNDABLE';
export const PAYMENT_NOT_REFUNDABLE_MESSAGE =
  'Only a payment that went through and was not refunded can be refunded.';
export const PAYMENT_DISPUTED = 'PAYMENT_DISPUTED';
export const PAYMENT_DISPUTED_MESSAGE =
  "This payment is disputed: the card holder's bank decides whether it goes back, so it cannot be refunded.";
export const REFUND_TOO_LARGE = 'REFUND_TOO_LARGE';
export const refundTooLargeMessage = (leftCents: number) =>
  `At most ${formatCentsExact(leftCents)} of this payment can still be refunded.`;
export const REFUND_WINDOW_PASSED = 'REFUND_WINDOW_PASSED';
export const REFUND_WINDOW_PASSED_MESSAGE = `A gift can be refunded by the team within ${REFUND_WINDOW_DAYS} days. For an older one, write to support.`;
export const REFUND_FAILED_MESSAGE = 'The payment provider could not refund this payment. Please try again.';
