import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { businessOwner, teamOwner } from '../../../../tests/support/factories';
import { manualClock } from '../../../../tests/support/features/payments';
import { livePlan, planCheckout, planRows } from '../../../../tests/support/features/plans';
import { cycleInvoice, useStripeApp } from '../../../../tests/support/stripe';
import { planSubscriptions } from '../../db/schema';

/* Team Pro through Stripe Billing: the real SDK against a fake Stripe API, with signed webhooks. */

const clock = manualClock(new Date('2026-09-15T20:00:00Z'));
const stripe = useStripeApp(clock);

/** Stripe completes a plan's checkout (its first invoice paid): answers the subscription's id. */
async function completePlanCheckout(row: { id: string; checkoutSessionId: string | null }, amount: number) {
  const subscriptionId = `sub_1Qplan${row.id.slice(0, 8)}`;
  const completed = {
    id: row.checkoutSessionId,
    object: 'checkout.session',
    amount_total: amount,
    currency: 'usd',
    customer: 'cus_Qhomefield1',
    invoice: `in_1Qplan${row.id.slice(0, 8)}first`,
    livemode: false,
    metadata: { purpose: 'plan', planSubscriptionId: row.id },
    mode: 'subscription',
    payment_intent: null,
    payment_status: 'paid',
    status: 'complete',
    subscription: subscriptionId,
  };
  expect((await stripe.deliver(stripe.event('checkout.session.completed', completed))).status).toBe(200);
  return subscriptionId;
}

/** A team whose Team Pro checkout Stripe has completed: its subscription and first invoice. */
async function subscribedTeam() {
  const owner = await teamOwner(stripe.t);
  const opened = await planCheckout(owner.client, owner.team.id);
  expect(opened.status).toBe(201);
  const [row] = await planRows(stripe.t, owner.team.id);
  const subscriptionId = await completePlanCheckout(row!, 5900);
  return { ...owner, opened, subscriptionId };
}

/** A later season's invoice of a plan's subscription. */
const planInvoice = (subscriptionId: string, id: string, status = 'paid') =>
  cycleInvoice(subscriptionId, { id, amount_paid: 5900, status });

describe('Team Pro with Stripe Billing', () => {
  it('asks Stripe for a subscription of $59 every six months, tagged with the plan', async () => {
    const owner = await teamOwner(stripe.t);
    const res = await planCheckout(owner.client, owner.team.id);
    expect(res.status).toBe(201);
    expect(res.body.url).toMatch(/^https:\/\/checkout\.stripe\.com\//);
    const [create] = stripe.api.requests.filter((r) => r.path === '/v1/checkout/sessions');
    const [row] = await planRows(stripe.t, owner.team.id);
    expect(Object.fromEntries(create!.params)).toMatchObject({
      mode: 'subscription',
      'line_items[0][price_data][unit_amount]': '5900',
      'line_items[0][price_data][recurring][interval]': 'month',
      'line_items[0][price_data][recurring][interval_count]': '6',
      'line_items[0][price_data][product_data][name]': `Team Pro plan: ${owner.team.name}`,
      customer_email: owner.team.contactEmail,
      client_reference_id: owner.user.id,
      'metadata[purpose]': 'plan',
      'metadata[planSubscriptionId]': row!.id,
      'subscription_data[metadata][planSubscriptionId]': row!.id,
    });
  });

  it('starts on checkout.session.completed, renews once per invoice, fails, and ends on deletion', async () => {
    const { client, team, subscriptionId } = await subscribedTeam();
    expect((await livePlan(stripe.t, team.id)).subscriptionId).toBe(subscriptionId);
    expect((await client.get(`/api/teams/${team.id}/plan`)).body.plan).toBe('team_pro');

    const paid = stripe.event(
      'invoice.paid',
      planInvoice(subscriptionId, `in_1Qcycle${subscriptionId.slice(-8)}`),
    );
    const answers = await Promise.all([stripe.deliver(paid), stripe.deliver(paid), stripe.deliver(paid)]);
    expect(answers.map((res) => res.status)).toEqual([200, 200, 200]);
    expect((await livePlan(stripe.t, team.id)).periodsPaid).toBe(2);
    expect((await client.get(`/api/teams/${team.id}/plan`)).body.invoices).toHaveLength(2);

    await stripe.deliver(
      stripe.event('invoice.payment_failed', planInvoice(subscriptionId, 'in_failed', 'open')),
    );
    expect((await livePlan(stripe.t, team.id)).status).toBe('past_due');

    await stripe.deliver(
      stripe.event('customer.subscription.deleted', { id: subscriptionId, object: 'subscription' }),
    );
    expect((await planRows(stripe.t, team.id))[0]!.status).toBe('ended');
    expect((await client.get(`/api/teams/${team.id}/plan`)).body.plan).toBe('team_free');
  });

  it('sets cancel_at_period_end at Stripe when the owner cancels, and opens the customer portal for the card', async () => {
    const { client, team, subscriptionId } = await subscribedTeam();
    stripe.api.requests.length = 0;
    expect(
      (await client.post(`/api/teams/${team.id}/plan/renewal`, { cancelAtPeriodEnd: true })).status,
    ).toBe(200);
    const update = stripe.api.requests.find((r) => r.path === `/v1/subscriptions/${subscriptionId}`);
    expect(update?.method).toBe('POST');
    expect(update?.params.get('cancel_at_period_end')).toBe('true');

    const card = await client.post(`/api/teams/${team.id}/plan/card`);
    expect(card.status).toBe(200);
    const portal = stripe.api.requests.find((r) => r.path === '/v1/billing_portal/sessions');
    expect(portal?.params.get('return_url')).toBe('http://homefield.test/billing');
  });
});

describe('moving between the business plans with Stripe Billing', () => {
  it('asks Stripe to prorate and invoice at once, and changes the plan when that invoice is paid, once', async () => {
    const owner = await businessOwner(stripe.t);
    const opened = await owner.client.post('/api/businesses/mine/plan/checkout', {
      plan: 'featured_sponsor',
    });
    expect(opened.status).toBe(201);
    const [row] = await stripe.t.db
      .select()
      .from(planSubscriptions)
      .where(eq(planSubscriptions.businessId, owner.business.id));
    const subscriptionId = await completePlanCheckout(row!, 4900);

    stripe.api.requests.length = 0;
    const moved = await owner.client.post('/api/businesses/mine/plan/change', { plan: 'community_partner' });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({
      plan: 'featured_sponsor',
      subscription: { pendingPlan: 'community_partner' },
    });
    const update = stripe.api.requests.find(
      (r) => r.method === 'POST' && r.path === `/v1/subscriptions/${subscriptionId}`,
    );
    expect(Object.fromEntries(update!.params)).toMatchObject({
      proration_behavior: 'always_invoice',
      payment_behavior: 'pending_if_incomplete',
      'items[0][price_data][unit_amount]': '19900',
      'items[0][price_data][recurring][interval]': 'month',
      'items[0][price_data][recurring][interval_count]': '1',
    });

    const prorated = stripe.event(
      'invoice.paid',
      cycleInvoice(subscriptionId, {
        id: `in_1Qplan${row!.id.slice(0, 8)}change`,
        amount_paid: 10_000,
        billing_reason: 'subscription_update',
      }),
    );
    const answers = await Promise.all([stripe.deliver(prorated), stripe.deliver(prorated)]);
    expect(answers.map((res) => res.status)).toEqual([200, 200]);
    const view = (await owner.client.get('/api/businesses/mine/plan')).body;
    expect(view.plan).toBe('community_partner');
    const invoices = view.invoices.map(
      (i: { kind: string; amountCents: number }) => `${i.kind} ${i.amountCents}`,
    );
    expect(invoices.sort()).toEqual(['period 4900', 'proration 10000']);
    const [after] = await stripe.t.db
      .select()
      .from(planSubscriptions)
      .where(eq(planSubscriptions.id, row!.id));
    expect(after).toMatchObject({ plan: 'community_partner', priceCents: 19_900, periodsPaid: 1 });
  });
});
