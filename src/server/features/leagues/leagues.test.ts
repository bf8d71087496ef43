import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../../tests/support/app';
import {
  businessOwner,
  createPlayer,
  createTeam,
  createUser,
  signedInClient,
  teamOwner,
} from '../../../../tests/support/factories';
import { rawRequest } from '../../../../tests/support/features/fulfilment';
import { leagueOwner } from '../../../../tests/support/features/leagues';
import { mailTo } from '../../../../tests/support/features/payments';
import { buyTeamPro, payPlan } from '../../../../tests/support/features/plans';
import { pdfText } from '../../../../tests/support/receipts';
import { PLANS } from '../../../shared/plans';
import {
  LEAGUE_COACH_INVITES_PER_DAY,
  LEAGUE_EXISTS,
  LEAGUE_INVITE_NOT_FOUND,
  LEAGUE_PLAN_REQUIRED,
  LEAGUE_TEAM_ALREADY_IN,
  LEAGUE_TEAM_IN_ANOTHER,
  LEAGUE_TEAM_NOT_APPROVED,
  LEAGUE_TEAM_NOT_FOUND,
  LEAGUE_TOO_MANY_INVITES,
} from '../../../shared/schemas/leagues';
import { createSession, SESSION_COOKIE } from '../../auth/sessions';
import { leagueInvites, playerDonations, sponsorships, teams } from '../../db/schema';
import { teamPlanOf } from '../../plans/current';
import { LEAGUE_PLAN_COVERS } from '../plans/service';

/*
 * The League Plan (issue 21, decision 0055): a team account starts a league, buys the plan, invites
 * approved teams whose coaches accept on their dashboards, and sees their figures on one dashboard.
 */

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});

const approvedTeam = (name?: string) =>
  teamOwner(t, { verificationStatus: 'approved', ...(name && { name }) });

async function joined(
  league: Awaited<ReturnType<typeof leagueOwner>>,
  team: Awaited<ReturnType<typeof approvedTeam>>,
) {
  const invited = await league.client.post('/api/leagues/mine/invites', { teamId: team.team.id });
  expect(invited.status).toBe(201);
  const inviteId = invited.body.invites.find((i: { teamId: string }) => i.teamId === team.team.id).id;
  const accepted = await team.client.post(`/api/teams/${team.team.id}/league-invites/${inviteId}/accept`);
  expect(accepted.status).toBe(200);
  return inviteId as string;
}

describe('starting a league', () => {
  it('makes one league per team account, with a slug from its name', async () => {
    const { user, client } = await signedInClient(t, { roles: ['team'] });
    const res = await client.post('/api/leagues', {
      name: 'Rose City Youth Soccer!',
      contactEmail: user.email,
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      name: 'Rose City Youth Soccer!',
      slug: 'rose-city-youth-soccer',
      planActive: false,
      teams: [],
      invites: [],
    });
    const again = await client.post('/api/leagues', { name: 'Another', contactEmail: user.email });
    expect(again.status).toBe(409);
    expect(again.body.error).toMatchObject({ code: 'LEAGUE_EXISTS', message: LEAGUE_EXISTS });
    expect((await client.get('/api/leagues/mine')).body.name).toBe('Rose City Youth Soccer!');
  });

  it('refuses a blank name, a business account and anonymous callers, writing nothing', async () => {
    const { user, client } = await signedInClient(t, { roles: ['team'] });
    const blank = await client.post('/api/leagues', { name: '  ', contactEmail: user.email });
    expect(blank.status).toBe(400);
    expect(blank.body.error.fields.name).toEqual(['Enter your league name']);
    expect((await client.get('/api/leagues/mine')).status).toBe(404);
    const business = await businessOwner(t);
    expect((await business.client.post('/api/leagues', { name: 'X', contactEmail: 'x@y.test' })).status).toBe(
      403,
    );
    expect((await t.client().post('/api/leagues', { name: 'X', contactEmail: 'x@y.test' })).status).toBe(401);
  });

  it('buys the League Plan through the sandbox checkout; the plan starts when it is paid', async () => {
    const league = await leagueOwner(t, { plan: false });
    const blocked = await league.client.post('/api/leagues/mine/invites', {
      teamId: (await approvedTeam()).team.id,
    });
    expect(blocked.status).toBe(403);
    expect(blocked.body.error).toMatchObject({ code: 'PLAN_REQUIRED', message: LEAGUE_PLAN_REQUIRED });
    const started = await league.client.post('/api/leagues/mine/plan/checkout', { plan: 'league' });
    expect(started.status).toBe(201);
    expect((await league.client.get('/api/leagues/mine/plan')).body.plan).toBe('team_free');
    expect((await payPlan(league.client, started.body.url)).status).toBe(200);
    const plan = await league.client.get('/api/leagues/mine/plan');
    expect(plan.body).toMatchObject({
      account: { kind: 'league', id: league.league.id },
      plan: 'league',
      subscription: { status: 'active', plan: 'league' },
      sponsors: { limit: null },
    });
    expect(plan.body.invoices).toEqual([expect.objectContaining({ amountCents: PLANS.league.priceCents })]);
    expect((await league.client.get('/api/leagues/mine')).body.planActive).toBe(true);
    // Only the League Plan is sold to a league.
    expect((await league.client.post('/api/leagues/mine/plan/checkout', { plan: 'team_pro' })).status).toBe(
      400,
    );
  });
});

describe('inviting teams', () => {
  it('invites an approved team once, mails its coach once, and the coach accepts once', async () => {
    const league = await leagueOwner(t, { name: 'Cascade Club' });
    const team = await approvedTeam('Sellwood Comets');
    const first = await league.client.post('/api/leagues/mine/invites', { teamId: team.team.id });
    const second = await league.client.post('/api/leagues/mine/invites', { teamId: team.team.id });
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(second.body.invites).toHaveLength(1);
    const invites = (await mailTo(t, team.team.contactEmail)).filter((m) => m.kind === 'league_invite');
    expect(invites.map((m) => m.subject)).toEqual([
      'Cascade Club invites Sellwood Comets to join the league',
    ]);

    const seen = await team.client.get(`/api/teams/${team.team.id}/league`);
    expect(seen.body).toMatchObject({ league: null, invites: [{ league: { name: 'Cascade Club' } }] });
    const inviteId = seen.body.invites[0].id;
    const path = `/api/teams/${team.team.id}/league-invites/${inviteId}/accept`;
    const [a, b] = await Promise.all([team.client.post(path), team.client.post(path)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(b.body).toMatchObject({ league: { name: 'Cascade Club' }, invites: [] });
    const answers = (await mailTo(t, league.user.email)).filter((m) => m.kind === 'league_answered');
    expect(answers.map((m) => m.subject)).toEqual(['Sellwood Comets accepted your invitation']);
    const view = await league.client.get('/api/leagues/mine');
    expect(view.body.teams.map((x: { name: string }) => x.name)).toEqual(['Sellwood Comets']);
    expect(view.body.invites).toEqual([]);
    const again = await league.client.post('/api/leagues/mine/invites', { teamId: team.team.id });
    expect(again.body.error).toMatchObject({
      code: 'LEAGUE_TEAM_ALREADY_IN',
      message: LEAGUE_TEAM_ALREADY_IN,
    });
  });

  it('refuses teams that are not approved, unknown, or in another league', async () => {
    const league = await leagueOwner(t);
    const pending = await teamOwner(t);
    const notApproved = await league.client.post('/api/leagues/mine/invites', { teamId: pending.team.id });
    expect(notApproved.status).toBe(404);
    expect(notApproved.body.error.message).toBe(LEAGUE_TEAM_NOT_FOUND);
    const bad = await league.client.post('/api/leagues/mine/invites', { teamId: 'nope' });
    expect(bad.status).toBe(400);
    const other = await leagueOwner(t);
    const team = await approvedTeam();
    await joined(other, team);
    const taken = await league.client.post('/api/leagues/mine/invites', { teamId: team.team.id });
    expect(taken.status).toBe(409);
    expect(taken.body.error.message).toBe(LEAGUE_TEAM_IN_ANOTHER);
  });

  it('a declined or withdrawn invitation cannot be accepted; only the team owner answers', async () => {
    const league = await leagueOwner(t);
    const team = await approvedTeam();
    const invited = await league.client.post('/api/leagues/mine/invites', { teamId: team.team.id });
    const inviteId = invited.body.invites[0].id;
    const stranger = await teamOwner(t);
    const path = (id: string) => `/api/teams/${id}/league-invites/${inviteId}`;
    expect((await stranger.client.post(`${path(team.team.id)}/accept`)).status).toBe(404);
    expect((await stranger.client.post(`${path(stranger.team.id)}/accept`)).status).toBe(404);
    expect((await league.client.delete(`/api/leagues/mine/invites/${inviteId}`)).body.invites).toEqual([]);
    const late = await team.client.post(`${path(team.team.id)}/accept`);
    expect(late.status).toBe(404);
    expect(late.body.error.message).toBe(LEAGUE_INVITE_NOT_FOUND);
    const [row] = await t.db.select().from(teams).where(eq(teams.id, team.team.id));
    expect(row!.leagueId).toBeNull();

    const again = await league.client.post('/api/leagues/mine/invites', { teamId: team.team.id });
    const declined = await team.client.post(
      `/api/teams/${team.team.id}/league-invites/${again.body.invites[0].id}/decline`,
    );
    expect(declined.status).toBe(200);
    const states = await t.db.select().from(leagueInvites).where(eq(leagueInvites.teamId, team.team.id));
    expect(states.map((s) => s.status).sort()).toEqual(['declined', 'withdrawn']);
  });

  it('the coach leaves, or the league removes the team; each tells the other side', async () => {
    const league = await leagueOwner(t, { name: 'Eastside League' });
    const leaver = await approvedTeam('Leavers');
    const removed = await approvedTeam('Removed FC');
    await joined(league, leaver);
    await joined(league, removed);
    const left = await leaver.client.post(`/api/teams/${leaver.team.id}/league/leave`);
    expect(left.body.league).toBeNull();
    const out = await league.client.delete(`/api/leagues/mine/teams/${removed.team.id}`);
    expect(out.body.teams).toEqual([]);
    expect((await mailTo(t, league.user.email)).map((m) => m.subject)).toContain(
      'Leavers left Eastside League',
    );
    expect((await mailTo(t, removed.team.contactEmail)).map((m) => m.subject)).toContain(
      'Removed FC is no longer in Eastside League',
    );
  });
});

describe('inviting a coach by email', () => {
  it('reaches a coach not on Homefield yet, once, who accepts from the team they register later', async () => {
    const league = await leagueOwner(t, { name: 'Northside League' });
    const address = `New.Coach.${Date.now()}@example.com`;
    const [a, b] = await Promise.all([
      league.client.post('/api/leagues/mine/coach-invites', { email: address }),
      league.client.post('/api/leagues/mine/coach-invites', { email: address }),
    ]);
    expect([a.status, b.status]).toEqual([201, 201]);
    const view = (await league.client.get('/api/leagues/mine')).body;
    expect(view.invites).toEqual([
      expect.objectContaining({ email: address.toLowerCase(), teamId: null, teamName: null }),
    ]);
    const mails = (await mailTo(t, address.toLowerCase())).filter((m) => m.kind === 'league_invite');
    expect(mails).toHaveLength(1);

    // Someone else's team never sees it.
    const stranger = await approvedTeam();
    expect((await stranger.client.get(`/api/teams/${stranger.team.id}/league`)).body.invites).toEqual([]);
    const inviteId = view.invites[0].id;
    const stolen = await stranger.client.post(
      `/api/teams/${stranger.team.id}/league-invites/${inviteId}/accept`,
    );
    expect(stolen.status).toBe(404);

    // The coach registers with that address, and the invitation is on their team's dashboard.
    const { user, client } = await signedInClient(t, { roles: ['team'], email: address.toLowerCase() });
    const team = await createTeam(t, user.id, { verificationStatus: 'approved' });
    const seen = await client.get(`/api/teams/${team.id}/league`);
    expect(seen.body.invites).toEqual([
      expect.objectContaining({
        id: inviteId,
        league: expect.objectContaining({ name: 'Northside League' }),
      }),
    ]);
    const accepted = await client.post(`/api/teams/${team.id}/league-invites/${inviteId}/accept`);
    expect(accepted.body.league.name).toBe('Northside League');
    const [row] = await t.db.select().from(leagueInvites).where(eq(leagueInvites.id, inviteId));
    expect(row).toMatchObject({ status: 'accepted', teamId: team.id });
  });

  it('joins only an approved team, and answers every open invitation of that league at once', async () => {
    const league = await leagueOwner(t);
    const { user, client } = await signedInClient(t, { roles: ['team'] });
    const team = await createTeam(t, user.id);
    await league.client.post('/api/leagues/mine/coach-invites', { email: user.email });
    const [invite] = (await client.get(`/api/teams/${team.id}/league`)).body.invites;
    const early = await client.post(`/api/teams/${team.id}/league-invites/${invite.id}/accept`);
    expect(early.status).toBe(409);
    expect(early.body.error).toMatchObject({
      code: 'LEAGUE_TEAM_NOT_APPROVED',
      message: LEAGUE_TEAM_NOT_APPROVED,
    });
    await t.db.update(teams).set({ verificationStatus: 'approved' }).where(eq(teams.id, team.id));
    // The league also invited the team by name meanwhile: accepting one answers both.
    await league.client.post('/api/leagues/mine/invites', { teamId: team.id });
    expect((await client.get(`/api/teams/${team.id}/league`)).body.invites).toHaveLength(2);
    const joined = await client.post(`/api/teams/${team.id}/league-invites/${invite.id}/accept`);
    expect(joined.body).toMatchObject({ league: { id: league.league.id }, invites: [] });
    expect((await league.client.get('/api/leagues/mine')).body.invites).toEqual([]);
  });

  it('mails at most so many addresses a day for one league', async () => {
    const league = await leagueOwner(t);
    await t.db.insert(leagueInvites).values(
      Array.from({ length: LEAGUE_COACH_INVITES_PER_DAY }, (_, i) => ({
        leagueId: league.league.id,
        email: `bulk-${i}-${Date.now()}@example.com`,
        status: 'withdrawn' as const,
      })),
    );
    const refused = await league.client.post('/api/leagues/mine/coach-invites', {
      email: 'one-more@example.com',
    });
    expect(refused.status).toBe(429);
    expect(refused.body.error).toMatchObject({ code: 'TOO_MANY_INVITES', message: LEAGUE_TOO_MANY_INVITES });
    expect((await mailTo(t, 'one-more@example.com')).length).toBe(0);
  });

  it('is not shown to an account whose address is not confirmed', async () => {
    const league = await leagueOwner(t);
    const address = `unconfirmed.${Date.now()}@example.com`;
    await league.client.post('/api/leagues/mine/coach-invites', { email: address });
    const user = await createUser(t, { roles: ['team'], email: address, emailConfirmed: false });
    const team = await createTeam(t, user.id);
    // Signed in by a session made directly: sign-in itself refuses an unconfirmed address.
    const client = t.client();
    const session = await createSession(t.db, t.deps.config, user.id, {});
    client.cookies.set(SESSION_COOKIE, session.token);
    expect((await client.get(`/api/teams/${team.id}/league`)).body.invites).toEqual([]);
  });
});

describe("the League Plan covers the league's teams", () => {
  it('lifts the Free sponsor limit and the gift fee while in force; a team cannot buy Team Pro on top', async () => {
    const league = await leagueOwner(t);
    const team = await approvedTeam();
    expect(await teamPlanOf(t.db, team.team.id, new Date())).toBe('team_free');
    await joined(league, team);
    expect(await teamPlanOf(t.db, team.team.id, new Date())).toBe('league');
    const plan = await team.client.get(`/api/teams/${team.team.id}/plan`);
    expect(plan.body).toMatchObject({ plan: 'league', subscription: null, sponsors: { limit: null } });
    const pro = await team.client.post(`/api/teams/${team.team.id}/plan/checkout`, { plan: 'team_pro' });
    expect(pro.status).toBe(409);
    expect(pro.body.error).toMatchObject({ code: 'LEAGUE_PLAN_COVERS', message: LEAGUE_PLAN_COVERS });
    await team.client.post(`/api/teams/${team.team.id}/league/leave`);
    expect(await teamPlanOf(t.db, team.team.id, new Date())).toBe('team_free');
  });

  it("a team's own Team Pro stays its plan inside a league", async () => {
    const league = await leagueOwner(t);
    const team = await approvedTeam();
    await buyTeamPro(team.client, team.team.id);
    await joined(league, team);
    expect(await teamPlanOf(t.db, team.team.id, new Date())).toBe('team_pro');
  });
});

describe('the league dashboard', () => {
  it("sums each team's season and the league's total, as the teams' own dashboards count them", async () => {
    const league = await leagueOwner(t);
    const a = await approvedTeam('Alpha FC');
    const b = await approvedTeam('Bravo United');
    await joined(league, a);
    await joined(league, b);
    const business = await businessOwner(t);
    await t.db.insert(sponsorships).values({
      teamId: a.team.id,
      businessId: business.business.id,
      tierName: 'Gold',
      amount: 40_000,
      status: 'active',
      paymentStatus: 'paid',
      paidAt: new Date(),
    });
    const player = await createPlayer(t, b.team, { playerName: 'Sam Lee' });
    await t.db.insert(playerDonations).values({
      teamId: b.team.id,
      playerId: player.id,
      playerName: player.playerName,
      amount: 5_000,
      status: 'succeeded',
      paidAt: new Date(),
    });
    const res = await league.client.get('/api/leagues/mine/dashboard');
    expect(res.status).toBe(200);
    expect(
      res.body.teams.map((row: { teamName: string; raisedCents: number }) => [row.teamName, row.raisedCents]),
    ).toEqual([
      ['Alpha FC', 40_000],
      ['Bravo United', 5_000],
    ]);
    expect(res.body.total).toMatchObject({
      raisedCents: 45_000,
      sponsors: 1,
      players: 1,
      donationsCents: 5_000,
    });
    for (const team of [a, b]) {
      const own = await team.client.get(`/api/teams/${team.team.id}/dashboard`);
      const row = res.body.teams.find((x: { teamId: string }) => x.teamId === team.team.id);
      expect(row.raisedCents).toBe(own.body.stats.raised.totalCents);
    }
    const csv = await league.client.get('/api/leagues/mine/report.csv');
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-disposition')).toContain(
      `${league.league.slug}-league-report-current.csv`,
    );
    expect(csv.body).toContain('"Alpha FC"');
    expect(csv.body).toContain('"League total","","450.00","400.00","0.00","50.00","1","1"');
    const pdf = await rawRequest(t, league.client, '/api/leagues/mine/report.pdf', {});
    expect(pdf.status).toBe(200);
    const text = pdfText(pdf.buffer).join('\n');
    expect(text).toContain('Alpha FC');
    expect(text).toContain('League total');
    expect(text).toContain('$450');
  });

  it("shows a member team's roster read-only, by public names; another team is not the league's", async () => {
    const league = await leagueOwner(t);
    const team = await approvedTeam();
    const outsider = await approvedTeam();
    await joined(league, team);
    await createPlayer(t, team.team, { firstName: 'Noor', lastName: 'Haddad', jerseyNumber: 8 });
    const roster = await league.client.get(`/api/leagues/mine/teams/${team.team.id}/roster`);
    expect(roster.status).toBe(200);
    expect(roster.body.players).toEqual([expect.objectContaining({ publicName: 'Noor H.', raisedCents: 0 })]);
    expect(JSON.stringify(roster.body)).not.toContain('Haddad');
    expect((await league.client.get(`/api/leagues/mine/teams/${outsider.team.id}/roster`)).status).toBe(404);
    // Seeing is all: the roster's routes stay the coach's.
    const edit = await league.client.post(`/api/teams/${team.team.id}/players`, {
      firstName: 'X',
      lastName: 'Y',
    });
    expect(edit.status).toBe(404);
  });

  it('is for the owner with the plan in force: 403 without it, 404 without a league', async () => {
    const lapsed = await leagueOwner(t, { plan: false });
    const res = await lapsed.client.get('/api/leagues/mine/dashboard');
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe('PLAN_REQUIRED');
    const coach = await teamOwner(t);
    expect((await coach.client.get('/api/leagues/mine/dashboard')).status).toBe(404);
    expect((await t.client().get('/api/leagues/mine/dashboard')).status).toBe(401);
    expect((await lapsed.client.get('/api/leagues/mine/dashboard?season=yesterday')).status).toBe(400);
  });
});
