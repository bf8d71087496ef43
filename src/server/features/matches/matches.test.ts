import { desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApp } from '../../../../tests/support/app';
import { createBusiness, createTeam, createUser } from '../../../../tests/support/factories';
import { lastAudit } from '../../../../tests/support/features/admin';
import {
  CUSTOM_OFFER,
  createBody,
  introducedMatch,
  type MatchWorld,
  mailCount,
  matchRow,
  matchWorld,
  proposeMatch,
  sendIntro,
  tokensMailedTo,
  worldState,
} from '../../../../tests/support/features/matches';
import { createTier } from '../../../../tests/support/features/payments';
import { EMAIL_FIELDS_REQUIRED } from '../../../shared/schemas/admin';
import {
  CUSTOM_AMOUNT_REQUIRED,
  DELIVERABLE_REQUIRED,
  MATCH_LIMITS,
  OFFER_SEASON_ORDER,
  SUMMARY_REQUIRED,
} from '../../../shared/schemas/matches';
import { emailOutbox, emailTokens, matches, offers, teamNeeds } from '../../db/schema';

/** The admin's side: pick lists, proposing a match, sending the introduction, revising the offer. */

const t = await startTestApp();

/** A world whose team is shared with no other test, so "in progress" never spills over. */
let world: MatchWorld;
beforeAll(async () => {
  world = await matchWorld(t);
});

/** Another approved business (of its own owner) to pair with the world's team. */
async function anotherBusiness(overrides: Parameters<typeof createBusiness>[2] = {}) {
  const owner = await createUser(t, { roles: ['business'] });
  return createBusiness(t, owner.id, overrides);
}

const withBusiness = async (overrides: Parameters<typeof createBusiness>[2] = {}) => ({
  ...world,
  business: await anotherBusiness(overrides),
});

describe('the pick lists', () => {
  it('list approved teams only, by name, with their tiers by amount, searchable', async () => {
    const owner = await createUser(t, { roles: ['team'] });
    const waiting = await createTeam(t, owner.id, {
      name: 'Riverside Pending',
      verificationStatus: 'pending',
    });
    await createTeam(t, owner.id, { name: 'Aardvarks', verificationStatus: 'verified' });
    await createTier(t, world.team.id, { name: 'Bronze', amount: 50_000 });

    const res = await world.admin.get('/api/admin/matches/candidates/teams?q=RIVERSIDE');
    expect(res.status).toBe(200);
    expect(res.body.items.map((team: { id: string }) => team.id)).toEqual([world.team.id]);
    expect(res.body.items[0].tiers.map((tier: { name: string }) => tier.name)).toEqual(['Bronze', 'Gold']);
    expect(res.body.items[0]).not.toHaveProperty('contactEmail');
    expect(JSON.stringify(res.body)).not.toContain(waiting.id);

    const all = await world.admin.get('/api/admin/matches/candidates/teams');
    const names = all.body.items.map((team: { name: string }) => team.name);
    expect(names[0]).toBe('Aardvarks');
    expect(names).not.toContain('Riverside Pending');
    expect(all.body.total).toBe(names.length);
  });

  it('list approved businesses only, searchable by name', async () => {
    await anotherBusiness({ businessName: 'Bakery Under Review', verificationStatus: 'under_review' });
    const res = await world.admin.get('/api/admin/matches/candidates/businesses?q=bakery');
    expect(res.status).toBe(200);
    expect(res.body.items).toEqual([
      expect.objectContaining({
        id: world.business.id,
        businessName: 'Corner Bakery',
        contactName: 'Casey Baker',
      }),
    ]);
    expect(res.body.items[0]).not.toHaveProperty('businessEmail');
  });

  it.each([
    ['an unknown parameter', '?sport=soccer'],
    ['an over-long search', `?q=${'x'.repeat(101)}`],
  ])('refuse %s with 400', async (_name, query) => {
    const res = await world.admin.get(`/api/admin/matches/candidates/teams${query}`);
    expect(res.status).toBe(400);
  });
});

describe('POST /api/admin/matches', () => {
  it('creates the team need, offer version 1 and the match PENDING_APPROVAL, and drafts the introduction', async () => {
    const pair = await withBusiness({ businessName: 'Main St Hardware', contactName: 'Hal Hammer' });
    const res = await pair.admin.post('/api/admin/matches', createBody(pair));
    expect(res.status).toBe(201);
    const { match, email } = res.body;
    expect(match).toMatchObject({
      status: 'PENDING_APPROVAL',
      introSentAt: null,
      team: { id: world.team.id, name: 'Riverside Rockets', contactEmail: world.team.contactEmail },
      business: { id: pair.business.id, businessName: 'Main St Hardware', contactName: 'Hal Hammer' },
      offer: {
        version: 1,
        tierId: null,
        tierSelected: 'Custom',
        amountCents: 150_000,
        amountDisplay: '$1,500',
        seasonStart: '2026-03-01',
        seasonEnd: '2026-08-31',
        summary: CUSTOM_OFFER.summary,
        deliverables: CUSTOM_OFFER.deliverables,
      },
      changeRequest: null,
    });
    expect(email.recipients).toEqual([
      { email: world.team.contactEmail, name: 'Coach Test', type: 'team' },
      { email: pair.business.businessEmail, name: 'Hal Hammer', type: 'business' },
    ]);
    expect(email.subject).toBe('Introducing Main St Hardware and Riverside Rockets');
    expect(email.message).toContain('Hello Coach Test and Hal Hammer,');
    expect(email.message).toContain(
      'introduce Main St Hardware and Riverside Rockets (Soccer, Portland, OR)',
    );
    expect(email.message).toContain('Next steps:');
    expect(email.message).toContain('Accept, Decline or Request changes');

    const [need] = await t.db
      .select()
      .from(teamNeeds)
      .innerJoin(matches, eq(matches.teamNeedId, teamNeeds.id))
      .where(eq(matches.id, match.id));
    expect(need!.team_needs).toMatchObject({
      teamId: world.team.id,
      seasonStart: '2026-03-01',
      seasonEnd: '2026-08-31',
      goalAmountCents: 150_000,
    });
    expect((await matchRow(t, match.id)).createdBy).not.toBeNull();
    // Nothing is sent yet: no links, no mail.
    expect(await t.db.select().from(emailTokens).where(eq(emailTokens.matchId, match.id))).toEqual([]);
    expect(await mailCount(t, 'match_%', pair.business.businessEmail)).toBe(0);
    expect(await lastAudit(t, 'MATCH_CREATED')).toMatchObject({
      afterSnapshot: { matchId: match.id, tier: 'Custom', amountCents: 150_000 },
    });
  });

  it("takes a tier's name and amount from the tier, never from the body", async () => {
    const pair = await withBusiness();
    const res = await pair.admin.post(
      '/api/admin/matches',
      createBody(pair, { ...CUSTOM_OFFER, tierId: world.tier.id, amountCents: 100 }),
    );
    expect(res.status).toBe(201);
    expect(res.body.match.offer).toMatchObject({
      tierId: world.tier.id,
      tierSelected: 'Gold',
      amountCents: 250_000,
      amountDisplay: '$2,500',
    });
    expect(res.body.email.message).toContain('the Gold package ($2,500)');
  });

  it('refuses a second match of the same two while one is in progress (409)', async () => {
    const pair = await withBusiness();
    await proposeMatch(pair);
    const before = await worldState(t);
    const res = await pair.admin.post('/api/admin/matches', createBody(pair));
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe('MATCH_EXISTS');
    expect(await worldState(t)).toEqual(before);
  });

  describe('refusals that write nothing', () => {
    const refusals: [string, (pair: MatchWorld) => Promise<unknown>, number, string][] = [
      [
        "another team's tier",
        async (pair) => {
          const other = await createTeam(t, pair.owner.user.id, { verificationStatus: 'approved' });
          const tier = await createTier(t, other.id);
          return createBody(pair, { ...CUSTOM_OFFER, tierId: tier.id });
        },
        404,
        'TIER_NOT_FOUND',
      ],
      [
        'an unknown team',
        async (pair) => ({ ...createBody(pair), teamId: '00000000-0000-4000-8000-000000000000' }),
        404,
        'NOT_FOUND',
      ],
      [
        'a team that is not approved',
        async (pair) => {
          const team = await createTeam(t, pair.owner.user.id, { verificationStatus: 'under_review' });
          return { ...createBody(pair), teamId: team.id };
        },
        409,
        'TEAM_NOT_APPROVED',
      ],
      [
        'a business that is not approved',
        async (pair) => {
          const business = await anotherBusiness({ verificationStatus: 'rejected' });
          return { ...createBody(pair), businessId: business.id };
        },
        409,
        'BUSINESS_NOT_APPROVED',
      ],
      ['malformed JSON', async () => '{"teamId":', 400, 'MALFORMED_JSON'],
      ['a wrong type', async (pair) => ({ ...createBody(pair), teamId: 42 }), 400, 'VALIDATION_FAILED'],
      [
        'an unknown field',
        async (pair) => ({ ...createBody(pair), status: 'APPROVED' }),
        400,
        'VALIDATION_FAILED',
      ],
      [
        'an unknown offer field',
        async (pair) => createBody(pair, { ...CUSTOM_OFFER, version: 7 } as never),
        400,
        'VALIDATION_FAILED',
      ],
      [
        'an over-long summary',
        async (pair) => createBody(pair, { ...CUSTOM_OFFER, summary: 'x'.repeat(MATCH_LIMITS.summary + 1) }),
        400,
        'VALIDATION_FAILED',
      ],
      [
        'too many deliverables',
        async (pair) => createBody(pair, { ...CUSTOM_OFFER, deliverables: Array(21).fill('Banner') }),
        400,
        'VALIDATION_FAILED',
      ],
      [
        'a fractional amount',
        async (pair) => createBody(pair, { ...CUSTOM_OFFER, amountCents: 10.5 }),
        400,
        'VALIDATION_FAILED',
      ],
    ];

    it.each(refusals)('%s', async (_name, body, status, code) => {
      const pair = await withBusiness();
      const payload = await body(pair);
      const before = await worldState(t);
      const res = await pair.admin.post('/api/admin/matches', payload);
      expect(res.status, JSON.stringify(res.body)).toBe(status);
      expect(res.body.error.code).toBe(code);
      expect(await worldState(t)).toEqual(before);
    });
  });

  it.each([
    ['a custom offer without an amount', { amountCents: null }, 'offer.amountCents', CUSTOM_AMOUNT_REQUIRED],
    ['a blank summary', { summary: '   ' }, 'offer.summary', SUMMARY_REQUIRED],
    ['only blank deliverables', { deliverables: [' ', ''] }, 'offer.deliverables', DELIVERABLE_REQUIRED],
    [
      'a season that ends before it starts',
      { seasonStart: '2026-09-01', seasonEnd: '2026-08-01' },
      'offer.seasonEnd',
      OFFER_SEASON_ORDER,
    ],
  ])('names the field of %s', async (_name, change, field, message) => {
    const pair = await withBusiness();
    const res = await pair.admin.post('/api/admin/matches', createBody(pair, { ...CUSTOM_OFFER, ...change }));
    expect(res.status).toBe(400);
    expect(res.body.error.fields[field]).toEqual([message]);
  });
});

describe('POST /api/admin/matches/:id/send', () => {
  it('queues one email per party with their own three links, and moves the match to INTRO_SENT', async () => {
    const pair = await withBusiness({ contactName: 'Sam Sponsor' });
    const matchId = await proposeMatch(pair);
    const res = await pair.admin.post(`/api/admin/matches/${matchId}/send`, {
      subject: '  Meet your match  ',
      message: 'Hello both,\n\nHave a look <b>now</b>.',
    });
    expect(res.status).toBe(200);
    expect(res.body.sent).toBe(2);
    expect(res.body.match.status).toBe('INTRO_SENT');
    expect(res.body.match.introSentAt).not.toBeNull();

    const mail = await t.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.kind, 'match_introduction'))
      .orderBy(desc(emailOutbox.createdAt))
      .limit(2);
    expect(mail.map((m) => m.toEmail).sort()).toEqual(
      [pair.business.businessEmail, world.team.contactEmail].sort(),
    );
    for (const m of mail) {
      expect(m.subject).toBe('Meet your match');
      expect(m.text).toContain('Hello both,\n\nHave a look <b>now</b>.');
      expect(m.text).toContain('Amount: $1,500');
      expect(m.text).toContain(CUSTOM_OFFER.summary);
      expect(m.text).toContain('- Logo on jerseys');
      expect(m.html).not.toContain('<b>now</b>');
    }
    const sponsor = await tokensMailedTo(t, pair.business.businessEmail);
    const team = await tokensMailedTo(t, world.team.contactEmail);
    expect(Object.values(sponsor).every(Boolean) && Object.values(team).every(Boolean)).toBe(true);
    // Each mail carries only its own party's links.
    const sponsorMail = mail.find((m) => m.toEmail === pair.business.businessEmail)!;
    for (const token of Object.values(team)) expect(sponsorMail.text).not.toContain(token);

    const tokens = await t.db.select().from(emailTokens).where(eq(emailTokens.matchId, matchId));
    expect(tokens).toHaveLength(6);
    expect(
      tokens
        .filter((row) => row.party === 'sponsor')
        .map((row) => row.action)
        .sort(),
    ).toEqual(['ACCEPT', 'CHANGES', 'REJECT']);
    const ttl = tokens[0]!.expiresAt.getTime() - Date.now();
    expect(ttl).toBeGreaterThan(13.9 * 24 * 3600_000);
    expect(ttl).toBeLessThanOrEqual(14 * 24 * 3600_000);
    expect(await lastAudit(t, 'MATCH_INTRO_SENT')).toMatchObject({
      afterSnapshot: { matchId, offerVersion: 1 },
    });
  });

  it('stores only a hash of each token: no token string appears anywhere in email_tokens', async () => {
    const pair = await withBusiness();
    const { matchId, sponsor, team } = await introducedMatch(t, pair);
    const rows = JSON.stringify(
      await t.db.select().from(emailTokens).where(eq(emailTokens.matchId, matchId)),
    );
    for (const token of [...Object.values(sponsor), ...Object.values(team)]) {
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}-(ACCEPT|REJECT|CHANGES)$/);
      expect(rows).not.toContain(token);
      expect(rows).not.toContain(token.slice(0, 43));
    }
  });

  it('refuses to send while the parties are answering (409), writing nothing', async () => {
    const pair = await withBusiness();
    const { matchId } = await introducedMatch(t, pair);
    const before = await worldState(t);
    const res = await pair.admin.post(`/api/admin/matches/${matchId}/send`, {
      subject: 'Again',
      message: 'Hi',
    });
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe('MATCH_NOT_SENDABLE');
    expect(await worldState(t)).toEqual(before);
  });

  it.each([
    ['a blank subject', { subject: '  ', message: 'Hi' }, EMAIL_FIELDS_REQUIRED],
    ['a missing message', { subject: 'Hi' }, EMAIL_FIELDS_REQUIRED],
    ['an unknown field', { subject: 'Hi', message: 'Hi', recipients: [] }, 'Unknown field'],
  ])('refuses %s with 400, writing nothing', async (_name, body, message) => {
    const pair = await withBusiness();
    const matchId = await proposeMatch(pair);
    const before = await worldState(t);
    const res = await pair.admin.post(`/api/admin/matches/${matchId}/send`, body);
    expect(res.status).toBe(400);
    expect(Object.values(res.body.error.fields).flat()).toContain(message);
    expect(await worldState(t)).toEqual(before);
  });

  it('answers 404 for an unknown or malformed match id', async () => {
    const body = { subject: 'Hi', message: 'Hi' };
    const unknown = await world.admin.post(
      '/api/admin/matches/00000000-0000-4000-8000-000000000000/send',
      body,
    );
    expect(unknown.status).toBe(404);
    expect((await world.admin.post('/api/admin/matches/not-an-id/send', body)).status).toBe(404);
  });
});

describe('POST /api/admin/matches/:id/offers', () => {
  it('refuses to revise unless a party asked for changes (409)', async () => {
    const pair = await withBusiness();
    const pending = await proposeMatch(pair);
    const res = await pair.admin.post(`/api/admin/matches/${pending}/offers`, CUSTOM_OFFER);
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe('OFFER_NOT_REVISABLE');
    expect(await t.db.select().from(offers).where(eq(offers.matchId, pending))).toHaveLength(1);
  });

  it('makes version 2 after a change request; version 1 links die and the resend works', async () => {
    const pair = await withBusiness();
    const first = await introducedMatch(t, pair);
    const ask = await t.client().post(`/api/cta/${first.team.CHANGES}`, { comment: 'Can we do $1,200?' });
    expect(ask.status).toBe(200);

    const res = await pair.admin.post(`/api/admin/matches/${first.matchId}/offers`, {
      ...CUSTOM_OFFER,
      amountCents: 120_000,
      deliverables: ['Logo on jerseys'],
    });
    expect(res.status).toBe(201);
    expect(res.body.match.status).toBe('CHANGES_REQUESTED');
    expect(res.body.match.offer).toMatchObject({ version: 2, amountDisplay: '$1,200' });
    expect(res.body.email.subject).toContain('Updated offer');
    const [need] = await t.db
      .select({ goal: teamNeeds.goalAmountCents })
      .from(teamNeeds)
      .innerJoin(matches, eq(matches.teamNeedId, teamNeeds.id))
      .where(eq(matches.id, first.matchId));
    expect(need!.goal).toBe(120_000);
    // The sponsor never used a version-1 link, and still cannot.
    expect((await t.client().get(`/api/cta/${first.sponsor.ACCEPT}`)).status).toBe(404);

    await sendIntro(pair.admin, first.matchId);
    const second = await tokensMailedTo(t, pair.business.businessEmail);
    const view = await t.client().get(`/api/cta/${second.ACCEPT}`);
    expect(view.status).toBe(200);
    expect(view.body.offer).toMatchObject({ version: 2, amountDisplay: '$1,200' });
    expect((await matchRow(t, first.matchId)).status).toBe('INTRO_SENT');
  });
});

describe('GET /api/admin/matches/:id/tiers', () => {
  it("answers the matched team's tiers by amount, and 404 for an unknown match", async () => {
    const pair = await withBusiness();
    const matchId = await proposeMatch(pair);
    const res = await pair.admin.get(`/api/admin/matches/${matchId}/tiers`);
    expect(res.status).toBe(200);
    const amounts = res.body.tiers.map((tier: { amount: number }) => tier.amount);
    expect(amounts).toEqual([...amounts].sort((a, b) => a - b));
    expect(res.body.tiers).toContainEqual(
      expect.objectContaining({ id: world.tier.id, name: 'Gold', amount: 250_000 }),
    );
    const unknown = await pair.admin.get('/api/admin/matches/00000000-0000-4000-8000-000000000000/tiers');
    expect(unknown.status).toBe(404);
    expect((await pair.admin.get('/api/admin/matches/nope/tiers')).status).toBe(404);
  });
});

describe('GET /api/admin/matches', () => {
  it('lists every match but drafts, newest first, with the latest offer and the open change request', async () => {
    const pair = await withBusiness({ businessName: 'Listed Last Co' });
    const { matchId, sponsor } = await introducedMatch(t, pair);
    await t.client().post(`/api/cta/${sponsor.CHANGES}`, { comment: 'Add a banner, please.' });
    const [need] = await t.db.insert(teamNeeds).values({ teamId: world.team.id }).returning();
    const [draft] = await t.db
      .insert(matches)
      .values({ teamNeedId: need!.id, businessId: pair.business.id, status: 'DRAFT' })
      .returning();

    const res = await world.admin.get('/api/admin/matches');
    expect(res.status).toBe(200);
    const ids = res.body.matches.map((m: { id: string }) => m.id);
    expect(ids[0]).toBe(matchId);
    expect(ids).not.toContain(draft!.id);
    expect(res.body.total).toBe(ids.length);
    expect(res.body.matches[0]).toMatchObject({
      status: 'CHANGES_REQUESTED',
      offer: { version: 1, amountDisplay: '$1,500' },
      changeRequest: { comment: 'Add a banner, please.', by: 'sponsor' },
      draft: { subject: 'Introducing Listed Last Co and Riverside Rockets' },
    });
  });

  it('offers a draft only while the match can be sent', async () => {
    const pair = await withBusiness();
    const matchId = await proposeMatch(pair);
    const find = async () =>
      (await world.admin.get('/api/admin/matches')).body.matches.find(
        (m: { id: string }) => m.id === matchId,
      );
    expect((await find()).draft.recipients).toHaveLength(2);
    await sendIntro(pair.admin, matchId);
    expect(await find()).toMatchObject({ status: 'INTRO_SENT', draft: null, changeRequest: null });
  });

  it('refuses a page that is not a whole number from 1', async () => {
    expect((await world.admin.get('/api/admin/matches?page=0')).status).toBe(400);
    expect((await world.admin.get('/api/admin/matches?page=abc')).status).toBe(400);
  });
});
