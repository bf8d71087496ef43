import { describe, expect, it } from 'vitest';
import { contractMonths, sponsorshipImpact } from './impact';

describe('sponsorshipImpact', () => {
  it('assumes 15 players when the team size is unknown: 37.5 families rounds to 38', () => {
    expect(sponsorshipImpact(null, null, null).familiesReached).toBe(38);
    expect(sponsorshipImpact(15, null, null).familiesReached).toBe(38);
  });

  it('multiplies the team size by 2.5 and rounds', () => {
    expect(sponsorshipImpact(14, null, null).familiesReached).toBe(35);
    expect(sponsorshipImpact(1, null, null).familiesReached).toBe(3); // 2.5 -> 3
    expect(sponsorshipImpact(12, null, null).familiesReached).toBe(30);
  });

  it('counts a 90-day contract as 3 months: 6 events and 24 mentions', () => {
    expect(sponsorshipImpact(12, '2026-03-01', '2026-05-30')).toEqual({
      familiesReached: 30,
      events: 6,
      mentions: 24,
      months: 3,
    });
  });

  it('assumes 6 months without contract dates: 12 events and 48 mentions', () => {
    expect(sponsorshipImpact(null, null, null)).toEqual({
      familiesReached: 38,
      events: 12,
      mentions: 48,
      months: 6,
    });
  });
});

describe('contractMonths', () => {
  it('uses the default when either date is missing', () => {
    expect(contractMonths('2026-03-01', null)).toBe(6);
    expect(contractMonths(null, '2026-03-01')).toBe(6);
  });

  it('rounds to the nearest 30-day month', () => {
    expect(contractMonths('2026-01-01', '2026-01-31')).toBe(1); // 30 days
    expect(contractMonths('2026-01-01', '2026-04-15')).toBe(3); // 104 days = 3.47
    expect(contractMonths('2026-01-01', '2026-04-16')).toBe(4); // 105 days = 3.5
  });

  it('counts a contract shorter than half a month as one month', () => {
    expect(contractMonths('2026-06-01', '2026-06-01')).toBe(1);
    expect(contractMonths('2026-06-01', '2026-06-10')).toBe(1);
  });

  it('reads date-times by their calendar day, whatever the time of day', () => {
    expect(contractMonths('2026-03-01T23:00:00Z', '2026-05-30T01:00:00Z')).toBe(3);
  });
});
