import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, type TestResponse } from '../../../../tests/support/app';
import { createBusiness, createTeam, createUser } from '../../../../tests/support/factories';
import { auditCount, signedInAdmin } from '../../../../tests/support/features/admin';
import type {
  BusinessDecisionResponse,
  EmailDraft,
  TeamDecisionResponse,
} from '../../../shared/schemas/admin';
import { businesses, emailOutbox, teams } from '../../db/schema';

/*
 * Issue 19: a decision pressed twice (a double click, a retry, two admins at once) is decided once, and every
 * press gets the first one's answer: 200 with the same team or business and the same email draft. Only a
 * different decision after one was made is refused (409). The congratulations is queued once, by the email
 * dialog the answer opens; the decision itself queues nothing.
 */

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
const mailsTo = (address: string) => t.db.select().from(emailOutbox).where(eq(emailOutbox.toEmail, address));
const unique = (tag: string) => `${tag}-${Math.random().toString(36).slice(2)}@example.com`;

/** What the email dialog sends when the admin presses Send Email(s) on the draft as it opened. */
function sendDraft(draft: EmailDraft) {
  return admin.client.post('/api/admin/emails', {
    recipients: [{ email: draft.to, name: draft.toName, type: draft.recipientType }],
    subject: draft.subject,
    message: draft.message,
  });
}

function expectSameSuccess<T>(answers: TestResponse<T>[]) {
  expect(answers.map((res) => res.status)).toEqual(answers.map(() => 200));
  for (const res of answers.slice(1)) expect(res.body).toEqual(answers[0]!.body);
}

describe('approving a team twice', () => {
  it('decides once when the same admin presses Approve twice at once; both presses get the same 200', async () => {
    const contact = unique('coach');
    const team = await teamOf('under_review', { contactEmail: contact, coachName: 'Ana Ruiz' });
    const before = await auditCount(t, 'REGISTRATION_APPROVED');
    const answers = await Promise.all([
      admin.client.post<TeamDecisionResponse>(`/api/admin/teams/${team.id}/approve`),
      admin.client.post<TeamDecisionResponse>(`/api/admin/teams/${team.id}/approve`),
    ]);
    expectSameSuccess(answers);
    expect(answers[0]!.body.team).toMatchObject({ id: team.id, verificationStatus: 'approved' });
    expect(answers[0]!.body.email).toMatchObject({
      to: contact,
      subject: `${team.name} has been approved on Homefield`,
    });
    expect(await auditCount(t, 'REGISTRATION_APPROVED')).toBe(before + 1);
    expect((await teamRow(team.id)).verificationStatus).toBe('approved');
    // The decision queues nothing; the dialog it opens sends the congratulations, once.
    expect(await mailsTo(contact)).toHaveLength(0);
    expect((await sendDraft(answers[1]!.body.email)).status).toBe(200);
    const mails = await mailsTo(contact);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(`${team.name} has been approved on Homefield`);
  });

  it('answers a second press after the first answer with the same 200, and changes nothing again', async () => {
    const team = await teamOf('pending');
    const first = await admin.client.post<TeamDecisionResponse>(`/api/admin/teams/${team.id}/approve`);
    const approvedAt = (await teamRow(team.id)).approvedAt;
    const before = await auditCount(t, 'REGISTRATION_APPROVED');
    const second = await admin.client.post<TeamDecisionResponse>(`/api/admin/teams/${team.id}/approve`);
    expectSameSuccess([first, second]);
    expect(await auditCount(t, 'REGISTRATION_APPROVED')).toBe(before);
    expect((await teamRow(team.id)).approvedAt?.toISOString()).toBe(approvedAt?.toISOString());
    expect(await mailsTo(team.contactEmail)).toHaveLength(0);
  });

  it('decides once when two admins approve at the same moment, and answers both with the same 200', async () => {
    const team = await teamOf('pending');
    const other = await signedInAdmin(t);
    const before = await auditCount(t, 'REGISTRATION_APPROVED');
    const answers = await Promise.all([
      admin.client.post(`/api/admin/teams/${team.id}/approve`),
      other.client.post(`/api/admin/teams/${team.id}/approve`),
      admin.client.post(`/api/admin/teams/${team.id}/approve`),
    ]);
    expectSameSuccess(answers);
    expect(await auditCount(t, 'REGISTRATION_APPROVED')).toBe(before + 1);
  });

  it.each(['approved', 'verified'] as const)(
    'answers an approve of a team that is %s already with the same success, and changes nothing',
    async (status) => {
      const team = await teamOf(status);
      const before = await auditCount(t, 'REGISTRATION_APPROVED');
      const res = await admin.client.post<TeamDecisionResponse>(`/api/admin/teams/${team.id}/approve`);
      expect(res.status).toBe(200);
      expect(res.body.team).toMatchObject({ id: team.id, verificationStatus: status });
      expect(res.body.email.subject).toBe(`${team.name} has been approved on Homefield`);
      const row = await teamRow(team.id);
      expect(row.verificationStatus).toBe(status);
      expect(row.approvedAt).toBeNull();
      expect(await auditCount(t, 'REGISTRATION_APPROVED')).toBe(before);
      expect(await mailsTo(team.contactEmail)).toHaveLength(0);
    },
  );
});

describe('rejecting twice, and changing one decision into another', () => {
  it('rejects once when Reject is pressed twice; both presses get the same 200', async () => {
    const team = await teamOf('under_review');
    const before = await auditCount(t, 'REGISTRATION_REJECTED');
    const body = { reason: 'The roster is missing.' };
    const answers = await Promise.all([
      admin.client.post(`/api/admin/teams/${team.id}/reject`, body),
      admin.client.post(`/api/admin/teams/${team.id}/reject`, body),
    ]);
    expectSameSuccess(answers);
    expect(answers[0]!.body.email.message).toContain('Reason: The roster is missing.');
    const again = await admin.client.post(`/api/admin/teams/${team.id}/reject`, body);
    expectSameSuccess([answers[0]!, again]);
    expect(await auditCount(t, 'REGISTRATION_REJECTED')).toBe(before + 1);
    expect((await teamRow(team.id)).verificationStatus).toBe('rejected');
  });

  it('refuses a reject after an approval with 409, and an approve after a rejection', async () => {
    const approved = await teamOf('pending');
    expect((await admin.client.post(`/api/admin/teams/${approved.id}/approve`)).status).toBe(200);
    const reject = await admin.client.post(`/api/admin/teams/${approved.id}/reject`, {});
    expect(reject.status).toBe(409);
    expect(reject.body.error).toMatchObject({
      code: 'NOT_AWAITING_REVIEW',
      message: 'This team is approved and no longer waiting for review.',
    });
    expect((await teamRow(approved.id)).verificationStatus).toBe('approved');

    const rejected = await teamOf('pending');
    expect((await admin.client.post(`/api/admin/teams/${rejected.id}/reject`, {})).status).toBe(200);
    const approve = await admin.client.post(`/api/admin/teams/${rejected.id}/approve`);
    expect(approve.status).toBe(409);
    expect(approve.body.error.code).toBe('NOT_AWAITING_REVIEW');
    expect((await teamRow(rejected.id)).verificationStatus).toBe('rejected');
  });

  it('decides once when Approve and Reject arrive together: the other one is refused', async () => {
    const team = await teamOf('pending');
    const approvals = await auditCount(t, 'REGISTRATION_APPROVED');
    const rejections = await auditCount(t, 'REGISTRATION_REJECTED');
    const answers = await Promise.all([
      admin.client.post(`/api/admin/teams/${team.id}/approve`),
      admin.client.post(`/api/admin/teams/${team.id}/reject`, {}),
    ]);
    expect(answers.map((res) => res.status).sort()).toEqual([200, 409]);
    const decided = (await auditCount(t, 'REGISTRATION_APPROVED')) - approvals;
    expect(decided + (await auditCount(t, 'REGISTRATION_REJECTED')) - rejections).toBe(1);
    expect((await teamRow(team.id)).verificationStatus).toBe(decided ? 'approved' : 'rejected');
  });
});

describe('businesses', () => {
  it('approves once when Approve is pressed twice at once and again later; every press gets the same 200', async () => {
    const contact = unique('shop');
    const business = await businessOf('under_review', { businessEmail: contact, contactName: 'Casey Ortiz' });
    const before = await auditCount(t, 'REGISTRATION_APPROVED');
    const answers = await Promise.all([
      admin.client.post<BusinessDecisionResponse>(`/api/admin/businesses/${business.id}/approve`),
      admin.client.post<BusinessDecisionResponse>(`/api/admin/businesses/${business.id}/approve`),
    ]);
    const later = await admin.client.post<BusinessDecisionResponse>(
      `/api/admin/businesses/${business.id}/approve`,
    );
    expectSameSuccess([...answers, later]);
    expect(later.body.business).toMatchObject({ id: business.id, verificationStatus: 'approved' });
    expect(later.body.email).toMatchObject({ to: contact, toName: 'Casey Ortiz', recipientType: 'business' });
    expect(await auditCount(t, 'REGISTRATION_APPROVED')).toBe(before + 1);
    expect((await businessRow(business.id)).approvedAt).toBeInstanceOf(Date);
    expect(await mailsTo(contact)).toHaveLength(0);
    expect((await sendDraft(later.body.email)).status).toBe(200);
    expect(
      await t.db
        .select()
        .from(emailOutbox)
        .where(and(eq(emailOutbox.toEmail, contact), eq(emailOutbox.subject, later.body.email.subject))),
    ).toHaveLength(1);
  });

  it('rejects once when pressed twice, and refuses an approve afterwards with 409', async () => {
    const business = await businessOf('pending');
    const before = await auditCount(t, 'REGISTRATION_REJECTED');
    const answers = await Promise.all([
      admin.client.post(`/api/admin/businesses/${business.id}/reject`, { reason: 'No tax ID.' }),
      admin.client.post(`/api/admin/businesses/${business.id}/reject`, { reason: 'No tax ID.' }),
    ]);
    expectSameSuccess(answers);
    expect(await auditCount(t, 'REGISTRATION_REJECTED')).toBe(before + 1);
    const approve = await admin.client.post(`/api/admin/businesses/${business.id}/approve`);
    expect(approve.status).toBe(409);
    expect(approve.body.error.message).toBe('This business is rejected and no longer waiting for review.');
    expect((await businessRow(business.id)).verificationStatus).toBe('rejected');
  });

  it('answers an approve of a verified business with the same success and leaves it verified', async () => {
    const business = await businessOf('verified');
    const res = await admin.client.post<BusinessDecisionResponse>(
      `/api/admin/businesses/${business.id}/approve`,
    );
    expect(res.status).toBe(200);
    expect(res.body.business.verificationStatus).toBe('verified');
    expect((await businessRow(business.id)).verificationStatus).toBe('verified');
  });
});
