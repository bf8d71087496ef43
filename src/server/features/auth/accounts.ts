import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Role } from '../../../shared/schemas/auth';
import { forgetSessionsOf } from '../../auth/session-cache';
import { hashToken, randomToken } from '../../auth/tokens';
import type { Config } from '../../config';
import type { DbOrTx } from '../../db/client';
import { accountTokens, userRoles, users } from '../../db/schema';
import { enqueueEmail } from '../../email/outbox';
import { conflict } from '../../http/errors';
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
export const DUPLICATE_EMAIL = 'An account with this email already exists. Please sign in instead.';

/**
 * Creates a user with one role and queues the confirmation email, inside the caller's transaction.
 * Every sign-up flow (the /auth form, team signup, business wizard) goes through here.
 */
export async function createAccount(
  tx: DbOrTx,
  config: Config,
  appUrl: string,
  account: NewAccount,
): Promise<{ id: string }> {
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
  if (!user) throw conflict('EMAIL_TAKEN', DUPLICATE_EMAIL, { email: [DUPLICATE_EMAIL] });
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

/** Spends a confirmation link once; returns the user it confirmed, or null for an unknown, used or old link. */
export async function confirmEmail(db: DbOrTx, config: Config, token: string): Promise<string | null> {
  const [spent] = await db
    .update(accountTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(accountTokens.tokenHash, hashToken(config.SESSION_SECRET, token)),
        eq(accountTokens.purpose, 'verify_email'),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, sql`now()`),
      ),
    )
    .returning({ userId: accountTokens.userId });
  if (!spent) return null;
  await db
    .update(users)
    .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`, updatedAt: sql`now()` })
    .where(eq(users.id, spent.userId));
  forgetSessionsOf(spent.userId);
  return spent.userId;
}
