import { Hono } from 'hono';
import { sendMessageSchema } from '../../../shared/schemas/messages';
import { actor, requireUser } from '../../auth/guards';
import type { AppEnv } from '../../core/deps';
import { appUrl } from '../../core/request-meta';
import { body } from '../../http/validate';
import { postMessage, readThread } from './messages';
import { businessDashboard, matchedTeams } from './service';

/** The business dashboard, matched teams and sponsorship message threads. */
export const businessDashboardRoutes = new Hono<AppEnv>()
  .get('/business/dashboard', requireUser, async (c) =>
    c.json(await businessDashboard(c.var.deps.database.db, actor(c).id)),
  )
  .get('/business/matches', requireUser, async (c) =>
    c.json({ matches: await matchedTeams(c.var.deps.database.db, actor(c).id) }),
  )
  .get('/sponsorships/:id/messages', requireUser, async (c) =>
    c.json(await readThread(c.var.deps.database.db, actor(c).id, c.req.param('id'))),
  )
  .post('/sponsorships/:id/messages', requireUser, body(sendMessageSchema), async (c) => {
    const input = c.req.valid('json');
    const message = await postMessage(c.var.deps, actor(c), c.req.param('id'), input, appUrl(c));
    return c.json({ message }, 201);
  });
