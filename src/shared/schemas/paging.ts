import { z } from 'zod';

export const INVALID_PAGE = 'Page must be a whole number from 1.';

/** An empty parameter (?sport=) is no filter: a cleared select or search box leaves one behind. */
export const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

/** ?page=: a whole number from 1 to `max` (a far page reads as many rows as it skips), 1 when absent. */
export const pageParam = (max: number) =>
  z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: INVALID_PAGE })
      .int(INVALID_PAGE)
      .min(1, INVALID_PAGE)
      .max(max, INVALID_PAGE)
      .default(1),
  );
