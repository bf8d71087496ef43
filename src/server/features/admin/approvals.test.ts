import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../../tests/support/app';
import { createBusiness, createTeam, createUser } from '../../../../tests/support/factories';
import { auditCount, lastAudit, signedInAdmin } from '../../../../tests/support/features/admin';
import type {
  ApprovalQueue,
  BusinessDecisionResponse,
  TeamDecisionResponse,
} from '../../../shared/schemas/admin';
import { auditLogs, businesses, teams, users } from '../../db/schema';

/** The approval queue, and approving or rejecting a waiting team or business. */

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;
beforeAll(async () => {
  t = await startTestApp();
  admin = await signedInAdmin(t);
});

const teamOf = async (status: typeof teams.$inferInsert.verificationStatus, overrides = {}) =>
  createTeam(t, (await createUser(t)).id, { verificationStatus: status, ...overrides });
const businessOf = async (status: typeof businesses.$inferInsert.verificationStatus, overrides = {}) =>
  createBusiness(t, (await createUser(t)).id, { verificationStatus: status, ...overrides });
const teamRow = async (id: string) => (await t.db.select().from(teams).where(eq(teams.id, id)))[0]!;
const businessRow = async (id: string) =>
  (await t.db.select().from(businesses).where(eq(businesses.id, id)))[0]!;

describe('the queue', () => {
  it('lists pending and under-review teams and businesses, oldest first, with the registrant and whether they confirmed', async () => {
    const confirmed = await createUser(t);
    await t.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, confirmed.id));
    const newer = await createTeam(t, confirmed.id, {
      verificationStatus: 'under_review',
      createdAt: new Date('2026-02-01T00:00:00Z'),
    });
    const unconfirmed = await createUser(t, { emailConfirmed: false });
    const older = await createTeam(t, unconfirmed.id, {
      verificationStatus: 'pending',
      createdAt: new Date('2026-01-01T00:00:00Z'),
    });
    const approved = await teamOf('approved');
    const waitingBusiness = await businessOf('under_review');
    const rejectedBusiness = await businessOf('rejected');

    const res = await admin.client.get<ApprovalQueue>('/api/admin/approvals');
    expect(res.status).toBe(200);
    const teamIds = res.body.teams.map((team) => team.id);
    expect(teamIds.indexOf(older.id)).toBeLessThan(teamIds.indexOf(newer.id));
    expect(teamIds).not.toContain(approved.id);
    expect(res.body.teams.find((team) => team.id === newer.id)).toMatchObject({
      name: newer.name,
      contactEmail: newer.contactEmail,
      registrant: { email: confirmed.email, emailVerified: true },
    });
    expect(res.body.teams.find((team) => team.id === older.id)?.registrant.emailVerified).toBe(false);
    const businessIds = res.body.businesses.map((business) => business.id);
    expect(businessIds).toContain(waitingBusiness.id);
    expect(businessIds).not.toContain(rejectedBusiness.id);
    expect(res.body.totals).toEqual({ teams: res.body.teams.length, businesses: res.body.businesses.length });
  });
});

describe('approving a team', () => {
  it('sets approved and approved_at, logs the decision, and answers a congratulations draft', async () => {
    const team = await teamOf('under_review', { coachName: 'Ana Ruiz', contactEmail: 'ana@club.example' });
    const res = await admin.client.post<TeamDecisionResponse>(`/api/admin/teams/${team.id}/approve`);
    expect(res.status).toBe(200);
    expect(res.body.team).toMatchObject({ id: team.id, verificationStatus: 'approved' });
    const row = await teamRow(team.id);
    expect(row.verificationStatus).toBe('approved');
    expect(row.approvedAt).toBeInstanceOf(Date);
    expect(res.body.email).toMatchObject({
      to: 'ana@club.example',
      toName: 'Ana Ruiz',
      recipientType: 'team',
      subject: `${team.name} has been approved on Homefield`,
    });
    expect(res.body.email.message).toMatch(/^Dear Ana Ruiz,/);
    expect(res.body.email.message).toContain('Congratulations!');
    const entry = await lastAudit(t, 'REGISTRATION_APPROVED');
    expect(entry).toMatchObject({
      actorId: admin.user.id,
      afterSnapshot: { kind: 'team', id: team.id, decision: 'approved' },
    });
  });

  it('keeps the first approved_at when a team that was approved before comes back for review', async () => {
    const first = new Date('2025-06-01T10:00:00Z');
    const team = await teamOf('pending', { approvedAt: first });
    await admin.client.post(`/api/admin/teams/${team.id}/approve`);
    const row = await teamRow(team.id);
    expect(row.verificationStatus).toBe('approved');
    expect(row.approvedAt?.toISOString()).toBe(first.toISOString());
  });

  // An approved or verified team answers the same success again: approvals-repeat.test.ts (issue 19).
  it('refuses a rejected team with 409 and changes nothing', async () => {
    const team = await teamOf('rejected');
    const before = await auditCount(t, 'REGISTRATION_APPROVED');
    const res = await admin.client.post(`/api/admin/teams/${team.id}/approve`);
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe('NOT_AWAITING_REVIEW');
    expect(res.body.error.message).toMatch(/no longer waiting for review/);
    const row = await teamRow(team.id);
    expect(row.verificationStatus).toBe('rejected');
    expect(row.approvedAt).toBeNull();
    expect(await auditCount(t, 'REGISTRATION_APPROVED')).toBe(before);
  });

  it('answers 404 for an unknown or malformed id', async () => {
    expect(
      (await admin.client.post('/api/admin/teams/00000000-0000-4000-8000-000000000000/approve')).status,
    ).toBe(404);
    expect((await admin.client.post('/api/admin/teams/not-a-uuid/approve')).status).toBe(404);
  });

  it('decides once when two admins approve at the same moment', async () => {
    const team = await teamOf('pending');
    const other = await signedInAdmin(t);
    const before = await auditCount(t, 'REGISTRATION_APPROVED');
    const answers = await Promise.all([
      admin.client.post(`/api/admin/teams/${team.id}/approve`),
      other.client.post(`/api/admin/teams/${team.id}/approve`),
    ]);
    // Both are told it is approved (issue 19); it was approved, and logged, once.
    expect(answers.map((res) => res.status)).toEqual([200, 200]);
    expect(answers[1]!.body).toEqual(answers[0]!.body);
    expect(await auditCount(t, 'REGISTRATION_APPROVED')).toBe(before + 1);
  });
});

describe('rejecting a team', () => {
  it('sets rejected, keeps the reason out of the row, logs it, and drafts a decline that invites resubmission', async () => {
    const team = await teamOf('pending', { coachName: 'Sam Lee' });
    const res = await admin.client.post<TeamDecisionResponse>(`/api/admin/teams/${team.id}/reject`, {
      reason: '  The roster is missing.  ',
    });
    expect(res.status).toBe(200);
    expect(res.body.team.verificationStatus).toBe('rejected');
    const row = await teamRow(team.id);
    expect(row.verificationStatus).toBe('rejected');
    expect(row.approvedAt).toBeNull();
    expect(JSON.stringify(row)).not.toContain('The roster is missing.');
    expect(res.body.email.message).toContain('Reason: The roster is missing.');
    expect(res.body.email.message).toMatch(/update your team profile and submit it again/);
    expect(res.body.email).toMatchObject({ toName: 'Sam Lee', recipientType: 'team' });
    expect((await lastAudit(t, 'REGISTRATION_REJECTED'))?.afterSnapshot).toMatchObject({
      kind: 'team',
      id: team.id,
      reason: 'The roster is missing.',
    });
  });

  it('drafts a decline without a reason line when none is given', async () => {
    const team = await teamOf('under_review');
    const res = await admin.client.post<TeamDecisionResponse>(`/api/admin/teams/${team.id}/reject`, {
      reason: '   ',
    });
    expect(res.status).toBe(200);
    expect(res.body.email.message).not.toContain('Reason:');
  });

  it('refuses an approved team with 409', async () => {
    const team = await teamOf('approved');
    const res = await admin.client.post(`/api/admin/teams/${team.id}/reject`, {});
    expect(res.status).toBe(409);
    expect((await teamRow(team.id)).verificationStatus).toBe('approved');
  });

  it.each([
    ['malformed JSON', '{"reason":', 'MALFORMED_JSON'],
    ['a wrong type', { reason: 42 }, 'VALIDATION_FAILED'],
    ['an over-long reason', { reason: 'x'.repeat(501) }, 'VALIDATION_FAILED'],
    ['an unknown field', { reason: 'x', status: 'approved' }, 'VALIDATION_FAILED'],
  ])('answers %s with 400 and changes nothing', async (_name, body, code) => {
    const team = await teamOf('pending');
    const before = await auditCount(t, 'REGISTRATION_REJECTED');
    const res = await admin.client.post(`/api/admin/teams/${team.id}/reject`, body);
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe(code);
    expect((await teamRow(team.id)).verificationStatus).toBe('pending');
    expect(await auditCount(t, 'REGISTRATION_REJECTED')).toBe(before);
  });
});

describe('businesses', () => {
  it('approves a waiting business, stamps approved_at, and drafts to its contact', async () => {
    const business = await businessOf('under_review', {
      contactName: 'Casey Ortiz',
      businessEmail: 'casey@shop.example',
    });
    const res = await admin.client.post<BusinessDecisionResponse>(
      `/api/admin/businesses/${business.id}/approve`,
    );
    expect(res.status).toBe(200);
    expect(res.body.business.verificationStatus).toBe('approved');
    expect((await businessRow(business.id)).approvedAt).toBeInstanceOf(Date);
    expect(res.body.email).toMatchObject({
      to: 'casey@shop.example',
      toName: 'Casey Ortiz',
      recipientType: 'business',
      subject: `${business.businessName} has been approved on Homefield`,
    });
    expect((await lastAudit(t, 'REGISTRATION_APPROVED'))?.afterSnapshot).toMatchObject({
      kind: 'business',
      id: business.id,
    });
  });

  it('rejects a pending business with the reason in the draft', async () => {
    const business = await businessOf('pending');
    const res = await admin.client.post<BusinessDecisionResponse>(
      `/api/admin/businesses/${business.id}/reject`,
      {
        reason: 'We could not verify the tax ID.',
      },
    );
    expect(res.status).toBe(200);
    expect((await businessRow(business.id)).verificationStatus).toBe('rejected');
    expect(res.body.email.message).toContain('Reason: We could not verify the tax ID.');
    expect(res.body.email.message).toMatch(/update your business profile and submit it again/);
  });

  it('refuses to approve a rejected business with 409; an approved one answers the same success', async () => {
    const rejected = await businessOf('rejected');
    const refused = await admin.client.post(`/api/admin/businesses/${rejected.id}/approve`);
    expect(refused.status).toBe(409);
    expect((await businessRow(rejected.id)).verificationStatus).toBe('rejected');
    const approved = await businessOf('approved');
    const again = await admin.client.post(`/api/admin/businesses/${approved.id}/approve`);
    expect(again.status).toBe(200);
    expect((await businessRow(approved.id)).verificationStatus).toBe('approved');
  });

  it('answers 404 for an unknown business', async () => {
    const res = await admin.client.post(
      '/api/admin/businesses/00000000-0000-4000-8000-000000000000/reject',
      {},
    );
    expect(res.status).toBe(404);
    expect(res.body.error.message).toBe('Business not found');
  });

  it('writes nothing for a bad body', async () => {
    const business = await businessOf('pending');
    const before = (await t.db.select().from(auditLogs)).length;
    const res = await admin.client.post(`/api/admin/businesses/${business.id}/reject`, { reason: ['x'] });
    expect(res.status).toBe(400);
    expect((await businessRow(business.id)).verificationStatus).toBe('pending');
    expect((await t.db.select().from(auditLogs)).length).toBe(before);
  });
});
