import { SIGN_UP_RATE_LIMIT } from '../../../shared/limits';
import type { SignUpAccepted, SignUpInput } from '../../../shared/schemas/auth';
import { audit } from '../../audit';
import { hashPassword } from '../../auth/passwords';
import { consumeAttempt } from '../../auth/rate-limit';
import type { Deps } from '../../core/deps';
import { AppError } from '../../core/errors';
import type { RequestMeta } from '../../core/request-meta';
import type { Tx } from '../../db/client';
import { enqueueEmail } from '../../email/outbox';
import { createAccount, type NewAccount } from './accounts';
import { signUpAttemptMail } from './mails';

/*
 * Every form that creates an account (/auth, both team sign-ups, the business wizard's first step) goes
 * through `register`. Its answer is the same whether the address was free or already had an account
 * (issue 18, hole 3: a 409 "email taken" told anyone which addresses have accounts): a new address gets
 * its account and a confirmation link that signs it in; a taken one gets nothing created, and its owner a
 * mail saying someone tried. Both are limited per address and per client address before any work, in the
 * database, so the limits hold across instances.
 */

export const SIGN_UP_LIMITED = 'Too many sign-up attempts. Please wait a while and try again.';

/** Counts one sign-up for the client address and the email address; refuses the request past either limit. */
async function limitSignUps(deps: Deps, meta: RequestMeta, email: string): Promise<void> {
  const { db } = deps.database;
  const window = { windowMinutes: SIGN_UP_RATE_LIMIT.windowMinutes };
  const byIp = await consumeAttempt(db, `signup-ip:${meta.ip}`, {
    attempts: deps.config.SIGNUP_IP_LIMIT,
    ...window,
  });
  const decision = byIp.allowed
    ? await consumeAttempt(db, `signup-email:${email}`, {
        attempts: SIGN_UP_RATE_LIMIT.perAddress,
        ...window,
      })
    : byIp;
  if (decision.allowed) return;
  await audit(db, meta.log, {
    action: 'AUTH_RATE_LIMITED',
    comment: byIp.allowed ? 'Too many sign-ups for one email' : 'Too many sign-ups from one address',
    data: { email },
    ip: meta.ip,
    requestId: meta.requestId,
  });
  throw new AppError(429, 'RATE_LIMITED', SIGN_UP_LIMITED, undefined, {
    'retry-after': String(decision.minutesLeft * 60),
  });
}

/**
 * Creates the account (and whatever `extra` adds in the same transaction, such as the team row) with its
 * confirmation email, or, when the address already has an account, only mails that account's owner.
 */
export async function register(
  deps: Deps,
  meta: RequestMeta,
  account: NewAccount,
  extra?: (tx: Tx, userId: string) => Promise<unknown>,
): Promise<SignUpAccepted> {
  await limitSignUps(deps, meta, account.email);
  const { db } = deps.database;
  const logContext = { ip: meta.ip, requestId: meta.requestId };
  try {
    const userId = await db.transaction(async (tx) => {
      const user = await createAccount(tx, deps.config, meta.appUrl, account);
      if (!user) {
        await enqueueEmail(tx, signUpAttemptMail({ to: account.email, appUrl: meta.appUrl }));
        return null;
      }
      if (extra) await extra(tx, user.id);
      return user.id;
    });
    deps.mail?.kick();
    await audit(db, meta.log, {
      action: userId ? 'AUTH_SIGNUP_SUCCESS' : 'AUTH_SIGNUP_FAILED',
      actorId: userId,
      comment: userId
        ? `Account created (${account.role}), waiting for its email confirmation`
        : 'Sign-up with an address that has an account: its owner was told by email',
      data: userId ? undefined : { email: account.email },
      ...logContext,
    });
  } catch (error) {
    await audit(db, meta.log, {
      action: 'AUTH_SIGNUP_ERROR',
      comment: 'Unexpected sign-up failure',
      data: { email: account.email },
      ...logContext,
    });
    throw error;
  }
  return { confirmationSent: true, email: account.email };
}

/** The /auth form's sign-up: an account with the 'user' role. */
export async function signUp(deps: Deps, input: SignUpInput, meta: RequestMeta): Promise<SignUpAccepted> {
  return register(deps, meta, {
    email: input.email,
    passwordHash: await hashPassword(input.password),
    fullName: input.fullName,
    role: 'user',
  });
}
