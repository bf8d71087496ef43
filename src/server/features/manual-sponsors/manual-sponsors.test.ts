import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../../tests/support/app';
import { teamOwner } from '../../../../tests/support/factories';
import { validSponsor } from '../../../../tests/support/features/manual-sponsors';
import { createManualSponsor, moneySnapshot } from '../../../../tests/support/features/tiers';
import { manualSponsors } from '../../db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});

const sponsorRow = async (id: string) =>
  (await t.db.select().from(manualSponsors).where(eq(manualSponsors.id, id)))[0];

describe('adding a sponsor by hand', () => {
  it('trims every text, drops blank goals and handles, and answers 201 with the sponsor', async () => {
    const { client, user, team } = await teamOwner(t);
    const res = await client.post(`/api/teams/${team.id}/manual-sponsors`, {
      companyName: '  Bridge City Bakery ',
      companyAddress: ' 410 SE Main St ',
      companyType: 'Restaurant',
      contactName: ' Rosa Diaz ',
      contactEmail: ' rosa@example.com ',
      contactPhone: ' (503) 555-0111 ',
      amountSponsored: 25_050,
      sponsorshipGoals: [' Feed the team ', '', '  ', 'Post-game photos'],
      promotionDetails: ' Logo on the snack table ',
      socialMediaHandles: { instagram: ' @bridgecitybakery ', facebook: '   ', youtube: '' },
    });
    expect(res.status).toBe(201);
    expect(res.body.manualSponsor).toEqual({
      id: expect.any(String),
      companyName: 'Bridge City Bakery',
      companyAddress: '410 SE Main St',
      companyType: 'Restaurant',
      contactName: 'Rosa Diaz',
      contactEmail: 'rosa@example.com',
      contactPhone: '(503) 555-0111',
      amountSponsored: 25_050,
      sponsorshipGoals: ['Feed the team', 'Post-game photos'],
      promotionDetails: 'Logo on the snack table',
      socialMediaHandles: { instagram: '@bridgecitybakery' },
      createdAt: expect.any(String),
    });
    expect(await sponsorRow(res.body.manualSponsor.id)).toMatchObject({
      teamId: team.id,
      createdBy: user.id,
      amountSponsored: 25_050,
    });
  });

  it('stores blank optional fields as null, and no handles as null', async () => {
    const { client, team } = await teamOwner(t);
    const res = await client.post(`/api/teams/${team.id}/manual-sponsors`, {
      ...validSponsor,
      contactPhone: '  ',
      promotionDetails: '',
      socialMediaHandles: { instagram: ' ', twitter: '' },
    });
    expect(res.status).toBe(201);
    expect(res.body.manualSponsor).toMatchObject({
      contactPhone: null,
      promotionDetails: null,
      socialMediaHandles: null,
    });
  });

  it('accepts exactly $1 and every limit at its maximum', async () => {
    const { client, team } = await teamOwner(t);
    const res = await client.post(`/api/teams/${team.id}/manual-sponsors`, {
      companyName: 'c'.repeat(200),
      companyAddress: 'a'.repeat(500),
      companyType: 'Other',
      contactName: 'n'.repeat(200),
      contactEmail: `${'e'.repeat(243)}@example.com`,
      contactPhone: 'p'.repeat(50),
      amountSponsored: 100,
      sponsorshipGoals: ['g'.repeat(200)],
      promotionDetails: 'd'.repeat(1000),
      socialMediaHandles: { linkedin: 'l'.repeat(100) },
    });
    expect(res.status).toBe(201);
  });

  it('answers every missing required field at once, each with the spec’s message under its field', async () => {
    const { client, team } = await teamOwner(t);
    const before = await moneySnapshot(t);
    const res = await client.post(`/api/teams/${team.id}/manual-sponsors`, {
      companyName: '   ',
      companyAddress: '',
      companyType: '',
      contactName: ' ',
      contactEmail: '',
      sponsorshipGoals: ['', '  '],
    });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('Company name is required');
    expect(res.body.error.fields).toEqual({
      companyName: ['Company name is required'],
      companyAddress: ['Company address is required'],
      companyType: ['Company type is required'],
      contactName: ['Contact name is required'],
      contactEmail: ['Invalid email address'],
      amountSponsored: ['Amount must be at least $1'],
      sponsorshipGoals: ['At least one goal is required'],
    });
    expect(await moneySnapshot(t)).toEqual(before);
  });

  it.each([
    [
      'a company name over 200',
      { companyName: 'x'.repeat(201) },
      'companyName',
      'Company name must be at most 200 characters',
    ],
    [
      'an address over 500',
      { companyAddress: 'x'.repeat(501) },
      'companyAddress',
      'Company address must be at most 500 characters',
    ],
    [
      'an unknown company type',
      { companyType: 'Bank' },
      'companyType',
      'Choose a company type from the list',
    ],
    ['no company type', { companyType: undefined }, 'companyType', 'Company type is required'],
    [
      'a contact name over 200',
      { contactName: 'x'.repeat(201) },
      'contactName',
      'Contact name must be at most 200 characters',
    ],
    ['an email without a domain', { contactEmail: 'rosa@' }, 'contactEmail', 'Invalid email address'],
    [
      'an email with spaces',
      { contactEmail: 'rosa diaz@example.com' },
      'contactEmail',
      'Invalid email address',
    ],
    [
      'an email over 255',
      { contactEmail: `${'e'.repeat(244)}@example.com` },
      'contactEmail',
      'Email must be at most 255 characters',
    ],
    [
      'a phone over 50',
      { contactPhone: '5'.repeat(51) },
      'contactPhone',
      'Phone must be at most 50 characters',
    ],
    ['an amount under $1', { amountSponsored: 99 }, 'amountSponsored', 'Amount must be at least $1'],
    ['a zero amount', { amountSponsored: 0 }, 'amountSponsored', 'Amount must be at least $1'],
    ['an amount as text', { amountSponsored: '250' }, 'amountSponsored', 'Amount must be at least $1'],
    [
      'a fraction of a cent',
      { amountSponsored: 150.5 },
      'amountSponsored',
      'Amount must be a whole number of cents',
    ],
    [
      'an amount over $1,000,000',
      { amountSponsored: 100_000_001 },
      'amountSponsored',
      'Amount must be at most $1,000,000',
    ],
    ['no goals', { sponsorshipGoals: [] }, 'sponsorshipGoals', 'At least one goal is required'],
    [
      'goals that are not a list',
      { sponsorshipGoals: 'Win' },
      'sponsorshipGoals',
      'At least one goal is required',
    ],
    [
      'a goal over 200',
      { sponsorshipGoals: ['ok', 'x'.repeat(201)] },
      'sponsorshipGoals.1',
      'Each goal must be at most 200 characters',
    ],
    [
      'more than 20 goals',
      { sponsorshipGoals: Array.from({ length: 21 }, (_, i) => `Goal ${i}`) },
      'sponsorshipGoals',
      'List at most 20 goals',
    ],
    [
      'promotion details over 1000',
      { promotionDetails: 'x'.repeat(1001) },
      'promotionDetails',
      'Promotion details must be at most 1,000 characters',
    ],
    [
      'a social handle over 100',
      { socialMediaHandles: { youtube: 'x'.repeat(101) } },
      'socialMediaHandles.youtube',
      'A social handle must be at most 100 characters',
    ],
    ['an unknown field', { teamId: '00000000-0000-0000-0000-000000000000' }, 'teamId', 'Unknown field'],
    [
      'an unknown social network',
      { socialMediaHandles: { tiktok: '@x' } },
      'socialMediaHandles.tiktok',
      'Unknown field',
    ],
    ['a company name as a number', { companyName: 7 }, 'companyName', 'Company name is required'],
  ])('refuses %s with 400 under its field and writes nothing', async (_, change, field, message) => {
    const { client, team } = await teamOwner(t);
    const before = await moneySnapshot(t);
    const res = await client.post(`/api/teams/${team.id}/manual-sponsors`, { ...validSponsor, ...change });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('VALIDATION_FAILED');
    expect(res.body.error.fields[field]).toEqual([message]);
    expect(await moneySnapshot(t)).toEqual(before);
  });

  it('refuses malformed JSON and a non-JSON body, writing nothing', async () => {
    const { client, team } = await teamOwner(t);
    const path = `/api/teams/${team.id}/manual-sponsors`;
    const before = await moneySnapshot(t);
    const malformed = await client.post(path, '{"companyName": ');
    expect(malformed.status).toBe(400);
    expect(malformed.body.error.code).toBe('MALFORMED_JSON');
    expect((await client.post(path, 'companyName=x', { 'content-type': 'text/plain' })).status).toBe(415);
    expect((await client.post(path, [validSponsor])).status).toBe(400);
    expect(await moneySnapshot(t)).toEqual(before);
  });
});

describe('listing sponsors added by hand', () => {
  it('lists the team’s own, newest first', async () => {
    const { client, team } = await teamOwner(t);
    const other = await teamOwner(t);
    await createManualSponsor(t, other.team.id, { companyName: 'Not Mine' });
    const day = 24 * 60 * 60 * 1000;
    await createManualSponsor(t, team.id, {
      companyName: 'Oldest',
      createdAt: new Date(Date.now() - 3 * day),
    });
    await createManualSponsor(t, team.id, { companyName: 'Newest', createdAt: new Date(Date.now() - day) });
    await createManualSponsor(t, team.id, {
      companyName: 'Middle',
      createdAt: new Date(Date.now() - 2 * day),
    });
    const res = await client.get(`/api/teams/${team.id}/manual-sponsors`);
    expect(res.status).toBe(200);
    expect(res.body.manualSponsors.map((s: any) => s.companyName)).toEqual(['Newest', 'Middle', 'Oldest']);
  });
});

describe('deleting a sponsor added by hand', () => {
  it('deletes it, and a second delete is 404', async () => {
    const { client, team } = await teamOwner(t);
    const sponsor = await createManualSponsor(t, team.id);
    const keep = await createManualSponsor(t, team.id, { companyName: 'Keep Me' });
    const path = `/api/teams/${team.id}/manual-sponsors/${sponsor.id}`;
    expect((await client.delete(path)).status).toBe(204);
    expect(await sponsorRow(sponsor.id)).toBeUndefined();
    expect(await sponsorRow(keep.id)).toBeDefined();
    expect((await client.delete(path)).status).toBe(404);
  });
});
