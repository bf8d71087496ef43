import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../../tests/support/app';
import { createUser, PASSWORD, signedInClient } from '../../../../tests/support/factories';
import { forgetSessionsOf } from '../../auth/session-cache';
import { auditLogs, emailOutbox, sessions, userRoles, users } from '../../db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});

const strong = 'Blue#Harbor7River';
const newEmail = (tag: string) => `${tag}-${Math.random().toString(36).slice(2)}@example.com`;
const tokenIn = (text: string) => decodeURIComponent(/token=([^\s"&]+)/.exec(text)![1]!);
const userCount = async () => (await t.db.select({ n: count() }).from(users))[0]!.n;

describe('sign up', () => {
  it('creates the account, the user role and a confirmation email; the link signs it in', async () => {
    const client = t.client();
    const email = newEmail('new');
    const res = await client.post('/api/auth/sign-up', {
      email: email.toUpperCase(),
      password: strong,
      fullName: 'Ada Lovelace',
    });
    expect(res.status).toBe(202);
    expect(res.body).toEqual({ confirmationSent: true, email });
    expect(res.headers.get('set-cookie')).toBeNull();
    expect((await client.get('/api/auth/session')).body.user).toBeNull();
    const [user] = await t.db.select().from(users).where(eq(users.email, email));
    expect(user).toMatchObject({ fullName: 'Ada Lovelace', emailVerifiedAt: null });
    const mail = await t.db.select().from(emailOutbox).where(eq(emailOutbox.toEmail, email));
    expect(mail).toHaveLength(1);
    expect(mail[0]!.text).toMatch(/http:\/\/homefield\.test\/auth\/confirm\?token=/);

    const confirmed = await client.post('/api/auth/confirm-email', { token: tokenIn(mail[0]!.text) });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({
      alreadyConfirmed: false,
      user: { email, fullName: 'Ada Lovelace', roles: ['user'], type: 'none', emailVerified: true },
    });
    expect(confirmed.headers.get('set-cookie')).toMatch(/hf_session=.+; .*HttpOnly/);
    expect(confirmed.headers.get('set-cookie')).toMatch(/SameSite=Lax/);
    expect((await client.get('/api/auth/session')).body.user.email).toBe(email);
    const logs = await t.db.select().from(auditLogs).where(eq(auditLogs.action, 'AUTH_SIGNUP_SUCCESS'));
    expect(logs.some((l) => l.actorId === user!.id)).toBe(true);
  });

  it('joins every broken password rule with commas', async () => {
    const res = await t.client().post('/api/auth/sign-up', { email: newEmail('weak'), password: 'aaa' });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(
      'Password must be at least 8 characters long, Password must contain at least one uppercase letter, Password must contain at least one number, Password must contain at least one special character, Password contains common patterns and may be easily guessed',
    );
    expect(res.body.error.fields.password).toHaveLength(1);
  });

  it.each([
    ['malformed JSON', '{"email":', 400, 'MALFORMED_JSON'],
    ['a wrong type', { email: 42, password: strong }, 400, 'VALIDATION_FAILED'],
    [
      'an over-long email',
      { email: `${'a'.repeat(250)}@example.com`, password: strong },
      400,
      'VALIDATION_FAILED',
    ],
    [
      'an over-long password',
      { email: 'long@example.com', password: `Aa1!${'x'.repeat(130)}` },
      400,
      'VALIDATION_FAILED',
    ],
    [
      'an unknown field',
      { email: 'x@example.com', password: strong, isAdmin: true },
      400,
      'VALIDATION_FAILED',
    ],
    ['an array body', [1, 2], 400, 'VALIDATION_FAILED'],
    ['a bad email', { email: 'not an email', password: strong }, 400, 'VALIDATION_FAILED'],
  ])('answers %s with a clear 4xx and writes nothing', async (_name, body, status, code) => {
    const before = await userCount();
    const res = await t.client().post('/api/auth/sign-up', body);
    expect(res.status).toBe(status);
    expect(res.body.error.code).toBe(code);
    expect(typeof res.body.error.message).toBe('string');
    expect(await userCount()).toBe(before);
  });

  it('names the field of a bad email with the spec message', async () => {
    const res = await t.client().post('/api/auth/sign-up', { email: 'nope', password: strong });
    expect(res.body.error.fields.email).toEqual(['Please enter a valid email address.']);
    const unknown = await t
      .client()
      .post('/api/auth/sign-up', { email: 'x@example.com', password: strong, role: 'admin' });
    expect(unknown.body.error.fields.role).toEqual(['Unknown field']);
  });

  it('refuses a body that is not JSON', async () => {
    const res = await t
      .client()
      .post('/api/auth/sign-up', 'email=a', { 'content-type': 'application/x-www-form-urlencoded' });
    expect(res.status).toBe(415);
  });
});

describe('sign in and sign out', () => {
  it('signs in, rotates the session, and logs success', async () => {
    const user = await createUser(t, { roles: ['team'] });
    const client = t.client();
    const first = await client.post('/api/auth/sign-in', { email: user.email, password: PASSWORD });
    expect(first.status).toBe(200);
    expect(first.body.user).toMatchObject({ email: user.email, type: 'team', roles: ['team'] });
    const firstToken = client.cookies.get('hf_session');
    const again = await client.post('/api/auth/sign-in', { email: user.email, password: PASSWORD });
    expect(again.status).toBe(200);
    expect(client.cookies.get('hf_session')).not.toBe(firstToken);
    const stale = t.client();
    stale.cookies.set('hf_session', firstToken!);
    expect((await stale.get('/api/auth/session')).body.user).toBeNull();
    const rows = await t.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).not.toBe(client.cookies.get('hf_session'));
  });

  it('answers a wrong password and an unknown email the same way', async () => {
    const user = await createUser(t);
    const wrong = await t.client().post('/api/auth/sign-in', { email: user.email, password: 'Wrong#Pass9' });
    const unknown = await t
      .client()
      .post('/api/auth/sign-in', { email: newEmail('ghost'), password: 'Wrong#Pass9' });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual(unknown.body);
    const failed = await t.db.select().from(auditLogs).where(eq(auditLogs.action, 'AUTH_SIGNIN_FAILED'));
    expect(failed.length).toBeGreaterThanOrEqual(2);
  });

  it('signs out: the server session is gone and the cookie cleared', async () => {
    const { client, user } = await signedInClient(t);
    const res = await client.post('/api/auth/sign-out');
    expect(res.status).toBe(204);
    expect(client.cookies.has('hf_session')).toBe(false);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(0);
  });

  it('signs out cleanly without a session', async () => {
    const res = await t.client().post('/api/auth/sign-out');
    expect(res.status).toBe(204);
  });
});

describe('roles', () => {
  it.each([
    [['team'], 'team'],
    [['business', 'team'], 'business'],
    [['team', 'admin', 'business'], 'admin'],
    [['user'], 'none'],
    [[], 'none'],
  ] as const)('derives %j as %s', async (roles, type) => {
    const { client } = await signedInClient(t, { roles: [...roles] });
    const res = await client.get('/api/auth/session');
    expect(res.body.user.type).toBe(type);
    expect([...res.body.user.roles].sort()).toEqual([...roles].sort());
  });

  it('reads roles fresh: a role granted after sign-in counts at once', async () => {
    const { client, user } = await signedInClient(t, { roles: ['team'] });
    await t.db.insert(userRoles).values({ userId: user.id, role: 'admin' });
    expect((await client.get('/api/auth/session')).body.user.type).toBe('admin');
  });
});

describe('email confirmation', () => {
  it('signs in once; the same link opened again says it was used, and signs nobody in', async () => {
    const email = newEmail('confirm');
    await t.client().post('/api/auth/sign-up', { email, password: strong });
    const [mail] = await t.db.select().from(emailOutbox).where(eq(emailOutbox.toEmail, email));
    const token = tokenIn(mail!.text);
    const first = t.client();
    expect((await first.post('/api/auth/confirm-email', { token })).status).toBe(200);
    expect((await first.get('/api/auth/session')).body.user.emailVerified).toBe(true);
    const again = t.client();
    const res = await again.post('/api/auth/confirm-email', { token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ user: null, alreadyConfirmed: true });
    expect((await again.get('/api/auth/session')).body.user).toBeNull();
    const unknown = await t.client().post('/api/auth/confirm-email', { token: 'not-a-real-token' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.code).toBe('LINK_INVALID');
  });
});

describe('resend confirmation', () => {
  it('needs a session, sends a new link, and stops after three an hour', async () => {
    expect((await t.client().post('/api/auth/resend-confirmation')).status).toBe(401);
    // A session from before its address was confirmed (sign-in now needs the confirmation).
    const { client, user } = await signedInClient(t);
    await t.db.update(users).set({ emailVerifiedAt: null }).where(eq(users.id, user.id));
    forgetSessionsOf(user.id);
    for (let i = 0; i < 3; i++) {
      expect((await client.post('/api/auth/resend-confirmation')).body).toEqual({ sent: true });
    }
    const fourth = await client.post('/api/auth/resend-confirmation');
    expect(fourth.status).toBe(429);
    expect(await t.db.select().from(emailOutbox).where(eq(emailOutbox.toEmail, user.email))).toHaveLength(3);
  });
});
