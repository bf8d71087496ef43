/*
 * What a receipt says for a donor's or a sponsor's taxes (issue 22): a tax-exempt team's legal name and EIN
 * with the statement of what was given in return; any other team says the payment is not deductible.
 * The words are the receipt's, in the email and on the PDF alike.
 */

/** An EIN as the IRS prints it: two digits, a hyphen, seven digits. */
export const EIN_PATTERN = /^\d{2}-\d{7}$/;
export const EIN_FORMAT_MESSAGE = 'Enter the EIN as nine digits, like 12-3456789';
export const LEGAL_NAME_REQUIRED = 'Enter the legal name your tax exemption is under';
export const EIN_REQUIRED = 'Enter the EIN of your tax exemption, like 12-3456789';

/** Nine digits typed with or without the hyphen or spaces, as the IRS prints them; null when it is not one. */
export function normalizeEin(typed: string): string | null {
  const digits = typed.replace(/[\s-]/g, '');
  return /^\d{9}$/.test(digits) ? `${digits.slice(0, 2)}-${digits.slice(2)}` : null;
}

export interface TeamTax {
  teamName: string;
  exempt: boolean;
  legalName: string | null;
  ein: string | null;
}

/** The receipt's tax statement for a gift or a sponsorship paid to `tax`'s team. */
export function taxStatement(tax: TeamTax, paid: 'gift' | 'sponsorship'): string {
  if (tax.exempt) {
    // A team that said it is exempt before the form asked for its identity is named as it is known.
    const who = `${tax.legalName ?? tax.teamName}${tax.ein ? ` (EIN ${tax.ein})` : ''} is a tax-exempt organization.`;
    return paid === 'gift'
      ? `${who} No goods or services were provided in exchange for this gift.`
      : `${who} In return for this payment the business receives the recognition its sponsorship tier lists; no other goods or services were provided.`;
  }
  return paid === 'gift'
    ? `${tax.teamName} is not a tax-exempt organization: this gift is not tax-deductible.`
    : `${tax.teamName} is not a tax-exempt organization: this payment is not a tax-deductible charitable contribution.`;
}
