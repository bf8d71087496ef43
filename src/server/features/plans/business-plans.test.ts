import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../../tests/support/app';
import { businessOwner, signedInClient, teamOwner } from '../../../../tests/support/factories';
import { checkout, mailTo, sponsorWorld } from '../../../../tests/support/features/payments';
import { giveBusinessPlan, payPlan, subscriptionEvent } from '../../../../tests/support/features/plans';
import { type BusinessDiscoveryPage, DISCOVERY_PAGE_SIZE } from '../../../shared/schemas/discovery';
import { emailAttachments, planInvoices, planSubscriptions, sponsorships } from '../../db/schema';

/*
 * Issue 21, business plans (decision 0048): Featured Sponsor and Community Partner are bought through the
 * provider's subscription checkout like Team Pro, and do what the landing page says: the business is placed
 * first and marked Featured in the list teams browse, and its sponsorships carry the lower commission.
 */

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});

type Client = ReturnType<TestApp['client']>;
const PLAN = '/api/businesses/mine/plan';

const buy = (client: Client, plan = 'featured_sponsor') => client.post(`${PLAN}/checkout`, { plan });

async function rowsOf(businessId: string) {
  return t.db.select().from(planSubscriptions).where(eq(planSubscriptions.businessId, businessId));
}

/** Buys `plan` for the business through the sandbox, start to finish. */
async function bought(client: Client, plan = 'featured_sponsor') {
  const started = await buy(client, plan);
  expect(started.status).toBe(201);
  expect((await payPlan(client, started.body.url)).status).toBe(200);
}

/** Every approved business of the list, in its order, as the first page shows it (search narrows it). */
async function listed(q: string) {
  const res = await t
    .client()
    .get<BusinessDiscoveryPage>(`/api/discovery/businesses?q=${encodeURIComponent(q)}`);
  expect(res.status).toBe(200);
  return res.body.businesses.map((b) => ({ name: b.businessName, featured: b.featured }));
}

describe('the billing page of a business', () => {
  it('shows a new business on Free, with its deal limit and no subscription or invoices', async () => {
    const { client, business } = await businessOwner(t);
    expect((await client.get(PLAN)).body).toEqual({
      account: { kind: 'business', id: business.id, name: business.businessName },
      plan: 'business_free',
      subscription: null,
      openCheckoutUrl: null,
      // Its deals at a time (decision 0051).
      sponsors: { held: 0, limit: 3 },
      invoices: [],
    });
  });

  it('answers 404 NO_BUSINESS to a signed-in user without a business, and 401 to nobody', async () => {
    expect((await t.client().get(PLAN)).status).toBe(401);
    const { client } = await teamOwner(t);
    const res = await buy(client);
    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe('NO_BUSINESS');
  });

  it('refuses a team’s plan, an unknown one or anything else in the body, and writes nothing', async () => {
    const { client, business } = await businessOwner(t);
    for (const body of [
      { plan: 'team_pro' },
      { plan: 'league' },
      { plan: 'featured_sponsor', price: 1 },
      {},
    ]) {
      const res = await client.post(`${PLAN}/checkout`, body);
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe('VALIDATION_FAILED');
    }
    expect(await rowsOf(business.id)).toEqual([]);
  });
});

describe('buying Featured Sponsor', () => {
  it('starts when the provider reports payment, once however often Pay is pressed, with its invoice', async () => {
    const { client, business } = await businessOwner(t);
    const started = await buy(client);
    expect(started.status).toBe(201);
    // A second press answers the same checkout.
    expect((await buy(client)).body.url).toBe(started.body.url);
    expect((await client.get(PLAN)).body.plan).toBe('business_free');

    const presses = await Promise.all([payPlan(client, started.body.url), payPlan(client, started.body.url)]);
    expect(presses.map((res) => res.status)).toEqual([200, 200]);
    const view = (await client.get(PLAN)).body;
    expect(view.plan).toBe('featured_sponsor');
    expect(view.subscription).toMatchObject({
      plan: 'featured_sponsor',
      status: 'active',
      cancelAtPeriodEnd: false,
    });
    expect(view.invoices).toEqual([
      expect.objectContaining({ plan: 'featured_sponsor', amountCents: 4900, period: 1 }),
    ]);

    const mails = await mailTo(t, business.businessEmail);
    const started_ = mails.filter((mail) => mail.kind === 'plan_started');
    expect(started_).toHaveLength(1);
    expect(started_[0]!.subject).toBe(`${business.businessName} is on Featured Sponsor`);
    const attached = await t.db
      .select()
      .from(emailAttachments)
      .where(eq(emailAttachments.emailId, started_[0]!.id));
    expect(attached.map((a) => a.contentType)).toEqual(['application/pdf']);

    const pdf = await client.get(`${PLAN}/invoices/${view.invoices[0].id}`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
  });

  it('keeps another business’s invoice from it (404), and a business on a paid plan from buying a second', async () => {
    const first = await businessOwner(t);
    await bought(first.client);
    const [invoice] = await t.db
      .select({ id: planInvoices.id })
      .from(planInvoices)
      .innerJoin(planSubscriptions, eq(planSubscriptions.id, planInvoices.subscriptionRowId))
      .where(eq(planSubscriptions.businessId, first.business.id));
    const other = await businessOwner(t);
    expect((await other.client.get(`${PLAN}/invoices/${invoice!.id}`)).status).toBe(404);

    const again = await buy(first.client, 'featured_sponsor');
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('ALREADY_ON_PLAN');
    const other_plan = await buy(first.client, 'community_partner');
    expect(other_plan.status).toBe(409);
    expect(other_plan.body.error).toMatchObject({
      code: 'CHANGE_PLAN_FIRST',
      message:
        'You already have a paid plan. Switch to the other one from your billing page: it is prorated.',
    });
    expect(await rowsOf(first.business.id)).toHaveLength(1);
  });
});

describe('what a business plan does', () => {
  it('places a Featured business first in the list teams browse, marked, and not once the plan ends', async () => {
    const tag = `Placement ${Date.now()}`;
    const older = await businessOwner(t, { businessName: `${tag} Older`, createdAt: new Date('2026-01-01') });
    await businessOwner(t, { businessName: `${tag} Newer`, createdAt: new Date('2026-02-01') });
    expect(await listed(tag)).toEqual([
      { name: `${tag} Newer`, featured: false },
      { name: `${tag} Older`, featured: false },
    ]);

    await bought(older.client, 'community_partner');
    expect(await listed(tag)).toEqual([
      { name: `${tag} Older`, featured: true },
      { name: `${tag} Newer`, featured: false },
    ]);

    const [row] = await rowsOf(older.business.id);
    await subscriptionEvent(t, { kind: 'subscription_ended', subscriptionId: row!.subscriptionId! });
    expect(await listed(tag)).toEqual([
      { name: `${tag} Newer`, featured: false },
      { name: `${tag} Older`, featured: false },
    ]);
    expect((await older.client.get(PLAN)).body.plan).toBe('business_free');
    const ended = (await mailTo(t, older.business.businessEmail)).filter(
      (mail) => mail.kind === 'plan_ended',
    );
    expect(ended).toHaveLength(1);
    expect(ended[0]!.text).toContain('your business is on the Free plan');
  });

  it('pages through Featured first and the rest after, each business once', async () => {
    const tag = `Paging ${Date.now()}`;
    const made = [];
    for (let i = 0; i < DISCOVERY_PAGE_SIZE + 1; i++) {
      made.push(
        await businessOwner(t, {
          businessName: `${tag} ${String(i).padStart(2, '0')}`,
          createdAt: new Date(Date.UTC(2026, 0, 1 + i)),
        }),
      );
    }
    await giveBusinessPlan(t, made[0]!.business.id);
    const page = async (n: number) =>
      (
        await t
          .client()
          .get<BusinessDiscoveryPage>(`/api/discovery/businesses?q=${encodeURIComponent(tag)}&page=${n}`)
      ).body;
    const [first, second] = [await page(1), await page(2)];
    const names = [...first.businesses, ...second.businesses].map((b) => b.businessName);
    const newestFirst = made
      .slice(1)
      .map((m) => m.business.businessName)
      .reverse();
    expect(names).toEqual([`${tag} 00`, ...newestFirst]);
    expect(first.businesses.map((b) => b.featured)).toEqual([
      true,
      ...Array(DISCOVERY_PAGE_SIZE - 1).fill(false),
    ]);
    expect(first.total).toBe(DISCOVERY_PAGE_SIZE + 1);
  });

  it('charges a Featured business 8% on its sponsorships and a Free one 10%, as its sponsor page says', async () => {
    const world = await sponsorWorld(t, { tier: { availableSpots: 5 } });
    const featured = await businessOwner(t);
    await bought(featured.client);
    const page = async (client: Client) =>
      (await client.get(`/api/payments/sponsor-team/${world.team.id}`)).body.platformFeeBps;
    expect(await page(world.buyer.client)).toBe(1000);
    expect(await page(featured.client)).toBe(800);

    for (const client of [world.buyer.client, featured.client]) {
      expect((await checkout(client, world.team.id, world.tier.id)).status).toBe(201);
    }
    const rows = await t.db
      .select({ businessId: sponsorships.businessId, bps: sponsorships.platformFeeBps })
      .from(sponsorships)
      .where(eq(sponsorships.tierId, world.tier.id));
    expect(Object.fromEntries(rows.map((row) => [row.businessId, row.bps]))).toEqual({
      [world.buyer.business.id]: 1000,
      [featured.business.id]: 800,
    });
  });

  it('lists business subscriptions for the admin beside the teams’, named and marked as businesses', async () => {
    const { client, business } = await businessOwner(t);
    await bought(client);
    const admin = (await signedInClient(t, { roles: ['admin'] })).client;
    const { subscriptions } = (await admin.get('/api/admin/plans')).body;
    expect(subscriptions).toContainEqual(
      expect.objectContaining({
        account: { kind: 'business', id: business.id, name: business.businessName },
        plan: 'featured_sponsor',
        status: 'active',
        paidCents: 4900,
      }),
    );
  });
});
