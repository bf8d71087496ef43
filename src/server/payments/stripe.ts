import Stripe from 'stripe';
import type { PlanInterval } from '../../shared/plans';
import type { DisputeStatus } from '../../shared/schemas/disputes';
import type { PayoutStatus } from '../../shared/schemas/payouts';
import { AppError } from '../core/errors';
import type { PaymentChange, PaymentProvider, ProviderBalanceTransaction } from './provider';
import { balanceTransactionOf } from './stripe-balance';

export interface StripeProviderOptions {
  secretKey: string;
  webhookSecret: string;
  /** Stripe signs a Connect endpoint's events with its own secret; both endpoints may point here. */
  connectWebhookSecret?: string;
  /** Where the API is (tests point it at a local server); Stripe's own by default. */
  api?: Pick<Stripe.StripeConfig, 'host' | 'port' | 'protocol'>;
}

/**
 * Stripe wants a session to live at least 30 minutes from when it receives the request; the reservation
 * is 30 minutes from just before. The expiry job closes the session at the reservation's end anyway.
 */
const SESSION_EXPIRY_MARGIN_SECONDS = 120;

export const BAD_SIGNATURE = 'The webhook signature does not match.';

/** Checkout Sessions for payments and monthly subscriptions, and signed webhooks. */
export function createStripeProvider(options: StripeProviderOptions): PaymentProvider {
  const stripe = new Stripe(options.secretKey, {
    ...options.api,
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
  });
  return {
    name: 'stripe',
    async createCheckout(request) {
      const interval = request.interval ?? { unit: 'month', count: 1 };
      const recurring =
        request.mode === 'subscription'
          ? { recurring: { interval: interval.unit, interval_count: interval.count } }
          : {};
      const session = await stripe.checkout.sessions.create({
        mode: request.mode,
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: 'usd',
              unit_amount: request.amountCents,
              product_data: { name: request.productName, description: request.description },
              ...recurring,
            },
          },
        ],
        allowed_payment_method_types: ['card'],
        customer_email: request.customerEmail,
        client_reference_id: request.payerUserId,
        success_url: request.successUrl,
        cancel_url: request.cancelUrl,
        expires_at: Math.ceil(request.expiresAt.getTime() / 1000) + SESSION_EXPIRY_MARGIN_SECONDS,
        metadata: request.metadata,
        // The payment (and so a refund's charge) carries the same metadata as the session.
        ...(request.mode === 'payment'
          ? { payment_intent_data: { metadata: request.metadata, description: request.productName } }
          : { subscription_data: { metadata: request.metadata, description: request.productName } }),
      });
      if (!session.url) throw new Error('Stripe answered a Checkout Session without a url');
      return { sessionId: session.id, url: session.url };
    },
    async expireCheckout(sessionId) {
      await stripe.checkout.sessions.expire(sessionId);
    },
    async cancelSubscription(subscriptionId) {
      await stripe.subscriptions.cancel(subscriptionId);
    },
    async cancelAtPeriodEnd(subscriptionId, cancel) {
      await stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: cancel });
    },
    async pauseSubscription(subscriptionId, paused) {
      // 'void': the months of the pause are not charged, and not owed later.
      await stripe.subscriptions.update(subscriptionId, {
        pause_collection: paused ? { behavior: 'void' } : '',
      });
    },
    async cardUpdateUrl({ subscriptionId, returnUrl }) {
      const customer = idOf((await stripe.subscriptions.retrieve(subscriptionId)).customer);
      if (!customer) throw new Error(`subscription ${subscriptionId} has no customer`);
      const portal = await stripe.billingPortal.sessions.create({
        customer,
        return_url: returnUrl,
        // Straight to the card form, and back to the giving page once it is saved.
        flow_data: {
          type: 'payment_method_update',
          after_completion: { type: 'redirect', redirect: { return_url: returnUrl } },
        },
      });
      return portal.url;
    },
    async changeSubscriptionAmount({ subscriptionId, amountCents }) {
      // The next invoice charges the new amount; nothing is prorated for the month already paid.
      await setSubscriptionPrice(
        stripe,
        subscriptionId,
        amountCents,
        { unit: 'month', count: 1 },
        {
          proration_behavior: 'none',
        },
      );
    },
    async changePlanPrice({ subscriptionId, amountCents, interval, prorationCents, key }) {
      await setSubscriptionPrice(
        stripe,
        subscriptionId,
        amountCents,
        interval,
        prorationCents > 0
          ? // Invoiced at once for the rest of the period; the new price holds only once that is paid.
            { proration_behavior: 'always_invoice', payment_behavior: 'pending_if_incomplete' }
          : { proration_behavior: 'none' },
        key,
      );
      return {};
    },
    async createPayoutAccount({ teamId, email, teamName }) {
      // Separate charges and transfers: the platform takes the payment, the account only receives
      // transfers, so it needs the transfers capability and nothing else.
      const account = await stripe.accounts.create(
        {
          type: 'express',
          country: 'US',
          email,
          business_profile: { name: teamName },
          capabilities: { transfers: { requested: true } },
          metadata: { teamId },
        },
        { idempotencyKey: `payout-account-${teamId}` },
      );
      return { accountId: account.id };
    },
    async payoutOnboardingUrl({ accountId, returnUrl, refreshUrl }) {
      const link = await stripe.accountLinks.create({
        account: accountId,
        type: 'account_onboarding',
        return_url: returnUrl,
        refresh_url: refreshUrl,
      });
      return link.url;
    },
    async refund(request) {
      const refund = await stripe.refunds.create(
        {
          payment_intent: request.paymentId,
          amount: request.amountCents,
          reason: 'requested_by_customer',
          metadata: request.metadata,
        },
        { idempotencyKey: `refund-${request.idempotencyKey}` },
      );
      return { refundId: refund.id };
    },
    async transfer(request) {
      const intent = request.paymentIds.find((id) => id.startsWith('pi_'));
      // A monthly gift's month is known by its invoice until invoice_payment.paid names its payment intent.
      if (!intent) throw new Error('the payment has no payment intent known yet');
      const charge = idOf((await stripe.paymentIntents.retrieve(intent)).latest_charge);
      if (!charge) throw new Error(`payment intent ${intent} has no charge`);
      const transfer = await stripe.transfers.create(
        {
          amount: request.amountCents,
          currency: 'usd',
          destination: request.accountId,
          // Waits for the charge's money instead of needing it in the platform's available balance.
          source_transaction: charge,
          metadata: request.metadata,
        },
        { idempotencyKey: `transfer-${request.idempotencyKey}` },
      );
      const destinationPaymentId = idOf(transfer.destination_payment ?? null);
      if (!destinationPaymentId) throw new Error(`transfer ${transfer.id} has no destination payment`);
      const received = await stripe.charges.retrieve(
        destinationPaymentId,
        { expand: ['balance_transaction'] },
        { stripeAccount: request.accountId },
      );
      const balance = received.balance_transaction;
      const availableOn =
        balance && typeof balance !== 'string' ? new Date(balance.available_on * 1000) : new Date();
      return { transferId: transfer.id, destinationPaymentId, availableOn };
    },
    async reverseTransfer({ transferId, amountCents, idempotencyKey }) {
      const reversal = await stripe.transfers.createReversal(
        transferId,
        { amount: amountCents },
        { idempotencyKey: `reversal-${idempotencyKey}` },
      );
      return { reversalId: reversal.id };
    },
    async balanceTransactions({ from, to }) {
      const seconds = (date: Date) => Math.floor(date.getTime() / 1000);
      const found: ProviderBalanceTransaction[] = [];
      for await (const txn of stripe.balanceTransactions.list({
        created: { gte: seconds(from), lt: seconds(to) },
        limit: 100,
        expand: ['data.source'],
      })) {
        const movement = balanceTransactionOf(txn);
        if (movement) found.push(movement);
      }
      return found;
    },
    async payoutContents({ accountId, payoutId }) {
      const ids: string[] = [];
      for await (const line of stripe.balanceTransactions.list(
        { payout: payoutId, type: 'payment', limit: 100 },
        { stripeAccount: accountId },
      )) {
        const source = idOf(line.source as string | { id: string } | null);
        if (source) ids.push(source);
      }
      return ids;
    },
    readWebhook(rawBody, signature) {
      let event: Stripe.Event;
      try {
        event = constructEvent(stripe, rawBody, signature ?? '', [
          options.webhookSecret,
          ...(options.connectWebhookSecret ? [options.connectWebhookSecret] : []),
        ]);
      } catch {
        throw new AppError(400, 'BAD_SIGNATURE', BAD_SIGNATURE);
      }
      const change = changeOf(event);
      return change ? { provider: 'stripe', id: event.id, type: event.type, change } : null;
    },
  };
}

/** The event, if one of the secrets signed it; throws otherwise. */
function constructEvent(
  stripe: Stripe,
  rawBody: Uint8Array,
  signature: string,
  secrets: string[],
): Stripe.Event {
  for (const [i, secret] of secrets.entries()) {
    try {
      return stripe.webhooks.constructEvent(Buffer.from(rawBody), signature, secret);
    } catch (error) {
      if (i === secrets.length - 1) throw error;
    }
  }
  throw new Error('no webhook secret');
}

/** The subscription's one item at a new price (same product and interval); the rest as `options` say. */
async function setSubscriptionPrice(
  stripe: Stripe,
  subscriptionId: string,
  amountCents: number,
  interval: PlanInterval,
  options: Pick<Stripe.SubscriptionUpdateParams, 'proration_behavior' | 'payment_behavior'>,
  idempotencyKey?: string,
) {
  const subscription = await stripe.subscriptions.retrieve(subscriptionId);
  const item = subscription.items.data[0];
  if (!item) throw new Error(`subscription ${subscriptionId} has no item`);
  await stripe.subscriptions.update(
    subscriptionId,
    {
      ...options,
      items: [
        {
          id: item.id,
          price_data: {
            currency: 'usd',
            product: idOf(item.price.product)!,
            unit_amount: amountCents,
            recurring: { interval: interval.unit, interval_count: interval.count },
          },
        },
      ],
    },
    idempotencyKey ? { idempotencyKey: `plan-change-${idempotencyKey}` } : undefined,
  );
}

const idOf = (value: string | { id: string } | null): string | null =>
  typeof value === 'string' ? value : (value?.id ?? null);

/** A later month's invoice: its subscription; null for the first month and for other invoices. */
function cycleSubscription(invoice: Stripe.Invoice): string | null {
  if (invoice.billing_reason !== 'subscription_cycle') return null;
  return idOf(invoice.parent?.subscription_details?.subscription ?? null);
}

/** An invoice of a subscription's change of price (a plan's move up): its subscription; null otherwise. */
function updateSubscription(invoice: Stripe.Invoice): string | null {
  if (invoice.billing_reason !== 'subscription_update') return null;
  return idOf(invoice.parent?.subscription_details?.subscription ?? null);
}

/** What a Stripe event means for us; null for the events we do not act on. */
function changeOf(event: Stripe.Event): PaymentChange | null {
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded': {
      const session = event.data.object;
      // A completed session of a delayed method is not paid yet; async_payment_succeeded says when it is.
      if (session.payment_status !== 'paid') return null;
      // A subscription's first month is paid by its first invoice; there is no payment intent on the session.
      const subscription = session.mode === 'subscription';
      return {
        kind: 'checkout_paid',
        sessionId: session.id,
        paymentId: idOf(subscription ? session.invoice : session.payment_intent),
        metadata: session.metadata ?? {},
        subscriptionId: subscription ? idOf(session.subscription) : null,
      };
    }
    case 'checkout.session.async_payment_failed': {
      const session = event.data.object;
      return { kind: 'checkout_failed', sessionId: session.id, metadata: session.metadata ?? {} };
    }
    case 'checkout.session.expired': {
      const session = event.data.object;
      return {
        kind: 'checkout_closed',
        reason: 'expired',
        sessionId: session.id,
        metadata: session.metadata ?? {},
      };
    }
    case 'charge.refunded': {
      const charge = event.data.object;
      const paymentId = idOf(charge.payment_intent);
      // Sent for every refund, partial or whole, with the total returned so far.
      return paymentId
        ? { kind: 'payment_refunded', paymentId, refundedCents: charge.amount_refunded }
        : null;
    }
    case 'invoice.paid': {
      const invoice = event.data.object;
      // A move to a dearer plan, prorated and invoiced at once.
      const changed = updateSubscription(invoice);
      if (changed && invoice.id) {
        return {
          kind: 'subscription_plan_changed',
          subscriptionId: changed,
          paymentId: invoice.id,
          amountCents: invoice.amount_paid,
        };
      }
      // The first month arrives with checkout.session.completed; only later months are renewals.
      const subscriptionId = cycleSubscription(invoice);
      if (!subscriptionId || !invoice.id) return null;
      return {
        kind: 'subscription_renewed',
        subscriptionId,
        paymentId: invoice.id,
        amountCents: invoice.amount_paid,
      };
    }
    case 'invoice.payment_failed': {
      const subscriptionId = cycleSubscription(event.data.object);
      return subscriptionId ? { kind: 'subscription_payment_failed', subscriptionId } : null;
    }
    case 'invoice_payment.paid': {
      // A month is stored by its invoice; its refund (charge.refunded) names only the payment intent.
      const { invoice, payment } = event.data.object;
      const invoiceId = idOf(invoice);
      const paymentIntent = idOf(payment.payment_intent ?? null);
      return invoiceId && paymentIntent
        ? { kind: 'payment_aliased', paymentId: invoiceId, aliasId: paymentIntent }
        : null;
    }
    case 'customer.subscription.deleted':
      return { kind: 'subscription_ended', subscriptionId: event.data.object.id };
    case 'account.updated': {
      // A Connect event about a team's Express account: it carries the account's whole state.
      const account = event.data.object;
      return {
        kind: 'payout_account_updated',
        accountId: account.id,
        detailsSubmitted: account.details_submitted ?? false,
        chargesEnabled: account.charges_enabled ?? false,
        payoutsEnabled: account.payouts_enabled ?? false,
        requirementsDue: account.requirements?.currently_due ?? [],
        disabledReason: account.requirements?.disabled_reason ?? null,
        reportedAt: new Date(event.created * 1000),
      };
    }
    case 'charge.dispute.created':
    case 'charge.dispute.updated':
    case 'charge.dispute.closed': {
      const dispute = event.data.object;
      const paymentId = idOf(dispute.payment_intent);
      if (!paymentId) return null;
      return {
        kind: 'payment_disputed',
        disputeId: dispute.id,
        paymentId,
        amountCents: dispute.amount,
        // Its balance transactions: the withdrawal with Stripe's fee, and the fee returned with a win.
        feeCents: (dispute.balance_transactions ?? []).reduce((sum, txn) => sum + txn.fee, 0),
        status: dispute.status as DisputeStatus,
        reason: dispute.reason,
        reportedAt: new Date(event.created * 1000),
      };
    }
    case 'payout.created':
    case 'payout.updated':
    case 'payout.paid':
    case 'payout.failed':
    case 'payout.canceled': {
      // A Connect event: the team's account (event.account) paying out to its bank.
      const payout = event.data.object;
      if (!event.account) return null;
      return {
        kind: 'payout_updated',
        accountId: event.account,
        payoutId: payout.id,
        amountCents: payout.amount,
        status: payout.status as PayoutStatus,
        arrivalDate: new Date(payout.arrival_date * 1000),
        failureMessage: payout.failure_message ?? null,
        reportedAt: new Date(event.created * 1000),
      };
    }
    default:
      return null;
  }
}
