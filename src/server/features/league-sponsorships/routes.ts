import { Hono } from 'hono';
import { leagueCheckoutSchema, leagueTierInputSchema } from '../../../shared/schemas/league-sponsorships';
import { actor, requireUser } from '../../auth/guards';
import type { AppEnv } from '../../core/deps';
import { appUrl } from '../../core/request-meta';
import { body } from '../../http/validate';
import { leagueSponsorPage, startLeagueCheckout } from './checkout';
import { createLeagueTier, deleteLeagueTier, mySponsorship, updateLeagueTier } from './tiers';

/** League packages (decision 0059): the owner's under /leagues/mine, the business's on the league page. */
export const leagueSponsorshipRoutes = new Hono<AppEnv>()
  .get('/leagues/mine/sponsorship', requireUser, async (c) =>
    c.json(await mySponsorship(c.var.deps, actor(c).id)),
  )
  .post('/leagues/mine/tiers', requireUser, body(leagueTierInputSchema), async (c) => {
    const input = c.req.valid('json');
    return c.json(await createLeagueTier(c.var.deps, actor(c).id, input), 201);
  })
  .put('/leagues/mine/tiers/:tierId', requireUser, body(leagueTierInputSchema), async (c) => {
    const input = c.req.valid('json');
    return c.json(await updateLeagueTier(c.var.deps, actor(c).id, c.req.param('tierId'), input));
  })
  .delete('/leagues/mine/tiers/:tierId', requireUser, async (c) =>
    c.json(await deleteLeagueTier(c.var.deps, actor(c).id, c.req.param('tierId'))),
  )
  .get('/league-pages/:slug/sponsor', requireUser, async (c) =>
    c.json(await leagueSponsorPage(c.var.deps, actor(c), c.req.param('slug'))),
  )
  .post('/league-pages/:slug/checkout', requireUser, body(leagueCheckoutSchema), async (c) => {
    const { tierId } = c.req.valid('json');
    return c.json(
      await startLeagueCheckout(c.var.deps, actor(c), c.req.param('slug'), tierId, appUrl(c)),
      201,
    );
  });
