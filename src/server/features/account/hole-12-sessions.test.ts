import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../../tests/support/app';
import { createUser, PASSWORD } from '../../../../tests/support/factories';
import {
  type ClientAt,
  clientAt,
  mailsTo,
  NEW_PASSWORD,
  requestResetLink,
  resetBody,
  signInBody,
  WRONG,
  whoIs,
} from '../../../../tests/support/features/account';
import type { AccountSession } from '../../../shared/schemas/account';
import { cachedSession } from '../../auth/session-cache';
import { hashToken } from '../../auth/tokens';
import { auditLogs, sessions, users } from '../../db/schema';
import { CHANGE_PASSWORD_LIMIT } from './limits';
import { publicSessionId } from './sessions';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ TRUST_PROXY: 'true' });
});

/** `count` browsers signed in to one account, each of which has just been answered (so its session is cached). */
async function devices(email: string, count: number, password = PASSWORD): Promise<ClientAt[]> {
  const browsers: ClientAt[] = [];
  for (let i = 0; i < count; i++) {
    const browser = clientAt(t);
    const res = await browser.post('/api/auth/sign-in', signInBody(email, password));
    if (res.status !== 200) throw new Error(`sign-in failed: ${JSON.stringify(res.body)}`);
    expect(await whoIs(browser)).not.toBeNull();
    browsers.push(browser);
  }
  return browsers;
}

const changeBody = (currentPassword: string, newPassword = NEW_PASSWORD) => ({
  currentPassword,
  newPassword,
  confirmPassword: newPassword,
});

/** The session cache's key for this browser's cookie. */
const cacheKeyOf = (browser: ClientAt) =>
  hashToken(t.deps.config.SESSION_SECRET, browser.client.cookies.get('hf_session')!);

const sessionRows = (userId: string) => t.db.select().from(sessions).where(eq(sessions.userId, userId));

describe('hole 12: sessions', () => {
  it('"sign out everywhere" ends every session of the account, this one included, at once', async () => {
    const user = await createUser(t);
    const other = await createUser(t);
    const [here, laptop, phone] = await devices(user.email, 3);
    const [bystander] = await devices(other.email, 1);
    const mine = [here!, laptop!, phone!];
    const cacheKeys = mine.map(cacheKeyOf);
    // Each was just answered, so each is in the session cache, where it could outlive its row for 2 s.
    for (const key of cacheKeys) expect(cachedSession(key)).not.toBeNull();

    const res = await here!.post('/api/account/sign-out-everywhere');
    expect(res.status).toBe(204);
    expect(res.headers.get('set-cookie')).toMatch(/hf_session=;/);
    for (const key of cacheKeys) expect(cachedSession(key)).toBeNull();
    for (const browser of mine) expect(await whoIs(browser)).toBeNull();
    expect(await sessionRows(user.id)).toEqual([]);
    expect(await whoIs(bystander!)).not.toBeNull();
    const [logged] = await t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'AUTH_SESSIONS_ENDED'), eq(auditLogs.actorId, user.id)));
    expect(logged!.comment).toContain('3 session(s) ended');
  });

  it('changing the password ends every other session, keeps this one, and mails the owner', async () => {
    const user = await createUser(t);
    const [here, laptop, phone] = await devices(user.email, 3);
    const others = [laptop!, phone!].map(cacheKeyOf);
    const res = await here!.post('/api/account/password', changeBody(PASSWORD));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ endedSessions: 2 });
    for (const key of others) expect(cachedSession(key)).toBeNull();
    expect(await whoIs(here!)).toMatchObject({ id: user.id });
    expect(await whoIs(laptop!)).toBeNull();
    expect(await whoIs(phone!)).toBeNull();
    expect(await sessionRows(user.id)).toHaveLength(1);

    const [mail] = await mailsTo(t, user.email, 'password_changed');
    expect(mail!.subject).toBe('Your Homefield password was changed');
    const signIn = (password: string) =>
      clientAt(t).post('/api/auth/sign-in', signInBody(user.email, password));
    expect((await signIn(PASSWORD)).status).toBe(401);
    expect((await signIn(NEW_PASSWORD)).status).toBe(200);
  });

  it('refuses a wrong current password as a field error, and counts it toward a limit', async () => {
    const user = await createUser(t);
    const [here] = await devices(user.email, 1);
    const wrong = await here!.post('/api/account/password', changeBody(WRONG));
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toMatchObject({
      code: 'WRONG_PASSWORD',
      fields: { currentPassword: ['That is not your current password.'] },
    });
    for (let i = 1; i < CHANGE_PASSWORD_LIMIT.attempts; i++) {
      expect((await here!.post('/api/account/password', changeBody(WRONG))).status).toBe(400);
    }
    const limited = await here!.post('/api/account/password', changeBody(PASSWORD));
    expect(limited.status).toBe(429);
    // Nothing changed: the old password still signs in, and no one was signed out.
    expect(await whoIs(here!)).toMatchObject({ id: user.id });
    expect((await clientAt(t).post('/api/auth/sign-in', signInBody(user.email, PASSWORD))).status).toBe(200);
  });

  it('a reset ends every session of the account, confirms the address and signs this browser in', async () => {
    const user = await createUser(t);
    const [laptop, phone] = await devices(user.email, 2);
    // An address not confirmed yet: the link proves the mailbox, so the reset confirms it.
    await t.db.update(users).set({ emailVerifiedAt: null }).where(eq(users.id, user.id));
    const someoneElse = await createUser(t);
    // The link opened in a browser where another account is signed in: that session is replaced too.
    const [shared] = await devices(someoneElse.email, 1);
    const token = await requestResetLink(t, user.email);
    const ended = [laptop!, phone!, shared!].map(cacheKeyOf);
    const res = await shared!.post('/api/account/password-reset', resetBody(token));
    expect(res.status).toBe(200);
    for (const key of ended) expect(cachedSession(key)).toBeNull();
    expect(res.body.user).toMatchObject({ id: user.id, emailVerified: true });

    expect(await whoIs(laptop!)).toBeNull();
    expect(await whoIs(phone!)).toBeNull();
    expect(await whoIs(shared!)).toMatchObject({ id: user.id });
    expect(await sessionRows(user.id)).toHaveLength(1);
    expect(await sessionRows(someoneElse.id)).toEqual([]);
    const [row] = await t.db
      .select({ verified: users.emailVerifiedAt })
      .from(users)
      .where(eq(users.id, user.id));
    expect(row!.verified).not.toBeNull();
    expect(await mailsTo(t, user.email, 'password_changed')).toHaveLength(1);
    const actions = await t.db
      .select({ action: auditLogs.action })
      .from(auditLogs)
      .where(eq(auditLogs.actorId, user.id));
    expect(actions.map((a) => a.action)).toEqual(
      expect.arrayContaining(['AUTH_PASSWORD_RESET_REQUESTED', 'AUTH_PASSWORD_RESET']),
    );
  });

  it('lists only the caller’s devices, marks this one, and signs one out', async () => {
    const user = await createUser(t);
    const stranger = await createUser(t);
    const [here, laptop] = await devices(user.email, 2);
    const [theirs] = await devices(stranger.email, 1);
    const listed = await here!.get('/api/account/sessions');
    expect(listed.status).toBe(200);
    const list = listed.body.sessions as AccountSession[];
    expect(list).toHaveLength(2);
    expect(list.filter((s) => s.current)).toHaveLength(1);
    expect(list.map((s) => s.ip).sort()).toEqual([here!.ip, laptop!.ip].sort());
    const [hashOfTheirs] = await sessionRows(stranger.id);
    expect(JSON.stringify(listed.body)).not.toContain(hashOfTheirs!.tokenHash);
    for (const row of await sessionRows(user.id))
      expect(JSON.stringify(listed.body)).not.toContain(row.tokenHash);

    // Another user's session cannot be ended: the id answers as unknown.
    const foreign = await here!.delete(`/api/account/sessions/${publicSessionId(hashOfTheirs!.tokenHash)}`);
    expect(foreign.status).toBe(404);
    expect(await whoIs(theirs!)).toMatchObject({ id: stranger.id });

    const laptopSession = list.find((s) => !s.current)!;
    expect((await here!.delete(`/api/account/sessions/${laptopSession.id}`)).status).toBe(204);
    expect(await whoIs(laptop!)).toBeNull();
    expect(await whoIs(here!)).toMatchObject({ id: user.id });
    expect(((await here!.get('/api/account/sessions')).body.sessions as AccountSession[]).length).toBe(1);
  });
});
