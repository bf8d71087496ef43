import { and, eq, sql } from 'drizzle-orm';
import {
  type AccountProfileInput,
  type ChangeEmailInput,
  EMAIL_CHANGE_LINK_HOURS,
  emailChangeRequested,
  SAME_EMAIL,
} from '../../../shared/schemas/account';
import type { SessionUser } from '../../../shared/schemas/auth';
import { audit } from '../../audit';
import { forgetSessionsOf } from '../../auth/session-cache';
import { hashToken, randomToken } from '../../auth/tokens';
import type { Deps } from '../../core/deps';
import { AppError } from '../../core/errors';
import type { RequestMeta } from '../../core/request-meta';
import { accountTokens, users } from '../../db/schema';
import { enqueueEmail } from '../../email/outbox';
import { requireCurrentPassword } from './current-password';
import { accountKeys, CHANGE_EMAIL_LIMIT } from './limits';
import { type LinkPurpose, linkProblem, liveLink } from './links';
import { emailChangeLinkMail, emailChangeNoticeMail, emailTakenMail } from './mails';

/*
 * Changing the account's email (issue 22): asked for with the current password, confirmed from the new
 * mailbox by a single-use link (stored hashed, a day at most, the older link voided), the old address told
 * when it is asked for and when it is done. The answer is the same whether or not another account uses the
 * new address; that account's owner is the one told.
 */

const PURPOSE = 'change_email' satisfies LinkPurpose;

const LINK_ERRORS = {
  unknown: new AppError(
    400,
    'LINK_INVALID',
    'This link is not valid. Ask for a new one from your account settings.',
  ),
  expired: new AppError(
    400,
    'LINK_EXPIRED',
    'This link has expired, or a newer one was sent. Use the newest email, or ask again from your account settings.',
  ),
  used: new AppError(409, 'LINK_USED', 'This link was already used: your account uses the new email.'),
  taken: new AppError(
    409,
    'EMAIL_TAKEN',
    'Another account started using this address meanwhile, so your email stays as it was.',
  ),
} as const;

const live = () => liveLink(PURPOSE);

/** POST /api/account/email: mails the link to the new address, and tells the old one. */
export async function requestEmailChange(
  deps: Deps,
  user: SessionUser,
  input: ChangeEmailInput,
  meta: RequestMeta,
): Promise<{ message: string }> {
  const { db } = deps.database;
  if (input.newEmail === user.email) {
    throw new AppError(400, 'SAME_EMAIL', SAME_EMAIL, { newEmail: [SAME_EMAIL] });
  }
  await requireCurrentPassword(deps, user, input.currentPassword, meta, {
    key: accountKeys.changeEmail(user.id),
    rule: CHANGE_EMAIL_LIMIT,
    what: 'email change',
  });
  await db.transaction(async (tx) => {
    // Locked, so two requests at once leave one live link.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for('update');
    await tx
      .update(accountTokens)
      .set({ expiresAt: sql`now()` })
      .where(and(eq(accountTokens.userId, user.id), live()));
    const [taken] = await tx.select({ id: users.id }).from(users).where(eq(users.email, input.newEmail));
    if (taken) {
      await enqueueEmail(tx, emailTakenMail({ to: input.newEmail, appUrl: meta.appUrl }));
    } else {
      const token = randomToken();
      await tx.insert(accountTokens).values({
        tokenHash: hashToken(deps.config.SESSION_SECRET, token),
        userId: user.id,
        purpose: PURPOSE,
        newEmail: input.newEmail,
        expiresAt: sql`now() + make_interval(hours => ${EMAIL_CHANGE_LINK_HOURS})`,
      });
      await enqueueEmail(
        tx,
        emailChangeLinkMail({
          to: input.newEmail,
          name: user.fullName,
          link: `${meta.appUrl}/auth/email-change?token=${encodeURIComponent(token)}`,
          hours: EMAIL_CHANGE_LINK_HOURS,
        }),
      );
    }
    await enqueueEmail(
      tx,
      emailChangeNoticeMail({
        to: user.email,
        name: user.fullName,
        newEmail: input.newEmail,
        done: false,
        supportEmail: deps.config.SUPPORT_EMAIL,
        appUrl: meta.appUrl,
      }),
    );
  });
  deps.mail?.kick();
  await audit(db, meta.log, {
    action: 'AUTH_EMAIL_CHANGE_REQUESTED',
    comment: 'Email change link mailed to the new address',
    data: { newEmail: input.newEmail },
    actorId: user.id,
    ip: meta.ip,
    requestId: meta.requestId,
  });
  return { message: emailChangeRequested(input.newEmail) };
}

/**
 * POST /api/account/email/confirm: spends the link once and moves the account to its address (confirmed,
 * since the link came through it); the old address is told. Of two opens at once, the second finds the
 * link spent. An address another account took meanwhile is refused and nothing changes.
 */
export async function confirmEmailChange(
  deps: Deps,
  token: string,
  meta: RequestMeta,
): Promise<{ email: string }> {
  const { db } = deps.database;
  const tokenHash = hashToken(deps.config.SESSION_SECRET, token);
  const early = await linkProblem(db, tokenHash, PURPOSE, LINK_ERRORS);
  if (early) throw early;
  const done = await db.transaction(async (tx) => {
    const [spent] = await tx
      .update(accountTokens)
      .set({ usedAt: sql`now()` })
      .where(and(eq(accountTokens.tokenHash, tokenHash), live()))
      .returning({ userId: accountTokens.userId, newEmail: accountTokens.newEmail });
    if (!spent?.newEmail) return null;
    const [taken] = await tx.select({ id: users.id }).from(users).where(eq(users.email, spent.newEmail));
    if (taken) throw LINK_ERRORS.taken;
    const [before] = await tx
      .select({ email: users.email, fullName: users.fullName })
      .from(users)
      .where(eq(users.id, spent.userId))
      .for('update');
    await tx
      .update(users)
      .set({ email: spent.newEmail, emailVerifiedAt: sql`now()`, updatedAt: sql`now()` })
      .where(eq(users.id, spent.userId));
    await enqueueEmail(
      tx,
      emailChangeNoticeMail({
        to: before!.email,
        name: before!.fullName,
        newEmail: spent.newEmail,
        done: true,
        supportEmail: deps.config.SUPPORT_EMAIL,
        appUrl: meta.appUrl,
      }),
    );
    return { userId: spent.userId, email: spent.newEmail, oldEmail: before!.email };
  });
  if (!done) throw (await linkProblem(db, tokenHash, PURPOSE, LINK_ERRORS)) ?? LINK_ERRORS.used;
  // Sessions carry the user's email: they read it afresh.
  forgetSessionsOf(done.userId);
  deps.mail?.kick();
  await audit(db, meta.log, {
    action: 'AUTH_EMAIL_CHANGED',
    actorId: done.userId,
    comment: 'Email changed from a link opened at the new address',
    data: { from: done.oldEmail, to: done.email },
    ip: meta.ip,
    requestId: meta.requestId,
  });
  return { email: done.email };
}

/** PATCH /api/account/profile: the name the account goes by. */
export async function updateAccountProfile(
  deps: Deps,
  user: SessionUser,
  input: AccountProfileInput,
  meta: RequestMeta,
): Promise<{ fullName: string }> {
  const { db } = deps.database;
  await db
    .update(users)
    .set({ fullName: input.fullName, updatedAt: sql`now()` })
    .where(eq(users.id, user.id));
  forgetSessionsOf(user.id);
  await audit(db, meta.log, {
    action: 'AUTH_PROFILE_CHANGED',
    actorId: user.id,
    comment: 'Name changed from account settings',
    ip: meta.ip,
    requestId: meta.requestId,
  });
  return { fullName: input.fullName };
}
