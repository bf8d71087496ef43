import { and, count, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import { refundWindowStart } from '../../../shared/schemas/refunds';
import {
  type GiftState,
  TEAM_GIFTS_PAGE_SIZE,
  type TeamGiftRow,
  type TeamGiftsPage,
} from '../../../shared/schemas/team-dashboard';
import { visibleName } from '../../../shared/visible-text';
import type { DbOrTx } from '../../db/client';
import { playerDonations } from '../../db/schema';
import { countedCents, refundedCents } from '../leaderboard/counted';
import { ownTeamOr404 } from '../teams/ownership';

/*
 * The coach's list of gifts (issue 19): every one-time gift and every monthly gift that was paid or
 * declined, newest first, with its state. Checkouts left open or abandoned were never gifts and are not
 * listed. A monthly gift is its first row; its months are counted in the same query through the
 * renews_donation_id index, so a page is one statement however many months its gifts have.
 */

const LISTED = inArray(playerDonations.status, ['succeeded', 'refunded', 'failed']);

/** Months of the gift (its first row and its renewals) in a status: count and sum. */
// The outer row is named in full: drizzle renders a bare column unqualified, which would bind to m.
const months = (status: 'succeeded' | 'refunded', what: SQL) =>
  sql<number>`(select ${what} from player_donations m where (m.id = player_donations.id or m.renews_donation_id = player_donations.id) and m.status = ${status})`.mapWith(
    Number,
  );

/** What a month's charge still holds: what the card paid less what was refunded of it. */
const leftOfCharge = sql`m.amount + m.covered_fees - ${refundedCents('donation', 'm')}`;

/**
 * The payment of the gift its owner may refund now (docs/decisions/0031): its latest month that went
 * through within the refund window and has no refund asked for; `what` is its id or what is left of it.
 */
const refundable = (what: SQL, since: Date) =>
  sql`(select ${what} from player_donations m where (m.id = player_donations.id or m.renews_donation_id = player_donations.id) and m.status = 'succeeded' and m.paid_at >= ${since} and not exists (select 1 from refund_requests r where r.donation_id = m.id and r.status <> 'failed') order by m.paid_at desc limit 1)`;

type Row = Awaited<ReturnType<typeof giftRows>>[number];

function giftRows(db: DbOrTx, teamId: string, page: number, now: Date) {
  const since = refundWindowStart(now);
  return db
    .select({
      id: playerDonations.id,
      playerName: playerDonations.playerName,
      playerId: playerDonations.playerId,
      donorName: sql<
        string | null
      >`case when ${playerDonations.showName} then ${playerDonations.donorName} end`,
      amount: playerDonations.amount,
      monthly: playerDonations.isRecurring,
      status: playerDonations.status,
      paidAt: playerDonations.paidAt,
      createdAt: playerDonations.createdAt,
      refundedAt: playerDonations.refundedAt,
      cancelledAt: playerDonations.cancelledAt,
      nextRenewalAt: playerDonations.nextRenewalAt,
      paymentFailedAt: playerDonations.paymentFailedAt,
      monthsPaid: months('succeeded', sql`count(*)`),
      countedCents: months('succeeded', sql`coalesce(sum(${countedCents('donation', 'm')}), 0)`),
      monthsRefunded: months('refunded', sql`count(*)`),
      refundableId: refundable(sql`m.id`, since).mapWith(String),
      refundableCents: refundable(leftOfCharge, since).mapWith(Number),
    })
    .from(playerDonations)
    .where(and(eq(playerDonations.teamId, teamId), isNull(playerDonations.renewsDonationId), LISTED))
    .orderBy(desc(playerDonations.createdAt), desc(playerDonations.id))
    .limit(TEAM_GIFTS_PAGE_SIZE)
    .offset((page - 1) * TEAM_GIFTS_PAGE_SIZE);
}

function stateOf(row: Row): GiftState {
  if (row.status === 'failed') return 'failed';
  if (!row.monthly) return row.status === 'refunded' ? 'refunded' : 'paid';
  if (row.monthsPaid === 0 && row.monthsRefunded > 0 && (row.cancelledAt || !row.nextRenewalAt)) {
    return 'refunded';
  }
  if (row.cancelledAt) return 'cancelled';
  return row.paymentFailedAt ? 'failed' : 'active';
}

const iso = (value: Date | null) => value?.toISOString() ?? null;

function toGift(row: Row): TeamGiftRow {
  const state = stateOf(row);
  return {
    id: row.id,
    playerName: visibleName(row.playerName),
    playerRemoved: row.playerId === null,
    donorName: row.donorName && visibleName(row.donorName),
    amountCents: row.amount,
    monthly: row.monthly,
    state,
    givenAt: (row.paidAt ?? row.createdAt).toISOString(),
    monthsPaid: row.monthsPaid,
    countedCents: row.countedCents,
    monthsRefunded: row.monthsRefunded,
    nextPaymentAt: state === 'active' || state === 'failed' ? iso(row.nextRenewalAt) : null,
    endedAt: state === 'cancelled' ? iso(row.cancelledAt) : state === 'refunded' ? iso(row.refundedAt) : null,
    refundable: row.refundableId ? { id: row.refundableId, amountCents: row.refundableCents } : null,
  };
}

/** One page of the team's gifts, for its owner only (404 to anyone else). */
export async function teamGifts(
  db: DbOrTx,
  userId: string,
  teamId: string,
  page: number,
  now: Date,
): Promise<TeamGiftsPage> {
  const team = await ownTeamOr404(db, userId, teamId);
  const [rows, [total]] = await Promise.all([
    giftRows(db, team.id, page, now),
    db
      .select({ n: count() })
      .from(playerDonations)
      .where(and(eq(playerDonations.teamId, team.id), isNull(playerDonations.renewsDonationId), LISTED)),
  ]);
  return { gifts: rows.map(toGift), page, pageSize: TEAM_GIFTS_PAGE_SIZE, total: total?.n ?? 0 };
}
