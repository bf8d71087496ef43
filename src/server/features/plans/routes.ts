import { type Context, Hono } from 'hono';
import type { z } from 'zod';
import type { PaidPlan } from '../../../shared/plans';
import {
  businessPlanCheckoutSchema,
  leaguePlanCheckoutSchema,
  planCheckoutSchema,
  planRenewalSchema,
} from '../../../shared/schemas/plans';
import { actor, requireUser } from '../../auth/guards';
import type { AppEnv } from '../../core/deps';
import { appUrl } from '../../core/request-meta';
import { body } from '../../http/validate';
import { ownPlanAccount, type PlanAccountRef } from './account';
import {
  changePlan,
  planCardUrl,
  planInvoicePdf,
  planView,
  setPlanRenewal,
  startPlanCheckout,
} from './service';

/**
 * An account's plan, its checkout, renewal, card and invoices, at `path`: the owner only (issue 21). Teams,
 * businesses and leagues differ in which account the path names and which plans they may buy, nothing else.
 */
function planRoutesAt<Path extends string, Plan extends PaidPlan>(
  path: Path,
  refOf: (c: Context<AppEnv>) => PlanAccountRef,
  checkoutSchema: z.ZodType<{ plan: Plan }, { plan: Plan }>,
) {
  const account = (c: Context<AppEnv>) => ownPlanAccount(c.var.deps.database.db, actor(c).id, refOf(c));
  return new Hono<AppEnv>()
    .get(path, requireUser, async (c) => c.json(await planView(c.var.deps, await account(c))))
    .post(`${path}/checkout`, requireUser, body(checkoutSchema), async (c) => {
      const plan: PaidPlan = c.req.valid('json').plan;
      return c.json(
        await startPlanCheckout(c.var.deps, actor(c), await account(c), { plan }, appUrl(c)),
        201,
      );
    })
    .post(`${path}/renewal`, requireUser, body(planRenewalSchema), async (c) => {
      const { cancelAtPeriodEnd } = c.req.valid('json');
      return c.json(await setPlanRenewal(c.var.deps, await account(c), cancelAtPeriodEnd));
    })
    .post(`${path}/card`, requireUser, async (c) =>
      c.json(await planCardUrl(c.var.deps, await account(c), appUrl(c))),
    )
    .get(`${path}/invoices/:invoiceId`, requireUser, async (c) => {
      const { reference, pdf } = await planInvoicePdf(
        c.var.deps,
        await account(c),
        c.req.param('invoiceId') ?? '',
      );
      return c.body(new Uint8Array(pdf), 200, {
        'content-type': 'application/pdf',
        'content-disposition': `attachment; filename="Homefield-invoice-${reference}.pdf"`,
        'cache-control': 'private, no-store',
        'x-content-type-options': 'nosniff',
      });
    });
}

export const planRoutes = new Hono<AppEnv>()
  .route(
    '/',
    planRoutesAt(
      '/teams/:teamId/plan',
      (c) => ({ kind: 'team', teamId: c.req.param('teamId') ?? '' }),
      planCheckoutSchema,
    ),
  )
  .route(
    '/',
    planRoutesAt('/businesses/mine/plan', () => ({ kind: 'business' }), businessPlanCheckoutSchema),
  )
  // Only businesses have two paid plans to move between (decision 0056).
  .post('/businesses/mine/plan/change', requireUser, body(businessPlanCheckoutSchema), async (c) => {
    const input = c.req.valid('json');
    const account = await ownPlanAccount(c.var.deps.database.db, actor(c).id, { kind: 'business' });
    return c.json(await changePlan(c.var.deps, account, input));
  })
  .route(
    '/',
    planRoutesAt('/leagues/mine/plan', () => ({ kind: 'league' }), leaguePlanCheckoutSchema),
  );
