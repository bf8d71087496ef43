import { IMPACT } from './constants';

/** The community impact estimate of one sponsorship (spec part 2, section 9). */
export interface Impact {
  familiesReached: number;
  events: number;
  mentions: number;
  /** The contract length the estimate assumes, in 30-day months. */
  months: number;
}

const DAY_MS = 86_400_000;

function calendarDay(isoDate: string): number {
  return Date.parse(`${isoDate.slice(0, 10)}T00:00:00Z`);
}

/**
 * The contract's length in 30-day months, rounded to the nearest month and at least one; the default
 * (6) when either date is missing, since the contract then runs over a season not set yet ('TBD').
 */
export function contractMonths(start: string | null, end: string | null): number {
  if (!start || !end) return IMPACT.defaultContractMonths;
  const days = (calendarDay(end) - calendarDay(start)) / DAY_MS;
  if (!Number.isFinite(days)) return IMPACT.defaultContractMonths;
  return Math.max(1, Math.round(days / IMPACT.daysPerMonth));
}

/** Families reached = team size (15 when unknown) x 2.5, rounded; events = months x 2; mentions = events x 4. */
export function sponsorshipImpact(
  teamSize: number | null,
  contractStart: string | null,
  contractEnd: string | null,
): Impact {
  const players = teamSize && teamSize > 0 ? teamSize : IMPACT.defaultTeamSize;
  const months = contractMonths(contractStart, contractEnd);
  const events = months * IMPACT.eventsPerMonth;
  return {
    familiesReached: Math.round(players * IMPACT.familiesPerPlayer),
    events,
    mentions: events * IMPACT.mentionsPerEvent,
    months,
  };
}
