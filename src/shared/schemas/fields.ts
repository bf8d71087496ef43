import { z } from 'zod';
import { tooLong } from '../limits';
import { visibleString } from '../visible-text';

/*
 * The field builders the forms' schemas share, so that a rule and its wording are written once (issue 23).
 */

/** Required text whose every failure (missing, wrong type, blank) reads `required`; invisible characters do not count. */
export function requiredText(what: string, max: number, required = `${what} is required`) {
  return visibleString({ error: required }).trim().min(1, required).max(max, tooLong(what, max));
}

/** Optional text, trimmed: blank, null or absent all mean "not given" and are stored as null. */
export function optionalText(what: string, max: number) {
  return z
    .string({ error: `${what} must be text` })
    .trim()
    .max(max, tooLong(what, max))
    .nullish()
    .transform((value) => value || null);
}

/** A brand colour written #RRGGBB, stored in capitals (a partner's page, a league's). */
export function brandColor(message: string) {
  return z
    .string({ error: message })
    .trim()
    .regex(/^#[0-9a-fA-F]{6}$/, message)
    .transform((value) => value.toUpperCase());
}
