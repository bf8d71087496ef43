import { and, eq, ne, sql } from 'drizzle-orm';
import type { ChangePasswordInput } from '../../../shared/schemas/account';
import type { SessionUser } from '../../../shared/schemas/auth';
import { audit } from '../../audit';
import { hashPassword } from '../../auth/passwords';
import { resetAttempts } from '../../auth/rate-limit';
import { forgetSessionsOf } from '../../auth/session-cache';
import type { Deps } from '../../core/deps';
import type { RequestMeta } from '../../core/request-meta';
import { sessions, users } from '../../db/schema';
import { enqueueEmail } from '../../email/outbox';
import { requireCurrentPassword } from './current-password';
import { accountKeys, CHANGE_PASSWORD_LIMIT } from './limits';
import { passwordChangedMail } from './mails';

/**
 * Sets a new password for the signed-in user who knows the current one. Every other session of the
 * account ends (whoever else held one is out); this browser's stays. The owner is mailed.
 */
export async function changePassword(
  deps: Deps,
  user: SessionUser,
  currentSessionHash: string,
  input: ChangePasswordInput,
  meta: RequestMeta,
): Promise<{ endedSessions: number }> {
  const { db } = deps.database;
  const limitKey = accountKeys.changePassword(user.id);
  await requireCurrentPassword(deps, user, input.currentPassword, meta, {
    key: limitKey,
    rule: CHANGE_PASSWORD_LIMIT,
    what: 'password change',
  });
  const passwordHash = await hashPassword(input.newPassword);
  const ended = await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: sql`now()` }).where(eq(users.id, user.id));
    const gone = await tx
      .delete(sessions)
      .where(and(eq(sessions.userId, user.id), ne(sessions.tokenHash, currentSessionHash)))
      .returning({ tokenHash: sessions.tokenHash });
    await enqueueEmail(
      tx,
      passwordChangedMail({
        to: user.email,
        name: user.fullName,
        how: 'changed',
        supportEmail: deps.config.SUPPORT_EMAIL,
        appUrl: meta.appUrl,
      }),
    );
    return gone.length;
  });
  forgetSessionsOf(user.id);
  await resetAttempts(db, limitKey);
  deps.mail?.kick();
  await audit(db, meta.log, {
    action: 'AUTH_PASSWORD_CHANGED',
    comment: `Password changed; ${ended} other session(s) ended`,
    actorId: user.id,
    ip: meta.ip,
    requestId: meta.requestId,
  });
  return { endedSessions: ended };
}
