import { Hono } from 'hono';
import type { BusinessImpact } from '../../../shared/schemas/impact';
import { actor, requireUser } from '../../auth/guards';
import type { AppEnv } from '../../core/deps';
import { askedByAPerson } from './page-views';
import { businessImpact } from './roi';
import { sponsorWebsite } from './visits';

/** A sponsor's counted link from a team's pages (public), and the business's ROI dashboard (its owner). */
export const impactRoutes = new Hono<AppEnv>()
  .get('/sponsors/:businessId/visit', async (c) => {
    const url = await sponsorWebsite(
      c.var.deps,
      c.req.param('businessId'),
      c.req.query('team'),
      askedByAPerson(c),
    );
    return c.redirect(url, 302);
  })
  .get('/business/impact', requireUser, async (c) =>
    c.json((await businessImpact(c.var.deps, actor(c).id)) satisfies BusinessImpact),
  );
