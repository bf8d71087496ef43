import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  startTestApp,
  type TestApp,
  type TestClient,
  type TestResponse,
} from '../../../../tests/support/app';
import { businessOwner, signedInClient, teamOwner } from '../../../../tests/support/factories';
import { teams } from '../../db/schema';

/** Who may use each team endpoint: anonymous 401, the owner, and 404 for everyone else. */

let t: TestApp;
let owner: Awaited<ReturnType<typeof teamOwner>>;
let strangers: [string, TestClient][];
beforeAll(async () => {
  t = await startTestApp();
  owner = await teamOwner(t, { name: 'Owned Team' });
  strangers = [
    ['another team user', (await teamOwner(t)).client],
    ['a business user', (await businessOwner(t)).client],
    ['an admin', (await signedInClient(t, { roles: ['admin'] })).client],
  ];
});

const profile = {
  name: 'Renamed',
  coachName: 'Coach',
  sport: 'Soccer',
  ageGroup: 'Under 12',
  contactEmail: 'coach@example.com',
  location: 'Portland, OR',
};

const endpoints: [string, (client: TestClient, teamId: string) => Promise<TestResponse>][] = [
  ['GET /api/teams/:teamId', (client, teamId) => client.get(`/api/teams/${teamId}`)],
  ['PUT /api/teams/:teamId', (client, teamId) => client.put(`/api/teams/${teamId}`, profile)],
  [
    'POST /api/teams/:teamId/publish',
    (client, teamId) => client.post(`/api/teams/${teamId}/publish`, { publish: true }),
  ],
];

const row = async () => (await t.db.select().from(teams).where(eq(teams.id, owner.team.id)))[0]!;

describe.each(endpoints)('%s', (_name, call) => {
  it('answers an anonymous caller 401 and changes nothing', async () => {
    const before = await row();
    const res = await call(t.client(), owner.team.id);
    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe('UNAUTHORIZED');
    expect(await row()).toEqual(before);
  });

  it('answers 404 to another team user, a business user and an admin, and changes nothing', async () => {
    const before = await row();
    for (const [who, client] of strangers) {
      const res = await call(client, owner.team.id);
      expect(res.status, who).toBe(404);
      expect(res.body.error.message, who).toBe('No team found');
      expect(JSON.stringify(res.body), who).not.toContain('Owned Team');
    }
    expect(await row()).toEqual(before);
  });

  it('answers 404 for an id that is not a uuid or not a team', async () => {
    expect((await call(owner.client, 'not-a-uuid')).status).toBe(404);
    expect((await call(owner.client, '00000000-0000-4000-8000-000000000000')).status).toBe(404);
  });

  it('serves the owner', async () => {
    const res = await call(owner.client, owner.team.id);
    expect(res.status).toBe(200);
    expect(res.body.team.id).toBe(owner.team.id);
  });
});

describe('GET /api/teams/mine', () => {
  it('answers an anonymous caller 401', async () => {
    expect((await t.client().get('/api/teams/mine')).status).toBe(401);
  });

  it("gives the owner their team, and everyone else their own or NO_TEAM, never the owner's", async () => {
    expect((await owner.client.get('/api/teams/mine')).body.team.id).toBe(owner.team.id);
    const [otherTeamUser, business, admin] = strangers.map(([, client]) => client);
    const other = await otherTeamUser!.get('/api/teams/mine');
    expect(other.status).toBe(200);
    expect(other.body.team.id).not.toBe(owner.team.id);
    for (const client of [business!, admin!]) {
      const res = await client.get('/api/teams/mine');
      expect(res.status).toBe(404);
      expect(res.body.error).toEqual({ code: 'NO_TEAM', message: 'No team found' });
    }
  });
});
