import type { Context, MiddlewareHandler } from 'hono';
import { matchedRoutes } from 'hono/route';
import type { AppEnv, Deps } from '../core/deps';

/**
 * Counts and times every answer by its route's pattern. Registered first in app.ts, so the time includes
 * every other middleware; it ends when the answer's headers are ready (a body still streaming is not in it).
 */
export function measureRequests(deps: Pick<Deps, 'metrics'>): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const { metrics } = deps;
    if (!metrics) return next();
    const started = performance.now();
    await next();
    metrics.request(c.req.method, routeLabel(c), c.res.status, (performance.now() - started) / 1000);
  };
}

/** `/api/teams/:teamId{[0-9a-f]{8}...}` -> `/api/teams/:teamId`, as the access table names routes. */
const PATTERN_CONSTRAINT = /(:\w+)\{(?:[^{}]|\{[^{}]*\})*\}/g;

/**
 * The endpoint the request was for, as declared (`/api/teams/:teamId`), or 'unmatched'. Read after the
 * answer: routePath(c) then names the deepest handler that ran, which is a middleware when one answered
 * first (the origin check's 403 would read '/api/*'), so the endpoint is the first route after it with a
 * method of its own. Middleware and the /api 404 fallback are registered for ALL methods; a request that
 * only they matched found no endpoint. Raw paths are never used: their ids would make a series each.
 */
export function routeLabel(c: Context): string {
  const routes = matchedRoutes(c);
  const endpoint = routes.slice(c.req.routeIndex).find((route) => route.method !== 'ALL');
  return endpoint ? endpoint.path.replace(PATTERN_CONSTRAINT, '$1') : 'unmatched';
}
