import { Hono } from 'hono';
import { z } from 'zod';
import {
  type FamilyRequestCreated,
  familyRequestSchema,
  resolveFamilyRequestSchema,
} from '../../../shared/schemas/family-requests';
import { pageParam } from '../../../shared/schemas/paging';
import { actor, requireRole, requireUser } from '../../auth/guards';
import { clockOf } from '../../core/clock';
import type { AppEnv } from '../../core/deps';
import { requestMeta } from '../../core/request-meta';
import { body, query } from '../../http/validate';
import { allFamilyRequests, createFamilyRequest, resolveFamilyRequest, teamFamilyRequests } from './service';

const adminQuery = z.object({ page: pageParam(1000) });

/**
 * Families' requests about a child's page (issue 22), mounted at /api: asked from the player's page (no
 * account), answered by the team's owner, listed for admins.
 */
export const familyRequestRoutes = new Hono<AppEnv>()
  .post('/players/:teamSlug/:playerNumber/family-requests', body(familyRequestSchema), async (c) => {
    const input = c.req.valid('json');
    const { teamSlug, playerNumber } = c.req.param();
    const created = await createFamilyRequest(c.var.deps, teamSlug, playerNumber, input, requestMeta(c));
    return c.json(created satisfies FamilyRequestCreated, 201);
  })
  .get('/teams/:teamId/family-requests', requireUser, async (c) =>
    c.json({ requests: await teamFamilyRequests(c.var.deps, actor(c).id, c.req.param('teamId')) }),
  )
  .post(
    '/teams/:teamId/family-requests/:id/resolve',
    requireUser,
    body(resolveFamilyRequestSchema),
    async (c) => {
      const input = c.req.valid('json');
      const { teamId, id } = c.req.param();
      return c.json({ request: await resolveFamilyRequest(c.var.deps, actor(c).id, teamId, id, input) });
    },
  )
  .get('/admin/family-requests', requireRole('admin'), query(adminQuery), async (c) => {
    const { page } = c.req.valid('query');
    return c.json(await allFamilyRequests(c.var.deps.database.db, page, clockOf(c.var.deps).now()));
  });
