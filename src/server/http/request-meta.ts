import type { Context } from 'hono';
import type { RequestMeta } from '../features/auth/service';
import type { AppEnv } from './context';

/** The public origin links in emails point at: APP_URL when set, else the origin the request came to. */
export function appUrl(c: Context<AppEnv>): string {
  const { config } = c.var.deps;
  if (config.APP_URL) return config.APP_URL.replace(/\/$/, '');
  const url = new URL(c.req.url);
  const proto = config.TRUST_PROXY
    ? (c.req.header('x-forwarded-proto') ?? url.protocol.slice(0, -1))
    : url.protocol.slice(0, -1);
  const host = (config.TRUST_PROXY && c.req.header('x-forwarded-host')) || c.req.header('host') || url.host;
  return `${proto}://${host}`;
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
