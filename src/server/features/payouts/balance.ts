import { and, desc, eq, sql } from 'drizzle-orm';
import { ANONYMOUS_SUPPORTER } from '../../../shared/schemas/admin-payments';
import { receiptReference } from '../../../shared/schemas/payments';
import {
  PAYOUTS_PAGE_SIZE,
  type PayoutDetail,
  type PayoutSummary,
  type TeamBalance,
  type TeamPayouts,
} from '../../../shared/schemas/payouts';
import { clockOf } from '../../core/clock';
import type { Deps } from '../../core/deps';
import { notFound } from '../../core/errors';
import type { Db } from '../../db/client';
import {
  businesses,
  payouts,
  playerDonations,
  sponsorships,
  sponsorshipTiers,
  transfers,
} from '../../db/schema';
import { isUuid } from '../../http/ids';
import { teamMoney } from '../../payments/ledger';
import { ownTeamOr404 } from '../teams/ownership';

/*
 * Where a team's money is (issue 20): held by the platform (the ledger), in its payout account pending or
 * available (its transfers), on its way or paid to its bank (its payouts). Each figure is one indexed sum.
 */

const PAYOUT_NOT_FOUND = 'Payout not found';

/** In the account, not in a payout, not all taken back. */
const inAccount = (teamId: string) =>
  and(
    eq(transfers.teamId, teamId),
    eq(transfers.status, 'sent'),
    sql`${transfers.payoutId} is null and ${transfers.reversedCents} < ${transfers.amountCents}`,
  );

/** What a transfer left in the account after any reversals. */
const kept = sql`${transfers.amountCents} - ${transfers.reversedCents}`;

async function balanceOf(db: Db, teamId: string, now: Date): Promise<TeamBalance> {
  const [money, [account], [paid]] = await Promise.all([
    teamMoney(db, teamId),
    db
      .select({
        pending: sql<number>`coalesce(sum(${kept}) filter (where ${transfers.availableOn} > ${now}), 0)::int`,
        available: sql<number>`coalesce(sum(${kept}) filter (where ${transfers.availableOn} <= ${now}), 0)::int`,
      })
      .from(transfers)
      .where(inAccount(teamId)),
    db
      .select({
        onItsWay: sql<number>`coalesce(sum(${payouts.amountCents}) filter (where ${payouts.status} in ('pending', 'in_transit')), 0)::int`,
        paidOut: sql<number>`coalesce(sum(${payouts.amountCents}) filter (where ${payouts.status} = 'paid'), 0)::int`,
      })
      .from(payouts)
      .where(eq(payouts.teamId, teamId)),
  ]);
  return {
    // A refund after its transfer can leave the team owing the card fee; nothing is held for it then.
    heldCents: Math.max(0, money.heldCents),
    pendingCents: account!.pending,
    availableCents: account!.available,
    onItsWayCents: paid!.onItsWay,
    paidOutCents: paid!.paidOut,
  };
}

const paymentCount = sql<number>`count(${transfers.id})::int`;

/** Payouts with how many payments each carried (a join, so every column is named with its table). */
const payoutsWithCount = (db: Db) =>
  db
    .select({ payout: payouts, paymentCount, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(payouts)
    .leftJoin(transfers, eq(transfers.payoutId, payouts.id));

function summary(row: typeof payouts.$inferSelect & { paymentCount: number }): PayoutSummary {
  return {
    id: row.id,
    amountCents: row.amountCents,
    status: row.status,
    arrivalDate: row.arrivalDate.toISOString(),
    createdAt: row.createdAt.toISOString(),
    failureMessage: row.failureMessage,
    paymentCount: row.paymentCount,
  };
}

/** GET /api/teams/:teamId/payouts?page=: the owner's balance and a page of payouts, newest first. */
export async function teamPayouts(
  deps: Deps,
  userId: string,
  teamId: string,
  page: number,
): Promise<TeamPayouts> {
  const { db } = deps.database;
  const team = await ownTeamOr404(db, userId, teamId);
  const [balance, rows] = await Promise.all([
    balanceOf(db, team.id, clockOf(deps).now()),
    payoutsWithCount(db)
      .where(eq(payouts.teamId, team.id))
      .groupBy(payouts.id)
      .orderBy(desc(payouts.arrivalDate), desc(payouts.id))
      .limit(PAYOUTS_PAGE_SIZE)
      .offset((page - 1) * PAYOUTS_PAGE_SIZE),
  ]);
  return {
    balance,
    payouts: rows.map((r) => summary({ ...r.payout, paymentCount: r.paymentCount })),
    page,
    pageSize: PAYOUTS_PAGE_SIZE,
    total: rows[0]?.total ?? (page === 1 ? 0 : await countPayouts(db, team.id)),
  };
}

async function countPayouts(db: Db, teamId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(payouts)
    .where(eq(payouts.teamId, teamId));
  return row?.n ?? 0;
}

/** GET /api/teams/:teamId/payouts/:payoutId: one payout and the payments it carried. */
export async function payoutDetail(
  deps: Deps,
  userId: string,
  teamId: string,
  payoutId: string,
): Promise<PayoutDetail> {
  const { db } = deps.database;
  const team = await ownTeamOr404(db, userId, teamId);
  if (!isUuid(payoutId)) throw notFound(PAYOUT_NOT_FOUND);
  const [row] = await payoutsWithCount(db)
    .where(and(eq(payouts.id, payoutId), eq(payouts.teamId, team.id)))
    .groupBy(payouts.id);
  if (!row) throw notFound(PAYOUT_NOT_FOUND);
  const carried = await db
    .select({
      transferId: transfers.id,
      sponsorshipId: transfers.sponsorshipId,
      amountCents: transfers.amountCents,
      businessName: businesses.businessName,
      tierName: sponsorshipTiers.name,
      sponsorshipPaidAt: sponsorships.paidAt,
      donationId: playerDonations.id,
      donorName: playerDonations.donorName,
      playerName: playerDonations.playerName,
      donationPaidAt: playerDonations.paidAt,
    })
    .from(transfers)
    .leftJoin(sponsorships, eq(sponsorships.id, transfers.sponsorshipId))
    .leftJoin(businesses, eq(businesses.id, sponsorships.businessId))
    .leftJoin(sponsorshipTiers, eq(sponsorshipTiers.id, sponsorships.tierId))
    .leftJoin(playerDonations, eq(playerDonations.id, transfers.donationId))
    .where(eq(transfers.payoutId, row.payout.id))
    .orderBy(transfers.sentAt, transfers.id);
  return {
    ...summary({ ...row.payout, paymentCount: row.paymentCount }),
    payments: carried.map((p) =>
      p.sponsorshipId
        ? {
            reference: receiptReference(p.sponsorshipId),
            kind: 'sponsorship' as const,
            description: `${p.businessName ?? ANONYMOUS_SUPPORTER}${p.tierName ? ` (${p.tierName})` : ''}`,
            paidAt: (p.sponsorshipPaidAt ?? row.payout.createdAt).toISOString(),
            amountCents: p.amountCents,
          }
        : {
            reference: receiptReference(p.donationId!),
            kind: 'gift' as const,
            description: `${p.donorName || ANONYMOUS_SUPPORTER} for ${p.playerName ?? 'a player'}`,
            paidAt: (p.donationPaidAt ?? row.payout.createdAt).toISOString(),
            amountCents: p.amountCents,
          },
    ),
  };
}
