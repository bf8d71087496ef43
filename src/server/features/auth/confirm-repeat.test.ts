import { and, count, desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, type TestClient } from '../../../../tests/support/app';
import { signedInClient } from '../../../../tests/support/factories';
import { auditCount } from '../../../../tests/support/features/admin';
import type { ConfirmEmailResponse } from '../../../shared/schemas/auth';
import { accountTokens, emailOutbox, sessions, users } from '../../db/schema';

/*
 * Issue 19 and decision 0024: the confirmation link signs its owner in the first time. Opened again, by
 * a double press, a second tab or a week later, it answers the same success, "already confirmed", never
 * "invalid", and it never hands out another session: a link that sits in a mailbox is no way in.
 */

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});

const strong = 'Blue#Harbor7River';
const newEmail = (tag: string) => `${tag}-${Math.random().toString(36).slice(2)}@example.com`;
const tokenIn = (text: string) => decodeURIComponent(/token=([^\s"&]+)/.exec(text)![1]!);

/** The links mailed to `email`, newest first. */
async function linksTo(email: string): Promise<string[]> {
  const mails = await t.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toEmail, email), eq(emailOutbox.kind, 'verify_email')))
    .orderBy(desc(emailOutbox.createdAt));
  return mails.map((mail) => tokenIn(mail.text));
}

/** A new account through the sign-up form, not confirmed yet, and its link. */
async function signedUp(tag: string) {
  const email = newEmail(tag);
  expect((await t.client().post('/api/auth/sign-up', { email, password: strong })).status).toBe(202);
  const [user] = await t.db.select().from(users).where(eq(users.email, email));
  const [token] = await linksTo(email);
  return { email, id: user!.id, token: token! };
}

const confirm = (client: TestClient, token: string) =>
  client.post<ConfirmEmailResponse>('/api/auth/confirm-email', { token });
const sessionsOf = async (userId: string) =>
  (await t.db.select({ n: count() }).from(sessions).where(eq(sessions.userId, userId)))[0]!.n;
const signedInAs = async (client: TestClient) => (await client.get('/api/auth/session')).body.user;

describe('the same link used twice', () => {
  it('confirms and signs in once when the page posts twice at once; both answers are 200', async () => {
    const account = await signedUp('double');
    const page = t.client();
    const verified = await auditCount(t, 'AUTH_EMAIL_VERIFIED');
    const answers = await Promise.all([confirm(page, account.token), confirm(page, account.token)]);
    expect(answers.map((res) => res.status)).toEqual([200, 200]);
    const first = answers.find((res) => !res.body.alreadyConfirmed)!;
    const second = answers.find((res) => res.body.alreadyConfirmed)!;
    expect(first.body.user).toMatchObject({ id: account.id, emailVerified: true });
    expect(first.headers.get('set-cookie')).toMatch(/./);
    // Sent before the first answer's cookie came back: it is told the address is confirmed, and gets no
    // session of its own. The browser holds the first one's.
    expect(second.body).toEqual({ user: null, alreadyConfirmed: true });
    expect(second.headers.get('set-cookie')).toBeNull();
    expect(await sessionsOf(account.id)).toBe(1);
    expect(await auditCount(t, 'AUTH_EMAIL_VERIFIED')).toBe(verified + 1);
    expect(await signedInAs(page)).toMatchObject({ id: account.id, emailVerified: true });
  });

  it('answers a second press after the first answer with 200 and the signed-in owner, and no new session', async () => {
    const account = await signedUp('again');
    const page = t.client();
    const first = await confirm(page, account.token);
    expect(first.body).toMatchObject({ alreadyConfirmed: false, user: { id: account.id } });
    const second = await confirm(page, account.token);
    expect(second.status).toBe(200);
    expect(second.body).toEqual({ user: first.body.user, alreadyConfirmed: true });
    expect(second.headers.get('set-cookie')).toBeNull();
    expect(await sessionsOf(account.id)).toBe(1);
    expect(await signedInAs(page)).toMatchObject({ id: account.id });
  });

  it('tells another browser the address is already confirmed, and signs it in as nobody', async () => {
    const account = await signedUp('elsewhere');
    expect((await confirm(t.client(), account.token)).status).toBe(200);
    const other = t.client();
    const res = await confirm(other, account.token);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ user: null, alreadyConfirmed: true });
    expect(res.headers.get('set-cookie')).toBeNull();
    expect(await signedInAs(other)).toBeNull();
    expect(await sessionsOf(account.id)).toBe(1);
  });

  it('never names somebody else: a caller signed in as another account gets user null', async () => {
    const account = await signedUp('stranger');
    expect((await confirm(t.client(), account.token)).status).toBe(200);
    const { client, user } = await signedInClient(t);
    const res = await confirm(client, account.token);
    expect(res.body).toEqual({ user: null, alreadyConfirmed: true });
    // Its own session is left as it was.
    expect(await signedInAs(client)).toMatchObject({ id: user.id });
  });

  it('still says "already confirmed" long after, when the link has expired, and signs nobody in', async () => {
    const account = await signedUp('late');
    expect((await confirm(t.client(), account.token)).status).toBe(200);
    const monthAgo = new Date(Date.now() - 30 * 86_400_000);
    await t.db
      .update(accountTokens)
      .set({ usedAt: monthAgo, expiresAt: monthAgo })
      .where(eq(accountTokens.userId, account.id));
    const res = await confirm(t.client(), account.token);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ user: null, alreadyConfirmed: true });
    expect(res.headers.get('set-cookie')).toBeNull();
  });
});

describe('the other links of a confirmed account', () => {
  /** Signs up, then signs in with the right password before confirming: that mails a second link. */
  async function withTwoLinks(tag: string) {
    const account = await signedUp(tag);
    const signIn = await t.client().post('/api/auth/sign-in', { email: account.email, password: strong });
    expect(signIn.status).toBe(403);
    const [newer, older] = await linksTo(account.email);
    expect(older).toBe(account.token);
    return { ...account, older: older!, newer: newer! };
  }

  it('answers an older, still unused link after the newer one confirmed with "already confirmed", no session', async () => {
    const account = await withTwoLinks('two-links');
    expect((await confirm(t.client(), account.newer)).body.alreadyConfirmed).toBe(false);
    const other = t.client();
    const res = await confirm(other, account.older);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ user: null, alreadyConfirmed: true });
    expect(res.headers.get('set-cookie')).toBeNull();
    expect(await signedInAs(other)).toBeNull();
    expect(await sessionsOf(account.id)).toBe(1);
  });

  it('answers an older link that expired meanwhile the same way, never "invalid"', async () => {
    const account = await withTwoLinks('expired-older');
    expect((await confirm(t.client(), account.newer)).status).toBe(200);
    await t.db
      .update(accountTokens)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(accountTokens.userId, account.id));
    const res = await confirm(t.client(), account.older);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ user: null, alreadyConfirmed: true });
  });

  it('answers the link of an account confirmed some other way (a password reset) with "already confirmed"', async () => {
    const account = await signedUp('reset');
    await t.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, account.id));
    const res = await confirm(t.client(), account.token);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ user: null, alreadyConfirmed: true });
    expect(res.headers.get('set-cookie')).toBeNull();
    expect(await sessionsOf(account.id)).toBe(0);
  });
});

describe('links that never confirmed anything', () => {
  it('refuses an expired link of an account not yet confirmed with 400 LINK_INVALID, and an unknown one', async () => {
    const account = await signedUp('never');
    await t.db
      .update(accountTokens)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(accountTokens.userId, account.id));
    const expired = await t.client().post('/api/auth/confirm-email', { token: account.token });
    expect(expired.status).toBe(400);
    expect(expired.body.error.code).toBe('LINK_INVALID');
    expect((await t.db.select().from(users).where(eq(users.id, account.id)))[0]!.emailVerifiedAt).toBeNull();
    const unknown = await t.client().post('/api/auth/confirm-email', { token: 'not-a-real-token' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.code).toBe('LINK_INVALID');
  });
});
