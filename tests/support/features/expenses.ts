import { teamExpenses } from '../../../src/server/db/schema';
import type { ExpenseInput } from '../../../src/shared/schemas/expenses';
import type { TestWorld } from '../app';

/** A body that passes every rule of the expense form. */
export const validExpense = {
  amountCents: 48_000,
  spentOn: '2026-05-02',
  category: 'uniforms',
  description: 'Home jerseys, 16 of them',
} satisfies ExpenseInput;

/** An expense of `teamId`'s, written straight to the database. */
export async function createExpense(t: TestWorld, teamId: string, overrides: Partial<ExpenseInput> = {}) {
  const [row] = await t.db
    .insert(teamExpenses)
    .values({ ...validExpense, ...overrides, teamId })
    .returning();
  return row!;
}

/** The first bytes of a PDF, which is all the receipt check reads. */
export const samplePdf = () =>
  new TextEncoder().encode('%PDF-1.4\n%receipt\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
