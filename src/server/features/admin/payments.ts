import { and, count, desc, eq, gte, inArray, isNotNull, lte, or, type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, unionAll } from 'drizzle-orm/pg-core';
import { PAID_DONATION_STATUSES } from '../../../shared/constants';
import {
  ADMIN_PAYMENTS_PAGE_SIZE,
  type AdminPaymentRow,
  type AdminPaymentsPage,
  type AdminPaymentsQuery,
  ANONYMOUS_SUPPORTER,
  referencePrefix,
} from '../../../shared/schemas/admin-payments';
import type { DisputeStatus } from '../../../shared/schemas/disputes';
import { receiptReference } from '../../../shared/schemas/payments';
import type { RefundKind, RefundStatus } from '../../../shared/schemas/refunds';
import { audit } from '../../audit';
import { businesses, disputes, playerDonations, refundRequests, sponsorships, teams } from '../../db/schema';
import { paymentProviderOf } from '../../payments/provider-of';
import { containsPattern } from '../discovery/search';
import { refundedCents } from '../leaderboard/counted';
import { type AdminCall, auditContext } from './context';

/*
 * The admin's Payments tab (issue 20): every payment that went through, sponsorships and gifts in one list
 * (each month of a monthly gift is its own payment, refunded on its own). A page is two statements however
 * many rows it shows: the page itself (a UNION ALL ordered and cut in SQL) and the count.
 */

/** A gift's paid time: fulfilment always sets paid_at; rows from before it existed fall back, as the ledger did. */
const giftPaidAt = sql<Date>`coalesce(${playerDonations.paidAt}, ${playerDonations.createdAt})`.mapWith(
  playerDonations.paidAt,
);

/**
 * The uuids whose text starts with `hex` (1 to 8 digits, before the first hyphen) as a range of the
 * primary key, so a reference is found through the index instead of by casting every id to text.
 */
function idPrefixRange(id: AnyPgColumn, hex: string): SQL {
  const low = hex.padEnd(8, '0');
  const high = hex.padEnd(8, 'f');
  return and(gte(id, `${low}-0000-0000-0000-000000000000`), lte(id, `${high}-ffff-ffff-ffff-ffffffffffff`))!;
}

interface Search {
  sponsorships?: SQL;
  gifts?: SQL;
  /** Whether the conditions read the team's and the business's names, so a count must join them. */
  byName: boolean;
}

/** The search as each branch's condition: a receipt reference by id, else part of a payer or team name. */
function searchOf(q: string | undefined): Search {
  if (!q) return { byName: false };
  const hex = referencePrefix(q);
  if (hex) {
    return {
      sponsorships: idPrefixRange(sponsorships.id, hex),
      gifts: idPrefixRange(playerDonations.id, hex),
      byName: false,
    };
  }
  const pattern = containsPattern(q);
  const anyOf = (columns: AnyPgColumn[]) => or(...columns.map((column) => sql`${column} ilike ${pattern}`));
  return {
    sponsorships: anyOf([businesses.businessEmail, businesses.businessName, teams.name]),
    gifts: anyOf([playerDonations.donorEmail, playerDonations.donorName, teams.name]),
    byName: true,
  };
}

function sponsorshipsWhere(search: Search): SQL {
  return and(isNotNull(sponsorships.paidAt), search.sponsorships)!;
}

function giftsWhere(search: Search): SQL {
  return and(inArray(playerDonations.status, PAID_DONATION_STATUSES), search.gifts)!;
}

/** The payment's dispute, if any: one per payment (its unique indexes), so the join repeats nothing. */
const disputeColumns = {
  disputeStatus: sql<DisputeStatus | null>`${disputes.status}`.as('dispute_status'),
  disputeReason: sql<string | null>`${disputes.reason}`.as('dispute_reason'),
  disputeOpenedAt: sql<Date | null>`${disputes.openedAt}`.mapWith(disputes.openedAt).as('dispute_opened_at'),
};

const PAYMENT_ROW = { sponsorship: 'sponsorships', donation: 'player_donations' } as const;
const REQUEST_COLUMN = { sponsorship: 'sponsorship_id', donation: 'donation_id' } as const;

/**
 * The payment's latest refund request, with what all its requests that did not fail asked for: a lateral
 * join on the requests' index by payment, one row at most, so the page never repeats a payment.
 */
function latestRequest(call: AdminCall, kind: RefundKind) {
  const ofPayment = sql.raw(`refund_requests.${REQUEST_COLUMN[kind]} = ${PAYMENT_ROW[kind]}.id`);
  return call.db
    .select({
      status: sql<RefundStatus>`${refundRequests.status}`.as('refund_status'),
      reason: sql<string>`${refundRequests.reason}`.as('refund_reason'),
      createdAt: sql<Date>`${refundRequests.createdAt}`.as('refund_created_at'),
      amountCents: sql<number>`${refundRequests.amountCents}`.as('refund_amount_cents'),
      askedCents:
        sql<number>`sum(${refundRequests.amountCents}) filter (where ${refundRequests.status} <> 'failed') over ()`.as(
          'refund_asked_cents',
        ),
    })
    .from(refundRequests)
    .where(ofPayment)
    .orderBy(desc(refundRequests.createdAt))
    .limit(1)
    .as('latest_refund');
}

/** The latest request's columns and what the ledger shows returned of the payment. */
function refundColumns(kind: RefundKind) {
  const latest = sql.raw('latest_refund');
  return {
    refundStatus: sql<RefundStatus | null>`${latest}.refund_status`.as('refund_status'),
    refundReason: sql<string | null>`${latest}.refund_reason`.as('refund_reason'),
    refundCreatedAt: sql<Date | null>`${latest}.refund_created_at`
      .mapWith(refundRequests.createdAt)
      .as('refund_created_at'),
    refundAmountCents: sql<number | null>`${latest}.refund_amount_cents`.as('refund_amount_cents'),
    refundAskedCents: sql<number>`coalesce(${latest}.refund_asked_cents, 0)`
      .mapWith(Number)
      .as('refund_asked_cents'),
    refundedCents: sql<number>`${refundedCents(kind, PAYMENT_ROW[kind])}`
      .mapWith(Number)
      .as('refunded_cents'),
  };
}

/** Both branches select these, in this order and with these types, so UNION ALL lines them up. */
function sponsorshipRows(call: AdminCall, where: SQL, upTo: number) {
  return call.db
    .select({
      kind: sql<RefundKind>`'sponsorship'::text`.as('kind'),
      id: sponsorships.id,
      teamId: sponsorships.teamId,
      teamName: sql<string>`${teams.name}`.as('team_name'),
      payerName: sql<string | null>`${businesses.businessName}`.as('payer_name'),
      payerEmail: sql<string | null>`${businesses.businessEmail}`.as('payer_email'),
      // The tier bought, or the player given to.
      subject: sql<string | null>`${sponsorships.tierName}`.as('subject'),
      monthly: sql<boolean>`false`.as('monthly'),
      amountCents: sql<number>`${sponsorships.amount}`.mapWith(Number).as('amount_cents'),
      paidAt: sql<Date>`${sponsorships.paidAt}`.mapWith(sponsorships.paidAt).as('paid_at'),
      // A paid sponsorship is cancelled only by its refund.
      refunded: sql<boolean>`${sponsorships.status} = 'cancelled'`.as('refunded'),
      ...refundColumns('sponsorship'),
      ...disputeColumns,
    })
    .from(sponsorships)
    .innerJoin(teams, eq(teams.id, sponsorships.teamId))
    .innerJoin(businesses, eq(businesses.id, sponsorships.businessId))
    .leftJoinLateral(latestRequest(call, 'sponsorship'), sql`true`)
    .leftJoin(disputes, eq(disputes.sponsorshipId, sponsorships.id))
    .where(where)
    .orderBy(desc(sponsorships.paidAt), desc(sponsorships.id))
    .limit(upTo);
}

function giftRows(call: AdminCall, where: SQL, upTo: number) {
  return call.db
    .select({
      kind: sql<RefundKind>`'donation'::text`.as('kind'),
      id: playerDonations.id,
      teamId: playerDonations.teamId,
      teamName: sql<string>`${teams.name}`.as('team_name'),
      payerName: sql<string | null>`${playerDonations.donorName}`.as('payer_name'),
      payerEmail: sql<string | null>`${playerDonations.donorEmail}`.as('payer_email'),
      subject: sql<string | null>`${playerDonations.playerName}`.as('subject'),
      monthly: sql<boolean>`${playerDonations.isRecurring}`.as('monthly'),
      // What the card was charged: the gift and the fees its donor chose to cover.
      amountCents: sql<number>`${playerDonations.amount} + ${playerDonations.coveredFees}`
        .mapWith(Number)
        .as('amount_cents'),
      paidAt: giftPaidAt.as('paid_at'),
      refunded: sql<boolean>`${playerDonations.status} = 'refunded'`.as('refunded'),
      ...refundColumns('donation'),
      ...disputeColumns,
    })
    .from(playerDonations)
    .innerJoin(teams, eq(teams.id, playerDonations.teamId))
    .leftJoinLateral(latestRequest(call, 'donation'), sql`true`)
    .leftJoin(disputes, eq(disputes.donationId, playerDonations.id))
    .where(where)
    .orderBy(desc(giftPaidAt), desc(playerDonations.id))
    .limit(upTo);
}

type RawRow = Awaited<ReturnType<typeof sponsorshipRows>>[number];

function toRow(row: RawRow): AdminPaymentRow {
  const gift = row.kind === 'donation';
  return {
    kind: row.kind,
    id: row.id,
    reference: receiptReference(row.id),
    teamId: row.teamId,
    teamName: row.teamName,
    payerName: (gift ? row.payerName || row.payerEmail : row.payerName) || ANONYMOUS_SUPPORTER,
    payerEmail: row.payerEmail,
    description: gift
      ? `Gift to ${row.subject} (${row.monthly ? 'monthly' : 'one-time'})`
      : row.subject
        ? `${row.subject} sponsorship`
        : 'Sponsorship',
    amountCents: row.amountCents,
    refundedCents: row.refundedCents,
    paidAt: row.paidAt.toISOString(),
    status: row.refunded ? 'refunded' : row.refundedCents > 0 ? 'partly_refunded' : 'paid',
    refund:
      row.refundStatus && row.refundCreatedAt
        ? {
            status: row.refundStatus,
            reason: row.refundReason ?? '',
            amountCents: Number(row.refundAmountCents),
            createdAt: row.refundCreatedAt.toISOString(),
            // The provider has confirmed every request that did not fail (Stripe's webhook, the sandbox's
            // answer): until then another refund would count on money still on its way back.
            applied: row.refundedCents >= row.refundAskedCents,
          }
        : null,
    dispute:
      row.disputeStatus && row.disputeOpenedAt
        ? {
            status: row.disputeStatus,
            reason: row.disputeReason ?? '',
            openedAt: row.disputeOpenedAt.toISOString(),
          }
        : null,
  };
}

/** GET /api/admin/payments: paid sponsorships and gifts, newest first, 20 a page. */
export async function listPayments(call: AdminCall, query: AdminPaymentsQuery): Promise<AdminPaymentsPage> {
  const search = searchOf(query.q);
  const offset = (query.page - 1) * ADMIN_PAYMENTS_PAGE_SIZE;
  // Each branch hands over only the rows that can reach the page: its newest offset + page size.
  const upTo = offset + ADMIN_PAYMENTS_PAGE_SIZE;

  const page = unionAll(
    sponsorshipRows(call, sponsorshipsWhere(search), upTo),
    giftRows(call, giftsWhere(search), upTo),
  )
    .orderBy(sql`paid_at desc`, sql`id desc`)
    .limit(ADMIN_PAYMENTS_PAGE_SIZE)
    .offset(offset);

  // Without a search by name a count reads the payment tables alone: every payment has its team and payer.
  const sponsorshipCount = call.db.select({ n: count() }).from(sponsorships).$dynamic();
  const giftCount = call.db.select({ n: count() }).from(playerDonations).$dynamic();
  if (search.byName) {
    sponsorshipCount
      .innerJoin(teams, eq(teams.id, sponsorships.teamId))
      .innerJoin(businesses, eq(businesses.id, sponsorships.businessId));
    giftCount.innerJoin(teams, eq(teams.id, playerDonations.teamId));
  }
  const counts = unionAll(
    sponsorshipCount.where(sponsorshipsWhere(search)),
    giftCount.where(giftsWhere(search)),
  );

  const [rows, totals] = await Promise.all([page, counts]);
  await audit(call.db, call.log, {
    action: 'DATA_ACCESS',
    comment: 'Admin viewed the list of all payments',
    data: {
      list: 'payments',
      filters: query.q ? { q: query.q, page: query.page } : { page: query.page },
      returned: rows.length,
    },
    ...auditContext(call),
  });
  return {
    payments: rows.map(toRow),
    page: query.page,
    pageSize: ADMIN_PAYMENTS_PAGE_SIZE,
    total: totals.reduce((sum, row) => sum + Number(row.n), 0),
    testDisputes: paymentProviderOf(call.deps).name === 'sandbox',
  };
}
