import { z } from 'zod';
import { FEE_KINDS, type FeeKind } from '../fees';
import { blankToUndefined } from './paging';

/*
 * The admin dashboard's revenue view (issue 20): the platform's fees earned, from the ledger, by calendar
 * month (UTC), by kind of payment and by team; and the same figures as a CSV download.
 */

export const REVENUE_MONTHS = { min: 1, max: 36, default: 12 } as const;
/** Teams listed by the view, most fees first; the CSV has them all. */
export const REVENUE_TOP_TEAMS = 20;

export const INVALID_REVENUE_MONTHS = `Months must be a whole number from ${REVENUE_MONTHS.min} to ${REVENUE_MONTHS.max}.`;

/** GET /api/admin/revenue?months= and /api/admin/revenue.csv?months=: the current month and the N-1 before it. */
export const revenueQuerySchema = z
  .object({
    months: z.preprocess(
      blankToUndefined,
      z.coerce
        .number({ error: INVALID_REVENUE_MONTHS })
        .int(INVALID_REVENUE_MONTHS)
        .min(REVENUE_MONTHS.min, INVALID_REVENUE_MONTHS)
        .max(REVENUE_MONTHS.max, INVALID_REVENUE_MONTHS)
        .default(REVENUE_MONTHS.default),
    ),
  })
  .strict();
export type RevenueQuery = z.output<typeof revenueQuerySchema>;

/** What a payment was, as the fees tell them apart. */
export const REVENUE_KINDS = FEE_KINDS;
export type RevenueKind = FeeKind;

export const REVENUE_KIND_LABELS: Record<RevenueKind, string> = {
  sponsorship: 'Sponsorships',
  one_time_gift: 'One-time gifts',
  monthly_gift: 'Monthly gifts',
};

/** The CSV's header row; one row follows per month, kind and team that had any movement. */
export const REVENUE_CSV_COLUMNS = [
  'month',
  'kind',
  'team_id',
  'team_name',
  'payments_cents',
  'platform_fees_cents',
  'refunds_cents',
] as const;

/**
 * Integer cents over the window. feesCents: the platform's fees earned, less fees returned with refunds
 * (so a month with only a refund can be negative); paymentsCents: what payers were charged;
 * refundsCents: what was paid back to them.
 */
export interface RevenueFigures {
  feesCents: number;
  paymentsCents: number;
  refundsCents: number;
}

export interface RevenueMonth extends RevenueFigures {
  /** '2026-03' (UTC). */
  month: string;
}

export interface RevenueKindTotal extends RevenueFigures {
  kind: RevenueKind;
}

export interface RevenueTeam extends RevenueFigures {
  teamId: string;
  teamName: string;
}

/** GET /api/admin/revenue */
export interface RevenueReport {
  months: number;
  /** First month of the window and the current one, '2025-06' and '2026-05' (UTC). */
  from: string;
  to: string;
  totals: RevenueFigures;
  /** Every month of the window, oldest first, zeros included. */
  byMonth: RevenueMonth[];
  /** Every kind, in REVENUE_KINDS order, zeros included. */
  byKind: RevenueKindTotal[];
  /** The REVENUE_TOP_TEAMS teams with the most fees in the window. */
  topTeams: RevenueTeam[];
  /** Teams with any payment, fee or refund in the window (topTeams shows at most 20 of them). */
  teamCount: number;
}

export function revenueCsvUrl(months: number): string {
  return `/api/admin/revenue.csv?months=${months}`;
}
