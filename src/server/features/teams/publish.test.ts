import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../../tests/support/app';
import { teamOwner } from '../../../../tests/support/factories';
import { teams } from '../../db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});

const approvedOnce = new Date('2026-01-15T12:00:00Z');
const status = async (id: string) =>
  (await t.db.select().from(teams).where(eq(teams.id, id)))[0]!.verificationStatus;

describe('POST /api/teams/:teamId/publish', () => {
  it.each([
    // Never approved by an admin: publishing asks for review.
    ['pending', 'never approved', true, 'under_review', 'submitted_for_review'],
    ['under_review', 'never approved', true, 'under_review', 'submitted_for_review'],
    ['under_review', 'never approved', false, 'pending', 'unpublished'],
    ['pending', 'never approved', false, 'pending', 'unpublished'],
    // Approved once: the toggle acts at once.
    ['pending', 'approved once', true, 'approved', 'published'],
    ['approved', 'approved once', false, 'pending', 'unpublished'],
    ['approved', 'approved once', true, 'approved', 'published'],
    ['verified', 'approved once', true, 'verified', 'published'],
    ['verified', 'approved once', false, 'pending', 'unpublished'],
    // Rejected: hiding changes nothing; publishing is refused (below).
    ['rejected', 'never approved', false, 'rejected', 'unpublished'],
    ['rejected', 'approved once', false, 'rejected', 'unpublished'],
  ] as const)('%s, %s: publish %s -> %s (%s)', async (from, history, publish, to, outcome) => {
    const approvedAt = history === 'approved once' ? approvedOnce : null;
    const { client, team } = await teamOwner(t, { verificationStatus: from, approvedAt });
    const res = await client.post(`/api/teams/${team.id}/publish`, { publish });
    expect(res.status).toBe(200);
    expect(res.body.outcome).toBe(outcome);
    expect(res.body.team).toMatchObject({ id: team.id, verificationStatus: to });
    expect(await status(team.id)).toBe(to);
    const [row] = await t.db.select().from(teams).where(eq(teams.id, team.id));
    expect(row!.approvedAt).toEqual(approvedAt);
  });

  it.each([null, approvedOnce])(
    'refuses to publish a rejected team (approved at %s) with 409',
    async (approvedAt) => {
      const { client, team } = await teamOwner(t, { verificationStatus: 'rejected', approvedAt });
      const res = await client.post(`/api/teams/${team.id}/publish`, { publish: true });
      expect(res.status).toBe(409);
      expect(res.body.error).toEqual({
        code: 'TEAM_REJECTED',
        message: 'Your team was not approved. Edit your team profile and save it to resubmit it for review.',
      });
      expect(await status(team.id)).toBe('rejected');
    },
  );

  it('lets a rejected team back in through an edit of its profile', async () => {
    const { client, team } = await teamOwner(t, { verificationStatus: 'rejected' });
    const saved = await client.put(`/api/teams/${team.id}`, {
      name: team.name,
      coachName: team.coachName,
      sport: team.sport,
      ageGroup: team.ageGroup,
      contactEmail: team.contactEmail,
      location: team.location,
    });
    expect(saved.body.team.verificationStatus).toBe('under_review');
    const res = await client.post(`/api/teams/${team.id}/publish`, { publish: true });
    expect(res.status).toBe(200);
    expect(res.body.outcome).toBe('submitted_for_review');
  });

  it.each([
    ['malformed JSON', '{"publish":'],
    ['an empty body', {}],
    ['a string', { publish: 'true' }],
    ['a number', { publish: 1 }],
    ['an unknown field', { publish: true, verificationStatus: 'approved' }],
  ])('answers %s with a 400 and changes nothing', async (_name, body) => {
    const { client, team } = await teamOwner(t, { approvedAt: approvedOnce });
    const res = await client.post(`/api/teams/${team.id}/publish`, body);
    expect(res.status).toBe(400);
    expect(await status(team.id)).toBe('pending');
  });
});
