import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../../tests/support/app';
import { signedInClient, teamOwner } from '../../../../tests/support/factories';
import { donationWorld, fromAddress } from '../../../../tests/support/features/donations';
import { mailTo, manualClock } from '../../../../tests/support/features/payments';
import { familyRequests, teamPlayers } from '../../db/schema';
import { familyRequestDeadlineJob } from './deadline-job';

/* A parent asks to take a child's page down (issue 22): the request, the team's answer, the deadline. */

let t: TestApp;
const clock = manualClock(new Date('2026-05-04T10:00:00Z'));
beforeAll(async () => {
  t = await startTestApp({ TRUST_PROXY: 'true' });
  t.deps.clock = clock;
});

let families = 0;
function ask(world: Awaited<ReturnType<typeof donationWorld>>, overrides: Record<string, unknown> = {}) {
  families += 1;
  return t.client().post(
    `/api/players/${world.team.slug}/7/family-requests`,
    {
      requesterName: 'Maria Martinez',
      requesterEmail: `parent-${families}@example.com`,
      kind: 'hide_page',
      ...overrides,
    },
    fromAddress(),
  );
}

const requestsOf = (world: Awaited<ReturnType<typeof donationWorld>>) =>
  world.owner.client.get(`/api/teams/${world.team.id}/family-requests`);

describe('asking', () => {
  it('records the request with a 72-hour deadline and tells the team and the family, once', async () => {
    const world = await donationWorld(t);
    const body = { requesterName: 'Maria Martinez', requesterEmail: 'Maria@Example.com', kind: 'hide_page' };
    const first = await t
      .client()
      .post(`/api/players/${world.team.slug}/7/family-requests`, body, fromAddress());
    expect(first.status).toBe(201);
    expect(first.body).toEqual({ dueAt: '2026-05-07T10:00:00.000Z' });
    const again = await t
      .client()
      .post(`/api/players/${world.team.slug}/7/family-requests`, body, fromAddress());
    expect(again.body).toEqual(first.body);

    const rows = await t.db.select().from(familyRequests).where(eq(familyRequests.teamId, world.team.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      playerName: 'Ava M.',
      requesterEmail: 'maria@example.com',
      status: 'open',
    });
    const [notice] = await mailTo(t, world.team.contactEmail);
    expect(notice!.subject).toBe("A family asked about Ava M.'s page");
    expect(notice!.text).toContain('Please answer from your team dashboard by May 7, 2026 (UTC)');
    expect((await mailTo(t, 'maria@example.com')).map((m) => m.kind)).toEqual(['family_request_received']);
  });

  it('checks the fields and the player, and changes nothing when they are wrong', async () => {
    const world = await donationWorld(t);
    const bad = await ask(world, { requesterEmail: 'not-an-email', kind: 'everything' });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.fields).sort()).toEqual(['kind', 'requesterEmail']);
    const nobody = await t
      .client()
      .post(
        `/api/players/${world.team.slug}/99/family-requests`,
        { requesterName: 'X', requesterEmail: 'x@example.com', kind: 'hide_page' },
        fromAddress(),
      );
    expect(nobody.status).toBe(404);
    expect(await t.db.select().from(familyRequests).where(eq(familyRequests.teamId, world.team.id))).toEqual(
      [],
    );
  });

  it('limits requests per client', async () => {
    const world = await donationWorld(t);
    const ip = fromAddress();
    for (let i = 0; i < 5; i += 1) {
      const res = await t
        .client()
        .post(
          `/api/players/${world.team.slug}/7/family-requests`,
          { requesterName: 'P', requesterEmail: `limit-${i}@example.com`, kind: 'remove_data' },
          ip,
        );
      expect(res.status).toBe(201);
    }
    const sixth = await t
      .client()
      .post(
        `/api/players/${world.team.slug}/7/family-requests`,
        { requesterName: 'P', requesterEmail: 'limit-6@example.com', kind: 'remove_data' },
        ip,
      );
    expect(sixth.status).toBe(429);
  });
});

describe('answering', () => {
  it('hides the page on the owner’s answer, mails the family, and answers a second press the same', async () => {
    const world = await donationWorld(t);
    await ask(world);
    const [request] = (await requestsOf(world)).body.requests;
    const path = `/api/teams/${world.team.id}/family-requests/${request.id}/resolve`;
    const [one, two] = await Promise.all([
      world.owner.client.post(path, { action: 'hide_page' }),
      world.owner.client.post(path, { action: 'hide_page' }),
    ]);
    expect([one.status, two.status]).toEqual([200, 200]);
    expect(one.body.request).toMatchObject({ status: 'done', outcome: 'page_hidden' });
    const [player] = await t.db.select().from(teamPlayers).where(eq(teamPlayers.id, world.player.id));
    expect(player!.pageHidden).toBe(true);
    expect((await t.client().get(`/api/players/${world.team.slug}/7`)).status).toBe(404);
    const answered = (await mailTo(t, request.requesterEmail)).filter(
      (m) => m.kind === 'family_request_answered',
    );
    expect(answered).toHaveLength(1);
    expect(answered[0]!.text).toContain('has taken the page down');
    const other = await world.owner.client.post(path, { action: 'decline', response: 'No' });
    expect(other.status).toBe(409);
    expect(other.body.error.message).toBe('This request was already answered.');
  });

  it('removes the player, or declines with a reply (a reply is required)', async () => {
    const world = await donationWorld(t);
    await ask(world, { kind: 'remove_data' });
    await ask(world);
    const listed: { id: string; kind: string }[] = (await requestsOf(world)).body.requests;
    const hide = listed.find((r) => r.kind === 'hide_page')!;
    const remove = listed.find((r) => r.kind === 'remove_data')!;
    const resolve = (id: string, body: unknown) =>
      world.owner.client.post(`/api/teams/${world.team.id}/family-requests/${id}/resolve`, body);
    const silent = await resolve(hide.id, { action: 'decline' });
    expect(silent.status).toBe(400);
    expect(silent.body.error.fields.response).toEqual([
      'Tell the family why, so they know what happens next',
    ]);
    expect(
      (await resolve(hide.id, { action: 'decline', response: 'We spoke on the phone.' })).body.request,
    ).toMatchObject({
      status: 'declined',
      response: 'We spoke on the phone.',
    });
    expect((await resolve(remove.id, { action: 'remove_player' })).body.request.outcome).toBe(
      'player_removed',
    );
    expect(await t.db.select().from(teamPlayers).where(eq(teamPlayers.id, world.player.id))).toEqual([]);
  });

  it('answers 404 to anyone but the team’s owner, admins included, and lets the admin see every request', async () => {
    const world = await donationWorld(t);
    await ask(world);
    const [request] = (await requestsOf(world)).body.requests;
    const other = await teamOwner(t, { verificationStatus: 'approved' });
    const { client: admin } = await signedInClient(t, { roles: ['admin'] });
    for (const client of [other.client, admin]) {
      expect((await client.get(`/api/teams/${world.team.id}/family-requests`)).status).toBe(404);
      const res = await client.post(`/api/teams/${world.team.id}/family-requests/${request.id}/resolve`, {
        action: 'hide_page',
      });
      expect(res.status).toBe(404);
    }
    const record = await admin.get('/api/admin/family-requests');
    expect(record.status).toBe(200);
    expect(record.body.requests.find((r: { id: string }) => r.id === request.id)).toMatchObject({
      teamName: world.team.name,
      status: 'open',
      overdue: false,
    });
    expect((await other.client.get('/api/admin/family-requests')).status).toBe(403);
  });
});

describe('the deadline', () => {
  it('hides the page of a request left unanswered for 72 hours, once, and tells both sides', async () => {
    const world = await donationWorld(t);
    await ask(world);
    const job = familyRequestDeadlineJob(t.deps);
    clock.advanceMinutes(71 * 60);
    expect(await job.runOnce()).toBe(0);
    clock.advanceMinutes(2 * 60);
    const [hidden, again] = await Promise.all([job.runOnce(), job.runOnce()]);
    expect(hidden + again).toBeGreaterThanOrEqual(1);
    const [request] = (await requestsOf(world)).body.requests;
    expect(request).toMatchObject({ status: 'done', outcome: 'auto_hidden', overdue: false });
    const [player] = await t.db.select().from(teamPlayers).where(eq(teamPlayers.id, world.player.id));
    expect(player!.pageHidden).toBe(true);
    expect(
      (await mailTo(t, world.team.contactEmail)).filter((m) => m.kind === 'family_request_auto_hidden'),
    ).toHaveLength(1);
    expect(
      (await mailTo(t, request.requesterEmail)).filter((m) => m.kind === 'family_request_answered'),
    ).toHaveLength(1);
  });
});
