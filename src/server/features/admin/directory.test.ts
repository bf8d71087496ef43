import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../../tests/support/app';
import { createBusiness, createTeam, createUser } from '../../../../tests/support/factories';
import { auditCount, lastAudit, signedInAdmin } from '../../../../tests/support/features/admin';
import {
  ADMIN_PAGE_SIZE,
  type AdminBusinessesPage,
  type AdminTeamsPage,
} from '../../../shared/schemas/admin';

/** GET /api/admin/teams and /api/admin/businesses: every record whatever its status, each read logged. */

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;
let ownerId: string;
beforeAll(async () => {
  t = await startTestApp();
  admin = await signedInAdmin(t);
  ownerId = (await createUser(t)).id;
});

const at = (minute: number) => new Date(Date.UTC(2026, 0, 1, 12, minute));
const word = () => `w${Math.random().toString(36).slice(2, 8)}`;

describe('all teams', () => {
  it('lists teams of every status, newest first, with the full record', async () => {
    const tag = word();
    for (const [minute, status] of [
      [1, 'rejected'],
      [3, 'pending'],
      [2, 'approved'],
    ] as const) {
      await createTeam(t, ownerId, {
        name: `${tag} ${status}`,
        location: `${tag} Springs`,
        verificationStatus: status,
        createdAt: at(minute),
        budgetMinCents: 50_000,
        budgetMaxCents: 150_000,
        socialMediaHandles: { instagram: '@club' },
      });
    }
    const res = await admin.client.get<AdminTeamsPage>(`/api/admin/teams?location=${tag}`);
    expect(res.status).toBe(200);
    expect(res.body.teams.map((team) => team.name)).toEqual([
      `${tag} pending`,
      `${tag} approved`,
      `${tag} rejected`,
    ]);
    expect(res.body.total).toBe(3);
    expect(res.body.pageSize).toBe(ADMIN_PAGE_SIZE);
    expect(res.body.teams[0]).toMatchObject({
      verificationStatus: 'pending',
      budgetMinCents: 50_000,
      budgetMaxCents: 150_000,
      socialMediaHandles: { instagram: '@club' },
      coachName: 'Coach Test',
      createdAt: at(3).toISOString(),
    });
  });

  it('filters by sport and location, case-insensitive contains, both at once', async () => {
    const tag = word();
    await createTeam(t, ownerId, { name: `${tag} a`, sport: 'Soccer', location: `North ${tag}ville` });
    await createTeam(t, ownerId, { name: `${tag} b`, sport: 'Basketball', location: `North ${tag}ville` });
    await createTeam(t, ownerId, { name: `${tag} c`, sport: 'Soccer', location: 'Elsewhere' });
    const res = await admin.client.get<AdminTeamsPage>(
      `/api/admin/teams?sport=SOCC&location=${tag.toUpperCase()}VILLE`,
    );
    expect(res.body.teams.map((team) => team.name)).toEqual([`${tag} a`]);
    const blank = await admin.client.get<AdminTeamsPage>(`/api/admin/teams?sport=&location=${tag}`);
    expect(blank.body.total).toBe(2);
  });

  it('takes the user’s % and _ literally', async () => {
    const tag = word();
    await createTeam(t, ownerId, { name: `${tag} x`, location: `${tag} 100% Park` });
    await createTeam(t, ownerId, { name: `${tag} y`, location: `${tag} 1000 Park` });
    const res = await admin.client.get<AdminTeamsPage>(
      `/api/admin/teams?location=${encodeURIComponent('100%')}`,
    );
    expect(res.body.teams.map((team) => team.name)).toEqual([`${tag} x`]);
  });

  it('pages through the list', async () => {
    const tag = word();
    for (let i = 0; i < ADMIN_PAGE_SIZE + 2; i++) {
      await createTeam(t, ownerId, { name: `${tag} ${i}`, location: tag, createdAt: at(i) });
    }
    const first = await admin.client.get<AdminTeamsPage>(`/api/admin/teams?location=${tag}`);
    const second = await admin.client.get<AdminTeamsPage>(`/api/admin/teams?location=${tag}&page=2`);
    expect(first.body.teams).toHaveLength(ADMIN_PAGE_SIZE);
    expect(second.body.teams.map((team) => team.name)).toEqual([`${tag} 1`, `${tag} 0`]);
    expect(second.body).toMatchObject({ page: 2, total: ADMIN_PAGE_SIZE + 2 });
  });

  it('logs each read as DATA_ACCESS with the actor and the filter', async () => {
    const before = await auditCount(t, 'DATA_ACCESS', admin.user.id);
    await admin.client.get('/api/admin/teams?sport=Hockey&location=Lake');
    expect(await auditCount(t, 'DATA_ACCESS', admin.user.id)).toBe(before + 1);
    const entry = await lastAudit(t, 'DATA_ACCESS');
    expect(entry).toMatchObject({
      actorId: admin.user.id,
      comment: 'Admin viewed the list of all teams',
      afterSnapshot: { list: 'teams', filters: { sport: 'Hockey', location: 'Lake', page: 1 } },
    });
  });
});

describe('all businesses', () => {
  it('lists businesses of every status, filtered by type (as shown or as stored) and address', async () => {
    const tag = word();
    const make = async (name: string, overrides: Parameters<typeof createBusiness>[2]) =>
      createBusiness(t, (await createUser(t)).id, { businessName: `${tag} ${name}`, ...overrides });
    await make('dealer', {
      businessType: 'auto_dealer',
      businessAddress: `1 ${tag} Road`,
      verificationStatus: 'rejected',
    });
    await make('shop', {
      businessType: 'retail',
      businessAddress: `2 ${tag} Road`,
      verificationStatus: 'under_review',
    });
    await make('far', { businessType: 'auto_dealer', businessAddress: '3 Far Away' });

    const shown = await admin.client.get<AdminBusinessesPage>(
      `/api/admin/businesses?type=Auto%20Dealer&address=${tag}`,
    );
    expect(shown.status).toBe(200);
    expect(shown.body.businesses.map((b) => b.businessName)).toEqual([`${tag} dealer`]);
    expect(shown.body.businesses[0]).toMatchObject({
      verificationStatus: 'rejected',
      businessType: 'auto_dealer',
    });

    const stored = await admin.client.get<AdminBusinessesPage>(
      `/api/admin/businesses?type=auto_d&address=${tag}`,
    );
    expect(stored.body.total).toBe(1);
    const all = await admin.client.get<AdminBusinessesPage>(
      `/api/admin/businesses?address=${tag.toUpperCase()}`,
    );
    expect(all.body.businesses.map((b) => b.businessName).sort()).toEqual([`${tag} dealer`, `${tag} shop`]);
  });

  it('logs each read as DATA_ACCESS', async () => {
    const before = await auditCount(t, 'DATA_ACCESS', admin.user.id);
    await admin.client.get('/api/admin/businesses?address=Main');
    expect(await auditCount(t, 'DATA_ACCESS', admin.user.id)).toBe(before + 1);
    expect((await lastAudit(t, 'DATA_ACCESS'))?.afterSnapshot).toMatchObject({
      list: 'businesses',
      filters: { address: 'Main', page: 1 },
    });
  });
});

describe('bad query strings', () => {
  it.each([
    ['/api/admin/teams?page=0', 'page'],
    ['/api/admin/teams?page=abc', 'page'],
    [`/api/admin/teams?sport=${'x'.repeat(101)}`, 'sport'],
    ['/api/admin/teams?color=red', 'color'],
    [`/api/admin/businesses?address=${'x'.repeat(101)}`, 'address'],
    ['/api/admin/businesses?industry=Retail', 'industry'],
  ])('answers %s with 400 naming %s, and logs no read', async (path, field) => {
    const before = await auditCount(t, 'DATA_ACCESS');
    const res = await admin.client.get(path);
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(res.body.error.fields)).toContain(field);
    expect(await auditCount(t, 'DATA_ACCESS')).toBe(before);
  });
});
