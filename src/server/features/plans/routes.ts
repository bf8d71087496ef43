import { Hono } from 'hono';
import { planCheckoutSchema, planRenewalSchema } from '../../../shared/schemas/plans';
import { actor, requireUser } from '../../auth/guards';
import type { AppEnv } from '../../core/deps';
import { appUrl } from '../../core/request-meta';
import { jsonBody } from '../../http/validate';
import { planCardUrl, planInvoicePdf, setPlanRenewal, startPlanCheckout, teamPlanView } from './service';

const PLAN = '/teams/:teamId/plan';

/** A team's plan, its checkout, renewal, card and invoices: the team's owner only (issue 21). */
export const planRoutes = new Hono<AppEnv>()
  .get(PLAN, requireUser, async (c) =>
    c.json(await teamPlanView(c.var.deps, actor(c).id, c.req.param('teamId'))),
  )
  .post(`${PLAN}/checkout`, requireUser, async (c) => {
    const input = await jsonBody(c, planCheckoutSchema);
    return c.json(
      await startPlanCheckout(c.var.deps, actor(c), c.req.param('teamId'), input, appUrl(c)),
      201,
    );
  })
  .post(`${PLAN}/renewal`, requireUser, async (c) => {
    const { cancelAtPeriodEnd } = await jsonBody(c, planRenewalSchema);
    return c.json(await setPlanRenewal(c.var.deps, actor(c).id, c.req.param('teamId'), cancelAtPeriodEnd));
  })
  .post(`${PLAN}/card`, requireUser, async (c) =>
    c.json(await planCardUrl(c.var.deps, actor(c).id, c.req.param('teamId'), appUrl(c))),
  )
  .get(`${PLAN}/invoices/:invoiceId`, requireUser, async (c) => {
    const { teamId, invoiceId } = c.req.param();
    const { reference, pdf } = await planInvoicePdf(c.var.deps, actor(c).id, teamId, invoiceId);
    return c.body(new Uint8Array(pdf), 200, {
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="Homefield-invoice-${reference}.pdf"`,
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
    });
  });
