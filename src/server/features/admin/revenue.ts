import { and, asc, desc, eq, gte, inArray, lt, type SQL, sql } from 'drizzle-orm';
import {
  REVENUE_CSV_COLUMNS,
  REVENUE_KINDS,
  REVENUE_TOP_TEAMS,
  type RevenueFigures,
  type RevenueKind,
  type RevenueReport,
} from '../../../shared/schemas/revenue';
import type { Db } from '../../db/client';
import { type LedgerKind, ledgerEntries, playerDonations, teams } from '../../db/schema';
import { csvCell, toCsv } from '../../http/csv';

/*
 * The platform's revenue, read from the ledger alone (decision 0030): what it earned is minus the sum of
 * its platform_fee rows, so a refund's returned fee counts in the month the refund happened, not the
 * month of the payment. Every figure is summed in SQL; a report is two queries however many rows it covers.
 */

const COUNTED: LedgerKind[] = ['payment', 'platform_fee', 'refund'];

interface RevenueWindow {
  months: number;
  start: Date;
  /** The first instant after the window: the start of next month. */
  end: Date;
  /** 'YYYY-MM' of every month of the window, oldest first. */
  keys: string[];
}

const monthKey = (date: Date) => date.toISOString().slice(0, 7);

/** The current UTC calendar month and the months - 1 before it. */
export function revenueWindow(now: Date, months: number): RevenueWindow {
  const year = now.getUTCFullYear();
  const first = now.getUTCMonth() - (months - 1);
  const keys = Array.from({ length: months }, (_, i) => monthKey(new Date(Date.UTC(year, first + i, 1))));
  return {
    months,
    start: new Date(Date.UTC(year, first, 1)),
    end: new Date(Date.UTC(year, now.getUTCMonth() + 1, 1)),
    keys,
  };
}

// Literal SQL without parameters, so GROUP BY and SELECT hold the same expression.
const monthOf = sql<string>`to_char(${ledgerEntries.occurredAt} at time zone 'UTC', 'YYYY-MM')`;
const kindOf = sql<RevenueKind>`case when ${ledgerEntries.sponsorshipId} is not null then 'sponsorship' when ${playerDonations.isRecurring} then 'monthly_gift' else 'one_time_gift' end`;

// bigint, not int: a platform's gross over three years can pass 2^31 cents ($21 million). The kind is
// written into the text, not bound, so ORDER BY repeats the very expression the SELECT computed.
const signedSum = (kind: LedgerKind, sign: 1 | -1) =>
  sql`coalesce(sum(${ledgerEntries.amount}) filter (where ${ledgerEntries.kind} = ${sql.raw(`'${kind}'`)}), 0)::bigint * ${sql.raw(String(sign))}`.mapWith(
    Number,
  );

const figures = {
  feesCents: signedSum('platform_fee', -1),
  paymentsCents: signedSum('payment', 1),
  refundsCents: signedSum('refund', -1),
};

function inWindow(window: RevenueWindow): SQL {
  return and(
    inArray(ledgerEntries.kind, COUNTED),
    gte(ledgerEntries.occurredAt, window.start),
    lt(ledgerEntries.occurredAt, window.end),
  )!;
}

const zero = (): RevenueFigures => ({ feesCents: 0, paymentsCents: 0, refundsCents: 0 });

function add(into: RevenueFigures, row: RevenueFigures): void {
  into.feesCents += row.feesCents;
  into.paymentsCents += row.paymentsCents;
  into.refundsCents += row.refundsCents;
}

const pick = ({ feesCents, paymentsCents, refundsCents }: RevenueFigures): RevenueFigures => ({
  feesCents,
  paymentsCents,
  refundsCents,
});

/** GET /api/admin/revenue: totals, every month, every kind, and the teams that earned the platform most. */
export async function revenueReport(db: Db, months: number, now: Date): Promise<RevenueReport> {
  const window = revenueWindow(now, months);
  const where = inWindow(window);

  // At most 36 months x 3 kinds: totals, months and kinds are added up from these few rows.
  const byMonthAndKind = db
    .select({ month: monthOf, kind: kindOf, ...figures })
    .from(ledgerEntries)
    .leftJoin(playerDonations, eq(playerDonations.id, ledgerEntries.donationId))
    .where(where)
    .groupBy(monthOf, kindOf);

  const topTeams = db
    .select({
      teamId: teams.id,
      teamName: teams.name,
      ...figures,
      // Counted over every group before the limit: how many teams the top list is taken from.
      teamCount: sql`count(*) over ()`.mapWith(Number),
    })
    .from(ledgerEntries)
    .innerJoin(teams, eq(teams.id, ledgerEntries.teamId))
    .where(where)
    .groupBy(teams.id)
    .orderBy(desc(figures.feesCents), desc(figures.paymentsCents), asc(teams.name), asc(teams.id))
    .limit(REVENUE_TOP_TEAMS);

  const [groups, top] = await Promise.all([byMonthAndKind, topTeams]);

  const totals = zero();
  const monthFigures = new Map(window.keys.map((key) => [key, zero()]));
  const kindFigures = new Map(REVENUE_KINDS.map((kind) => [kind, zero()]));
  for (const row of groups) {
    add(totals, row);
    const month = monthFigures.get(row.month);
    if (month) add(month, row);
    add(kindFigures.get(row.kind)!, row);
  }

  return {
    months,
    from: window.keys[0]!,
    to: window.keys.at(-1)!,
    totals,
    byMonth: window.keys.map((month) => ({ month, ...monthFigures.get(month)! })),
    byKind: REVENUE_KINDS.map((kind) => ({ kind, ...kindFigures.get(kind)! })),
    topTeams: top.map((row) => ({ teamId: row.teamId, teamName: row.teamName, ...pick(row) })),
    teamCount: top[0]?.teamCount ?? 0,
  };
}

/**
 * A count of cents as a bare number. It comes from our own integer sum, so it cannot carry a formula;
 * csvCell would turn a negative one ('-5000', a month with only a refund) into text a spreadsheet won't add.
 */
function centsCell(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new Error(`not a count of cents: ${cents}`);
  return String(cents);
}

/** revenue_{from}_{to}.csv: one row per month, kind and team with any payment, fee or refund in the window. */
export async function revenueCsv(
  db: Db,
  months: number,
  now: Date,
): Promise<{ fileName: string; csv: string }> {
  const window = revenueWindow(now, months);
  const rows = await db
    .select({ month: monthOf, kind: kindOf, teamId: teams.id, teamName: teams.name, ...figures })
    .from(ledgerEntries)
    .innerJoin(teams, eq(teams.id, ledgerEntries.teamId))
    .leftJoin(playerDonations, eq(playerDonations.id, ledgerEntries.donationId))
    .where(inWindow(window))
    .groupBy(monthOf, kindOf, teams.id)
    .orderBy(asc(monthOf), asc(kindOf), asc(teams.name), asc(teams.id));

  const lines = rows.map(
    (row) =>
      `${[
        csvCell(row.month),
        csvCell(row.kind),
        csvCell(row.teamId),
        csvCell(row.teamName),
        centsCell(row.paymentsCents),
        centsCell(row.feesCents),
        centsCell(row.refundsCents),
      ].join(',')}\r\n`,
  );
  return {
    fileName: `revenue_${window.keys[0]}_${window.keys.at(-1)}.csv`,
    csv: toCsv([REVENUE_CSV_COLUMNS]) + lines.join(''),
  };
}
