import { createHash, timingSafeEqual } from 'node:crypto';
import { Hono } from 'hono';
import type { AppEnv } from '../../core/deps';
import { AppError, notFound } from '../../core/errors';

/**
 * GET /metrics: the Prometheus exposition, for whoever holds METRICS_TOKEN (docs/operations.md). No session
 * opens it, an admin's included: a scraper is not a person, and the figures describe the whole platform.
 */
export const metricsRoutes = new Hono<AppEnv>().get('/', async (c) => {
  const { config, metrics } = c.var.deps;
  const token = config.METRICS_TOKEN;
  // Unconfigured: the 404 an unknown API path gets, in the error shape every refusal of the app has.
  if (!token || !metrics) throw notFound();
  if (!bearerMatches(c.req.header('authorization'), token)) {
    throw new AppError(401, 'UNAUTHORIZED', 'A valid metrics token is required.', undefined, {
      'WWW-Authenticate': 'Bearer realm="metrics"',
    });
  }
  const { contentType, text } = await metrics.exposition();
  return c.body(text, 200, { 'content-type': contentType, 'cache-control': 'no-store' });
});

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Compared as digests of equal length, so the time taken tells nothing of the token or its length. */
function bearerMatches(header: string | undefined, token: string): boolean {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  const given = match?.[1] ?? '';
  return timingSafeEqual(digest(given), digest(token)) && given.length > 0;
}
