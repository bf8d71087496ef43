import { Hono } from 'hono';
import type { AppEnv, Deps } from '../../core/deps';

/**
 * The database answer is reused for HEALTH_CACHE_MS, so a load balancer polling hard costs one ping
 * per interval, not one per request; a failed ping is never reused.
 */
const HEALTH_CACHE_MS = 1000;
const cache = new WeakMap<Deps, { ok: boolean; at: number; pending?: Promise<boolean> }>();

async function databaseAnswers(deps: Deps): Promise<boolean> {
  const entry = cache.get(deps);
  const now = Date.now();
  if (entry?.ok && now - entry.at < HEALTH_CACHE_MS) return true;
  if (entry?.pending) return entry.pending;
  const pending = Promise.race([
    deps.database.ping().then(() => true),
    new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 2000).unref()),
  ]).catch(() => false);
  cache.set(deps, { ok: false, at: now, pending });
  const ok = await pending;
  cache.set(deps, { ok, at: Date.now() });
  return ok;
}

export const healthRoutes = new Hono<AppEnv>()
  .get('/', async (c) => {
    const { deps } = c.var;
    const ok = await databaseAnswers(deps);
    // As every other 503 of the app (app.ts): a caller that retries should wait a moment first.
    if (!ok) c.header('Retry-After', '5');
    return c.json({ status: ok ? 'ok' : 'unavailable', database: deps.database.kind }, ok ? 200 : 503);
  })
  // Liveness: the process answers. Never the database: an orchestrator restarting every instance because
  // PostgreSQL is down would only add a restart storm to the outage.
  .get('/live', (c) => c.json({ status: 'ok' }))
  // Readiness: send this instance traffic. Not before its migrations have finished, not once it is shutting
  // down, and not while its database does not answer.
  .get('/ready', async (c) => {
    const { deps } = c.var;
    const phase = deps.phase ?? 'starting';
    const reason = phase !== 'serving' ? phase : (await databaseAnswers(deps)) ? null : 'database';
    if (!reason) return c.json({ status: 'ok' });
    c.header('Retry-After', '5');
    return c.json({ status: 'unavailable', reason }, 503);
  });

/** Tests that stop the database call this so the next health check asks it again. */
export function forgetHealth(deps: Deps): void {
  cache.delete(deps);
}
