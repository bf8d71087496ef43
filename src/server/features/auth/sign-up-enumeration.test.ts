import { and, count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { clientsOf, startTestApp, type TestApp } from '../../../../tests/support/app';
import { createUser, PASSWORD } from '../../../../tests/support/factories';
import { createApp } from '../../app';
import { businesses, emailOutbox, sessions, teams, users } from '../../db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});

const STRONG = 'Blue#Harbor7River';
let sequence = 0;
const newEmail = (tag: string) => {
  sequence += 1;
  return `${tag}-${Date.now()}-${sequence}@example.com`;
};

/** Every form that creates an account, with a valid body for `email`. */
const SIGN_UPS = [
  {
    path: '/api/auth/sign-up',
    body: (email: string) => ({ email, password: STRONG, fullName: 'Ada Lovelace' }),
  },
  {
    path: '/api/teams/signup',
    body: (email: string) => ({
      fullName: 'Maria Lopez',
      email,
      phone: '(503) 555-0142',
      role: 'head_coach',
      organizationName: 'Rose City Strikers',
      password: STRONG,
      confirmPassword: STRONG,
    }),
  },
  {
    path: '/api/teams/signup-simple',
    body: (email: string) => ({
      fullName: 'Dana Kim',
      email,
      password: STRONG,
      teamName: 'Lakers',
      sport: 'Basketball',
    }),
  },
  {
    path: '/api/businesses/account',
    body: (email: string) => ({
      contactName: 'Sam Okafor',
      contactTitle: 'Owner',
      phone: '(503) 555-0101',
      email,
      password: STRONG,
      confirmPassword: STRONG,
    }),
  },
] as const;

const rows = async () => {
  const [u, tm, b, s] = await Promise.all([
    t.db.select({ n: count() }).from(users),
    t.db.select({ n: count() }).from(teams),
    t.db.select({ n: count() }).from(businesses),
    t.db.select({ n: count() }).from(sessions),
  ]);
  return { users: u[0]!.n, teams: tm[0]!.n, businesses: b[0]!.n, sessions: s[0]!.n };
};
const mailTo = (email: string, kind: string) =>
  t.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toEmail, email), eq(emailOutbox.kind, kind)));

/** What a caller can see of an answer: status, headers that matter, and the body with the address masked. */
async function observable(res: { status: number; headers: Headers; body: unknown }, email: string) {
  return {
    status: res.status,
    cookie: res.headers.get('set-cookie'),
    type: res.headers.get('content-type'),
    body: JSON.parse(JSON.stringify(res.body).replaceAll(email, '<email>')),
  };
}

describe('hole 3: sign-up is an open door', () => {
  it.each(SIGN_UPS)(
    '$path answers a taken address exactly as a new one and mails the owner instead',
    async ({ path, body }) => {
      const fresh = newEmail('fresh');
      const owner = await createUser(t, { roles: ['team'] });
      const freshAnswer = await t.client().post(path, body(fresh));
      const before = await rows();
      const takenAnswer = await t.client().post(path, body(owner.email.toUpperCase()));

      expect(freshAnswer.status).toBe(202);
      expect(await observable(takenAnswer, owner.email)).toEqual(await observable(freshAnswer, fresh));
      // Nothing created or signed in for the taken address; its owner hears of the attempt.
      expect(await rows()).toEqual(before);
      const warned = await mailTo(owner.email, 'signup_attempt');
      expect(warned).toHaveLength(1);
      expect(warned[0]!.subject).toBe('Someone tried to sign up to Homefield with your address');
      expect(warned[0]!.text).toContain('http://homefield.test/auth/forgot');
      expect(await mailTo(owner.email, 'verify_email')).toHaveLength(0);
      // The owner's password is untouched.
      expect(
        (await t.client().post('/api/auth/sign-in', { email: owner.email, password: PASSWORD })).status,
      ).toBe(200);
    },
  );

  it('gives whoever signed up with somebody else\u2019s address no session, even with the password', async () => {
    const victim = newEmail('victim');
    expect((await t.client().post('/api/auth/sign-up', { email: victim, password: STRONG })).status).toBe(
      202,
    );
    const squatter = t.client();
    const res = await squatter.post('/api/auth/sign-in', { email: victim, password: STRONG });
    expect(res.status).toBe(403);
    expect(res.body.error).toEqual({
      code: 'EMAIL_NOT_CONFIRMED',
      message:
        'Please confirm your email address first: open the link we emailed you (we have sent a new one).',
    });
    expect((await squatter.get('/api/auth/session')).body.user).toBeNull();
    // A wrong password for the same address answers as for any unknown address.
    const wrong = await t
      .client()
      .post('/api/auth/sign-in', { email: victim, password: 'Wrong#Harbor7River' });
    expect(wrong.status).toBe(401);
  });

  it('limits one address to 3 sign-ups an hour, whether or not it has an account, on every form', async () => {
    const owner = await createUser(t);
    for (const email of [newEmail('limited'), owner.email]) {
      const answers = [];
      for (const [i, form] of [...SIGN_UPS, SIGN_UPS[0]].entries()) {
        answers.push((await t.client().post(form.path, form.body(email))).status);
        if (i === 2) expect(answers).toEqual([202, 202, 202]);
      }
      expect(answers.slice(3)).toEqual([429, 429]);
    }
    const refused = await t.client().post('/api/auth/sign-up', { email: owner.email, password: STRONG });
    expect(refused.body.error).toEqual({
      code: 'RATE_LIMITED',
      message: 'Too many sign-up attempts. Please wait a while and try again.',
    });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('limits one client address across two app instances on one database', async () => {
    const shared = await startTestApp({ SIGNUP_IP_LIMIT: '5' });
    const instances = [
      shared.clientFrom('203.0.113.7'),
      clientsOf(createApp(shared.deps)).clientFrom('203.0.113.7'),
    ];
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) {
      const res = await instances[i % 2]!.post('/api/auth/sign-up', {
        email: newEmail('script'),
        password: STRONG,
      });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([202, 202, 202, 202, 202, 429, 429, 429]);
    // Another client address is not held back by the first one.
    const other = await shared.clientFrom('198.51.100.4').post('/api/auth/sign-up', {
      email: newEmail('neighbour'),
      password: STRONG,
    });
    expect(other.status).toBe(202);
    const [made] = await shared.db.select({ n: count() }).from(users);
    expect(made!.n).toBe(6);
  });
});
