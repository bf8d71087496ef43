import { PLAYER_SEQUENCE_START } from './constants';

const MAX_SLUG_LENGTH = 60;

/** 'Rose City Strikers U12!' -> 'rose-city-strikers-u12'. Accents dropped; never empty (falls back to `fallback`). */
export function slugify(text: string, fallback = 'team'): string {
  const slug = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, MAX_SLUG_LENGTH)
    .replace(/-+$/g, '');
  return slug || fallback;
}

/** The slug itself when free, else slug-2, slug-3, ... (`isTaken` checks one candidate). */
export function uniqueSlug(base: string, isTaken: (candidate: string) => boolean): string {
  if (!isTaken(base)) return base;
  for (let n = 2; ; n++) {
    const suffix = `-${n}`;
    const candidate = `${base.slice(0, MAX_SLUG_LENGTH - suffix.length).replace(/-+$/g, '')}${suffix}`;
    if (!isTaken(candidate)) return candidate;
  }
}

/**
 * A new player's URL number (DECISIONS: the jersey number, or a per-team sequence number for a player
 * without one). `taken` holds the numbers the team's players already use. A jersey number already used as
 * another player's URL number falls back to the sequence too, so URLs never collide.
 */
export function nextPlayerNumber(jerseyNumber: number | null | undefined, taken: Iterable<number>): number {
  const used = new Set(taken);
  if (jerseyNumber != null && Number.isInteger(jerseyNumber) && jerseyNumber >= 0 && !used.has(jerseyNumber))
    return jerseyNumber;
  let n = PLAYER_SEQUENCE_START;
  while (used.has(n)) n++;
  return n;
}

/** team_players.url_slug: '{teamSlug}/{playerNumber}'. */
export function playerUrlSlug(teamSlug: string, playerNumber: number): string {
  return `${teamSlug}/${playerNumber}`;
}

/** The path of a player's public donation page. */
export function playerPath(urlSlug: string): string {
  return `/player/${urlSlug}`;
}
