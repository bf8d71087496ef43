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
} from '../../../shared/schemas/account';
import { audit } from '../../audit';
import { actor, requireUser } from '../../auth/guards';
import { clearSessionCookie, readSession, setSessionCookie } from '../../auth/sessions';
import type { AppEnv } from '../../core/deps';
import { unauthorized } from '../../core/errors';
import { requestMeta } from '../../core/request-meta';
import { body } from '../../http/validate';
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
  .post('/password-reset/request', body(requestResetSchema), async (c) => {
    const { email } = c.req.valid('json');
    await requestReset(c.var.deps, email, requestMeta(c));
    return c.json({ message: RESET_REQUESTED } satisfies RequestResetResponse);
  })
  .post('/password-reset', body(resetPasswordSchema), async (c) => {
    const input = c.req.valid('json');
    const session = await resetPassword(c.var.deps, input, requestMeta(c));
    setSessionCookie(c, session);
    const signedIn = await readSession(c.var.deps.database.db, c.var.deps.config, session.token);
    return c.json({ user: signedIn?.user ?? null });
  })
  .post('/password', requireUser, body(changePasswordSchema), async (c) => {
    const input = c.req.valid('json');
    return c.json(await changePassword(c.var.deps, actor(c), currentHash(c), input, requestMeta(c)));
  })
  .post('/email', requireUser, body(changeEmailSchema), async (c) => {
    const input = c.req.valid('json');
    const answer = await requestEmailChange(c.var.deps, actor(c), input, requestMeta(c));
    return c.json(answer satisfies ChangeEmailResponse, 202);
  })
  .post('/email/confirm', body(confirmEmailChangeSchema), async (c) => {
    const { token } = c.req.valid('json');
    const answer = await confirmEmailChange(c.var.deps, token, requestMeta(c));
    return c.json(answer satisfies ConfirmEmailChangeResponse);
  })
  .patch('/profile', requireUser, body(accountProfileSchema), async (c) => {
    const input = c.req.valid('json');
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
  .delete('/sessions/:id', requireUser, async (c) => {
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
  .post('/delete', requireUser, body(deleteAccountSchema), async (c) => {
    const input = c.req.valid('json');
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
