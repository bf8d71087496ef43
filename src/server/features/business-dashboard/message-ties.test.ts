import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { startTestApp } from '../../../../tests/support/app';
import { businessOwner, signedInClient, teamOwner } from '../../../../tests/support/factories';
import { introducedMatch, matchWorld } from '../../../../tests/support/features/matches';
import { checkout, createTier, sessionIdOf, sponsorWorld } from '../../../../tests/support/features/payments';
import type { SecurityOverview } from '../../../shared/schemas/admin';
import { MESSAGE_BLOCKED, MESSAGE_NO_TIE, MESSAGE_RATE_LIMITS } from '../../../shared/schemas/messages';
import { messages, rateLimits, sponsorships, teamBusinessBlocks } from '../../db/schema';

const t = await startTestApp();

type Client = ReturnType<typeof t.client>;
const threadPath = (sponsorshipId: string) => `/api/sponsorships/${sponsorshipId}/messages`;
const blockPath = (teamId: string, businessId: string) =>
  `/api/teams/${teamId}/blocked-businesses/${businessId}`;

/** What the attack did: start a checkout through the API, then cancel it on the provider's page. */
async function cancelledCheckout(buyer: Client, teamId: string, tierId: string): Promise<string> {
  const started = await checkout(buyer, teamId, tierId);
  expect(started.status, JSON.stringify(started.body)).toBe(201);
  const cancel = await buyer.post(`/api/payments/sandbox/sessions/${sessionIdOf(started.body.url)}/cancel`);
  expect(cancel.status, JSON.stringify(cancel.body)).toBeLessThan(300);
  return started.body.sponsorshipId;
}

/** A sponsorship of `businessId` for `teamId`, paid and running. */
async function paidSponsorship(teamId: string, businessId: string): Promise<string> {
  const [row] = await t.db
    .insert(sponsorships)
    .values({
      teamId,
      businessId,
      amount: 50_000,
      status: 'active',
      paymentStatus: 'paid',
      paidAt: new Date(),
    })
    .returning({ id: sponsorships.id });
  return row!.id;
}

async function messageCount(sponsorshipId: string) {
  const [row] = await t.db
    .select({ n: count() })
    .from(messages)
    .where(eq(messages.sponsorshipId, sponsorshipId));
  return row!.n;
}

/** A business and a team with a paid sponsorship between them: a real tie. */
async function paidPair() {
  const team = await teamOwner(t, { verificationStatus: 'approved' });
  const business = await businessOwner(t);
  const sponsorshipId = await paidSponsorship(team.team.id, business.business.id);
  return { team, business, sponsorshipId, path: threadPath(sponsorshipId) };
}

describe('hole 5: any business can message any team without end', () => {
  it('refuses a business that started a checkout and cancelled it, and writes nothing', async () => {
    const world = await sponsorWorld(t);
    const id = await cancelledCheckout(world.buyer.client, world.team.id, world.tier.id);
    expect((await t.db.select().from(sponsorships).where(eq(sponsorships.id, id)))[0]!.status).toBe(
      'cancelled',
    );

    const write = await world.buyer.client.post(threadPath(id), { message: 'Claim your prize: bit.ly/x' });
    expect(write.status).toBe(403);
    expect(write.body.error).toEqual({ code: 'NO_TIE', message: MESSAGE_NO_TIE });
    expect(await messageCount(id)).toBe(0);

    // It still reads its own sponsorship's (empty) thread, and is told why it cannot write.
    const read = await world.buyer.client.get(threadPath(id));
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ cannotWrite: MESSAGE_NO_TIE, blocked: false, messages: [] });

    // An open checkout (pending, not yet paid) is no tie either.
    const second = await createTier(t, world.team.id, { availableSpots: 5 });
    const open = await checkout(world.buyer.client, world.team.id, second.id);
    const pending = await world.buyer.client.post(threadPath(open.body.sponsorshipId), { message: 'Hi' });
    expect(pending.status).toBe(403);
    expect(pending.body.error.code).toBe('NO_TIE');
  });

  it('lets a business with a paid sponsorship write, in that thread and in its other threads with the team', async () => {
    const { team, business, path } = await paidPair();
    const read = await business.client.get(path);
    expect(read.body.cannotWrite).toBeNull();
    expect((await business.client.post(path, { message: 'Where should the banner go?' })).status).toBe(201);

    const tier = await createTier(t, team.team.id, { availableSpots: 5 });
    const later = await cancelledCheckout(business.client, team.team.id, tier.id);
    expect((await business.client.post(threadPath(later), { message: 'About next season' })).status).toBe(
      201,
    );
  });

  it('refuses a business whose only paid sponsorship was refunded (cancelled)', async () => {
    const { business, sponsorshipId, path } = await paidPair();
    await t.db.update(sponsorships).set({ status: 'cancelled' }).where(eq(sponsorships.id, sponsorshipId));
    const write = await business.client.post(path, { message: 'Hello again' });
    expect(write.status).toBe(403);
    expect(write.body.error.code).toBe('NO_TIE');
  });

  it('lets a business write once it and the team both accepted a match, and not before', async () => {
    const world = await matchWorld(t);
    const id = await cancelledCheckout(world.sponsor.client, world.team.id, world.tier.id);
    const { sponsor, team } = await introducedMatch(t, world);

    expect((await t.client().post(`/api/cta/${sponsor.ACCEPT}`, {})).status).toBe(200);
    const halfway = await world.sponsor.client.post(threadPath(id), { message: 'We accepted!' });
    expect(halfway.status).toBe(403);

    expect((await t.client().post(`/api/cta/${team.ACCEPT}`, {})).status).toBe(200);
    const both = await world.sponsor.client.post(threadPath(id), { message: 'Looking forward to it' });
    expect(both.status, JSON.stringify(both.body)).toBe(201);
  });

  it('lets a business answer a thread the team started, and the team always writes to its sponsors', async () => {
    const world = await sponsorWorld(t);
    const id = await cancelledCheckout(world.buyer.client, world.team.id, world.tier.id);
    const first = await world.owner.client.post(threadPath(id), {
      message: 'Saw you looked at our Gold tier!',
    });
    expect(first.status).toBe(201);
    expect((await world.buyer.client.get(threadPath(id))).body.cannotWrite).toBeNull();
    const answer = await world.buyer.client.post(threadPath(id), { message: 'Yes, we may come back to it.' });
    expect(answer.status).toBe(201);
  });

  it('answers 429 with Retry-After after the per-thread limit, and writes nothing more', async () => {
    const { business, team, sponsorshipId, path } = await paidPair();
    const { attempts, windowMinutes } = MESSAGE_RATE_LIMITS.perThread;
    for (let i = 1; i <= attempts; i += 1) {
      expect((await business.client.post(path, { message: `Message ${i}` })).status).toBe(201);
    }
    const over = await business.client.post(path, { message: 'One too many' });
    expect(over.status).toBe(429);
    expect(over.body.error.code).toBe('RATE_LIMITED');
    expect(over.body.error.message).toBe(
      `You have sent a lot of messages. Please wait ${windowMinutes} minutes before sending another.`,
    );
    expect(over.headers.get('retry-after')).toBe(String(windowMinutes * 60));
    expect(await messageCount(sponsorshipId)).toBe(attempts);

    // The limit is the sender's: the team still answers in the same thread.
    expect((await team.client.post(path, { message: 'Slow down, please' })).status).toBe(201);
  });

  it('answers 429 once a sender reaches the hourly limit over all threads, and the daily one', async () => {
    const business = await businessOwner(t);
    const { perThread, perHour } = MESSAGE_RATE_LIMITS;
    const threads: string[] = [];
    for (let i = 0; i <= perHour.attempts / perThread.attempts; i += 1) {
      const team = await teamOwner(t, { verificationStatus: 'approved' });
      threads.push(await paidSponsorship(team.team.id, business.business.id));
    }
    let sent = 0;
    for (const id of threads) {
      for (let i = 0; i < perThread.attempts && sent < perHour.attempts; i += 1, sent += 1) {
        expect((await business.client.post(threadPath(id), { message: `Hello ${sent}` })).status).toBe(201);
      }
    }
    const last = threads.at(-1)!;
    const over = await business.client.post(threadPath(last), { message: 'And one more' });
    expect(over.status).toBe(429);
    expect(await messageCount(last)).toBe(0);

    // The daily counter, filled by hand (150 real messages would only make the test slow).
    const other = await paidPair();
    await t.db.insert(rateLimits).values({
      key: `message:${other.business.user.id}:day`,
      count: MESSAGE_RATE_LIMITS.perDay.attempts,
      lastAttemptAt: new Date(),
    });
    const daily = await other.business.client.post(other.path, { message: 'Hi' });
    expect(daily.status).toBe(429);
    expect(Number(daily.headers.get('retry-after'))).toBeGreaterThan(60 * 60);
    // A refused message takes nothing from the other counters.
    const [thread] = await t.db
      .select()
      .from(rateLimits)
      .where(eq(rateLimits.key, `message:${other.business.user.id}:thread:${other.sponsorshipId}`));
    expect(thread).toBeUndefined();
  });

  it('lets the team block a business: no more writes in any thread nor new checkouts, and the admin sees it', async () => {
    const world = await sponsorWorld(t, { tier: { availableSpots: 5 } });
    const first = await paidSponsorship(world.team.id, world.buyer.business.id);
    const second = await paidSponsorship(world.team.id, world.buyer.business.id);
    const path = blockPath(world.team.id, world.buyer.business.id);

    const block = await world.owner.client.put(path, { reason: '  Sent us a phishing link  ' });
    expect(block.status).toBe(200);
    expect(block.body).toEqual({ businessId: world.buyer.business.id, blocked: true });
    const again = await world.owner.client.put(path, {});
    expect(again.status).toBe(200);

    for (const id of [first, second]) {
      const write = await world.buyer.client.post(threadPath(id), { message: 'Please reconsider' });
      expect(write.status).toBe(403);
      expect(write.body.error).toEqual({ code: 'BLOCKED_BY_TEAM', message: MESSAGE_BLOCKED });
      expect(await messageCount(id)).toBe(0);
      const read = await world.buyer.client.get(threadPath(id));
      expect(read.body).toMatchObject({ blocked: true, cannotWrite: MESSAGE_BLOCKED });
    }
    const teamView = await world.owner.client.get(threadPath(first));
    expect(teamView.body).toMatchObject({
      blocked: true,
      cannotWrite: null,
      businessId: world.buyer.business.id,
    });
    expect((await world.owner.client.post(threadPath(first), { message: 'Final word' })).status).toBe(201);

    const buy = await checkout(world.buyer.client, world.team.id, world.tier.id);
    expect(buy.status).toBe(403);
    expect(buy.body.error).toMatchObject({
      code: 'BLOCKED_BY_TEAM',
      message: 'This team is not accepting sponsorships from your business.',
    });

    // One event for the one block (blocking again changed nothing), in the admin's security log.
    const admin = await signedInClient(t, { roles: ['admin'] });
    const log = await admin.client.get<SecurityOverview>('/api/admin/security');
    const events = log.body.events.filter(
      (event) =>
        event.action === 'TEAM_BLOCKED_BUSINESS' &&
        (event.details as { businessId: string }).businessId === world.buyer.business.id,
    );
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      actorEmail: world.owner.user.email,
      comment: `Team "${world.team.name}" blocked business "${world.buyer.business.businessName}": Sent us a phishing link`,
      details: {
        teamId: world.team.id,
        teamName: world.team.name,
        businessId: world.buyer.business.id,
        businessName: world.buyer.business.businessName,
        reason: 'Sent us a phishing link',
      },
    });
  });

  it('lets the team unblock the business, which then writes again, and logs that too', async () => {
    const { team, business, path } = await paidPair();
    const block = blockPath(team.team.id, business.business.id);
    await team.client.put(block, {});
    expect((await business.client.post(path, { message: 'Blocked?' })).status).toBe(403);

    const lift = await team.client.delete(block);
    expect(lift.status).toBe(200);
    expect(lift.body).toEqual({ businessId: business.business.id, blocked: false });
    expect((await business.client.post(path, { message: 'Thanks for having us back' })).status).toBe(201);
    expect((await business.client.get(path)).body.blocked).toBe(false);

    const admin = await signedInClient(t, { roles: ['admin'] });
    const log = await admin.client.get<SecurityOverview>('/api/admin/security');
    expect(
      log.body.events.some(
        (event) =>
          event.action === 'TEAM_UNBLOCKED_BUSINESS' &&
          (event.details as { businessId: string }).businessId === business.business.id,
      ),
    ).toBe(true);
  });

  it('lets only the team’s owner block, only a business that dealt with the team, with a short reason', async () => {
    const { team, business } = await paidPair();
    const path = blockPath(team.team.id, business.business.id);
    const others = [
      business.client,
      (await businessOwner(t)).client,
      (await teamOwner(t)).client,
      (await signedInClient(t, { roles: ['admin'] })).client,
    ];
    for (const client of others) {
      expect((await client.put(path, {})).status).toBe(404);
      expect((await client.delete(path)).status).toBe(404);
    }
    expect((await t.client().put(path, {})).status).toBe(401);

    const stranger = await businessOwner(t);
    for (const id of [stranger.business.id, 'not-a-uuid']) {
      const res = await team.client.put(blockPath(team.team.id, id), {});
      expect(res.status).toBe(404);
      expect(res.body.error.message).toBe('Business not found');
    }
    const long = await team.client.put(path, { reason: 'x'.repeat(501) });
    expect(long.status).toBe(400);
    expect(long.body.error.fields.reason).toEqual(['The reason must be at most 500 characters']);

    const blocks = await t.db
      .select()
      .from(teamBusinessBlocks)
      .where(eq(teamBusinessBlocks.teamId, team.team.id));
    expect(blocks).toEqual([]);
  });
});
