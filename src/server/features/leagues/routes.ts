import { Hono } from 'hono';
import {
  leagueCreateSchema,
  leagueInviteSchema,
  leagueSeasonSchema,
  leagueUpdateSchema,
} from '../../../shared/schemas/leagues';
import { actor, requireRole, requireUser } from '../../auth/guards';
import type { AppEnv } from '../../core/deps';
import { download } from '../../http/download';
import { jsonBody, parseWith } from '../../http/validate';
import { leagueDashboard } from './dashboard';
import { leagueReportCsv, leagueReportFilename } from './report-csv';
import { createLeague, inviteTeam, myLeague, removeTeam, updateLeague, withdrawInvite } from './service';
import { answerInvite, leaveLeague, teamLeague } from './team-side';

/**
 * The League Plan's league (decision 0055): its owner's side under /leagues/mine, the coach's under
 * /teams/:teamId. A league belongs to a team account (a coach or a club's organiser); its plan's routes are
 * with the other plans (features/plans/routes.ts).
 */
export const leagueRoutes = new Hono<AppEnv>()
  .post('/leagues', requireRole('team'), async (c) => {
    const input = await jsonBody(c, leagueCreateSchema);
    return c.json(await createLeague(c.var.deps, actor(c), input), 201);
  })
  .get('/leagues/mine', requireUser, async (c) => c.json(await myLeague(c.var.deps, actor(c).id)))
  .patch('/leagues/mine', requireUser, async (c) => {
    const input = await jsonBody(c, leagueUpdateSchema);
    return c.json(await updateLeague(c.var.deps, actor(c).id, input));
  })
  .post('/leagues/mine/invites', requireUser, async (c) => {
    const { teamId } = await jsonBody(c, leagueInviteSchema);
    return c.json(await inviteTeam(c.var.deps, actor(c), teamId), 201);
  })
  .delete('/leagues/mine/invites/:inviteId', requireUser, async (c) =>
    c.json(await withdrawInvite(c.var.deps, actor(c).id, c.req.param('inviteId'))),
  )
  .delete('/leagues/mine/teams/:teamId', requireUser, async (c) =>
    c.json(await removeTeam(c.var.deps, actor(c).id, c.req.param('teamId'))),
  )
  .get('/leagues/mine/dashboard', requireUser, async (c) => {
    const { season } = parseWith(leagueSeasonSchema, c.req.query());
    return c.json((await leagueDashboard(c.var.deps, actor(c).id, season)).dashboard);
  })
  .get('/leagues/mine/report.csv', requireUser, async (c) => {
    const { season } = parseWith(leagueSeasonSchema, c.req.query());
    const { league, dashboard } = await leagueDashboard(c.var.deps, actor(c).id, season);
    download(c, leagueReportFilename(league.slug, season), 'text/csv; charset=utf-8');
    return c.body(leagueReportCsv(league.name, dashboard));
  })
  .get('/teams/:teamId/league', requireUser, async (c) =>
    c.json(await teamLeague(c.var.deps, actor(c).id, c.req.param('teamId'))),
  )
  .post('/teams/:teamId/league-invites/:inviteId/accept', requireUser, async (c) =>
    c.json(await answerInvite(c.var.deps, actor(c).id, c.req.param('teamId'), c.req.param('inviteId'), true)),
  )
  .post('/teams/:teamId/league-invites/:inviteId/decline', requireUser, async (c) =>
    c.json(
      await answerInvite(c.var.deps, actor(c).id, c.req.param('teamId'), c.req.param('inviteId'), false),
    ),
  )
  .post('/teams/:teamId/league/leave', requireUser, async (c) =>
    c.json(await leaveLeague(c.var.deps, actor(c).id, c.req.param('teamId'))),
  );
