import { Hono } from 'hono';
import {
  adminMatchesQuerySchema,
  createMatchSchema,
  type LinkSupport,
  linkActionSchema,
  matchCandidatesQuerySchema,
  offerInputSchema,
  sendIntroductionSchema,
} from '../../../shared/schemas/matches';
import { requireRole } from '../../auth/guards';
import type { AppEnv } from '../../core/deps';
import { appUrl } from '../../core/request-meta';
import { body, query } from '../../http/validate';
import { adminCall } from '../admin/context';
import { businessCandidates, matchTiers, teamCandidates } from './candidates';
import { actOnLink, createMatch, listMatches, reviseOffer, sendIntroduction, viewLink } from './service';

/** Checked on every call: anonymous callers get 401, every other role 403, before anything is read. */
const admin = requireRole('admin');

/** Mounted at /api/admin: the Create Matches tab. */
export const adminMatchRoutes = new Hono<AppEnv>()
  .get('/matches', admin, query(adminMatchesQuerySchema), async (c) => {
    const { page } = c.req.valid('query');
    return c.json(await listMatches(c.var.deps.database.db, page));
  })
  .get('/matches/candidates/teams', admin, query(matchCandidatesQuerySchema), async (c) => {
    const query = c.req.valid('query');
    return c.json(await teamCandidates(c.var.deps.database.db, query));
  })
  .get('/matches/candidates/businesses', admin, query(matchCandidatesQuerySchema), async (c) => {
    const query = c.req.valid('query');
    return c.json(await businessCandidates(c.var.deps.database.db, query));
  })
  .get('/matches/:matchId/tiers', admin, async (c) =>
    c.json(await matchTiers(c.var.deps.database.db, c.req.param('matchId'))),
  )
  .post('/matches', admin, body(createMatchSchema), async (c) => {
    const input = c.req.valid('json');
    return c.json(await createMatch(adminCall(c), input), 201);
  })
  .post('/matches/:matchId/send', admin, body(sendIntroductionSchema), async (c) => {
    const input = c.req.valid('json');
    return c.json(await sendIntroduction(adminCall(c), c.req.param('matchId'), input, appUrl(c)));
  })
  .post('/matches/:matchId/offers', admin, body(offerInputSchema), async (c) => {
    const input = c.req.valid('json');
    return c.json(await reviseOffer(adminCall(c), c.req.param('matchId'), input), 201);
  });

/**
 * Mounted at /api: the email links. Public on purpose: the token is the proof, and a party answers
 * without an account. GET only reads; POST acts.
 */
export const ctaRoutes = new Hono<AppEnv>()
  .get('/cta', (c) => c.json({ supportEmail: c.var.deps.config.SUPPORT_EMAIL } satisfies LinkSupport))
  .get('/cta/:token', async (c) => {
    const { database, config } = c.var.deps;
    return c.json(await viewLink(database.db, config.SESSION_SECRET, c.req.param('token')));
  })
  .post('/cta/:token', body(linkActionSchema), async (c) => {
    const input = c.req.valid('json');
    const call = {
      deps: c.var.deps,
      log: c.var.log,
      ip: c.var.ip,
      requestId: c.var.requestId,
      appUrl: appUrl(c),
    };
    return c.json(await actOnLink(call, c.req.param('token'), input));
  });
