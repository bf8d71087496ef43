import { eq } from 'drizzle-orm';
import type { Deps } from '../core/deps';
import type { Tx } from '../db/client';
import { paymentEvents } from '../db/schema';
import type { Changed, FulfilContext } from './changes';
import { paymentDisputed } from './disputes';
import { payoutAccountUpdated } from './payout-accounts';
import { payoutUpdated } from './payouts';
import type { PaymentChange, PaymentEvent } from './provider';
import { paymentProviderOf } from './provider-of';
import { applyEarlierRefund, paymentAliased, paymentRefunded } from './refunds';

/*
 * Fulfilment: the one place where a provider event changes money state, for Stripe's webhook and the
 * sandbox's checkout page alike. Each event id is recorded once (a replay is a no-op), and each change is a
 * conditional UPDATE from the state it expects, so a repeated, late or concurrent event changes nothing
 * twice.
 */

/** What processing an event did; 'duplicate' when its id had already been processed. */
type Applied =
  | Changed
  | { outcome: 'duplicate'; sponsorshipId?: undefined; donationId?: undefined; mailQueued?: undefined };

/**
 * Processes one event in its own transaction, then wakes the mail worker for the receipts it queued and
 * the money movement for what it paid or refunded.
 */
export async function processPaymentEvent(deps: Deps, event: PaymentEvent, context: FulfilContext) {
  const complete = await withPayoutContents(deps, event);
  const applied = await deps.database.db.transaction((tx) => applyPaymentEvent(tx, deps, complete, context));
  afterPaymentEvent(deps, event.provider, applied);
  return applied;
}

/**
 * Once an event's transaction has committed: delivers the mail it queued, moves the money it paid or
 * refunded, and counts it (never before the commit, so an event whose transaction failed is not counted;
 * its redelivery may be).
 */
export function afterPaymentEvent(deps: Deps, provider: PaymentEvent['provider'], applied: Applied): void {
  if (applied.mailQueued) deps.mail?.kick();
  if (applied.outcome === 'fulfilled' || applied.outcome === 'refunded') deps.moneyMovement?.kick();
  deps.metrics?.paymentEvent(provider, applied.outcome);
}

/** A payout event that does not list what it carries gets its contents from the provider, outside the transaction. */
async function withPayoutContents(deps: Deps, event: PaymentEvent): Promise<PaymentEvent> {
  const { change } = event;
  if (change.kind !== 'payout_updated' || change.destinationPaymentIds) return event;
  const provider = paymentProviderOf(deps);
  if (provider.name !== event.provider || !provider.payoutContents) return event;
  const destinationPaymentIds = await provider.payoutContents({
    accountId: change.accountId,
    payoutId: change.payoutId,
  });
  return { ...event, change: { ...change, destinationPaymentIds } };
}

/** Records and applies one event inside the caller's transaction (the sandbox pairs it with its own update). */
export async function applyPaymentEvent(
  tx: Tx,
  deps: Deps,
  event: PaymentEvent,
  context: FulfilContext,
): Promise<Applied> {
  // The unique key makes a concurrent delivery of the same event wait here, then find it recorded.
  const [recorded] = await tx
    .insert(paymentEvents)
    .values({ provider: event.provider, eventId: event.id, type: event.type })
    .onConflictDoNothing({ target: [paymentEvents.provider, paymentEvents.eventId] })
    .returning({ id: paymentEvents.id });
  if (!recorded) return { outcome: 'duplicate' };

  const applied = await applyChange(tx, deps, event, context);
  const stored = applied.outcome === 'fulfilled' && storedPaymentId(event.change);
  // A refund that arrived before the payment it names is applied as soon as the payment is recorded.
  const late = stored ? await applyEarlierRefund(tx, deps, event.provider, stored, context) : null;
  if (late?.mailQueued) applied.mailQueued = true;
  await tx
    .update(paymentEvents)
    .set({ outcome: applied.outcome, sponsorshipId: applied.sponsorshipId ?? null })
    .where(eq(paymentEvents.id, recorded.id));
  const log = deps.logger.child({ component: 'payments', provider: event.provider, eventId: event.id });
  if (applied.outcome === 'refund_due') {
    log.error(
      { sponsorshipId: applied.sponsorshipId, type: event.type },
      'payment received for a checkout that had already lapsed: refund it (payment_events.outcome = refund_due)',
    );
  } else {
    log.info(
      { sponsorshipId: applied.sponsorshipId, donationId: applied.donationId, outcome: applied.outcome },
      'payment event processed',
    );
  }
  return applied;
}

/** The id a change stores a payment under, when it records one. */
function storedPaymentId(change: PaymentChange): string | null {
  return change.kind === 'checkout_paid' ||
    change.kind === 'subscription_renewed' ||
    change.kind === 'subscription_plan_changed'
    ? change.paymentId
    : null;
}

async function applyChange(
  tx: Tx,
  deps: Deps,
  event: PaymentEvent,
  context: FulfilContext,
): Promise<Changed> {
  const { change } = event;
  switch (change.kind) {
    case 'payment_refunded':
      return paymentRefunded(tx, deps, event.provider, change, context);
    case 'payment_aliased':
      return paymentAliased(tx, deps, event.provider, change, context);
    case 'payout_account_updated':
      return payoutAccountUpdated(tx, event.provider, change);
    case 'payout_updated':
      return payoutUpdated(tx, event.provider, change);
    case 'payment_disputed':
      return paymentDisputed(tx, event.provider, change, context);
    case 'subscription_renewed':
    case 'subscription_payment_failed':
    case 'subscription_ended':
    case 'subscription_plan_changed':
      for (const purpose of deps.paymentPurposes) {
        const changed = await purpose.subscription?.(tx, deps, change, context);
        if (changed && changed.outcome !== 'unmatched') return changed;
      }
      return { outcome: 'unmatched' };
  }
  for (const purpose of deps.paymentPurposes) {
    const changed = purpose.checkout(tx, deps, change, context);
    if (changed) return changed;
  }
  return { outcome: 'unmatched' };
}
