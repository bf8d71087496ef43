import { and, eq, exists, inArray, sql } from 'drizzle-orm';
import type { MessageSenderType } from '../../../shared/constants';
import {
  MESSAGE_BLOCKED,
  MESSAGE_NO_TIE,
  MESSAGE_RATE_LIMITS,
  messageRateLimited,
} from '../../../shared/schemas/messages';
import { consumeAttempt } from '../../auth/rate-limit';
import { AppError } from '../../core/errors';
import type { DbOrTx } from '../../db/client';
import { matches, messages, sponsorships, teamBusinessBlocks, teamNeeds, teams } from '../../db/schema';

/**
 * Who may write in a sponsorship thread (hole 5 of issue 18). A checkout that was started and then
 * cancelled or left to expire still has a thread, so a business could write to any team by starting one.
 * The team side always writes to the businesses on its sponsorships; a business writes only to a team it
 * has a real tie with, and never to a team that blocked it:
 * - a paid sponsorship of that team that is running or ran to its end (a refund cancels it: no tie);
 * - a match with that team that both sides approved (the one state in which matches share contacts);
 * - the team wrote to the business first, in any thread between the two.
 */

export interface Pair {
  teamId: string;
  businessId: string;
}

export interface Standing {
  blocked: boolean;
  tied: boolean;
}

/** Whether the team blocked the business, and whether the two have a tie: one statement. */
export async function pairStanding(db: DbOrTx, { teamId, businessId }: Pair): Promise<Standing> {
  const ofPair = and(eq(sponsorships.teamId, teamId), eq(sponsorships.businessId, businessId));
  const blockRow = db
    .select({ one: sql`1` })
    .from(teamBusinessBlocks)
    .where(and(eq(teamBusinessBlocks.teamId, teamId), eq(teamBusinessBlocks.businessId, businessId)));
  const paid = db
    .select({ one: sql`1` })
    .from(sponsorships)
    .where(
      and(
        ofPair,
        eq(sponsorships.paymentStatus, 'paid'),
        inArray(sponsorships.status, ['active', 'completed']),
      ),
    );
  const approvedMatch = db
    .select({ one: sql`1` })
    .from(matches)
    .innerJoin(teamNeeds, eq(teamNeeds.id, matches.teamNeedId))
    .where(
      and(eq(teamNeeds.teamId, teamId), eq(matches.businessId, businessId), eq(matches.status, 'APPROVED')),
    );
  const teamWrote = db
    .select({ one: sql`1` })
    .from(messages)
    .innerJoin(sponsorships, eq(sponsorships.id, messages.sponsorshipId))
    .where(and(ofPair, eq(messages.senderType, 'team')));
  const [row] = await db
    .select({
      blocked: sql<boolean>`${exists(blockRow)}`,
      tied: sql<boolean>`${exists(paid)} or ${exists(approvedMatch)} or ${exists(teamWrote)}`,
    })
    .from(teams)
    .where(eq(teams.id, teamId));
  return { blocked: Boolean(row?.blocked), tied: Boolean(row?.tied) };
}

/** Why `side` may not write to the other party now, or null when it may. */
export function writeRefusal(side: MessageSenderType, standing: Standing): AppError | null {
  if (side === 'team') return null;
  if (standing.blocked) return new AppError(403, 'BLOCKED_BY_TEAM', MESSAGE_BLOCKED);
  if (!standing.tied) return new AppError(403, 'NO_TIE', MESSAGE_NO_TIE);
  return null;
}

/**
 * Counts one message of the sender against each limit (per thread, per hour, per day), or throws 429 with
 * Retry-After. Called inside the message's transaction: a refusal rolls back the counters it already
 * took, so a refused message costs nothing. The counters live in the database (across app instances).
 */
export async function consumeMessageAllowance(
  tx: DbOrTx,
  senderId: string,
  sponsorshipId: string,
): Promise<void> {
  const limits = [
    [`message:${senderId}:thread:${sponsorshipId}`, MESSAGE_RATE_LIMITS.perThread],
    [`message:${senderId}:hour`, MESSAGE_RATE_LIMITS.perHour],
    [`message:${senderId}:day`, MESSAGE_RATE_LIMITS.perDay],
  ] as const;
  for (const [key, rule] of limits) {
    const decision = await consumeAttempt(tx, key, rule);
    if (!decision.allowed) {
      throw new AppError(429, 'RATE_LIMITED', messageRateLimited(decision.minutesLeft), undefined, {
        'retry-after': String(decision.minutesLeft * 60),
      });
    }
  }
}
