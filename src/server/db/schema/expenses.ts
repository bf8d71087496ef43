import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { EXPENSE_CATEGORIES, type ExpenseCategory } from '../../../shared/constants';
import { RECEIPT_TYPES, type ReceiptType } from '../../../shared/schemas/expenses';
import { users } from './accounts';
import { bytea } from './email-attachments';
import { createdAt, oneOf, updatedAt } from './helpers';
import { teams } from './teams';

/**
 * What a team spent (issue 20, "where the money goes"): the team's own record, not a movement of money on
 * Homefield, so it is outside the ledger. The receipt lives in the database beside it, backed up with
 * everything else and only ever served to the team's owner.
 */
export const teamExpenses = pgTable(
  'team_expenses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    amountCents: integer('amount_cents').notNull(),
    spentOn: date('spent_on').notNull(),
    category: text('category').$type<ExpenseCategory>().notNull(),
    description: text('description').notNull(),
    receipt: bytea('receipt'),
    receiptType: text('receipt_type').$type<ReceiptType>(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // The owner's list, newest first, and the season's sums (recorded after the last rollover).
    index('team_expenses_team_created_idx').on(t.teamId, t.createdAt.desc(), t.id.desc()),
    check('team_expenses_amount_check', sql`${t.amountCents} > 0`),
    check('team_expenses_category_check', oneOf(t.category, EXPENSE_CATEGORIES)),
    check('team_expenses_receipt_type_check', oneOf(t.receiptType, RECEIPT_TYPES)),
    check('team_expenses_receipt_check', sql`(${t.receipt} is null) = (${t.receiptType} is null)`),
  ],
);

export type ExpenseRow = typeof teamExpenses.$inferSelect;
