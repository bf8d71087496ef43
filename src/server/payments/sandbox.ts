import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gte, lt } from 'drizzle-orm';
import { clockOf } from '../core/clock';
import type { Deps } from '../core/deps';
import { sandboxBalanceTransactions, sandboxCheckoutSessions } from '../db/schema';
import type { PaymentProvider } from './provider';
import { bookSandbox, bookSandboxCharge } from './sandbox-book';

/*
 * The built-in provider: its checkout page is part of this app (/sandbox/checkout/{id}, served by
 * sandbox-checkout.ts), and what the page does goes through the same fulfilment as a Stripe webhook.
 * Sessions live in the database, so an open checkout survives a restart.
 */

/** Like Stripe's standard schedule for US accounts: money a transfer brings is paid out two days later. */
export const SANDBOX_CLEARING_DAYS = 2;

export function createSandboxProvider(deps: Pick<Deps, 'database' | 'clock'>): PaymentProvider {
  const { db } = deps.database;
  return {
    name: 'sandbox',
    async createCheckout(request) {
      // As unguessable as a Stripe session id: the id is the page's address.
      const id = `sbx_cs_${randomBytes(24).toString('base64url')}`;
      await db.insert(sandboxCheckoutSessions).values({
        id,
        mode: request.mode,
        amountCents: request.amountCents,
        productName: request.productName,
        description: request.description,
        payeeName: request.payeeName,
        customerEmail: request.customerEmail ?? null,
        payerUserId: request.payerUserId ?? null,
        successUrl: request.successUrl.replaceAll('{CHECKOUT_SESSION_ID}', id),
        cancelUrl: request.cancelUrl,
        metadata: request.metadata,
        expiresAt: request.expiresAt,
      });
      return { sessionId: id, url: `/sandbox/checkout/${id}` };
    },
    async expireCheckout(sessionId) {
      await db
        .update(sandboxCheckoutSessions)
        .set({ status: 'expired' })
        .where(and(eq(sandboxCheckoutSessions.id, sessionId), eq(sandboxCheckoutSessions.status, 'open')));
    },
    // Sandbox donations renew from player_donations.next_renewal_at, which the donation service clears when
    // a donor cancels: there is nothing to tell the sandbox.
    async cancelSubscription() {},
    // A sandbox plan's end is the plan renewal job's, from plan_subscriptions.cancel_at_period_end.
    async cancelAtPeriodEnd() {},
    // Likewise: the renewal job skips a paused donation and charges its renewal_amount.
    async pauseSubscription() {},
    async changeSubscriptionAmount() {},
    // The plan job charges the row's price at renewal: a later price needs nothing here. A proration is
    // charged now, named by the change so a retry books it once, and its event applied by the caller.
    async changePlanPrice({ subscriptionId, prorationCents, key }) {
      if (prorationCents <= 0) return {};
      const paymentId = `sbx_in_change_${key}`;
      await bookSandboxCharge(db, paymentId, prorationCents, clockOf(deps).now());
      return {
        event: {
          provider: 'sandbox',
          id: `sbx_plan_change:${key}`,
          type: 'sandbox.plan_change',
          change: {
            kind: 'subscription_plan_changed',
            subscriptionId,
            paymentId,
            amountCents: prorationCents,
          },
        },
      };
    },
    async cardUpdateUrl({ subscriptionId, returnUrl }) {
      const back = new URL(returnUrl);
      return `/sandbox/card/${subscriptionId}?return=${encodeURIComponent(`${back.pathname}${back.search}`)}`;
    },
    async createPayoutAccount({ teamId }) {
      // The same team always gets the same account, so a second press opens nothing new.
      return {
        accountId: `sbx_acct_${createHash('sha256').update(teamId).digest('base64url').slice(0, 24)}`,
      };
    },
    async payoutOnboardingUrl({ accountId, returnUrl }) {
      const back = new URL(returnUrl);
      return `/sandbox/onboarding/${accountId}?return=${encodeURIComponent(`${back.pathname}${back.search}`)}`;
    },
    async transfer(request) {
      // Named by our claim, so a retried transfer is the same one.
      const now = clockOf(deps).now();
      const transferId = `sbx_tr_${request.idempotencyKey}`;
      await bookSandbox(db, {
        type: 'transfer',
        amountCents: -request.amountCents,
        sourceRef: transferId,
        at: now,
      });
      return {
        transferId,
        destinationPaymentId: `sbx_py_${request.idempotencyKey}`,
        availableOn: new Date(now.getTime() + SANDBOX_CLEARING_DAYS * 24 * 60 * 60 * 1000),
      };
    },
    async balanceTransactions({ from, to }) {
      const rows = await db
        .select()
        .from(sandboxBalanceTransactions)
        .where(
          and(gte(sandboxBalanceTransactions.createdAt, from), lt(sandboxBalanceTransactions.createdAt, to)),
        );
      return rows.map((row) => ({
        type: row.type,
        amountCents: row.amountCents,
        feeCents: row.feeCents,
        ref: row.sourceRef,
        at: row.createdAt,
      }));
    },
    async reverseTransfer(request) {
      const reversalId = `sbx_trr_${request.idempotencyKey}`;
      await bookSandbox(db, {
        type: 'transfer_reversal',
        amountCents: request.amountCents,
        sourceRef: reversalId,
        at: clockOf(deps).now(),
      });
      return { reversalId };
    },
    async refund(request) {
      // No webhook to wait for: the refund's event is applied at once, named by the request so a retry is
      // the same event.
      const refundId = `sbx_re_${request.idempotencyKey}`;
      await bookSandbox(db, {
        type: 'refund',
        amountCents: -request.amountCents,
        sourceRef: request.paymentId,
        key: refundId,
        at: clockOf(deps).now(),
      });
      return {
        refundId,
        event: {
          provider: 'sandbox',
          id: `sbx_refund:${request.idempotencyKey}`,
          type: 'sandbox.refund',
          change: {
            kind: 'payment_refunded',
            paymentId: request.paymentId,
            refundedCents: request.refundedTotalCents,
          },
        },
      };
    },
  };
}
