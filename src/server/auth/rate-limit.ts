import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { rateLimits } from '../db/schema';

export interface RateLimitRule {
  attempts: number;
  windowMinutes: number;
}

export interface Counter {
  count: number;
  lastAttemptAt: Date;
}

export type RateDecision = { allowed: true } | { allowed: false; minutesLeft: number };

/**
 * The window arithmetic, pure: `attempts` counted attempts are allowed; a further one within
 * `windowMinutes` of the last counted attempt is blocked (and not counted). The window resets
 * `windowMinutes` after the last counted attempt.
 */
export function decide(counter: Counter | undefined, rule: RateLimitRule, now: Date): RateDecision {
  if (!counter) return { allowed: true };
  const windowEnd = counter.lastAttemptAt.getTime() + rule.windowMinutes * 60_000;
  if (now.getTime() >= windowEnd || counter.count < rule.attempts) return { allowed: true };
  return { allowed: false, minutesLeft: Math.max(1, Math.ceil((windowEnd - now.getTime()) / 60_000)) };
}

/**
 * Counts one attempt for `key` unless it is blocked, in one atomic statement, so concurrent attempts
 * on several app instances cannot slip past the limit.
 */
export async function consumeAttempt(db: DbOrTx, key: string, rule: RateLimitRule): Promise<RateDecision> {
  const window = sql`make_interval(mins => ${rule.windowMinutes})`;
  const counted = await db
    .insert(rateLimits)
    .values({ key, count: 1, lastAttemptAt: sql`now()` })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${rateLimits.lastAttemptAt} <= now() - ${window} then 1 else ${rateLimits.count} + 1 end`,
        lastAttemptAt: sql`now()`,
      },
      setWhere: sql`${rateLimits.count} < ${rule.attempts} or ${rateLimits.lastAttemptAt} <= now() - ${window}`,
    })
    .returning({ count: rateLimits.count });
  if (counted.length > 0) return { allowed: true };
  const [row] = await db
    .select({ count: rateLimits.count, lastAttemptAt: rateLimits.lastAttemptAt, now: sql<Date>`now()` })
    .from(rateLimits)
    .where(eq(rateLimits.key, key));
  return decide(row, rule, row ? new Date(row.now) : new Date());
}

/** A successful sign-in clears the email's counter. */
export async function resetAttempts(db: DbOrTx, key: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}
