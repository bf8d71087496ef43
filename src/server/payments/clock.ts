import type { Deps } from '../http/context';

/** What time it is, as far as reservations and checkouts are concerned; tests move it forward. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

export function clockOf(deps: Pick<Deps, 'clock'>): Clock {
  return deps.clock ?? systemClock;
}
