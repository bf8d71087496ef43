import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Role } from '../../../shared/schemas/auth';
import { consumeAttempt, type RateDecision } from '../../auth/rate-limit';
import { forgetSessionsOf } from '../../auth/session-cache';
import { hashToken, randomToken } from '../../auth/tokens';
import type { Config } from '../../config';
import type { Deps } from '../../core/deps';
import type { Db, DbOrTx } from '../../db/client';
import { accountTokens, userRoles, users } from '../../db/schema';
import { enqueueEmail } from '../../email/outbox';
import { confirmEmailMail } from './mails';

export interface NewAccount {
  email: string;
  passwordHash: string;
  fullName?: string | null;
  phoneNumber?: string | null;
  metadata?: Record<string, string>;
  role: Role;
  /** Where the confirmation page offers to continue (a same-site path), e.g. the business wizard's step 2. */
  confirmNext?: string;
}

const VERIFY_TTL_MS = 7 * 86_400_000;

/**
 * Creates a user with one role and queues the confirmation email, inside the caller's transaction; null
 * when the address already has an account. Every sign-up flow goes through here (sign-up.ts).
 */
export async function createAccount(
  tx: DbOrTx,
  config: Config,
  appUrl: string,
  account: NewAccount,
): Promise<{ id: string } | null> {
  const inserted = await tx
    .insert(users)
    .values({
      email: account.email,
      passwordHash: account.passwordHash,
      fullName: account.fullName ?? null,
      phoneNumber: account.phoneNumber ?? null,
      metadata: account.metadata ?? {},
    })
    .onConflictDoNothing({ target: users.email })
    .returning({ id: users.id });
  const user = inserted[0];
  if (!user) return null;
  await tx.insert(userRoles).values({ userId: user.id, role: account.role });
  await queueConfirmation(
    tx,
    config,
    appUrl,
    { id: user.id, email: account.email, fullName: account.fullName ?? null },
    account.confirmNext,
  );
  return user;
}

/** Three confirmation emails an hour is plenty for a person and useless for a spammer. */
const RESEND_LIMIT = { attempts: 3, windowMinutes: 60 };

/** Mails the user a new confirmation link, at most RESEND_LIMIT times an hour. */
export async function resendConfirmation(
  deps: Deps,
  appUrl: string,
  user: { id: string; email: string; fullName: string | null },
): Promise<RateDecision> {
  const { db } = deps.database;
  const decision = await consumeAttempt(db, `verify:${user.id}`, RESEND_LIMIT);
  if (!decision.allowed) return decision;
  await db.transaction((tx) => queueConfirmation(tx, deps.config, appUrl, user));
  deps.mail?.kick();
  return decision;
}

/** A new confirmation link for the user, queued in the caller's transaction. */
export async function queueConfirmation(
  tx: DbOrTx,
  config: Config,
  appUrl: string,
  user: { id: string; email: string; fullName: string | null },
  next?: string,
): Promise<void> {
  const token = randomToken();
  await tx.insert(accountTokens).values({
    tokenHash: hashToken(config.SESSION_SECRET, token),
    userId: user.id,
    purpose: 'verify_email',
    expiresAt: new Date(Date.now() + VERIFY_TTL_MS),
  });
  await enqueueEmail(
    tx,
    confirmEmailMail({
      to: user.email,
      name: user.fullName,
      link: `${appUrl}/auth/confirm?token=${encodeURIComponent(token)}${next ? `&next=${encodeURIComponent(next)}` : ''}`,
    }),
  );
}

export type ConfirmOutcome = { state: 'confirmed' | 'already_confirmed'; userId: string } | null;

/**
 * Spends a confirmation link (decision 0024). 'confirmed' the first time, for a live link of an account
 * not yet confirmed: the caller signs its owner in. From then on every confirmation link of the account,
 * this one opened again, an older one, live or expired, answers 'already_confirmed': the caller says so
 * ("already confirmed, please sign in"), never "invalid", and signs nobody in. null only for a link that
 * is not there, or that expired (or was spent) before its account was ever confirmed.
 *
 * The link's row and then its account's are locked (SELECT ... FOR UPDATE) and the state is read under
 * the locks, so two presses at once run one after the other: the first confirms, the second finds the
 * account confirmed (issue 19).
 */
export async function confirmEmail(db: Db, config: Config, token: string): Promise<ConfirmOutcome> {
  const tokenHash = hashToken(config.SESSION_SECRET, token);
  const outcome = await db.transaction(async (tx): Promise<ConfirmOutcome> => {
    const [link] = await tx
      .select({
        id: accountTokens.id,
        userId: accountTokens.userId,
        usedAt: accountTokens.usedAt,
        live: sql<boolean>`${accountTokens.expiresAt} > now()`,
      })
      .from(accountTokens)
      .where(and(eq(accountTokens.tokenHash, tokenHash), eq(accountTokens.purpose, 'verify_email')))
      .for('update');
    if (!link) return null;
    const [account] = await tx
      .select({ confirmedAt: users.emailVerifiedAt })
      .from(users)
      .where(eq(users.id, link.userId))
      .for('update');
    if (!account) return null;
    if (account.confirmedAt !== null) {
      if (link.usedAt === null) await spendLinks(tx, link.userId);
      return { state: 'already_confirmed', userId: link.userId };
    }
    if (link.usedAt !== null || !link.live) return null;
    await spendLinks(tx, link.userId);
    await tx
      .update(users)
      .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`, updatedAt: sql`now()` })
      .where(eq(users.id, link.userId));
    return { state: 'confirmed', userId: link.userId };
  });
  if (outcome?.state === 'confirmed') forgetSessionsOf(outcome.userId);
  return outcome;
}

/** Every confirmation link of the account is spent once it is confirmed: none of them signs anyone in again. */
async function spendLinks(tx: DbOrTx, userId: string): Promise<void> {
  await tx
    .update(accountTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(accountTokens.userId, userId),
        eq(accountTokens.purpose, 'verify_email'),
        isNull(accountTokens.usedAt),
      ),
    );
}
