import { and, asc, desc, eq, gte, inArray, lt, type SQL, sql } from 'drizzle-orm';
import { formatCentsExact } from '../../../shared/money';
import { publicPlayerName } from '../../../shared/player-name';
import { receiptReference } from '../../../shared/schemas/payments';
import { seasonLabel } from '../../../shared/schemas/season-report';
import {
  CURRENT_SEASON,
  STATEMENT_SEASON_NOT_FOUND,
  type Statement,
  type StatementLine,
  type StatementPeriodChoice,
  type StatementPeriods,
  type StatementSummary,
  statementMonthLabel,
} from '../../../shared/schemas/statements';
import { notFound } from '../../core/errors';
import type { DbOrTx } from '../../db/client';
import {
  businesses,
  EARNING_KINDS,
  type LedgerKind,
  ledgerEntries,
  playerDonations,
  sponsorships,
  teamPlayers,
  teamSeasons,
  type teams,
} from '../../db/schema';

/*
 * A team's money statement (issue 20), read from the ledger alone (decision 0030): the lines are one query
 * over the team's (team_id, occurred_at) index, joined to the payment each entry belongs to only to
 * describe it; the opening balance is one sum over the same index before the period. Every figure of the
 * period is added up from the lines themselves, so the summary and the lines cannot disagree.
 */

type Team = Pick<typeof teams.$inferSelect, 'id' | 'name' | 'slug' | 'seasonStartDate' | 'seasonEndDate'>;

/** The instants a statement covers: from (included) to until (excluded); null is open. */
interface Bounds {
  from: Date | null;
  until: Date | null;
}

interface ResolvedPeriod extends Bounds {
  kind: Statement['period']['kind'];
  label: string;
  firstDay: string | null;
  lastDay: string;
  fileKey: string;
}

const DAY_MS = 86_400_000;
const isoDay = (date: Date) => date.toISOString().slice(0, 10);
const startOfDay = (day: string) => new Date(`${day}T00:00:00Z`);

// Literal SQL without parameters, so SELECT DISTINCT and ORDER BY hold the same expression.
const monthOf = sql<string>`to_char(${ledgerEntries.occurredAt} at time zone 'UTC', 'YYYY-MM')`;

/** GET /api/teams/:teamId/statement-periods: the months with money, and every season of the team. */
export async function statementPeriods(db: DbOrTx, team: Team): Promise<StatementPeriods> {
  const [months, past] = await Promise.all([
    db
      .selectDistinct({ month: monthOf })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.teamId, team.id))
      .orderBy(desc(monthOf)),
    db
      .select({ id: teamSeasons.id, start: teamSeasons.startDate, end: teamSeasons.endDate })
      .from(teamSeasons)
      .where(eq(teamSeasons.teamId, team.id))
      .orderBy(desc(teamSeasons.endDate)),
  ]);
  return {
    months: months.map((row) => row.month),
    seasons: [
      {
        id: CURRENT_SEASON,
        name: seasonLabel({ start: team.seasonStartDate, end: team.seasonEndDate }),
      },
      ...past.map((season) => ({ id: season.id, name: seasonLabel(season) })),
    ],
  };
}

function monthPeriod(month: string): ResolvedPeriod {
  const [year, m] = month.split('-').map(Number) as [number, number];
  const from = new Date(Date.UTC(year, m - 1, 1));
  const until = new Date(Date.UTC(year, m, 1));
  return {
    kind: 'month',
    label: statementMonthLabel(month),
    from,
    until,
    firstDay: isoDay(from),
    lastDay: isoDay(new Date(until.getTime() - DAY_MS)),
    fileKey: month,
  };
}

/**
 * A season runs over its dates, both ends included (UTC, as the season report reads them). Without an
 * end it runs to now; without a start, from the team's first money.
 */
function seasonPeriod(start: string | null, end: string | null, now: Date): ResolvedPeriod {
  const fileKey =
    start && end
      ? `season-${start}-to-${end}`
      : start
        ? `season-from-${start}`
        : end
          ? `season-until-${end}`
          : 'all-time';
  return {
    kind: 'season',
    label: seasonLabel({ start, end }),
    from: start ? startOfDay(start) : null,
    // Nothing is recorded after now, so a season still running needs no upper bound.
    until: end ? new Date(startOfDay(end).getTime() + DAY_MS) : null,
    firstDay: start,
    lastDay: end ?? isoDay(now),
    fileKey,
  };
}

async function resolvePeriod(
  db: DbOrTx,
  team: Team,
  choice: StatementPeriodChoice,
  now: Date,
): Promise<ResolvedPeriod> {
  if ('month' in choice) return monthPeriod(choice.month);
  if (choice.seasonId === CURRENT_SEASON) return seasonPeriod(team.seasonStartDate, team.seasonEndDate, now);
  const [season] = await db
    .select({ start: teamSeasons.startDate, end: teamSeasons.endDate })
    .from(teamSeasons)
    .where(and(eq(teamSeasons.id, choice.seasonId), eq(teamSeasons.teamId, team.id)));
  if (!season) throw notFound(STATEMENT_SEASON_NOT_FOUND);
  return seasonPeriod(season.start, season.end, now);
}

const EARNING: readonly LedgerKind[] = EARNING_KINDS;
const MOVED_OUT: readonly LedgerKind[] = ['transfer', 'transfer_reversal'];

/** bigint, not int: a team's earnings over the years could pass 2^31 cents. */
const sumOf = (kinds: readonly LedgerKind[]) =>
  sql`coalesce(sum(${ledgerEntries.amount}) filter (where ${inArray(ledgerEntries.kind, [...kinds])}), 0)::bigint`.mapWith(
    Number,
  );

/** What Homefield held for the team before `from`: earned less transferred on, over the team's index. */
async function heldBefore(db: DbOrTx, teamId: string, from: Date | null): Promise<number> {
  if (!from) return 0;
  const [row] = await db
    .select({ earned: sumOf(EARNING), moved: sumOf(MOVED_OUT) })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.teamId, teamId), lt(ledgerEntries.occurredAt, from)));
  return (row?.earned ?? 0) - (row?.moved ?? 0);
}

/** A payment is listed before what it cost, a refund before the fee it gave back. */
const STATEMENT_ORDER: readonly LedgerKind[] = [
  'payment',
  'refund',
  'dispute',
  'dispute_won',
  'processing_fee',
  'platform_fee',
  'transfer',
  'transfer_reversal',
  'payout',
];
// Our own constants, written into the text: one literal array, no parameter per kind.
const KIND_ORDER = sql`array_position(${sql.raw(`array[${STATEMENT_ORDER.map((kind) => `'${kind}'`).join(', ')}]::text[]`)}, ${ledgerEntries.kind})`;

function inPeriod(teamId: string, bounds: Bounds): SQL {
  return and(
    eq(ledgerEntries.teamId, teamId),
    bounds.from ? gte(ledgerEntries.occurredAt, bounds.from) : undefined,
    bounds.until ? lt(ledgerEntries.occurredAt, bounds.until) : undefined,
  )!;
}

function entriesOf(db: DbOrTx, teamId: string, bounds: Bounds) {
  return db
    .select({
      kind: ledgerEntries.kind,
      amount: ledgerEntries.amount,
      coversFees: ledgerEntries.coversFees,
      occurredAt: ledgerEntries.occurredAt,
      providerRef: ledgerEntries.providerRef,
      sponsorshipId: ledgerEntries.sponsorshipId,
      donationId: ledgerEntries.donationId,
      businessName: businesses.businessName,
      tierName: sponsorships.tierName,
      monthly: playerDonations.isRecurring,
      firstName: teamPlayers.firstName,
      lastName: teamPlayers.lastName,
      playerNumber: teamPlayers.playerNumber,
    })
    .from(ledgerEntries)
    .leftJoin(sponsorships, eq(sponsorships.id, ledgerEntries.sponsorshipId))
    .leftJoin(businesses, eq(businesses.id, sponsorships.businessId))
    .leftJoin(playerDonations, eq(playerDonations.id, ledgerEntries.donationId))
    .leftJoin(teamPlayers, eq(teamPlayers.id, playerDonations.playerId))
    .where(inPeriod(teamId, bounds))
    .orderBy(
      asc(ledgerEntries.occurredAt),
      sql`coalesce(${ledgerEntries.sponsorshipId}, ${ledgerEntries.donationId})`,
      asc(KIND_ORDER),
      asc(ledgerEntries.id),
    );
}

type Entry = Awaited<ReturnType<typeof entriesOf>>[number];

/** Who paid, for what: 'Acme Bakery (Gold)', or the player a gift was for ('for Maya R.'). */
function counterpart(entry: Entry): string | null {
  if (entry.sponsorshipId) {
    const business = entry.businessName ?? 'A business';
    return entry.tierName ? `${business} (${entry.tierName})` : business;
  }
  if (entry.donationId) return `for ${publicPlayerName(entry)}`;
  return null;
}

/** What a line is, as a team owner reads it; the payment's receipt reference wherever it has one. */
function describeEntry(entry: Entry): string {
  const source = entry.sponsorshipId ?? entry.donationId;
  const reference = source ? receiptReference(source) : null;
  const ref = reference ? ` ${reference}` : '';
  const who = counterpart(entry);
  const about = who ? ` — ${entry.donationId && entry.kind !== 'payment' ? `gift ${who}` : who}` : '';
  switch (entry.kind) {
    case 'payment': {
      const what = entry.sponsorshipId
        ? 'Sponsorship'
        : entry.donationId
          ? entry.monthly
            ? 'Monthly gift'
            : 'Gift'
          : 'Payment';
      const covered =
        entry.coversFees > 0
          ? ` (includes ${formatCentsExact(entry.coversFees)} added to cover the fees)`
          : '';
      return `${what}${ref}${about}${covered}`;
    }
    case 'processing_fee':
      return `Card processing${ref}`;
    case 'platform_fee':
      return entry.amount > 0 ? `Homefield fee returned${ref}` : `Homefield fee${ref}`;
    case 'refund':
      return `Refund${ref}${about}`;
    case 'dispute':
      return `Dispute${ref}${about}`;
    case 'dispute_won':
      return `Dispute won${ref}${about}`;
    case 'transfer':
      return `Transfer to your payout account${reference ? ` for ${reference}` : ''}`;
    case 'transfer_reversal':
      return `Transfer back from your payout account${reference ? ` for ${reference}` : ''}`;
    case 'payout': {
      // The provider's payout id is what the bank statement shows; a negative payout came back from the bank.
      const id = entry.providerRef ? ` (${entry.providerRef})` : '';
      return entry.amount < 0 ? `Payout returned by your bank${id}` : `Payout to your bank${id}`;
    }
  }
}

function summarise(openingHeldCents: number, entries: Entry[]): StatementSummary {
  const sum = (kinds: readonly LedgerKind[]) =>
    entries.reduce((total, e) => (kinds.includes(e.kind) ? total + e.amount : total), 0);
  const paymentsCents = sum(['payment']);
  const processingFeesCents = sum(['processing_fee']);
  const platformFeesCents = sum(['platform_fee']);
  const refundsCents = sum(['refund']);
  const disputesCents = sum(['dispute', 'dispute_won']);
  const netEarnedCents = sum(EARNING);
  const transferredCents = sum(MOVED_OUT);
  return {
    openingHeldCents,
    paymentsCents,
    processingFeesCents,
    platformFeesCents,
    refundsCents,
    disputesCents,
    netEarnedCents,
    transferredCents,
    paidOutCents: sum(['payout']),
    closingHeldCents: openingHeldCents + netEarnedCents - transferredCents,
  };
}

/** Everything the statement of `choice` says; 404 for a season that is not the team's. */
export async function buildStatement(
  db: DbOrTx,
  team: Team,
  choice: StatementPeriodChoice,
  now: Date,
): Promise<Statement> {
  const period = await resolvePeriod(db, team, choice, now);
  const [opening, entries] = await Promise.all([
    heldBefore(db, team.id, period.from),
    entriesOf(db, team.id, period),
  ]);
  const lines: StatementLine[] = entries.map((entry) => ({
    date: isoDay(entry.occurredAt),
    description: describeEntry(entry),
    amountCents: entry.amount,
  }));
  return {
    team: { id: team.id, name: team.name, slug: team.slug },
    period: {
      kind: period.kind,
      label: period.label,
      from: period.firstDay,
      to: period.lastDay,
      fileKey: period.fileKey,
    },
    generatedAt: now.toISOString(),
    summary: summarise(opening, entries),
    lines,
  };
}

/** 'homefield-statement-riverside-hawks-2026-11.csv': the slug is [a-z0-9-] only, safe in a header. */
export function statementFilename(statement: Statement, extension: 'csv' | 'pdf'): string {
  return `homefield-statement-${statement.team.slug}-${statement.period.fileKey}.${extension}`;
}
