import { Hono } from 'hono';
import { businessDiscoveryQuerySchema, teamDiscoveryQuerySchema } from '../../../shared/schemas/discovery';
import { requireUser } from '../../auth/guards';
import type { AppEnv } from '../../http/context';
import { parseWith } from '../../http/validate';
import { businessDetails, listBusinesses } from './businesses';
import { listTeams, teamDetails } from './teams';
import { discoveryViewer } from './viewer';

/**
 * Public listings of approved teams and businesses, and their detail pages (signed in). Only approved or
 * verified rows are ever read here, whatever the query asks.
 */
export const discoveryRoutes = new Hono<AppEnv>()
  .get('/teams', async (c) => {
    const query = parseWith(teamDiscoveryQuerySchema, c.req.query());
    return c.json(await listTeams(c.var.deps.database.db, query));
  })
  .get('/teams/:teamId', requireUser, async (c) =>
    c.json({ team: await teamDetails(c.var.deps.database.db, c.req.param('teamId')) }),
  )
  .get('/businesses', async (c) => {
    const query = parseWith(businessDiscoveryQuerySchema, c.req.query());
    return c.json(await listBusinesses(c.var.deps.database.db, query));
  })
  .get('/businesses/:businessId', requireUser, async (c) =>
    c.json({ business: await businessDetails(c.var.deps.database.db, c.req.param('businessId')) }),
  )
  .get('/viewer', async (c) => c.json(await discoveryViewer(c.var.deps.database.db, c.var.user?.id ?? null)));
