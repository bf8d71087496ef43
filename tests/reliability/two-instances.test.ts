import { and, eq, inArray, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox, paymentEvents, sponsorships } from '../../src/server/db/schema';
import { enqueueEmail } from '../../src/server/email/outbox';
import { businessOwner, createUser, PASSWORD, teamOwner } from '../support/factories';
import { checkout, createTier, sessionIdOf, tierState } from '../support/features/payments';
import { giveBusinessPlan, givePlan } from '../support/features/plans';
import { header, type SmtpPeer, startSmtpPeer } from '../support/smtp-peer';
import { waitFor } from './load';
import { type FaultWorld, faultWorld } from './world';

/*
 * Two app instances on one PostgreSQL, started at the same moment (so they also migrate the empty database
 * together), every client alternating its requests between them.
 */

let world: FaultWorld;
let peer: SmtpPeer;
beforeAll(async () => {
  peer = await startSmtpPeer();
  // info: the checkout expiry job logs how many checkouts each instance expired.
  world = await faultWorld({
    instances: 2,
    // The expiry job every 2 s rather than 30: both instances' rounds still race for the same rows.
    env: { SMTP_URL: `smtp://127.0.0.1:${peer.port}`, LOG_LEVEL: 'info', CHECKOUT_EXPIRY_POLL_SECONDS: '2' },
  });
});
afterAll(async () => {
  await world?.close();
  await peer?.close();
});

/** How many answers had each status, e.g. { 201: 1, 409: 5 }. */
function statuses(answers: { status: number }[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const { status } of answers) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}

/** Log lines of each instance that say `message`. */
function logLines(message: string): { [key: string]: unknown }[][] {
  return world.apps.map((app) =>
    app
      .output()
      .split('\n')
      .filter((line) => line.includes(`"msg":"${message}"`))
      .map((line) => JSON.parse(line) as { [key: string]: unknown }),
  );
}

/** The `expired` counts the instances logged, per instance. */
function expiredLogged(): number[] {
  return logLines('expired checkouts released their spots').map((lines) =>
    lines.reduce((sum, line) => sum + Number(line.expired), 0),
  );
}

describe('two app instances on one PostgreSQL', () => {
  it('the checkout expiry job gives each lapsed spot back once, though both instances run it', async () => {
    const LAPSED = 4;
    const owner = await teamOwner(world, { verificationStatus: 'approved' });
    // Eight sponsorships at once: more than the Free plan's three (decision 0047).
    await givePlan(world, owner.team.id);
    const buyer = await businessOwner(world);
    // Both hold more deals at once than the Free business plan's three (decision 0051).
    await giveBusinessPlan(world, buyer.business.id);
    // A business buys a tier once (TIER_ALREADY_YOURS): the lapsing checkout is another business's.
    const late = await businessOwner(world);
    await giveBusinessPlan(world, late.business.id);
    const tiers = [];
    for (let i = 0; i < LAPSED; i++) {
      const tier = await createTier(world, owner.team.id, { availableSpots: 2 });
      // One spot paid for, one held by a checkout that will lapse: a second release would leave 0 taken.
      const paid = await checkout(buyer.client, owner.team.id, tier.id);
      const pay = await buyer.client.post(`/api/payments/sandbox/sessions/${sessionIdOf(paid.body.url)}/pay`);
      expect(pay.status).toBe(200);
      expect((await checkout(late.client, owner.team.id, tier.id)).status).toBe(201);
      tiers.push(tier);
    }
    const tierIds = tiers.map((tier) => tier.id);
    await world.db
      .update(sponsorships)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(and(eq(sponsorships.status, 'pending'), inArray(sponsorships.tierId, tierIds)));

    // Both instances' timers (every 2 s, started together) come round within seconds.
    const lapsed = async () =>
      (
        await world.db
          .select({ id: sponsorships.id })
          .from(sponsorships)
          .where(and(eq(sponsorships.status, 'cancelled'), inArray(sponsorships.tierId, tierIds)))
      ).length;
    expect(await waitFor(async () => (await lapsed()) === LAPSED, 75_000, 500)).toBe(true);
    for (const tier of tiers) expect((await tierState(world, tier.id)).taken).toBe(1);
    const perInstance = expiredLogged();
    console.info(
      `[figures] two-instances-expiry ${JSON.stringify({ lapsed: LAPSED, expiredPerInstance: perInstance })}`,
    );
    expect(perInstance.reduce((a, b) => a + b, 0)).toBe(LAPSED);
  });

  it('holds the per-email sign-in limit across both', async () => {
    const user = await createUser(world);
    const client = world.client();
    const attempts = await Promise.all(
      Array.from({ length: 12 }, () =>
        client.post('/api/auth/sign-in', { email: user.email, password: 'Wrong#Pass9' }),
      ),
    );
    expect(statuses(attempts)).toEqual({ 401: 5, 429: 7 });
    // Blocked on both, even with the right password.
    for (let i = 0; i < 2; i++) {
      expect((await client.post('/api/auth/sign-in', { email: user.email, password: PASSWORD })).status).toBe(
        429,
      );
    }
  });

  it('lets a single-use email link work once', async () => {
    const email = `confirm-${Date.now()}@example.com`;
    const signUp = await world.client().post('/api/auth/sign-up', { email, password: 'Blue#Harbor7River' });
    expect(signUp.status).toBe(202);
    const [mail] = await world.db.select().from(emailOutbox).where(eq(emailOutbox.toEmail, email));
    const token = decodeURIComponent(/token=([^\s"&]+)/.exec(mail!.text)![1]!);
    const uses = await Promise.all(
      Array.from({ length: 6 }, () => world.client().post('/api/auth/confirm-email', { token })),
    );
    // One use confirms and signs in; the others say the link was used, and sign nobody in.
    expect(statuses(uses)).toEqual({ 200: 6 });
    expect(uses.filter((use) => use.body.alreadyConfirmed === false)).toHaveLength(1);
    expect(uses.filter((use) => use.headers.get('set-cookie'))).toHaveLength(1);
  });

  it('sells the last tier spot once to buyers split across both, and takes its payment once', async () => {
    const owner = await teamOwner(world, { verificationStatus: 'approved' });
    const tier = await createTier(world, owner.team.id, { availableSpots: 1 });
    const buyers = await Promise.all(Array.from({ length: 6 }, () => businessOwner(world)));
    const answers = await Promise.all(buyers.map((buyer) => checkout(buyer.client, owner.team.id, tier.id)));
    expect(statuses(answers)).toEqual({ 201: 1, 409: 5 });
    expect(answers.filter((a) => a.status === 409).every((a) => a.body.error.code === 'SOLD_OUT')).toBe(true);

    const winner = answers.findIndex((a) => a.status === 201);
    const session = sessionIdOf(answers[winner]!.body.url);
    const client = buyers[winner]!.client;
    const pays = await Promise.all(
      Array.from({ length: 4 }, () => client.post(`/api/payments/sandbox/sessions/${session}/pay`)),
    );
    // Every press sees the success (issue 19); the payment is taken once.
    expect(statuses(pays)).toEqual({ 200: 4 });
    const state = await tierState(world, tier.id);
    expect(state.taken).toBe(1);
    expect(state.sponsorships.map((s) => s.status)).toEqual(['active']);
    const events = await world.db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.sponsorshipId, state.sponsorships[0]!.id));
    expect(events).toHaveLength(1);
  });

  it('delivers each outbox message once, with both instances’ workers claiming', async () => {
    const MESSAGES = 60;
    for (let i = 0; i < MESSAGES; i++) {
      await enqueueEmail(world.db, {
        to: `parent${i}@example.com`,
        subject: `Two instances ${i}`,
        text: `Message ${i}.`,
        kind: 'reliability_pair',
      });
    }
    const started = Date.now();
    const allSent = async () =>
      (
        await world.db
          .select({ id: emailOutbox.id })
          .from(emailOutbox)
          .where(and(eq(emailOutbox.kind, 'reliability_pair'), eq(emailOutbox.status, 'sent')))
      ).length === MESSAGES;
    expect(await waitFor(allSent, 30_000, 100)).toBe(true);
    const ids = peer.received
      .filter((m) => header(m.raw, 'Subject')?.startsWith('Two instances'))
      .map((m) => header(m.raw, 'Message-ID'));
    console.info(
      `[figures] two-instances-outbox ${JSON.stringify({
        messages: MESSAGES,
        received: ids.length,
        unique: new Set(ids).size,
        sentPerInstance: logLines('email sent').map(
          (lines) => lines.filter((l) => l.kind === 'reliability_pair').length,
        ),
        ms: Date.now() - started,
      })}`,
    );
    expect(ids).toHaveLength(MESSAGES);
    expect(new Set(ids).size).toBe(MESSAGES);
    expect(
      await world.db
        .select({ id: emailOutbox.id })
        .from(emailOutbox)
        .where(and(like(emailOutbox.kind, 'reliability_%'), eq(emailOutbox.attempts, 1))),
    ).toHaveLength(MESSAGES);
  });
});
