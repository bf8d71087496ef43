import type { Context } from 'hono';
import { Hono } from 'hono';
import {
  type AccountDeletionPlan,
  type AccountSessionsResponse,
  accountProfileSchema,
  type ChangeEmailResponse,
  type ConfirmEmailChangeResponse,
  changeEmailSchema,
  changePasswordSchema,
  confirmEmailChangeSchema,
  deleteAccountSchema,
  RESET_REQUESTED,
  type RequestResetResponse,
  requestResetSchema,
  resetPasswordSchema,
  SESSION_ID_PATTERN,
} from '../../../shared/schemas/account';
import { audit } from '../../audit';
import { actor, requireUser } from '../../auth/guards';
import { clearSessionCookie, readSession, setSessionCookie } from '../../auth/sessions';
import type { AppEnv } from '../../core/deps';
import { unauthorized } from '../../core/errors';
import { requestMeta } from '../../core/request-meta';
import { jsonBody } from '../../http/validate';
import { deleteAccount } from './deletion';
import { accountDeletionPlan } from './deletion-plan';
import { confirmEmailChange, requestEmailChange, updateAccountProfile } from './email-change';
import { exportAccountData } from './export';
import { changePassword } from './password';
import { requestReset, resetPassword } from './reset';
import { endAllSessions, endSession, listSessions } from './sessions';

/** The caller's session key; requireUser has run, so there is one. */
function currentHash(c: Context<AppEnv>): string {
  const hash = c.var.sessionTokenHash;
  if (!hash) throw unauthorized();
  return hash;
}

/**
 * Password reset (anyone with the emailed link), password, email and name changes, and the signed-in
 * devices (issue 22).
 */
export const accountRoutes = new Hono<AppEnv>()
  .post('/password-reset/request', async (c) => {
    const { email } = await jsonBody(c, requestResetSchema);
    await requestReset(c.var.deps, email, requestMeta(c));
    return c.json({ message: RESET_REQUESTED } satisfies RequestResetResponse);
  })
  .post('/password-reset', async (c) => {
    const input = await jsonBody(c, resetPasswordSchema);
    const session = await resetPassword(c.var.deps, input, requestMeta(c));
    setSessionCookie(c, session);
    const signedIn = await readSession(c.var.deps.database.db, c.var.deps.config, session.token);
    return c.json({ user: signedIn?.user ?? null });
  })
  .post('/password', requireUser, async (c) => {
    const input = await jsonBody(c, changePasswordSchema);
    return c.json(await changePassword(c.var.deps, actor(c), currentHash(c), input, requestMeta(c)));
  })
  .post('/email', requireUser, async (c) => {
    const input = await jsonBody(c, changeEmailSchema);
    const answer = await requestEmailChange(c.var.deps, actor(c), input, requestMeta(c));
    return c.json(answer satisfies ChangeEmailResponse, 202);
  })
  .post('/email/confirm', async (c) => {
    const { token } = await jsonBody(c, confirmEmailChangeSchema);
    const answer = await confirmEmailChange(c.var.deps, token, requestMeta(c));
    return c.json(answer satisfies ConfirmEmailChangeResponse);
  })
  .patch('/profile', requireUser, async (c) => {
    const input = await jsonBody(c, accountProfileSchema);
    return c.json(await updateAccountProfile(c.var.deps, actor(c), input, requestMeta(c)));
  })
  .get('/export', requireUser, async (c) => {
    const data = await exportAccountData(c.var.deps.database.db, actor(c), requestMeta(c));
    const day = data.exportedAt.slice(0, 10);
    c.header('content-disposition', `attachment; filename="homefield-data-${day}.json"`);
    c.header('cache-control', 'no-store');
    return c.json(data);
  })
  .get('/sessions', requireUser, async (c) => {
    const { db } = c.var.deps.database;
    const sessions = await listSessions(db, c.var.deps.config, actor(c).id, currentHash(c));
    return c.json({ sessions } satisfies AccountSessionsResponse);
  })
  .delete(`/sessions/:id{${SESSION_ID_PATTERN}}`, requireUser, async (c) => {
    const user = actor(c);
    const ended = await endSession(c.var.deps.database.db, user.id, c.req.param('id'));
    if (ended.tokenHash === currentHash(c)) clearSessionCookie(c);
    await audit(c.var.deps.database.db, c.var.log, {
      action: 'AUTH_SIGNOUT',
      actorId: user.id,
      comment: 'Signed out one device from account settings',
      ip: c.var.ip,
      requestId: c.var.requestId,
    });
    return c.body(null, 204);
  })
  .get('/deletion', requireUser, async (c) => {
    const plan = await accountDeletionPlan(c.var.deps.database.db, actor(c));
    return c.json(plan satisfies AccountDeletionPlan);
  })
  .post('/delete', requireUser, async (c) => {
    const input = await jsonBody(c, deleteAccountSchema);
    await deleteAccount(c.var.deps, actor(c), input, requestMeta(c));
    clearSessionCookie(c);
    return c.body(null, 204);
  })
  .post('/sign-out-everywhere', requireUser, async (c) => {
    const user = actor(c);
    const ended = await endAllSessions(c.var.deps.database.db, user.id);
    clearSessionCookie(c);
    await audit(c.var.deps.database.db, c.var.log, {
      action: 'AUTH_SESSIONS_ENDED',
      actorId: user.id,
      comment: `Signed out everywhere: ${ended} session(s) ended`,
      ip: c.var.ip,
      requestId: c.var.requestId,
    });
    return c.body(null, 204);
  });
