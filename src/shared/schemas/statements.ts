import { z } from 'zod';
import { blankToUndefined } from './paging';

/*
 * A team's money statement (issue 20): every ledger entry of a calendar month (UTC) or of a season, with
 * the balance Homefield held for the team before and after, as a CSV and a PDF for the team's owner.
 */

/** The season still running: its dates are the team's own (teams.season_start_date/_end_date). */
export const CURRENT_SEASON = 'current';

export const INVALID_STATEMENT_MONTH = 'Month must be a calendar month written YYYY-MM, such as 2026-11.';
export const INVALID_STATEMENT_SEASON = 'Choose one of your seasons.';
export const STATEMENT_PERIOD_REQUIRED = 'Choose a month or a season.';
export const STATEMENT_ONE_PERIOD = 'Choose a month or a season, not both.';
export const STATEMENT_SEASON_NOT_FOUND = 'Season not found';

// Years from 2000 to 2999: a year below 100 would be read as 19xx by Date.UTC, and one past 9999 has no
// timestamp PostgreSQL takes.
const MONTH = /^2\d{3}-(0[1-9]|1[0-2])$/;

/**
 * GET /api/teams/:teamId/statement.csv|.pdf: exactly one of ?month=2026-11 and ?seasonId= (a past
 * season's id, or 'current'). Parsed into the period it names.
 */
export const statementQuerySchema = z
  .object({
    month: z.preprocess(blankToUndefined, z.string().regex(MONTH, INVALID_STATEMENT_MONTH).optional()),
    seasonId: z.preprocess(
      blankToUndefined,
      z
        .union([z.literal(CURRENT_SEASON), z.uuid({ error: INVALID_STATEMENT_SEASON })], {
          error: INVALID_STATEMENT_SEASON,
        })
        .optional(),
    ),
  })
  .strict()
  .superRefine((query, ctx) => {
    const given = Number(query.month !== undefined) + Number(query.seasonId !== undefined);
    if (given === 1) return;
    const message = given === 0 ? STATEMENT_PERIOD_REQUIRED : STATEMENT_ONE_PERIOD;
    ctx.addIssue({ code: 'custom', message, path: ['month'] });
    ctx.addIssue({ code: 'custom', message, path: ['seasonId'] });
  })
  .transform(
    (query): StatementPeriodChoice =>
      query.month !== undefined ? { month: query.month } : { seasonId: query.seasonId as string },
  );
export type StatementQuery = z.input<typeof statementQuerySchema>;

/** The period a statement covers, as asked for. */
export type StatementPeriodChoice = { month: string } | { seasonId: string };

export interface StatementSeasonOption {
  /** A past season's id, or CURRENT_SEASON. */
  id: string;
  /** Its dates as the season report names them: 'Mar 1, 2026 – Aug 31, 2026', 'From Mar 1, 2026', 'All time'. */
  name: string;
}

/** GET /api/teams/:teamId/statement-periods: the periods a statement can be asked for. */
export interface StatementPeriods {
  /** 'YYYY-MM' (UTC), newest first: only months with at least one ledger entry. */
  months: string[];
  /** The current season first, then past seasons, newest first. */
  seasons: StatementSeasonOption[];
}

const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** '2026-11' as 'November 2026'. */
export function statementMonthLabel(month: string): string {
  const [year, m] = month.split('-');
  return `${MONTH_NAMES[Number(m) - 1] ?? month} ${year}`;
}

/** The statement's file as the browser downloads it (with the session cookie). */
export function statementUrl(teamId: string, period: StatementPeriodChoice, format: 'csv' | 'pdf'): string {
  const query =
    'month' in period
      ? `month=${encodeURIComponent(period.month)}`
      : `seasonId=${encodeURIComponent(period.seasonId)}`;
  return `/api/teams/${encodeURIComponent(teamId)}/statement.${format}?${query}`;
}

/**
 * What the team's money did over the period, from the ledger alone, in signed cents as the ledger keeps
 * them. Held is what Homefield holds for the team: everything earned less what was transferred on.
 */
export interface StatementSummary {
  /** Held for the team when the period began: earning entries less transfers, everything before it. */
  openingHeldCents: number;
  /** Payments as charged, with what payers added to cover the fees. */
  paymentsCents: number;
  /** Card processing (negative). */
  processingFeesCents: number;
  /** Homefield's fees, less fees returned with refunds. */
  platformFeesCents: number;
  /** Money returned to payers (negative). */
  refundsCents: number;
  /** Disputes opened, less disputes won. */
  disputesCents: number;
  /** The five above added up: what the team earned in the period. */
  netEarnedCents: number;
  /** Moved from Homefield to the team's payout account: transfers less their reversals. */
  transferredCents: number;
  /** Moved from the payout account to the team's bank: it changes nothing Homefield holds. */
  paidOutCents: number;
  /** openingHeldCents + netEarnedCents - transferredCents. */
  closingHeldCents: number;
}

export interface StatementLine {
  /** UTC calendar date, 'YYYY-MM-DD'. */
  date: string;
  /** 'Sponsorship HF-1A2B3C4D — Acme Bakery (Gold)', 'Card processing HF-…', 'Payout to your bank'… */
  description: string;
  /** The ledger entry's signed amount. */
  amountCents: number;
}

/** Everything a statement says; the CSV and the PDF are drawn from it. */
export interface Statement {
  team: { id: string; name: string; slug: string };
  period: {
    kind: 'month' | 'season';
    /** 'November 2026', or the season's name. */
    label: string;
    /** First and last UTC calendar dates covered; from is null for a season with no start. */
    from: string | null;
    to: string;
    /** Part of the file name: '2026-11', 'season-2026-03-01-to-2026-08-31'. */
    fileKey: string;
  };
  generatedAt: string;
  summary: StatementSummary;
  /** Oldest first. */
  lines: StatementLine[];
}
