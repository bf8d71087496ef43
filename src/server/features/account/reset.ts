import { setTimeout as sleep } from 'node:timers/promises';
import { and, eq, sql } from 'drizzle-orm';
import { RESET_LINK_MINUTES, type ResetPasswordInput } from '../../../shared/schemas/account';
import { audit } from '../../audit';
import { hashPassword } from '../../auth/passwords';
import { consumeAttempt } from '../../auth/rate-limit';
import { forgetSession, forgetSessionsOf } from '../../auth/session-cache';
import { createSession, type NewSession } from '../../auth/sessions';
import { clearSignInLockout } from '../../auth/sign-in-limits';
import { hashToken, randomToken } from '../../auth/tokens';
import type { Deps } from '../../core/deps';
import { AppError } from '../../core/errors';
import type { RequestMeta } from '../../core/request-meta';
import type { DbOrTx } from '../../db/client';
import { accountTokens, sessions, users } from '../../db/schema';
import { enqueueEmail } from '../../email/outbox';
import { rateLimited } from '../auth/service';
import { accountKeys, RESET_PER_ADDRESS, RESET_PER_IP } from './limits';
import { type LinkPurpose, linkProblem, liveLink } from './links';
import { passwordChangedMail, resetLinkMail } from './mails';

/**
 * The request's answer leaves no sooner than this after it arrived, for an address with an account or
 * without: the lookup and the queued mail take a few milliseconds that a stopwatch could otherwise see.
 */
export const RESET_ANSWER_MS = 250;

const PURPOSE = 'reset_password' satisfies LinkPurpose;

/**
 * Mails a reset link when the address has an account; says nothing about which. Rate limits first (they
 * count unknown addresses too), then the same transaction either way, then the steady answer time.
 */
export async function requestReset(deps: Deps, email: string, meta: RequestMeta): Promise<void> {
  const started = performance.now();
  const { db } = deps.database;
  for (const [key, rule, message] of [
    [accountKeys.resetIp(meta.ip), RESET_PER_IP, undefined],
    [
      accountKeys.resetAddress(email),
      RESET_PER_ADDRESS,
      'We have already sent several links to this address: the newest one in your inbox works.',
    ],
  ] as const) {
    const decision = await consumeAttempt(db, key, rule);
    if (!decision.allowed) {
      await audit(db, meta.log, {
        action: 'AUTH_RATE_LIMITED',
        comment: 'Too many password reset requests',
        data: { email },
        ip: meta.ip,
        requestId: meta.requestId,
      });
      throw rateLimited(decision.minutesLeft, message);
    }
  }
  const userId = await db.transaction((tx) => issueResetLink(tx, deps, meta.appUrl, email));
  if (userId) deps.mail?.kick();
  await audit(db, meta.log, {
    action: 'AUTH_PASSWORD_RESET_REQUESTED',
    actorId: userId,
    comment: userId ? 'Reset link mailed' : 'Reset asked for an address without an account',
    data: { email },
    ip: meta.ip,
    requestId: meta.requestId,
  });
  await sleep(Math.max(0, RESET_ANSWER_MS - (performance.now() - started)));
}

/**
 * A new link for the address's user, if there is one: the user row is locked so two requests at once
 * cannot leave two live links, and the older link stops working (set to expire now).
 */
async function issueResetLink(tx: DbOrTx, deps: Deps, appUrl: string, email: string) {
  const token = randomToken();
  const [user] = await tx
    .select({ id: users.id, fullName: users.fullName })
    .from(users)
    .where(eq(users.email, email))
    .for('update');
  if (!user) return null;
  await tx.update(accountTokens).set({ expiresAt: sql`now()` }).where(liveLinksOf(user.id));
  await tx.insert(accountTokens).values({
    tokenHash: hashToken(deps.config.SESSION_SECRET, token),
    userId: user.id,
    purpose: PURPOSE,
    expiresAt: sql`now() + make_interval(mins => ${RESET_LINK_MINUTES})`,
  });
  await enqueueEmail(
    tx,
    resetLinkMail({
      to: email,
      name: user.fullName,
      link: `${appUrl}/auth/reset?token=${encodeURIComponent(token)}`,
    }),
  );
  return user.id;
}

const live = () => liveLink(PURPOSE);
const liveLinksOf = (userId: string) => and(eq(accountTokens.userId, userId), live());
const LINK_ERRORS = {
  unknown: new AppError(400, 'LINK_INVALID', 'This reset link is not valid. Ask for a new one below.'),
  expired: new AppError(
    400,
    'LINK_EXPIRED',
    'This reset link has expired, or a newer one was sent. Use the newest email, or ask for a new link below.',
  ),
  used: new AppError(
    409,
    'LINK_USED',
    'This link was already used. Sign in with the new password, or ask for a new link below.',
  ),
} as const;

/**
 * Spends the link once and sets the password; every session of the user ends, the sign-in counters of
 * the address are cleared (the owner's way back in during a lockout), the address counts as confirmed
 * (the link proves the mailbox), and this browser gets a fresh session. Of two submits at once, the
 * second finds the link spent when the first commits, and is told so.
 */
export async function resetPassword(
  deps: Deps,
  input: ResetPasswordInput,
  meta: RequestMeta,
): Promise<NewSession> {
  const { db } = deps.database;
  const tokenHash = hashToken(deps.config.SESSION_SECRET, input.token);
  const logContext = { ip: meta.ip, requestId: meta.requestId };
  const refuse = async (problem: AppError) => {
    await audit(db, meta.log, {
      action: 'AUTH_PASSWORD_RESET_FAILED',
      comment: problem.message,
      ...logContext,
    });
    return problem;
  };
  // Checked before hashing, so a made-up link costs no argon2 work.
  const early = await linkProblem(db, tokenHash, PURPOSE, LINK_ERRORS);
  if (early) throw await refuse(early);
  const passwordHash = await hashPassword(input.password);

  const done = await db.transaction(async (tx) => {
    const [spent] = await tx
      .update(accountTokens)
      .set({ usedAt: sql`now()` })
      .where(and(eq(accountTokens.tokenHash, tokenHash), live()))
      .returning({ userId: accountTokens.userId });
    if (!spent) return null;
    const [user] = await tx
      .update(users)
      .set({
        passwordHash,
        emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`,
        updatedAt: sql`now()`,
      })
      .where(eq(users.id, spent.userId))
      .returning({ id: users.id, email: users.email, fullName: users.fullName });
    if (!user) return null;
    await tx.update(accountTokens).set({ expiresAt: sql`now()` }).where(liveLinksOf(user.id));
    await tx.delete(sessions).where(eq(sessions.userId, user.id));
    if (meta.previousSessionHash)
      await tx.delete(sessions).where(eq(sessions.tokenHash, meta.previousSessionHash));
    await clearSignInLockout(tx, user.email);
    const session = await createSession(tx, deps.config, user.id, meta);
    await enqueueEmail(
      tx,
      passwordChangedMail({
        to: user.email,
        name: user.fullName,
        how: 'reset',
        supportEmail: deps.config.SUPPORT_EMAIL,
        appUrl: meta.appUrl,
      }),
    );
    return { userId: user.id, session };
  });
  if (!done) throw await refuse((await linkProblem(db, tokenHash, PURPOSE, LINK_ERRORS)) ?? LINK_ERRORS.used);

  // After the commit: a lookup racing the transaction could otherwise put an ended session back.
  forgetSessionsOf(done.userId);
  if (meta.previousSessionHash) forgetSession(meta.previousSessionHash);
  deps.mail?.kick();
  await audit(db, meta.log, {
    action: 'AUTH_PASSWORD_RESET',
    actorId: done.userId,
    comment: 'Password reset with an emailed link; every session ended',
    ...logContext,
  });
  return done.session;
}
