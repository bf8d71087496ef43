import { z } from 'zod';
import { EXPENSE_CATEGORIES, type ExpenseCategory } from '../constants';
import { requiredText } from './fields';
import { pageParam } from './paging';

/*
 * Where the money goes (issue 20): what a team spent, by category, with a photo or PDF of each receipt.
 * The team's page and its sponsors' reports show raised against spent for the season.
 */

export const EXPENSE_DESCRIPTION_MAX = 200;
/** A typo must not turn a $120 jersey order into $1.2 million spent. */
export const EXPENSE_MAX_CENTS = 10_000_000;
export const EXPENSES_PAGE_SIZE = 20;

/** A phone photo of a receipt, or the PDF a shop emailed. */
export const RECEIPT_MAX_BYTES = 5 * 1024 * 1024;
export const RECEIPT_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'] as const;
export type ReceiptType = (typeof RECEIPT_TYPES)[number];

export const AMOUNT_REQUIRED = 'Enter the amount spent';
export const DATE_REQUIRED = 'Enter the date of the expense';
export const DATE_IN_FUTURE = 'The date cannot be in the future';
export const CATEGORY_REQUIRED = 'Choose a category';
export const DESCRIPTION_REQUIRED = 'Say what it was for';
export const RECEIPT_TOO_LARGE = 'Receipts can be at most 5 MB';
export const RECEIPT_WRONG_TYPE = 'The receipt must be a JPEG, PNG or WebP image, or a PDF';
export const RECEIPT_MISSING = 'Choose a receipt to upload';
export const EXPENSE_NOT_FOUND = 'Expense not found';

/** The latest date accepted: today where the day starts first, so nobody's "today" is refused. */
export function latestExpenseDate(now = new Date()): string {
  return new Date(now.getTime() + 14 * 3_600_000).toISOString().slice(0, 10);
}

/** POST /api/teams/:teamId/expenses and PATCH .../:expenseId: what was spent, when, on what. */
export const expenseInputSchema = z
  .object({
    amountCents: z
      .number({ error: AMOUNT_REQUIRED })
      .int('The amount must be a whole number of cents')
      .min(1, AMOUNT_REQUIRED)
      .max(EXPENSE_MAX_CENTS, 'The amount must be at most $100,000'),
    spentOn: z.iso
      .date({ error: DATE_REQUIRED })
      .refine((day) => day >= '2000-01-01', DATE_REQUIRED)
      .refine((day) => day <= latestExpenseDate(), DATE_IN_FUTURE),
    category: z.enum(EXPENSE_CATEGORIES, { error: CATEGORY_REQUIRED }),
    description: requiredText('The description', EXPENSE_DESCRIPTION_MAX, DESCRIPTION_REQUIRED),
  })
  .strict();
export type ExpenseInput = z.input<typeof expenseInputSchema>;

export interface Expense {
  id: string;
  amountCents: number;
  /** 'YYYY-MM-DD'. */
  spentOn: string;
  category: ExpenseCategory;
  description: string;
  /** The receipt's type, or null without one. */
  receiptType: ReceiptType | null;
  /** ISO 8601. */
  createdAt: string;
}

/** Spent by category, largest first: a category with nothing spent is left out. */
export interface SpendingByCategory {
  category: ExpenseCategory;
  cents: number;
}

/** Raised against spent, this season (decision 0045): on the team's page and in its sponsors' reports. */
export interface SeasonSpending {
  raisedCents: number;
  spentCents: number;
  byCategory: SpendingByCategory[];
}

/** GET /api/teams/:teamId/expenses?page=: the owner's list, newest first, and the season's figures. */
export interface TeamExpensesResponse {
  expenses: Expense[];
  total: number;
  page: number;
  pageSize: number;
  season: SeasonSpending;
}

/** A far page reads as many rows as it skips: 500 pages of 20 is more than any team records. */
export const teamExpensesQuerySchema = z.object({ page: pageParam(500) }).strict();
