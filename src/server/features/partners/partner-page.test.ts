import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../../tests/support/app';
import { businessOwner, teamOwner } from '../../../../tests/support/factories';
import { rawRequest, samplePng } from '../../../../tests/support/features/fulfilment';
import { giveBusinessPlan, subscriptionEvent } from '../../../../tests/support/features/plans';
import {
  BANNER_WRONG_TYPE,
  BRAND_COLOR_INVALID,
  PARTNER_PAGE_NOT_FOUND,
  PARTNER_PAGE_PLAN_REQUIRED,
} from '../../../shared/schemas/partner-page';
import { businesses, partnerPages, planSubscriptions, sponsorships } from '../../db/schema';

/*
 * Community Partner's branded page (issue 21, decision 0053): the owner writes its headline, story and
 * colour and adds a banner while on the plan; the public sees it, with the teams the business backs, while
 * the plan is in force and the business is approved; a lapse hides it and deletes nothing.
 */

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});

const PAGE = {
  headline: 'Pizza for every home game',
  story: 'A family shop since 1998.',
  brandColor: '#c0392b',
};

async function partner() {
  const owner = await businessOwner(t, {
    businessName: 'Okafor Pizza',
    websiteUrl: 'https://okafor.example.com',
  });
  await giveBusinessPlan(t, owner.business.id, 'community_partner');
  const backed = await teamOwner(t, { verificationStatus: 'approved', name: 'Sellwood Comets' });
  await t.db.insert(sponsorships).values({
    teamId: backed.team.id,
    businessId: owner.business.id,
    tierName: 'Gold',
    amount: 50_000,
    status: 'active',
    paymentStatus: 'paid',
    paidAt: new Date(),
  });
  return { ...owner, backed: backed.team };
}

const uploadBanner = (
  client: Awaited<ReturnType<typeof partner>>['client'],
  bytes: Uint8Array,
  type: string,
) =>
  rawRequest(t, client, '/api/business/partner-page/banner', {
    method: 'PUT',
    body: new Uint8Array(bytes),
    headers: { 'content-type': type },
  });

describe('the owner’s branded page', () => {
  it('is written whole, colour normalised, and shown to everyone with the teams it backs', async () => {
    const p = await partner();
    expect((await p.client.get('/api/business/partner-page')).body).toEqual({
      published: false,
      plan: 'community_partner',
      page: null,
    });
    const saved = await p.client.put('/api/business/partner-page', PAGE);
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      published: true,
      page: { headline: PAGE.headline, story: PAGE.story, brandColor: '#C0392B', hasBanner: false },
    });
    const shown = await t.client().get(`/api/partners/${p.business.id}`);
    expect(shown.status).toBe(200);
    expect(shown.body).toEqual({
      businessId: p.business.id,
      businessName: 'Okafor Pizza',
      headline: PAGE.headline,
      story: PAGE.story,
      brandColor: '#C0392B',
      bannerUrl: null,
      websiteUrl: 'https://okafor.example.com',
      teams: [expect.objectContaining({ id: p.backed.id, name: 'Sellwood Comets' })],
    });
  });

  it('takes a banner picture checked by its content, and serves it with the page', async () => {
    const p = await partner();
    const early = await uploadBanner(p.client, await samplePng(), 'image/png');
    expect(early.status).toBe(409);
    await p.client.put('/api/business/partner-page', PAGE);
    const wrong = await uploadBanner(
      p.client,
      new TextEncoder().encode('<svg onload=alert(1)>'),
      'image/png',
    );
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.message).toBe(BANNER_WRONG_TYPE);
    const png = await samplePng();
    expect((await uploadBanner(p.client, png, 'image/png')).status).toBe(200);
    const { bannerUrl } = (await t.client().get(`/api/partners/${p.business.id}`)).body;
    expect(bannerUrl).toMatch(new RegExp(`^/api/partners/${p.business.id}/banner\\?v=\\d+$`));
    const banner = await t.fetchRaw(bannerUrl);
    expect(banner.status).toBe(200);
    expect(banner.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await banner.arrayBuffer())).toEqual(new Uint8Array(png));
  });

  it('refuses a bad body with the field’s message, writing nothing', async () => {
    const p = await partner();
    const bad = await p.client.put('/api/business/partner-page', {
      ...PAGE,
      brandColor: 'red',
      headline: ' ',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toMatchObject({
      brandColor: [BRAND_COLOR_INVALID],
      headline: ['Write a headline'],
    });
    expect(await t.db.select().from(partnerPages).where(eq(partnerPages.businessId, p.business.id))).toEqual(
      [],
    );
  });
});

describe('who sees it', () => {
  it('is written only on Community Partner: Featured Sponsor and Free are told so', async () => {
    for (const plan of ['featured_sponsor', null] as const) {
      const b = await businessOwner(t);
      if (plan) await giveBusinessPlan(t, b.business.id, plan);
      const res = await b.client.put('/api/business/partner-page', PAGE);
      expect(res.status).toBe(403);
      expect(res.body.error).toEqual({ code: 'PLAN_REQUIRED', message: PARTNER_PAGE_PLAN_REQUIRED });
    }
  });

  it('hides the page when the plan ends or the business is not approved, deleting nothing', async () => {
    const p = await partner();
    await p.client.put('/api/business/partner-page', PAGE);
    await t.db
      .update(businesses)
      .set({ verificationStatus: 'pending' })
      .where(eq(businesses.id, p.business.id));
    const hidden = await t.client().get(`/api/partners/${p.business.id}`);
    expect(hidden.status).toBe(404);
    expect(hidden.body.error.message).toBe(PARTNER_PAGE_NOT_FOUND);
    await t.db
      .update(businesses)
      .set({ verificationStatus: 'approved' })
      .where(eq(businesses.id, p.business.id));
    expect((await t.client().get(`/api/partners/${p.business.id}`)).status).toBe(200);

    const [live] = await t.db
      .select()
      .from(planSubscriptions)
      .where(eq(planSubscriptions.businessId, p.business.id));
    await subscriptionEvent(t, { kind: 'subscription_ended', subscriptionId: live!.subscriptionId! });
    expect((await t.client().get(`/api/partners/${p.business.id}`)).status).toBe(404);
    expect((await p.client.get('/api/business/partner-page')).body).toMatchObject({
      published: false,
      plan: 'other',
      page: { headline: PAGE.headline },
    });
    expect((await t.client().get('/api/partners/not-a-uuid')).status).toBe(404);
  });
});
