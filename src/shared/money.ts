const whole = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});
const cents = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
});

/** Integer cents as US dollars: '$1,250' for whole dollars, '$12.50' when there are cents (BRAND.md). */
export function formatCents(amount: number): string {
  return amount % 100 === 0 ? whole.format(amount / 100) : cents.format(amount / 100);
}

/** Dollars typed by a person ('12.5', '1,250') as integer cents, or null when it is not an amount. */
export function dollarsToCents(input: string | number): number | null {
  const text = String(input).replace(/[$,\s]/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return null;
  return Math.round(Number(text) * 100);
}
