/*
 * Privacy for minors (issue 7; issue 18, hole 6; docs/decisions/0015-player-pages.md): every public
 * surface names a player by first name and the initial of the last name, built from the roster's two
 * fields, never guessed from one full-name string ("Martinez, Ava" and "Ava.Martinez" once showed the
 * surname). The team's own views keep the full name.
 */
import { visibleName } from './visible-text';

/** The roster row's fields; all null when a donation's player was removed (a left join found no row). */
export interface PlayerNameParts {
  firstName: string | null;
  lastName: string | null;
  /** The player's URL number: the public name of a player whose name the coach has yet to confirm. */
  playerNumber: number | null;
}

/** A donation whose player was removed from the roster: its copy of the full name is never shown. */
export const FORMER_PLAYER_NAME = 'a player';
/** A donor whose name is not clearly "First Last": nothing of it is shown. */
export const UNNAMED_SUPPORTER = 'A supporter';

/** The first letter or digit of a word (not an apostrophe or a bracket). */
const INITIAL = /[\p{L}\p{N}]/u;

let segmenter: Intl.Segmenter | undefined;

/** The first letter of a word as the reader sees it (a whole grapheme: 'É' even when written E + accent). */
function initialOf(word: string): string | null {
  segmenter ??= new Intl.Segmenter('en', { granularity: 'grapheme' });
  for (const { segment } of segmenter.segment(word)) {
    if (INITIAL.test(segment)) return segment.toLocaleUpperCase();
  }
  return null;
}

/**
 * 'Ava' + 'Chen' -> 'Ava C.'; 'Mia' + 'T.' -> 'Mia T.' (one dot); a blank last name -> 'Ava'; a blank
 * first name (a row migration 0011 could not split) -> 'Player #12'; no roster row -> 'a player'.
 */
export function publicPlayerName(player: PlayerNameParts): string {
  if (player.playerNumber === null) return FORMER_PLAYER_NAME;
  const first = visibleName(player.firstName ?? '');
  if (!first) return `Player #${player.playerNumber}`;
  const initial = initialOf(visibleName(player.lastName ?? ''));
  return initial ? `${first} ${initial}.` : first;
}

// ---------------------------------------------------------------------------------------------------------
// Splitting a single full name, only where it is unambiguous. The same rule, in SQL, splits the roster's
// old names in migration 0011 (keep the two in step); anything else is left for a person to decide.

/** Latin (with accents), Greek and Cyrillic letters and combining accents: the migration's class too. */
const LETTER =
  'A-Za-z\\u00C0-\\u00D6\\u00D8-\\u00F6\\u00F8-\\u024F\\u0300-\\u036F\\u0370-\\u03FF\\u0400-\\u04FF';
/** A word of letters, apostrophes and hyphens with at least one letter. */
const NAME_WORD = new RegExp(`^[${LETTER}'’-]*[${LETTER}][${LETTER}'’-]*$`);
/** Generational suffixes are not a last name: "Leo Park Jr." is Leo + "Park Jr.", "Leo Jr." is unclear. */
const SUFFIX = /^(jr|sr|ii|iii|iv|v)\.?$/i;

/**
 * "Ava Chen" -> Ava + Chen; "Ava Marie Chen" -> Ava + "Marie Chen" (the first word is the first name,
 * so no part of a surname can reach a public page); null for one word, a comma, a dot, an underscore,
 * a digit or anything else that leaves the split in doubt.
 */
export function splitFullName(fullName: string): { firstName: string; lastName: string } | null {
  const [first, ...rest] = visibleName(fullName).split(' ');
  if (!first || !NAME_WORD.test(first) || rest.length === 0) return null;
  if (!rest.every((word) => NAME_WORD.test(word) || SUFFIX.test(word))) return null;
  if (rest.every((word) => SUFFIX.test(word))) return null;
  return { firstName: first, lastName: rest.join(' ') };
}

/**
 * A donor on a public page: first name and last initial when the name is clearly "First Last", the one
 * word when it is a single plain word, and otherwise 'A supporter' (a relative's surname would give away
 * the child's).
 */
export function publicDonorName(fullName: string): string {
  const split = splitFullName(fullName);
  if (split) return publicPlayerName({ ...split, playerNumber: 0 });
  const name = visibleName(fullName);
  return NAME_WORD.test(name) ? name : UNNAMED_SUPPORTER;
}
