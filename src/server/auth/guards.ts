import { createMiddleware } from 'hono/factory';
import type { Role, SessionUser } from '../../shared/schemas/auth';
import type { AppEnv } from '../core/deps';
import { forbidden, unauthorized } from '../core/errors';

/** Anonymous callers get 401. */
export const requireUser = createMiddleware<AppEnv>(async (c, next) => {
  if (!c.var.user) throw unauthorized();
  await next();
});

/** Signed in, and holding one of `roles` (admins pass every role check only when listed). */
export function requireRole(...roles: Role[]) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const user = c.var.user;
    if (!user) throw unauthorized();
    if (!roles.some((role) => user.roles.includes(role))) throw forbidden();
    await next();
  });
}

/** The signed-in user inside a guarded route. */
export function actor(c: { var: { user: SessionUser | null } }): SessionUser {
  if (!c.var.user) throw unauthorized();
  return c.var.user;
}
