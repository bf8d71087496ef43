import { and, count, eq, inArray, isNull, notInArray, or, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { DONATION, PAID_DONATION_STATUSES } from '../../../shared/constants';
import { feeBreakdown } from '../../../shared/fees';
import { addMonths } from '../../../shared/months';
import { publicPlayerName } from '../../../shared/player-name';
import { playerPath } from '../../../shared/slug';
import { visibleName } from '../../../shared/visible-text';
import { clockOf } from '../../core/clock';
import type { Deps, PaymentPurpose, RefundReport } from '../../core/deps';
import type { DbOrTx, Tx } from '../../db/client';
import { playerDonations, teamPlayers, teams } from '../../db/schema';
import { enqueueEmail } from '../../email/outbox';
import type { Changed, FulfilContext } from '../../payments/changes';
import { recordPayment, recordRefund } from '../../payments/ledger';
import type { CheckoutChange, CheckoutMetadata, PaymentChange } from '../../payments/provider';
import { teamTaxColumns, teamTaxOf } from '../../receipts/tax';
import { cancelTokenHash, cancelUrl } from './cancel-link';
import {
  type DonationReceiptInput,
  donationNoticeMail,
  donationReceiptMail,
  donationReceiptPdf,
  donationRefundMail,
} from './mails';

/*
 * What provider events do to player donations; payments/fulfil.ts records each event once and asks
 * donationPurpose inside its transaction. A monthly donation's first row carries the subscription; each
 * later month is a new succeeded row pointing at it (schema/money.ts), unique by its own payment id.
 */

/** What a checkout of a donation carries in its metadata. */
export function donationMetadata(donationId: string): CheckoutMetadata {
  return { purpose: 'donation', donationId };
}

const donationMetadataSchema = z.object({ purpose: z.literal('donation'), donationId: z.uuid() });

/** The donation a checkout is for, or null when it is for something else (a sponsorship). */
function donationOfCheckout(metadata: CheckoutMetadata): string | null {
  const parsed = donationMetadataSchema.safeParse(metadata);
  return parsed.success ? parsed.data.donationId : null;
}

export const donationPurpose: PaymentPurpose = {
  checkout(tx, deps, change, context) {
    const donationId = donationOfCheckout(change.metadata);
    return donationId ? applyDonationCheckout(tx, deps, donationId, change, context) : null;
  },
  subscription(tx, deps, change, context) {
    switch (change.kind) {
      case 'subscription_renewed':
        return donationRenewed(tx, deps, change, context);
      case 'subscription_payment_failed':
        return monthlyPaymentFailed(tx, deps, change);
      case 'subscription_ended':
        return subscriptionEnded(tx, deps, change);
      case 'subscription_plan_changed':
        // Only plans change price this way.
        return Promise.resolve({ outcome: 'unmatched' });
    }
  },
  refunded: donationsRefunded,
};

function applyDonationCheckout(
  tx: Tx,
  deps: Deps,
  donationId: string,
  change: CheckoutChange,
  context: FulfilContext,
): Promise<Changed> {
  // The donation, as long as the event is about its own checkout (its session id, once stored).
  const ofCheckout: SQL = and(
    eq(playerDonations.id, donationId),
    or(isNull(playerDonations.paymentSessionId), eq(playerDonations.paymentSessionId, change.sessionId)),
  )!;
  switch (change.kind) {
    case 'checkout_paid':
      return donationPaid(tx, deps, ofCheckout, change, context);
    case 'checkout_failed':
      return checkoutEnded(tx, donationId, ofCheckout, 'failed');
    case 'checkout_closed':
      return checkoutEnded(tx, donationId, ofCheckout, 'cancelled');
  }
}

async function checkoutEnded(
  tx: Tx,
  donationId: string,
  ofCheckout: SQL,
  status: 'failed' | 'cancelled',
): Promise<Changed> {
  const [ended] = await tx
    .update(playerDonations)
    .set({ status })
    .where(and(ofCheckout, eq(playerDonations.status, 'pending')))
    .returning({ id: playerDonations.id });
  return { outcome: ended ? (status === 'failed' ? 'failed' : 'closed') : 'no_change', donationId };
}

/**
 * The gift went through. Unlike a sponsorship there is no spot to lose, so money that arrives after the
 * checkout was closed still counts. A monthly donation gets its subscription, its next month and its
 * cancel link.
 */
async function donationPaid(
  tx: Tx,
  deps: Deps,
  ofCheckout: SQL,
  change: Extract<PaymentChange, { kind: 'checkout_paid' }>,
  context: FulfilContext,
): Promise<Changed> {
  const [current] = await tx
    .select({ id: playerDonations.id, isRecurring: playerDonations.isRecurring })
    .from(playerDonations)
    .where(ofCheckout)
    .for('update');
  if (!current) return { outcome: 'unmatched' };
  const now = clockOf(deps).now();
  const monthly = current.isRecurring;
  const [paid] = await tx
    .update(playerDonations)
    .set({
      status: 'succeeded',
      paidAt: now,
      paymentSessionId: change.sessionId,
      providerPaymentId: change.paymentId,
      subscriptionId: monthly ? (change.subscriptionId ?? null) : null,
      nextRenewalAt: monthly ? addMonths(now, 1) : null,
      cancelTokenHash: monthly ? cancelTokenHash(deps.config.SESSION_SECRET, current.id) : null,
    })
    .where(
      and(
        eq(playerDonations.id, current.id),
        notInArray(playerDonations.status, [...PAID_DONATION_STATUSES]),
      ),
    )
    .returning();
  if (!paid) return { outcome: 'no_change', donationId: current.id };
  await recordDonationPayment(tx, paid);
  await queueDonationMails(tx, deps, paid, paid, context);
  return { outcome: 'fulfilled', donationId: paid.id, mailQueued: true };
}

/**
 * A later month was paid: a new succeeded row, once per payment id (a replayed invoice inserts nothing),
 * then the first row's next month moves on, counted from the first payment so the day of the month holds.
 * A month paid after the donor cancelled is recorded too: the money did arrive.
 */
async function donationRenewed(
  tx: Tx,
  deps: Deps,
  change: Extract<PaymentChange, { kind: 'subscription_renewed' }>,
  context: FulfilContext,
): Promise<Changed> {
  const [first] = await tx
    .select()
    .from(playerDonations)
    .where(
      and(
        eq(playerDonations.subscriptionId, change.subscriptionId),
        isNull(playerDonations.renewsDonationId),
        inArray(playerDonations.status, [...PAID_DONATION_STATUSES]),
      ),
    )
    .for('update');
  if (!first) return { outcome: 'unmatched' };
  const now = clockOf(deps).now();
  // The provider reports what it charged: the gift plus what the donor chose to cover, each month alike.
  // A donor who changed the amount gives the new one (with its covered fees) from the next month on.
  const coveredFees = first.renewalCoveredFees ?? first.coveredFees;
  const charged = change.amountCents ? change.amountCents - coveredFees : 0;
  const amount =
    charged > 0 && charged <= DONATION.maxCents ? charged : (first.renewalAmount ?? first.amount);
  const [renewal] = await tx
    .insert(playerDonations)
    .values({
      playerId: first.playerId,
      playerName: first.playerName,
      teamId: first.teamId,
      amount,
      isRecurring: true,
      donorName: first.donorName,
      donorEmail: first.donorEmail,
      showName: first.showName,
      status: 'succeeded',
      provider: first.provider,
      providerPaymentId: change.paymentId,
      subscriptionId: first.subscriptionId,
      renewsDonationId: first.id,
      platformFeeBps: first.platformFeeBps,
      coveredFees,
      paidAt: now,
    })
    .onConflictDoNothing({ target: playerDonations.providerPaymentId })
    .returning();
  if (!renewal) return { outcome: 'no_change', donationId: first.id };
  await recordDonationPayment(tx, renewal);

  let current = first;
  if (!first.cancelledAt) {
    const [renewals] = await tx
      .select({ months: count() })
      .from(playerDonations)
      .where(eq(playerDonations.renewsDonationId, first.id));
    // The month after the one just charged, on the gift's day of the month; after a pause the count of
    // months paid falls behind the calendar, so it moves on past the day that was due.
    let months = (renewals?.months ?? 0) + 1;
    while (first.nextRenewalAt && addMonths(first.paidAt ?? now, months) <= first.nextRenewalAt) months += 1;
    const [moved] = await tx
      .update(playerDonations)
      .set({
        nextRenewalAt: addMonths(first.paidAt ?? now, months),
        paymentFailedAt: null,
      })
      .where(eq(playerDonations.id, first.id))
      .returning();
    current = moved ?? first;
  }
  await queueDonationMails(tx, deps, renewal, current, context);
  return { outcome: 'fulfilled', donationId: renewal.id, mailQueued: true };
}

/** The subscription ended at the provider (cancelled there, or after failed payments): no more months. */
async function subscriptionEnded(
  tx: Tx,
  deps: Deps,
  change: Extract<PaymentChange, { kind: 'subscription_ended' }>,
): Promise<Changed> {
  const ofSubscription = and(
    eq(playerDonations.subscriptionId, change.subscriptionId),
    isNull(playerDonations.renewsDonationId),
  );
  const [ended] = await tx
    .update(playerDonations)
    .set({ cancelledAt: clockOf(deps).now(), nextRenewalAt: null })
    .where(and(ofSubscription, isNull(playerDonations.cancelledAt)))
    .returning({ id: playerDonations.id });
  if (ended) return { outcome: 'closed', donationId: ended.id };
  const [known] = await tx.select({ id: playerDonations.id }).from(playerDonations).where(ofSubscription);
  return known ? { outcome: 'no_change', donationId: known.id } : { outcome: 'unmatched' };
}

/**
 * A later month's charge failed (Stripe's invoice.payment_failed): the gift shows as failed to the coach
 * until a month goes through again or the provider gives up and ends the subscription.
 */
async function monthlyPaymentFailed(
  tx: Tx,
  deps: Deps,
  change: Extract<PaymentChange, { kind: 'subscription_payment_failed' }>,
): Promise<Changed> {
  const [first] = await tx
    .update(playerDonations)
    .set({ paymentFailedAt: clockOf(deps).now() })
    .where(
      and(
        eq(playerDonations.subscriptionId, change.subscriptionId),
        isNull(playerDonations.renewsDonationId),
        isNull(playerDonations.cancelledAt),
      ),
    )
    .returning({ id: playerDonations.id });
  return first ? { outcome: 'failed', donationId: first.id } : { outcome: 'unmatched' };
}

/**
 * Payments returned, by the ids they are stored under: the ledger records what is new of the refund (so it
 * leaves every total at once), a payment returned whole is marked refunded, and its donor gets the receipt
 * again with what was refunded.
 */
async function donationsRefunded(
  tx: Tx,
  deps: Deps,
  report: RefundReport,
  context: FulfilContext,
): Promise<Changed | null> {
  const refundedAt = clockOf(deps).now();
  const paid = await tx
    .select()
    .from(playerDonations)
    .where(
      and(
        inArray(playerDonations.providerPaymentId, report.paymentIds),
        eq(playerDonations.status, 'succeeded'),
      ),
    )
    .for('update');
  const refunded: DonationRow[] = [];
  for (const payment of paid) {
    const recorded = await recordRefund(tx, {
      source: { donationId: payment.id },
      refundedCents: report.refundedCents,
      refundId: null,
      occurredAt: refundedAt,
    });
    if (recorded?.returnedCents === 0) continue;
    const whole = !recorded || recorded.refundedCents >= recorded.chargedCents;
    if (whole) {
      await tx
        .update(playerDonations)
        .set({ status: 'refunded', refundedAt })
        .where(eq(playerDonations.id, payment.id));
    }
    refunded.push(payment);
    const [monthly] = payment.renewsDonationId
      ? await tx.select().from(playerDonations).where(eq(playerDonations.id, payment.renewsDonationId))
      : [payment];
    const input = await receiptInput(tx, deps, payment, monthly ?? payment, context);
    const mail =
      input && (await donationRefundMail(input, refundedAt, whole ? null : recorded!.returnedCents));
    if (mail) await enqueueEmail(tx, mail);
  }
  if (refunded[0]) return { outcome: 'refunded', donationId: refunded[0].id, mailQueued: true };
  const [known] = await tx
    .select({ id: playerDonations.id })
    .from(playerDonations)
    .where(inArray(playerDonations.providerPaymentId, report.paymentIds));
  return known ? { outcome: 'no_change', donationId: known.id } : null;
}

type DonationRow = typeof playerDonations.$inferSelect;

function recordDonationPayment(tx: Tx, paid: DonationRow): Promise<void> {
  return recordPayment(tx, {
    teamId: paid.teamId,
    source: { donationId: paid.id },
    provider: paid.provider,
    paymentId: paid.providerPaymentId,
    occurredAt: paid.paidAt!,
    amountCents: paid.amount,
    coverCents: paid.coveredFees,
    platformFeeBps: paid.platformFeeBps,
  });
}

/** The donor's receipt (when they gave an email) and the team's notice, queued in the fulfilment transaction. */
async function queueDonationMails(
  tx: Tx,
  deps: Deps,
  payment: DonationRow,
  monthly: DonationRow,
  context: FulfilContext,
): Promise<void> {
  const input = await receiptInput(tx, deps, payment, monthly, context);
  if (!input) return;
  const receipt = await donationReceiptMail(input);
  if (receipt) await enqueueEmail(tx, receipt);
  await enqueueEmail(tx, donationNoticeMail(input));
}

/**
 * A paid gift's receipt as a PDF file, as its email carried it (marked refunded once returned in full), for
 * the donor's own page; null for a gift not paid or given without an email.
 */
export async function donationReceiptFile(deps: Deps, donationId: string) {
  const { db } = deps.database;
  const [payment] = await db.select().from(playerDonations).where(eq(playerDonations.id, donationId));
  if (!payment?.paidAt || !payment.donorEmail) return null;
  const [monthly] = payment.renewsDonationId
    ? await db.select().from(playerDonations).where(eq(playerDonations.id, payment.renewsDonationId))
    : [payment];
  const input = await receiptInput(db, deps, payment, monthly ?? payment, { appUrl: deps.config.publicUrl });
  if (!input) return null;
  return donationReceiptPdf(
    { ...input, playerName: input.publicPlayerName },
    payment.donorEmail,
    payment.refundedAt,
  );
}

/** What a payment's mails say, read from its row, its monthly gift's first row, the team and the player. */
async function receiptInput(
  tx: DbOrTx,
  deps: Deps,
  payment: DonationRow,
  monthly: DonationRow,
  context: FulfilContext,
): Promise<DonationReceiptInput | null> {
  const [parties] = await tx
    .select({
      teamName: teams.name,
      coachName: teams.coachName,
      teamEmail: teams.contactEmail,
      ...teamTaxColumns,
      urlSlug: teamPlayers.urlSlug,
      pageHidden: teamPlayers.pageHidden,
      // The receipt leaves the team: it names the player from the roster's two fields (hole 6).
      firstName: teamPlayers.firstName,
      lastName: teamPlayers.lastName,
      playerNumber: teamPlayers.playerNumber,
    })
    .from(playerDonations)
    .innerJoin(teams, eq(teams.id, playerDonations.teamId))
    .leftJoin(teamPlayers, eq(teamPlayers.id, playerDonations.playerId))
    .where(eq(playerDonations.id, payment.id));
  if (!parties) return null;
  const stillRenewing = payment.isRecurring && !monthly.cancelledAt;
  return {
    donationId: payment.id,
    amountCents: payment.amount,
    paidAt: payment.paidAt!,
    isRecurring: payment.isRecurring,
    isRenewal: payment.renewsDonationId !== null,
    donor: { name: payment.donorName && visibleName(payment.donorName), email: payment.donorEmail },
    showName: payment.showName,
    playerName: visibleName(payment.playerName),
    publicPlayerName: publicPlayerName(parties),
    team: {
      name: visibleName(parties.teamName),
      coachName: visibleName(parties.coachName),
      email: parties.teamEmail,
    },
    // A hidden page is not linked from the mails.
    playerUrl:
      parties.urlSlug && !parties.pageHidden ? `${context.appUrl}${playerPath(parties.urlSlug)}` : null,
    cancelUrl: stillRenewing ? cancelUrl(context.appUrl, deps.config.SESSION_SECRET, monthly.id) : null,
    nextRenewalAt: stillRenewing ? monthly.nextRenewalAt : null,
    paymentId: payment.providerPaymentId,
    provider: payment.provider,
    supportEmail: deps.config.SUPPORT_EMAIL,
    appUrl: context.appUrl,
    platformFeeBps: payment.platformFeeBps,
    fees: feeBreakdown(payment.amount, payment.platformFeeBps, payment.coveredFees),
    tax: teamTaxOf(visibleName(parties.teamName), parties),
  };
}
