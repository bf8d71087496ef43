import { Hono } from 'hono';
import { actor, requireUser } from '../../auth/guards';
import type { AppEnv } from '../../http/context';
import { matchedBusinesses, teamDashboard } from './service';

/** The team dashboard's figures, sponsorships and matched businesses (owner only). */
export const teamDashboardRoutes = new Hono<AppEnv>()
  .get('/:teamId/dashboard', requireUser, async (c) =>
    c.json(await teamDashboard(c.var.deps.database.db, actor(c).id, c.req.param('teamId'))),
  )
  .get('/:teamId/matches', requireUser, async (c) =>
    c.json({ matches: await matchedBusinesses(c.var.deps.database.db, actor(c).id, c.req.param('teamId')) }),
  );
