import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../../tests/support/app';
import { createBusiness, createTeam, createUser } from '../../../../tests/support/factories';
import { signedInAdmin } from '../../../../tests/support/features/admin';
import type { AdminOverview } from '../../../shared/schemas/admin';

/** GET /api/admin/overview: the dashboard's four counters and the approval center's two. */

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});

const STATUSES = ['pending', 'under_review', 'approved', 'verified', 'rejected'] as const;

describe('the counters', () => {
  it('counts every team and business, approved and verified as verified, pending and under review as waiting', async () => {
    const { client } = await signedInAdmin(t);
    const empty = await client.get<AdminOverview>('/api/admin/overview');
    expect(empty.body).toEqual({
      totalTeams: 0,
      totalBusinesses: 0,
      verifiedTeams: 0,
      verifiedBusinesses: 0,
      pendingTeams: 0,
      pendingBusinesses: 0,
    });

    for (const status of STATUSES) {
      const owner = await createUser(t);
      await createTeam(t, owner.id, { verificationStatus: status });
      await createBusiness(t, owner.id, { verificationStatus: status });
    }
    const owner = await createUser(t);
    await createTeam(t, owner.id, { verificationStatus: 'verified' });

    const res = await client.get<AdminOverview>('/api/admin/overview');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      totalTeams: 6,
      totalBusinesses: 5,
      verifiedTeams: 3,
      verifiedBusinesses: 2,
      pendingTeams: 2,
      pendingBusinesses: 2,
    });
  });
});

describe('revalidation', () => {
  it('answers an admin who holds the counters with 304, and a change with new counters and a new tag', async () => {
    const { client } = await signedInAdmin(t);
    const first = await client.get<AdminOverview>('/api/admin/overview');
    expect(first.headers.get('cache-control')).toBe('private, no-cache');
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^W\/"/);
    const held = await client.get('/api/admin/overview', { 'if-none-match': etag });
    expect(held.status).toBe(304);

    await createTeam(t, (await createUser(t)).id, { verificationStatus: 'pending' });
    const changed = await client.get<AdminOverview>('/api/admin/overview', { 'if-none-match': etag });
    expect(changed.status).toBe(200);
    expect(changed.body.pendingTeams).toBe(first.body.pendingTeams + 1);
    expect(changed.headers.get('etag')).not.toBe(etag);
  });
});
