import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../../tests/support/app';
import { signedInClient, teamOwner } from '../../../../tests/support/factories';
import { teams } from '../../db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});

const required = {
  name: 'Rose City Strikers',
  coachName: 'Maria Lopez',
  sport: 'Soccer',
  ageGroup: 'Under 12',
  contactEmail: 'Maria@RoseCity.example',
  location: 'Portland, OR',
};

const full = {
  ...required,
  contactPhone: '503-555-0142',
  teamSize: 16,
  primaryGoal: 'Cover tournament fees',
  budgetRange: '$2,500 - $5,000',
  fundraisingGoals: 'Raise $4,000 for travel.',
  leagueName: 'Portland Youth Soccer',
  schoolDistrict: 'Portland Public Schools',
  teamAchievements: 'League champions 2025',
  description: 'A friendly U12 team.',
  seasonStartDate: '2026-03-01',
  seasonEndDate: '2026-06-30',
  practiceSchedule: 'Tue/Thu 5:30 pm',
  coachingStaff: 'Maria Lopez, Sam Lee',
  coachBios: 'Maria has coached for ten years.',
  seasonGoals: 'Top half of the league.',
  specialEvents: 'Kickoff picnic',
  socialMediaHandles: {
    instagram: ' @rosecityfc ',
    facebook: 'https://facebook.com/rosecityfc',
    twitter: '',
  },
  partnershipTypes: ['financial_sponsorship', 'in_kind_sponsorship', 'financial_sponsorship'],
  teamOfferings: ['Logo on jerseys', '  ', 'Banner at games'],
  existingSponsors: ['Neighborhood Hardware'],
  taxExemptStatus: true,
  legalName: 'Rose City Strikers Booster Club',
  ein: '931234567',
  budgetMinCents: 150_000,
  budgetMaxCents: 500_000,
  partnershipTimeline: 'This season',
  fundraisingGoalCents: 400_000,
};

const TEAM_KEYS = [
  'ageGroup',
  'approvedAt',
  'budgetMaxCents',
  'budgetMinCents',
  'budgetRange',
  'coachBios',
  'coachName',
  'coachingStaff',
  'contactEmail',
  'contactPhone',
  'createdAt',
  'createdBy',
  'description',
  'ein',
  'existingSponsors',
  'fundraisingGoalCents',
  'fundraisingGoals',
  'id',
  'leaderboardPublic',
  'leagueName',
  'legalName',
  'location',
  'name',
  'partnershipTimeline',
  'partnershipTypes',
  'practiceSchedule',
  'primaryGoal',
  'schoolDistrict',
  'seasonEndDate',
  'seasonGoals',
  'seasonStartDate',
  'signupStep',
  'slug',
  'socialMediaHandles',
  'specialEvents',
  'sport',
  'taxExemptStatus',
  'teamAchievements',
  'teamOfferings',
  'teamSize',
  'updatedAt',
  'userRole',
  'verificationStatus',
];

const row = async (id: string) => (await t.db.select().from(teams).where(eq(teams.id, id)))[0]!;

describe('reading the team', () => {
  it('answers with every column of the team, camelCase, dates as ISO strings', async () => {
    const { client, team } = await teamOwner(t, { approvedAt: new Date('2026-01-02T03:04:05Z') });
    const res = await client.get(`/api/teams/${team.id}`);
    expect(Object.keys(res.body.team).sort()).toEqual(TEAM_KEYS);
    expect(res.body.team.approvedAt).toBe('2026-01-02T03:04:05.000Z');
    expect(res.body.team.createdAt).toBe(team.createdAt.toISOString());
    expect((await client.get('/api/teams/mine')).body).toEqual(res.body);
  });

  it('answers NO_TEAM to a signed-in user without a team', async () => {
    const { client } = await signedInClient(t, { roles: ['team'] });
    const res = await client.get('/api/teams/mine');
    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe('NO_TEAM');
  });
});

describe('PUT /api/teams/:teamId', () => {
  it('saves every field of the profile, trimmed and cleaned, and moves the signup step on', async () => {
    const { client, team } = await teamOwner(t, { signupStep: 1 });
    const res = await client.put(`/api/teams/${team.id}`, full);
    expect(res.status).toBe(200);
    expect(res.body.team).toMatchObject({
      ...full,
      ein: '93-1234567',
      contactEmail: 'maria@rosecity.example',
      socialMediaHandles: { instagram: '@rosecityfc', facebook: 'https://facebook.com/rosecityfc' },
      partnershipTypes: ['financial_sponsorship', 'in_kind_sponsorship'],
      teamOfferings: ['Logo on jerseys', 'Banner at games'],
      signupStep: 2,
      slug: team.slug,
      verificationStatus: 'pending',
    });
    const saved = await row(team.id);
    expect(saved).toMatchObject({
      name: 'Rose City Strikers',
      budgetMinCents: 150_000,
      seasonEndDate: '2026-06-30',
    });
    expect(saved.updatedAt.getTime()).toBeGreaterThan(team.updatedAt.getTime());
  });

  it('keeps the slug when the name changes, and a later signup step', async () => {
    const { client, team } = await teamOwner(t, { signupStep: 3 });
    const res = await client.put(`/api/teams/${team.id}`, { ...required, name: 'Brand New Name' });
    expect(res.body.team).toMatchObject({ name: 'Brand New Name', slug: team.slug, signupStep: 3 });
  });

  it('clears what the form leaves out or blank', async () => {
    const { client, team } = await teamOwner(t);
    await client.put(`/api/teams/${team.id}`, full);
    const res = await client.put(`/api/teams/${team.id}`, {
      ...required,
      description: '',
      budgetRange: '',
      seasonStartDate: '',
      teamSize: null,
    });
    expect(res.status).toBe(200);
    expect(res.body.team).toMatchObject({
      description: null,
      budgetRange: null,
      seasonStartDate: null,
      seasonEndDate: null,
      teamSize: null,
      contactPhone: null,
      socialMediaHandles: {},
      partnershipTypes: [],
      teamOfferings: [],
      taxExemptStatus: false,
      budgetMinCents: null,
    });
  });

  it("lets a team still holding 'Not specified' save its other fields", async () => {
    const { client, team } = await teamOwner(t); // sport, age group: 'Not specified'
    const res = await client.put(`/api/teams/${team.id}`, {
      ...required,
      sport: 'Not specified',
      ageGroup: 'Not specified',
      location: 'Not specified',
      description: 'Still deciding',
    });
    expect(res.status).toBe(200);
    expect(res.body.team).toMatchObject({ sport: 'Not specified', description: 'Still deciding' });
  });

  it('keeps a sport or age group from the older form, but refuses other values off the profile lists', async () => {
    const { client, team } = await teamOwner(t, { sport: 'Wrestling', ageGroup: 'Mixed ages' });
    const kept = await client.put(`/api/teams/${team.id}`, {
      ...required,
      sport: 'Wrestling',
      ageGroup: 'Mixed ages',
    });
    expect(kept.status).toBe(200);
    const before = await row(team.id);
    const res = await client.put(`/api/teams/${team.id}`, {
      ...required,
      sport: 'Lacrosse',
      ageGroup: 'Not specified',
    });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'Please choose a sport from the list',
      fields: {
        sport: ['Please choose a sport from the list'],
        ageGroup: ['Please choose an age group from the list'],
      },
    });
    expect(await row(team.id)).toEqual(before);
  });

  it.each([
    ['rejected', 'under_review'],
    ['pending', 'pending'],
    ['under_review', 'under_review'],
    ['approved', 'approved'],
    ['verified', 'verified'],
  ] as const)('a save moves a %s team to %s', async (from, to) => {
    const { client, team } = await teamOwner(t, { verificationStatus: from });
    const res = await client.put(`/api/teams/${team.id}`, required);
    expect(res.body.team.verificationStatus).toBe(to);
    expect((await row(team.id)).verificationStatus).toBe(to);
  });

  it('refuses a season that ends before it starts, and a maximum budget under the minimum', async () => {
    const { client, team } = await teamOwner(t);
    const res = await client.put(`/api/teams/${team.id}`, {
      ...required,
      seasonStartDate: '2026-06-01',
      seasonEndDate: '2026-05-31',
      budgetMinCents: 50_000,
      budgetMaxCents: 49_999,
    });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual({
      seasonEndDate: ['The season cannot end before it starts'],
      budgetMaxCents: ['The maximum budget cannot be less than the minimum'],
    });
  });

  it('checks the season and budget order even while other fields are wrong', async () => {
    const { client, team } = await teamOwner(t);
    const res = await client.put(`/api/teams/${team.id}`, {
      ...required,
      name: '',
      seasonStartDate: '2026-06-01',
      seasonEndDate: '2026-05-31',
      budgetMinCents: 50_000,
      budgetMaxCents: 100,
    });
    expect(Object.keys(res.body.error.fields).sort()).toEqual(['budgetMaxCents', 'name', 'seasonEndDate']);
  });

  it('requires the six starred fields, each with its message', async () => {
    const { client, team } = await teamOwner(t);
    const res = await client.put(`/api/teams/${team.id}`, {
      name: ' ',
      coachName: '',
      sport: '',
      ageGroup: '',
      contactEmail: '',
      location: '',
    });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual({
      name: ['Team name is required'],
      coachName: ['Coach name is required'],
      sport: ['Sport is required'],
      ageGroup: ['Age group is required'],
      contactEmail: ['Please enter a valid email address.'],
      location: ['Location is required'],
    });
  });

  it.each([
    ['malformed JSON', '{"name":', 'MALFORMED_JSON'],
    ['an empty body', {}, 'VALIDATION_FAILED'],
    ['a wrong type', { ...required, teamSize: '16' }, 'VALIDATION_FAILED'],
    ['money in dollars with cents', { ...required, budgetMinCents: 12.5 }, 'VALIDATION_FAILED'],
    ['a negative budget', { ...required, budgetMinCents: -1 }, 'VALIDATION_FAILED'],
    ['a budget over $1,000,000', { ...required, budgetMaxCents: 100_000_001 }, 'VALIDATION_FAILED'],
    ['a short text of 101 characters', { ...required, leagueName: 'x'.repeat(101) }, 'VALIDATION_FAILED'],
    [
      'a medium text of 501 characters',
      { ...required, practiceSchedule: 'x'.repeat(501) },
      'VALIDATION_FAILED',
    ],
    ['a long text of 2001 characters', { ...required, description: 'x'.repeat(2001) }, 'VALIDATION_FAILED'],
    [
      'an email of 255 characters',
      { ...required, contactEmail: `${'a'.repeat(243)}@example.com` },
      'VALIDATION_FAILED',
    ],
    ['a phone of 16 characters', { ...required, contactPhone: '5035550142555012' }, 'VALIDATION_FAILED'],
    [
      'a social link of 2049 characters',
      { ...required, socialMediaHandles: { youtube: `https://youtube.com/${'x'.repeat(2029)}` } },
      'VALIDATION_FAILED',
    ],
    [
      'a script link',
      { ...required, socialMediaHandles: { instagram: 'javascript:alert(1)' } },
      'VALIDATION_FAILED',
    ],
    ['an unknown network', { ...required, socialMediaHandles: { myspace: '@me' } }, 'VALIDATION_FAILED'],
    ['an unknown partnership type', { ...required, partnershipTypes: ['cash'] }, 'VALIDATION_FAILED'],
    [
      '21 team offerings',
      { ...required, teamOfferings: Array.from({ length: 21 }, (_, i) => `Offer ${i}`) },
      'VALIDATION_FAILED',
    ],
    ['an over-long offering', { ...required, existingSponsors: ['x'.repeat(101)] }, 'VALIDATION_FAILED'],
    ['an impossible date', { ...required, seasonStartDate: '2026-02-30' }, 'VALIDATION_FAILED'],
    ['a budget range not on the list', { ...required, budgetRange: 'Lots' }, 'VALIDATION_FAILED'],
    ['tax-exempt as text', { ...required, taxExemptStatus: 'yes' }, 'VALIDATION_FAILED'],
    ['tax-exempt without its legal name or EIN', { ...required, taxExemptStatus: true }, 'VALIDATION_FAILED'],
    ['an EIN of eight digits', { ...required, ein: '12-345678' }, 'VALIDATION_FAILED'],
    ['an unknown field', { ...required, verificationStatus: 'approved' }, 'VALIDATION_FAILED'],
    ['a client-set slug', { ...required, slug: 'mine' }, 'VALIDATION_FAILED'],
  ])('answers %s with a 400 and changes nothing', async (_name, body, code) => {
    const { client, team } = await teamOwner(t);
    const before = await row(team.id);
    const res = await client.put(`/api/teams/${team.id}`, body);
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe(code);
    expect(await row(team.id)).toEqual(before);
  });

  it('asks a tax-exempt team for the legal name and EIN its receipts print, and writes the EIN as the IRS does', async () => {
    const { client, team } = await teamOwner(t);
    const missing = await client.put(`/api/teams/${team.id}`, { ...required, taxExemptStatus: true });
    expect(missing.body.error.fields).toEqual({
      legalName: ['Enter the legal name your tax exemption is under'],
      ein: ['Enter the EIN of your tax exemption, like 12-3456789'],
    });
    const wrong = await client.put(`/api/teams/${team.id}`, { ...required, ein: '12 345 67' });
    expect(wrong.body.error.fields).toEqual({ ein: ['Enter the EIN as nine digits, like 12-3456789'] });
    const saved = await client.put(`/api/teams/${team.id}`, {
      ...required,
      taxExemptStatus: true,
      legalName: ' Rose City Boosters Inc. ',
      ein: '12 3456789',
    });
    expect(saved.status).toBe(200);
    expect(saved.body.team).toMatchObject({ legalName: 'Rose City Boosters Inc.', ein: '12-3456789' });
  });

  it('names the limit that was broken under its field', async () => {
    const { client, team } = await teamOwner(t);
    const res = await client.put(`/api/teams/${team.id}`, {
      ...required,
      coachBios: 'x'.repeat(2001),
      seasonGoals: 'x'.repeat(501),
      socialMediaHandles: { tiktok: 'not a handle' },
    });
    expect(res.body.error.fields).toEqual({
      coachBios: ['Coach bios must be at most 2,000 characters'],
      seasonGoals: ['Season goals must be at most 500 characters'],
      'socialMediaHandles.tiktok': [
        'Enter a handle such as @rosecityfc or a full link starting with https://',
      ],
    });
  });
});
