import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { splitCents } from './split';

describe('splitCents', () => {
  it('splits evenly, the leftover cents to the first parts', () => {
    expect(splitCents(100_000, [1, 1, 1])).toEqual([33_334, 33_333, 33_333]);
    expect(splitCents(2, [1, 1, 1])).toEqual([1, 1, 0]);
  });

  it('follows the weights, the leftover to the largest fractions', () => {
    expect(splitCents(320, [33_334, 33_333, 33_333])).toEqual([107, 107, 106]);
    expect(splitCents(10, [1, 0, 3])).toEqual([3, 0, 7]);
    expect(splitCents(5, [0, 0])).toEqual([3, 2]);
  });

  it('always adds up to the total, each part within a cent of its exact share', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000_000 }),
        fc.array(fc.integer({ min: 0, max: 100_000_000 }), { minLength: 1, maxLength: 40 }),
        (total, weights) => {
          const parts = splitCents(total, weights);
          expect(parts.reduce((a, p) => a + p, 0)).toBe(total);
          const sum = weights.reduce((a, w) => a + w, 0);
          parts.forEach((p, i) => {
            const exact = sum === 0 ? total / weights.length : (total * weights[i]!) / sum;
            expect(Math.abs(p - exact)).toBeLessThan(1);
            expect(p).toBeGreaterThanOrEqual(0);
          });
        },
      ),
    );
  });
});
