import type { Context } from 'hono';
import type { Logger } from 'pino';
import type { AppEnv } from './deps';

export interface RequestMeta {
  ip: string;
  userAgent?: string;
  requestId: string;
  log: Logger;
  appUrl: string;
  /** The caller's current session, replaced at sign-in (rotation). */
  previousSessionHash: string | null;
}

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
