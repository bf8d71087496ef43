import { eq, like, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../../tests/support/app';
import { createUser, PASSWORD } from '../../../../tests/support/factories';
import {
  clientAt,
  mailsTo,
  NEW_PASSWORD,
  requestResetLink,
  resetBody,
  signInBody,
  WRONG,
  whoIs,
} from '../../../../tests/support/features/account';
import { RESET_REQUESTED } from '../../../shared/schemas/account';
import { EMAIL_CEILING } from '../../auth/sign-in-limits';
import { hashToken } from '../../auth/tokens';
import { accountTokens, auditLogs, rateLimits } from '../../db/schema';
import { RESET_PER_ADDRESS, RESET_PER_IP } from './limits';
import { RESET_ANSWER_MS } from './reset';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ TRUST_PROXY: 'true' });
});

const signIn = (email: string, password: string, by = clientAt(t)) =>
  by.post('/api/auth/sign-in', signInBody(email, password));

/** Five wrong passwords for `email` from one address: the spec's limit for that client is then spent. */
async function failFiveTimes(email: string, by = clientAt(t)) {
  for (let i = 0; i < 5; i++) expect((await signIn(email, WRONG, by)).status).toBe(401);
  return by;
}

describe('hole 9: a stranger can lock a coach out', () => {
  it("a stranger's wrong passwords from another address do not stop the owner signing in", async () => {
    const coach = await createUser(t, { roles: ['team'] });
    const stranger = await failFiveTimes(coach.email);
    const blocked = await signIn(coach.email, WRONG, stranger);
    expect(blocked.status).toBe(429);
    expect(blocked.body.error.message).toBe(
      'Please wait 15 minutes before trying again. Forgot your password? Reset it to get back in now.',
    );
    expect(blocked.headers.get('retry-after')).toBe('900');

    const owner = clientAt(t);
    const signedIn = await signIn(coach.email, PASSWORD, owner);
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.user.id).toBe(coach.id);
    // The stranger stays blocked: a correct sign-in elsewhere clears only the owner's own count.
    expect((await signIn(coach.email, WRONG, stranger)).status).toBe(429);
    const logged = await t.db.select().from(auditLogs).where(eq(auditLogs.action, 'AUTH_RATE_LIMITED'));
    expect(logged.some((row) => (row.afterSnapshot as { email?: string })?.email === coach.email)).toBe(true);
  });

  it("never counts the owner's own sign-ins against the address's ceiling", async () => {
    const coach = await createUser(t, { roles: ['team'] });
    const tablet = clientAt(t);
    for (let i = 0; i < EMAIL_CEILING.attempts + 10; i++) {
      expect((await signIn(coach.email, PASSWORD, tablet)).status).toBe(200);
    }
  });

  it('guessing spread over many addresses meets the per-address ceiling; a reset gets the owner in', async () => {
    const coach = await createUser(t, { roles: ['team'] });
    const clients = EMAIL_CEILING.attempts / 5;
    await Promise.all(Array.from({ length: clients }, () => failFiveTimes(coach.email)));
    const owner = clientAt(t);
    const ceiling = await signIn(coach.email, PASSWORD, owner);
    expect(ceiling.status).toBe(429);
    expect(ceiling.body.error.message).toMatch(/Reset it to get back in now\.$/);

    const token = await requestResetLink(t, coach.email, owner);
    const reset = await owner.post('/api/account/password-reset', resetBody(token));
    expect(reset.status).toBe(200);
    expect(reset.body.user.id).toBe(coach.id);
    expect(await whoIs(owner)).toMatchObject({ id: coach.id });
    // The reset cleared every sign-in counter of the address, from every client.
    const left = await t.db
      .select()
      .from(rateLimits)
      .where(like(rateLimits.key, `signin-email%${coach.email}%`));
    expect(left).toEqual([]);
    expect((await signIn(coach.email, NEW_PASSWORD, clientAt(t))).status).toBe(200);
  });

  it("works while the owner's own address is locked, and clears that lock", async () => {
    const coach = await createUser(t);
    const owner = await failFiveTimes(coach.email);
    expect((await signIn(coach.email, PASSWORD, owner)).status).toBe(429);

    const token = await requestResetLink(t, coach.email, owner);
    expect((await owner.post('/api/account/password-reset', resetBody(token))).status).toBe(200);
    await owner.post('/api/auth/sign-out');
    const again = await signIn(coach.email, NEW_PASSWORD, owner);
    expect(again.status).toBe(200);
    expect((await signIn(coach.email, PASSWORD, owner)).status).toBe(401);
  });

  it('answers a known and an unknown address alike, as slowly, and mails only the known one', async () => {
    const coach = await createUser(t);
    const nobody = `nobody-${Date.now()}@example.com`;
    const ask = async (email: string) => {
      const started = performance.now();
      const res = await clientAt(t).post('/api/account/password-reset/request', { email });
      return { res, ms: performance.now() - started };
    };
    const known = await ask(coach.email);
    const unknown = await ask(nobody);
    expect(known.res.status).toBe(200);
    expect(unknown.res.status).toBe(200);
    expect(known.res.body).toEqual({ message: RESET_REQUESTED });
    expect(unknown.res.body).toEqual(known.res.body);
    const headerNames = (res: typeof known.res) =>
      [...res.headers.keys()].filter((name) => !['x-request-id', 'date'].includes(name)).sort();
    expect(headerNames(unknown.res)).toEqual(headerNames(known.res));
    expect(known.ms).toBeGreaterThanOrEqual(RESET_ANSWER_MS - 5);
    expect(unknown.ms).toBeGreaterThanOrEqual(RESET_ANSWER_MS - 5);

    const [mail] = await mailsTo(t, coach.email, 'reset_password');
    expect(mail!.text).toContain('http://homefield.test/auth/reset?token=');
    expect(await mailsTo(t, nobody, 'reset_password')).toEqual([]);
    // The token is stored only as its keyed hash, for one hour.
    const token = decodeURIComponent(/token=([^\s"&]+)/.exec(mail!.text)![1]!);
    const [row] = await t.db
      .select({
        tokenHash: accountTokens.tokenHash,
        minutes: sql<number>`round(extract(epoch from ${accountTokens.expiresAt} - ${accountTokens.createdAt}) / 60)::int`,
      })
      .from(accountTokens)
      .where(eq(accountTokens.tokenHash, hashToken(t.deps.config.SESSION_SECRET, token)));
    expect(row!.tokenHash).not.toBe(token);
    expect(row!.minutes).toBe(60);
  });

  it('spends a link once: a second use is told the link was already used', async () => {
    const coach = await createUser(t);
    const token = await requestResetLink(t, coach.email);
    expect((await clientAt(t).post('/api/account/password-reset', resetBody(token))).status).toBe(200);
    const second = await clientAt(t).post(
      '/api/account/password-reset',
      resetBody(token, 'Other#Pass99word'),
    );
    expect(second.status).toBe(409);
    expect(second.body.error).toMatchObject({
      code: 'LINK_USED',
      message: expect.stringMatching(/already used/),
    });
    expect((await signIn(coach.email, NEW_PASSWORD)).status).toBe(200);
  });

  it('of two submits at once, exactly one succeeds and the other is told the link was already used', async () => {
    const coach = await createUser(t);
    const token = await requestResetLink(t, coach.email);
    const results = await Promise.all(
      ['First#Choice11x', 'Second#Choice22y'].map((password) =>
        clientAt(t).post('/api/account/password-reset', resetBody(token, password)),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(results.find((r) => r.status === 409)!.body.error.code).toBe('LINK_USED');
    const winner = results[0]!.status === 200 ? 'First#Choice11x' : 'Second#Choice22y';
    expect((await signIn(coach.email, winner)).status).toBe(200);
  });

  it('refuses a made-up link, a link past its hour, and a link a newer one replaced', async () => {
    const coach = await createUser(t);
    const madeUp = await clientAt(t).post('/api/account/password-reset', resetBody('not-a-real-token'));
    expect(madeUp.status).toBe(400);
    expect(madeUp.body.error.code).toBe('LINK_INVALID');

    const old = await requestResetLink(t, coach.email);
    await t.db
      .update(accountTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(accountTokens.tokenHash, hashToken(t.deps.config.SESSION_SECRET, old)));
    const expired = await clientAt(t).post('/api/account/password-reset', resetBody(old));
    expect(expired.status).toBe(400);
    expect(expired.body.error.code).toBe('LINK_EXPIRED');

    const first = await requestResetLink(t, coach.email);
    const newest = await requestResetLink(t, coach.email);
    const replaced = await clientAt(t).post('/api/account/password-reset', resetBody(first));
    expect(replaced.body.error.code).toBe('LINK_EXPIRED');
    expect((await clientAt(t).post('/api/account/password-reset', resetBody(newest))).status).toBe(200);
    expect((await signIn(coach.email, NEW_PASSWORD)).status).toBe(200);
  });

  it('refuses a new password the policy refuses, or a repeat that does not match, and spends nothing', async () => {
    const coach = await createUser(t);
    const token = await requestResetLink(t, coach.email);
    const weak = await clientAt(t).post('/api/account/password-reset', resetBody(token, 'password1'));
    expect(weak.status).toBe(400);
    expect(weak.body.error.fields.password[0]).toMatch(/uppercase letter/);
    const mismatch = await clientAt(t).post('/api/account/password-reset', {
      ...resetBody(token),
      confirmPassword: 'Different#Pass1',
    });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.error.fields.confirmPassword).toEqual(['Passwords do not match. Please try again.']);
    expect((await clientAt(t).post('/api/account/password-reset', resetBody(token))).status).toBe(200);
  });

  it('limits reset mails per address, for addresses with and without an account alike', async () => {
    const coach = await createUser(t);
    const nobody = `nobody-limit-${Date.now()}@example.com`;
    for (const email of [coach.email, nobody]) {
      for (let i = 0; i < RESET_PER_ADDRESS.attempts; i++) {
        expect((await clientAt(t).post('/api/account/password-reset/request', { email })).status).toBe(200);
      }
      const over = await clientAt(t).post('/api/account/password-reset/request', { email });
      expect(over.status).toBe(429);
      expect(over.body.error.message).toMatch(/^Please wait 60 minutes before trying again\. .*newest one/);
    }
    // The blocked request voided nothing: the newest link in the inbox still works.
    const [newest] = await mailsTo(t, coach.email, 'reset_password');
    expect(await mailsTo(t, coach.email, 'reset_password')).toHaveLength(RESET_PER_ADDRESS.attempts);
    const token = decodeURIComponent(/token=([^\s"&]+)/.exec(newest!.text)![1]!);
    expect((await clientAt(t).post('/api/account/password-reset', resetBody(token))).status).toBe(200);
  });

  it('limits reset requests per client address, on counters apart from sign-in', async () => {
    const coach = await createUser(t);
    const script = clientAt(t);
    const asked = await Promise.all(
      Array.from({ length: RESET_PER_IP.attempts }, (_, i) =>
        script.post('/api/account/password-reset/request', { email: `probe${i}-${Date.now()}@example.com` }),
      ),
    );
    expect(asked.every((res) => res.status === 200)).toBe(true);
    const over = await script.post('/api/account/password-reset/request', { email: coach.email });
    expect(over.status).toBe(429);
    // Sign-in from that address is untouched, and another address may still ask.
    expect((await signIn(coach.email, PASSWORD, script)).status).toBe(200);
    expect(
      (await clientAt(t).post('/api/account/password-reset/request', { email: coach.email })).status,
    ).toBe(200);
    // ...and a sign-in lockout does not block asking for a link.
    const locked = await failFiveTimes(coach.email);
    expect((await signIn(coach.email, PASSWORD, locked)).status).toBe(429);
    expect((await locked.post('/api/account/password-reset/request', { email: coach.email })).status).toBe(
      200,
    );
  });
});
