import { and, desc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { PayoutAccountState, PayoutAccountView } from '../../shared/schemas/payouts';
import type { DbOrTx, Tx } from '../db/client';
import { EARNING_KINDS, ledgerEntries, payoutAccounts, teams } from '../db/schema';
import type { Changed } from './changes';
import type { PaymentChange, ProviderName } from './provider';

/*
 * Payout accounts as the provider reports them (decision 0032): each report carries the account's whole
 * state, so the newest one wins and an older one, arriving late, changes nothing.
 */

type AccountRow = typeof payoutAccounts.$inferSelect;

/** Stripe's reasons an account is stopped that mean it is being checked, not that it failed. */
const CHECKING = new Set(['requirements.pending_verification', 'under_review']);

/** The one state a team reads, from the provider's flags and reasons. */
export function payoutStateOf(account: AccountRow | undefined): PayoutAccountState {
  if (!account) return 'not_started';
  if (account.payoutsEnabled) return 'payouts_enabled';
  if (account.disabledReason && !CHECKING.has(account.disabledReason) && account.detailsSubmitted) {
    return 'restricted';
  }
  if (!account.detailsSubmitted || account.requirementsDue.length > 0) return 'details_needed';
  if (account.chargesEnabled) return 'charges_enabled';
  return 'in_review';
}

export function payoutView(account: AccountRow | undefined): PayoutAccountView {
  return {
    state: payoutStateOf(account),
    requirementsDue: account?.requirementsDue ?? [],
    disabledReason: account?.disabledReason ?? null,
    updatedAt: account?.reportedAt?.toISOString() ?? null,
  };
}

/** Applies the provider's report on an account, unless a newer one was applied already. */
export async function payoutAccountUpdated(
  tx: Tx,
  provider: ProviderName,
  change: Extract<PaymentChange, { kind: 'payout_account_updated' }>,
): Promise<Changed> {
  const ofAccount = and(
    eq(payoutAccounts.provider, provider),
    eq(payoutAccounts.accountId, change.accountId),
  );
  const [updated] = await tx
    .update(payoutAccounts)
    .set({
      detailsSubmitted: change.detailsSubmitted,
      chargesEnabled: change.chargesEnabled,
      payoutsEnabled: change.payoutsEnabled,
      requirementsDue: change.requirementsDue,
      disabledReason: change.disabledReason,
      reportedAt: change.reportedAt,
    })
    .where(
      and(ofAccount, or(isNull(payoutAccounts.reportedAt), lt(payoutAccounts.reportedAt, change.reportedAt))),
    )
    .returning({ teamId: payoutAccounts.teamId });
  if (updated) return { outcome: 'fulfilled' };
  const [known] = await tx.select({ teamId: payoutAccounts.teamId }).from(payoutAccounts).where(ofAccount);
  return { outcome: known ? 'no_change' : 'unmatched' };
}

const earned = sql`coalesce(sum(${ledgerEntries.amount}) filter (where ${inArray(ledgerEntries.kind, [...EARNING_KINDS])}), 0)`;
const moved = sql`coalesce(sum(${ledgerEntries.amount}) filter (where ${inArray(ledgerEntries.kind, ['transfer', 'transfer_reversal'])}), 0)`;
const held = sql<number>`(${earned} - ${moved})::bigint`.mapWith(Number);
const firstPayment = sql<Date>`min(${ledgerEntries.occurredAt}) filter (where ${ledgerEntries.kind} = 'payment')`;

/**
 * The teams whose money the platform holds because they cannot receive payouts yet: what the ledger says
 * each has earned less what was transferred, for every team without a payouts-enabled account, most
 * first. One grouped query; `waitingSince` keeps those whose first held payment is at least that old.
 */
export function teamsHoldingMoney(db: DbOrTx, options: { limit: number; waitingSince?: Date }) {
  const waited = options.waitingSince ? sql` and ${firstPayment} <= ${options.waitingSince}` : sql``;
  return db
    .select({
      teamId: teams.id,
      teamName: teams.name,
      contactEmail: teams.contactEmail,
      coachName: teams.coachName,
      heldCents: held,
      heldSince: firstPayment.mapWith((value: string | Date) => new Date(value)),
      account: payoutAccounts,
      total: sql<number>`sum(${held}) over ()`.mapWith(Number),
      count: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(ledgerEntries)
    .innerJoin(teams, eq(teams.id, ledgerEntries.teamId))
    .leftJoin(payoutAccounts, eq(payoutAccounts.teamId, teams.id))
    .where(sql`${payoutAccounts.payoutsEnabled} is not true`)
    .groupBy(teams.id, payoutAccounts.teamId)
    .having(sql`${earned} - ${moved} > 0${waited}`)
    .orderBy(desc(held), teams.name)
    .limit(options.limit);
}
