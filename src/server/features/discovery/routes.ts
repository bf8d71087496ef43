import { type Context, Hono } from 'hono';
import { businessDiscoveryQuerySchema, teamDiscoveryQuerySchema } from '../../../shared/schemas/discovery';
import { requireUser } from '../../auth/guards';
import type { AppEnv } from '../../http/context';
import { parseWith } from '../../http/validate';
import { businessDetails, listBusinesses } from './businesses';
import { cachedListing } from './listing-cache';
import { listTeams, teamDetails } from './teams';
import { discoveryViewer } from './viewer';

/**
 * Public listings of approved teams and businesses, and their detail pages (signed in). Only approved or
 * verified rows are ever read here, whatever the query asks.
 */
/** A body that is already JSON text. */
const json = (c: Context, body: string) =>
  c.body(body, 200, { 'content-type': 'application/json; charset=UTF-8' });

export const discoveryRoutes = new Hono<AppEnv>()
  .get('/teams', async (c) => {
    const query = parseWith(teamDiscoveryQuerySchema, c.req.query());
    const { db } = c.var.deps.database;
    return json(c, await cachedListing(db, `teams:${JSON.stringify(query)}`, () => listTeams(db, query)));
  })
  .get('/teams/:teamId', requireUser, async (c) =>
    c.json({ team: await teamDetails(c.var.deps.database.db, c.req.param('teamId')) }),
  )
  .get('/businesses', async (c) => {
    const query = parseWith(businessDiscoveryQuerySchema, c.req.query());
    const { db } = c.var.deps.database;
    return json(
      c,
      await cachedListing(db, `businesses:${JSON.stringify(query)}`, () => listBusinesses(db, query)),
    );
  })
  .get('/businesses/:businessId', requireUser, async (c) =>
    c.json({ business: await businessDetails(c.var.deps.database.db, c.req.param('businessId')) }),
  )
  .get('/viewer', async (c) => c.json(await discoveryViewer(c.var.deps.database.db, c.var.user?.id ?? null)));
