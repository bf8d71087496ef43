import { Hono } from 'hono';
import {
  type ManualSponsorListResponse,
  type ManualSponsorResponse,
  manualSponsorInputSchema,
  type TeamSponsorsResponse,
} from '../../../shared/schemas/manual-sponsors';
import { actor, requireUser } from '../../auth/guards';
import type { AppEnv } from '../../core/deps';
import { body } from '../../http/validate';
import { addManualSponsor, deleteManualSponsor, listManualSponsors, teamSponsors } from './service';

/**
 * Sponsors a team records by hand, and the sponsorship manager's sponsor list (owner only). Mounted at
 * /api beside other routers, so every route carries its own guard; ownership is checked in each query.
 */
export const manualSponsorRoutes = new Hono<AppEnv>()
  .get('/teams/:teamId/manual-sponsors', requireUser, async (c) => {
    const manualSponsors = await listManualSponsors(
      c.var.deps.database.db,
      actor(c).id,
      c.req.param('teamId'),
    );
    return c.json({ manualSponsors } satisfies ManualSponsorListResponse);
  })
  .post('/teams/:teamId/manual-sponsors', requireUser, body(manualSponsorInputSchema), async (c) => {
    const input = c.req.valid('json');
    const manualSponsor = await addManualSponsor(
      c.var.deps.database.db,
      actor(c).id,
      c.req.param('teamId'),
      input,
    );
    return c.json({ manualSponsor } satisfies ManualSponsorResponse, 201);
  })
  .delete('/teams/:teamId/manual-sponsors/:sponsorId', requireUser, async (c) => {
    const { teamId, sponsorId } = c.req.param();
    await deleteManualSponsor(c.var.deps.database.db, actor(c).id, teamId, sponsorId);
    return c.body(null, 204);
  })
  .get('/teams/:teamId/sponsors', requireUser, async (c) => {
    const sponsors = await teamSponsors(c.var.deps.database.db, actor(c).id, c.req.param('teamId'));
    return c.json(sponsors satisfies TeamSponsorsResponse);
  });
