import type { Context } from 'hono';
import { Hono } from 'hono';
import { z } from 'zod';
import { signInSchema, signUpSchema } from '../../../shared/schemas/auth';
import { audit } from '../../audit';
import { actor, requireUser } from '../../auth/guards';
import { consumeAttempt } from '../../auth/rate-limit';
import { clearSessionCookie, type NewSession, readSession, setSessionCookie } from '../../auth/sessions';
import type { AppEnv } from '../../http/context';
import { AppError } from '../../http/errors';
import { requestMeta } from '../../http/request-meta';
import { jsonBody } from '../../http/validate';
import { confirmEmail, queueConfirmation } from './accounts';
import { rateLimited, signIn, signOut, signUp } from './service';

/** Three confirmation emails an hour is plenty for a person and useless for a spammer. */
const RESEND_LIMIT = { attempts: 3, windowMinutes: 60 };

const confirmSchema = z.object({ token: z.string().min(1).max(200) }).strict();

async function sessionUser(c: Context<AppEnv>, session: NewSession) {
  const current = await readSession(c.var.deps.database.db, c.var.deps.config, session.token);
  return current?.user ?? null;
}

export const authRoutes = new Hono<AppEnv>()
  .get('/session', (c) => c.json({ user: c.var.user }))
  .post('/sign-in', async (c) => {
    const input = await jsonBody(c, signInSchema);
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
  .post('/sign-up', async (c) => {
    const input = await jsonBody(c, signUpSchema);
    const { session } = await signUp(c.var.deps, input, requestMeta(c));
    setSessionCookie(c, session);
    return c.json({ user: await sessionUser(c, session) }, 201);
  })
  .post('/sign-out', async (c) => {
    // The cookie goes whatever happens, so the browser never keeps a session it thinks is gone.
    clearSessionCookie(c);
    await signOut(c.var.deps, c.var.sessionTokenHash, c.var.user?.id ?? null, requestMeta(c));
    return c.body(null, 204);
  })
  .post('/confirm-email', async (c) => {
    const { token } = await jsonBody(c, confirmSchema);
    const userId = await confirmEmail(c.var.deps.database.db, c.var.deps.config, token);
    if (!userId) {
      throw new AppError(400, 'LINK_INVALID', 'This confirmation link is invalid or has expired.');
    }
    await audit(c.var.deps.database.db, c.var.log, {
      action: 'AUTH_EMAIL_VERIFIED',
      actorId: userId,
      comment: 'Email address confirmed',
      ip: c.var.ip,
      requestId: c.var.requestId,
    });
    return c.json({ confirmed: true });
  })
  .post('/resend-confirmation', requireUser, async (c) => {
    const user = actor(c);
    if (user.emailVerified) return c.json({ sent: false, alreadyConfirmed: true });
    const { db } = c.var.deps.database;
    const decision = await consumeAttempt(db, `verify:${user.id}`, RESEND_LIMIT);
    if (!decision.allowed) throw rateLimited(decision.minutesLeft);
    await db.transaction((tx) => queueConfirmation(tx, c.var.deps.config, requestMeta(c).appUrl, user));
    c.var.deps.mail?.kick();
    return c.json({ sent: true });
  });
