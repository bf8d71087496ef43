import { Hono } from 'hono';
import { clientErrorSchema } from '../../../shared/schemas/client-errors';
import { consumeAttempt } from '../../auth/rate-limit';
import type { AppEnv } from '../../core/deps';
import { allowBody } from '../../http/body-limit';
import { body } from '../../http/validate';

/** A browser may report this many failures per address per ten minutes; more are dropped silently. */
export const CLIENT_ERROR_LIMIT = { attempts: 20, windowMinutes: 10 };

/**
 * Failures people saw in the browser (a screen that threw, a chunk that would not load after a deploy)
 * go to the same log as the server's, with this request's id (issue 23; docs/decisions/0034). Open to
 * anyone, as the page that failed may be a public one; 204 whether kept or dropped.
 */
export const clientErrorRoutes = new Hono<AppEnv>().post(
  '/',
  allowBody({ bytes: 8 * 1024 }),
  body(clientErrorSchema),
  async (c) => {
    const report = c.req.valid('json');
    const decision = await consumeAttempt(
      c.var.deps.database.db,
      `client-error:${c.var.ip}`,
      CLIENT_ERROR_LIMIT,
    );
    if (decision.allowed) {
      c.var.log.error(
        { component: 'browser', clientError: report, userId: c.var.user?.id ?? null },
        `browser: ${report.kind} failure on ${report.path}`,
      );
    }
    return c.body(null, 204);
  },
);
