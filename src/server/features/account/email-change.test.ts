import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../../tests/support/app';
import { createUser, PASSWORD } from '../../../../tests/support/factories';
import { clientAt, mailsTo, signInBody, WRONG, whoIs } from '../../../../tests/support/features/account';
import { emailChangeRequested, SAME_EMAIL } from '../../../shared/schemas/account';
import { accountTokens, users } from '../../db/schema';

/*
 * Changing the account's email (issue 22): asked for with the current password, confirmed from the new
 * mailbox by a single-use link, the old address told both times; the same answer whether or not another
 * account uses the address; and the name the account goes by.
 */

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ TRUST_PROXY: 'true' });
});

let sequence = 0;
const newAddress = () => `moved-${++sequence}-${Date.now()}@example.com`;

/** A user signed in from a browser of their own. */
async function signedIn() {
  const user = await createUser(t);
  const browser = clientAt(t);
  expect((await browser.post('/api/auth/sign-in', signInBody(user.email, PASSWORD))).status).toBe(200);
  return { user, browser };
}

/** The link's token in the newest change mail to `email`. */
async function linkTo(email: string) {
  const [mail] = await mailsTo(t, email, 'email_change_link');
  const match = /\/auth\/email-change\?token=([^\s"&]+)/.exec(mail!.text);
  return decodeURIComponent(match![1]!);
}

const emailOf = async (id: string) => (await t.db.select().from(users).where(eq(users.id, id)))[0]!.email;

describe('changing the email', () => {
  it('moves the account once the link mailed to the new address is opened, telling the old one twice', async () => {
    const { user, browser } = await signedIn();
    const to = newAddress();
    const asked = await browser.post('/api/account/email', {
      newEmail: to.toUpperCase(),
      currentPassword: PASSWORD,
    });
    expect(asked.status).toBe(202);
    expect(asked.body.message).toBe(emailChangeRequested(to));
    expect(await emailOf(user.id)).toBe(user.email);
    const [notice] = await mailsTo(t, user.email, 'email_change_requested');
    expect(notice!.text).toContain(`asked to change its email to ${to}`);

    // Opened in another browser, signed out: the link is the proof.
    const elsewhere = clientAt(t);
    const token = await linkTo(to);
    const confirmed = await elsewhere.post('/api/account/email/confirm', { token });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toEqual({ email: to });
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ email: to });
    expect(row!.emailVerifiedAt).not.toBeNull();
    const [done] = await mailsTo(t, user.email, 'email_changed');
    expect(done!.text).toContain(`changed to ${to}`);
    // The session the user had goes on, under the new address; signing in takes the new one only.
    expect(await whoIs(browser)).toMatchObject({ email: to });
    expect((await clientAt(t).post('/api/auth/sign-in', signInBody(to, PASSWORD))).status).toBe(200);
    expect((await clientAt(t).post('/api/auth/sign-in', signInBody(user.email, PASSWORD))).status).toBe(401);
    // Once spent, the link says so.
    const again = await elsewhere.post('/api/account/email/confirm', { token });
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('LINK_USED');
  });

  it('needs the current password, and a new address, and changes nothing otherwise', async () => {
    const { user, browser } = await signedIn();
    const wrong = await browser.post('/api/account/email', {
      newEmail: newAddress(),
      currentPassword: WRONG,
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.fields).toEqual({ currentPassword: ['That is not your current password.'] });
    const same = await browser.post('/api/account/email', {
      newEmail: user.email,
      currentPassword: PASSWORD,
    });
    expect(same.status).toBe(400);
    expect(same.body.error.fields).toEqual({ newEmail: [SAME_EMAIL] });
    const bad = await browser.post('/api/account/email', {
      newEmail: 'not an email',
      currentPassword: PASSWORD,
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.fields)).toEqual(['newEmail']);
    const anonymous = await clientAt(t).post('/api/account/email', {
      newEmail: newAddress(),
      currentPassword: PASSWORD,
    });
    expect(anonymous.status).toBe(401);
    expect(await t.db.select().from(accountTokens).where(eq(accountTokens.userId, user.id))).toEqual([]);
  });

  it("answers the same for an address another account uses, and tells that address's owner instead", async () => {
    const { user, browser } = await signedIn();
    const other = await createUser(t);
    const asked = await browser.post('/api/account/email', {
      newEmail: other.email,
      currentPassword: PASSWORD,
    });
    expect(asked.status).toBe(202);
    expect(asked.body.message).toBe(emailChangeRequested(other.email));
    expect(await mailsTo(t, other.email, 'email_change_link')).toEqual([]);
    expect(await mailsTo(t, other.email, 'email_change_taken')).toHaveLength(1);
    expect(await emailOf(user.id)).toBe(user.email);
  });

  it('voids the older link when a newer one is sent, and refuses a link whose day has passed', async () => {
    const { browser } = await signedIn();
    const first = newAddress();
    await browser.post('/api/account/email', { newEmail: first, currentPassword: PASSWORD });
    const older = await linkTo(first);
    const second = newAddress();
    await browser.post('/api/account/email', { newEmail: second, currentPassword: PASSWORD });
    const stale = await clientAt(t).post('/api/account/email/confirm', { token: older });
    expect(stale.status).toBe(400);
    expect(stale.body.error.code).toBe('LINK_EXPIRED');

    await t.db.update(accountTokens).set({ expiresAt: new Date(Date.now() - 1_000) });
    const late = await clientAt(t).post('/api/account/email/confirm', { token: await linkTo(second) });
    expect(late.status).toBe(400);
    expect(late.body.error.code).toBe('LINK_EXPIRED');
    const unknown = await clientAt(t).post('/api/account/email/confirm', { token: 'made-up' });
    expect(unknown.body.error.code).toBe('LINK_INVALID');
  });

  it('spends a link once when it is opened twice at the same moment', async () => {
    const { user, browser } = await signedIn();
    const to = newAddress();
    await browser.post('/api/account/email', { newEmail: to, currentPassword: PASSWORD });
    const token = await linkTo(to);
    const answers = await Promise.all([
      clientAt(t).post('/api/account/email/confirm', { token }),
      clientAt(t).post('/api/account/email/confirm', { token }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(await mailsTo(t, user.email, 'email_changed')).toHaveLength(1);
  });

  it('refuses the link if another account took the address meanwhile, and keeps the email', async () => {
    const { user, browser } = await signedIn();
    const to = newAddress();
    await browser.post('/api/account/email', { newEmail: to, currentPassword: PASSWORD });
    const token = await linkTo(to);
    await createUser(t, { email: to });
    const taken = await clientAt(t).post('/api/account/email/confirm', { token });
    expect(taken.status).toBe(409);
    expect(taken.body.error.code).toBe('EMAIL_TAKEN');
    expect(await emailOf(user.id)).toBe(user.email);
  });
});

describe('changing the name', () => {
  it('renames the account, at once in the session, and refuses a blank name', async () => {
    const { browser } = await signedIn();
    const renamed = await browser.client.patch('/api/account/profile', { fullName: '  Jordan Lee ' });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toEqual({ fullName: 'Jordan Lee' });
    expect(await whoIs(browser)).toMatchObject({ fullName: 'Jordan Lee' });
    const blank = await browser.client.patch('/api/account/profile', { fullName: '  ' });
    expect(blank.status).toBe(400);
    expect(blank.body.error.fields).toEqual({ fullName: ['Please enter your name'] });
  });
});
