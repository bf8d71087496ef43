import { Hono } from 'hono';
import { sandboxOnboardingSchema, teamPayoutsQuerySchema } from '../../../shared/schemas/payouts';
import { actor, requireUser } from '../../auth/guards';
import type { AppEnv } from '../../core/deps';
import { appUrl } from '../../core/request-meta';
import { body, query } from '../../http/validate';
import { payoutDetail, teamPayouts } from './balance';
import {
  completeSandboxOnboarding,
  ownPayoutAccount,
  startPayoutOnboarding,
  viewSandboxAccount,
} from './service';

/** A team's payout account (owner only), and the sandbox provider's onboarding page. */
export const payoutRoutes = new Hono<AppEnv>()
  .get('/teams/:teamId/payout-account', requireUser, async (c) =>
    c.json(await ownPayoutAccount(c.var.deps.database.db, actor(c).id, c.req.param('teamId'))),
  )
  .get('/teams/:teamId/payouts', requireUser, query(teamPayoutsQuerySchema), async (c) => {
    const { page } = c.req.valid('query');
    return c.json(await teamPayouts(c.var.deps, actor(c).id, c.req.param('teamId'), page));
  })
  .get('/teams/:teamId/payouts/:payoutId', requireUser, async (c) =>
    c.json(await payoutDetail(c.var.deps, actor(c).id, c.req.param('teamId'), c.req.param('payoutId'))),
  )
  .post('/teams/:teamId/payout-account/onboarding', requireUser, async (c) =>
    c.json(await startPayoutOnboarding(c.var.deps, actor(c), c.req.param('teamId'), appUrl(c)), 201),
  )
  .get('/payments/sandbox/accounts/:accountId', requireUser, async (c) =>
    c.json(await viewSandboxAccount(c.var.deps, actor(c), c.req.param('accountId'))),
  )
  .post(
    '/payments/sandbox/accounts/:accountId/complete',
    requireUser,
    body(sandboxOnboardingSchema),
    async (c) => {
      const input = c.req.valid('json');
      return c.json(
        await completeSandboxOnboarding(c.var.deps, actor(c), c.req.param('accountId'), input, appUrl(c)),
      );
    },
  );
