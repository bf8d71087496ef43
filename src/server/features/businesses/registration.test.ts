import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../../tests/support/app';
import { businessOwner, signedInClient, teamOwner } from '../../../../tests/support/factories';
import { businessCounts, registrationBody } from '../../../../tests/support/features/businesses';
import { businesses, userRoles } from '../../db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});

const rolesOf = async (userId: string) =>
  (await t.db.select().from(userRoles).where(eq(userRoles.userId, userId))).map((r) => r.role).sort();

describe('POST /api/businesses (the final submit)', () => {
  it('creates the business under review at step 6, grants the business role, and answers 201', async () => {
    const { user, client } = await signedInClient(t, { roles: ['user'] });
    const res = await client.post('/api/businesses', registrationBody());
    expect(res.status).toBe(201);
    expect(res.body.business).toMatchObject({
      businessName: "Okafor's Stone Oven Pizza",
      businessType: 'restaurant',
      industry: 'Food & Beverage',
      numberOfLocations: 2,
      numberOfEmployees: 14,
      yearsInBusiness: 6,
      primaryGoal: 'social_responsibility',
      contactName: 'Sam Okafor',
      contactTitle: 'Owner',
      phoneNumber: '(503) 555-0101',
      // No business email given: the account's.
      businessEmail: user.email,
      websiteUrl: 'https://okaforpizza.example.com',
      socialMediaHandles: { instagram: '@okaforpizza' },
      partnershipTypes: ['financial_sponsorship', 'in_kind_sponsorship'],
      annualBudgetMinCents: 100_000,
      annualBudgetMaxCents: 500_000,
      preferredAmountPerTeamCents: 50_000,
      maxTeamsSupported: 3,
      geographicRadius: '10 miles',
      previousSponsorshipExperience: true,
      preferredAgeGroups: ['9-12 years', '13-15 years'],
      partnershipGoals: ['Community visibility'],
      eventParticipationInterest: true,
      crossPromotionalInterest: false,
      taxId: '12-3456789',
      previousSponsorshipReferences: null,
      verificationStatus: 'under_review',
      signupStep: 6,
      approvedAt: null,
      createdBy: user.id,
    });
    expect(res.body.business.createdAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(await rolesOf(user.id)).toEqual(['business', 'user']);
    const session = await client.get('/api/auth/session');
    expect(session.body.user.type).toBe('business');
    const mine = await client.get('/api/businesses/mine');
    expect(mine.status).toBe(200);
    expect(mine.body.business.id).toBe(res.body.business.id);
  });

  it('keeps a business email that is given, and a team user keeps the team role beside the new one', async () => {
    const { user, client } = await teamOwner(t);
    const res = await client.post(
      '/api/businesses',
      registrationBody({ businessEmail: 'Hello@Okafor.example.com' }),
    );
    expect(res.status).toBe(201);
    expect(res.body.business.businessEmail).toBe('hello@okafor.example.com');
    expect(await rolesOf(user.id)).toEqual(['business', 'team']);
  });

  it('answers an anonymous caller 401 with the spec message and writes nothing', async () => {
    const before = await businessCounts(t);
    const res = await t.client().post('/api/businesses', registrationBody());
    expect(res.status).toBe(401);
    expect(res.body.error).toMatchObject({
      code: 'UNAUTHORIZED',
      message: 'Please sign in to complete registration',
    });
    expect(await businessCounts(t)).toEqual(before);
  });

  it('refuses a second business for the same account with 409 and changes nothing', async () => {
    const { user, client, business } = await businessOwner(t, { verificationStatus: 'approved' });
    const before = await businessCounts(t);
    const res = await client.post('/api/businesses', registrationBody({ businessName: 'Another One' }));
    expect(res.status).toBe(409);
    expect(res.body.error).toMatchObject({
      code: 'BUSINESS_EXISTS',
      message: 'You have already registered a business. You can edit it from your business profile.',
    });
    expect(await businessCounts(t)).toEqual(before);
    const rows = await t.db.select().from(businesses).where(eq(businesses.createdBy, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: business.id, verificationStatus: 'approved' });
  });

  it('creates one business when the same account submits twice at once', async () => {
    const { user, client } = await signedInClient(t);
    const answers = await Promise.all([
      client.post('/api/businesses', registrationBody()),
      client.post('/api/businesses', registrationBody()),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    expect(await t.db.select().from(businesses).where(eq(businesses.createdBy, user.id))).toHaveLength(1);
  });
});

describe('the rules of each step', () => {
  it.each([
    ['1 location', { numberOfLocations: 1 }],
    ['0 years in business', { yearsInBusiness: 0 }],
    ['1 team supported', { maxTeamsSupported: 1 }],
    ['budgets of $0', { annualBudgetMinCents: 0, annualBudgetMaxCents: 0, preferredAmountPerTeamCents: 0 }],
    ['a maximum equal to the minimum', { annualBudgetMinCents: 5000, annualBudgetMaxCents: 5000 }],
    [
      'only the required fields',
      {
        numberOfEmployees: null,
        contactTitle: null,
        businessEmail: null,
        serviceArea: '',
        websiteUrl: '',
        operatingHours: '',
        socialMediaHandles: undefined,
        annualBudgetMaxCents: null,
        preferredAmountPerTeamCents: null,
        seasonalVsYearround: '',
        maxTeamsSupported: null,
        geographicRadius: '',
        previousSponsorshipExperience: undefined,
        preferredSports: [],
        preferredTeamSizes: [],
        competitiveLevelPreference: [],
        logoPlacementPreferences: [],
        eventParticipationInterest: undefined,
        crossPromotionalInterest: undefined,
        taxId: undefined,
        previousSponsorshipReferences: undefined,
      },
    ],
  ])('accepts %s', async (_name, overrides) => {
    const { client } = await signedInClient(t);
    const res = await client.post('/api/businesses', registrationBody(overrides));
    expect(res.status).toBe(201);
    for (const [key, value] of Object.entries(overrides)) {
      if (typeof value === 'number') expect(res.body.business[key]).toBe(value);
    }
  });

  it.each([
    ['0 locations', { numberOfLocations: 0 }, 'numberOfLocations', 'Number of locations must be at least 1'],
    [
      '-1 years in business',
      { yearsInBusiness: -1 },
      'yearsInBusiness',
      'Years in business must be at least 0',
    ],
    [
      '0 teams supported',
      { maxTeamsSupported: 0 },
      'maxTeamsSupported',
      'Maximum teams supported must be at least 1',
    ],
    [
      'a negative minimum budget',
      { annualBudgetMinCents: -1 },
      'annualBudgetMinCents',
      'Minimum annual budget cannot be negative',
    ],
    [
      'a negative maximum budget',
      { annualBudgetMinCents: 0, annualBudgetMaxCents: -1 },
      'annualBudgetMaxCents',
      'Maximum annual budget cannot be negative',
    ],
    [
      'a negative amount per team',
      { preferredAmountPerTeamCents: -1 },
      'preferredAmountPerTeamCents',
      'Preferred amount per team cannot be negative',
    ],
    [
      'a maximum below the minimum',
      { annualBudgetMinCents: 5000, annualBudgetMaxCents: 4999 },
      'annualBudgetMaxCents',
      'The maximum budget cannot be less than the minimum',
    ],
    [
      'no partnership type',
      { partnershipTypes: [] },
      'partnershipTypes',
      'Choose at least one partnership type',
    ],
    [
      'no sponsorship category',
      { sponsorshipCategories: [] },
      'sponsorshipCategories',
      'Choose at least one sponsorship category',
    ],
    ['no age group', { preferredAgeGroups: [] }, 'preferredAgeGroups', 'Choose at least one age group'],
    [
      'no partnership goal',
      { partnershipGoals: [] },
      'partnershipGoals',
      'Choose at least one partnership goal',
    ],
    ['no business name', { businessName: '  ' }, 'businessName', 'Business name is required'],
    ['no business type', { businessType: '' }, 'businessType', 'Please choose a business type'],
    ['no primary goal', { primaryGoal: undefined }, 'primaryGoal', 'Please choose your primary goal'],
    ['no address', { businessAddress: '' }, 'businessAddress', 'Business address is required'],
    [
      'no description',
      { businessDescription: '' },
      'businessDescription',
      'Business description is required',
    ],
    [
      'no products or services',
      { primaryProductsServices: '' },
      'primaryProductsServices',
      'Primary products or services is required',
    ],
    [
      'a fractional location count',
      { numberOfLocations: 1.5 },
      'numberOfLocations',
      'Number of locations must be a whole number',
    ],
    [
      'a category of the editor only',
      { sponsorshipCategories: ['coaching_training'] },
      'sponsorshipCategories.0',
      'Choose sponsorship categories from the list',
    ],
    [
      'an age group of the editor only',
      { preferredAgeGroups: ['Under 10'] },
      'preferredAgeGroups.0',
      'Choose age groups from the list',
    ],
    [
      'a sport not on the list',
      { preferredSports: ['Quidditch'] },
      'preferredSports.0',
      'Choose sports from the list',
    ],
    [
      'a website that is not a link',
      { websiteUrl: 'not a website' },
      'websiteUrl',
      'Enter a website such as https://example.com',
    ],
  ])('refuses %s with the field message and writes nothing', async (_name, overrides, field, message) => {
    const { user, client } = await signedInClient(t);
    const before = await businessCounts(t);
    const res = await client.post('/api/businesses', registrationBody(overrides));
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('VALIDATION_FAILED');
    expect(res.body.error.fields[field]).toEqual([message]);
    expect(await businessCounts(t)).toEqual(before);
    expect(await rolesOf(user.id)).toEqual([]);
  });
});

describe('bad bodies', () => {
  it.each([
    ['malformed JSON', '{"businessName":', 'MALFORMED_JSON'],
    ['a number sent as text', registrationBody({ numberOfLocations: '2' }), 'VALIDATION_FAILED'],
    ['a flag sent as text', registrationBody({ eventParticipationInterest: 'yes' }), 'VALIDATION_FAILED'],
    [
      'a list sent as text',
      registrationBody({ partnershipTypes: 'financial_sponsorship' }),
      'VALIDATION_FAILED',
    ],
    ['an over-long name', registrationBody({ businessName: 'x'.repeat(101) }), 'VALIDATION_FAILED'],
    ['an over-long address', registrationBody({ businessAddress: 'x'.repeat(501) }), 'VALIDATION_FAILED'],
    [
      'an over-long description',
      registrationBody({ businessDescription: 'x'.repeat(2001) }),
      'VALIDATION_FAILED',
    ],
    ['an over-long phone', registrationBody({ phoneNumber: '5'.repeat(16) }), 'VALIDATION_FAILED'],
    [
      'an over-long website',
      registrationBody({ websiteUrl: `https://example.com/${'a'.repeat(2030)}` }),
      'VALIDATION_FAILED',
    ],
    [
      'an over-long email',
      registrationBody({ businessEmail: `${'a'.repeat(250)}@example.com` }),
      'VALIDATION_FAILED',
    ],
    ['an over-long tax ID', registrationBody({ taxId: '1'.repeat(101) }), 'VALIDATION_FAILED'],
    [
      'an over-long social handle',
      registrationBody({ socialMediaHandles: { twitter: 'x'.repeat(101) } }),
      'VALIDATION_FAILED',
    ],
    [
      'an amount beyond $10,000,000',
      registrationBody({ annualBudgetMaxCents: 1_000_000_001 }),
      'VALIDATION_FAILED',
    ],
    ['an unknown field', registrationBody({ verificationStatus: 'approved' }), 'VALIDATION_FAILED'],
    [
      'an unknown social network',
      registrationBody({ socialMediaHandles: { myspace: 'me' } }),
      'VALIDATION_FAILED',
    ],
    ['an array body', [registrationBody()], 'VALIDATION_FAILED'],
  ])('answers %s with 400 and writes nothing', async (_name, body, code) => {
    const { client } = await signedInClient(t);
    const before = await businessCounts(t);
    const res = await client.post('/api/businesses', body);
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe(code);
    expect(typeof res.body.error.message).toBe('string');
    expect(await businessCounts(t)).toEqual(before);
  });

  it('names an unknown field, so a caller cannot set its own status', async () => {
    const { client } = await signedInClient(t);
    const res = await client.post(
      '/api/businesses',
      registrationBody({ verificationStatus: 'approved', createdBy: '00000000-0000-0000-0000-000000000000' }),
    );
    expect(res.body.error.fields.verificationStatus).toEqual(['Unknown field']);
    expect(res.body.error.fields.createdBy).toEqual(['Unknown field']);
  });

  it('refuses a body that is not JSON', async () => {
    const { client } = await signedInClient(t);
    const res = await client.post('/api/businesses', 'businessName=x', {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(res.status).toBe(415);
  });
});
