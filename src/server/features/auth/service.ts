import { eq } from 'drizzle-orm';
import { EMAIL_NOT_CONFIRMED, type SignInInput } from '../../../shared/schemas/auth';
import { audit } from '../../audit';
import { verifyAgainstDummy, verifyPassword } from '../../auth/passwords';
import { createSession, deleteSession, type NewSession } from '../../auth/sessions';
import { clearSignInFailures, consumeSignInAttempt } from '../../auth/sign-in-limits';
import type { Deps } from '../../core/deps';
import { AppError } from '../../core/errors';
import type { RequestMeta } from '../../core/request-meta';
import { users } from '../../db/schema';
import { resendConfirmation } from './accounts';

export const INVALID_CREDENTIALS = 'Invalid email or password.';

/** Sign-in's 429 names the way in that no limit blocks (hole 9 of issue 18). */
export const RESET_HINT = 'Forgot your password? Reset it to get back in now.';

export function rateLimited(minutesLeft: number, hint?: string): AppError {
  return new AppError(
    429,
    'RATE_LIMITED',
    `Please wait ${minutesLeft} minutes before trying again.${hint ? ` ${hint}` : ''}`,
    undefined,
    { 'retry-after': String(minutesLeft * 60) },
  );
}

export async function signIn(deps: Deps, input: SignInInput, meta: RequestMeta): Promise<NewSession> {
  const { db } = deps.database;
  const logContext = { ip: meta.ip, requestId: meta.requestId };
  const decision = await consumeSignInAttempt(db, deps.config, input.email, meta.ip);
  if (!decision.allowed) {
    await audit(db, meta.log, {
      action: 'AUTH_RATE_LIMITED',
      comment: decision.reason,
      data: { email: input.email },
      ...logContext,
    });
    throw rateLimited(decision.minutesLeft, RESET_HINT);
  }

  const [user] = await db
    .select({
      id: users.id,
      passwordHash: users.passwordHash,
      fullName: users.fullName,
      emailVerifiedAt: users.emailVerifiedAt,
    })
    .from(users)
    .where(eq(users.email, input.email));
  let ok = false;
  if (user) ok = await verifyPassword(user.passwordHash, input.password);
  else await verifyAgainstDummy(input.password);
  if (!user || !ok) {
    await audit(db, meta.log, {
      action: 'AUTH_SIGNIN_FAILED',
      comment: 'Wrong email or password',
      data: { email: input.email },
      ...logContext,
    });
    throw new AppError(401, 'INVALID_CREDENTIALS', INVALID_CREDENTIALS);
  }

  await clearSignInFailures(db, input.email, meta.ip);
  if (!user.emailVerifiedAt) {
    // The password is right, but nobody has shown they own the mailbox: whoever signed up with somebody
    // else's address gets no session (hole 3). The owner gets a new link (rate-limited).
    await resendConfirmation(deps, meta.appUrl, { id: user.id, email: input.email, fullName: user.fullName });
    await audit(db, meta.log, {
      action: 'AUTH_SIGNIN_FAILED',
      actorId: user.id,
      comment: 'Email address not confirmed yet: a new link was sent',
      ...logContext,
    });
    throw new AppError(403, 'EMAIL_NOT_CONFIRMED', EMAIL_NOT_CONFIRMED);
  }
  if (meta.previousSessionHash) await deleteSession(db, meta.previousSessionHash);
  const session = await createSession(db, deps.config, user.id, meta);
  await audit(db, meta.log, {
    action: 'AUTH_SIGNIN_SUCCESS',
    actorId: user.id,
    comment: 'Signed in',
    ...logContext,
  });
  return session;
}

export async function signOut(
  deps: Deps,
  tokenHash: string | null,
  actorId: string | null,
  meta: RequestMeta,
) {
  if (!tokenHash) return;
  await deleteSession(deps.database.db, tokenHash);
  await audit(deps.database.db, meta.log, {
    action: 'AUTH_SIGNOUT',
    actorId,
    comment: 'Signed out',
    ip: meta.ip,
    requestId: meta.requestId,
  });
}
