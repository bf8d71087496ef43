import { and, eq, isNull, or, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Tx } from '../db/client';
import { paymentEvents, sponsorships } from '../db/schema';
import {
  applyDonationCheckout,
  donationOfCheckout,
  donationRenewed,
  monthlyPaymentFailed,
  subscriptionEnded,
} from '../features/donations/fulfilment';
import { createDeliverables } from '../features/fulfilment/service';
import { queueSponsorshipMails } from '../features/payments/queue-mails';
import type { Deps } from '../http/context';
import type { Changed, FulfilContext } from './changes';
import { clockOf } from './clock';
import type { CheckoutMetadata, PaymentChange, PaymentEvent } from './provider';
import { applyEarlierRefund, paymentAliased, paymentRefunded } from './refunds';
import { cancelSponsorships } from './reservations';

/*
 * Fulfilment: the one place where a provider event changes money state, for Stripe's webhook and the
 * sandbox's checkout page alike. Each event id is recorded once (a replay is a no-op), and each change is a
 * conditional UPDATE from the state it expects, so a repeated, late or concurrent event changes nothing
 * twice.
 */

/** What a checkout of a sponsorship carries in its metadata. */
export function sponsorshipMetadata(sponsorshipId: string): CheckoutMetadata {
  return { purpose: 'sponsorship', sponsorshipId };
}

const sponsorshipMetadataSchema = z.object({ purpose: z.literal('sponsorship'), sponsorshipId: z.uuid() });

/** What processing an event did; 'duplicate' when its id had already been processed. */
type Applied =
  | Changed
  | { outcome: 'duplicate'; sponsorshipId?: undefined; donationId?: undefined; mailQueued?: undefined };

/** Processes one event in its own transaction, then wakes the mail worker for the receipts it queued. */
export async function processPaymentEvent(deps: Deps, event: PaymentEvent, context: FulfilContext) {
  const applied = await deps.database.db.transaction((tx) => applyPaymentEvent(tx, deps, event, context));
  if (applied.mailQueued) deps.mail?.kick();
  return applied;
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
  return change.kind === 'checkout_paid' || change.kind === 'subscription_renewed' ? change.paymentId : null;
}

function applyChange(tx: Tx, deps: Deps, event: PaymentEvent, context: FulfilContext): Promise<Changed> {
  const { change } = event;
  switch (change.kind) {
    case 'payment_refunded':
      return paymentRefunded(tx, deps, event.provider, change.paymentId, context);
    case 'payment_aliased':
      return paymentAliased(tx, deps, event.provider, change, context);
    case 'subscription_renewed':
      return donationRenewed(tx, deps, change, context);
    case 'subscription_payment_failed':
      return monthlyPaymentFailed(tx, deps, change);
    case 'subscription_ended':
      return subscriptionEnded(tx, deps, change);
  }
  const donationId = donationOfCheckout(change.metadata);
  if (donationId) return applyDonationCheckout(tx, deps, donationId, change, context);
  const target = sponsorshipMetadataSchema.safeParse(change.metadata);
  if (!target.success) return Promise.resolve({ outcome: 'unmatched' });
  const { sponsorshipId } = target.data;
  const ofCheckout = checkoutOf(sponsorshipId, change.sessionId);
  switch (change.kind) {
    case 'checkout_paid':
      return sponsorshipPaid(tx, deps, { sponsorshipId, ...change }, context);
    case 'checkout_failed':
      return closed(tx, sponsorshipId, 'failed', { where: ofCheckout, paymentFailed: true });
    case 'checkout_closed':
      return closed(tx, sponsorshipId, 'closed', { where: ofCheckout });
  }
}

/** The sponsorship, as long as the event is about its own checkout (its session id, once stored). */
function checkoutOf(sponsorshipId: string, sessionId: string): SQL {
  return and(
    eq(sponsorships.id, sponsorshipId),
    or(isNull(sponsorships.paymentSessionId), eq(sponsorships.paymentSessionId, sessionId)),
  )!;
}

async function closed(
  tx: Tx,
  sponsorshipId: string,
  outcome: 'failed' | 'closed',
  options: { where: SQL; paymentFailed?: boolean },
): Promise<Changed> {
  const [cancelled] = await cancelSponsorships(tx, { ...options, from: ['pending'] });
  return { outcome: cancelled ? outcome : 'no_change', sponsorshipId };
}

async function sponsorshipPaid(
  tx: Tx,
  deps: Deps,
  paid: { sponsorshipId: string; sessionId: string; paymentId: string | null },
  context: FulfilContext,
): Promise<Changed> {
  const { sponsorshipId } = paid;
  const [activated] = await tx
    .update(sponsorships)
    .set({
      status: 'active',
      paymentStatus: 'paid',
      paidAt: clockOf(deps).now(),
      paymentSessionId: paid.sessionId,
      providerPaymentId: paid.paymentId,
    })
    .where(and(checkoutOf(sponsorshipId, paid.sessionId), eq(sponsorships.status, 'pending')))
    .returning();
  if (activated) {
    // The fulfilment checklist: one item per benefit bought, in the same transaction as the payment.
    await createDeliverables(tx, activated.id, activated.tierBenefits);
    await queueSponsorshipMails(tx, deps, activated, context);
    return { outcome: 'fulfilled', sponsorshipId, mailQueued: true };
  }

  const [current] = await tx
    .select({ status: sponsorships.status, sessionId: sponsorships.paymentSessionId })
    .from(sponsorships)
    .where(eq(sponsorships.id, sponsorshipId));
  if (!current || (current.sessionId && current.sessionId !== paid.sessionId)) {
    return { outcome: 'unmatched', sponsorshipId: current ? sponsorshipId : undefined };
  }
  if (current.status !== 'cancelled') return { outcome: 'no_change', sponsorshipId };
  // Paid after the reservation lapsed: the spot may be someone else's by now, so it is not revived. The
  // payment id is kept so the refund can be matched (docs/decisions/0009-payments.md).
  if (paid.paymentId) {
    await tx
      .update(sponsorships)
      .set({ providerPaymentId: paid.paymentId })
      .where(and(eq(sponsorships.id, sponsorshipId), isNull(sponsorships.providerPaymentId)));
  }
  return { outcome: 'refund_due', sponsorshipId };
}
