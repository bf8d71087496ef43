import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { planInvoices, planSubscriptions } from '../../../src/server/db/schema';
import { processPaymentEvent } from '../../../src/server/payments/fulfil';
import type { PaymentChange } from '../../../src/server/payments/provider';
import { processingFeeCents } from '../../../src/shared/fees';
import { PLANS, paidUntil } from '../../../src/shared/plans';
import type { TestApp, TestClient, TestWorld } from '../app';

let sequence = 0;

/** Starts the Team Pro checkout as `client` for `teamId`. */
export function planCheckout(client: TestClient, teamId: string, plan = 'team_pro') {
  return client.post(`/api/teams/${teamId}/plan/checkout`, { plan });
}

/** Presses Pay on the sandbox page of a plan checkout, as its buyer. */
export function payPlan(client: TestClient, url: string, action: 'pay' | 'decline' | 'cancel' = 'pay') {
  return client.post(`/api/payments/sandbox/sessions/${url.split('/').pop()}/${action}`);
}

/** Team Pro bought and paid through the sandbox, start to finish. */
export async function buyTeamPro(client: TestClient, teamId: string) {
  const started = await planCheckout(client, teamId);
  if (started.status !== 201) throw new Error(`plan checkout failed: ${JSON.stringify(started.body)}`);
  const paid = await payPlan(client, started.body.url);
  if (paid.status !== 200) throw new Error(`plan payment failed: ${JSON.stringify(paid.body)}`);
  return started.body.url as string;
}

/** The team's subscription rows, newest first. */
export async function planRows(t: TestApp, teamId: string) {
  return t.db.select().from(planSubscriptions).where(eq(planSubscriptions.teamId, teamId));
}

/** The live subscription of the team (there is one at most). */
export async function livePlan(t: TestApp, teamId: string) {
  const rows = await planRows(t, teamId);
  const live = rows.find((row) => row.status === 'active' || row.status === 'past_due');
  if (!live) throw new Error('no live plan');
  return live;
}

/** A provider event about a subscription, as Stripe's webhook or the sandbox would deliver it. */
export function subscriptionEvent(t: TestApp, change: PaymentChange, id = `evt_plan_${++sequence}`) {
  return processPaymentEvent(
    t.deps,
    { provider: 'sandbox', id, type: change.kind, change },
    { appUrl: 'http://homefield.test' },
  );
}

/** Team Pro in force for `teamId`, written directly (for tables that need a paid plan to act on): its invoice. */
export function givePlan(t: TestWorld, teamId: string) {
  return givePlanTo(t, { teamId }, 'team_pro');
}

/** A business plan in force for `businessId`, written directly: its invoice. */
export function giveBusinessPlan(
  t: TestWorld,
  businessId: string,
  plan: 'featured_sponsor' | 'community_partner' = 'featured_sponsor',
) {
  return givePlanTo(t, { businessId }, plan);
}

/** The League Plan in force for `leagueId`, written directly: its invoice. */
export function giveLeaguePlan(t: TestWorld, leagueId: string) {
  return givePlanTo(t, { leagueId }, 'league');
}

async function givePlanTo(
  t: TestWorld,
  account: { teamId: string } | { businessId: string } | { leagueId: string },
  plan: 'team_pro' | 'featured_sponsor' | 'community_partner' | 'league',
) {
  const { priceCents, interval } = PLANS[plan];
  const ofAccount =
    'teamId' in account
      ? eq(planSubscriptions.teamId, account.teamId)
      : 'leagueId' in account
        ? eq(planSubscriptions.leagueId, account.leagueId)
        : eq(planSubscriptions.businessId, account.businessId);
  const [existing] = await t.db
    .select({ id: planSubscriptions.id })
    .from(planSubscriptions)
    .where(and(ofAccount, inArray(planSubscriptions.status, ['active', 'past_due'])));
  const now = new Date();
  const subscription =
    existing ??
    (
      await t.db
        .insert(planSubscriptions)
        .values({
          ...account,
          plan,
          priceCents,
          provider: 'sandbox',
          status: 'active',
          checkoutExpiresAt: now,
          subscriptionId: `sbx_sub_${randomUUID()}`,
          startedAt: now,
          periodsPaid: 1,
          paidUntil: paidUntil(now, interval!, 1),
        })
        .returning({ id: planSubscriptions.id })
    )[0]!;
  const [invoice] = await t.db
    .insert(planInvoices)
    .values({
      subscriptionRowId: subscription.id,
      plan,
      provider: 'sandbox',
      paymentId: `sbx_in_${randomUUID()}`,
      amountCents: priceCents,
      processingFeeCents: processingFeeCents(priceCents),
      period: 1,
      paidAt: now,
    })
    .returning();
  return invoice!;
}
