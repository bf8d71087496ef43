import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  coverCents,
  feeBreakdown,
  feeLines,
  PLATFORM_FEE_BPS,
  platformFeeBps,
  processingFeeCents,
} from './fees';

describe('fees', () => {
  it('takes the stated commission from a Free business and 5% of a Free team’s gifts', () => {
    expect(platformFeeBps('sponsorship')).toBe(1000);
    expect(platformFeeBps('one_time_gift')).toBe(500);
    expect(platformFeeBps('monthly_gift')).toBe(500);
    // The landing page promises 8 to 10 percent for businesses.
    for (const bps of Object.values(PLATFORM_FEE_BPS.business)) {
      expect(bps).toBeGreaterThanOrEqual(800);
      expect(bps).toBeLessThanOrEqual(1000);
    }
  });

  it('splits a $500 sponsorship into the fee, card processing and what the team receives', () => {
    expect(feeBreakdown(50_000, 1000)).toEqual({
      amountCents: 50_000,
      coverCents: 0,
      chargedCents: 50_000,
      platformFeeCents: 5_000,
      processingFeeCents: 1_480,
      teamReceivesCents: 43_520,
    });
    expect(feeLines(feeBreakdown(50_000, 1000), 1000)).toEqual([
      { label: 'Homefield fee (10%)', value: '$50.00' },
      { label: 'Card processing (2.9% + $0.30)', value: '$14.80' },
      { label: 'The team receives', value: '$435.20' },
    ]);
  });

  it('adds the least that leaves the team the whole gift when the donor covers the fees', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 50, max: 10_000_000 }),
        fc.constantFrom(0, 300, 500, 800, 1000),
        (amount, bps) => {
          const fees = feeBreakdown(amount, bps, true);
          expect(fees.teamReceivesCents).toBeGreaterThanOrEqual(amount);
          const oneLess = amount + fees.coverCents - 1;
          expect(oneLess - processingFeeCents(oneLess) - fees.platformFeeCents).toBeLessThan(amount);
        },
      ),
    );
    expect(coverCents(2_500, 500)).toBe(234);
    expect(feeBreakdown(2_500, 500, 234)).toEqual(feeBreakdown(2_500, 500, true));
  });
});
