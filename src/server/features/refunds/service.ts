import { and, asc, eq, inArray } from 'drizzle-orm';
import type { SessionUser } from '../../../shared/schemas/auth';
import { DISPUTE_RETURNED } from '../../../shared/schemas/disputes';
import {
  type AdminRefundInput,
  type GiftRefundInput,
  PAYMENT_DISPUTED,
  PAYMENT_DISPUTED_MESSAGE,
  PAYMENT_NOT_REFUNDABLE,
  PAYMENT_NOT_REFUNDABLE_MESSAGE,
  REFUND_FAILED_MESSAGE,
  REFUND_TOO_LARGE,
  REFUND_WINDOW_PASSED,
  REFUND_WINDOW_PASSED_MESSAGE,
  type RefundKind,
  type RefundView,
  refundTooLargeMessage,
  refundWindowStart,
} from '../../../shared/schemas/refunds';
import { audit } from '../../audit';
import { clockOf } from '../../core/clock';
import type { Deps } from '../../core/deps';
import { AppError, conflict, describeError, notFound } from '../../core/errors';
import type { RequestMeta } from '../../core/request-meta';
import type { DbOrTx } from '../../db/client';
import {
  disputes,
  leagueSponsorships,
  paymentAliases,
  playerDonations,
  refundRequests,
  sponsorships,
} from '../../db/schema';
import { isUuid } from '../../http/ids';
import { processPaymentEvent } from '../../payments/fulfil';
import { refundedSoFar } from '../../payments/ledger';
import { paymentProviderOf } from '../../payments/provider-of';
import { ownTeamOr404 } from '../teams/ownership';

/*
 * Refunds asked for by people (issue 20): an admin refunds any payment, a team owner a gift to their team
 * within REFUND_WINDOW_DAYS, each in full or in part. Requests for one payment are made one at a time (its
 * row locked), so two tabs or two admins never ask back more than was paid; asking again for everything
 * left when nothing is left answers the last request again. The provider's confirmation is applied by
 * fulfilment (the sandbox's at once, Stripe's by webhook), which takes the refund out of every total,
 * writes the ledger and mails the payer.
 */

const PAYMENT_NOT_FOUND = 'Payment not found';
const NOT_REFUNDABLE_HERE =
  'This payment cannot be refunded from Homefield yet: its card payment is not known. Refund it in the payment provider’s dashboard.';

type Meta = Pick<RequestMeta, 'ip' | 'requestId' | 'log' | 'appUrl'>;

interface Target {
  kind: RefundKind;
  id: string;
  teamId: string;
  provider: 'stripe' | 'sandbox' | null;
  paymentId: string | null;
  /** What the card was charged: the tier's price, or the gift plus the fees its donor covered. */
  chargedCents: number;
  paidAt: Date | null;
  /** Paid and not all taken back yet. */
  refundable: boolean;
  /**
   * The rows paid by the same charge: this one, or every team's share of a league sponsorship (decision
   * 0059), refunded one share at a time through the league's one card payment.
   */
  sameCharge: string[];
}

type RequestRow = typeof refundRequests.$inferSelect;

type Paid = Pick<Target, 'kind' | 'id'>;

const source = (target: Paid) =>
  target.kind === 'sponsorship' ? { sponsorshipId: target.id } : { donationId: target.id };

async function sponsorshipTarget(db: DbOrTx, id: string, lock = false): Promise<Target | null> {
  const [peek] = await db
    .select({ leagueSponsorshipId: sponsorships.leagueSponsorshipId })
    .from(sponsorships)
    .where(eq(sponsorships.id, id));
  if (!peek) return null;
  const league = peek.leagueSponsorshipId ? await leagueCharge(db, peek.leagueSponsorshipId, lock) : null;
  const query = db.select().from(sponsorships).where(eq(sponsorships.id, id));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) return null;
  return {
    kind: 'sponsorship',
    id: row.id,
    teamId: row.teamId,
    provider: row.provider,
    paymentId: league ? league.paymentId : row.providerPaymentId,
    chargedCents: row.amount,
    paidAt: row.paidAt,
    refundable:
      row.paymentStatus === 'paid' &&
      row.paidAt !== null &&
      (row.status === 'active' || row.status === 'completed'),
    sameCharge: league ? league.shareIds : [row.id],
  };
}

/**
 * A league sponsorship's card payment and its shares. Locked before the share, in the order the refund's
 * fulfilment locks them, so two admins refunding two shares of one charge ask one after the other.
 */
async function leagueCharge(db: DbOrTx, leagueSponsorshipId: string, lock: boolean) {
  const query = db
    .select({ paymentId: leagueSponsorships.providerPaymentId })
    .from(leagueSponsorships)
    .where(eq(leagueSponsorships.id, leagueSponsorshipId));
  const [league] = lock ? await query.for('update') : await query;
  const shares = await db
    .select({ id: sponsorships.id })
    .from(sponsorships)
    .where(eq(sponsorships.leagueSponsorshipId, leagueSponsorshipId));
  return { paymentId: league?.paymentId ?? null, shareIds: shares.map((s) => s.id) };
}

async function donationTarget(db: DbOrTx, id: string, lock = false): Promise<Target | null> {
  const query = db.select().from(playerDonations).where(eq(playerDonations.id, id));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) return null;
  return {
    kind: 'donation',
    id: row.id,
    teamId: row.teamId,
    provider: row.provider,
    paymentId: row.providerPaymentId,
    chargedCents: row.amount + row.coveredFees,
    paidAt: row.paidAt,
    refundable: row.status === 'succeeded',
    sameCharge: [row.id],
  };
}

const targetOf = (db: DbOrTx, kind: RefundKind, id: string, lock = false) =>
  kind === 'sponsorship' ? sponsorshipTarget(db, id, lock) : donationTarget(db, id, lock);

const ofTarget = (target: Paid) =>
  target.kind === 'sponsorship'
    ? eq(refundRequests.sponsorshipId, target.id)
    : eq(refundRequests.donationId, target.id);

/** The payment's requests, oldest first, and what the ledger shows returned of it. */
async function refundsOf(db: DbOrTx, target: Paid) {
  const [requests, refunded] = await Promise.all([
    db.select().from(refundRequests).where(ofTarget(target)).orderBy(asc(refundRequests.createdAt)),
    refundedSoFar(db, source(target)),
  ]);
  const asked = requests.filter((r) => r.status !== 'failed').reduce((sum, r) => sum + r.amountCents, 0);
  // A refund made in the provider's dashboard is in the ledger only; one asked here may not be yet.
  return { requests, refunded, used: Math.max(refunded, asked) };
}

async function viewOf(db: DbOrTx, row: RequestRow, target: Target): Promise<RefundView> {
  const { requests, refunded, used } = await refundsOf(db, target);
  let upTo = 0;
  for (const r of requests) {
    if (r.status !== 'failed') upTo += r.amountCents;
    if (r.id === row.id) break;
  }
  return {
    id: row.id,
    kind: target.kind,
    paymentRowId: target.id,
    amountCents: row.amountCents,
    reason: row.reason,
    status: row.status,
    applied: row.status !== 'failed' && refunded >= upTo,
    leftCents: Math.max(target.chargedCents - used, 0),
    createdAt: row.createdAt.toISOString(),
  };
}

/** What the charge has returned or been asked for, over every row it paid. */
async function chargeUsed(db: DbOrTx, target: Target): Promise<number> {
  const rows = await Promise.all(target.sameCharge.map((id) => refundsOf(db, { kind: target.kind, id })));
  return rows.reduce((sum, row) => sum + row.used, 0);
}

/** A dispute open or lost: the provider refuses to refund the charge (won, it may be refunded again). */
async function disputed(db: DbOrTx, target: Target): Promise<boolean> {
  const found = await db
    .select({ status: disputes.status })
    .from(disputes)
    .where(
      target.kind === 'sponsorship'
        ? inArray(disputes.sponsorshipId, target.sameCharge)
        : eq(disputes.donationId, target.id),
    );
  return found.some((dispute) => !DISPUTE_RETURNED.includes(dispute.status));
}

/** The id the provider refunds: a Stripe invoice is refunded through the payment intent that paid it. */
async function refundablePaymentId(db: DbOrTx, target: Target): Promise<string> {
  if (!target.paymentId || !target.provider) throw conflict(PAYMENT_NOT_REFUNDABLE, NOT_REFUNDABLE_HERE);
  const [alias] = await db
    .select({ id: paymentAliases.aliasId })
    .from(paymentAliases)
    .where(and(eq(paymentAliases.provider, target.provider), eq(paymentAliases.paymentId, target.paymentId)))
    .limit(1);
  const id = alias?.id ?? target.paymentId;
  if (target.provider === 'stripe' && !id.startsWith('pi_')) {
    throw conflict(PAYMENT_NOT_REFUNDABLE, NOT_REFUNDABLE_HERE);
  }
  return id;
}

interface Asked {
  reason: string;
  amountCents?: number | undefined;
}

type Recorded =
  | { answer: RequestRow; created: false }
  | { request: RequestRow; paymentId: string; refundedTotalCents: number; created: true };

/**
 * Records one request under the payment's lock: what is asked must still be left. A failed request for the
 * same amount is tried again under its own id (and so the same idempotency key at the provider).
 */
async function recordRequest(
  deps: Deps,
  user: SessionUser,
  kind: RefundKind,
  id: string,
  asked: Asked,
  as: 'admin' | 'team',
): Promise<Recorded> {
  return deps.database.db.transaction(async (tx) => {
    const target = (await targetOf(tx, kind, id, true))!;
    const { requests, used } = await refundsOf(tx, target);
    const left = target.chargedCents - used;
    const last = requests.findLast((r) => r.status !== 'failed');
    // Everything left asked for again (a second tab, a second admin) once nothing is: the last answer.
    if (asked.amountCents === undefined && left <= 0 && last) return { answer: last, created: false };
    if (!target.refundable || left <= 0)
      throw conflict(PAYMENT_NOT_REFUNDABLE, PAYMENT_NOT_REFUNDABLE_MESSAGE);
    const amountCents = asked.amountCents ?? left;
    if (amountCents > left) {
      throw new AppError(409, REFUND_TOO_LARGE, refundTooLargeMessage(left), {
        amountCents: [refundTooLargeMessage(left)],
      });
    }
    if (await disputed(tx, target)) throw conflict(PAYMENT_DISPUTED, PAYMENT_DISPUTED_MESSAGE);
    const paymentId = await refundablePaymentId(tx, target);
    // Counted before this request is written: the provider is told the charge's total with it.
    const refundedTotalCents = (await chargeUsed(tx, target)) + amountCents;
    const values = {
      sponsorshipId: kind === 'sponsorship' ? id : null,
      donationId: kind === 'donation' ? id : null,
      amountCents,
      reason: asked.reason,
      requestedBy: user.id,
      requestedAs: as,
      provider: target.provider,
      status: 'requested' as const,
    };
    const failed = requests.find((r) => r.status === 'failed' && r.amountCents === amountCents);
    const [request] = failed
      ? await tx
          .update(refundRequests)
          .set({ ...values, updatedAt: new Date() })
          .where(eq(refundRequests.id, failed.id))
          .returning()
      : await tx.insert(refundRequests).values(values).returning();
    return { request: request!, paymentId, refundedTotalCents, created: true };
  });
}

/** Records the request, asks the provider, and applies what the sandbox hands back. */
async function requestRefund(
  deps: Deps,
  user: SessionUser,
  target: Target,
  asked: Asked,
  as: 'admin' | 'team',
  meta: Meta,
): Promise<{ refund: RefundView; created: boolean }> {
  const { db } = deps.database;
  const recorded = await recordRequest(deps, user, target.kind, target.id, asked, as);
  if (!recorded.created) return { refund: await viewOf(db, recorded.answer, target), created: false };
  const { request } = recorded;
  await audit(db, meta.log, {
    action: 'PAYMENT_REFUNDED',
    actorId: user.id,
    comment: asked.reason,
    data: { kind: target.kind, id: target.id, amountCents: request.amountCents, as },
    ip: meta.ip,
    requestId: meta.requestId,
  });

  const provider = paymentProviderOf(deps);
  let refunded: Awaited<ReturnType<typeof provider.refund>>;
  try {
    refunded = await provider.refund({
      paymentId: recorded.paymentId,
      amountCents: request.amountCents,
      refundedTotalCents: recorded.refundedTotalCents,
      idempotencyKey: request.id,
      metadata: { refundRequestId: request.id, purpose: target.kind },
    });
  } catch (error) {
    meta.log.error(
      {
        component: 'refunds',
        provider: provider.name,
        refundRequestId: request.id,
        err: describeError(error),
      },
      'the provider did not refund the payment',
    );
    await db.update(refundRequests).set({ status: 'failed' }).where(eq(refundRequests.id, request.id));
    throw new AppError(502, 'PAYMENT_PROVIDER_ERROR', REFUND_FAILED_MESSAGE);
  }
  const [sent] = await db
    .update(refundRequests)
    .set({ status: 'sent', providerRefundId: refunded.refundId })
    .where(eq(refundRequests.id, request.id))
    .returning();
  if (refunded.event) await processPaymentEvent(deps, refunded.event, { appUrl: meta.appUrl });
  return { refund: await viewOf(db, sent!, target), created: true };
}

/** POST /api/admin/refunds: any paid sponsorship or gift, with a reason. */
export async function adminRefund(deps: Deps, user: SessionUser, input: AdminRefundInput, meta: Meta) {
  const { db } = deps.database;
  const target = await targetOf(db, input.kind, input.id);
  if (!target) throw notFound(PAYMENT_NOT_FOUND);
  return requestRefund(deps, user, target, input, 'admin', meta);
}

/** POST /api/teams/:teamId/gifts/:giftId/refund: a gift to the owner's own team, within the window. */
export async function teamGiftRefund(
  deps: Deps,
  user: SessionUser,
  teamId: string,
  giftId: string,
  input: GiftRefundInput,
  meta: Meta,
) {
  const { db } = deps.database;
  const team = await ownTeamOr404(db, user.id, teamId);
  const target = isUuid(giftId) ? await donationTarget(db, giftId) : null;
  if (!target || target.teamId !== team.id) throw notFound(PAYMENT_NOT_FOUND);
  if (target.refundable && !withinWindow(target.paidAt, clockOf(deps).now())) {
    throw conflict(REFUND_WINDOW_PASSED, REFUND_WINDOW_PASSED_MESSAGE);
  }
  return requestRefund(deps, user, target, input, 'team', meta);
}

function withinWindow(paidAt: Date | null, now: Date): boolean {
  return paidAt !== null && paidAt >= refundWindowStart(now);
}
