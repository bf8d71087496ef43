import { and, eq } from 'drizzle-orm';
import { DISPUTE_FEE_CENTS } from '../../../shared/fees';
import type { SandboxDisputeInput } from '../../../shared/schemas/disputes';
import { clockOf } from '../../core/clock';
import type { Deps } from '../../core/deps';
import { conflict, notFound } from '../../core/errors';
import { ledgerEntries } from '../../db/schema';
import { processPaymentEvent } from '../../payments/fulfil';
import { refundedSoFar } from '../../payments/ledger';
import { paymentProviderOf } from '../../payments/provider-of';
import { bookSandbox } from '../../payments/sandbox-book';

const PAYMENT_NOT_FOUND = 'Payment not found';
const NOTHING_TO_DISPUTE = 'NOTHING_TO_DISPUTE';
const NOTHING_TO_DISPUTE_MESSAGE = 'This payment was refunded in full: there is nothing left to dispute.';

/**
 * POST /api/admin/sandbox/disputes: with no card issuer behind it, the sandbox lets an admin open a
 * chargeback against a paid payment and decide it, reported through the same fulfilment as Stripe's
 * charge.dispute.* events. A dispute per payment; each step is one event, so pressing twice repeats nothing.
 */
export async function sandboxDispute(deps: Deps, input: SandboxDisputeInput, appUrl: string) {
  if (paymentProviderOf(deps).name !== 'sandbox') throw notFound(PAYMENT_NOT_FOUND);
  const source =
    input.kind === 'sponsorship'
      ? eq(ledgerEntries.sponsorshipId, input.id)
      : eq(ledgerEntries.donationId, input.id);
  const [payment] = await deps.database.db
    .select({ paymentId: ledgerEntries.providerRef, amount: ledgerEntries.amount })
    .from(ledgerEntries)
    .where(and(source, eq(ledgerEntries.kind, 'payment'), eq(ledgerEntries.provider, 'sandbox')));
  if (!payment?.paymentId) throw notFound(PAYMENT_NOT_FOUND);
  // A card issuer disputes what is left of the charge: what was refunded is no longer in question.
  const left =
    payment.amount -
    (await refundedSoFar(
      deps.database.db,
      input.kind === 'sponsorship' ? { sponsorshipId: input.id } : { donationId: input.id },
    ));
  if (left <= 0) throw conflict(NOTHING_TO_DISPUTE, NOTHING_TO_DISPUTE_MESSAGE);
  const disputeId = `sbx_dp_${input.id}`;
  // The issuer takes the disputed amount when the dispute opens and gives it back if the team wins.
  const at = clockOf(deps).now();
  const { db } = deps.database;
  // With the network's dispute fee, which a win returns, as Stripe does.
  await bookSandbox(db, {
    type: 'dispute',
    amountCents: -left,
    feeCents: DISPUTE_FEE_CENTS,
    sourceRef: disputeId,
    at,
  });
  const won = input.status === 'won';
  if (won) {
    await bookSandbox(db, {
      type: 'dispute_won',
      amountCents: left,
      feeCents: -DISPUTE_FEE_CENTS,
      sourceRef: disputeId,
      at,
    });
  }
  const applied = await processPaymentEvent(
    deps,
    {
      provider: 'sandbox',
      id: `sbx_dispute:${input.id}:${input.status}`,
      type: `sandbox.dispute.${input.status}`,
      change: {
        kind: 'payment_disputed',
        disputeId,
        paymentId: payment.paymentId,
        amountCents: left,
        feeCents: won ? 0 : DISPUTE_FEE_CENTS,
        status: input.status,
        reason: 'fraudulent',
        reportedAt: clockOf(deps).now(),
      },
    },
    { appUrl },
  );
  return { disputeId, outcome: applied.outcome };
}
