import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../../tests/support/app';
import { businessOwner, createPlayer, teamOwner } from '../../../../tests/support/factories';
import { manualClock } from '../../../../tests/support/features/payments';
import { giveBusinessPlan } from '../../../../tests/support/features/plans';
import { webAppOf } from '../../../../tests/support/web-app';
import { IMPACT_PLAN_REQUIRED } from '../../../shared/schemas/impact';
import { DRAWING_HEADER } from '../../../shared/ssr';
import { businesses, partnerPages, sponsorClicks, sponsorships, teamPageViews } from '../../db/schema';

/*
 * What a sponsor's name on a team's pages did (issue 21, decision 0050): the player pages name the team's
 * sponsors, Featured first within a tier, each linking to its website through a counted link; views and
 * visits are day counters with nothing about the visitor; the ROI dashboard adds them up over each
 * sponsorship's days, for the plans that include it.
 */

let t: TestApp;
const clock = manualClock(new Date('2026-11-20T15:00:00Z'));
beforeAll(async () => {
  t = await startTestApp();
  t.deps.clock = clock;
});

/** A team with two players, and a business that sponsors it (paid, running), with a website. */
async function sponsoredTeam(business: { websiteUrl?: string | null; businessName?: string } = {}) {
  const owner = await teamOwner(t, { verificationStatus: 'approved' });
  const players = [
    await createPlayer(t, owner.team, { playerName: 'Ava Martinez', jerseyNumber: 7 }),
    await createPlayer(t, owner.team, { playerName: 'Noah Kim', jerseyNumber: 9 }),
  ];
  const sponsor = await sponsorTeam(owner.team.id, business);
  const pagePath = `/api/players/${owner.team.slug}/7`;
  return { owner, team: owner.team, players, sponsor, pagePath };
}

async function sponsorTeam(
  teamId: string,
  business: { websiteUrl?: string | null; businessName?: string } = {},
  sponsorship: { tierName?: string; amount?: number } = {},
) {
  const sponsor = await businessOwner(t, { websiteUrl: 'https://stone-oven.example.com', ...business });
  const [row] = await t.db
    .insert(sponsorships)
    .values({
      teamId,
      businessId: sponsor.business.id,
      tierName: sponsorship.tierName ?? 'Gold',
      tierBenefits: ['Logo on uniforms'],
      amount: sponsorship.amount ?? 50_000,
      status: 'active',
      paymentStatus: 'paid',
      paidAt: new Date('2026-11-18T10:00:00Z'),
      contractEndDate: '2027-06-30',
    })
    .returning();
  return { ...sponsor, sponsorship: row! };
}

const viewsOf = async (teamId: string) =>
  (await t.db.select().from(teamPageViews).where(eq(teamPageViews.teamId, teamId))).map(({ day, views }) => ({
    day,
    views,
  }));

describe('sponsors on a team’s player pages', () => {
  it('names Featured sponsors first within their tier, each linking to its website through Homefield', async () => {
    const w = await sponsoredTeam({ businessName: 'Alpha Pizza' });
    const featured = await sponsorTeam(w.team.id, { businessName: 'Zed Bikes' });
    await giveBusinessPlan(t, featured.business.id, 'community_partner');
    await sponsorTeam(
      w.team.id,
      { businessName: 'Bronze Books', websiteUrl: null },
      { tierName: 'Bronze', amount: 10_000 },
    );
    const res = await t.client().get(w.pagePath);
    expect(res.status).toBe(200);
    expect(res.body.page.sponsors).toEqual([
      {
        tier: 'Gold',
        sponsors: [
          {
            name: 'Zed Bikes',
            featured: true,
            href: `/api/sponsors/${featured.business.id}/visit?team=${w.team.id}`,
            partnerHref: null,
          },
          {
            name: 'Alpha Pizza',
            featured: false,
            href: `/api/sponsors/${w.sponsor.business.id}/visit?team=${w.team.id}`,
            partnerHref: null,
          },
        ],
      },
      {
        tier: 'Bronze',
        sponsors: [{ name: 'Bronze Books', featured: false, href: null, partnerHref: null }],
      },
    ]);
    // A Community Partner with a published page is named with a link to it.
    await t.db
      .insert(partnerPages)
      .values({ businessId: featured.business.id, headline: 'Bikes for every kid', brandColor: '#1F6FEB' });
    const again = await t.client().get(w.pagePath);
    expect(again.body.page.sponsors[0].sponsors[0]).toMatchObject({
      name: 'Zed Bikes',
      partnerHref: `/partners/${featured.business.id}`,
    });
  });
});

describe('sponsors on the team page businesses browse', () => {
  it('names them Featured first, follows a sponsorship that starts counting, and counts the view', async () => {
    const w = await sponsoredTeam({ businessName: 'Alpha Pizza' });
    const viewer = await businessOwner(t);
    const page = async () => {
      const res = await viewer.client.get(`/api/discovery/teams/${w.team.id}`);
      expect(res.status).toBe(200);
      return res.body.team.sponsors as { tier: string; sponsors: { name: string; featured: boolean }[] }[];
    };
    expect(await page()).toEqual([
      { tier: 'Gold', sponsors: [expect.objectContaining({ name: 'Alpha Pizza', featured: false })] },
    ]);
    // A second business's checkout, then its payment: the cached page follows the payment at once.
    const later = await sponsorTeam(w.team.id, { businessName: 'Zed Bikes' });
    await giveBusinessPlan(t, later.business.id, 'featured_sponsor');
    const counts = (status: 'pending' | 'active', paymentStatus: 'pending' | 'paid') =>
      t.db
        .update(sponsorships)
        .set({ status, paymentStatus })
        .where(eq(sponsorships.id, later.sponsorship.id));
    await counts('pending', 'pending');
    expect((await page())[0]!.sponsors.map((s) => s.name)).toEqual(['Alpha Pizza']);
    await counts('active', 'paid');
    expect((await page())[0]!.sponsors).toEqual([
      expect.objectContaining({ name: 'Zed Bikes', featured: true }),
      expect.objectContaining({ name: 'Alpha Pizza', featured: false }),
    ]);
    await t.deps.pageViews!.flush();
    expect((await viewsOf(w.team.id)).reduce((sum, row) => sum + row.views, 0)).toBe(3);
  });
});

describe('views of a team’s pages', () => {
  it('counts each person’s view once, by day, and nothing of crawlers or of one page’s own calls', async () => {
    const w = await sponsoredTeam();
    for (let i = 0; i < 3; i++) expect((await t.client().get(w.pagePath)).status).toBe(200);
    await t.client().get(w.pagePath, { 'user-agent': 'WhatsApp/2.23.20.0' });
    await t.client().get(w.pagePath, { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1)' });
    // One page drawn by the server asks twice under one drawing: one view.
    await t.client().get(w.pagePath, { [DRAWING_HEADER]: 'drawing-1' });
    await t.client().get(w.pagePath, { [DRAWING_HEADER]: 'drawing-1' });
    expect(await viewsOf(w.team.id)).toEqual([]);
    await t.deps.pageViews!.flush();
    expect(await viewsOf(w.team.id)).toEqual([{ day: '2026-11-20', views: 4 }]);

    // Counted on: the next day is a row of its own, the same day adds up.
    await t.client().get(w.pagePath);
    clock.advanceMinutes(24 * 60);
    await t.client().get(w.pagePath);
    await t.deps.pageViews!.flush();
    expect(await viewsOf(w.team.id)).toEqual([
      { day: '2026-11-20', views: 5 },
      { day: '2026-11-21', views: 1 },
    ]);
  });

  it('counts a page the server draws as one view, and each visit of a kept drawing as one more', async () => {
    const w = await sponsoredTeam();
    const web = webAppOf(t);
    const visit = () => web.request(`http://homefield.test/player/${w.team.slug}/7`);
    const page = await visit();
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(w.sponsor.business.businessName);
    await t.deps.pageViews!.flush();
    expect((await viewsOf(w.team.id)).map((row) => row.views)).toEqual([1]);
    // A crowd on a shared link is served the kept drawing: every one of them saw the sponsors.
    for (let i = 0; i < 3; i++) expect((await visit()).status).toBe(200);
    await web.request(`http://homefield.test/player/${w.team.slug}/7`, {
      headers: { 'user-agent': 'WhatsApp/2.23.20.0' },
    });
    await t.deps.pageViews!.flush();
    expect((await viewsOf(w.team.id)).map((row) => row.views)).toEqual([4]);

    // The team's page, drawn once for any signed-in visitor: each business's visit is a view.
    const cookies = await Promise.all(
      [1, 2].map(async () => {
        const { client } = await businessOwner(t);
        return [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
      }),
    );
    for (const cookie of [...cookies, ...cookies]) {
      const res = await web.request(`http://homefield.test/team-details/${w.team.id}`, {
        headers: { cookie },
      });
      expect(await res.text()).toContain(w.sponsor.business.businessName);
    }
    await t.deps.pageViews!.flush();
    expect((await viewsOf(w.team.id)).map((row) => row.views)).toEqual([8]);
  });
});

describe('GET /api/sponsors/:businessId/visit', () => {
  it('sends a person to the sponsor’s website and counts the visit, a crawler uncounted', async () => {
    const w = await sponsoredTeam();
    const path = `/api/sponsors/${w.sponsor.business.id}/visit?team=${w.team.id}`;
    const visit = await t.client().get(path);
    expect(visit.status).toBe(302);
    expect(visit.headers.get('location')).toBe('https://stone-oven.example.com');
    await t.client().get(path);
    const crawled = await t.client().get(path, { 'user-agent': 'facebookexternalhit/1.1' });
    expect(crawled.status).toBe(302);
    const clicks = await t.db
      .select({ clicks: sponsorClicks.clicks })
      .from(sponsorClicks)
      .where(eq(sponsorClicks.businessId, w.sponsor.business.id));
    expect(clicks).toEqual([{ clicks: 2 }]);
  });

  it('leads nowhere but a sponsor’s own website: 404 for a team it does not sponsor or a bad link', async () => {
    const w = await sponsoredTeam();
    const other = await teamOwner(t, { verificationStatus: 'approved' });
    const id = w.sponsor.business.id;
    for (const path of [
      `/api/sponsors/${id}/visit?team=${other.team.id}`,
      `/api/sponsors/${id}/visit`,
      `/api/sponsors/not-a-uuid/visit?team=${w.team.id}`,
    ]) {
      const res = await t.client().get(path);
      expect(res.status, path).toBe(404);
      expect(res.body.error.code).toBe('NOT_FOUND');
    }
    // A website that is not a web address never becomes a redirect.
    await t.db.update(businesses).set({ websiteUrl: 'javascript:alert(1)' }).where(eq(businesses.id, id));
    expect((await t.client().get(`/api/sponsors/${id}/visit?team=${w.team.id}`)).status).toBe(404);
    expect(await t.db.select().from(sponsorClicks).where(eq(sponsorClicks.businessId, id))).toEqual([]);
  });
});

describe('GET /api/business/impact', () => {
  it('is part of the paid plans: a Free business is told how to get it', async () => {
    const w = await sponsoredTeam();
    const res = await w.sponsor.client.get('/api/business/impact');
    expect(res.status).toBe(403);
    expect(res.body.error).toMatchObject({ code: 'PLAN_REQUIRED', message: IMPACT_PLAN_REQUIRED });
  });

  it('adds up views, visits and families over each sponsorship’s days, with the cost of a thousand views', async () => {
    const w = await sponsoredTeam();
    await giveBusinessPlan(t, w.sponsor.business.id, 'featured_sponsor');
    // Before the sponsorship was paid: not its views.
    await t.db.insert(teamPageViews).values([
      { teamId: w.team.id, day: '2026-11-10', views: 900 },
      { teamId: w.team.id, day: '2026-11-18', views: 400 },
      { teamId: w.team.id, day: '2026-11-21', views: 600 },
    ]);
    const visit = `/api/sponsors/${w.sponsor.business.id}/visit?team=${w.team.id}`;
    await t.client().get(visit);
    await t.client().get(visit);
    const res = await w.sponsor.client.get('/api/business/impact');
    expect(res.status).toBe(200);
    const row = {
      sponsorshipId: w.sponsor.sponsorship.id,
      teamId: w.team.id,
      teamName: w.team.name,
      tier: 'Gold',
      amountCents: 50_000,
      from: '2026-11-18',
      to: '2026-11-21',
      views: 1_000,
      clicks: 2,
      families: 2,
      // $500 over 1,000 views: $500 a thousand.
      costPerThousandViewsCents: 50_000,
    };
    expect(res.body).toEqual({
      plan: 'featured_sponsor',
      totals: {
        amountCents: 50_000,
        views: 1_000,
        clicks: 2,
        families: 2,
        costPerThousandViewsCents: 50_000,
      },
      sponsorships: [row],
    });

    // A second tier of the same team: its own row, and the team's families counted once in the totals.
    const [second] = await t.db
      .insert(sponsorships)
      .values({ ...w.sponsor.sponsorship, id: undefined, tierName: 'Bronze', amount: 10_000 })
      .returning();
    const both = (await w.sponsor.client.get('/api/business/impact')).body;
    expect(both.sponsorships.map((r: { sponsorshipId: string }) => r.sponsorshipId).sort()).toEqual(
      [w.sponsor.sponsorship.id, second!.id].sort(),
    );
    expect(both.totals).toMatchObject({ amountCents: 60_000, views: 2_000, families: 2 });

    // Another business sees only its own sponsorships.
    const other = await businessOwner(t);
    await giveBusinessPlan(t, other.business.id, 'community_partner');
    expect((await other.client.get('/api/business/impact')).body).toMatchObject({
      plan: 'community_partner',
      sponsorships: [],
      totals: { views: 0, costPerThousandViewsCents: null },
    });
  });
});
