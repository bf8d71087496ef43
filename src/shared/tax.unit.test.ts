import { describe, expect, it } from 'vitest';
import { normalizeEin, taxStatement } from './tax';

describe('the tax statement of a receipt', () => {
  it('writes an EIN as the IRS prints it, and refuses what is not nine digits', () => {
    expect(normalizeEin('931234567')).toBe('93-1234567');
    expect(normalizeEin(' 93-1234567 ')).toBe('93-1234567');
    expect(normalizeEin('93 123 4567')).toBe('93-1234567');
    for (const bad of ['93-123456', '93-12345678', 'ab-cdefghi', '', '93–1234567']) {
      expect(normalizeEin(bad)).toBeNull();
    }
  });

  it('names an exempt team by what it gave, and says so of one that is not', () => {
    const team = {
      teamName: 'Rose City Strikers',
      exempt: true,
      legalName: 'Rose City Boosters',
      ein: '93-1234567',
    };
    expect(taxStatement(team, 'gift')).toBe(
      'Rose City Boosters (EIN 93-1234567) is a tax-exempt organization. No goods or services were provided in exchange for this gift.',
    );
    // Exempt before the form asked for its identity: named by the team's name, without an EIN.
    expect(taxStatement({ ...team, legalName: null, ein: null }, 'gift')).toBe(
      'Rose City Strikers is a tax-exempt organization. No goods or services were provided in exchange for this gift.',
    );
    expect(taxStatement({ ...team, exempt: false }, 'sponsorship')).toBe(
      'Rose City Strikers is not a tax-exempt organization: this payment is not a tax-deductible charitable contribution.',
    );
  });
});
