import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../../tests/support/app';
import { businessOwner, createPlayer, teamOwner } from '../../../../tests/support/factories';
import { rawRequest, samplePng } from '../../../../tests/support/features/fulfilment';
import { leagueOwner } from '../../../../tests/support/features/leagues';
import { LEAGUE_LOGO_WRONG_TYPE, LEAGUE_PAGE_NOT_FOUND } from '../../../shared/schemas/leagues';
import { BRAND_COLOR_INVALID } from '../../../shared/schemas/partner-page';
import { planSubscriptions, teams } from '../../db/schema';

/*
 * A league's branding (decision 0055): its colour and logo on a public league page listing its teams, and
 * on its teams' public pages, while the League Plan is in force; a lapse hides them and deletes nothing.
 */

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});

const uploadLogo = (
  client: Awaited<ReturnType<typeof leagueOwner>>['client'],
  bytes: Uint8Array,
  type: string,
) =>
  rawRequest(t, client, '/api/leagues/mine/logo', {
    method: 'PUT',
    body: new Uint8Array(bytes),
    headers: { 'content-type': type },
  });

/** A league on its plan with two teams: one approved (listed), one still pending. */
async function brandedLeague() {
  const league = await leagueOwner(t, { name: 'Willamette Valley League' });
  const listed = await teamOwner(t, { verificationStatus: 'approved', name: 'Aardvarks FC' });
  const pending = await teamOwner(t, { name: 'Not Yet Approved' });
  await t.db.update(teams).set({ leagueId: league.league.id }).where(eq(teams.id, listed.team.id));
  await t.db.update(teams).set({ leagueId: league.league.id }).where(eq(teams.id, pending.team.id));
  return { ...league, listed, pending };
}

const lapse = (leagueId: string) =>
  t.db.update(planSubscriptions).set({ status: 'ended' }).where(eq(planSubscriptions.leagueId, leagueId));

describe('the league page', () => {
  it('is public while the plan is in force, with its listed teams only; then 404, nothing deleted', async () => {
    const l = await brandedLeague();
    const saved = await l.client.patch('/api/leagues/mine', {
      brandColor: '#1f6feb',
      description: 'Since 1987.',
    });
    expect(saved.body).toMatchObject({ brandColor: '#1F6FEB', description: 'Since 1987.' });
    const page = await t.client().get(`/api/league-pages/${l.league.slug}`);
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({
      name: 'Willamette Valley League',
      brandColor: '#1F6FEB',
      description: 'Since 1987.',
      logoUrl: null,
      teams: [{ id: l.listed.team.id, name: 'Aardvarks FC' }],
    });
    expect(JSON.stringify(page.body)).not.toContain(l.pending.team.name);
    expect(JSON.stringify(page.body)).not.toContain(l.user.email);
    await lapse(l.league.id);
    const gone = await t.client().get(`/api/league-pages/${l.league.slug}`);
    expect(gone.status).toBe(404);
    expect(gone.body.error.message).toBe(LEAGUE_PAGE_NOT_FOUND);
    expect((await l.client.get('/api/leagues/mine')).body.brandColor).toBe('#1F6FEB');
  });

  it('refuses a colour that is not #RRGGBB, changing nothing', async () => {
    const l = await brandedLeague();
    const bad = await l.client.patch('/api/leagues/mine', { brandColor: 'red' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields.brandColor).toEqual([BRAND_COLOR_INVALID]);
    expect((await l.client.get('/api/leagues/mine')).body.brandColor).toBe('#0B2545');
  });

  it('takes a logo checked by its bytes, serves it, and only on the plan', async () => {
    const l = await brandedLeague();
    const wrong = await uploadLogo(l.client, new TextEncoder().encode('<svg onload=alert(1)>'), 'image/png');
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.message).toBe(LEAGUE_LOGO_WRONG_TYPE);
    const png = await samplePng();
    const saved = await uploadLogo(l.client, png, 'image/png');
    expect(saved.status).toBe(200);
    expect(saved.body.logoUrl).toMatch(new RegExp(`^/api/league-pages/${l.league.slug}/logo\\?v=\\d+$`));
    const logo = await t.fetchRaw(saved.body.logoUrl);
    expect(logo.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await logo.arrayBuffer())).toEqual(new Uint8Array(png));
    await lapse(l.league.id);
    expect((await t.fetchRaw(saved.body.logoUrl)).status).toBe(404);
    const refused = await uploadLogo(l.client, png, 'image/png');
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe('PLAN_REQUIRED');
  });
});

describe("the teams' public pages", () => {
  it("show the league's badge on the player page and the team page while the plan is in force", async () => {
    const l = await brandedLeague();
    const player = await createPlayer(t, l.listed.team, { playerName: 'Mia Lopez', jerseyNumber: 9 });
    const path = `/api/players/${l.listed.team.slug}/${player.playerNumber}`;
    const badge = {
      slug: l.league.slug,
      name: 'Willamette Valley League',
      brandColor: '#0B2545',
      logoUrl: null,
    };
    expect((await t.client().get(path)).body.page.league).toEqual(badge);
    const business = await businessOwner(t);
    const details = await business.client.get(`/api/discovery/teams/${l.listed.team.id}`);
    expect(details.body.team.league).toEqual(badge);

    await lapse(l.league.id);
    expect((await t.client().get(path)).body.page.league).toBeNull();
    // The cached team page follows the plan's change (the listing version moves).
    expect(
      (await business.client.get(`/api/discovery/teams/${l.listed.team.id}`)).body.team.league,
    ).toBeNull();
  });

  it('show no league for a team outside one', async () => {
    const solo = await teamOwner(t, { verificationStatus: 'approved' });
    const player = await createPlayer(t, solo.team, { playerName: 'Ana Ruiz', jerseyNumber: 4 });
    const res = await t.client().get(`/api/players/${solo.team.slug}/${player.playerNumber}`);
    expect(res.body.page.league).toBeNull();
  });
});
