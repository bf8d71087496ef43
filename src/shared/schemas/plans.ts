import { z } from 'zod';
import { LIMITS } from '../limits';
import { BUSINESS_PAID_PLANS, LEAGUE_PAID_PLANS, type PlanId, TEAM_PAID_PLANS } from '../plans';
import { requiredText } from './fields';
import { pageParam } from './paging';

/** POST /api/teams/:teamId/plan/checkout */
export const planCheckoutSchema = z.strictObject({ plan: z.enum(TEAM_PAID_PLANS) });
/** POST /api/businesses/mine/plan/checkout */
export const businessPlanCheckoutSchema = z.strictObject({ plan: z.enum(BUSINESS_PAID_PLANS) });
/** POST /api/leagues/mine/plan/checkout */
export const leaguePlanCheckoutSchema = z.strictObject({ plan: z.enum(LEAGUE_PAID_PLANS) });
export type PlanCheckoutInput =
  | z.infer<typeof planCheckoutSchema>
  | z.infer<typeof businessPlanCheckoutSchema>
  | z.infer<typeof leaguePlanCheckoutSchema>;

/** POST /api/teams/:teamId/plan/renewal: end the plan with its paid period (false: keep renewing). */
export const planRenewalSchema = z.strictObject({ cancelAtPeriodEnd: z.boolean() });
export type PlanRenewalInput = z.infer<typeof planRenewalSchema>;

/** What the billing page shows of the subscription behind the plan, when there is one. */
export interface PlanSubscriptionView {
  id: string;
  plan: PlanId;
  status: 'active' | 'past_due';
  /** Paid until; the next charge then, unless it ends. */
  paidUntil: string | null;
  cancelAtPeriodEnd: boolean;
  /** A switch to the other paid plan, waiting: a move up for its payment, a move down for the renewal. */
  pendingPlan: PlanId | null;
  /** A renewal failed: the plan is kept until then, while the card is retried. */
  graceUntil: string | null;
}

export interface PlanInvoiceView {
  id: string;
  reference: string;
  plan: PlanId;
  period: number;
  /** period: a whole period; proration: the rest of one, on moving up to a dearer plan. */
  kind: 'period' | 'proration';
  amountCents: number;
  paidAt: string;
}

/** Whose plan: a team, or the signed-in user's business or league. */
export interface PlanAccountView {
  kind: 'team' | 'business' | 'league';
  id: string;
  name: string;
}

/** GET /api/teams/:teamId/plan and GET /api/businesses/mine/plan */
export interface PlanView {
  account: PlanAccountView;
  plan: PlanId;
  subscription: PlanSubscriptionView | null;
  /** A checkout of a plan started and not finished yet: where to go back to it. */
  openCheckoutUrl: string | null;
  /** The places the account holds against its plan's limit (a team's sponsors, a business's deals). */
  sponsors: { held: number; limit: number | null };
  invoices: PlanInvoiceView[];
}

export const ADMIN_PLANS_PAGE_SIZE = 20;

/** POST /api/admin/plan-invoices/:invoiceId/refund: what is left of the invoice goes back to the card. */
export const adminPlanRefundSchema = z.strictObject({
  reason: requiredText('Reason', LIMITS.longText, 'Say why the plan is refunded'),
  /** End the plan now as well (the subscription is cancelled at the provider), or let it run. */
  endPlan: z.boolean().default(false),
});
export type AdminPlanRefundInput = z.input<typeof adminPlanRefundSchema>;
export const PLAN_REFUND_NOT_READY =
  'The provider has not told us the payment behind this invoice yet. Try again in a minute.';

/** GET /api/admin/plans/:subscriptionId/invoices: a subscription's invoices, for refunds. */
export interface AdminPlanInvoice {
  id: string;
  reference: string;
  plan: PlanId;
  kind: 'period' | 'proration';
  amountCents: number;
  refundedCents: number;
  /** An admin asked for its refund; refundedCents shows it once the provider reports it. */
  refundRequested: boolean;
  paidAt: string;
}

/** GET /api/admin/plans?page= */
export const adminPlansQuerySchema = z.object({ page: pageParam(500) }).strict();

export interface AdminPlanRow {
  id: string;
  account: PlanAccountView;
  plan: PlanId;
  status: 'checkout' | 'active' | 'past_due' | 'ended';
  startedAt: string | null;
  paidUntil: string | null;
  cancelAtPeriodEnd: boolean;
  periodsPaid: number;
  paidCents: number;
}

/** The admin's plans: every subscription but abandoned checkouts, newest first, and plan revenue by month. */
export interface AdminPlans {
  subscriptions: AdminPlanRow[];
  total: number;
  page: number;
  pageSize: number;
  counts: { active: number; pastDue: number; ending: number };
  /** The last 12 UTC months, oldest first: what plans brought in. */
  byMonth: { month: string; cents: number; invoices: number }[];
}
