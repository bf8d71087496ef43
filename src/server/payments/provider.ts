import type { PaymentProvider as ProviderName } from '../../shared/constants';
import type { PlanInterval } from '../../shared/plans';
import type { DisputeStatus } from '../../shared/schemas/disputes';
import type { PayoutStatus } from '../../shared/schemas/payouts';
import type { BalanceTransactionType } from '../db/schema';

export type { ProviderName };

/** What a checkout is for; fulfilment reads it back from the provider's event to find the row to update. */
export type CheckoutMetadata = Record<string, string>;

export interface CheckoutRequest {
  /** 'subscription' renews (monthly gifts, plans); 'payment' is charged once (sponsorships). */
  mode: 'payment' | 'subscription';
  /** How often a subscription renews: every month unless said (a plan's season or year). */
  interval?: PlanInterval;
  amountCents: number;
  /** The line item, e.g. 'Gold sponsorship: Eastside Strikers'. */
  productName: string;
  description: string;
  /** Who receives the money, named on the checkout page. */
  payeeName: string;
  customerEmail?: string;
  /**
   * The signed-in user who pays, if any: Stripe records it as client_reference_id; the sandbox shows its
   * page only to them.
   */
  payerUserId?: string;
  /** Absolute URLs; '{CHECKOUT_SESSION_ID}' in successUrl is replaced by the session id. */
  successUrl: string;
  cancelUrl: string;
  /** After this the checkout can no longer be paid (the spot reservation lapses with it). */
  expiresAt: Date;
  metadata: CheckoutMetadata;
}

export interface CheckoutSession {
  sessionId: string;
  /** Where the payer goes: the provider's page, or a path of this app for the sandbox. */
  url: string;
}

export interface RefundRequest {
  /** The provider's id of the payment (a Stripe payment intent). */
  paymentId: string;
  /** What this refund returns: the whole charge, or a part of it. */
  amountCents: number;
  /**
   * What the payment will have had returned in all once this refund is made. Stripe reports that total
   * itself (the charge's amount_refunded); the sandbox, which keeps no charges, puts it in its event.
   */
  refundedTotalCents: number;
  /** Ours, so a retried call refunds once. */
  idempotencyKey: string;
  /** Kept with the refund at the provider. */
  metadata: CheckoutMetadata;
}

export interface TransferRequest {
  /** The team's payout account. */
  accountId: string;
  amountCents: number;
  /**
   * Every name the provider knows the payment by (its stored id and its aliases): Stripe ties the transfer
   * to the payment's charge, so the money moves when the charge's money is there.
   */
  paymentIds: string[];
  /** Ours (the transfer row), so a retried call transfers once. */
  idempotencyKey: string;
  metadata: CheckoutMetadata;
}

export interface TransferResult {
  transferId: string;
  /** The transfer as the team's account records it: what a payout lists. */
  destinationPaymentId: string;
  /** When the team's account may pay it out. */
  availableOn: Date;
}

/** A provider event translated into what it means for us. */
export type PaymentChange =
  | {
      kind: 'checkout_paid';
      sessionId: string;
      paymentId: string | null;
      metadata: CheckoutMetadata;
      /** A 'subscription' checkout's subscription (a monthly donation), which later renewals name. */
      subscriptionId?: string | null;
    }
  | { kind: 'checkout_failed'; sessionId: string; metadata: CheckoutMetadata }
  | {
      kind: 'checkout_closed';
      reason: 'expired' | 'cancelled';
      sessionId: string;
      metadata: CheckoutMetadata;
    }
  /**
   * A payment was returned, in full or in part; paymentId as the refund names it (Stripe: the payment
   * intent). refundedCents is everything returned of it so far (Stripe's amount_refunded), so the reports
   * of two partial refunds mean the same in either order; absent or null: all of it.
   */
  | { kind: 'payment_refunded'; paymentId: string; refundedCents?: number | null }
  /**
   * A payment we store under paymentId is also known as aliasId: Stripe stores a monthly gift's month by
   * its invoice, but the invoice's refund names the payment intent (invoice_payment.paid links them).
   */
  | { kind: 'payment_aliased'; paymentId: string; aliasId: string }
  /** A later month of a subscription could not be charged; the provider retries, then may end it. */
  | { kind: 'subscription_payment_failed'; subscriptionId: string }
  /**
   * A later month of a subscription was paid (Stripe's invoice.paid for a billing cycle; the sandbox's
   * renewal job). paymentId is that month's own payment (the invoice), so a replay records it once.
   */
  | { kind: 'subscription_renewed'; subscriptionId: string; paymentId: string; amountCents: number | null }
  /**
   * A plan's move to a dearer plan was paid: the rest of the period, prorated (Stripe's invoice.paid for a
   * subscription update; the sandbox's charge at once). paymentId is that invoice.
   */
  | { kind: 'subscription_plan_changed'; subscriptionId: string; paymentId: string; amountCents: number }
  /** The subscription ended at the provider: no more months. */
  | { kind: 'subscription_ended'; subscriptionId: string }
  /** A team's payout account as the provider now reports it, whole (Stripe's account.updated). */
  | {
      kind: 'payout_account_updated';
      accountId: string;
      detailsSubmitted: boolean;
      chargesEnabled: boolean;
      payoutsEnabled: boolean;
      requirementsDue: string[];
      disabledReason: string | null;
      /** When the provider made the report: an older one, arriving late, changes nothing. */
      reportedAt: Date;
    }
  /** A dispute (chargeback or inquiry) against a payment, whole, as the provider now reports it. */
  | {
      kind: 'payment_disputed';
      disputeId: string;
      /** The disputed payment as the provider names it (Stripe: its payment intent). */
      paymentId: string;
      amountCents: number;
      /** What the provider keeps for the dispute so far: its fee once opened, 0 again once returned. */
      feeCents: number;
      status: DisputeStatus;
      reason: string;
      reportedAt: Date;
    }
  /** A payout from a team's account to its bank, whole, as the provider now reports it. */
  | {
      kind: 'payout_updated';
      accountId: string;
      payoutId: string;
      amountCents: number;
      status: PayoutStatus;
      arrivalDate: Date;
      failureMessage: string | null;
      reportedAt: Date;
      /**
       * The transfers it carries, by their destinationPaymentId. Stripe's event does not list them; they
       * are asked for (payoutContents) before the event is applied.
       */
      destinationPaymentIds?: string[];
    };

export interface PaymentEvent {
  provider: ProviderName;
  /** The provider's event id: processed once, however often it is delivered. */
  id: string;
  /** The provider's own name of the event, kept with the record. */
  type: string;
  change: PaymentChange;
}

/** One movement of the platform's balance at the provider. */
export interface ProviderBalanceTransaction {
  type: BalanceTransactionType;
  /** Signed as the balance moved: a charge adds, a refund, a transfer or a dispute takes away. */
  amountCents: number;
  /** What the provider kept of it (a charge's card processing). */
  feeCents: number;
  /** The payment a charge or refund is of; the transfer, reversal or dispute itself otherwise. */
  ref: string;
  at: Date;
}

export interface PaymentProvider {
  readonly name: ProviderName;
  createCheckout(request: CheckoutRequest): Promise<CheckoutSession>;
  /** Closes an open checkout so it can no longer be paid (its reservation lapsed or was replaced). */
  expireCheckout(sessionId: string): Promise<void>;
  /** Stops a monthly donation's renewals. */
  cancelSubscription(subscriptionId: string): Promise<void>;
  /** A plan ends when its paid period does (true), or renews again (false): Stripe's cancel_at_period_end. */
  cancelAtPeriodEnd(subscriptionId: string, cancel: boolean): Promise<void>;
  /** Holds (paused) or restarts a monthly donation's charges without ending it. */
  pauseSubscription(subscriptionId: string, paused: boolean): Promise<void>;
  /**
   * Where the donor gives a new card for a monthly donation: Stripe's customer portal (its card-update
   * flow), or the sandbox's own page; back to returnUrl after.
   */
  cardUpdateUrl(request: { subscriptionId: string; returnUrl: string }): Promise<string>;
  /** Sets what each later month of a monthly donation charges; the months already paid stay as they were. */
  changeSubscriptionAmount(request: { subscriptionId: string; amountCents: number }): Promise<void>;
  /**
   * Moves a plan's subscription to another price (decision 0056). prorationCents above 0: the rest of the
   * paid period is charged now (Stripe prorates and invoices at once, and applies the change only once it
   * is paid; the sandbox charges that amount and hands back the event to apply now). 0: the new price
   * starts with the next renewal; nothing is charged or credited. `key` names the change, for retries.
   */
  changePlanPrice(request: {
    subscriptionId: string;
    amountCents: number;
    interval: PlanInterval;
    prorationCents: number;
    key: string;
  }): Promise<{ event?: PaymentEvent }>;
  /**
   * Returns a payment, or a part of it, to the card. The refund itself is applied when the provider reports it: Stripe
   * by its webhook later; the sandbox, which has none, hands back the event to apply now.
   */
  refund(request: RefundRequest): Promise<{ refundId: string; event?: PaymentEvent }>;
  /** Opens a team's payout account (Stripe: an Express account), once per team whatever the retries. */
  createPayoutAccount(request: {
    teamId: string;
    email: string;
    teamName: string;
  }): Promise<{ accountId: string }>;
  /** Where the team gives its details: Stripe's hosted onboarding, or the sandbox's own page. */
  payoutOnboardingUrl(request: { accountId: string; returnUrl: string; refreshUrl: string }): Promise<string>;
  /** Moves one payment's net to a team's payout account (separate charges and transfers). */
  transfer(request: TransferRequest): Promise<TransferResult>;
  /** Takes a transfer back from the team's account (its payment was refunded); Stripe nets it from payouts. */
  reverseTransfer(request: {
    transferId: string;
    amountCents: number;
    idempotencyKey: string;
  }): Promise<{ reversalId: string }>;
  /**
   * The destination payment ids a payout carries, for providers whose payout events do not list them
   * (Stripe: the payout's balance transactions); the sandbox's events always do.
   */
  payoutContents?(request: { accountId: string; payoutId: string }): Promise<string[]>;
  /**
   * What moved the platform's balance over [from, to), as the provider lists it (Stripe: its balance
   * transactions), for the nightly reconciliation (decision 0046).
   */
  balanceTransactions?(window: { from: Date; to: Date }): Promise<ProviderBalanceTransaction[]>;
  /**
   * Verifies a webhook delivery on its raw bytes and translates it; null for events we do not act on.
   * Throws a 400 AppError when the signature does not match. Providers without webhooks leave it out.
   */
  readWebhook?(rawBody: Uint8Array, signature: string | undefined): PaymentEvent | null;
}

export type CheckoutChange = Extract<PaymentChange, { sessionId: string }>;
export type SubscriptionChange = Extract<
  PaymentChange,
  {
    kind:
      | 'subscription_renewed'
      | 'subscription_payment_failed'
      | 'subscription_ended'
      | 'subscription_plan_changed';
  }
>;
