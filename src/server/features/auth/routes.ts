import type { Context } from 'hono';
import { Hono } from 'hono';
import { z } from 'zod';
import { type ConfirmEmailResponse, signInSchema, signUpSchema } from '../../../shared/schemas/auth';
import { audit } from '../../audit';
import { actor, requireUser } from '../../auth/guards';
import {
  clearSessionCookie,
  createSession,
  deleteSession,
  type NewSession,
  readSession,
  setSessionCookie,
} from '../../auth/sessions';
import type { AppEnv } from '../../core/deps';
import { AppError } from '../../core/errors';
import { requestMeta } from '../../core/request-meta';
import { body } from '../../http/validate';
import { confirmEmail, resendConfirmation } from './accounts';
import { rateLimited, signIn, signOut } from './service';
import { signUp } from './sign-up';

const confirmSchema = z.object({ token: z.string().min(1).max(200) }).strict();

async function sessionUser(c: Context<AppEnv>, session: NewSession) {
  const current = await readSession(c.var.deps.database.db, c.var.deps.config, session.token);
  return current?.user ?? null;
}

export const authRoutes = new Hono<AppEnv>()
  .get('/session', (c) => c.json({ user: c.var.user }))
  .post('/sign-in', body(signInSchema), async (c) => {
    const input = c.req.valid('json');
    const meta = requestMeta(c);
    let session: NewSession;
    try {
      session = await signIn(c.var.deps, input, meta);
    } catch (error) {
      if (!(error instanceof AppError)) {
        await audit(c.var.deps.database.db, meta.log, {
          action: 'AUTH_SIGNIN_ERROR',
          comment: 'Unexpected sign-in failure',
          data: { email: input.email },
          ip: meta.ip,
          requestId: meta.requestId,
        });
      }
      throw error;
    }
    setSessionCookie(c, session);
    return c.json({ user: await sessionUser(c, session) });
  })
  .post('/sign-up', body(signUpSchema), async (c) => {
    const input = c.req.valid('json');
    return c.json(await signUp(c.var.deps, input, requestMeta(c)), 202);
  })
  .post('/sign-out', async (c) => {
    // The cookie goes whatever happens, so the browser never keeps a session it thinks is gone.
    clearSessionCookie(c);
    await signOut(c.var.deps, c.var.sessionTokenHash, c.var.user?.id ?? null, requestMeta(c));
    return c.body(null, 204);
  })
  .post('/confirm-email', body(confirmSchema), async (c) => {
    const { token } = c.req.valid('json');
    const { db } = c.var.deps.database;
    const outcome = await confirmEmail(db, c.var.deps.config, token);
    if (!outcome) {
      throw new AppError(400, 'LINK_INVALID', 'This confirmation link is invalid or has expired.');
    }
    if (outcome.state === 'already_confirmed') {
      // Opened again, or after another of its links (decision 0024): the same success, no new session.
      // A caller already signed in as the link's owner (the first press's cookie) is told so.
      const owner = c.var.user?.id === outcome.userId ? c.var.user : null;
      return c.json({ user: owner, alreadyConfirmed: true } satisfies ConfirmEmailResponse);
    }
    const meta = requestMeta(c);
    await audit(db, c.var.log, {
      action: 'AUTH_EMAIL_VERIFIED',
      actorId: outcome.userId,
      comment: 'Email address confirmed; signed in from the link',
      ip: meta.ip,
      requestId: meta.requestId,
    });
    // The link proves the mailbox: it signs its owner in (sign-up answers no session, hole 3).
    if (meta.previousSessionHash) await deleteSession(db, meta.previousSessionHash);
    const session = await createSession(db, c.var.deps.config, outcome.userId, meta);
    setSessionCookie(c, session);
    return c.json({
      user: await sessionUser(c, session),
      alreadyConfirmed: false,
    } satisfies ConfirmEmailResponse);
  })
  .post('/resend-confirmation', requireUser, async (c) => {
    const user = actor(c);
    if (user.emailVerified) return c.json({ sent: false, alreadyConfirmed: true });
    const decision = await resendConfirmation(c.var.deps, requestMeta(c).appUrl, user);
    if (!decision.allowed) throw rateLimited(decision.minutesLeft);
    return c.json({ sent: true });
  });
