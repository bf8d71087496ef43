import { describe, expect, it } from 'vitest';
import { formatCalendarDate } from './dates';
import { dollarsToCents, formatCents } from './money';

describe('money', () => {
  it('shows whole dollars without cents and other amounts with two decimals', () => {
    expect(formatCents(125_000)).toBe('$1,250');
    expect(formatCents(1250)).toBe('$12.50');
    expect(formatCents(0)).toBe('$0');
    expect(formatCents(5)).toBe('$0.05');
  });

  it('reads typed dollars as cents and refuses what is not an amount', () => {
    expect(dollarsToCents('12.5')).toBe(1250);
    expect(dollarsToCents('$1,250')).toBe(125_000);
    expect(dollarsToCents('0.29')).toBe(29);
    expect(dollarsToCents('1.999')).toBeNull();
    expect(dollarsToCents('-5')).toBeNull();
    expect(dollarsToCents('abc')).toBeNull();
  });

  it('shows a calendar date the same in every time zone', () => {
    expect(formatCalendarDate('2026-03-05')).toBe('Mar 5, 2026');
  });
});
