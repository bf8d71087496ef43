import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../../tests/support/app';
import { teamOwner } from '../../../../tests/support/factories';
import { createSponsorship, createTier, moneySnapshot } from '../../../../tests/support/features/tiers';
import { sponsorships, sponsorshipTiers } from '../../db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});

const REQUIRED = 'Please fill in all required fields';
const gold = { name: 'Gold', amount: 100_000 };
const tierRow = async (id: string) =>
  (await t.db.select().from(sponsorshipTiers).where(eq(sponsorshipTiers.id, id)))[0];

describe('listing tiers', () => {
  it('orders them by amount, cheapest first, with taken and available spots', async () => {
    const { client, team } = await teamOwner(t);
    await createTier(t, team.id, { name: 'Gold', amount: 100_000, availableSpots: 1, takenSpots: 1 });
    await createTier(t, team.id, { name: 'Bronze', amount: 25_000 });
    await createTier(t, team.id, { name: 'Silver', amount: 50_000, takenSpots: 2 });
    const res = await client.get(`/api/teams/${team.id}/tiers`);
    expect(res.status).toBe(200);
    expect(
      res.body.tiers.map((tier: any) => [tier.name, tier.amount, tier.takenSpots, tier.availableSpots]),
    ).toEqual([
      ['Bronze', 25_000, 0, 3],
      ['Silver', 50_000, 2, 3],
      ['Gold', 100_000, 1, 1],
    ]);
  });

  it('is empty for a new team, and never shows another team’s tiers', async () => {
    const { client, team } = await teamOwner(t);
    const other = await teamOwner(t);
    await createTier(t, other.team.id);
    expect((await client.get(`/api/teams/${team.id}/tiers`)).body).toEqual({ tiers: [] });
  });
});

describe('creating a tier', () => {
  it('stores trimmed text, drops blank benefits and answers 201 with the tier', async () => {
    const { client, team } = await teamOwner(t);
    const res = await client.post(`/api/teams/${team.id}/tiers`, {
      name: '  Gold  ',
      amount: 125_050,
      description: '  Our top package ',
      benefits: [' Logo on jerseys ', '', '   ', 'Banner at home games'],
      logoPlacement: 'Uniforms',
      availableSpots: 2,
    });
    expect(res.status).toBe(201);
    expect(res.body.tier).toEqual({
      id: expect.any(String),
      name: 'Gold',
      amount: 125_050,
      description: 'Our top package',
      benefits: ['Logo on jerseys', 'Banner at home games'],
      logoPlacement: 'Uniforms',
      availableSpots: 2,
      takenSpots: 0,
    });
    expect(await tierRow(res.body.tier.id)).toMatchObject({ teamId: team.id, amount: 125_050 });
  });

  it('defaults to 1 available spot, no benefits, no description and no logo placement', async () => {
    const { client, team } = await teamOwner(t);
    const res = await client.post(`/api/teams/${team.id}/tiers`, {
      ...gold,
      description: '   ',
      logoPlacement: '',
    });
    expect(res.status).toBe(201);
    expect(res.body.tier).toMatchObject({
      availableSpots: 1,
      benefits: [],
      description: null,
      logoPlacement: null,
    });
    const nullSpots = await client.post(`/api/teams/${team.id}/tiers`, { ...gold, availableSpots: null });
    expect(nullSpots.body.tier.availableSpots).toBe(1);
  });

  it.each([
    ['no name', { amount: 100 }, 'name'],
    ['a blank name', { name: '   ', amount: 100 }, 'name'],
    ['no amount', { name: 'Gold' }, 'amount'],
    ['a null amount', { name: 'Gold', amount: null }, 'amount'],
  ])('refuses %s with 400 "Please fill in all required fields"', async (_, body, field) => {
    const { client, team } = await teamOwner(t);
    const res = await client.post(`/api/teams/${team.id}/tiers`, body);
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: 'VALIDATION_FAILED', message: REQUIRED });
    expect(res.body.error.fields[field]).toEqual([REQUIRED]);
    expect(await client.get(`/api/teams/${team.id}/tiers`)).toMatchObject({ body: { tiers: [] } });
  });

  it.each([
    ['an amount of zero', { ...gold, amount: 0 }, 'amount', 'Amount must be more than $0'],
    ['a negative amount', { ...gold, amount: -500 }, 'amount', 'Amount must be more than $0'],
    ['a fraction of a cent', { ...gold, amount: 10.5 }, 'amount', 'Amount must be a whole number of cents'],
    [
      'an amount over $1,000,000',
      { ...gold, amount: 100_000_001 },
      'amount',
      'Amount must be at most $1,000,000',
    ],
    [
      'an amount as text',
      { ...gold, amount: '100' },
      'amount',
      'Enter the amount as a number, such as 250 or 99.50',
    ],
    ['a name as a number', { ...gold, name: 42 }, 'name', 'Name must be text'],
    [
      'a name over 100 characters',
      { ...gold, name: 'x'.repeat(101) },
      'name',
      'Name must be at most 100 characters',
    ],
    [
      'a description over 500 characters',
      { ...gold, description: 'x'.repeat(501) },
      'description',
      'Description must be at most 500 characters',
    ],
    [
      'a benefit over 200 characters',
      { ...gold, benefits: ['ok', 'x'.repeat(201)] },
      'benefits.1',
      'Each benefit must be at most 200 characters',
    ],
    [
      'more than 20 benefits',
      { ...gold, benefits: Array.from({ length: 21 }, (_, i) => `Benefit ${i}`) },
      'benefits',
      'List at most 20 benefits',
    ],
    ['benefits that are not a list', { ...gold, benefits: 'Logo' }, 'benefits', 'Benefits must be a list'],
    [
      'an unknown logo placement',
      { ...gold, logoPlacement: 'Helmets' },
      'logoPlacement',
      'Choose a logo placement from the list',
    ],
    [
      'zero available spots',
      { ...gold, availableSpots: 0 },
      'availableSpots',
      'Available spots must be a whole number from 1 to 1000',
    ],
    [
      'available spots as text',
      { ...gold, availableSpots: 'many' },
      'availableSpots',
      'Available spots must be a whole number from 1 to 1000',
    ],
    ['an unknown field', { ...gold, takenSpots: 0 }, 'takenSpots', 'Unknown field'],
    [
      'a team id in the body',
      { ...gold, teamId: '00000000-0000-0000-0000-000000000000' },
      'teamId',
      'Unknown field',
    ],
  ])('refuses %s with 400 under its field and writes nothing', async (_, body, field, message) => {
    const { client, team } = await teamOwner(t);
    const before = await moneySnapshot(t);
    const res = await client.post(`/api/teams/${team.id}/tiers`, body);
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('VALIDATION_FAILED');
    expect(res.body.error.fields[field]).toEqual([message]);
    expect(await moneySnapshot(t)).toEqual(before);
  });

  it('refuses malformed JSON, a body that is not an object and a non-JSON body, writing nothing', async () => {
    const { client, team } = await teamOwner(t);
    const path = `/api/teams/${team.id}/tiers`;
    const before = await moneySnapshot(t);
    const malformed = await client.post(path, '{"name": "Gold", "amount": ');
    expect(malformed.status).toBe(400);
    expect(malformed.body.error.code).toBe('MALFORMED_JSON');
    expect((await client.post(path, [gold])).status).toBe(400);
    expect((await client.post(path, 'null')).status).toBe(400);
    const text = await client.post(path, 'name=Gold', { 'content-type': 'text/plain' });
    expect(text.status).toBe(415);
    expect(await moneySnapshot(t)).toEqual(before);
  });
});

describe('editing a tier', () => {
  it('replaces its details and keeps its taken spots', async () => {
    const { client, team } = await teamOwner(t);
    const tier = await createTier(t, team.id, {
      takenSpots: 1,
      logoPlacement: 'Banners',
      description: 'Old',
    });
    const res = await client.put(`/api/teams/${team.id}/tiers/${tier.id}`, {
      name: 'Silver Plus',
      amount: 60_000,
      benefits: ['Shout-out', ''],
      availableSpots: 4,
    });
    expect(res.status).toBe(200);
    expect(res.body.tier).toEqual({
      id: tier.id,
      name: 'Silver Plus',
      amount: 60_000,
      description: null,
      benefits: ['Shout-out'],
      logoPlacement: null,
      availableSpots: 4,
      takenSpots: 1,
    });
    expect(await tierRow(tier.id)).toMatchObject({ name: 'Silver Plus', takenSpots: 1, availableSpots: 4 });
  });

  it('refuses to drop available spots below the spots taken with 409, changing nothing', async () => {
    const { client, team } = await teamOwner(t);
    const tier = await createTier(t, team.id, { availableSpots: 5, takenSpots: 3 });
    const before = await moneySnapshot(t);
    const res = await client.put(`/api/teams/${team.id}/tiers/${tier.id}`, {
      ...gold,
      availableSpots: 2,
    });
    expect(res.status).toBe(409);
    const message =
      '3 spots of this tier are already taken by sponsors or open checkouts, so it needs at least 3 spots available.';
    expect(res.body.error).toEqual({
      code: 'SPOTS_BELOW_TAKEN',
      message,
      fields: { availableSpots: [message] },
    });
    expect(await moneySnapshot(t)).toEqual(before);
  });

  it('refuses the default of 1 spot on a tier with 2 taken', async () => {
    const { client, team } = await teamOwner(t);
    const tier = await createTier(t, team.id, { availableSpots: 2, takenSpots: 2 });
    const res = await client.put(`/api/teams/${team.id}/tiers/${tier.id}`, gold);
    expect(res.status).toBe(409);
    expect(await tierRow(tier.id)).toMatchObject({ name: 'Silver', availableSpots: 2 });
  });

  it('accepts available spots equal to the spots taken: the tier is then sold out', async () => {
    const { client, team } = await teamOwner(t);
    const tier = await createTier(t, team.id, { availableSpots: 5, takenSpots: 1 });
    const res = await client.put(`/api/teams/${team.id}/tiers/${tier.id}`, { ...gold, availableSpots: 1 });
    expect(res.status).toBe(200);
    expect(res.body.tier).toMatchObject({ availableSpots: 1, takenSpots: 1 });
  });

  it('checks the body like creation does, changing nothing', async () => {
    const { client, team } = await teamOwner(t);
    const tier = await createTier(t, team.id);
    const before = await moneySnapshot(t);
    const missing = await client.put(`/api/teams/${team.id}/tiers/${tier.id}`, { name: 'No amount' });
    expect(missing.status).toBe(400);
    expect(missing.body.error.message).toBe(REQUIRED);
    const unknown = await client.put(`/api/teams/${team.id}/tiers/${tier.id}`, { ...gold, takenSpots: 0 });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.fields.takenSpots).toEqual(['Unknown field']);
    const malformed = await client.put(`/api/teams/${team.id}/tiers/${tier.id}`, '{');
    expect(malformed.status).toBe(400);
    expect(await moneySnapshot(t)).toEqual(before);
  });
});

describe('deleting a tier', () => {
  it('deletes a tier nobody has bought', async () => {
    const { client, team } = await teamOwner(t);
    const tier = await createTier(t, team.id);
    const res = await client.delete(`/api/teams/${team.id}/tiers/${tier.id}`);
    expect(res.status).toBe(204);
    expect(await tierRow(tier.id)).toBeUndefined();
    expect((await client.delete(`/api/teams/${team.id}/tiers/${tier.id}`)).status).toBe(404);
  });

  it.each([
    ['an active, paid sponsorship', { status: 'active', paymentStatus: 'paid' }, 1],
    ['a completed sponsorship', { status: 'completed', paymentStatus: 'paid' }, 1],
    ['an open checkout', { status: 'pending', paymentStatus: 'pending' }, 1],
    ['a completed sponsorship whose spot was given back', { status: 'completed', paymentStatus: 'paid' }, 0],
    ['a refunded sponsorship', { status: 'cancelled', paymentStatus: 'paid' }, 0],
  ] as const)('refuses a tier with %s (409), keeping the tier and its history', async (_, state, taken) => {
    const { client, team } = await teamOwner(t);
    const tier = await createTier(t, team.id, { availableSpots: 2, takenSpots: taken });
    await createSponsorship(t, team.id, { ...state, tierId: tier.id, tierName: tier.name });
    const before = await moneySnapshot(t);
    const res = await client.delete(`/api/teams/${team.id}/tiers/${tier.id}`);
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe('TIER_HAS_SPONSORSHIPS');
    expect(res.body.error.message).toContain(
      "This tier can't be deleted because businesses have sponsored it, and their sponsorship history must stay intact.",
    );
    expect(await moneySnapshot(t)).toEqual(before);
  });

  it('suggests setting the spots to the number taken', async () => {
    const { client, team } = await teamOwner(t);
    const tier = await createTier(t, team.id, { availableSpots: 5, takenSpots: 2 });
    await createSponsorship(t, team.id, { tierId: tier.id });
    const res = await client.delete(`/api/teams/${team.id}/tiers/${tier.id}`);
    expect(res.body.error.message).toContain(
      'To stop offering it, set its available spots to the number already taken (2) and it will show as Sold Out.',
    );
  });

  it('refuses a tier with a spot taken even before its sponsorship row is visible', async () => {
    const { client, team } = await teamOwner(t);
    const tier = await createTier(t, team.id, { takenSpots: 1 });
    expect((await client.delete(`/api/teams/${team.id}/tiers/${tier.id}`)).status).toBe(409);
    expect(await tierRow(tier.id)).toBeDefined();
  });

  it('deletes a tier whose only checkouts expired or failed; their rows keep the tier name', async () => {
    const { client, team } = await teamOwner(t);
    const tier = await createTier(t, team.id, { name: 'Bronze' });
    const { sponsorship } = await createSponsorship(t, team.id, {
      tierId: tier.id,
      tierName: 'Bronze',
      status: 'cancelled',
      paymentStatus: 'failed',
    });
    expect((await client.delete(`/api/teams/${team.id}/tiers/${tier.id}`)).status).toBe(204);
    const [row] = await t.db.select().from(sponsorships).where(eq(sponsorships.id, sponsorship.id));
    expect(row).toMatchObject({ tierId: null, tierName: 'Bronze' });
  });
});
