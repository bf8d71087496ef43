import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../../tests/support/app';
import {
  at,
  countQueries,
  listedBusiness,
  uniqueWord,
  versionChecks,
} from '../../../../tests/support/features/discovery';
import { type BusinessDiscoveryPage, DISCOVERY_PAGE_SIZE } from '../../../shared/schemas/discovery';

/** GET /api/discovery/businesses: public, approved businesses only, searchable, paginated. */

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});

const list = async (query: Record<string, string>) => {
  const res = await t
    .client()
    .get<BusinessDiscoveryPage>(`/api/discovery/businesses?${new URLSearchParams(query)}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
};
const names = (page: BusinessDiscoveryPage) => page.businesses.map((b) => b.businessName);

describe('the approved-only rule', () => {
  it('lists approved and verified businesses, never pending, under review or rejected ones', async () => {
    const word = uniqueWord('status');
    for (const status of ['pending', 'under_review', 'rejected', 'approved', 'verified'] as const) {
      await listedBusiness(t, { businessName: `${word} ${status}`, verificationStatus: status });
    }
    const page = await list({ q: word });
    expect(names(page).sort()).toEqual([`${word} approved`, `${word} verified`]);
    expect(page.total).toBe(2);
  });

  it('is public and gives each card its fields, without contact details', async () => {
    const word = uniqueWord('card');
    const business = await listedBusiness(t, {
      businessName: word,
      businessType: 'restaurant',
      industry: 'Food & Beverage',
      serviceArea: 'Portland metro',
      preferredSports: ['Soccer', 'Baseball'],
      preferredAgeGroups: ['9-12 years'],
      partnershipGoals: ['brand_visibility'],
      sponsorshipCategories: ['food_catering'],
      businessEmail: 'owner-private@example.com',
      phoneNumber: '5035550123',
    });
    const [card] = (await list({ q: word })).businesses;
    expect(card).toEqual({
      id: business.id,
      businessName: word,
      businessType: 'restaurant',
      industry: 'Food & Beverage',
      serviceArea: 'Portland metro',
      preferredSports: ['Soccer', 'Baseball'],
      preferredAgeGroups: ['9-12 years'],
      partnershipGoals: ['brand_visibility'],
      sponsorshipCategories: ['food_catering'],
      verified: true,
      featured: false,
      createdAt: business.createdAt.toISOString(),
    });
  });

  it('lists the newest business first', async () => {
    const word = uniqueWord('order');
    await listedBusiness(t, { businessName: `${word} middle`, createdAt: at(5) });
    await listedBusiness(t, { businessName: `${word} oldest`, createdAt: at(1) });
    await listedBusiness(t, { businessName: `${word} newest`, createdAt: at(9) });
    expect(names(await list({ q: word }))).toEqual([`${word} newest`, `${word} middle`, `${word} oldest`]);
  });
});

describe('search and industry', () => {
  it('searches name, description and service area, ignoring case', async () => {
    const word = uniqueWord('search');
    await listedBusiness(t, { businessName: `${word.toUpperCase()} Bakery` });
    await listedBusiness(t, { businessName: 'By description', businessDescription: `Best ${word} in town` });
    await listedBusiness(t, { businessName: 'By area', serviceArea: `Greater ${word}` });
    await listedBusiness(t, { businessName: 'By address only', businessAddress: word });
    expect(names(await list({ q: word })).sort()).toEqual(
      ['By area', 'By description', `${word.toUpperCase()} Bakery`].sort(),
    );
  });

  it('takes % and _ typed by a user literally', async () => {
    const word = uniqueWord('pct');
    await listedBusiness(t, { businessName: `${word} 50% off` });
    await listedBusiness(t, { businessName: `${word} 500 off` });
    await listedBusiness(t, { businessName: `${word} x_y` });
    await listedBusiness(t, { businessName: `${word} xzy` });
    expect(names(await list({ q: `${word} 50%` }))).toEqual([`${word} 50% off`]);
    expect(names(await list({ q: `${word} x_y` }))).toEqual([`${word} x_y`]);
  });

  it('filters by exact industry', async () => {
    const word = uniqueWord('industry');
    await listedBusiness(t, { businessName: `${word} retail`, industry: 'Retail' });
    await listedBusiness(t, { businessName: `${word} health`, industry: 'Healthcare' });
    await listedBusiness(t, { businessName: `${word} none`, industry: null });
    expect(names(await list({ q: word, industry: 'Retail' }))).toEqual([`${word} retail`]);
    expect(names(await list({ q: word, industry: 'Healthcare' }))).toEqual([`${word} health`]);
    expect((await list({ q: word, industry: '' })).total).toBe(3);
  });
});

describe('pagination', () => {
  it('serves 24 a page, page 2 continues page 1 without overlap, total for "Found N businesses"', async () => {
    const word = uniqueWord('pages');
    const total = DISCOVERY_PAGE_SIZE + 3;
    for (let i = 0; i < total; i++) {
      await listedBusiness(t, { businessName: `${word} ${i}`, createdAt: at(Math.floor(i / 3)) });
    }
    const first = await list({ q: word });
    const second = await list({ q: word, page: '2' });
    expect(first).toMatchObject({ page: 1, pageSize: DISCOVERY_PAGE_SIZE, total });
    expect(first.businesses).toHaveLength(DISCOVERY_PAGE_SIZE);
    expect(second.businesses).toHaveLength(3);
    expect(new Set([...names(first), ...names(second)]).size).toBe(total);
  });

  it('uses the same small number of queries however many businesses match', async () => {
    const word = uniqueWord('bounded');
    await listedBusiness(t, { businessName: `${word} first` });
    const few = await countQueries(t, () => list({ q: word }));
    for (let i = 0; i < 10; i++) await listedBusiness(t, { businessName: `${word} ${i}` });
    const many = await countQueries(t, () => list({ q: word }));
    // The listing version, the Featured ones (decision 0048), the page and the count; a repeat is at most
    // the version.
    expect(few).toBe(4);
    expect(many).toBe(few);
    expect(await countQueries(t, () => list({ q: word }))).toBe(versionChecks(t));
  });
});

describe('bad query strings', () => {
  it.each([
    ['page 0', 'page=0'],
    ['a page that is not a number', 'page=two'],
    ['a search over 100 characters', `q=${'b'.repeat(101)}`],
    ['an industry outside the list', 'industry=Mining'],
    ['an unknown parameter', 'sport=Soccer'],
  ])('answers 400 for %s', async (_name, query) => {
    const res = await t.client().get(`/api/discovery/businesses?${query}`);
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('VALIDATION_FAILED');
  });
});
