import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../../tests/support/app';
import { createBusiness, createTeam, createUser } from '../../../../tests/support/factories';
import type { AdminOverview } from '../../../shared/schemas/admin';
import { signedInAdmin } from './test-support';

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
