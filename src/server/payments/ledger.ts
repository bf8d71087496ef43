import { and, eq, inArray, sql } from 'drizzle-orm';
import type { PaymentProvider } from '../../shared/constants';
import { platformFeeCents, processingFeeCents } from '../../shared/fees';
import type { TeamMoney } from '../../shared/schemas/team-dashboard';
import type { DbOrTx, Tx } from '../db/client';
import { EARNING_KINDS, type LedgerKind, ledgerEntries } from '../db/schema';

/*
 * Writing to the one ledger (db/schema/ledger.ts, decision 0030). Fulfilment calls these in the same
 * transaction that marks a payment paid or refunded, so the ledger and the payment's state never disagree;
 * each movement's entry key makes a second recording of it a no-op.
 */

export type LedgerSource = { sponsorshipId: string } | { donationId: string };

export function sourceKey(source: LedgerSource): string {
  return 'sponsorshipId' in source ? `sponsorship:${source.sponsorshipId}` : `donation:${source.donationId}`;
}

function sourceColumns(source: LedgerSource) {
  return 'sponsorshipId' in source
    ? { sponsorshipId: source.sponsorshipId, donationId: null }
    : { sponsorshipId: null, donationId: source.donationId };
}

function sourceWhere(source: LedgerSource) {
  return 'sponsorshipId' in source
    ? eq(ledgerEntries.sponsorshipId, source.sponsorshipId)
    : eq(ledgerEntries.donationId, source.donationId);
}

export interface PaymentMovement {
  teamId: string;
  source: LedgerSource;
  provider: PaymentProvider | null;
  /** The provider's id of the payment. */
  paymentId: string | null;
  occurredAt: Date;
  /** What the team was given (the tier's price, the gift). */
  amountCents: number;
  /** What the payer added to cover the fees. */
  coverCents: number;
  /** The platform's rate shown before paying. */
  platformFeeBps: number;
  /**
   * This payment's part of fees worked out on a larger charge it shares (a league sponsorship's team
   * share, decision 0059), so that the parts add up to the charge's own fees.
   */
  shareOfFees?: { processingCents: number; platformCents: number };
}

/** A payment, its card processing and the platform's fee: three entries, each once. */
export async function recordPayment(tx: Tx, payment: PaymentMovement): Promise<void> {
  const charged = payment.amountCents + payment.coverCents;
  const key = sourceKey(payment.source);
  const common = {
    teamId: payment.teamId,
    ...sourceColumns(payment.source),
    provider: payment.provider,
    providerRef: payment.paymentId,
    occurredAt: payment.occurredAt,
  };
  const platformFee =
    payment.shareOfFees?.platformCents ?? platformFeeCents(payment.amountCents, payment.platformFeeBps);
  const processingFee = payment.shareOfFees?.processingCents ?? processingFeeCents(charged);
  const rows = [
    {
      ...common,
      entryKey: `payment:${key}`,
      kind: 'payment' as const,
      amount: charged,
      coversFees: payment.coverCents,
    },
    {
      ...common,
      entryKey: `processing_fee:${key}`,
      kind: 'processing_fee' as const,
      amount: -processingFee,
    },
    ...(platformFee > 0
      ? [{ ...common, entryKey: `platform_fee:${key}`, kind: 'platform_fee' as const, amount: -platformFee }]
      : []),
  ];
  await tx.insert(ledgerEntries).values(rows).onConflictDoNothing({ target: ledgerEntries.entryKey });
}

export interface RefundRecorded {
  /** What this report returned that no earlier one had. */
  returnedCents: number;
  /** Everything returned of the payment now. */
  refundedCents: number;
  /** The whole charge. */
  chargedCents: number;
}

/**
 * A payment returned, wholly or in part: `refundedCents` is everything returned of it so far (null: all of
 * it), so only what is new is written and a report seen twice, or after a larger one, writes nothing. A
 * refund takes from the gift (or the tier's price) first and from the fees a donor covered last. The
 * platform's fee goes back in proportion to the part of the gift returned (all of it with a full refund);
 * the card processor keeps its price (it does not return it), so the team bears that one.
 */
export async function recordRefund(
  tx: Tx,
  refund: { source: LedgerSource; refundedCents: number | null; refundId: string | null; occurredAt: Date },
): Promise<RefundRecorded | null> {
  const entries = await tx
    .select({
      kind: ledgerEntries.kind,
      entryKey: ledgerEntries.entryKey,
      amount: ledgerEntries.amount,
      coversFees: ledgerEntries.coversFees,
      teamId: ledgerEntries.teamId,
      provider: ledgerEntries.provider,
    })
    .from(ledgerEntries)
    .where(
      and(sourceWhere(refund.source), inArray(ledgerEntries.kind, ['payment', 'platform_fee', 'refund'])),
    );
  const payment = entries.find((e) => e.kind === 'payment');
  if (!payment) return null;
  const key = sourceKey(refund.source);
  const charged = payment.amount;
  const gift = charged - payment.coversFees;
  const total = Math.min(refund.refundedCents ?? charged, charged);
  const sum = (rows: typeof entries, pick: (e: (typeof entries)[number]) => number) =>
    rows.reduce((acc, e) => acc + pick(e), 0);
  const refunds = entries.filter((e) => e.kind === 'refund');
  const already = -sum(refunds, (e) => e.amount);
  const returned = total - already;
  if (returned <= 0) return { returnedCents: 0, refundedCents: already, chargedCents: charged };

  const full = total === charged;
  // A full refund keeps the keys it always had; each partial total is a movement of its own.
  const suffix = full ? key : `${key}:${total}`;
  const feeCharged = -sum(
    entries.filter((e) => e.entryKey === `platform_fee:${key}`),
    (e) => e.amount,
  );
  const feeReturned = sum(
    entries.filter((e) => e.kind === 'platform_fee' && e.amount > 0),
    (e) => e.amount,
  );
  const giftLeft = Math.max(gift - total, 0);
  const feeKept = full || gift <= 0 ? 0 : Math.round((feeCharged * giftLeft) / gift);
  const feeBack = feeCharged - feeReturned - feeKept;
  const coverBack = Math.max(total - gift, 0) - sum(refunds, (e) => e.coversFees);
  const common = {
    teamId: payment.teamId,
    ...sourceColumns(refund.source),
    provider: payment.provider,
    providerRef: refund.refundId,
    occurredAt: refund.occurredAt,
  };
  const rows = [
    {
      ...common,
      entryKey: `refund:${suffix}`,
      kind: 'refund' as const,
      amount: -returned,
      coversFees: coverBack,
    },
    ...(feeBack > 0
      ? [
          {
            ...common,
            entryKey: `platform_fee_returned:${suffix}`,
            kind: 'platform_fee' as const,
            amount: feeBack,
          },
        ]
      : []),
  ];
  const written = await tx
    .insert(ledgerEntries)
    .values(rows)
    .onConflictDoNothing({ target: ledgerEntries.entryKey })
    .returning({ kind: ledgerEntries.kind });
  const wrote = written.some((w) => w.kind === 'refund');
  return {
    returnedCents: wrote ? returned : 0,
    refundedCents: wrote ? total : already,
    chargedCents: charged,
  };
}

/** Everything returned of one payment so far, from the ledger. */
export async function refundedSoFar(db: DbOrTx, source: LedgerSource): Promise<number> {
  const [row] = await db
    .select({ cents: sql<number>`coalesce(-sum(${ledgerEntries.amount}), 0)::int` })
    .from(ledgerEntries)
    .where(and(sourceWhere(source), eq(ledgerEntries.kind, 'refund')));
  return row?.cents ?? 0;
}

/**
 * Money moving between where it is held (the platform, the team's payout account, its bank): a transfer,
 * its reversal, a payout. Positive moves it toward the bank; the movement's key records it once.
 */
export async function recordMove(
  tx: Tx,
  move: {
    entryKey: string;
    kind: 'transfer' | 'transfer_reversal' | 'payout';
    teamId: string;
    source: LedgerSource | null;
    amount: number;
    provider: PaymentProvider;
    providerRef: string;
    occurredAt: Date;
  },
): Promise<void> {
  const { source, ...entry } = move;
  await tx
    .insert(ledgerEntries)
    .values({
      ...entry,
      ...(source ? sourceColumns(source) : { sponsorshipId: null, donationId: null }),
    })
    .onConflictDoNothing({ target: ledgerEntries.entryKey });
}

const byKind = (kind: LedgerKind) =>
  sql<number>`coalesce(sum(${ledgerEntries.amount}) filter (where ${ledgerEntries.kind} = ${kind}), 0)::int`;

/** A team's money, from the ledger and nothing else, in one query over the team's index. */
export async function teamMoney(db: DbOrTx, teamId: string): Promise<TeamMoney> {
  const earning = sql.join(
    EARNING_KINDS.map((k) => sql`${k}`),
    sql`, `,
  );
  const [row] = await db
    .select({
      payments: byKind('payment'),
      refunds: byKind('refund'),
      processing: byKind('processing_fee'),
      platform: byKind('platform_fee'),
      disputes: sql<number>`coalesce(sum(${ledgerEntries.amount}) filter (where ${ledgerEntries.kind} in ('dispute', 'dispute_won')), 0)::int`,
      covered: sql<number>`coalesce(sum(case when ${ledgerEntries.kind} = 'payment' then ${ledgerEntries.coversFees} when ${ledgerEntries.kind} = 'refund' then -${ledgerEntries.coversFees} else 0 end), 0)::int`,
      net: sql<number>`coalesce(sum(${ledgerEntries.amount}) filter (where ${ledgerEntries.kind} in (${earning})), 0)::int`,
      moved: sql<number>`coalesce(sum(${ledgerEntries.amount}) filter (where ${ledgerEntries.kind} in ('transfer', 'transfer_reversal')), 0)::int`,
    })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.teamId, teamId));
  const r = row!;
  // Costs are stored negative and shown positive; 0 - 0 would read as -0.
  const neg = (cents: number) => (cents === 0 ? 0 : -cents);
  return {
    paidInCents: r.payments,
    raisedCents: r.payments + r.refunds + r.disputes - r.covered,
    coveredCents: r.covered,
    refundedCents: neg(r.refunds),
    processingFeesCents: neg(r.processing),
    platformFeesCents: neg(r.platform),
    disputedCents: neg(r.disputes),
    netCents: r.net,
    heldCents: r.net - r.moved,
  };
}
