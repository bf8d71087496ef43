import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../../tests/support/app';
import { businessOwner, createPlayer, signedInClient, teamOwner } from '../../../../tests/support/factories';
import { rawRequest } from '../../../../tests/support/features/fulfilment';
import {
  checkout,
  mailTo,
  manualClock,
  sponsorWorld,
  tierState,
} from '../../../../tests/support/features/payments';
import {
  buyTeamPro,
  livePlan,
  payPlan,
  planCheckout,
  planRows,
  subscriptionEvent,
} from '../../../../tests/support/features/plans';
import { PLAN_GRACE_DAYS } from '../../../shared/plans';
import { emailAttachments, emailOutbox, planInvoices, sponsorships, teams } from '../../db/schema';
import { reconcile } from '../../payments/reconciliation';
import { teamPlanFullMessage } from '../../plans/limits';
import { planJob } from './plan-job';

/*
 * Issue 21, team plans: Team Pro is bought through the provider's subscription checkout, the Free plan's
 * sponsor limit is the server's, and the provider's subscription events (renewed, failed, ended), however
 * often and in whatever order they come, change the plan once.
 */

let t: TestApp;
const clock = manualClock(new Date('2026-04-01T15:00:00Z'));
const DAY_MINUTES = 24 * 60;
beforeAll(async () => {
  t = await startTestApp();
  t.deps.clock = clock;
});

const planOf = async (client: TestApp['client'] extends () => infer C ? C : never, teamId: string) =>
  (await client.get(`/api/teams/${teamId}/plan`)).body;

async function kinds(email: string) {
  return (await mailTo(t, email)).map((mail) => mail.kind).sort();
}

/** A team on Free with `taken` businesses holding a spot each (checkouts still open), and a tier with room. */
async function teamWithSponsors(taken: number) {
  const world = await sponsorWorld(t, { tier: { availableSpots: 10 } });
  const holders = [];
  for (let i = 0; i < taken; i++) {
    const business = await businessOwner(t);
    expect((await checkout(business.client, world.team.id, world.tier.id)).status).toBe(201);
    holders.push(business);
  }
  return { ...world, holders };
}

describe('the billing page of a team', () => {
  it('shows a new team on Free with its sponsor limit, no subscription and no invoices', async () => {
    const { client, team } = await teamOwner(t);
    expect(await planOf(client, team.id)).toEqual({
      account: { kind: 'team', id: team.id, name: team.name },
      plan: 'team_free',
      subscription: null,
      openCheckoutUrl: null,
      sponsors: { held: 0, limit: 3 },
      invoices: [],
    });
  });

  it('is the owner’s only: anonymous 401, anyone else 404, and nobody else can buy or change it', async () => {
    const { team } = await teamOwner(t);
    expect((await t.client().get(`/api/teams/${team.id}/plan`)).status).toBe(401);
    const others = [
      (await teamOwner(t)).client,
      (await businessOwner(t)).client,
      (await signedInClient(t, { roles: ['admin'] })).client,
    ];
    for (const other of others) {
      expect((await other.get(`/api/teams/${team.id}/plan`)).status).toBe(404);
      expect((await planCheckout(other, team.id)).status).toBe(404);
      expect(
        (await other.post(`/api/teams/${team.id}/plan/renewal`, { cancelAtPeriodEnd: true })).status,
      ).toBe(404);
      expect((await other.post(`/api/teams/${team.id}/plan/card`)).status).toBe(404);
    }
    expect(await planRows(t, team.id)).toEqual([]);
  });

  it('refuses a plan a team cannot buy, or anything else in the body, and writes nothing', async () => {
    const { client, team } = await teamOwner(t);
    for (const body of [
      { plan: 'league' },
      { plan: 'featured_sponsor' },
      { plan: 'team_pro', price: 1 },
      {},
    ]) {
      const res = await client.post(`/api/teams/${team.id}/plan/checkout`, body);
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe('VALIDATION_FAILED');
    }
    expect(await planRows(t, team.id)).toEqual([]);
  });
});

describe('buying Team Pro', () => {
  it('starts when the provider reports payment, once however often Pay is pressed, with its invoice', async () => {
    const { client, team } = await teamOwner(t);
    const first = await planCheckout(client, team.id);
    expect(first.status).toBe(201);
    // Pressed again: the same checkout, not a second one.
    expect((await planCheckout(client, team.id)).body.url).toBe(first.body.url);
    expect((await planOf(client, team.id)).plan).toBe('team_free');
    expect((await planOf(client, team.id)).openCheckoutUrl).toBe(first.body.url);

    const [a, b] = await Promise.all([payPlan(client, first.body.url), payPlan(client, first.body.url)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.body.redirectUrl).toBe('http://homefield.test/billing?checkout=done');

    const view = await planOf(client, team.id);
    expect(view).toMatchObject({
      plan: 'team_pro',
      openCheckoutUrl: null,
      sponsors: { held: 0, limit: null },
      subscription: {
        plan: 'team_pro',
        status: 'active',
        paidUntil: '2026-10-01T15:00:00.000Z',
        cancelAtPeriodEnd: false,
        pendingPlan: null,
        graceUntil: null,
      },
    });
    expect(view.invoices).toEqual([
      {
        id: expect.any(String),
        reference: expect.stringMatching(/^HF-[0-9A-F]{8}$/),
        plan: 'team_pro',
        period: 1,
        kind: 'period',
        amountCents: 5900,
        paidAt: '2026-04-01T15:00:00.000Z',
      },
    ]);
    expect(await kinds(team.contactEmail)).toEqual(['plan_started']);
    const [mail] = await mailTo(t, team.contactEmail);
    expect(mail!.subject).toBe(`${team.name} is on Team Pro`);
    const attached = await t.db.select().from(emailAttachments).where(eq(emailAttachments.emailId, mail!.id));
    expect(attached.map((a) => a.contentType)).toEqual(['application/pdf']);

    const pdf = await rawRequest(
      t,
      client,
      `http://homefield.test/api/teams/${team.id}/plan/invoices/${view.invoices[0].id}`,
      { method: 'GET' },
    );
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.buffer.subarray(0, 5).toString()).toBe('%PDF-');
    const stranger = (await teamOwner(t)).client;
    expect((await stranger.get(`/api/teams/${team.id}/plan/invoices/${view.invoices[0].id}`)).status).toBe(
      404,
    );

    const again = await planCheckout(client, team.id);
    expect(again.status).toBe(409);
    expect(again.body.error).toEqual({
      code: 'ALREADY_ON_PLAN',
      message: 'You are already on this plan.',
    });
  });

  it('leaves the team on Free when the card is declined or the checkout is cancelled, and can start again', async () => {
    const { client, team } = await teamOwner(t);
    const first = await planCheckout(client, team.id);
    expect((await payPlan(client, first.body.url, 'decline')).status).toBe(200);
    expect((await planOf(client, team.id)).plan).toBe('team_free');
    const second = await planCheckout(client, team.id);
    expect(second.body.url).not.toBe(first.body.url);
    expect((await payPlan(client, second.body.url, 'cancel')).status).toBe(200);
    expect((await planRows(t, team.id)).map((row) => row.status).sort()).toEqual(['abandoned', 'abandoned']);
    expect(await kinds(team.contactEmail)).toEqual([]);
  });

  it('reconciles: the plan’s charge and its card processing match the provider’s book to the cent', async () => {
    const { client, team } = await teamOwner(t);
    await buyTeamPro(client, team.id);
    const now = clock.now();
    const run = await reconcile(
      t.deps,
      { from: new Date(now.getTime() - 60_000), to: new Date(now.getTime() + 60_000) },
      'admin',
    );
    expect(run!.differences).toEqual([]);
    expect(run!.checked).toBeGreaterThanOrEqual(2);
  });
});

describe('the Free plan’s sponsor limit, on the server', () => {
  it('refuses the fourth sponsor with a clear message, writes nothing, and tells the coach once', async () => {
    const { team, tier, owner, holders } = await teamWithSponsors(3);
    const before = await tierState(t, tier.id);
    const fourth = await businessOwner(t);
    const refused = await checkout(fourth.client, team.id, tier.id);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toEqual({ code: 'TEAM_PLAN_FULL', message: teamPlanFullMessage(3) });
    expect(await tierState(t, tier.id)).toEqual(before);
    expect((await checkout(fourth.client, team.id, tier.id)).status).toBe(409);
    // A business may still start its own checkout again: the new one replaces its open one.
    expect((await checkout(holders[0]!.client, team.id, tier.id)).status).toBe(201);
    expect(await kinds(team.contactEmail)).toEqual(['plan_limit_reached']);
    expect((await planOf(owner.client, team.id)).sponsors).toEqual({ held: 3, limit: 3 });
  });

  it('counts a lapsed checkout out, so its place is free again', async () => {
    const { team, tier } = await teamWithSponsors(3);
    clock.advanceMinutes(31);
    expect((await checkout((await businessOwner(t)).client, team.id, tier.id)).status).toBe(201);
  });

  it('gives two businesses racing for the last place one place', async () => {
    const { team, tier } = await teamWithSponsors(2);
    const [a, b] = [await businessOwner(t), await businessOwner(t)];
    const answers = await Promise.all([
      checkout(a.client, team.id, tier.id),
      checkout(b.client, team.id, tier.id),
    ]);
    expect(answers.map((res) => res.status).sort()).toEqual([201, 409]);
  });

  it('is lifted the moment Team Pro is paid, and restored when it lapses, deleting nothing', async () => {
    const { team, tier, owner } = await teamWithSponsors(3);
    await buyTeamPro(owner.client, team.id);
    expect((await checkout((await businessOwner(t)).client, team.id, tier.id)).status).toBe(201);
    const live = await livePlan(t, team.id);

    expect(
      (await subscriptionEvent(t, { kind: 'subscription_ended', subscriptionId: live.subscriptionId! }))
        .outcome,
    ).toBe('closed');
    const refused = await checkout((await businessOwner(t)).client, team.id, tier.id);
    expect(refused.status).toBe(409);
    const kept = await t.db.select().from(sponsorships).where(eq(sponsorships.teamId, team.id));
    expect(kept.filter((row) => row.status === 'pending')).toHaveLength(4);
    expect((await planOf(owner.client, team.id)).sponsors).toEqual({ held: 4, limit: 3 });
  });
});

describe('the provider’s subscription events', () => {
  async function proTeam() {
    const owner = await teamOwner(t);
    await buyTeamPro(owner.client, owner.team.id);
    return { ...owner, live: await livePlan(t, owner.team.id) };
  }

  it('renews each period once: the sandbox bills it when it is due, replays and reruns change nothing', async () => {
    const { client, team, live } = await proTeam();
    const job = planJob(t.deps);
    await job.runOnce();
    expect((await livePlan(t, team.id)).periodsPaid).toBe(1);
    clock.advanceMinutes(183 * DAY_MINUTES);
    await Promise.all([job.runOnce(), planJob(t.deps).runOnce()]);
    await job.runOnce();
    const renewed = await livePlan(t, team.id);
    expect(renewed.periodsPaid).toBe(2);
    // Counted from the first payment: April 1 + 12 months, whatever day the renewal ran.
    expect(renewed.paidUntil!.toISOString()).toBe(
      new Date(live.startedAt!.getTime()).toISOString().replace('2026-04', '2027-04'),
    );
    const invoices = await t.db
      .select()
      .from(planInvoices)
      .where(eq(planInvoices.subscriptionRowId, live.id));
    expect(invoices.map((i) => [i.period, i.amountCents]).sort()).toEqual([
      [1, 5900],
      [2, 5900],
    ]);
    expect(await kinds(team.contactEmail)).toEqual(['plan_renewed', 'plan_started']);

    // The same invoice reported again, under another event id: recorded once.
    const [second] = invoices.filter((i) => i.period === 2);
    const replay = await subscriptionEvent(t, {
      kind: 'subscription_renewed',
      subscriptionId: live.subscriptionId!,
      paymentId: second!.paymentId,
      amountCents: 5900,
    });
    expect(replay.outcome).toBe('no_change');
    expect((await livePlan(t, team.id)).periodsPaid).toBe(2);
    expect((await planOf(client, team.id)).invoices).toHaveLength(2);
  });

  it('gives the same result whichever order two renewals arrive in', async () => {
    const results: string[] = [];
    for (const order of [
      ['in_a', 'in_b'],
      ['in_b', 'in_a'],
    ]) {
      const { team, live } = await proTeam();
      for (const id of order) {
        await subscriptionEvent(t, {
          kind: 'subscription_renewed',
          subscriptionId: live.subscriptionId!,
          paymentId: `${id}_${live.id}`,
          amountCents: 5900,
        });
      }
      const after = await livePlan(t, team.id);
      results.push(`${after.periodsPaid}:${after.paidUntil!.getTime() - live.startedAt!.getTime()}`);
    }
    expect(results[0]).toBe(results[1]);
    expect(results[0]!.startsWith('3:')).toBe(true);
  });

  it('keeps the plan through the grace period after a failed renewal, then falls back to Free', async () => {
    const { client, team, live } = await proTeam();
    const failed = { kind: 'subscription_payment_failed' as const, subscriptionId: live.subscriptionId! };
    expect((await subscriptionEvent(t, failed)).outcome).toBe('failed');
    expect((await subscriptionEvent(t, failed)).outcome).toBe('no_change');
    const view = await planOf(client, team.id);
    expect(view.plan).toBe('team_pro');
    expect(view.subscription).toMatchObject({ status: 'past_due' });
    expect(new Date(view.subscription.graceUntil).getTime() - clock.now().getTime()).toBe(
      PLAN_GRACE_DAYS * DAY_MINUTES * 60_000,
    );
    expect(await kinds(team.contactEmail)).toEqual(['plan_failed', 'plan_started']);

    clock.advanceMinutes((PLAN_GRACE_DAYS + 1) * DAY_MINUTES);
    expect((await planOf(client, team.id)).plan).toBe('team_free');

    // The card was retried and went through: the plan is back at once.
    await subscriptionEvent(t, {
      kind: 'subscription_renewed',
      subscriptionId: live.subscriptionId!,
      paymentId: `in_retry_${live.id}`,
      amountCents: 5900,
    });
    expect(await planOf(client, team.id)).toMatchObject({
      plan: 'team_pro',
      subscription: { status: 'active', graceUntil: null },
    });
  });

  it('ends with its paid period when the owner asks, and can be kept on before then', async () => {
    const { client, team, live } = await proTeam();
    const off = await client.post(`/api/teams/${team.id}/plan/renewal`, { cancelAtPeriodEnd: true });
    expect(off.status).toBe(200);
    expect(off.body.subscription.cancelAtPeriodEnd).toBe(true);
    const on = await client.post(`/api/teams/${team.id}/plan/renewal`, { cancelAtPeriodEnd: false });
    expect(on.body.subscription.cancelAtPeriodEnd).toBe(false);
    await client.post(`/api/teams/${team.id}/plan/renewal`, { cancelAtPeriodEnd: true });

    clock.advanceMinutes(184 * DAY_MINUTES);
    await planJob(t.deps).runOnce();
    const [row] = await planRows(t, team.id);
    expect(row).toMatchObject({ id: live.id, status: 'ended', periodsPaid: 1 });
    expect((await planOf(client, team.id)).plan).toBe('team_free');
    expect(await kinds(team.contactEmail)).toEqual(['plan_ended', 'plan_started']);
    const noPlan = await client.post(`/api/teams/${team.id}/plan/renewal`, { cancelAtPeriodEnd: false });
    expect(noPlan.status).toBe(409);
    expect(noPlan.body.error.code).toBe('NO_PAID_PLAN');
  });

  it('sends the card page of the sandbox for the plan', async () => {
    const { client, team, live } = await proTeam();
    const res = await client.post(`/api/teams/${team.id}/plan/card`);
    expect(res.status).toBe(200);
    expect(res.body.url).toBe(`/sandbox/card/${live.subscriptionId}?return=%2Fbilling`);
    const page = await t.client().get(`/api/payments/sandbox/subscriptions/${live.subscriptionId}`);
    expect(page.body).toEqual({
      subscriptionId: live.subscriptionId,
      kind: 'plan',
      heading: '$59 per season for Team Pro',
      note: `${team.name}. The next renewal is taken from the new card.`,
      cancelled: false,
    });
  });
});

describe('what the plan changes elsewhere', () => {
  it('charges a Team Pro team’s gifts the lower fee, shown on the player page and recorded', async () => {
    const owner = await teamOwner(t, { verificationStatus: 'approved' });
    const player = await createPlayer(t, owner.team, { playerName: 'Ava Martinez', jerseyNumber: 7 });
    const path = `/api/players/${owner.team.slug}/7`;
    expect((await t.client().get(path)).body.player.giftFeeBps).toEqual({ oneTime: 500, monthly: 500 });
    await buyTeamPro(owner.client, owner.team.id);
    expect((await t.client().get(path)).body.player.giftFeeBps).toEqual({ oneTime: 300, monthly: 300 });
    const res = await t
      .client()
      .post('/api/donations/checkout', { playerId: player.id, amount: 1000, isRecurring: false });
    expect(res.status).toBe(201);
  });

  it('tells each team that existed before plans once, whatever the instances', async () => {
    const { team } = await teamOwner(t);
    await t.db.update(teams).set({ planNoticeDue: true }).where(eq(teams.id, team.id));
    await Promise.all([planJob(t.deps).runOnce(), planJob(t.deps).runOnce()]);
    await planJob(t.deps).runOnce();
    const mails = await t.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.toEmail, team.contactEmail), eq(emailOutbox.kind, 'plan_notice')));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('every sponsor you have now stays until their contract ends');
  });
});

describe('the admin’s view of plans', () => {
  it('lists each subscription with its state and what plans brought in by month', async () => {
    const { client: admin } = await signedInClient(t, { roles: ['admin'] });
    const before = (await admin.get('/api/admin/plans')).body;
    const { client, team } = await teamOwner(t);
    await buyTeamPro(client, team.id);
    await client.post(`/api/teams/${team.id}/plan/renewal`, { cancelAtPeriodEnd: true });
    const abandoned = await teamOwner(t);
    await planCheckout(abandoned.client, abandoned.team.id).then((res) =>
      payPlan(abandoned.client, res.body.url, 'cancel'),
    );

    const after = (await admin.get('/api/admin/plans')).body;
    expect(after.total).toBe(before.total + 1);
    expect(after.subscriptions[0]).toEqual({
      id: expect.any(String),
      account: { kind: 'team', id: team.id, name: team.name },
      plan: 'team_pro',
      status: 'active',
      startedAt: clock.now().toISOString(),
      paidUntil: expect.any(String),
      cancelAtPeriodEnd: true,
      periodsPaid: 1,
      paidCents: 5900,
    });
    expect(after.counts.ending).toBe(before.counts.ending + 1);
    const month = clock.now().toISOString().slice(0, 7);
    const cents = (body: typeof after) =>
      body.byMonth.find((row: { month: string }) => row.month === month).cents;
    expect(cents(after) - cents(before)).toBe(5900);
    expect(after.byMonth).toHaveLength(12);
    expect((await admin.get('/api/admin/plans?page=0')).status).toBe(400);
  });
});

describe('the sponsor page of a full Free team', () => {
  it('says before anyone presses that the team is full, except to a business holding a place', async () => {
    const { team, holders } = await teamWithSponsors(3);
    const newcomer = await businessOwner(t);
    const page = await newcomer.client.get(`/api/payments/sponsor-team/${team.id}`);
    expect(page.status).toBe(200);
    expect(page.body.paymentRefusal).toEqual({ party: 'team', message: teamPlanFullMessage(3, false) });
    const holder = await holders[0]!.client.get(`/api/payments/sponsor-team/${team.id}`);
    expect(holder.body.paymentRefusal).toBeNull();
  });
});

describe('the sandbox’s renewal buttons (its stand-in for Stripe’s test clocks)', () => {
  it('declines the next period once, then charges it when asked, as the provider’s events would', async () => {
    const { client, team } = await teamOwner(t);
    await buyTeamPro(client, team.id);
    const { subscriptionId } = await livePlan(t, team.id);
    const renewal = `/api/payments/sandbox/subscriptions/${subscriptionId}/renewal`;
    const declined = await Promise.all([
      t.client().post(renewal, { outcome: 'declined' }),
      t.client().post(renewal, { outcome: 'declined' }),
    ]);
    expect(declined.map((res) => res.status)).toEqual([200, 200]);
    expect((await livePlan(t, team.id)).status).toBe('past_due');
    expect(await kinds(team.contactEmail)).toEqual(['plan_failed', 'plan_started']);

    expect((await t.client().post(renewal, { outcome: 'paid' })).status).toBe(200);
    expect(await livePlan(t, team.id)).toMatchObject({
      status: 'active',
      periodsPaid: 2,
      pastDueSince: null,
    });
    expect((await t.client().post(renewal, { outcome: 'sometimes' })).status).toBe(400);
    expect(
      (await t.client().post('/api/payments/sandbox/subscriptions/sbx_sub_nope/renewal', { outcome: 'paid' }))
        .status,
    ).toBe(404);
  });
});
