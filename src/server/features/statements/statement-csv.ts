import type { Statement } from '../../../shared/schemas/statements';
import { csvCell, dollarsCell, toCsv } from '../../http/csv';

export const STATEMENT_CSV_COLUMNS = ['Section', 'Date', 'Description', 'Amount (USD)'] as const;

/**
 * The statement as one table a spreadsheet can filter by its Section column: the team, the period (its
 * name, first and last day) and when it was made, the summary, then every ledger entry of the period, oldest first. Text goes through
 * the admin export's csvCell (quoted, = + - @ tab CR neutralised); amounts are bare numbers.
 */
export function statementCsv(statement: Statement): string {
  const { summary: s, period } = statement;
  const text = (cells: string[]) => cells.map(csvCell);
  const rows: string[][] = [
    [...text(['Team', '', statement.team.name]), ''],
    [...text(['Period', '', period.label]), ''],
    // UTC calendar days, both included; a season with no start has no first day.
    [...text(['From', period.from ?? '', '']), ''],
    [...text(['To', period.to, '']), ''],
    [...text(['Generated', statement.generatedAt.slice(0, 10), '']), ''],
  ];
  const summary: Array<[string, number]> = [
    ['Opening balance held by Homefield', s.openingHeldCents],
    ['Payments received (with fees covered by payers)', s.paymentsCents],
    ['Card processing fees', s.processingFeesCents],
    ['Homefield fees (net of fees returned)', s.platformFeesCents],
    ['Refunds', s.refundsCents],
    ['Disputes', s.disputesCents],
    ['Net earned', s.netEarnedCents],
    ['Transferred to your payout account', s.transferredCents],
    ['Paid out to your bank', s.paidOutCents],
    ['Closing balance held by Homefield', s.closingHeldCents],
  ];
  for (const [name, cents] of summary) rows.push([...text(['Summary', '', name]), dollarsCell(cents)]);
  for (const line of statement.lines) {
    rows.push([...text(['Entry', line.date, line.description]), dollarsCell(line.amountCents)]);
  }
  return toCsv([STATEMENT_CSV_COLUMNS]) + rows.map((row) => `${row.join(',')}\r\n`).join('');
}
