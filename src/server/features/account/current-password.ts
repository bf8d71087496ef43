import { eq } from 'drizzle-orm';
import type { SessionUser } from '../../../shared/schemas/auth';
import { audit } from '../../audit';
import { verifyPassword } from '../../auth/passwords';
import { consumeAttempt, type RateLimitRule } from '../../auth/rate-limit';
import type { Deps } from '../../core/deps';
import { AppError } from '../../core/errors';
import type { RequestMeta } from '../../core/request-meta';
import { users } from '../../db/schema';
import { rateLimited } from '../auth/service';

export const WRONG_CURRENT_PASSWORD = 'That is not your current password.';

/**
 * What a change of the account's own secrets asks first (a new password, a new email): the attempt counted
 * against its limit, then the current password, each refusal on the security log with `what` it was for.
 */
export async function requireCurrentPassword(
  deps: Deps,
  user: SessionUser,
  password: string,
  meta: Pick<RequestMeta, 'ip' | 'requestId' | 'log'>,
  guard: { key: string; rule: RateLimitRule; what: string },
): Promise<void> {
  const { db } = deps.database;
  const logContext = { actorId: user.id, ip: meta.ip, requestId: meta.requestId };
  const decision = await consumeAttempt(db, guard.key, guard.rule);
  if (!decision.allowed) {
    await audit(db, meta.log, {
      action: 'AUTH_RATE_LIMITED',
      comment: `Too many ${guard.what}s`,
      ...logContext,
    });
    throw rateLimited(decision.minutesLeft);
  }
  const [row] = await db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, user.id));
  if (!row || !(await verifyPassword(row.passwordHash, password))) {
    await audit(db, meta.log, {
      action: 'AUTH_PASSWORD_CHANGE_FAILED',
      comment: `Wrong current password for a ${guard.what}`,
      ...logContext,
    });
    throw new AppError(400, 'WRONG_PASSWORD', WRONG_CURRENT_PASSWORD, {
      currentPassword: [WRONG_CURRENT_PASSWORD],
    });
  }
}
