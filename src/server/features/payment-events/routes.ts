import { Hono } from 'hono';
import { type SandboxSubscriptionView, sandboxRenewalSchema } from '../../../shared/schemas/giving';
import { sandboxActionSchema } from '../../../shared/schemas/payments';
import type { AppEnv } from '../../core/deps';
import { notFound } from '../../core/errors';
import { appUrl } from '../../core/request-meta';
import { allowBody } from '../../http/body-limit';
import { body } from '../../http/validate';
import { renewSandboxPlanNow, saveSandboxCard, viewSandboxSubscription } from '../../payments/sandbox-cards';
import { actOnSandboxSession, viewSandboxSession } from '../../payments/sandbox-checkout';
import { receiveWebhook } from './service';

/** Stripe's events are a few kilobytes; anything near this is not one. */
const MAX_WEBHOOK_BYTES = 512 * 1024;

/**
 * Where the provider tells us about payments: the sandbox provider's checkout page and Stripe's webhook.
 * Both are reached without a session (the webhook is not a browser call; a sandbox checkout bound to its
 * payer checks them in the service).
 */
export const paymentEventRoutes = new Hono<AppEnv>()
  .get('/sandbox/sessions/:id', async (c) =>
    c.json({ session: await viewSandboxSession(c.var.deps, c.req.param('id'), c.var.user) }),
  )
  .post('/sandbox/sessions/:id/:action', async (c) => {
    // An action the sandbox does not have is a path that does not exist.
    const action = sandboxActionSchema.safeParse(c.req.param('action'));
    if (!action.success) throw notFound('Not found');
    return c.json(
      await actOnSandboxSession(c.var.deps, c.req.param('id'), action.data, c.var.user, {
        appUrl: appUrl(c),
      }),
    );
  })
  .get('/sandbox/subscriptions/:id', async (c) =>
    c.json((await viewSandboxSubscription(c.var.deps, c.req.param('id'))) satisfies SandboxSubscriptionView),
  )
  .post('/sandbox/subscriptions/:id/card', async (c) =>
    c.json(await saveSandboxCard(c.var.deps, c.req.param('id'))),
  )
  .post('/sandbox/subscriptions/:id/renewal', body(sandboxRenewalSchema), async (c) => {
    const { outcome } = c.req.valid('json');
    return c.json(await renewSandboxPlanNow(c.var.deps, c.req.param('id'), outcome));
  })
  .post('/stripe/webhook', allowBody({ bytes: MAX_WEBHOOK_BYTES }), async (c) => {
    const raw = new Uint8Array(await c.req.arrayBuffer());
    await receiveWebhook(c.var.deps, raw, c.req.header('stripe-signature'), appUrl(c));
    return c.json({ received: true });
  });
