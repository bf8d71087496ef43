import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../../tests/support/app';
import { businessOwner, signedInClient, teamOwner } from '../../../../tests/support/factories';
import { mailTo } from '../../../../tests/support/features/payments';
import { giveBusinessPlan } from '../../../../tests/support/features/plans';
import {
  CO_MARKETING_PLAN_REQUIRED,
  CO_MARKETING_TEAM_NOT_YOURS,
} from '../../../shared/schemas/co-marketing';
import { coMarketingRequests, sponsorships } from '../../db/schema';

/*
 * Community Partner's co-marketing support (issue 21, decision 0052): the business asks for a campaign
 * with teams it sponsors; the request reaches every admin by email and on the admin dashboard, where one
 * of them marks it handled.
 */

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInClient>>;
beforeAll(async () => {
  t = await startTestApp();
  admin = await signedInClient(t, { roles: ['admin'] });
});

const PATH = '/api/business/co-marketing';
const IDEA = {
  kind: 'game_day',
  idea: 'Free pizza slices for every family at the home opener',
  timing: 'March 14',
};

/** A Community Partner sponsoring one team (paid, running), and a team it does not sponsor. */
async function partner() {
  const business = await businessOwner(t, { businessName: 'Okafor Pizza' });
  await giveBusinessPlan(t, business.business.id, 'community_partner');
  const backed = await teamOwner(t, { verificationStatus: 'approved', name: 'Sellwood Comets' });
  const other = await teamOwner(t, { verificationStatus: 'approved' });
  await t.db.insert(sponsorships).values({
    teamId: backed.team.id,
    businessId: business.business.id,
    tierName: 'Gold',
    amount: 50_000,
    status: 'active',
    paymentStatus: 'paid',
    paidAt: new Date(),
  });
  return { ...business, backed: backed.team, other: other.team };
}

const requestsOf = (businessId: string) =>
  t.db.select().from(coMarketingRequests).where(eq(coMarketingRequests.businessId, businessId));

describe('POST /api/business/co-marketing', () => {
  it('records the request with the teams it names and mails every admin once', async () => {
    const p = await partner();
    const res = await p.client.post(PATH, { ...IDEA, teamIds: [p.backed.id, p.backed.id] });
    expect(res.status).toBe(201);
    const [row] = await requestsOf(p.business.id);
    expect(row).toMatchObject({
      id: res.body.id,
      kind: 'game_day',
      idea: IDEA.idea,
      timing: 'March 14',
      teamNames: ['Sellwood Comets'],
      handledAt: null,
    });
    const mails = (await mailTo(t, admin.user.email)).filter((m) => m.kind === 'co_marketing_request');
    expect(mails.map((m) => m.subject)).toEqual(['Co-marketing request from Okafor Pizza']);
    const mail = mails[0]!;
    expect(mail.text).toContain('asks for a game-day event with Sellwood Comets, March 14.');
    expect(mail.text).toContain(IDEA.idea);
  });

  it('refuses teams the business does not sponsor, and a bad body, writing nothing', async () => {
    const p = await partner();
    const notYours = await p.client.post(PATH, { ...IDEA, teamIds: [p.other.id] });
    expect(notYours.status).toBe(400);
    expect(notYours.body.error.fields.teamIds).toEqual([CO_MARKETING_TEAM_NOT_YOURS]);
    const blank = await p.client.post(PATH, { kind: 'parade', idea: '   ' });
    expect(blank.status).toBe(400);
    expect(blank.body.error.fields).toMatchObject({
      kind: ['Choose what kind of campaign'],
      idea: ['Tell us your idea'],
    });
    expect(await requestsOf(p.business.id)).toEqual([]);
  });

  it('is part of Community Partner: Featured Sponsor and Free are told so', async () => {
    for (const plan of ['featured_sponsor', null] as const) {
      const business = await businessOwner(t);
      if (plan) await giveBusinessPlan(t, business.business.id, plan);
      const res = await business.client.post(PATH, IDEA);
      expect(res.status).toBe(403);
      expect(res.body.error).toEqual({ code: 'PLAN_REQUIRED', message: CO_MARKETING_PLAN_REQUIRED });
      expect(await requestsOf(business.business.id)).toEqual([]);
    }
  });
});

describe('the admin’s list', () => {
  it('lists requests newest first and marks one handled once, however often pressed', async () => {
    const p = await partner();
    const { id } = (await p.client.post(PATH, IDEA)).body;
    const listed = await admin.client.get('/api/admin/co-marketing');
    expect(listed.status).toBe(200);
    expect(listed.body.requests[0]).toMatchObject({
      id,
      businessName: 'Okafor Pizza',
      kind: 'game_day',
      handledAt: null,
    });
    const first = await admin.client.post(`/api/admin/co-marketing/${id}/handled`);
    const second = await admin.client.post(`/api/admin/co-marketing/${id}/handled`);
    expect(first.status).toBe(200);
    expect(second.body).toEqual(first.body);
    const [row] = await requestsOf(p.business.id);
    expect(row!.handledBy).toBe(admin.user.id);
    expect((await admin.client.post('/api/admin/co-marketing/not-an-id/handled')).status).toBe(404);
    expect((await admin.client.get('/api/admin/co-marketing?page=0')).status).toBe(400);
  });
});
