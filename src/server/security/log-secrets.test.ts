import { Writable } from 'node:stream';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientsOf, type TestApp } from '../../../tests/support/app';
import { freshDatabase } from '../../../tests/support/db';
import { createPlayer } from '../../../tests/support/factories';
import { cancelTokenFrom, gift, giveInSandbox, sessionOf } from '../../../tests/support/features/donations';
import { checkout, sponsorWorld } from '../../../tests/support/features/payments';
import { createApp } from '../app';
import { attachmentDrawings } from '../attachment-drawings';
import { loadConfig } from '../config';
import type { Deps } from '../core/deps';
import { emailOutbox, users } from '../db/schema';
import { createLogger, loggablePath } from '../logging';
import { paymentPurposes } from '../payment-purposes';

/**
 * Logs never hold a secret (issue 9): a full flow through the API, logged at debug level by the app's own
 * logger into memory, then the captured text is searched for every secret the flow used.
 */

const captured: string[] = [];
let t: TestApp;

beforeAll(async () => {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'debug',
    AUTH_IP_LIMIT: '1000',
    APP_URL: 'http://homefield.test',
  });
  const sink = new Writable({
    write(chunk, _encoding, done) {
      captured.push(String(chunk));
      done();
    },
  });
  const database = await freshDatabase();
  const deps: Deps = {
    config,
    database,
    logger: createLogger(config, sink),
    paymentPurposes,
    attachmentDrawings,
  };
  const app = createApp(deps);
  afterAll(() => database.close());
  t = { app, deps, db: database.db, ...clientsOf(app) };
});

const PASSWORD = 'Quiet#Harbor9Lantern';
const WRONG = 'Loud#Guess42Wrong';
const CARD = '4242424242424242';

async function newestMailText(to: string): Promise<string> {
  const [mail] = await t.db
    .select({ text: emailOutbox.text })
    .from(emailOutbox)
    .where(eq(emailOutbox.toEmail, to))
    .orderBy(desc(emailOutbox.createdAt))
    .limit(1);
  return mail!.text;
}

describe('captured logs of a full flow', () => {
  it('hold no password, session token, email-link token or card number', async () => {
    const secrets: Record<string, string> = {};
    const email = `quiet-${Date.now()}@example.com`;
    const client = t.client();

    // Sign up, confirm the email by its link, sign out, fail a sign-in, sign in.
    expect((await client.post('/api/auth/sign-up', { email, password: PASSWORD })).status).toBe(202);
    secrets.confirmToken = decodeURIComponent(/token=([^\s"&]+)/.exec(await newestMailText(email))![1]!);
    const confirmed = await client.post('/api/auth/confirm-email', { token: secrets.confirmToken });
    expect(confirmed.status).toBe(200);
    secrets.firstSession = client.cookies.get('hf_session')!;
    await client.post('/api/auth/sign-out');
    expect((await client.post('/api/auth/sign-in', { email, password: WRONG })).status).toBe(401);
    const signedIn = await client.post('/api/auth/sign-in', { email, password: PASSWORD });
    expect(signedIn.status, JSON.stringify(signedIn.body)).toBe(200);
    secrets.secondSession = client.cookies.get('hf_session')!;

    // A sponsorship paid in the sandbox; a monthly donation, paid, then cancelled by its emailed link.
    const world = await sponsorWorld(t);
    const started = await checkout(world.buyer.client, world.team.id, world.tier.id);
    expect(started.status).toBe(201);
    const paid = await world.buyer.client.post(
      `/api/payments/sandbox/sessions/${sessionOf(started.body.url)}/pay`,
    );
    expect(paid.status).toBe(200);
    secrets.buyerSession = world.buyer.client.cookies.get('hf_session')!;
    const player = await createPlayer(t, world.team);
    const donorEmail = `donor-${Date.now()}@example.com`;
    await giveInSandbox(
      t,
      gift(player.id, { amount: 2000, isRecurring: true, donorEmail, donorName: 'Pat' }),
    );
    secrets.cancelToken = await cancelTokenFrom(t, donorEmail);
    expect(
      (await t.client().post('/api/donations/cancel', { token: secrets.cancelToken })).status,
    ).toBeLessThan(500);

    // Secrets where they do not belong: a card number in a body, a token in a path, a password in a query.
    await t.client().post('/api/donations/checkout', { ...gift(player.id), cardNumber: CARD, cvc: '123' });
    secrets.pathToken = 'Zq9x'.repeat(11);
    await t.client().get(`/api/cta/${secrets.pathToken}`);
    await t.client().get(`/api/auth/session?password=${encodeURIComponent(PASSWORD)}`);

    // A database error: drizzle repeats every bound value (here a password hash) in its message.
    const hash = '$argon2id$v=19$m=19456,t=2,p=1$NotARealHashButSecret';
    const failure = await t.db
      .insert(users)
      .values({ email, passwordHash: hash, fullName: 'Duplicate' })
      .catch((error: unknown) => error);
    t.deps.logger.error({ err: failure }, 'unhandled error');

    const text = captured.join('');
    if (process.env.SHOW_LOGS) console.info(text);
    expect(captured.length, 'the flow was logged').toBeGreaterThan(15);
    expect(text).toContain('"path":"/api/cta/[token]"');
    const found = Object.entries({ ...secrets, password: PASSWORD, wrong: WRONG, card: CARD, hash })
      .filter(([, secret]) => text.includes(secret))
      .map(([name]) => name);
    expect(found).toEqual([]);
  });
});

describe('loggablePath', () => {
  it('hides a token-long segment and keeps uuids and slugs', () => {
    const id = '3f0f7a7e-9c1b-4a53-9a34-0c1e6f0b9a11';
    expect(loggablePath(`/api/teams/${id}/players`)).toBe(`/api/teams/${id}/players`);
    expect(loggablePath(`/api/cta/${'a'.repeat(43)}-ACCEPT`)).toBe('/api/cta/[token]');
    expect(loggablePath('/api/players/rose-city-strikers/7')).toBe('/api/players/rose-city-strikers/7');
  });
});
