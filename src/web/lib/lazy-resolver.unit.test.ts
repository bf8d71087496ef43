import type { Resolver } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { lazyResolver } from './lazy-resolver';

type Values = { amount: number };
const options = { fields: {}, shouldUseNativeValidation: false } as Parameters<Resolver<Values>>[2];
const accepting: Resolver<Values> = async (values) => ({ values, errors: {} });

describe('lazyResolver', () => {
  it('loads once, at the first check, and checks with what it loaded', async () => {
    let loads = 0;
    const resolver = lazyResolver<Values, unknown, Values>(async () => {
      loads += 1;
      return accepting;
    }, 'Failed');
    expect(loads).toBe(0);
    expect(await resolver({ amount: 5 }, undefined, options)).toEqual({ values: { amount: 5 }, errors: {} });
    await resolver({ amount: 6 }, undefined, options);
    expect(loads).toBe(1);
  });

  it('tells the person when it cannot load, and loads again at the next check', async () => {
    let loads = 0;
    const resolver = lazyResolver<Values, unknown, Values>(async () => {
      loads += 1;
      if (loads === 1) throw new TypeError('Failed to fetch dynamically imported module');
      return accepting;
    }, 'Failed to process donation');
    expect(await resolver({ amount: 5 }, undefined, options)).toEqual({
      values: {},
      errors: { root: { type: 'unavailable', message: 'Failed to process donation' } },
    });
    expect(await resolver({ amount: 5 }, undefined, options)).toEqual({ values: { amount: 5 }, errors: {} });
    expect(loads).toBe(2);
  });
});
