import { type Context, Hono } from 'hono';
import { blockBusinessSchema } from '../../../shared/schemas/messages';
import { leaderboardSettingsSchema, teamGiftsQuerySchema } from '../../../shared/schemas/team-dashboard';
import { actor, requireUser } from '../../auth/guards';
import { clockOf } from '../../core/clock';
import type { AppEnv } from '../../core/deps';
import { body, query } from '../../http/validate';
import { type BlockCall, blockBusiness, unblockBusiness } from './blocks';
import { teamGifts } from './gifts';
import { ownTeamMoney } from './money';
import { matchedBusinesses, ownLeaderboard, setLeaderboardPublic, teamDashboard } from './service';

const blockCall = (c: Context<AppEnv>): BlockCall => ({
  db: c.var.deps.database.db,
  log: c.var.log,
  userId: actor(c).id,
  ip: c.var.ip,
  requestId: c.var.requestId,
});

/**
 * The team dashboard's figures, sponsorships, gifts, player leaderboard and matched businesses, and the
 * businesses the team blocked (owner only).
 */
export const teamDashboardRoutes = new Hono<AppEnv>()
  .get('/:teamId/dashboard', requireUser, async (c) =>
    c.json(await teamDashboard(c.var.deps.database.db, actor(c).id, c.req.param('teamId'))),
  )
  .get('/:teamId/gifts', requireUser, query(teamGiftsQuerySchema), async (c) => {
    const { page } = c.req.valid('query');
    const { deps } = c.var;
    return c.json(
      await teamGifts(deps.database.db, actor(c).id, c.req.param('teamId'), page, clockOf(deps).now()),
    );
  })
  .get('/:teamId/money', requireUser, async (c) =>
    c.json(await ownTeamMoney(c.var.deps.database.db, actor(c).id, c.req.param('teamId'))),
  )
  .get('/:teamId/leaderboard', requireUser, async (c) =>
    c.json(await ownLeaderboard(c.var.deps.database.db, actor(c).id, c.req.param('teamId'))),
  )
  .patch('/:teamId/leaderboard', requireUser, body(leaderboardSettingsSchema), async (c) => {
    const settings = c.req.valid('json');
    const { db } = c.var.deps.database;
    return c.json(await setLeaderboardPublic(db, actor(c).id, c.req.param('teamId'), settings));
  })
  .get('/:teamId/matches', requireUser, async (c) =>
    c.json({ matches: await matchedBusinesses(c.var.deps.database.db, actor(c).id, c.req.param('teamId')) }),
  )
  .put('/:teamId/blocked-businesses/:businessId', requireUser, body(blockBusinessSchema), async (c) => {
    const input = c.req.valid('json');
    const { teamId, businessId } = c.req.param();
    return c.json(await blockBusiness(blockCall(c), teamId, businessId, input));
  })
  .delete('/:teamId/blocked-businesses/:businessId', requireUser, async (c) => {
    const { teamId, businessId } = c.req.param();
    return c.json(await unblockBusiness(blockCall(c), teamId, businessId));
  });
