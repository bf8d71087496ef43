import { z } from 'zod';
import { LIMITS, tooLong } from '../limits';
import type { DisputeStatus } from './disputes';
import { blankToUndefined, pageParam } from './paging';
import type { RefundKind, RefundStatus } from './refunds';

/*
 * The admin dashboard's Payments tab (issue 20): every payment that went through, sponsorships and gifts
 * together (one row per month of a monthly gift), newest first, found by receipt reference, payer or team,
 * each refundable in full or in part with a reason (POST /api/admin/refunds, shared/schemas/refunds.ts).
 */

export const ADMIN_PAYMENTS_PAGE_SIZE = 20;
export const MAX_ADMIN_PAYMENTS_PAGE = 10_000;

export const ADMIN_PAYMENTS_SEARCH_LABEL = 'Search';

/**
 * A receipt reference as receiptReference() prints it ('HF-1A2B3C4D'), or the start of one ('hf-1a2b'):
 * the hex digits are the start of the payment's id. Case and the hyphen are forgiven.
 */
const REFERENCE = /^HF-?([0-9A-F]{1,8})$/i;

/** The hex digits a search names as a receipt reference, lower case; null when it is not one. */
export function referencePrefix(q: string): string | null {
  const match = REFERENCE.exec(q.trim());
  return match ? match[1]!.toLowerCase() : null;
}

/** GET /api/admin/payments?q=&page= (q: a receipt reference, or part of a payer's email or name or a team's name). */
export const adminPaymentsQuerySchema = z
  .object({
    q: z.preprocess(
      blankToUndefined,
      z
        .string({ error: `${ADMIN_PAYMENTS_SEARCH_LABEL} must be text` })
        .trim()
        .max(LIMITS.shortText, tooLong(ADMIN_PAYMENTS_SEARCH_LABEL, LIMITS.shortText))
        .optional(),
    ),
    page: pageParam(MAX_ADMIN_PAYMENTS_PAGE),
  })
  .strict();
export type AdminPaymentsQuery = z.output<typeof adminPaymentsQuerySchema>;

/**
 * A payment as the list shows it: 'paid' while the money is with the team, 'partly_refunded' once a part
 * went back, 'refunded' once all of it did.
 */
export const ADMIN_PAYMENT_STATUSES = ['paid', 'partly_refunded', 'refunded'] as const;
export type AdminPaymentStatus = (typeof ADMIN_PAYMENT_STATUSES)[number];

/** The payment's latest refund request (an admin's, or the team's for a gift). */
export interface AdminPaymentRefund {
  status: RefundStatus;
  reason: string;
  amountCents: number;
  createdAt: string;
  /** Whether every request that did not fail shows in the ledger yet (Stripe confirms by webhook). */
  applied: boolean;
}

/** A dispute the card issuer opened against the payment (at most one per payment). */
export interface AdminPaymentDispute {
  status: DisputeStatus;
  reason: string;
  openedAt: string;
}

export interface AdminPaymentRow {
  /** What POST /api/admin/refunds takes as `kind` with `id`. */
  kind: RefundKind;
  /** The sponsorship's id, or the gift's (one month's row of a monthly gift). */
  id: string;
  /** 'HF-1A2B3C4D', as on the payer's receipt. */
  reference: string;
  teamId: string;
  teamName: string;
  /** The business; a donor's name, else their email, else 'Anonymous supporter'. */
  payerName: string;
  payerEmail: string | null;
  /** 'Gold sponsorship', 'Gift to Ava Martinez (monthly)'. */
  description: string;
  /** What the card was charged, integer cents (a gift with the fees its donor chose to cover). */
  amountCents: number;
  /** What went back to the card so far, from the ledger. */
  refundedCents: number;
  paidAt: string;
  status: AdminPaymentStatus;
  /** The latest refund asked for (by an admin, or the team for a gift), null when none was. */
  refund: AdminPaymentRefund | null;
  dispute: AdminPaymentDispute | null;
}

/** GET /api/admin/payments */
export interface AdminPaymentsPage {
  payments: AdminPaymentRow[];
  page: number;
  pageSize: number;
  total: number;
  /** The sandbox plays the card issuer: the admin may open and decide a test dispute on a payment. */
  testDisputes: boolean;
}

export const ANONYMOUS_SUPPORTER = 'Anonymous supporter';
