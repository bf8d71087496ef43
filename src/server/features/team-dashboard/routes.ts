import { Hono } from 'hono';
import { leaderboardSettingsSchema } from '../../../shared/schemas/team-dashboard';
import { actor, requireUser } from '../../auth/guards';
import type { AppEnv } from '../../http/context';
import { jsonBody } from '../../http/validate';
import { matchedBusinesses, ownLeaderboard, setLeaderboardPublic, teamDashboard } from './service';

/** The team dashboard's figures, sponsorships, player leaderboard and matched businesses (owner only). */
export const teamDashboardRoutes = new Hono<AppEnv>()
  .get('/:teamId/dashboard', requireUser, async (c) =>
    c.json(await teamDashboard(c.var.deps.database.db, actor(c).id, c.req.param('teamId'))),
  )
  .get('/:teamId/leaderboard', requireUser, async (c) =>
    c.json(await ownLeaderboard(c.var.deps.database.db, actor(c).id, c.req.param('teamId'))),
  )
  .patch('/:teamId/leaderboard', requireUser, async (c) => {
    const settings = await jsonBody(c, leaderboardSettingsSchema);
    const { db } = c.var.deps.database;
    return c.json(await setLeaderboardPublic(db, actor(c).id, c.req.param('teamId'), settings));
  })
  .get('/:teamId/matches', requireUser, async (c) =>
    c.json({ matches: await matchedBusinesses(c.var.deps.database.db, actor(c).id, c.req.param('teamId')) }),
  );
