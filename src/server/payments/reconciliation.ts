import { and, desc, eq, gte, inArray, lt, or, sql } from 'drizzle-orm';
import type { PaymentProvider as ProviderName } from '../../shared/constants';
import type {
  ReconciledMovement,
  ReconciliationDifference,
  ReconciliationRun,
} from '../../shared/schemas/reconciliation';
import { clockOf } from '../core/clock';
import type { Deps } from '../core/deps';
import { conflict } from '../core/errors';
import type { Db } from '../db/client';
import {
  ledgerEntries,
  paymentAliases,
  planInvoiceRefunds,
  planInvoices,
  reconciliationRuns,
} from '../db/schema';
import type { ProviderBalanceTransaction } from './provider';
import { paymentProviderOf } from './provider-of';

/*
 * The ledger against the provider's balance transactions (issue 20, decision 0046): every movement of the
 * platform's balance in a window (payments and their card processing, refunds per payment, transfers to
 * teams and their reversals, disputes) must be the same on both sides, to the cent. Each side is read with
 * a day's margin, so a movement the two sides date either side of the window's edge is still matched; only
 * movements dated inside the window are reported.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
const RECONCILED_KINDS = [
  'payment',
  'processing_fee',
  'refund',
  'transfer',
  'transfer_reversal',
  'dispute',
  'dispute_won',
] as const;

export const RECONCILIATION_UNAVAILABLE = 'This payment provider does not list its balance transactions.';

interface Line {
  ledger: number;
  provider: number;
  inWindow: boolean;
}

class Book {
  readonly lines = new Map<string, Line & { movement: ReconciledMovement; ref: string }>();
  constructor(private readonly window: { from: Date; to: Date }) {}

  add(side: 'ledger' | 'provider', movement: ReconciledMovement, ref: string, cents: number, at: Date) {
    const key = `${movement}:${ref}`;
    const line = this.lines.get(key) ?? { movement, ref, ledger: 0, provider: 0, inWindow: false };
    line[side] += cents;
    line.inWindow ||= at >= this.window.from && at < this.window.to;
    this.lines.set(key, line);
  }

  differences(): { checked: number; differences: ReconciliationDifference[] } {
    const compared = [...this.lines.values()].filter((line) => line.inWindow);
    const differences = compared
      .filter((line) => line.ledger !== line.provider)
      .map(({ movement, ref, ledger, provider }) => ({
        movement,
        ref,
        ledgerCents: ledger,
        providerCents: provider,
      }))
      .sort((a, b) => a.movement.localeCompare(b.movement) || a.ref.localeCompare(b.ref));
    return { checked: compared.length, differences };
  }
}

/** The provider's side, each movement as a positive amount of what it is. */
function addProvider(book: Book, row: ProviderBalanceTransaction) {
  switch (row.type) {
    case 'charge':
      book.add('provider', 'charge', row.ref, row.amountCents, row.at);
      book.add('provider', 'fee', row.ref, row.feeCents, row.at);
      return;
    case 'refund':
    case 'transfer':
      book.add('provider', row.type, row.ref, -row.amountCents, row.at);
      return;
    case 'dispute':
      book.add('provider', row.type, row.ref, -row.amountCents, row.at);
      book.add('provider', 'fee', row.ref, row.feeCents, row.at);
      return;
    case 'transfer_reversal':
      book.add('provider', row.type, row.ref, row.amountCents, row.at);
      return;
    case 'dispute_won':
      book.add('provider', row.type, row.ref, row.amountCents, row.at);
      book.add('provider', 'fee', row.ref, row.feeCents, row.at);
      return;
  }
}

/** The ledger's side over the same window, the same way: a refund under the payment it returns. */
async function addLedger(book: Book, db: Db, provider: ProviderName, window: { from: Date; to: Date }) {
  const rows = await db
    .select({
      kind: ledgerEntries.kind,
      ref: ledgerEntries.providerRef,
      amount: ledgerEntries.amount,
      at: ledgerEntries.occurredAt,
      sponsorshipId: ledgerEntries.sponsorshipId,
      donationId: ledgerEntries.donationId,
    })
    .from(ledgerEntries)
    .where(
      and(
        eq(ledgerEntries.provider, provider),
        inArray(ledgerEntries.kind, [...RECONCILED_KINDS]),
        gte(ledgerEntries.occurredAt, window.from),
        lt(ledgerEntries.occurredAt, window.to),
      ),
    );
  const refunds = rows.filter((row) => row.kind === 'refund');
  const paymentRefs = await paymentRefsOf(db, refunds);
  for (const row of rows) {
    if (row.kind === 'refund') {
      const ref = paymentRefs.get(row.sponsorshipId ?? row.donationId ?? '');
      if (ref) book.add('ledger', 'refund', ref, -row.amount, row.at);
      continue;
    }
    if (!row.ref) continue;
    if (row.kind === 'payment') book.add('ledger', 'charge', row.ref, row.amount, row.at);
    else if (row.kind === 'processing_fee') book.add('ledger', 'fee', row.ref, -row.amount, row.at);
    else if (row.kind === 'transfer' || row.kind === 'dispute_won') {
      book.add('ledger', row.kind, row.ref, row.amount, row.at);
    } else book.add('ledger', row.kind as ReconciledMovement, row.ref, -row.amount, row.at);
  }
}

/**
 * Plans are paid to the platform itself (issue 21): each invoice is a charge and its card processing, and
 * each step of an admin's refund of it a refund on the day it was reported.
 */
async function addPlanInvoices(book: Book, db: Db, provider: ProviderName, window: { from: Date; to: Date }) {
  const [paid, refunded] = await Promise.all([
    db
      .select({
        ref: planInvoices.paymentId,
        amount: planInvoices.amountCents,
        fee: planInvoices.processingFeeCents,
        at: planInvoices.paidAt,
      })
      .from(planInvoices)
      .where(
        and(
          eq(planInvoices.provider, provider),
          gte(planInvoices.paidAt, window.from),
          lt(planInvoices.paidAt, window.to),
        ),
      ),
    db
      .select({
        ref: planInvoices.paymentId,
        cents: planInvoiceRefunds.cents,
        at: planInvoiceRefunds.occurredAt,
      })
      .from(planInvoiceRefunds)
      .innerJoin(planInvoices, eq(planInvoices.id, planInvoiceRefunds.invoiceId))
      .where(
        and(
          eq(planInvoices.provider, provider),
          gte(planInvoiceRefunds.occurredAt, window.from),
          lt(planInvoiceRefunds.occurredAt, window.to),
        ),
      ),
  ]);
  for (const row of paid) {
    book.add('ledger', 'charge', row.ref, row.amount, row.at);
    book.add('ledger', 'fee', row.ref, row.fee, row.at);
  }
  for (const row of refunded) book.add('ledger', 'refund', row.ref, row.cents, row.at);
}

/** The provider's payment id of each refunded payment, by its sponsorship or donation: one query. */
async function paymentRefsOf(
  db: Db,
  refunds: { sponsorshipId: string | null; donationId: string | null }[],
): Promise<Map<string, string>> {
  const sponsorships = refunds.flatMap((r) => (r.sponsorshipId ? [r.sponsorshipId] : []));
  const donations = refunds.flatMap((r) => (r.donationId ? [r.donationId] : []));
  if (sponsorships.length + donations.length === 0) return new Map();
  const rows = await db
    .select({
      source: sql<string>`coalesce(${ledgerEntries.sponsorshipId}, ${ledgerEntries.donationId})::text`,
      ref: ledgerEntries.providerRef,
    })
    .from(ledgerEntries)
    .where(
      and(
        eq(ledgerEntries.kind, 'payment'),
        or(
          sponsorships.length ? inArray(ledgerEntries.sponsorshipId, sponsorships) : undefined,
          donations.length ? inArray(ledgerEntries.donationId, donations) : undefined,
        ),
      ),
    );
  return new Map(rows.flatMap((row) => (row.ref ? [[row.source, row.ref] as const] : [])));
}

/**
 * The ledger names some payments differently from the provider's balance (a monthly gift's first month by
 * its invoice, Stripe's charge by its payment intent): payment_aliases says which is which. One query.
 */
async function canonicalRefs(db: Db, provider: ProviderName, rows: ProviderBalanceTransaction[]) {
  const refs = [...new Set(rows.filter((r) => r.type === 'charge' || r.type === 'refund').map((r) => r.ref))];
  if (refs.length === 0) return new Map<string, string>();
  const aliases = await db
    .select({ alias: paymentAliases.aliasId, payment: paymentAliases.paymentId })
    .from(paymentAliases)
    .where(and(eq(paymentAliases.provider, provider), inArray(paymentAliases.aliasId, refs)));
  return new Map(aliases.map((a) => [a.alias, a.payment]));
}

function toRun(row: typeof reconciliationRuns.$inferSelect): ReconciliationRun {
  return {
    id: row.id,
    trigger: row.trigger,
    windowStart: row.windowStart.toISOString(),
    windowEnd: row.windowEnd.toISOString(),
    checked: row.checked,
    differences: row.differences,
    finishedAt: row.finishedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Compares the window and records the run. A nightly run claims its day first (one per provider and day,
 * whatever the instances); null when another already did. An admin's run claims nothing: always recorded.
 */
export async function reconcile(
  deps: Deps,
  window: { from: Date; to: Date },
  trigger: 'admin',
  requestedBy?: string | null,
): Promise<ReconciliationRun>;
export async function reconcile(
  deps: Deps,
  window: { from: Date; to: Date },
  trigger: 'nightly',
): Promise<ReconciliationRun | null>;
export async function reconcile(
  deps: Deps,
  window: { from: Date; to: Date },
  trigger: 'nightly' | 'admin',
  requestedBy: string | null = null,
): Promise<ReconciliationRun | null> {
  const provider = paymentProviderOf(deps);
  if (!provider.balanceTransactions) throw conflict('RECONCILIATION_UNAVAILABLE', RECONCILIATION_UNAVAILABLE);
  const { db } = deps.database;
  const [run] = await db
    .insert(reconciliationRuns)
    .values({
      provider: provider.name,
      trigger,
      windowStart: window.from,
      windowEnd: window.to,
      requestedBy,
      createdAt: clockOf(deps).now(),
    })
    .onConflictDoNothing()
    .returning({ id: reconciliationRuns.id });
  if (!run) return null;
  const margin = {
    from: new Date(window.from.getTime() - DAY_MS),
    to: new Date(window.to.getTime() + DAY_MS),
  };
  const book = new Book(window);
  const listed = await provider.balanceTransactions(margin);
  const canonical = await canonicalRefs(db, provider.name, listed);
  for (const row of listed) addProvider(book, { ...row, ref: canonical.get(row.ref) ?? row.ref });
  await addLedger(book, db, provider.name, margin);
  await addPlanInvoices(book, db, provider.name, margin);
  const { checked, differences } = book.differences();
  if (differences.length > 0) {
    deps.logger.error(
      { component: 'reconciliation', runId: run.id, differences },
      'the ledger and the payment provider disagree',
    );
  }
  const [done] = await db
    .update(reconciliationRuns)
    .set({ checked, differences, finishedAt: clockOf(deps).now() })
    .where(eq(reconciliationRuns.id, run.id))
    .returning();
  return toRun(done!);
}

/** GET /api/admin/reconciliation: the newest runs. */
export async function recentRuns(db: Db, limit = 10): Promise<ReconciliationRun[]> {
  const rows = await db
    .select()
    .from(reconciliationRuns)
    .orderBy(desc(reconciliationRuns.createdAt))
    .limit(limit);
  return rows.map(toRun);
}
