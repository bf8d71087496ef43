import { Hono } from 'hono';
import {
  businessDiscoveryQuerySchema,
  type TeamDetailsResponse,
  teamDiscoveryQuerySchema,
} from '../../../shared/schemas/discovery';
import { requireUser } from '../../auth/guards';
import { clockOf } from '../../core/clock';
import type { AppEnv } from '../../core/deps';
import { CACHE_PUBLIC, CACHE_SIGNED_IN, cacheableJson, jsonText } from '../../http/caching';
import { query } from '../../http/validate';
import { cachedByVersion, versionedJson } from '../../http/versioned-cache';
import { countTeamPageView } from '../impact/page-views';
import { leagueBadgeOf } from '../leagues/branding';
import { teamSponsors } from '../sponsors/team-sponsors';
import { businessDetails, listBusinesses } from './businesses';
import { listTeams, teamDetails } from './teams';
import { discoveryViewer } from './viewer';

/**
 * Public listings of approved teams and businesses, and their detail pages (signed in). Only approved or
 * verified rows are ever read here, whatever the query asks. Each answer carries an ETag; the listings
 * are public for a few seconds, the detail pages private (docs/decisions/0020-http-caching.md).
 */
export const discoveryRoutes = new Hono<AppEnv>()
  .get('/teams', query(teamDiscoveryQuerySchema), async (c) => {
    const query = c.req.valid('query');
    const { db } = c.var.deps.database;
    const listing = await cachedByVersion(db, `teams:${JSON.stringify(query)}`, () => listTeams(db, query));
    return versionedJson(c, listing, CACHE_PUBLIC);
  })
  .get('/teams/:teamId', requireUser, async (c) => {
    const { db } = c.var.deps.database;
    const teamId = c.req.param('teamId');
    // A team's page reads what the listings read (its row, its tiers, its sponsors and their plans): the
    // same version keeps it (a sponsorship starting or ending counts moves it: migration 0035).
    const details = await cachedByVersion(db, `team:${teamId}`, async (): Promise<TeamDetailsResponse> => {
      const team = await teamDetails(db, teamId);
      const now = clockOf(c.var.deps).now();
      const [sponsors, league] = await Promise.all([
        teamSponsors(db, team.id, now),
        leagueBadgeOf(db, team.id, now),
      ]);
      return { team: { ...team, sponsors, league } };
    });
    // The page names the team's sponsors: a view they are shown in (their ROI dashboard).
    countTeamPageView(c, teamId);
    return versionedJson(c, details, CACHE_SIGNED_IN);
  })
  .get('/businesses', query(businessDiscoveryQuerySchema), async (c) => {
    const query = c.req.valid('query');
    const { db } = c.var.deps.database;
    const listing = await cachedByVersion(db, `businesses:${JSON.stringify(query)}`, () =>
      listBusinesses(db, query),
    );
    return versionedJson(c, listing, CACHE_PUBLIC);
  })
  .get('/businesses/:businessId', requireUser, async (c) => {
    const business = await businessDetails(c.var.deps.database.db, c.req.param('businessId'));
    return cacheableJson(c, jsonText({ business }), CACHE_SIGNED_IN);
  })
  .get('/viewer', async (c) => c.json(await discoveryViewer(c.var.deps.database.db, c.var.user?.id ?? null)));
