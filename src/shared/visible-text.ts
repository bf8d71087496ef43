import { z } from 'zod';

/*
 * Invisible and direction-changing characters in a name (issue 18, hole 6). A zero-width space splits
 * "Ava\u200BMartinez" so it reads as one word to a rule and as a surname to a person; a right-to-left
 * override makes "Ava Martinez" display backwards. No name needs them, so they are stripped where a
 * name comes in (the shared schemas: every name, and the required texts of team and business profiles)
 * and again where one is shown on a public page or in an email (rows older than the schemas). Not applied
 * to letters and notes: a zero-width joiner holds emoji sequences together there.
 */

/**
 * Soft hyphen, Arabic letter mark, Mongolian vowel separator, zero-width space/joiners and the
 * left-to-right/right-to-left marks, the bidi embeddings and overrides, word joiner and invisible
 * operators, the bidi isolates, and the byte-order mark.
 */
export const INVISIBLE_CHARACTERS =
  /[\u00AD\u061C\u180E\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]/gu;

/** The text without invisible or direction-changing characters. */
export function stripInvisible(text: string): string {
  return text.replace(INVISIBLE_CHARACTERS, '');
}

/** A name as it may be shown: invisible characters stripped, runs of white space made one space, trimmed. */
export function visibleName(text: string): string {
  return stripInvisible(text).replace(/\s+/gu, ' ').trim();
}

/** A zod string that drops invisible characters first, so a name of nothing else fails `min(1)`. */
export const visibleString = (params?: Parameters<typeof z.string>[0]) =>
  z.string(params).overwrite(stripInvisible);
