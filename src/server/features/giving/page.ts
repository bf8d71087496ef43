import { and, asc, desc, eq, gte, isNull, lt, sql } from 'drizzle-orm';
import { publicPlayerName } from '../../../shared/player-name';
import type { GivingGift, GivingPage, MonthlyGift, MonthlyGiftState } from '../../../shared/schemas/giving';
import { receiptReference } from '../../../shared/schemas/payments';
import { visibleName } from '../../../shared/visible-text';
import type { Deps } from '../../core/deps';
import { notFound } from '../../core/errors';
import type { DbOrTx } from '../../db/client';
import { playerNameColumns } from '../../db/player-name-columns';
import { playerDonations, teamPlayers, teams } from '../../db/schema';
import { teamTaxColumns } from '../../receipts/tax';
import { monthlyGiftOf } from '../donations/monthly-changes';
import { refundedCents } from '../leaderboard/counted';
import { givenFrom } from './session';

/*
 * What the giving page shows of an address: the calendar years it gave in (one statement each), the
 * gifts of one year, and every monthly donation. A handful of queries on the index of lower(donor_email),
 * whatever the number of gifts.
 */

/** A gift of this address, or 404: another donor's gift is not found, not forbidden. */
export const GIFT_NOT_FOUND = 'We could not find this gift among yours.';

const PAID_YEAR = sql<number>`extract(year from ${playerDonations.paidAt} at time zone 'UTC')::int`;

/** January 1 of `year` and of the year after, in UTC. */
function yearBounds(year: number): [Date, Date] {
  return [new Date(Date.UTC(year, 0, 1)), new Date(Date.UTC(year + 1, 0, 1))];
}

/** The gifts of one year, newest first, with what was returned of each and the team's tax identity. */
export function giftsOfYear(db: DbOrTx, email: string, year: number) {
  const [from, to] = yearBounds(year);
  return db
    .select({
      id: playerDonations.id,
      paidAt: playerDonations.paidAt,
      amount: playerDonations.amount,
      coveredFees: playerDonations.coveredFees,
      refundedCents: sql<number>`${refundedCents('donation', 'player_donations')}::int`,
      isRecurring: playerDonations.isRecurring,
      status: playerDonations.status,
      ...playerNameColumns,
      teamName: teams.name,
      ...teamTaxColumns,
    })
    .from(playerDonations)
    .innerJoin(teams, eq(teams.id, playerDonations.teamId))
    .leftJoin(teamPlayers, eq(teamPlayers.id, playerDonations.playerId))
    .where(and(givenFrom(email), gte(playerDonations.paidAt, from), lt(playerDonations.paidAt, to)))
    .orderBy(desc(playerDonations.paidAt), desc(playerDonations.id));
}

function monthlyState(row: {
  cancelledAt: Date | null;
  pausedAt: Date | null;
  paymentFailedAt: Date | null;
}) {
  const state: MonthlyGiftState = row.cancelledAt
    ? 'cancelled'
    : row.pausedAt
      ? 'paused'
      : row.paymentFailedAt
        ? 'failing'
        : 'active';
  return state;
}

export async function givingPage(deps: Deps, email: string, askedYear?: number): Promise<GivingPage> {
  const { db } = deps.database;
  const [yearRows, monthlyRows] = await Promise.all([
    db
      .selectDistinct({ year: PAID_YEAR })
      .from(playerDonations)
      .where(givenFrom(email))
      .orderBy(desc(PAID_YEAR)),
    db
      .select({
        id: playerDonations.id,
        amount: playerDonations.amount,
        coveredFees: playerDonations.coveredFees,
        renewalAmount: playerDonations.renewalAmount,
        renewalCoveredFees: playerDonations.renewalCoveredFees,
        paidAt: playerDonations.paidAt,
        nextRenewalAt: playerDonations.nextRenewalAt,
        cancelledAt: playerDonations.cancelledAt,
        pausedAt: playerDonations.pausedAt,
        paymentFailedAt: playerDonations.paymentFailedAt,
        ...playerNameColumns,
        teamName: teams.name,
      })
      .from(playerDonations)
      .innerJoin(teams, eq(teams.id, playerDonations.teamId))
      .leftJoin(teamPlayers, eq(teamPlayers.id, playerDonations.playerId))
      .where(
        and(
          givenFrom(email),
          eq(playerDonations.isRecurring, true),
          isNull(playerDonations.renewsDonationId),
        ),
      )
      .orderBy(sql`${playerDonations.cancelledAt} is not null`, asc(playerDonations.paidAt)),
  ]);
  const years = yearRows.map((row) => row.year);
  const year = askedYear ?? years[0] ?? null;
  const giftRows = year === null ? [] : await giftsOfYear(db, email, year);
  const gifts: GivingGift[] = giftRows.map((row) => ({
    id: row.id,
    reference: receiptReference(row.id),
    paidAt: row.paidAt!.toISOString(),
    playerName: publicPlayerName(row),
    teamName: visibleName(row.teamName),
    amount: row.amount,
    coveredFees: row.coveredFees,
    refundedCents: Number(row.refundedCents),
    isRecurring: row.isRecurring,
    status: row.status === 'refunded' ? 'refunded' : 'succeeded',
  }));
  const monthly: MonthlyGift[] = monthlyRows.map((row) => {
    const state = monthlyState(row);
    return {
      id: row.id,
      playerName: publicPlayerName(row),
      teamName: visibleName(row.teamName),
      amount: row.renewalAmount ?? row.amount,
      coveredFees: row.renewalCoveredFees ?? row.coveredFees,
      startedAt: row.paidAt?.toISOString() ?? null,
      nextChargeAt:
        state === 'active' || state === 'failing' ? (row.nextRenewalAt?.toISOString() ?? null) : null,
      state,
      cancelledAt: row.cancelledAt?.toISOString() ?? null,
    };
  });
  return { email, years, year, gifts, monthly };
}

/** The monthly donation `donationId` when this address made it; 404 otherwise. */
export async function ownMonthlyGift(deps: Deps, email: string, donationId: string) {
  const gift = await monthlyGiftOf(deps, donationId);
  if (!gift || gift.donorEmail?.toLowerCase() !== email) throw notFound(GIFT_NOT_FOUND);
  return gift;
}

/** Throws 404 unless `donationId` is a paid gift of this address. */
export async function assertOwnGift(db: DbOrTx, email: string, donationId: string): Promise<void> {
  const [gift] = await db
    .select({ id: playerDonations.id })
    .from(playerDonations)
    .where(and(eq(playerDonations.id, donationId), givenFrom(email)));
  if (!gift) throw notFound(GIFT_NOT_FOUND);
}
