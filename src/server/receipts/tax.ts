import type { TeamTax } from '../../shared/tax';
import { teams } from '../db/schema';

/** The team's tax identity as a receipt needs it (issue 22): the columns to select with the team. */
export const teamTaxColumns = {
  teamTaxExempt: teams.taxExemptStatus,
  teamLegalName: teams.legalName,
  teamEin: teams.ein,
};

/** The selected columns as the receipt's statement takes them (shared/tax.ts). */
export function teamTaxOf(
  teamName: string,
  row: { teamTaxExempt: boolean; teamLegalName: string | null; teamEin: string | null },
): TeamTax {
  return { teamName, exempt: row.teamTaxExempt, legalName: row.teamLegalName, ein: row.teamEin };
}
