import { and, eq, inArray, isNull, or, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { clockOf } from '../../core/clock';
import type { Deps, PaymentPurpose, RefundReport } from '../../core/deps';
import type { Tx } from '../../db/client';
import { sponsorships } from '../../db/schema';
import type { Changed, FulfilContext } from '../../payments/changes';
import { recordPayment, recordRefund } from '../../payments/ledger';
import type { CheckoutChange, CheckoutMetadata } from '../../payments/provider';
import { cancelSponsorships } from '../../payments/reservations';
import { createDeliverables } from '../fulfilment/service';
import { queueSponsorshipMails, queueSponsorshipRefundMail } from './queue-mails';

/*
 * What the provider's events do to a sponsorship (payments/fulfil.ts records each event once and asks this
 * purpose inside its transaction): paid activates it and opens its fulfilment checklist, failed or closed
 * gives its spot back, refunded cancels it.
 */

/** What a checkout of a sponsorship carries in its metadata. */
export function sponsorshipMetadata(sponsorshipId: string): CheckoutMetadata {
  return { purpose: 'sponsorship', sponsorshipId };
}

const sponsorshipMetadataSchema = z.object({ purpose: z.literal('sponsorship'), sponsorshipId: z.uuid() });

export const sponsorshipPurpose: PaymentPurpose = {
  checkout(tx, deps, change, context) {
    const target = sponsorshipMetadataSchema.safeParse(change.metadata);
    return target.success ? sponsorshipCheckout(tx, deps, target.data.sponsorshipId, change, context) : null;
  },
  refunded: sponsorshipRefunded,
};

function sponsorshipCheckout(
  tx: Tx,
  deps: Deps,
  sponsorshipId: string,
  change: CheckoutChange,
  context: FulfilContext,
): Promise<Changed> {
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

/**
 * A refund: the ledger records what is new of it. Returned whole, the sponsorship is cancelled (its spot
 * given back); in part, it stands. Either way the business is mailed what was refunded.
 */
async function sponsorshipRefunded(
  tx: Tx,
  deps: Deps,
  report: RefundReport,
  context: FulfilContext,
): Promise<Changed | null> {
  const refundedAt = clockOf(deps).now();
  const [paid] = await tx
    .select()
    .from(sponsorships)
    .where(
      and(
        inArray(sponsorships.providerPaymentId, report.paymentIds),
        inArray(sponsorships.status, ['active', 'completed']),
      ),
    )
    .for('update');
  if (paid) {
    const recorded = await recordRefund(tx, {
      source: { sponsorshipId: paid.id },
      refundedCents: report.refundedCents,
      refundId: null,
      occurredAt: refundedAt,
    });
    if (recorded?.returnedCents === 0) return { outcome: 'no_change', sponsorshipId: paid.id };
    const whole = !recorded || recorded.refundedCents >= recorded.chargedCents;
    if (whole) {
      await cancelSponsorships(tx, { where: eq(sponsorships.id, paid.id), from: ['active', 'completed'] });
    }
    const partCents = whole ? null : recorded!.returnedCents;
    await queueSponsorshipRefundMail(tx, deps, paid, { refundedAt, partCents }, context);
    return { outcome: 'refunded', sponsorshipId: paid.id, mailQueued: true };
  }
  const [known] = await tx
    .select({ id: sponsorships.id })
    .from(sponsorships)
    .where(inArray(sponsorships.providerPaymentId, report.paymentIds));
  return known ? { outcome: 'no_change', sponsorshipId: known.id } : null;
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
    await recordPayment(tx, {
      teamId: activated.teamId,
      source: { sponsorshipId: activated.id },
      provider: activated.provider,
      paymentId: activated.providerPaymentId,
      occurredAt: activated.paidAt!,
      amountCents: activated.amount,
      coverCents: 0,
      platformFeeBps: activated.platformFeeBps,
    });
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
