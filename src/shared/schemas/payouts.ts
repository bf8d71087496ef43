import { z } from 'zod';
import { pageParam } from './paging';

/*
 * A team's payout account (issue 20): where the money it raises is sent. Stripe Connect Express in
 * production (Stripe's hosted onboarding); the sandbox draws its own onboarding page with a test identity
 * and bank account, and can leave an account restricted to try that path.
 */

/** The account's state as the provider last reported it, in the order a team goes through them. */
export const PAYOUT_ACCOUNT_STATES = [
  /** No account yet. */
  'not_started',
  /** The provider needs details from the team (identity, bank account) before anything else. */
  'details_needed',
  /** Details are in; the provider is checking them. */
  'in_review',
  /** Payments may be taken for the team, but payouts to its bank wait for the provider. */
  'charges_enabled',
  /** Everything works: transfers reach the account and payouts reach the bank. */
  'payouts_enabled',
  /** The provider stopped the account until something is fixed (disabledReason says what). */
  'restricted',
] as const;
export type PayoutAccountState = (typeof PAYOUT_ACCOUNT_STATES)[number];

export const PAYOUT_STATE_LABELS: Record<PayoutAccountState, string> = {
  not_started: 'Not set up',
  details_needed: 'Details needed',
  in_review: 'In review',
  charges_enabled: 'Payments enabled',
  payouts_enabled: 'Payouts enabled',
  restricted: 'Restricted',
};

/** GET /api/teams/:teamId/payout-account */
export interface PayoutAccountView {
  state: PayoutAccountState;
  /** What the provider still asks for, in its own words (Stripe's requirement names, or the sandbox's). */
  requirementsDue: string[];
  /** Why a restricted account is stopped, when the provider says. */
  disabledReason: string | null;
  /** When the provider last reported on the account. */
  updatedAt: string | null;
}

/** POST /api/teams/:teamId/payout-account/onboarding: where the team goes to give its details. */
export interface PayoutOnboardingLink {
  url: string;
}

/** The sandbox's onboarding page: what the team is shown to submit (no real identity or bank account). */
export interface SandboxAccountView {
  id: string;
  teamName: string;
  state: PayoutAccountState;
  returnUrl: string;
  testIdentity: { name: string; dateOfBirth: string; ssnLast4: string };
  testBank: { routingNumber: string; accountNumber: string };
}

export const SANDBOX_ONBOARDING_OUTCOMES = ['verified', 'restricted'] as const;
export const sandboxOnboardingSchema = z
  .object({ outcome: z.enum(SANDBOX_ONBOARDING_OUTCOMES, { error: 'Choose how the sandbox answers' }) })
  .strict();
export type SandboxOnboardingInput = z.infer<typeof sandboxOnboardingSchema>;

/** GET /api/admin/held-money: teams whose money the platform holds because they cannot receive it yet. */
export interface HeldMoneyTeam {
  teamId: string;
  teamName: string;
  contactEmail: string;
  heldCents: number;
  payoutState: PayoutAccountState;
  /** The oldest payment of the team's that is still held: how long the team has been waiting. */
  heldSince: string;
}

export interface HeldMoneyReport {
  teams: HeldMoneyTeam[];
  /** Over every such team, not only those listed. */
  totalHeldCents: number;
  teamCount: number;
}

export const HELD_MONEY_LIST_SIZE = 50;

/**
 * A transfer of one payment's net to the team's account: claimed, then sent, or failed and retried; or
 * cancelled when the payment was refunded before it could be sent.
 */
export const TRANSFER_STATUSES = ['requested', 'sent', 'failed', 'cancelled'] as const;
export type TransferStatus = (typeof TRANSFER_STATUSES)[number];

/** Stripe's payout statuses, which the sandbox's payouts go through too. */
export const PAYOUT_STATUSES = ['pending', 'in_transit', 'paid', 'failed', 'canceled'] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];

export const PAYOUT_STATUS_LABELS: Record<PayoutStatus, string> = {
  pending: 'Scheduled',
  in_transit: 'On its way',
  paid: 'Paid',
  failed: 'Failed',
  canceled: 'Cancelled',
};

/** Where a team's money is, from the ledger, its transfers and its payouts. */
export interface TeamBalance {
  /** Earned, still with Homefield: not yet transferred (no payout account, or the next round). */
  heldCents: number;
  /** In the team's payout account, not yet available to pay out (the provider's clearing days). */
  pendingCents: number;
  /** In the team's payout account, to go out with the next payout. */
  availableCents: number;
  /** Paid out, on its way to the bank. */
  onItsWayCents: number;
  /** Reached the bank, all time. */
  paidOutCents: number;
}

export interface PayoutSummary {
  id: string;
  amountCents: number;
  status: PayoutStatus;
  arrivalDate: string;
  createdAt: string;
  failureMessage: string | null;
  /** How many payments it carries. */
  paymentCount: number;
}

/** GET /api/teams/:teamId/payouts?page=: the balance and a page of payouts, newest first. */
export interface TeamPayouts {
  balance: TeamBalance;
  payouts: PayoutSummary[];
  page: number;
  pageSize: number;
  total: number;
}

export const PAYOUTS_PAGE_SIZE = 10;
/** Ten years of daily payouts. */
export const MAX_PAYOUTS_PAGE = 400;
export const teamPayoutsQuerySchema = z.object({ page: pageParam(MAX_PAYOUTS_PAGE) }).strict();

/** One payment a payout carried, as the team knows it. */
export interface PayoutPayment {
  reference: string;
  kind: 'sponsorship' | 'gift';
  /** The business or the donor (or "Anonymous"), and for a gift the player. */
  description: string;
  paidAt: string;
  /** What reached the team's account for it. */
  amountCents: number;
}

/** GET /api/teams/:teamId/payouts/:payoutId */
export interface PayoutDetail extends PayoutSummary {
  payments: PayoutPayment[];
}
