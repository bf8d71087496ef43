/** What time it is, as far as reservations and checkouts are concerned; tests move it forward. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

export function clockOf(deps: { clock?: Clock }): Clock {
  return deps.clock ?? systemClock;
}
