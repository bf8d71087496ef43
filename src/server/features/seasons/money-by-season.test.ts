import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../../tests/support/app';
import { createPlayer } from '../../../../tests/support/factories';
import { recordGift } from '../../../../tests/support/features/leaderboard';
import { manualClock, sponsorWorld } from '../../../../tests/support/features/payments';
import { paidSponsorship, rollOver } from '../../../../tests/support/features/seasons';
import { teamPlayers, teams } from '../../db/schema';

/*
 * Which season money counts in (issue 19, docs/decisions/0027): the season that was current when it came
 * in. Every figure of the current season (the stat cards, the season report, the player page's progress
 * and the leaderboard) counts the same money, before and after a rollover.
 */

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  t.deps.clock = manualClock(new Date('2026-08-25T12:00:00Z'));
});

const at = (iso: string) => ({ paidAt: new Date(iso), createdAt: new Date(iso) });

/** A team in its Mar 1 – Aug 31 season with a public leaderboard: Ava raised $25 and brought a sponsor. */
async function season() {
  const world = await sponsorWorld(t, { tier: { name: 'Gold' } });
  await t.db.update(teams).set({ leaderboardPublic: true }).where(eq(teams.id, world.team.id));
  const ava = await createPlayer(t, world.team, { playerName: 'Ava Chen', jerseyNumber: 7 });
  await recordGift(t, ava, { amount: 2_500, ...at('2026-05-01T12:00:00Z') });
  // Paid in April for a contract that runs into next summer.
  const sponsorship = await paidSponsorship(
    t,
    { teamId: world.team.id, tier: world.tier, businessId: world.buyer.business.id },
    new Date('2026-04-10T12:00:00Z'),
    '2027-06-30',
  );
  await t.db.update(teamPlayers).set({ fundraisingGoalCents: 30_000 }).where(eq(teamPlayers.id, ava.id));
  return { ...world, ava, sponsorship };
}

/** Every figure of the current season, read over HTTP as the screens read them. */
async function figures(w: Awaited<ReturnType<typeof season>>) {
  const client = w.owner.client;
  const [dashboard, report, page] = await Promise.all([
    client.get(`/api/teams/${w.team.id}/dashboard`),
    client.get(`/api/teams/${w.team.id}/season-report`),
    t.client().get(`/api/players/${w.team.slug}/7`),
  ]);
  const ava = report.body.byPlayer.find((p: { playerId: string }) => p.playerId === w.ava.id);
  return {
    raised: dashboard.body.stats.raised,
    reportRaised: report.body.raised,
    season: report.body.period.label,
    firstMonth: report.body.overTime[0]?.month ?? null,
    totalSponsors: dashboard.body.stats.totalSponsors,
    activeSponsorships: dashboard.body.stats.activeSponsorships,
    avaInReport: ava.donationsCents,
    avaOnPage: page.body.page.progress.raisedCents,
    avaGoal: page.body.page.progress.goalCents,
    avaOnLeaderboard: page.body.page.leaderboard[0].raisedCents,
  };
}

describe('money counts in the season that was current when it came in', () => {
  it('every figure agrees before a rollover, and after it counts only the new season', async () => {
    const w = await season();
    const before = await figures(w);
    expect(before).toMatchObject({
      raised: {
        totalCents: 52_500,
        sponsorshipsCents: 50_000,
        manualSponsorsCents: 0,
        donationsCents: 2_500,
      },
      season: 'Mar 1, 2026 – Aug 31, 2026',
      totalSponsors: 1,
      activeSponsorships: 1,
      avaInReport: 2_500,
      avaOnPage: 2_500,
      avaGoal: 30_000,
      avaOnLeaderboard: 2_500,
    });
    expect(before.reportRaised).toEqual(before.raised);

    const rolled = await rollOver(w.owner.client, w.team.id, { keepPlayerIds: [w.ava.id] });
    expect(rolled.status).toBe(200);
    // The closed season keeps what it counted.
    expect(rolled.body.season.raised.totalCents).toBe(52_500);

    // A gift after the rollover but before the new season's first day counts in the new season, as does
    // one in it; the rollover reset Ava's goal, and she sets a new one.
    await recordGift(t, w.ava, { amount: 1_000, ...at('2026-08-26T12:00:00Z') });
    await recordGift(t, w.ava, { amount: 2_000, ...at('2026-09-10T12:00:00Z') });
    await t.db.update(teamPlayers).set({ fundraisingGoalCents: 10_000 }).where(eq(teamPlayers.id, w.ava.id));

    const after = await figures(w);
    expect(after).toEqual({
      raised: { totalCents: 3_000, sponsorshipsCents: 0, manualSponsorsCents: 0, donationsCents: 3_000 },
      reportRaised: after.raised,
      season: 'Sep 1, 2026 – Feb 28, 2027',
      firstMonth: '2026-08',
      // The contract paid last season still runs: its sponsor is a sponsor of this season, its money
      // counted in the season it was paid.
      totalSponsors: 1,
      activeSponsorships: 1,
      avaInReport: 3_000,
      avaOnPage: 3_000,
      avaGoal: 10_000,
      avaOnLeaderboard: 3_000,
    });

    // The closed season is still there as it was.
    const past = await w.owner.client.get(`/api/teams/${w.team.id}/seasons`);
    expect(past.body.seasons).toEqual([rolled.body.season]);
  });

  it('a team that never rolled over counts everything it was ever paid, whatever its season dates', async () => {
    const w = await season();
    await recordGift(t, w.ava, { amount: 700, ...at('2026-01-15T12:00:00Z') });
    const now = await figures(w);
    expect(now.raised.totalCents).toBe(53_200);
    expect(now.reportRaised).toEqual(now.raised);
    expect([now.avaInReport, now.avaOnPage, now.avaOnLeaderboard]).toEqual([3_200, 3_200, 3_200]);
    // The chart starts with the first money when it came before the season's first day.
    expect(now.firstMonth).toBe('2026-01');
  });
});
