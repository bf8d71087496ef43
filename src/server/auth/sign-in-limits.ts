import { eq, or, sql } from 'drizzle-orm';
import { SIGN_IN_RATE_LIMIT } from '../../shared/limits';
import type { Config } from '../config';
import type { DbOrTx } from '../db/client';
import { rateLimits } from '../db/schema';
import { consumeAttempt, type RateDecision, type RateLimitRule, resetAttempts } from './rate-limit';

/**
 * The sign-in counters (hole 9 of issue 18: a stranger could lock a coach out). A counter per address
 * alone let anyone who knew the address keep its owner out with five wrong passwords, so the spec's
 * 5 per 15 minutes counts one address from one client: a stranger elsewhere uses up only their own.
 * Many clients guessing one address (a botnet) meet a far higher ceiling per address; the owner then
 * still has the reset link, and a reset clears every counter of the address (clearSignInLockout).
 */
export const EMAIL_CEILING: RateLimitRule = { attempts: 50, windowMinutes: SIGN_IN_RATE_LIMIT.windowMinutes };

/** Prefixed so that no other limit (sign-up, password reset) ever shares a counter with sign-in. */
export function signInKeys(email: string, ip: string) {
  return {
    ip: `signin-ip:${ip}`,
    emailFromIp: `signin-email-ip:${email}|${ip}`,
    email: `signin-email:${email}`,
  };
}

export type SignInDecision = RateDecision & { reason?: string };

/**
 * Counts one attempt. The order matters: a client blocked on the address stops there and never reaches
 * the ceiling, so one client adds at most 5 per window to it and cannot lock the address for everyone.
 */
export async function consumeSignInAttempt(
  db: DbOrTx,
  config: Config,
  email: string,
  ip: string,
): Promise<SignInDecision> {
  const keys = signInKeys(email, ip);
  const steps: [string, RateLimitRule, string][] = [
    [
      keys.ip,
      { attempts: config.AUTH_IP_LIMIT, windowMinutes: SIGN_IN_RATE_LIMIT.windowMinutes },
      'Too many sign-in attempts from one address',
    ],
    [keys.emailFromIp, SIGN_IN_RATE_LIMIT, 'Too many sign-in attempts for one email from one address'],
    [keys.email, EMAIL_CEILING, 'Too many sign-in attempts for one email from many addresses'],
  ];
  for (const [key, rule, reason] of steps) {
    const decision = await consumeAttempt(db, key, rule);
    if (!decision.allowed) return { ...decision, reason };
  }
  return { allowed: true };
}

/**
 * A correct password from this client: its own count for the address starts again, and the attempt just
 * counted against the address's ceiling is given back, so the ceiling counts guesses, never the owner's own
 * sign-ins (without it, 50 sign-ins in 15 minutes from a family's shared tablet locked the owner out).
 */
export async function clearSignInFailures(db: DbOrTx, email: string, ip: string): Promise<void> {
  const keys = signInKeys(email, ip);
  await resetAttempts(db, keys.emailFromIp);
  await db
    .update(rateLimits)
    .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
    .where(eq(rateLimits.key, keys.email));
}

/** A password reset proved the mailbox: every sign-in counter of the address goes, from every client. */
export async function clearSignInLockout(db: DbOrTx, email: string): Promise<void> {
  const { email: ceiling, emailFromIp } = signInKeys(email, '');
  await db
    .delete(rateLimits)
    .where(or(eq(rateLimits.key, ceiling), sql`starts_with(${rateLimits.key}, ${emailFromIp})`));
}
