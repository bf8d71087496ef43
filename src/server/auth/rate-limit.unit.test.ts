import { describe, expect, it } from 'vitest';
import { decide } from './rate-limit';

const rule = { attempts: 5, windowMinutes: 15 };
const at = (minutes: number) => new Date(Date.UTC(2026, 10, 22, 12, 0) + minutes * 60_000);

describe('rate-limit window arithmetic', () => {
  it('allows the first attempt and up to five counted ones', () => {
    expect(decide(undefined, rule, at(0))).toEqual({ allowed: true });
    expect(decide({ count: 4, lastAttemptAt: at(0) }, rule, at(1))).toEqual({ allowed: true });
  });

  it('blocks a sixth attempt within 15 minutes of the last counted one, rounding minutes up', () => {
    expect(decide({ count: 5, lastAttemptAt: at(0) }, rule, at(0))).toEqual({
      allowed: false,
      minutesLeft: 15,
    });
    expect(decide({ count: 5, lastAttemptAt: at(0) }, rule, at(0.01))).toEqual({
      allowed: false,
      minutesLeft: 15,
    });
    expect(decide({ count: 5, lastAttemptAt: at(0) }, rule, at(10.5))).toEqual({
      allowed: false,
      minutesLeft: 5,
    });
    expect(decide({ count: 5, lastAttemptAt: at(0) }, rule, at(14.99))).toEqual({
      allowed: false,
      minutesLeft: 1,
    });
  });

  it('resets 15 minutes after the last counted attempt', () => {
    expect(decide({ count: 5, lastAttemptAt: at(0) }, rule, at(15))).toEqual({ allowed: true });
    expect(decide({ count: 9, lastAttemptAt: at(0) }, rule, at(20))).toEqual({ allowed: true });
  });
});
