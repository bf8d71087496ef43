import { type Context, Hono } from 'hono';
import { seasonRolloverSchema } from '../../../shared/schemas/seasons';
import { actor, requireUser } from '../../auth/guards';
import { clockOf } from '../../core/clock';
import type { AppEnv } from '../../core/deps';
import { appUrl } from '../../core/request-meta';
import { download } from '../../http/download';
import { body } from '../../http/validate';
import { seasonReportCsv, seasonReportFilename } from '../season-report/report-csv';
import { seasonReportPdf } from '../season-report/report-pdf';
import { heldSpotView } from './held-spots';
import { listPastSeasons, pastSeason } from './past';
import { rollOverSeason } from './rollover';
import { joinWaitlist, leaveWaitlist, teamWaitlist } from './waitlist';

const archived = (c: Context<AppEnv>) =>
  pastSeason(c.var.deps.database.db, actor(c).id, c.req.param('teamId') ?? '', c.req.param('seasonId') ?? '');

/**
 * Season rollover and past seasons (team owner; 404 to anyone else), the renewal link's page (the token is
 * the credential) and the waitlist (businesses). Mounted at /api.
 */
export const seasonRoutes = new Hono<AppEnv>()
  .post('/teams/:teamId/season-rollover', requireUser, body(seasonRolloverSchema), async (c) => {
    const input = c.req.valid('json');
    return c.json(await rollOverSeason(c.var.deps, actor(c), c.req.param('teamId'), input, appUrl(c)));
  })
  .get('/teams/:teamId/seasons', requireUser, async (c) =>
    c.json(await listPastSeasons(c.var.deps.database.db, actor(c).id, c.req.param('teamId'))),
  )
  .get('/teams/:teamId/seasons/:seasonId', requireUser, async (c) => c.json(await archived(c)))
  .get('/teams/:teamId/seasons/:seasonId/report.pdf', requireUser, async (c) => {
    const { report } = await archived(c);
    const pdf = await seasonReportPdf(report, clockOf(c.var.deps).now());
    download(c, seasonReportFilename(report, 'pdf'), 'application/pdf');
    return c.body(new Uint8Array(pdf));
  })
  .get('/teams/:teamId/seasons/:seasonId/report.csv', requireUser, async (c) => {
    const { report } = await archived(c);
    download(c, seasonReportFilename(report, 'csv'), 'text/csv; charset=utf-8');
    return c.body(seasonReportCsv(report));
  })
  .get('/renewals/:token', async (c) => {
    c.header('cache-control', 'private, no-store');
    return c.json(await heldSpotView(c.var.deps, c.req.param('token')));
  })
  .get('/teams/:teamId/waitlist', requireUser, async (c) =>
    c.json(await teamWaitlist(c.var.deps, actor(c), c.req.param('teamId'))),
  )
  .post('/tiers/:tierId/waitlist', requireUser, async (c) =>
    c.json({ entry: await joinWaitlist(c.var.deps, actor(c), c.req.param('tierId')) }, 201),
  )
  .delete('/tiers/:tierId/waitlist', requireUser, async (c) => {
    await leaveWaitlist(c.var.deps, actor(c), c.req.param('tierId'));
    return c.json({ left: true });
  });
