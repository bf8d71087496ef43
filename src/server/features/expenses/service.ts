import { and, desc, eq, sql } from 'drizzle-orm';
import {
  EXPENSE_NOT_FOUND,
  EXPENSES_PAGE_SIZE,
  type Expense,
  type ExpenseInput,
  type ReceiptType,
  type TeamExpensesResponse,
} from '../../../shared/schemas/expenses';
import { notFound } from '../../core/errors';
import type { Db, DbOrTx } from '../../db/client';
import { type ExpenseRow, teamExpenses } from '../../db/schema';
import { isUuid } from '../../http/ids';
import { ownTeamOr404 } from '../teams/ownership';
import { seasonSpending } from './spending';

/*
 * A team's expenses (issue 20): its owner records, corrects and removes them, with a receipt each. Every
 * query names the team it owns, so another team's expense is 404 like one that does not exist.
 */

/** Every column but the receipt's bytes: a list (or the owner's data download) never reads them. */
export const expenseColumns = {
  id: teamExpenses.id,
  amountCents: teamExpenses.amountCents,
  spentOn: teamExpenses.spentOn,
  category: teamExpenses.category,
  description: teamExpenses.description,
  receiptType: teamExpenses.receiptType,
  createdAt: teamExpenses.createdAt,
};

type Row = Pick<ExpenseRow, keyof typeof expenseColumns>;

const toExpense = (row: Row): Expense => ({ ...row, createdAt: row.createdAt.toISOString() });

const ofTeam = (teamId: string, expenseId: string) =>
  and(eq(teamExpenses.id, expenseId), eq(teamExpenses.teamId, teamId));

/** The owner's team and a well-formed expense id, or 404. */
async function owned(db: DbOrTx, userId: string, teamId: string, expenseId: string) {
  const team = await ownTeamOr404(db, userId, teamId);
  if (!isUuid(expenseId)) throw notFound(EXPENSE_NOT_FOUND);
  return team;
}

export async function listExpenses(
  db: Db,
  userId: string,
  teamId: string,
  page: number,
): Promise<TeamExpensesResponse> {
  const team = await ownTeamOr404(db, userId, teamId);
  const [rows, season] = await Promise.all([
    db
      .select({ ...expenseColumns, total: sql<number>`count(*) over ()`.mapWith(Number) })
      .from(teamExpenses)
      .where(eq(teamExpenses.teamId, team.id))
      .orderBy(desc(teamExpenses.createdAt), desc(teamExpenses.id))
      .limit(EXPENSES_PAGE_SIZE)
      .offset((page - 1) * EXPENSES_PAGE_SIZE),
    seasonSpending(db, team.id),
  ]);
  const total = rows[0]?.total ?? (page === 1 ? 0 : await countExpenses(db, team.id));
  return {
    expenses: rows.map(({ total: _total, ...row }) => toExpense(row)),
    total,
    page,
    pageSize: EXPENSES_PAGE_SIZE,
    season,
  };
}

async function countExpenses(db: Db, teamId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(teamExpenses)
    .where(eq(teamExpenses.teamId, teamId));
  return row?.n ?? 0;
}

export async function addExpense(
  db: DbOrTx,
  userId: string,
  teamId: string,
  input: ExpenseInput,
): Promise<Expense> {
  const team = await ownTeamOr404(db, userId, teamId);
  const [row] = await db
    .insert(teamExpenses)
    .values({ ...input, teamId: team.id, createdBy: userId })
    .returning(expenseColumns);
  return toExpense(row!);
}

export async function updateExpense(
  db: DbOrTx,
  userId: string,
  teamId: string,
  expenseId: string,
  input: ExpenseInput,
): Promise<Expense> {
  const team = await owned(db, userId, teamId, expenseId);
  const [row] = await db
    .update(teamExpenses)
    .set({ ...input, updatedAt: new Date() })
    .where(ofTeam(team.id, expenseId))
    .returning(expenseColumns);
  if (!row) throw notFound(EXPENSE_NOT_FOUND);
  return toExpense(row);
}

export async function deleteExpense(db: DbOrTx, userId: string, teamId: string, expenseId: string) {
  const team = await owned(db, userId, teamId, expenseId);
  const [gone] = await db
    .delete(teamExpenses)
    .where(ofTeam(team.id, expenseId))
    .returning({ id: teamExpenses.id });
  if (!gone) throw notFound(EXPENSE_NOT_FOUND);
}

/** Attaches (or replaces, or with null removes) the receipt; answers the expense as it now is. */
export async function setReceipt(
  db: DbOrTx,
  userId: string,
  teamId: string,
  expenseId: string,
  receipt: { bytes: Buffer; type: ReceiptType } | null,
): Promise<Expense> {
  const team = await owned(db, userId, teamId, expenseId);
  const [row] = await db
    .update(teamExpenses)
    .set({ receipt: receipt?.bytes ?? null, receiptType: receipt?.type ?? null, updatedAt: new Date() })
    .where(ofTeam(team.id, expenseId))
    .returning(expenseColumns);
  if (!row) throw notFound(EXPENSE_NOT_FOUND);
  return toExpense(row);
}

export async function readReceipt(db: DbOrTx, userId: string, teamId: string, expenseId: string) {
  const team = await owned(db, userId, teamId, expenseId);
  const [row] = await db
    .select({ bytes: teamExpenses.receipt, type: teamExpenses.receiptType })
    .from(teamExpenses)
    .where(ofTeam(team.id, expenseId));
  if (!row?.bytes || !row.type) throw notFound('This expense has no receipt');
  return { bytes: row.bytes, type: row.type };
}

/** 404 unless the expense is one of the caller's team's: asked before an upload's body is read. */
export async function requireOwnExpense(db: DbOrTx, userId: string, teamId: string, expenseId: string) {
  const team = await owned(db, userId, teamId, expenseId);
  const [row] = await db.select({ id: teamExpenses.id }).from(teamExpenses).where(ofTeam(team.id, expenseId));
  if (!row) throw notFound(EXPENSE_NOT_FOUND);
}
