/*
 * The nightly reconciliation of the ledger with the payment provider's balance transactions (issue 20,
 * decision 0046), as the admin dashboard shows it.
 */

/** What a movement is, in the admin's words. */
export const RECONCILED_MOVEMENTS = {
  charge: 'Payment',
  fee: 'Card processing',
  refund: 'Refund',
  transfer: 'Transfer to a team',
  transfer_reversal: 'Transfer taken back',
  dispute: 'Dispute',
  dispute_won: 'Dispute won',
} as const;
export type ReconciledMovement = keyof typeof RECONCILED_MOVEMENTS;

/** One movement on which the ledger and the provider disagree, to the cent. */
export interface ReconciliationDifference {
  movement: ReconciledMovement;
  /** The provider's id of it. */
  ref: string;
  /** As the ledger has it (0 when it has none), and as the provider does. */
  ledgerCents: number;
  providerCents: number;
}

export interface ReconciliationRun {
  id: string;
  trigger: 'nightly' | 'admin';
  windowStart: string;
  windowEnd: string;
  checked: number;
  differences: ReconciliationDifference[];
  /** Null while it runs. */
  finishedAt: string | null;
  createdAt: string;
}

/** GET /api/admin/reconciliation: the newest runs, newest first. */
export interface ReconciliationRunsResponse {
  runs: ReconciliationRun[];
}
