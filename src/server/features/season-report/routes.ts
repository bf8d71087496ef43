import { type Context, Hono } from 'hono';
import type { SeasonSummary } from '../../../shared/schemas/season-report';
import { actor, requireUser } from '../../auth/guards';
import { clockOf } from '../../core/clock';
import type { AppEnv } from '../../core/deps';
import { download } from '../../http/download';
import { ownTeamOr404 } from '../teams/ownership';
import { seasonReport, summaryOf } from './query';
import { seasonReportCsv, seasonReportFilename } from './report-csv';
import { seasonReportPdf } from './report-pdf';

/** The owner's team's report over its season; 404 to anyone else, so a stranger learns nothing. */
async function ownReport(c: Context<AppEnv>) {
  const { db } = c.var.deps.database;
  const team = await ownTeamOr404(db, actor(c).id, c.req.param('teamId') ?? '');
  return seasonReport(db, team, undefined, clockOf(c.var.deps).now());
}

/**
 * The team's season report (owner only): the figures and charts' data for the dashboard, and the whole
 * report as a PDF or a CSV for the sponsorship manager's download buttons. Mounted at /api.
 */
export const seasonReportRoutes = new Hono<AppEnv>()
  .get('/teams/:teamId/season-report', requireUser, async (c) =>
    c.json(summaryOf(await ownReport(c)) satisfies SeasonSummary),
  )
  .get('/teams/:teamId/season-report.pdf', requireUser, async (c) => {
    const report = await ownReport(c);
    const pdf = await seasonReportPdf(report, clockOf(c.var.deps).now());
    download(c, seasonReportFilename(report, 'pdf'), 'application/pdf');
    return c.body(new Uint8Array(pdf));
  })
  .get('/teams/:teamId/season-report.csv', requireUser, async (c) => {
    const report = await ownReport(c);
    download(c, seasonReportFilename(report, 'csv'), 'text/csv; charset=utf-8');
    return c.body(seasonReportCsv(report));
  });
