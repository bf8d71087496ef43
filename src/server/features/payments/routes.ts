import { Hono } from 'hono';
import {
  SANDBOX_ACTIONS,
  sandboxActionSchema,
  sponsorshipCheckoutSchema,
  sponsorshipViewQuerySchema,
} from '../../../shared/schemas/payments';
import { actor, requireUser } from '../../auth/guards';
import { allowBody } from '../../http/body-limit';
import type { AppEnv } from '../../http/context';
import { appUrl } from '../../http/request-meta';
import { jsonBody, parseWith } from '../../http/validate';
import { actOnSandboxSession, viewSandboxSession } from '../../payments/sandbox-checkout';
import { receiveWebhook, sponsorshipForViewer, sponsorTeamPage, startSponsorshipCheckout } from './service';

/** Stripe's events are a few kilobytes; anything near this is not one. */
const MAX_WEBHOOK_BYTES = 512 * 1024;

/**
 * Sponsorship checkout, its success page, the sandbox provider's checkout page and the Stripe webhook.
 * The sandbox page and the webhook are reached without a session (the webhook is not a browser call; a
 * sandbox checkout bound to its payer checks them in the service).
 */
export const paymentRoutes = new Hono<AppEnv>()
  .get('/sponsor-team/:teamId', requireUser, async (c) =>
    c.json(await sponsorTeamPage(c.var.deps, actor(c), c.req.param('teamId'))),
  )
  .post('/sponsorships/checkout', requireUser, async (c) => {
    const input = await jsonBody(c, sponsorshipCheckoutSchema);
    return c.json(await startSponsorshipCheckout(c.var.deps, actor(c), input, appUrl(c)), 201);
  })
  .get('/sponsorships/:id', requireUser, async (c) => {
    const query = parseWith(sponsorshipViewQuerySchema, c.req.query());
    const sponsorship = await sponsorshipForViewer(c.var.deps, actor(c), c.req.param('id'), query.session_id);
    return c.json({ sponsorship });
  })
  .get('/sandbox/sessions/:id', async (c) =>
    c.json({ session: await viewSandboxSession(c.var.deps, c.req.param('id'), c.var.user) }),
  )
  .post(`/sandbox/sessions/:id/:action{${SANDBOX_ACTIONS.join('|')}}`, async (c) => {
    const action = parseWith(sandboxActionSchema, c.req.param('action'));
    return c.json(
      await actOnSandboxSession(c.var.deps, c.req.param('id'), action, c.var.user, { appUrl: appUrl(c) }),
    );
  })
  .post('/stripe/webhook', allowBody({ bytes: MAX_WEBHOOK_BYTES }), async (c) => {
    const raw = new Uint8Array(await c.req.arrayBuffer());
    await receiveWebhook(c.var.deps, raw, c.req.header('stripe-signature'), appUrl(c));
    return c.json({ received: true });
  });
