import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../../tests/support/app';
import {
  businessCounts,
  newEmail,
  registrationBody,
  STRONG_PASSWORD,
} from '../../../../tests/support/features/businesses';
import { auditLogs, emailOutbox, userRoles, users } from '../../db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});

const account = (overrides: Record<string, unknown> = {}) => ({
  contactName: 'Sam Okafor',
  contactTitle: 'Owner',
  phone: '(503) 555-0101',
  email: newEmail('owner'),
  password: STRONG_PASSWORD,
  confirmPassword: STRONG_PASSWORD,
  ...overrides,
});

const WEAK_MESSAGE =
  'Password must be at least 8 characters long, Password must contain at least one uppercase letter, Password must contain at least one number, Password must contain at least one special character, Password contains common patterns and may be easily guessed';

describe('POST /api/businesses/account (wizard step 1)', () => {
  it('creates a business account with the signup metadata and the confirmation email that signs it in', async () => {
    const client = t.client();
    const body = account({ email: newEmail('Step1').toUpperCase() });
    const email = body.email.toLowerCase();
    const res = await client.post('/api/businesses/account', body);
    expect(res.status).toBe(202);
    expect(res.body).toEqual({ confirmationSent: true, email });
    expect(res.headers.get('set-cookie')).toBeNull();

    const [user] = await t.db.select().from(users).where(eq(users.email, email));
    expect(user!.metadata).toEqual({
      contact_name: 'Sam Okafor',
      contact_title: 'Owner',
      phone_number: '(503) 555-0101',
      user_type: 'business',
    });
    expect(user!.phoneNumber).toBe('(503) 555-0101');
    const roles = await t.db.select().from(userRoles).where(eq(userRoles.userId, user!.id));
    expect(roles.map((r) => r.role)).toEqual(['business']);
    const mail = await t.db.select().from(emailOutbox).where(eq(emailOutbox.toEmail, email));
    expect(mail).toHaveLength(1);
    expect(mail[0]!.text).toMatch(/http:\/\/homefield\.test\/auth\/confirm\?token=/);
    // The link brings the user back to the wizard's second step (spec part 2, section 2.2).
    expect(mail[0]!.text).toContain(`&next=${encodeURIComponent('/business-signup?step=2')}`);
    const logged = await t.db.select().from(auditLogs).where(eq(auditLogs.actorId, user!.id));
    expect(logged.map((l) => l.action)).toContain('AUTH_SIGNUP_SUCCESS');

    // The link signs the user in: the session is this user, who has no business until the final submit.
    const token = decodeURIComponent(/token=([^\s"&]+)/.exec(mail[0]!.text)![1]!);
    const confirmed = await client.post('/api/auth/confirm-email', { token });
    expect(confirmed.body.user).toMatchObject({
      email,
      fullName: 'Sam Okafor',
      roles: ['business'],
      type: 'business',
      emailVerified: true,
    });
    expect((await client.get('/api/auth/session')).body.user.email).toBe(email);
    const mine = await client.get('/api/businesses/mine');
    expect(mine.status).toBe(404);
    expect(mine.body.error.code).toBe('NO_BUSINESS');
    const submitted = await client.post('/api/businesses', registrationBody());
    expect(submitted.status).toBe(201);
    expect(submitted.body.business.businessEmail).toBe(email);
  });

  it('leaves the title out of the metadata when none is given', async () => {
    const body = account({ contactTitle: '   ' });
    const res = await t.client().post('/api/businesses/account', body);
    expect(res.status).toBe(202);
    const [user] = await t.db.select().from(users).where(eq(users.email, body.email));
    expect(user!.metadata).toEqual({
      contact_name: 'Sam Okafor',
      phone_number: '(503) 555-0101',
      user_type: 'business',
    });
  });

  it.each([
    [
      'different passwords',
      { confirmPassword: 'Blue#Harbor7Rivet' },
      'PASSWORD_MISMATCH',
      'Passwords do not match. Please try again.',
      'confirmPassword',
    ],
    [
      'a mismatch even when both are short',
      { password: 'abc', confirmPassword: 'abd' },
      'PASSWORD_MISMATCH',
      'Passwords do not match. Please try again.',
      'confirmPassword',
    ],
    [
      'a password under 6 characters',
      { password: 'Ab1!x', confirmPassword: 'Ab1!x' },
      'PASSWORD_TOO_SHORT',
      'Password must be at least 6 characters long.',
      'password',
    ],
    [
      'a password the /auth policy refuses',
      { password: 'abcdefg', confirmPassword: 'abcdefg' },
      'PASSWORD_TOO_WEAK',
      WEAK_MESSAGE,
      'password',
    ],
  ])(
    'refuses %s with its own code and the spec message, writing nothing',
    async (_name, overrides, code, message, field) => {
      const before = await businessCounts(t);
      const client = t.client();
      const res = await client.post('/api/businesses/account', account(overrides));
      expect(res.status).toBe(400);
      expect(res.body.error).toMatchObject({ code, message });
      expect(res.body.error.fields[field]).toEqual([message]);
      expect(await businessCounts(t)).toEqual(before);
      expect(client.cookies.has('hf_session')).toBe(false);
    },
  );

  it('answers a taken email as a new one and leaves the first account alone', async () => {
    const email = newEmail('taken');
    expect((await t.client().post('/api/businesses/account', account({ email }))).status).toBe(202);
    const before = await businessCounts(t);
    const res = await t
      .client()
      .post('/api/businesses/account', account({ email, contactName: 'Someone Else' }));
    expect(res.status).toBe(202);
    expect(res.body).toEqual({ confirmationSent: true, email });
    const after = await businessCounts(t);
    expect({ ...after, mail: before.mail }).toEqual(before);
    const [user] = await t.db.select().from(users).where(eq(users.email, email));
    expect(user!.fullName).toBe('Sam Okafor');
  });

  it('writes the account, its role and its email together or not at all', async () => {
    const email = newEmail('nomail');
    // The outbox refuses this one address, so the last write of the sign-up fails.
    await t.db.execute(
      sql.raw(`alter table email_outbox add constraint test_refuse_mail check (to_email <> '${email}')`),
    );
    try {
      const before = await businessCounts(t);
      const client = t.client();
      const res = await client.post('/api/businesses/account', account({ email }));
      expect(res.status).toBe(500);
      expect(await businessCounts(t)).toEqual(before);
      expect(await t.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
      expect(client.cookies.has('hf_session')).toBe(false);
    } finally {
      await t.db.execute(sql`alter table email_outbox drop constraint test_refuse_mail`);
    }
  });

  it.each([
    ['malformed JSON', '{"email":', 400, 'MALFORMED_JSON'],
    ['a wrong type', account({ phone: 5035550101 }), 400, 'VALIDATION_FAILED'],
    ['a missing name', account({ contactName: '  ' }), 400, 'VALIDATION_FAILED'],
    ['a missing phone', account({ phone: undefined }), 400, 'VALIDATION_FAILED'],
    ['a bad phone', account({ phone: 'call me' }), 400, 'VALIDATION_FAILED'],
    ['an over-long name', account({ contactName: 'x'.repeat(101) }), 400, 'VALIDATION_FAILED'],
    ['an over-long title', account({ contactTitle: 'x'.repeat(101) }), 400, 'VALIDATION_FAILED'],
    ['an over-long phone', account({ phone: '5'.repeat(16) }), 400, 'VALIDATION_FAILED'],
    ['an over-long email', account({ email: `${'a'.repeat(250)}@example.com` }), 400, 'VALIDATION_FAILED'],
    ['a bad email', account({ email: 'not an email' }), 400, 'VALIDATION_FAILED'],
    ['an unknown field', account({ role: 'admin' }), 400, 'VALIDATION_FAILED'],
    ['an array body', [account()], 400, 'VALIDATION_FAILED'],
  ])('answers %s with a clear 4xx and writes nothing', async (_name, body, status, code) => {
    const before = await businessCounts(t);
    const res = await t.client().post('/api/businesses/account', body);
    expect(res.status).toBe(status);
    expect(res.body.error.code).toBe(code);
    expect(typeof res.body.error.message).toBe('string');
    expect(await businessCounts(t)).toEqual(before);
  });

  it('names the fields it refuses', async () => {
    const res = await t.client().post('/api/businesses/account', account({ role: 'admin', phone: 'x' }));
    expect(res.body.error.fields.role).toEqual(['Unknown field']);
    expect(res.body.error.fields.phone).toEqual(['Please enter a valid phone number.']);
    const long = await t.client().post('/api/businesses/account', account({ contactName: 'x'.repeat(101) }));
    expect(long.body.error.fields.contactName).toEqual(['Contact name must be at most 100 characters']);
  });

  it('refuses a body that is not JSON', async () => {
    const res = await t
      .client()
      .post('/api/businesses/account', 'email=a', { 'content-type': 'application/x-www-form-urlencoded' });
    expect(res.status).toBe(415);
  });
});
