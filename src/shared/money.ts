import { formatCount } from './numbers';

// US dollars by hand rather than with Intl.NumberFormat (numbers.ts says why); money.unit.test.ts checks
// them against Intl.
function usd(cents: number, withCents: boolean): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.round(cents));
  const whole = formatCount(Math.floor(abs / 100));
  return `${sign}$${whole}${withCents ? `.${String(abs % 100).padStart(2, '0')}` : ''}`;
}

/** Integer cents as US dollars: '$1,250' for whole dollars, '$12.50' when there are cents (BRAND.md). */
export function formatCents(amount: number): string {
  return usd(amount, amount % 100 !== 0);
}

/** Integer cents always to the cent: '$10.00'. */
export function formatCentsExact(amount: number): string {
  return usd(amount, true);
}

/** Dollars typed by a person ('12.5', '1,250') as integer cents, or null when it is not an amount. */
export function dollarsToCents(input: string | number): number | null {
  const text = String(input).replace(/[$,\s]/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return null;
  return Math.round(Number(text) * 100);
}
