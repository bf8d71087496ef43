import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import { createStripeProvider } from '../../src/server/payments/stripe';
import { startTestApp, type TestApp } from './app';
import { donate, donationRow, donationWorld, gift } from './features/donations';
import type { manualClock } from './features/payments';

/*
 * The real `stripe` SDK, pointed at a local server that answers like Stripe's API and records what it was
 * asked; webhooks signed the way Stripe signs them, over event JSON shaped like recorded deliveries.
 */

export const SECRET_KEY = 'sk_test_homefield_0123456789';
export const WEBHOOK_SECRET = 'whsec_homefield_test_secret';
export const WEBHOOK = '/api/payments/stripe/webhook';

interface Recorded {
  method: string;
  path: string;
  authorization: string | undefined;
  idempotencyKey: string | undefined;
  /** A call made on a connected account's behalf names it here. */
  stripeAccount: string | undefined;
  params: URLSearchParams;
}

/**
 * Answers Checkout Session create and expire and subscription cancel, read and update as Stripe does; `failNext` makes the
 * next create or cancel fail.
 */
export function fakeStripe() {
  const requests: Recorded[] = [];
  let sessions = 0;
  const state = {
    failNext: false,
    /** When a transfer's money is available in the team's account (seconds). */
    availableOn: 1_800_000_000,
    /** What each payout carried, by payout id: the destination payments (py_…) it lists. */
    payoutContents: {} as Record<string, string[]>,
    /** The platform's balance transactions, sources expanded, as the list without a payout answers them. */
    balanceTransactions: [] as Array<{ created: number } & Record<string, unknown>>,
  };
  /** Stripe answers a repeated idempotency key with the first answer. */
  const transfersByKey = new Map<string, string>();
  const read = (req: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let body = '';
      req.on('data', (chunk) => {
        body += chunk;
      });
      req.on('end', () => resolve(body));
    });
  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '', 'http://stripe.test');
    const params = req.method === 'GET' ? url.searchParams : new URLSearchParams(await read(req));
    const path = url.pathname;
    const idempotencyKey = req.headers['idempotency-key'] as string | undefined;
    requests.push({
      method: req.method ?? '',
      path,
      authorization: req.headers.authorization,
      idempotencyKey,
      stripeAccount: req.headers['stripe-account'] as string | undefined,
      params,
    });
    res.setHeader('content-type', 'application/json');
    res.setHeader('request-id', `req_${requests.length}`);
    if (req.method === 'POST' && path === '/v1/checkout/sessions') {
      if (state.failNext) {
        state.failNext = false;
        res.statusCode = 400;
        res.end(JSON.stringify({ error: { type: 'invalid_request_error', message: 'Invalid API call' } }));
        return;
      }
      sessions += 1;
      const id = `cs_test_a1B2c3${sessions}`;
      res.end(
        JSON.stringify({
          id,
          object: 'checkout.session',
          mode: params.get('mode'),
          status: 'open',
          payment_status: 'unpaid',
          amount_total: Number(params.get('line_items[0][price_data][unit_amount]')),
          currency: 'usd',
          url: `https://checkout.stripe.com/c/pay/${id}#fidkdWxOYHwnPyd1blpxYHZxWjA0`,
          expires_at: Number(params.get('expires_at')),
          metadata: Object.fromEntries(
            [...params]
              .filter(([key]) => key.startsWith('metadata['))
              .map(([key, value]) => [key.slice('metadata['.length, -1), value]),
          ),
        }),
      );
      return;
    }
    const subscription = /^\/v1\/subscriptions\/([^/]+)$/.exec(path);
    if (req.method === 'DELETE' && subscription) {
      if (state.failNext) {
        state.failNext = false;
        res.statusCode = 400;
        res.end(
          JSON.stringify({ error: { type: 'invalid_request_error', message: 'No such subscription' } }),
        );
        return;
      }
      res.end(JSON.stringify({ id: subscription[1], object: 'subscription', status: 'canceled' }));
      return;
    }
    if ((req.method === 'GET' || req.method === 'POST') && subscription) {
      const price = params.get('items[0][price_data][unit_amount]');
      res.end(
        JSON.stringify({
          id: subscription[1],
          object: 'subscription',
          status: 'active',
          customer: 'cus_Qhomefield1',
          pause_collection: params.has('pause_collection[behavior]')
            ? { behavior: params.get('pause_collection[behavior]') }
            : null,
          items: {
            object: 'list',
            data: [
              {
                id: `si_${subscription[1]!.slice(4)}`,
                object: 'subscription_item',
                price: {
                  id: 'price_1Qhomefield',
                  product: 'prod_Qhomefield1',
                  unit_amount: Number(price ?? 1500),
                },
              },
            ],
          },
        }),
      );
      return;
    }
    if (req.method === 'POST' && path === '/v1/billing_portal/sessions') {
      res.end(
        JSON.stringify({
          id: 'bps_1Qhomefield',
          object: 'billing_portal.session',
          customer: params.get('customer'),
          return_url: params.get('return_url'),
          url: 'https://billing.stripe.com/p/session/test_homefield',
        }),
      );
      return;
    }
    if (req.method === 'POST' && path === '/v1/accounts') {
      res.end(
        JSON.stringify({
          id: `acct_1Qhomefield${(params.get('metadata[teamId]') ?? '').slice(0, 8)}`,
          object: 'account',
          type: params.get('type'),
          email: params.get('email'),
          details_submitted: false,
          charges_enabled: false,
          payouts_enabled: false,
          metadata: { teamId: params.get('metadata[teamId]') },
        }),
      );
      return;
    }
    if (req.method === 'POST' && path === '/v1/account_links') {
      res.end(
        JSON.stringify({
          object: 'account_link',
          url: `https://connect.stripe.com/setup/e/${params.get('account')}/onboarding`,
          expires_at: Math.floor(Date.now() / 1000) + 300,
        }),
      );
      return;
    }
    if (req.method === 'POST' && path === '/v1/refunds') {
      if (state.failNext) {
        state.failNext = false;
        res.statusCode = 402;
        res.end(JSON.stringify({ error: { type: 'card_error', message: 'The refund could not be made' } }));
        return;
      }
      res.end(
        JSON.stringify({
          id: `re_${params.get('payment_intent')?.slice(3)}`,
          object: 'refund',
          amount: Number(params.get('amount')),
          payment_intent: params.get('payment_intent'),
          status: 'succeeded',
        }),
      );
      return;
    }
    const intent = /^\/v1\/payment_intents\/(pi_\w+)$/.exec(path);
    if (req.method === 'GET' && intent) {
      const id = intent[1]!;
      res.end(JSON.stringify({ id, object: 'payment_intent', latest_charge: `ch_${id.slice(3)}` }));
      return;
    }
    if (req.method === 'POST' && path === '/v1/transfers') {
      if (state.failNext) {
        state.failNext = false;
        res.statusCode = 400;
        res.end(JSON.stringify({ error: { type: 'invalid_request_error', message: 'Insufficient funds' } }));
        return;
      }
      const key = idempotencyKey ?? String(requests.length);
      const n = transfersByKey.get(key) ?? `${transfersByKey.size + 1}`;
      transfersByKey.set(key, n);
      res.end(
        JSON.stringify({
          id: `tr_1Qhomefield${n}`,
          object: 'transfer',
          amount: Number(params.get('amount')),
          destination: params.get('destination'),
          destination_payment: `py_1Qhomefield${n}`,
          source_transaction: params.get('source_transaction'),
        }),
      );
      return;
    }
    const charge = /^\/v1\/charges\/(py_\w+)$/.exec(path);
    if (req.method === 'GET' && charge) {
      res.end(
        JSON.stringify({
          id: charge[1],
          object: 'charge',
          balance_transaction: {
            id: `txn_${charge[1]}`,
            object: 'balance_transaction',
            available_on: state.availableOn,
          },
        }),
      );
      return;
    }
    const reversal = /^\/v1\/transfers\/(tr_\w+)\/reversals$/.exec(path);
    if (req.method === 'POST' && reversal) {
      res.end(
        JSON.stringify({
          id: `trr_${reversal[1]!.slice(3)}`,
          object: 'transfer_reversal',
          amount: Number(params.get('amount')),
          transfer: reversal[1],
        }),
      );
      return;
    }
    if (req.method === 'GET' && path === '/v1/balance_transactions' && !params.has('payout')) {
      const from = Number(params.get('created[gte]') ?? 0);
      const to = Number(params.get('created[lt]') ?? Number.MAX_SAFE_INTEGER);
      const data = state.balanceTransactions.filter((txn) => txn.created >= from && txn.created < to);
      res.end(JSON.stringify({ object: 'list', url: '/v1/balance_transactions', has_more: false, data }));
      return;
    }
    if (req.method === 'GET' && path === '/v1/balance_transactions') {
      const carried = state.payoutContents[params.get('payout') ?? ''] ?? [];
      res.end(
        JSON.stringify({
          object: 'list',
          url: '/v1/balance_transactions',
          has_more: false,
          data: carried.map((source) => ({
            id: `txn_${source}`,
            object: 'balance_transaction',
            type: 'payment',
            source,
          })),
        }),
      );
      return;
    }
    const expire = /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/.exec(path);
    if (req.method === 'POST' && expire) {
      res.end(JSON.stringify({ id: expire[1], object: 'checkout.session', status: 'expired' }));
      return;
    }
    res.statusCode = 404;
    res.end(
      JSON.stringify({ error: { type: 'invalid_request_error', message: 'Unrecognized request URL' } }),
    );
  });
  return { server, requests, state };
}

/**
 * An app on the Stripe provider, pointed at a fake Stripe API, for one test file: `t` is set before the
 * file's own beforeAll hooks run. `event` wraps an object the way Stripe delivers it; `deliver` signs and
 * posts it to the webhook.
 */
export function useStripeApp(clock: ReturnType<typeof manualClock>) {
  const api = fakeStripe();
  let eventSequence = 0;
  const world = {
    t: undefined as unknown as TestApp,
    api,
    event(type: string, object: Record<string, unknown>) {
      eventSequence += 1;
      return JSON.stringify({
        id: `evt_1QhomefieldTest${eventSequence}`,
        object: 'event',
        api_version: Stripe.API_VERSION,
        created: Math.floor(clock.now().getTime() / 1000),
        data: { object },
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
        type,
      });
    },
    deliver(payload: string, secret = WEBHOOK_SECRET, headers: Record<string, string> = {}) {
      const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret });
      return world.t
        .client()
        .request('POST', WEBHOOK, payload, { 'stripe-signature': signature, ...headers });
    },
  };
  beforeAll(async () => {
    await new Promise<void>((resolve) => api.server.listen(0, '127.0.0.1', resolve));
    const { port } = api.server.address() as AddressInfo;
    world.t = await startTestApp({
      PAYMENTS_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: SECRET_KEY,
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    });
    world.t.deps.clock = clock;
    world.t.deps.payments = createStripeProvider({
      secretKey: SECRET_KEY,
      webhookSecret: WEBHOOK_SECRET,
      api: { host: '127.0.0.1', port, protocol: 'http' },
    });
  });
  afterAll(() => new Promise<void>((resolve) => api.server.close(() => resolve())));
  beforeEach(() => {
    api.requests.length = 0;
  });
  return world;
}

/** A later period's invoice of a subscription (a gift's month, a plan's season), paid unless overridden. */
export function cycleInvoice(subscriptionId: string, overrides: Record<string, unknown> = {}) {
  return {
    id: `in_1Qhomefield${subscriptionId.slice(-8)}cycle1`,
    object: 'invoice',
    amount_paid: 1500,
    billing_reason: 'subscription_cycle',
    currency: 'usd',
    customer: 'cus_Qhomefield1',
    livemode: false,
    parent: {
      type: 'subscription_details',
      quote_details: null,
      subscription_details: { metadata: {}, subscription: subscriptionId },
    },
    status: 'paid',
    ...overrides,
  };
}

/** Player gifts made through Stripe's checkout and the events Stripe sends about them. */
export function stripeGifts(stripe: ReturnType<typeof useStripeApp>) {
  /** A donation checkout opened at Stripe, and the session id Stripe gave it. */
  async function donationCheckout(overrides: Record<string, unknown> = {}) {
    const { t } = stripe;
    const world = await donationWorld(t);
    const donorEmail = `donor-${crypto.randomUUID()}@example.com`;
    const res = await donate(t, gift(world.player.id, { donorEmail, ...overrides }));
    expect(res.status).toBe(201);
    const donationId = res.body.donationId as string;
    const sessionId = (await donationRow(t, donationId)).paymentSessionId!;
    return { ...world, res, donationId, sessionId, donorEmail };
  }

  /** A monthly donation whose first month Stripe has confirmed; the first month is stored by its invoice. */
  async function subscribed(amount = 1500, overrides: Record<string, unknown> = {}) {
    const opened = await donationCheckout({ amount, isRecurring: true, ...overrides });
    const subscriptionId = `sub_1Qhomefield${opened.donationId.slice(0, 8)}`;
    const firstInvoice = `in_1Qhomefield${opened.donationId.slice(0, 8)}first`;
    const completed = {
      id: opened.sessionId,
      object: 'checkout.session',
      amount_total: amount,
      currency: 'usd',
      customer: 'cus_Qhomefield1',
      invoice: firstInvoice,
      livemode: false,
      metadata: { purpose: 'donation', donationId: opened.donationId },
      mode: 'subscription',
      payment_intent: null,
      payment_status: 'paid',
      status: 'complete',
      subscription: subscriptionId,
    };
    expect((await stripe.deliver(stripe.event('checkout.session.completed', completed))).status).toBe(200);
    return { ...opened, subscriptionId, firstInvoice };
  }

  /** Stripe's completed Checkout Session of a one-time gift, paid by `paymentIntent`. */
  function paidGiftSession(sessionId: string, donationId: string, paymentIntent: string) {
    return {
      id: sessionId,
      object: 'checkout.session',
      metadata: { purpose: 'donation', donationId },
      mode: 'payment',
      payment_intent: paymentIntent,
      payment_status: 'paid',
      status: 'complete',
    };
  }

  /** Stripe's invoice_payment.paid: which payment intent paid an invoice. */
  function invoicePayment(invoiceId: string, paymentIntent: string) {
    return {
      id: `inpay_${paymentIntent.slice(3)}`,
      object: 'invoice_payment',
      amount_paid: 1500,
      currency: 'usd',
      invoice: invoiceId,
      is_default: true,
      livemode: false,
      payment: { type: 'payment_intent', payment_intent: paymentIntent },
      status: 'paid',
    };
  }

  /** Stripe's charge.refunded for a payment intent, in full unless told otherwise. */
  function refundedCharge(paymentIntent: string, amount = 1500, amountRefunded = amount) {
    return {
      id: `ch_${paymentIntent.slice(3)}`,
      object: 'charge',
      amount,
      amount_refunded: amountRefunded,
      currency: 'usd',
      paid: true,
      payment_intent: paymentIntent,
      refunded: amountRefunded === amount,
      status: 'succeeded',
    };
  }

  return {
    donationCheckout,
    subscribed,
    paidGiftSession,
    invoice: cycleInvoice,
    invoicePayment,
    refundedCharge,
  };
}
