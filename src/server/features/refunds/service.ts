import { and, eq } from 'drizzle-orm';
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
  REFUND_WINDOW_PASSED,
  REFUND_WINDOW_PASSED_MESSAGE,
  type RefundKind,
  type RefundView,
  refundWindowStart,
} from '../../../shared/schemas/refunds';
import { audit } from '../../audit';
import { clockOf } from '../../core/clock';
import type { Deps } from '../../core/deps';
import { AppError, conflict, describeError, notFound } from '../../core/errors';
import type { RequestMeta } from '../../core/request-meta';
import type { DbOrTx } from '../../db/client';
import { disputes, paymentAliases, playerDonations, refundRequests, sponsorships } from '../../db/schema';
import { isUuid } from '../../http/ids';
import { processPaymentEvent } from '../../payments/fulfil';
import { paymentProviderOf } from '../../payments/provider-of';
import { ownTeamOr404 } from '../teams/ownership';

/*
 * Refunds asked for by people (issue 20): an admin refunds any payment, a team owner a gift to their team
 * within REFUND_WINDOW_DAYS. One request per payment (refund_requests' unique keys): a second press, another
 * tab or a retry answers the first request again. The provider refunds the whole charge; its confirmation
 * is applied by fulfilment (the sandbox's at once, Stripe's by webhook), which takes the payment out of every
 * total, writes the ledger and mails the payer.
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
  /** Paid and not taken back yet. */
  refundable: boolean;
  /** Already shows as refunded. */
  refunded: boolean;
}

async function sponsorshipTarget(db: DbOrTx, id: string): Promise<Target | null> {
  const [row] = await db.select().from(sponsorships).where(eq(sponsorships.id, id));
  if (!row) return null;
  const paid = row.paymentStatus === 'paid' && row.paidAt !== null;
  return {
    kind: 'sponsorship',
    id: row.id,
    teamId: row.teamId,
    provider: row.provider,
    paymentId: row.providerPaymentId,
    chargedCents: row.amount,
    paidAt: row.paidAt,
    refundable: paid && (row.status === 'active' || row.status === 'completed'),
    refunded: paid && row.status === 'cancelled',
  };
}

async function donationTarget(db: DbOrTx, id: string): Promise<Target | null> {
  const [row] = await db.select().from(playerDonations).where(eq(playerDonations.id, id));
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
    refunded: row.status === 'refunded',
  };
}

const ofTarget = (target: Pick<Target, 'kind' | 'id'>) =>
  target.kind === 'sponsorship'
    ? eq(refundRequests.sponsorshipId, target.id)
    : eq(refundRequests.donationId, target.id);

async function existingRequest(db: DbOrTx, target: Target) {
  const [row] = await db.select().from(refundRequests).where(ofTarget(target));
  return row ?? null;
}

type RequestRow = typeof refundRequests.$inferSelect;

function viewOf(row: RequestRow, target: Target): RefundView {
  return {
    id: row.id,
    kind: target.kind,
    paymentRowId: target.id,
    amountCents: row.amountCents,
    reason: row.reason,
    status: row.status,
    applied: target.refunded,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The id the provider refunds: a Stripe invoice is refunded through the payment intent that paid it. */
/** A dispute open or lost: the provider refuses to refund the charge (won, it may be refunded again). */
async function disputed(db: DbOrTx, target: Target): Promise<boolean> {
  const [dispute] = await db
    .select({ status: disputes.status })
    .from(disputes)
    .where(
      target.kind === 'sponsorship'
        ? eq(disputes.sponsorshipId, target.id)
        : eq(disputes.donationId, target.id),
    );
  return dispute !== undefined && !DISPUTE_RETURNED.includes(dispute.status);
}

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

/** Records the request once, asks the provider, and applies what the sandbox hands back. */
async function requestRefund(
  deps: Deps,
  user: SessionUser,
  target: Target,
  reason: string,
  as: 'admin' | 'team',
  meta: Meta,
): Promise<{ refund: RefundView; created: boolean }> {
  const { db } = deps.database;
  const earlier = await existingRequest(db, target);
  if (earlier && earlier.status !== 'failed') return { refund: viewOf(earlier, target), created: false };
  if (!target.refundable) throw conflict(PAYMENT_NOT_REFUNDABLE, PAYMENT_NOT_REFUNDABLE_MESSAGE);
  if (await disputed(db, target)) throw conflict(PAYMENT_DISPUTED, PAYMENT_DISPUTED_MESSAGE);
  const paymentId = await refundablePaymentId(db, target);

  const values = {
    sponsorshipId: target.kind === 'sponsorship' ? target.id : null,
    donationId: target.kind === 'donation' ? target.id : null,
    amountCents: target.chargedCents,
    reason,
    requestedBy: user.id,
    requestedAs: as,
    provider: target.provider,
    status: 'requested' as const,
  };
  // A failed attempt is tried again under the same request (and so the same idempotency key).
  const [request] = earlier
    ? await db
        .update(refundRequests)
        .set({ ...values, updatedAt: new Date() })
        .where(and(eq(refundRequests.id, earlier.id), eq(refundRequests.status, 'failed')))
        .returning()
    : await db.insert(refundRequests).values(values).onConflictDoNothing().returning();
  if (!request) {
    // Another press got there first: its request is the answer.
    const first = (await existingRequest(db, target))!;
    return { refund: viewOf(first, target), created: false };
  }
  await audit(db, meta.log, {
    action: 'PAYMENT_REFUNDED',
    actorId: user.id,
    comment: reason,
    data: { kind: target.kind, id: target.id, amountCents: target.chargedCents, as },
    ip: meta.ip,
    requestId: meta.requestId,
  });

  const provider = paymentProviderOf(deps);
  let refunded: Awaited<ReturnType<typeof provider.refund>>;
  try {
    refunded = await provider.refund({
      paymentId,
      amountCents: target.chargedCents,
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
  const now =
    target.kind === 'sponsorship'
      ? await sponsorshipTarget(db, target.id)
      : await donationTarget(db, target.id);
  return { refund: viewOf(sent!, now ?? target), created: true };
}

/** POST /api/admin/refunds: any paid sponsorship or gift, with a reason. */
export async function adminRefund(deps: Deps, user: SessionUser, input: AdminRefundInput, meta: Meta) {
  const { db } = deps.database;
  const target =
    input.kind === 'sponsorship' ? await sponsorshipTarget(db, input.id) : await donationTarget(db, input.id);
  if (!target) throw notFound(PAYMENT_NOT_FOUND);
  return requestRefund(deps, user, target, input.reason, 'admin', meta);
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
  const earlier = await existingRequest(db, target);
  if (!earlier && target.refundable && !withinWindow(target.paidAt, clockOf(deps).now())) {
    throw conflict(REFUND_WINDOW_PASSED, REFUND_WINDOW_PASSED_MESSAGE);
  }
  return requestRefund(deps, user, target, input.reason, 'team', meta);
}

function withinWindow(paidAt: Date | null, now: Date): boolean {
  return paidAt !== null && paidAt >= refundWindowStart(now);
}
