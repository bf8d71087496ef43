import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { ledgerEntries, payoutAccounts, payouts, transfers } from '../db/schema';
import type { Changed } from './changes';
import { recordMove } from './ledger';
import type { PaymentChange, ProviderName } from './provider';

/*
 * Payouts from a team's account to its bank, as the provider reports them (decision 0035). Each report is
 * the payout whole, so the newest wins; the transfers it carries are tied to it once its contents are
 * known, and the ledger records the money reaching the bank when the payout is paid (and taken back if
 * the bank returns it).
 */

type PayoutChange = Extract<PaymentChange, { kind: 'payout_updated' }>;

/** The payout's money did not leave the account: what it carried is available again. */
const UNDONE = ['failed', 'canceled'] as const;

export async function payoutUpdated(tx: Tx, provider: ProviderName, change: PayoutChange): Promise<Changed> {
  const [account] = await tx
    .select({ teamId: payoutAccounts.teamId })
    .from(payoutAccounts)
    .where(and(eq(payoutAccounts.provider, provider), eq(payoutAccounts.accountId, change.accountId)));
  if (!account) return { outcome: 'unmatched' };
  const report = {
    amountCents: change.amountCents,
    status: change.status,
    arrivalDate: change.arrivalDate,
    failureMessage: change.failureMessage,
    reportedAt: change.reportedAt,
  };
  const [payout] = await tx
    .insert(payouts)
    .values({
      teamId: account.teamId,
      provider,
      accountId: change.accountId,
      providerPayoutId: change.payoutId,
      ...report,
      // When the provider made it, as far as its first report we saw says.
      createdAt: change.reportedAt,
    })
    .onConflictDoUpdate({
      target: [payouts.provider, payouts.providerPayoutId],
      set: report,
      setWhere: sql`${payouts.reportedAt} < excluded.reported_at`,
    })
    .returning({ id: payouts.id });
  if (!payout) return { outcome: 'no_change' };

  const undone = (UNDONE as readonly string[]).includes(change.status);
  if (undone) {
    await tx.update(transfers).set({ payoutId: null }).where(eq(transfers.payoutId, payout.id));
  } else if (change.destinationPaymentIds?.length) {
    await tx
      .update(transfers)
      .set({ payoutId: payout.id })
      .where(
        and(
          eq(transfers.provider, provider),
          eq(transfers.accountId, change.accountId),
          inArray(transfers.destinationPaymentId, change.destinationPaymentIds),
          isNull(transfers.payoutId),
        ),
      );
  }
  const move = {
    kind: 'payout' as const,
    teamId: account.teamId,
    source: null,
    provider,
    providerRef: change.payoutId,
    occurredAt: change.arrivalDate,
  };
  const key = `${provider}:${change.payoutId}`;
  if (change.status === 'paid') {
    await recordMove(tx, { ...move, entryKey: `payout:${key}`, amount: change.amountCents });
  } else if (change.status === 'failed') {
    // A bank can return a payout it had accepted: if it was recorded as paid, it comes back.
    const [paid] = await tx
      .select({ id: ledgerEntries.id })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.entryKey, `payout:${key}`));
    if (paid) {
      await recordMove(tx, { ...move, entryKey: `payout_returned:${key}`, amount: -change.amountCents });
    }
  }
  return { outcome: 'fulfilled' };
}
