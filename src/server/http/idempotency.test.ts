import { randomUUID } from 'node:crypto';
import { count, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../tests/support/app';
import { businessOwner } from '../../../tests/support/factories';
import { createTier, paymentCounts, sponsorWorld, tierState } from '../../../tests/support/features/payments';
import { emailOutbox, idempotentRequests, sponsorships } from '../db/schema';
import { forgetOldKeys } from './idempotency';

/** Issue 19: a request that carries an Idempotency-Key runs once, whatever the number of presses. */

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});

const key = () => `k_${randomUUID()}`;
const withKey = (value: string) => ({ 'idempotency-key': value });

async function world(spots = 3) {
  const w = await sponsorWorld(t, { tier: { availableSpots: spots } });
  const body = { teamId: w.team.id, tierId: w.tier.id };
  const pay = (k: string, client = w.buyer.client, input: unknown = body) =>
    client.post('/api/payments/sponsorships/checkout', input, withKey(k));
  return { ...w, body, pay };
}

describe('a repeated request with the same key', () => {
  it('gets the first answer again, marked replayed, and nothing runs twice', async () => {
    const w = await world();
    const k = key();
    const first = await w.pay(k);
    expect(first.status).toBe(201);
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    const before = await paymentCounts(t);
    const again = await w.pay(k);
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.headers.get('cache-control')).toBe('no-store');
    expect(await paymentCounts(t)).toEqual(before);
    const state = await tierState(t, w.tier.id);
    expect(state.taken).toBe(1);
    expect(state.sponsorships.map((s) => s.status)).toEqual(['pending']);
  });

  it('five presses at once: one checkout, no ghost cancelled row, every press the same answer', async () => {
    const w = await world();
    const k = key();
    const answers = await Promise.all(Array.from({ length: 5 }, () => w.pay(k)));
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 201, 201]);
    expect(new Set(answers.map((a) => JSON.stringify(a.body))).size).toBe(1);
    expect(answers.filter((a) => a.headers.get('idempotent-replayed') === 'true')).toHaveLength(4);
    const state = await tierState(t, w.tier.id);
    expect(state.sponsorships.map((s) => s.status)).toEqual(['pending']);
    expect(state.taken).toBe(1);
  });

  it('without a key, the same two presses are two requests (the second replaces the first checkout)', async () => {
    const w = await world();
    await w.buyer.client.post('/api/payments/sponsorships/checkout', w.body);
    await w.buyer.client.post('/api/payments/sponsorships/checkout', w.body);
    expect((await tierState(t, w.tier.id)).sponsorships).toHaveLength(2);
  });

  it('a 204 is replayed as a 204', async () => {
    const w = await world();
    const extra = await createTier(t, w.team.id);
    const k = key();
    const path = `/api/teams/${w.team.id}/tiers/${extra.id}`;
    const first = await w.owner.client.delete(path, withKey(k));
    const again = await w.owner.client.delete(path, withKey(k));
    expect([first.status, again.status]).toEqual([204, 204]);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
  });

  it('an anonymous sign-up pressed twice mails one confirmation', async () => {
    const email = `twice-${randomUUID()}@example.com`;
    const k = key();
    const body = { email, password: 'Str0ng!Pitch#42', fullName: 'Twice Pressed' };
    const answers = await Promise.all([
      t.client().post('/api/auth/sign-up', body, withKey(k)),
      t.client().post('/api/auth/sign-up', body, withKey(k)),
    ]);
    expect(answers.map((a) => a.status)).toEqual([202, 202]);
    const [mail] = await t.db.select({ n: count() }).from(emailOutbox).where(eq(emailOutbox.toEmail, email));
    expect(mail!.n).toBe(1);
  });
});

describe('what is not replayed', () => {
  it('a refusal lets the key go: the same request runs again and sees the world as it is then', async () => {
    const w = await world(1);
    const rival = await businessOwner(t);
    const taken = await rival.client.post('/api/payments/sponsorships/checkout', w.body);
    expect(taken.status).toBe(201);
    const k = key();
    const refused = await w.pay(k);
    expect(refused.status).toBe(409);
    // The rival backs out: the spot is free again, and the same press now succeeds.
    const sessionId = (taken.body.url as string).split('/').pop()!;
    await rival.client.post(`/api/payments/sandbox/sessions/${sessionId}/cancel`);
    const retried = await w.pay(k);
    expect(retried.status).toBe(201);
    expect(retried.headers.get('idempotent-replayed')).toBeNull();
  });

  it('the same key on a different request is refused and changes nothing', async () => {
    const w = await world();
    const other = await createTier(t, w.team.id, { availableSpots: 3 });
    const k = key();
    expect((await w.pay(k)).status).toBe(201);
    const before = await paymentCounts(t);
    const misused = await w.pay(k, w.buyer.client, { teamId: w.team.id, tierId: other.id });
    expect(misused.status).toBe(422);
    expect(misused.body.error.code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(await paymentCounts(t)).toEqual(before);
  });

  it('another session never gets a signed-in answer kept for someone else', async () => {
    const w = await world();
    const k = key();
    expect((await w.pay(k)).status).toBe(201);
    const stranger = await businessOwner(t);
    const answer = await w.pay(k, stranger.client);
    expect(answer.status).toBe(422);
    expect(JSON.stringify(answer.body)).not.toContain('checkout');
  });

  it('a malformed key is refused before anything runs', async () => {
    const w = await world();
    const before = await paymentCounts(t);
    const answer = await w.pay('short');
    expect(answer.status).toBe(400);
    expect(answer.body.error.code).toBe('INVALID_IDEMPOTENCY_KEY');
    expect(await paymentCounts(t)).toEqual(before);
  });

  it('reads (GET) ignore the header', async () => {
    const answer = await t.client().get('/api/health', withKey(key()));
    expect(answer.status).toBe(200);
    expect(answer.headers.get('idempotent-replayed')).toBeNull();
  });
});

describe('a key held by a request in flight', () => {
  it('makes the repeat wait for the first answer', async () => {
    const w = await world();
    const k = key();
    const first = await w.pay(k);
    // Mark the key running again, as if the first request were still in flight, and finish it shortly.
    const [kept] = await t.db.select().from(idempotentRequests).where(eq(idempotentRequests.key, k));
    await t.db.update(idempotentRequests).set({ status: null }).where(eq(idempotentRequests.key, k));
    const finish = setTimeout(() => {
      // A query builder runs when awaited or then()-ed.
      t.db
        .update(idempotentRequests)
        .set({ status: kept!.status })
        .where(eq(idempotentRequests.key, k))
        .then(() => undefined);
    }, 150);
    const started = Date.now();
    const again = await w.pay(k);
    clearTimeout(finish);
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
    expect(again.body).toEqual(first.body);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
  });

  it('is taken over when it was left running by a process that died a minute ago', async () => {
    const w = await world();
    const k = key();
    expect((await w.pay(k)).status).toBe(201);
    await t.db
      .update(idempotentRequests)
      .set({ status: null, body: null, startedAt: sql`now() - interval '2 minutes'` })
      .where(eq(idempotentRequests.key, k));
    const again = await w.pay(k);
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBeNull();
    const rows = await t.db.select().from(sponsorships).where(eq(sponsorships.tierId, w.tier.id));
    // It ran again: the buyer's earlier checkout was replaced, as a new press without a key would.
    expect(rows.map((r) => r.status).sort()).toEqual(['cancelled', 'pending']);
  });
});

it('keys older than a day are forgotten', async () => {
  const w = await world();
  const k = key();
  await w.pay(k);
  await t.db
    .update(idempotentRequests)
    .set({ createdAt: sql`now() - interval '25 hours'` })
    .where(eq(idempotentRequests.key, k));
  expect(await forgetOldKeys(t.db)).toBeGreaterThanOrEqual(1);
  expect(await t.db.select().from(idempotentRequests).where(eq(idempotentRequests.key, k))).toEqual([]);
});
