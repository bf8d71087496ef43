import { and, eq, inArray, lt, lte, or, sql } from 'drizzle-orm';
import { clockOf } from '../core/clock';
import type { Deps } from '../core/deps';
import { describeError } from '../core/errors';
import {
  disputes,
  EARNING_KINDS,
  ledgerEntries,
  paymentAliases,
  payoutAccounts,
  transfers,
} from '../db/schema';
import { type LedgerSource, recordMove, sourceKey } from './ledger';
import { paymentProviderOf } from './provider-of';

/*
 * Separate charges and transfers (decision 0035): each payment is charged on the platform, and once the
 * team's payout account can receive money, what the payment earned the team (the ledger's net for it) is
 * transferred to that account. A payment refunded after its transfer has what the refund took from it
 * taken back from the transfer, and so does a payment whose dispute was lost.
 * Each transfer is claimed as a row first, then sent under the row's id as idempotency key, so two rounds
 * or two instances transfer a payment once, and a round that died mid-call is finished by a later one.
 */

type TransferRow = typeof transfers.$inferSelect;

/** A claimed transfer still 'requested' or 'failed' this long after its last try is tried again. */
export const TRANSFER_RETRY_AFTER_MS = 5 * 60_000;

const sourceOf = (row: Pick<TransferRow, 'sponsorshipId' | 'donationId'>): LedgerSource =>
  row.sponsorshipId ? { sponsorshipId: row.sponsorshipId } : { donationId: row.donationId! };

const earning = inArray(ledgerEntries.kind, [...EARNING_KINDS]);

/**
 * Claims a transfer for every payment with money due to a team that can receive it: its net is positive
 * and no transfer was claimed for it. One grouped query over payouts-enabled teams.
 */
async function claimDue(deps: Deps, limit: number): Promise<TransferRow[]> {
  const { db } = deps.database;
  const due = await db
    .select({
      teamId: ledgerEntries.teamId,
      sponsorshipId: ledgerEntries.sponsorshipId,
      donationId: ledgerEntries.donationId,
      provider: payoutAccounts.provider,
      accountId: payoutAccounts.accountId,
      net: sql<number>`sum(${ledgerEntries.amount})::int`,
    })
    .from(ledgerEntries)
    .innerJoin(
      payoutAccounts,
      and(
        eq(payoutAccounts.teamId, ledgerEntries.teamId),
        eq(payoutAccounts.payoutsEnabled, true),
        eq(payoutAccounts.provider, ledgerEntries.provider),
      ),
    )
    .where(
      and(
        earning,
        lte(ledgerEntries.occurredAt, clockOf(deps).now()),
        or(
          sql`${ledgerEntries.sponsorshipId} is not null and not exists (select 1 from ${transfers} where ${transfers.sponsorshipId} = ${ledgerEntries.sponsorshipId})`,
          sql`${ledgerEntries.donationId} is not null and not exists (select 1 from ${transfers} where ${transfers.donationId} = ${ledgerEntries.donationId})`,
        ),
      ),
    )
    .groupBy(
      ledgerEntries.teamId,
      ledgerEntries.sponsorshipId,
      ledgerEntries.donationId,
      payoutAccounts.provider,
      payoutAccounts.accountId,
    )
    .having(sql`sum(${ledgerEntries.amount}) > 0`)
    .limit(limit);
  if (due.length === 0) return [];
  const now = clockOf(deps).now();
  return db
    .insert(transfers)
    .values(
      due.map((d) => ({
        teamId: d.teamId,
        sponsorshipId: d.sponsorshipId,
        donationId: d.donationId,
        amountCents: d.net,
        provider: d.provider,
        accountId: d.accountId,
        // Retries go by the app's clock (unfinished()), so the claim is stamped with it too.
        updatedAt: now,
      })),
    )
    .onConflictDoNothing()
    .returning();
}

/** Transfers claimed earlier whose last try failed or never finished. */
function unfinished(deps: Deps, limit: number): Promise<TransferRow[]> {
  const before = new Date(clockOf(deps).now().getTime() - TRANSFER_RETRY_AFTER_MS);
  return deps.database.db
    .select()
    .from(transfers)
    .where(and(inArray(transfers.status, ['requested', 'failed']), lt(transfers.updatedAt, before)))
    .orderBy(transfers.createdAt)
    .limit(limit);
}

/** What the payment still earns the team (a refund since the claim makes it nothing) and its provider id. */
async function paymentNow(deps: Deps, source: LedgerSource) {
  const { db } = deps.database;
  const key = sourceKey(source);
  const [row] = await db
    .select({
      net: sql<number>`coalesce(sum(${ledgerEntries.amount}) filter (where ${earning}), 0)::int`,
      ref: sql<
        string | null
      >`max(${ledgerEntries.providerRef}) filter (where ${ledgerEntries.entryKey} = ${`payment:${key}`})`,
    })
    .from(ledgerEntries)
    .where(
      'sponsorshipId' in source
        ? eq(ledgerEntries.sponsorshipId, source.sponsorshipId)
        : eq(ledgerEntries.donationId, source.donationId),
    );
  return { net: row?.net ?? 0, ref: row?.ref ?? null };
}

/** Sends one claimed transfer; true when it went. A provider error leaves it 'failed' for a later round. */
async function send(deps: Deps, row: TransferRow): Promise<boolean> {
  const { db } = deps.database;
  const provider = paymentProviderOf(deps);
  if (provider.name !== row.provider) return false;
  const source = sourceOf(row);
  const payment = await paymentNow(deps, source);
  const open = inArray(transfers.status, ['requested', 'failed']);
  if (payment.net < row.amountCents) {
    // Refunded (or disputed) since the claim: nothing of it is the team's to receive now.
    await db
      .update(transfers)
      .set({ status: 'cancelled' })
      .where(and(eq(transfers.id, row.id), open));
    return false;
  }
  const aliases = payment.ref
    ? await db
        .select({ aliasId: paymentAliases.aliasId })
        .from(paymentAliases)
        .where(and(eq(paymentAliases.provider, row.provider), eq(paymentAliases.paymentId, payment.ref)))
    : [];
  try {
    const sent = await provider.transfer({
      accountId: row.accountId,
      amountCents: row.amountCents,
      paymentIds: [...(payment.ref ? [payment.ref] : []), ...aliases.map((a) => a.aliasId)],
      idempotencyKey: row.id,
      metadata: { teamId: row.teamId, transferId: row.id, ...source },
    });
    const now = clockOf(deps).now();
    await db.transaction(async (tx) => {
      const [marked] = await tx
        .update(transfers)
        .set({
          status: 'sent',
          providerTransferId: sent.transferId,
          destinationPaymentId: sent.destinationPaymentId,
          availableOn: sent.availableOn,
          sentAt: now,
          failureMessage: null,
        })
        .where(and(eq(transfers.id, row.id), open))
        .returning({ id: transfers.id });
      if (!marked) return;
      await recordMove(tx, {
        entryKey: `transfer:${sourceKey(source)}`,
        kind: 'transfer',
        teamId: row.teamId,
        source,
        amount: row.amountCents,
        provider: row.provider,
        providerRef: sent.transferId,
        occurredAt: now,
      });
    });
    return true;
  } catch (error) {
    const failure = describeError(error);
    deps.logger
      .child({ component: 'transfers' })
      .warn({ transferId: row.id, teamId: row.teamId, err: failure }, 'transfer failed; retried later');
    await db
      .update(transfers)
      .set({ status: 'failed', failureMessage: failure, updatedAt: clockOf(deps).now() })
      .where(and(eq(transfers.id, row.id), open));
    return false;
  }
}

/** What the payment earns the team apart from disputes: an open dispute waits for its outcome (0037). */
const NET_OF_REFUNDS = ['payment', 'processing_fee', 'platform_fee', 'refund'] as const;

/** The payment's ledger entries that decide what its transfer still carries: refunds, and a lost dispute. */
const decidesTransfer = or(
  inArray(ledgerEntries.kind, [...NET_OF_REFUNDS]),
  and(
    eq(ledgerEntries.kind, 'dispute'),
    sql`exists (select 1 from ${disputes} d where d.provider = ${ledgerEntries.provider} and d.provider_dispute_id = ${ledgerEntries.providerRef} and d.status = 'lost')`,
  ),
);

/**
 * What a sent transfer owes back now: what it carried beyond the payment's net as it stands (refunds and a
 * lost dispute since the claim lower it; ones before were already left out), less what was taken back.
 */
const owedBack = sql<number>`(${transfers.amountCents} - least(${transfers.amountCents}, greatest(0, coalesce(sum(${ledgerEntries.amount}), 0))) - ${transfers.reversedCents})::int`;

/** Payments that lost money after their transfer: refunded, or a dispute lost. Few, so the search starts there. */
const takenFrom = (column: typeof transfers.sponsorshipId | typeof transfers.donationId) => {
  const own = column === transfers.sponsorshipId ? sql.raw('sponsorship_id') : sql.raw('donation_id');
  return or(
    sql`${column} in (select r.${own} from ${ledgerEntries} r where r.kind = 'refund')`,
    // By the ledger's dispute entries, which name every share of a shared charge (decision 0059).
    sql`${column} in (select e.${own} from ${ledgerEntries} e join ${disputes} d on d.provider = e.provider
      and d.provider_dispute_id = e.provider_ref where e.kind = 'dispute' and d.status = 'lost')`,
  );
};

/** Sent transfers whose payment has since been refunded or lost a dispute, by more than was taken back. */
function reversalsDue(deps: Deps, limit: number) {
  return deps.database.db
    .select({ transfer: transfers, owedCents: owedBack })
    .from(transfers)
    .innerJoin(
      ledgerEntries,
      or(
        eq(ledgerEntries.sponsorshipId, transfers.sponsorshipId),
        eq(ledgerEntries.donationId, transfers.donationId),
      ),
    )
    .where(
      and(
        eq(transfers.status, 'sent'),
        lt(transfers.reversedCents, transfers.amountCents),
        decidesTransfer,
        or(takenFrom(transfers.sponsorshipId), takenFrom(transfers.donationId)),
      ),
    )
    .groupBy(transfers.id)
    .having(sql`${owedBack} > 0`)
    .limit(limit);
}

async function reverse(deps: Deps, row: TransferRow, owedCents: number): Promise<boolean> {
  const provider = paymentProviderOf(deps);
  if (provider.name !== row.provider || !row.providerTransferId) return false;
  const source = sourceOf(row);
  const reversedAfter = row.reversedCents + owedCents;
  // Each reversal is named by how much will have been taken back after it: a retry is the same one. A
  // reversal of the whole transfer keeps the names it had before partial refunds.
  const whole = reversedAfter === row.amountCents;
  try {
    const { reversalId } = await provider.reverseTransfer({
      transferId: row.providerTransferId,
      amountCents: owedCents,
      idempotencyKey: whole && row.reversedCents === 0 ? row.id : `${row.id}:${reversedAfter}`,
    });
    const now = clockOf(deps).now();
    return await deps.database.db.transaction(async (tx) => {
      const [marked] = await tx
        .update(transfers)
        .set({ reversalId, reversedAt: now, reversedCents: reversedAfter })
        .where(and(eq(transfers.id, row.id), eq(transfers.reversedCents, row.reversedCents)))
        .returning({ id: transfers.id });
      if (!marked) return false;
      await recordMove(tx, {
        entryKey: `transfer_reversal:${sourceKey(source)}${whole && row.reversedCents === 0 ? '' : `:${reversedAfter}`}`,
        kind: 'transfer_reversal',
        teamId: row.teamId,
        source,
        amount: -owedCents,
        provider: row.provider,
        providerRef: reversalId,
        occurredAt: now,
      });
      return true;
    });
  } catch (error) {
    deps.logger
      .child({ component: 'transfers' })
      .warn({ transferId: row.id, err: describeError(error) }, 'transfer reversal failed; retried later');
    return false;
  }
}

/** One round: transfer what is due, retry what failed, take back what was refunded. How many moved. */
export async function moveTeamMoney(deps: Deps, limit = 100): Promise<number> {
  let moved = 0;
  const claimed = await claimDue(deps, limit);
  for (const row of [...claimed, ...(await unfinished(deps, limit))]) {
    if (await send(deps, row)) moved += 1;
  }
  for (const { transfer, owedCents } of await reversalsDue(deps, limit)) {
    if (await reverse(deps, transfer, owedCents)) moved += 1;
  }
  return moved;
}
