import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../../tests/support/app';
import { businessOwner } from '../../../../tests/support/factories';
import { mailTo, manualClock } from '../../../../tests/support/features/payments';
import { payPlan, subscriptionEvent } from '../../../../tests/support/features/plans';
import { planInvoices, planSubscriptions, sandboxBalanceTransactions } from '../../db/schema';
import { planJob } from './plan-job';
import { CHANGE_NEEDS_CARD, NO_PAID_PLAN, prorationCents } from './service';

/*
 * Moving between the two paid business plans (issue 21, decision 0056): up is charged now for the rest of
 * the period, prorated, and the plan changes once that payment is reported; down waits for the renewal
 * and charges nothing. Pressed twice, replayed or undone, each change happens once.
 */

let t: TestApp;
const clock = manualClock(new Date('2026-04-01T15:00:00Z'));
const DAY_MINUTES = 24 * 60;
beforeAll(async () => {
  t = await startTestApp();
  t.deps.clock = clock;
});

const PLAN = '/api/businesses/mine/plan';
type Client = Awaited<ReturnType<typeof businessOwner>>['client'];

/** A business that bought `plan` through the sandbox today. */
async function subscribed(plan: 'featured_sponsor' | 'community_partner') {
  const owner = await businessOwner(t);
  const started = await owner.client.post(`${PLAN}/checkout`, { plan });
  expect((await payPlan(owner.client, started.body.url)).status).toBe(200);
  const [row] = await t.db
    .select()
    .from(planSubscriptions)
    .where(eq(planSubscriptions.businessId, owner.business.id));
  return { ...owner, row: row! };
}

const change = (client: Client, plan: string) => client.post(`${PLAN}/change`, { plan });
const invoicesOf = (rowId: string) =>
  t.db.select().from(planInvoices).where(eq(planInvoices.subscriptionRowId, rowId));

describe('prorationCents', () => {
  const live = {
    startedAt: new Date('2026-04-01T00:00:00Z'),
    periodsPaid: 1,
    paidUntil: new Date('2026-05-01T00:00:00Z'),
  };
  it('charges the difference over what is left of the period, and nothing once it is over', () => {
    expect(prorationCents(live, { unit: 'month', count: 1 }, 15_000, new Date('2026-04-11T00:00:00Z'))).toBe(
      10_000,
    );
    expect(prorationCents(live, { unit: 'month', count: 1 }, 15_000, new Date('2026-04-01T00:00:00Z'))).toBe(
      15_000,
    );
    expect(prorationCents(live, { unit: 'month', count: 1 }, 15_000, new Date('2026-05-02T00:00:00Z'))).toBe(
      0,
    );
  });
});

describe('moving up', () => {
  it('charges the rest of the period once, prorated, and changes the plan at once (pressed twice)', async () => {
    const owner = await subscribed('featured_sponsor');
    clock.advanceMinutes(10 * DAY_MINUTES);
    // Pressed twice as the web app presses: one submission, one Idempotency-Key (lib/mutation.ts).
    const key = { 'idempotency-key': 'c'.repeat(32) };
    const [a, b] = await Promise.all([
      owner.client.post(`${PLAN}/change`, { plan: 'community_partner' }, key),
      owner.client.post(`${PLAN}/change`, { plan: 'community_partner' }, key),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    // A retry without the key (a client that timed out) after the move took effect: the same answer.
    const retry = await owner.client.post(`${PLAN}/change`, { plan: 'community_partner' });
    expect(retry.status).toBe(200);
    expect(retry.body).toMatchObject({ plan: 'community_partner' });
    const view = (await owner.client.get(PLAN)).body;
    expect(view).toMatchObject({
      plan: 'community_partner',
      subscription: { plan: 'community_partner', pendingPlan: null },
    });
    const invoices = await invoicesOf(owner.row.id);
    const prorated = invoices.filter((invoice) => invoice.kind === 'proration');
    // $150 more a month for 20 of the period's 30 days.
    expect(prorated.map((invoice) => invoice.amountCents)).toEqual([10_000]);
    expect(view.invoices[0]).toMatchObject({
      kind: 'proration',
      plan: 'community_partner',
      amountCents: 10_000,
    });
    const [booked] = await t.db
      .select()
      .from(sandboxBalanceTransactions)
      .where(eq(sandboxBalanceTransactions.sourceRef, prorated[0]!.paymentId));
    expect(booked?.amountCents).toBe(10_000);
    const mails = (await mailTo(t, owner.business.businessEmail)).filter(
      (mail) => mail.kind === 'plan_changed',
    );
    expect(mails.map((mail) => mail.subject)).toEqual([
      `${owner.business.businessName} is on Community Partner`,
    ]);
    // The renewal then charges the new price, and the period count goes on as before.
    const [row] = await t.db.select().from(planSubscriptions).where(eq(planSubscriptions.id, owner.row.id));
    expect(row).toMatchObject({ priceCents: 19_900, periodsPaid: 1, paidUntil: owner.row.paidUntil });
  });

  it('applies a provider report of the move once, however often it comes', async () => {
    const owner = await subscribed('featured_sponsor');
    await t.db
      .update(planSubscriptions)
      .set({ pendingPlan: 'community_partner', pendingPriceCents: 19_900 })
      .where(eq(planSubscriptions.id, owner.row.id));
    const report = {
      kind: 'subscription_plan_changed' as const,
      subscriptionId: owner.row.subscriptionId!,
      paymentId: `in_change_${owner.row.id}`,
      amountCents: 7_500,
    };
    await subscriptionEvent(t, report);
    await subscriptionEvent(t, report);
    await subscriptionEvent(t, report, 'evt_another_delivery');
    expect((await invoicesOf(owner.row.id)).filter((invoice) => invoice.kind === 'proration')).toHaveLength(
      1,
    );
    expect((await owner.client.get(PLAN)).body.plan).toBe('community_partner');
  });
});

describe('moving down', () => {
  it('waits for the renewal, charges nothing now, and renews at the lower price', async () => {
    const owner = await subscribed('community_partner');
    clock.advanceMinutes(DAY_MINUTES);
    const res = await change(owner.client, 'featured_sponsor');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      plan: 'community_partner',
      subscription: { pendingPlan: 'featured_sponsor' },
    });
    expect(await invoicesOf(owner.row.id)).toHaveLength(1);
    await subscriptionEvent(t, {
      kind: 'subscription_renewed',
      subscriptionId: owner.row.subscriptionId!,
      paymentId: `in_renew_${owner.row.id}`,
      amountCents: 4_900,
    });
    const view = (await owner.client.get(PLAN)).body;
    expect(view).toMatchObject({ plan: 'featured_sponsor', subscription: { pendingPlan: null } });
    expect(view.invoices[0]).toMatchObject({ plan: 'featured_sponsor', kind: 'period', amountCents: 4_900 });
  });

  it('is undone by asking for the plan in force, and the renewal keeps it', async () => {
    const owner = await subscribed('community_partner');
    await change(owner.client, 'featured_sponsor');
    const undone = await change(owner.client, 'community_partner');
    expect(undone.body.subscription.pendingPlan).toBeNull();
    await subscriptionEvent(t, {
      kind: 'subscription_renewed',
      subscriptionId: owner.row.subscriptionId!,
      paymentId: `in_renew_${owner.row.id}`,
      amountCents: 19_900,
    });
    expect((await owner.client.get(PLAN)).body.plan).toBe('community_partner');
  });
});

describe('replays and the sandbox renewal', () => {
  it('a replayed old payment moves nothing that waits now', async () => {
    const owner = await subscribed('featured_sponsor');
    clock.advanceMinutes(DAY_MINUTES);
    await change(owner.client, 'community_partner');
    const [prorated] = (await invoicesOf(owner.row.id)).filter((invoice) => invoice.kind === 'proration');
    // Later, back on Featured Sponsor with a new move up waiting for its payment at Stripe.
    await t.db
      .update(planSubscriptions)
      .set({
        plan: 'featured_sponsor',
        priceCents: 4_900,
        pendingPlan: 'community_partner',
        pendingPriceCents: 19_900,
      })
      .where(eq(planSubscriptions.id, owner.row.id));
    await subscriptionEvent(
      t,
      {
        kind: 'subscription_plan_changed',
        subscriptionId: owner.row.subscriptionId!,
        paymentId: prorated!.paymentId,
        amountCents: prorated!.amountCents,
      },
      `evt_replay_${owner.row.id}`,
    );
    expect((await owner.client.get(PLAN)).body).toMatchObject({
      plan: 'featured_sponsor',
      subscription: { pendingPlan: 'community_partner' },
    });
  });

  it('the sandbox renews a move down at the lower price, under the lower plan', async () => {
    const owner = await subscribed('community_partner');
    await change(owner.client, 'featured_sponsor');
    clock.advanceMinutes(31 * DAY_MINUTES);
    await planJob(t.deps).runOnce();
    const view = (await owner.client.get(PLAN)).body;
    expect(view.plan).toBe('featured_sponsor');
    expect(view.invoices[0]).toMatchObject({ plan: 'featured_sponsor', kind: 'period', amountCents: 4_900 });
  });
});

describe('what may not change', () => {
  it('refuses a business on Free, and one whose renewal failed, changing nothing', async () => {
    const free = await businessOwner(t);
    const none = await change(free.client, 'community_partner');
    expect(none.status).toBe(409);
    expect(none.body.error).toMatchObject({ code: 'NO_PAID_PLAN', message: NO_PAID_PLAN });
    const owner = await subscribed('featured_sponsor');
    await subscriptionEvent(t, {
      kind: 'subscription_payment_failed',
      subscriptionId: owner.row.subscriptionId!,
    });
    const failed = await change(owner.client, 'community_partner');
    expect(failed.body.error).toMatchObject({ code: 'CHANGE_NEEDS_CARD', message: CHANGE_NEEDS_CARD });
    expect(await invoicesOf(owner.row.id)).toHaveLength(1);
    expect((await change(owner.client, 'team_pro')).status).toBe(400);
  });
});
