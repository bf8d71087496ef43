import type { Context } from 'hono';
import type { RequestMeta } from '../features/auth/service';
import type { AppEnv } from './context';

/** The public origin links in emails point at (config.publicUrl: never taken from the request). */
export function appUrl(c: Context<AppEnv>): string {
  return c.var.deps.config.publicUrl;
}

export function requestMeta(c: Context<AppEnv>): RequestMeta {
  return {
    ip: c.var.ip,
    userAgent: c.req.header('user-agent'),
    requestId: c.var.requestId,
    log: c.var.log,
    appUrl: appUrl(c),
    previousSessionHash: c.var.sessionTokenHash,
  };
}
