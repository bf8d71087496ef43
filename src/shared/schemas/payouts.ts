import { z } from 'zod';

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
