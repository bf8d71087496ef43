import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../../tests/support/app';
import { businessOwner, signedInClient, teamOwner } from '../../../../tests/support/factories';
import { profileBody } from '../../../../tests/support/features/businesses';
import { businesses } from '../../db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});

const stored = async (id: string) => (await t.db.select().from(businesses).where(eq(businesses.id, id)))[0]!;

describe('GET /api/businesses/mine: who may read', () => {
  it('answers an anonymous caller 401', async () => {
    const res = await t.client().get('/api/businesses/mine');
    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe('UNAUTHORIZED');
  });

  it('gives the owner every column of their business but the admin-only closedAt', async () => {
    const { user, client, business } = await businessOwner(t, { verificationStatus: 'pending' });
    const res = await client.get('/api/businesses/mine');
    expect(res.status).toBe(200);
    expect(res.body.business).toMatchObject({
      id: business.id,
      createdBy: user.id,
      businessName: business.businessName,
      verificationStatus: 'pending',
      annualBudgetMinCents: 0,
      socialMediaHandles: {},
      partnershipTypes: [],
    });
    const { closedAt: _closed, ...columns } = business;
    expect(Object.keys(res.body.business).sort()).toEqual(Object.keys(columns).sort());
  });

  it('shows another business owner only their own business', async () => {
    const first = await businessOwner(t);
    const second = await businessOwner(t);
    const res = await second.client.get('/api/businesses/mine');
    expect(res.status).toBe(200);
    expect(res.body.business.id).toBe(second.business.id);
    expect(JSON.stringify(res.body)).not.toContain(first.business.businessName);
  });

  it.each([
    ['a team user', () => teamOwner(t)],
    ['an admin', () => signedInClient(t, { roles: ['admin'] })],
    ['a user with no role', () => signedInClient(t)],
    ['a business user whose business is missing', () => signedInClient(t, { roles: ['business'] })],
  ])('answers %s without a business 404 NO_BUSINESS', async (_name, who) => {
    await businessOwner(t);
    const { client } = await who();
    const res = await client.get('/api/businesses/mine');
    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe('NO_BUSINESS');
  });
});

describe('PUT /api/businesses/mine: who may change', () => {
  it('answers an anonymous caller 401 and changes nothing', async () => {
    const { business } = await businessOwner(t);
    const res = await t.client().put('/api/businesses/mine', profileBody());
    expect(res.status).toBe(401);
    expect(await stored(business.id)).toEqual(business);
  });

  it('saves the owner’s profile and answers with it', async () => {
    const { client, business } = await businessOwner(t, { verificationStatus: 'approved' });
    const res = await client.put(
      '/api/businesses/mine',
      profileBody({ websiteUrl: 'cascadeauto.example.com' }),
    );
    expect(res.status).toBe(200);
    expect(res.body.business).toMatchObject({
      id: business.id,
      businessName: 'Cascade Auto Group',
      businessType: 'auto_dealer',
      industry: 'Automotive',
      contactName: 'Linda Park',
      businessEmail: 'linda@cascade.example.com',
      websiteUrl: 'https://cascadeauto.example.com',
      annualBudgetMinCents: 500_000,
      annualBudgetMaxCents: 2_500_000,
      preferredAmountPerTeamCents: 100_000,
      seasonalVsYearround: 'Year-round partnerships preferred',
      sponsorshipCategories: ['coaching_training', 'event_hosting', 'team_fees'],
      preferredAgeGroups: ['Under 10', 'High School'],
      preferredSports: ['Any sport'],
      verificationStatus: 'approved',
    });
    const row = await stored(business.id);
    expect(row.businessName).toBe('Cascade Auto Group');
    expect(row.updatedAt.getTime()).toBeGreaterThan(business.updatedAt.getTime());
    // Fields the editor does not hold are left as they were.
    expect(row.primaryGoal).toBe(business.primaryGoal);
    expect(row.signupStep).toBe(business.signupStep);
  });

  it('changes only the caller’s own business, never another’s', async () => {
    const first = await businessOwner(t);
    const second = await businessOwner(t);
    const res = await second.client.put('/api/businesses/mine', profileBody({ businessName: 'Second Co' }));
    expect(res.status).toBe(200);
    expect(res.body.business.id).toBe(second.business.id);
    expect(await stored(first.business.id)).toEqual(first.business);
  });

  it.each([
    ['a team user', () => teamOwner(t)],
    ['an admin', () => signedInClient(t, { roles: ['admin'] })],
  ])('answers %s 404 NO_BUSINESS and changes nobody’s business', async (_name, who) => {
    const { business } = await businessOwner(t);
    const { client } = await who();
    const res = await client.put('/api/businesses/mine', profileBody());
    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe('NO_BUSINESS');
    expect(await stored(business.id)).toEqual(business);
  });
});

describe('PUT /api/businesses/mine: rules', () => {
  it('resubmits a rejected business for review when it saves', async () => {
    const { client, business } = await businessOwner(t, { verificationStatus: 'rejected' });
    const res = await client.put('/api/businesses/mine', profileBody());
    expect(res.body.business.verificationStatus).toBe('under_review');
    expect((await stored(business.id)).verificationStatus).toBe('under_review');
  });

  it.each(['pending', 'under_review', 'approved', 'verified'] as const)(
    'leaves a %s business in its status',
    async (status) => {
      const { client } = await businessOwner(t, { verificationStatus: status });
      const res = await client.put('/api/businesses/mine', profileBody());
      expect(res.body.business.verificationStatus).toBe(status);
    },
  );

  it('keeps the age groups chosen at signup alongside the editor’s', async () => {
    const { client } = await businessOwner(t, { preferredAgeGroups: ['9-12 years'] });
    const res = await client.put(
      '/api/businesses/mine',
      profileBody({ preferredAgeGroups: ['9-12 years', 'Under 12'] }),
    );
    expect(res.status).toBe(200);
    expect(res.body.business.preferredAgeGroups).toEqual(['9-12 years', 'Under 12']);
  });

  it('accepts budgets of $0 and no maximum', async () => {
    const { client } = await businessOwner(t);
    const res = await client.put(
      '/api/businesses/mine',
      profileBody({ annualBudgetMinCents: 0, annualBudgetMaxCents: null, preferredAmountPerTeamCents: 0 }),
    );
    expect(res.status).toBe(200);
    expect(res.body.business).toMatchObject({
      annualBudgetMinCents: 0,
      annualBudgetMaxCents: null,
      preferredAmountPerTeamCents: 0,
    });
  });

  it.each([
    ['no business name', { businessName: '' }, 'businessName', 'Business name is required'],
    ['no contact name', { contactName: ' ' }, 'contactName', 'Contact name is required'],
    ['no business type', { businessType: '' }, 'businessType', 'Please choose a business type'],
    ['no industry', { industry: '' }, 'industry', 'Please choose an industry'],
    ['an industry not on the list', { industry: 'Mining' }, 'industry', 'Please choose an industry'],
    ['no email', { businessEmail: '' }, 'businessEmail', 'Please enter a valid email address.'],
    ['no address', { businessAddress: '' }, 'businessAddress', 'Business address is required'],
    [
      'a negative budget',
      { annualBudgetMinCents: -1 },
      'annualBudgetMinCents',
      'Minimum annual budget cannot be negative',
    ],
    [
      'a number sent as text',
      { annualBudgetMinCents: '100' },
      'annualBudgetMinCents',
      'Minimum annual budget must be an amount',
    ],
    [
      'a maximum below the minimum',
      { annualBudgetMinCents: 1000, annualBudgetMaxCents: 999 },
      'annualBudgetMaxCents',
      'The maximum budget cannot be less than the minimum',
    ],
    [
      'no sponsorship category',
      { sponsorshipCategories: [] },
      'sponsorshipCategories',
      'Choose at least one sponsorship category',
    ],
    ['no age group', { preferredAgeGroups: [] }, 'preferredAgeGroups', 'Choose at least one age group'],
    [
      'an age group on no list',
      { preferredAgeGroups: ['Toddlers'] },
      'preferredAgeGroups.0',
      'Choose age groups from the list',
    ],
    [
      'an over-long name',
      { businessName: 'x'.repeat(101) },
      'businessName',
      'Business name must be at most 100 characters',
    ],
    [
      'an over-long description',
      { businessDescription: 'x'.repeat(2001) },
      'businessDescription',
      'Business description must be at most 2,000 characters',
    ],
    [
      'an over-long phone',
      { phoneNumber: '5'.repeat(16) },
      'phoneNumber',
      'Phone number must be at most 15 characters',
    ],
    ['an unknown field', { verificationStatus: 'approved' }, 'verificationStatus', 'Unknown field'],
    ['a wizard-only field', { taxId: '12-3456789' }, 'taxId', 'Unknown field'],
  ])('refuses %s with the field message and changes nothing', async (_name, overrides, field, message) => {
    const { client, business } = await businessOwner(t, { verificationStatus: 'rejected' });
    const res = await client.put('/api/businesses/mine', profileBody(overrides));
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('VALIDATION_FAILED');
    expect(res.body.error.fields[field]).toEqual([message]);
    expect(await stored(business.id)).toEqual(business);
  });

  it.each([
    ['malformed JSON', '{"businessName":', 400, 'MALFORMED_JSON'],
    ['an array body', [profileBody()], 400, 'VALIDATION_FAILED'],
    ['an empty body', {}, 400, 'VALIDATION_FAILED'],
  ])('answers %s with a clear 4xx and changes nothing', async (_name, body, status, code) => {
    const { client, business } = await businessOwner(t);
    const res = await client.put('/api/businesses/mine', body);
    expect(res.status).toBe(status);
    expect(res.body.error.code).toBe(code);
    expect(await stored(business.id)).toEqual(business);
  });
});
