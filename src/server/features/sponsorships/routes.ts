import { Hono } from 'hono';
import { sponsorshipCheckoutSchema, sponsorshipViewQuerySchema } from '../../../shared/schemas/payments';
import { actor, requireUser } from '../../auth/guards';
import type { AppEnv } from '../../core/deps';
import { appUrl } from '../../core/request-meta';
import { body, query } from '../../http/validate';
import { sponsorshipForViewer, sponsorTeamPage, startSponsorshipCheckout } from './service';

/** Sponsorship checkout and its success page. */
export const sponsorshipRoutes = new Hono<AppEnv>()
  .get('/sponsor-team/:teamId', requireUser, async (c) =>
    c.json(await sponsorTeamPage(c.var.deps, actor(c), c.req.param('teamId'))),
  )
  .post('/sponsorships/checkout', requireUser, body(sponsorshipCheckoutSchema), async (c) => {
    const input = c.req.valid('json');
    return c.json(await startSponsorshipCheckout(c.var.deps, actor(c), input, appUrl(c)), 201);
  })
  .get('/sponsorships/:id', requireUser, query(sponsorshipViewQuerySchema), async (c) => {
    const query = c.req.valid('query');
    const sponsorship = await sponsorshipForViewer(c.var.deps, actor(c), c.req.param('id'), query.session_id);
    return c.json({ sponsorship });
  });
