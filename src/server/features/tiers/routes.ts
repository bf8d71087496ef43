import { Hono } from 'hono';
import { type TierListResponse, type TierResponse, tierInputSchema } from '../../../shared/schemas/tiers';
import { actor, requireUser } from '../../auth/guards';
import type { AppEnv } from '../../core/deps';
import { body } from '../../http/validate';
import { createTier, deleteTier, listTiers, updateTier } from './service';

/**
 * A team's sponsorship tiers (owner only). Mounted at /api beside other routers, so every route carries
 * its own guard; ownership is checked in each service's query.
 */
export const tierRoutes = new Hono<AppEnv>()
  .get('/teams/:teamId/tiers', requireUser, async (c) => {
    const tiers = await listTiers(c.var.deps.database.db, actor(c).id, c.req.param('teamId'));
    return c.json({ tiers } satisfies TierListResponse);
  })
  .post('/teams/:teamId/tiers', requireUser, body(tierInputSchema), async (c) => {
    const input = c.req.valid('json');
    const tier = await createTier(c.var.deps.database.db, actor(c).id, c.req.param('teamId'), input);
    return c.json({ tier } satisfies TierResponse, 201);
  })
  .put('/teams/:teamId/tiers/:tierId', requireUser, body(tierInputSchema), async (c) => {
    const input = c.req.valid('json');
    const { teamId, tierId } = c.req.param();
    const tier = await updateTier(c.var.deps.database.db, actor(c).id, teamId, tierId, input);
    return c.json({ tier } satisfies TierResponse);
  })
  .delete('/teams/:teamId/tiers/:tierId', requireUser, async (c) => {
    const { teamId, tierId } = c.req.param();
    await deleteTier(c.var.deps.database.db, actor(c).id, teamId, tierId);
    return c.body(null, 204);
  });
