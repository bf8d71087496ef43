import { z } from 'zod';
import { LIMITS } from '../limits';

/** An optional reason typed in a dialog (a rejection, a block): trimmed, at most 500 characters, blank is null. */
export const optionalReasonSchema = z
  .string({ error: 'The reason must be text' })
  .trim()
  .max(LIMITS.mediumText, `The reason must be at most ${LIMITS.mediumText} characters`)
  .nullish()
  .transform((value) => value || null);
