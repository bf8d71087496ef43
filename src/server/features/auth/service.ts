import { eq } from 'drizzle-orm';
import type { Logger } from 'pino';
import { SIGN_IN_RATE_LIMIT } from '../../../shared/limits';
import type { SignInInput, SignUpInput } from '../../../shared/schemas/auth';
import { audit } from '../../audit';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../../auth/passwords';
import { consumeAttempt, resetAttempts } from '../../auth/rate-limit';
import { createSession, deleteSession, type NewSession } from '../../auth/sessions';
import type { Tx } from '../../db/client';
import { users } from '../../db/schema';
import type { Deps } from '../../http/context';
import { AppError } from '../../http/errors';
import { createAccount } from './accounts';

export interface RequestMeta {
  ip: string;
  userAgent?: string;
  requestId: string;
  log: Logger;
  appUrl: string;
  /** The caller's current session, replaced at sign-in (rotation). */
  previousSessionHash: string | null;
}

export const INVALID_CREDENTIALS = 'Invalid email or password.';

export function rateLimited(minutesLeft: number): AppError {
  return new AppError(
    429,
    'RATE_LIMITED',
    `Please wait ${minutesLeft} minutes before trying again.`,
    undefined,
    { 'retry-after': String(minutesLeft * 60) },
  );
}

export async function signIn(deps: Deps, input: SignInInput, meta: RequestMeta): Promise<NewSession> {
  const { db } = deps.database;
  const logContext = { ip: meta.ip, requestId: meta.requestId };
  const ipDecision = await consumeAttempt(db, `ip:${meta.ip}`, {
    attempts: deps.config.AUTH_IP_LIMIT,
    windowMinutes: SIGN_IN_RATE_LIMIT.windowMinutes,
  });
  const decision = ipDecision.allowed
    ? await consumeAttempt(db, `email:${input.email}`, SIGN_IN_RATE_LIMIT)
    : ipDecision;
  if (!decision.allowed) {
    await audit(db, meta.log, {
      action: 'AUTH_RATE_LIMITED',
      comment: ipDecision.allowed
        ? 'Too many sign-in attempts for one email'
        : 'Too many sign-in attempts from one address',
      data: { email: input.email },
      ...logContext,
    });
    throw rateLimited(decision.minutesLeft);
  }

  const [user] = await db
    .select({ id: users.id, passwordHash: users.passwordHash })
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

  await resetAttempts(db, `email:${input.email}`);
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

export async function signUp(deps: Deps, input: SignUpInput, meta: RequestMeta) {
  const passwordHash = await hashPassword(input.password);
  return registerAndSignIn(deps, meta, {
    email: input.email,
    passwordHash,
    fullName: input.fullName,
    role: 'user',
  });
}

/**
 * Creates the account and its session; `extra` runs in the same transaction (the team row of the
 * team signup, for example), so a failure leaves nothing half-written.
 */
export async function registerAndSignIn<T = void>(
  deps: Deps,
  meta: RequestMeta,
  account: Parameters<typeof createAccount>[3],
  extra?: (tx: Tx, userId: string) => Promise<T>,
): Promise<{ userId: string; session: NewSession; extra: T | undefined }> {
  const { db } = deps.database;
  const logContext = { ip: meta.ip, requestId: meta.requestId };
  try {
    const result = await db.transaction(async (tx) => {
      const user = await createAccount(tx, deps.config, meta.appUrl, account);
      const extraResult = extra ? await extra(tx, user.id) : undefined;
      if (meta.previousSessionHash) await deleteSession(tx, meta.previousSessionHash);
      const session = await createSession(tx, deps.config, user.id, meta);
      return { userId: user.id, session, extra: extraResult };
    });
    deps.mail?.kick();
    await audit(db, meta.log, {
      action: 'AUTH_SIGNUP_SUCCESS',
      actorId: result.userId,
      comment: `Account created (${account.role})`,
      ...logContext,
    });
    return result;
  } catch (error) {
    const expected = error instanceof AppError;
    await audit(db, meta.log, {
      action: expected ? 'AUTH_SIGNUP_FAILED' : 'AUTH_SIGNUP_ERROR',
      comment: expected ? error.message : 'Unexpected sign-up failure',
      data: { email: account.email },
      ...logContext,
    });
    throw error;
  }
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
