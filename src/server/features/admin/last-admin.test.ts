import { and, eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../../tests/support/app';
import { signedInAdmin } from '../../../../tests/support/features/admin';
import { type AdminUserResponse, LAST_ADMIN } from '../../../shared/schemas/admin';
import { userRoles } from '../../db/schema';

/** The platform never loses its last admin, even when two admins act at the same moment. */

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});

// Each test starts from a platform with no admin and makes exactly the admins it needs.
beforeEach(async () => {
  await t.db.delete(userRoles).where(eq(userRoles.role, 'admin'));
});

const admins = async () => t.db.select().from(userRoles).where(eq(userRoles.role, 'admin'));

describe('removing the admin role', () => {
  it('lets an admin step down while another admin remains, then refuses the last one', async () => {
    const first = await signedInAdmin(t);
    const second = await signedInAdmin(t);

    const stepDown = await first.client.delete<AdminUserResponse>(
      `/api/admin/users/${first.user.id}/roles/admin`,
    );
    expect(stepDown.status).toBe(200);
    expect(stepDown.body.user.roles).toEqual([]);
    expect((await first.client.get('/api/admin/overview')).status).toBe(403);

    const last = await second.client.delete(`/api/admin/users/${second.user.id}/roles/admin`);
    expect(last.status).toBe(409);
    expect(last.body.error).toEqual({ code: 'LAST_ADMIN', message: LAST_ADMIN });
    const held = await t.db
      .select()
      .from(userRoles)
      .where(and(eq(userRoles.userId, second.user.id), eq(userRoles.role, 'admin')));
    expect(held).toHaveLength(1);
  });

  it('leaves one admin when two admins remove each other at the same moment', async () => {
    const a = await signedInAdmin(t);
    const b = await signedInAdmin(t);
    const answers = await Promise.all([
      a.client.delete(`/api/admin/users/${b.user.id}/roles/admin`),
      b.client.delete(`/api/admin/users/${a.user.id}/roles/admin`),
    ]);
    expect(await admins()).toHaveLength(1);
    const [won, lost] = answers.map((res) => res.status).sort();
    expect(won).toBe(200);
    // The loser is either no longer an admin when its request starts (403) or finds one admin left (409).
    expect([403, 409]).toContain(lost);
  });
});
