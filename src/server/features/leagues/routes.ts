import { Hono } from 'hono';
import {
  leagueCoachInviteSchema,
  leagueCreateSchema,
  leagueInviteSchema,
  leagueSeasonSchema,
  leagueUpdateSchema,
} from '../../../shared/schemas/leagues';
import { actor, requireRole, requireUser } from '../../auth/guards';
import { clockOf } from '../../core/clock';
import type { AppEnv } from '../../core/deps';
import { allowBody } from '../../http/body-limit';
import { download } from '../../http/download';
import { readUpload } from '../../http/upload';
import { body, query } from '../../http/validate';
import { LOGO_BODY_LIMIT, LOGO_UPLOAD, leagueLogo, publicLeague, setLeagueLogo } from './branding';
import { leagueDashboard } from './dashboard';
import { leagueReportCsv, leagueReportFilename } from './report-csv';
import { leagueReportPdf } from './report-pdf';
import {
  createLeague,
  inviteCoach,
  inviteTeam,
  leagueRoster,
  myLeague,
  ownLeagueOnPlan,
  removeTeam,
  updateLeague,
  withdrawInvite,
} from './service';
import { answerInvite, leaveLeague, teamLeague } from './team-side';

/**
 * The League Plan's league (decision 0055): its owner's side under /leagues/mine, the coach's under
 * /teams/:teamId. A league belongs to a team account (a coach or a club's organiser); its plan's routes are
 * with the other plans (features/plans/routes.ts).
 */
export const leagueRoutes = new Hono<AppEnv>()
  .post('/leagues', requireRole('team'), body(leagueCreateSchema), async (c) => {
    const input = c.req.valid('json');
    return c.json(await createLeague(c.var.deps, actor(c), input), 201);
  })
  .get('/leagues/mine', requireUser, async (c) => c.json(await myLeague(c.var.deps, actor(c).id)))
  .patch('/leagues/mine', requireUser, body(leagueUpdateSchema), async (c) => {
    const input = c.req.valid('json');
    return c.json(await updateLeague(c.var.deps, actor(c).id, input));
  })
  .post('/leagues/mine/invites', requireUser, body(leagueInviteSchema), async (c) => {
    const { teamId } = c.req.valid('json');
    return c.json(await inviteTeam(c.var.deps, actor(c), teamId), 201);
  })
  .post('/leagues/mine/coach-invites', requireUser, body(leagueCoachInviteSchema), async (c) => {
    const { email } = c.req.valid('json');
    return c.json(await inviteCoach(c.var.deps, actor(c), email), 201);
  })
  .delete('/leagues/mine/invites/:inviteId', requireUser, async (c) =>
    c.json(await withdrawInvite(c.var.deps, actor(c).id, c.req.param('inviteId'))),
  )
  .delete('/leagues/mine/teams/:teamId', requireUser, async (c) =>
    c.json(await removeTeam(c.var.deps, actor(c).id, c.req.param('teamId'))),
  )
  .get('/leagues/mine/teams/:teamId/roster', requireUser, async (c) =>
    c.json(await leagueRoster(c.var.deps, actor(c).id, c.req.param('teamId'))),
  )
  .get('/leagues/mine/dashboard', requireUser, query(leagueSeasonSchema), async (c) => {
    const { season } = c.req.valid('query');
    return c.json((await leagueDashboard(c.var.deps, actor(c).id, season)).dashboard);
  })
  .get('/leagues/mine/report.csv', requireUser, query(leagueSeasonSchema), async (c) => {
    const { season } = c.req.valid('query');
    const { league, dashboard } = await leagueDashboard(c.var.deps, actor(c).id, season);
    download(c, leagueReportFilename(league.slug, season, 'csv'), 'text/csv; charset=utf-8');
    return c.body(leagueReportCsv(league.name, dashboard));
  })
  .get('/leagues/mine/report.pdf', requireUser, query(leagueSeasonSchema), async (c) => {
    const { season } = c.req.valid('query');
    const { league, dashboard } = await leagueDashboard(c.var.deps, actor(c).id, season);
    const pdf = await leagueReportPdf(league.name, dashboard, clockOf(c.var.deps).now());
    download(c, leagueReportFilename(league.slug, season, 'pdf'), 'application/pdf');
    return c.body(new Uint8Array(pdf));
  })
  .put('/leagues/mine/logo', requireUser, allowBody(LOGO_BODY_LIMIT), async (c) => {
    // Who may upload is checked before the body is read.
    const league = await ownLeagueOnPlan(c.var.deps, actor(c).id);
    await setLeagueLogo(c.var.deps, league.id, await readUpload(c, LOGO_UPLOAD));
    return c.json(await myLeague(c.var.deps, actor(c).id));
  })
  .get('/league-pages/:slug', async (c) => c.json(await publicLeague(c.var.deps, c.req.param('slug'))))
  .get('/league-pages/:slug/logo', async (c) => {
    const logo = await leagueLogo(c.var.deps, c.req.param('slug'));
    return c.body(new Uint8Array(logo.bytes), 200, {
      'content-type': logo.type,
      // The address names the logo's version (?v=): a new logo is a new address.
      'cache-control': 'public, max-age=86400',
      'x-content-type-options': 'nosniff',
    });
  })
  .get('/teams/:teamId/league', requireUser, async (c) =>
    c.json(await teamLeague(c.var.deps, actor(c), c.req.param('teamId'))),
  )
  .post('/teams/:teamId/league-invites/:inviteId/accept', requireUser, async (c) =>
    c.json(await answerInvite(c.var.deps, actor(c), c.req.param('teamId'), c.req.param('inviteId'), true)),
  )
  .post('/teams/:teamId/league-invites/:inviteId/decline', requireUser, async (c) =>
    c.json(await answerInvite(c.var.deps, actor(c), c.req.param('teamId'), c.req.param('inviteId'), false)),
  )
  .post('/teams/:teamId/league/leave', requireUser, async (c) =>
    c.json(await leaveLeague(c.var.deps, actor(c), c.req.param('teamId'))),
  );
