import { type Context, Hono } from 'hono';
import { type StatementPeriods, statementQuerySchema } from '../../../shared/schemas/statements';
import { actor, requireUser } from '../../auth/guards';
import { clockOf } from '../../core/clock';
import type { AppEnv } from '../../core/deps';
import { download } from '../../http/download';
import { parseWith } from '../../http/validate';
import { ownTeamOr404 } from '../teams/ownership';
import { buildStatement, statementFilename, statementPeriods } from './query';
import { statementCsv } from './statement-csv';
import { statementPdf } from './statement-pdf';

const ownTeam = (c: Context<AppEnv>) =>
  ownTeamOr404(c.var.deps.database.db, actor(c).id, c.req.param('teamId') ?? '');

/** The owner's statement of the period the query names; 404 to anyone else, so a stranger learns nothing. */
async function ownStatement(c: Context<AppEnv>) {
  const choice = parseWith(statementQuerySchema, c.req.query());
  const team = await ownTeam(c);
  return buildStatement(c.var.deps.database.db, team, choice, clockOf(c.var.deps).now());
}

/**
 * The team's money statement (owner only): the periods it can cover, and the statement of a month or a
 * season as a CSV or a PDF. Mounted at /api.
 */
export const statementRoutes = new Hono<AppEnv>()
  .get('/teams/:teamId/statement-periods', requireUser, async (c) =>
    c.json((await statementPeriods(c.var.deps.database.db, await ownTeam(c))) satisfies StatementPeriods),
  )
  .get('/teams/:teamId/statement.csv', requireUser, async (c) => {
    const statement = await ownStatement(c);
    download(c, statementFilename(statement, 'csv'), 'text/csv; charset=utf-8');
    return c.body(statementCsv(statement));
  })
  .get('/teams/:teamId/statement.pdf', requireUser, async (c) => {
    const statement = await ownStatement(c);
    const pdf = await statementPdf(statement);
    download(c, statementFilename(statement, 'pdf'), 'application/pdf');
    return c.body(new Uint8Array(pdf));
  });
