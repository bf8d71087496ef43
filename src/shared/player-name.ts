/*
 * Privacy for minors (issue 7; docs/decisions/0015-player-pages.md): every public surface (the player
 * page and its API, the donation success page, the donor's receipt email) names a player by first name
 * and last initial only. The team's own views keep the full name.
 */

/** Generational suffixes are not a last name: "Leo Park Jr." is "Leo P.". */
const SUFFIX = /^(jr|sr|ii|iii|iv|v)\.?$/i;
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
 * 'Ava Chen' -> 'Ava C.'; 'Mary-Jane Smith-Jones' -> 'Mary-Jane S.'; 'Ava Marie Chen' -> 'Ava C.';
 * 'Ava' -> 'Ava'; spaces are trimmed and collapsed. The first word is kept as the team wrote it.
 */
export function publicPlayerName(fullName: string): string {
  const words = fullName.trim().split(/\s+/u).filter(Boolean);
  const first = words[0];
  if (!first) return '';
  const rest = words.slice(1);
  while (rest.length > 1 && SUFFIX.test(rest[rest.length - 1]!)) rest.pop();
  const last = rest[rest.length - 1];
  const initial = last ? initialOf(last) : null;
  return initial ? `${first} ${initial}.` : first;
}
