/**
 * Splits whole cents among parts in proportion to their weights, by largest remainder: every part gets the
 * floor of its exact share, and the cents left over go one each to the parts with the largest fractions
 * (ties to the earlier part). The parts always add up to `total`, and no part is more than a cent from its
 * exact share. Weights of 0 get nothing unless every weight is 0, when the split is even.
 */
export function splitCents(total: number, weights: readonly number[]): number[] {
  if (weights.length === 0) return [];
  const sum = weights.reduce((a, w) => a + w, 0);
  const even = sum === 0;
  const whole = even ? weights.length : sum;
  const exact = weights.map((w) => (total * (even ? 1 : w)) / whole);
  const parts = exact.map(Math.floor);
  let left = total - parts.reduce((a, p) => a + p, 0);
  const order = exact
    .map((e, i) => ({ i, fraction: e - Math.floor(e) }))
    .sort((a, b) => b.fraction - a.fraction || a.i - b.i);
  for (const { i } of order) {
    if (left <= 0) break;
    parts[i]! += 1;
    left -= 1;
  }
  return parts;
}
