import { processingFeeCents } from '../../shared/fees';
import type { DbOrTx } from '../db/client';
import { type BalanceTransactionType, sandboxBalanceTransactions } from '../db/schema';

/*
 * The sandbox provider's balance transactions (decision 0046): each call that moves its pretend platform
 * balance writes one row, named by what it records, so a retry records nothing twice. The ledger's code never
 * writes here: this is the other side the reconciliation compares the ledger with.
 */

export interface SandboxEntry {
  type: BalanceTransactionType;
  amountCents: number;
  /** The payment a charge or refund is of; the transfer, reversal or dispute itself otherwise. */
  sourceRef: string;
  /** What names this movement when sourceRef does not alone (a refund: several per payment). */
  key?: string;
  at: Date;
  feeCents?: number;
}

export async function bookSandbox(db: DbOrTx, entry: SandboxEntry): Promise<void> {
  await db
    .insert(sandboxBalanceTransactions)
    .values({
      id: `sbx_txn_${entry.type}_${entry.key ?? entry.sourceRef}`,
      type: entry.type,
      amountCents: entry.amountCents,
      feeCents: entry.feeCents ?? 0,
      sourceRef: entry.sourceRef,
      createdAt: entry.at,
    })
    .onConflictDoNothing();
}

/** A card charge: the whole amount in, the card processing (the published 2.9% + 30¢) kept by the provider. */
export function bookSandboxCharge(db: DbOrTx, paymentId: string, chargedCents: number, at: Date) {
  return bookSandbox(db, {
    type: 'charge',
    amountCents: chargedCents,
    feeCents: processingFeeCents(chargedCents),
    sourceRef: paymentId,
    at,
  });
}
