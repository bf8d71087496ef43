import { z } from 'zod';
import { LIMITS } from '../limits';

/*
 * Refunds made by people (issue 20): an admin refunds any payment, a team owner a gift to their own team
 * within REFUND_WINDOW_DAYS. A refund returns the whole payment (partial refunds come with the ledger's
 * figures); the provider confirms it and fulfilment applies it like a refund made in its own dashboard.
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

/** POST /api/admin/refunds */
export const adminRefundSchema = z
  .object({
    kind: z.enum(REFUND_KINDS, { error: 'Choose a sponsorship or a gift' }),
    id: z.uuid({ error: 'Payment not found' }),
    reason: refundReasonSchema,
  })
  .strict();
export type AdminRefundInput = z.infer<typeof adminRefundSchema>;

/** POST /api/teams/:teamId/gifts/:giftId/refund */
export const giftRefundSchema = z.object({ reason: refundReasonSchema }).strict();
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
  /** Whether the payment already shows as refunded (the sandbox applies it at once; Stripe by its webhook). */
  applied: boolean;
  createdAt: string;
}

export const PAYMENT_NOT_REFUNDABLE = 'PAYMENT_NOT_REFUNDABLE';
export const PAYMENT_NOT_REFUNDABLE_MESSAGE =
  'Only a payment that went through and was not refunded can be refunded.';
export const PAYMENT_DISPUTED = 'PAYMENT_DISPUTED';
export const PAYMENT_DISPUTED_MESSAGE =
  "This payment is disputed: the card holder's bank decides whether it goes back, so it cannot be refunded.";
export const REFUND_WINDOW_PASSED = 'REFUND_WINDOW_PASSED';
export const REFUND_WINDOW_PASSED_MESSAGE = `A gift can be refunded by the team within ${REFUND_WINDOW_DAYS} days. For an older one, write to support.`;
export const REFUND_FAILED_MESSAGE = 'The payment provider could not refund this payment. Please try again.';
