import { describe, expect, it } from 'vitest';
import { formatCalendarDate, formatDate } from './dates';
import { dollarsToCents, formatCents, formatCentsExact } from './money';
import { formatCount } from './numbers';

describe('money', () => {
  it('shows whole dollars without cents and other amounts with two decimals', () => {
    expect(formatCents(125_000)).toBe('$1,250');
    expect(formatCents(1250)).toBe('$12.50');
    expect(formatCents(0)).toBe('$0');
    expect(formatCents(5)).toBe('$0.05');
    expect(formatCentsExact(1000)).toBe('$10.00');
  });

  it('formats as Intl.NumberFormat en-US would, which it replaces', () => {
    const whole = new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: 'USD',
      maximumFractionDigits: 0,
    });
    const exact = new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: 'USD',
      minimumFractionDigits: 2,
    });
    const amounts = [0, 1, 99, 100, 101, 99_999, 100_000, 123_456_789, 1_000_000_000_00, -5, -1250, -100_000];
    for (let n = 1; n < 2000; n++) amounts.push((n * 7919) ** 2 % 1_000_000_007);
    for (const amount of amounts) {
      expect(formatCents(amount)).toBe((amount % 100 === 0 ? whole : exact).format(amount / 100));
      expect(formatCentsExact(amount)).toBe(exact.format(amount / 100));
      expect(formatCount(amount)).toBe(amount.toLocaleString('en-US'));
    }
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
    expect(formatCalendarDate('2026-12-31T23:00:00Z')).toBe('Dec 31, 2026');
  });

  it('formats a moment as Intl.DateTimeFormat en-US would in the local time zone', () => {
    const day = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
    for (let month = 0; month < 12; month++) {
      const moment = new Date(Date.UTC(2026, month, 1 + month * 2, month * 2, 30));
      expect(formatDate(moment)).toBe(day.format(moment));
      expect(formatDate(moment.toISOString())).toBe(day.format(moment));
    }
  });
});
