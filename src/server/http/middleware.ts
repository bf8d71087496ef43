import { randomUUID } from 'node:crypto';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { requestSession, sessionToken } from '../auth/sessions';
import type { AppEnv, Deps } from '../core/deps';
import { AppError } from '../core/errors';
import { withTrace } from '../core/trace';
import { loggablePath } from '../logging';
import { NUL_MESSAGE } from './validate';

const REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;

/** Request id, a child logger carrying it, the caller's address, and one log line per request. */
export function requestContext(deps: Deps) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const incoming = c.req.header('x-request-id');
    const requestId = incoming && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    const log = deps.logger.child({ reqId: requestId });
    c.set('deps', deps);
    c.set('requestId', requestId);
    c.set('log', log);
    c.set('ip', clientIp(c, deps));
    c.set('user', null);
    c.set('sessionTokenHash', null);
    c.header('x-request-id', requestId);
    const started = performance.now();
    await withTrace(requestId, next);
    const path = loggablePath(new URL(c.req.url).pathname);
    if (path.startsWith('/api/')) {
      log.info(
        { method: c.req.method, path, status: c.res.status, ms: Math.round(performance.now() - started) },
        'request',
      );
    }
  });
}

function clientIp(c: Context<AppEnv>, deps: Deps): string {
  if (deps.config.TRUST_PROXY) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded.slice(0, 64);
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

/**
 * A path or query with an encoded NUL (%00) is refused before any route reads it: PostgreSQL text cannot
 * hold U+0000, so it would otherwise end as a database error (a 500) wherever a parameter reaches SQL.
 */
export function refuseNul() {
  return createMiddleware<AppEnv>(async (c, next) => {
    if (/%00/.test(c.req.url)) throw new AppError(400, 'VALIDATION_FAILED', NUL_MESSAGE);
    await next();
  });
}

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Refuses state-changing requests that a browser sent from another site. Requests with no Origin and
 * no Sec-Fetch-Site (server-to-server callers, webhooks, curl) are not a browser's and pass.
 */
export function originCheck() {
  return createMiddleware<AppEnv>(async (c, next) => {
    if (UNSAFE.has(c.req.method)) {
      const origin = c.req.header('origin');
      const site = c.req.header('sec-fetch-site');
      const allowed = allowedOrigin(c);
      if ((origin && origin !== allowed) || (!origin && site === 'cross-site')) {
        throw new AppError(403, 'CROSS_ORIGIN', 'Cross-origin requests are not allowed.');
      }
    }
    await next();
  });
}

function allowedOrigin(c: Context<AppEnv>): string {
  const { config } = c.var.deps;
  if (config.APP_URL) return new URL(config.APP_URL).origin;
  const url = new URL(c.req.url);
  const host = (config.TRUST_PROXY && c.req.header('x-forwarded-host')) || c.req.header('host') || url.host;
  const proto = (config.TRUST_PROXY && c.req.header('x-forwarded-proto')) || url.protocol.slice(0, -1);
  return `${proto}://${host}`;
}

/** Loads the signed-in user, if any, from the session cookie (through the session cache). */
export function loadSession() {
  return createMiddleware<AppEnv>(async (c, next) => {
    const token = sessionToken(c);
    if (token && token.length <= 128) {
      const session = await requestSession(c.var.deps.database.db, c.var.deps.config, token);
      if (session) {
        c.set('user', session.user);
        c.set('sessionTokenHash', session.tokenHash);
      }
    }
    await next();
  });
}
