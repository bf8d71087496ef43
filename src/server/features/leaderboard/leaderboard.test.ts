import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../../tests/support/app';
import { createPlayer, teamOwner } from '../../../../tests/support/factories';
import { recordGift, recordSponsorship } from '../../../../tests/support/features/leaderboard';
import { teamLeaderboard } from './query';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});

describe('teamLeaderboard', () => {
  it('ranks players by counted gifts, with distinct supporters and credited paid sponsorships', async () => {
    const { team } = await teamOwner(t);
    const ava = await createPlayer(t, team, { playerName: 'Ava Chen', jerseyNumber: 7 });
    const ben = await createPlayer(t, team, { playerName: 'Ben  Okafor-Hill', jerseyNumber: 9 });
    const cal = await createPlayer(t, team, { playerName: 'Cal', jerseyNumber: 3 });
    // Ava: two gifts from one donor (any case), one anonymous, plus gifts that do not count.
    await recordGift(t, ava, { amount: 1000, donorEmail: 'gran@example.com' });
    await recordGift(t, ava, { amount: 2000, donorEmail: 'GRAN@example.com' });
    await recordGift(t, ava, { amount: 500 });
    for (const status of ['pending', 'failed', 'cancelled'] as const) {
      await recordGift(t, ava, { amount: 9999, status, donorEmail: 'other@example.com' });
    }
    // Ben: more money, two anonymous gifts (two supporters), and two credited sponsorships, one unpaid.
    await recordGift(t, ben, { amount: 5000 });
    await recordGift(t, ben, { amount: 100 });
    await recordSponsorship(t, team.id, { creditedPlayerId: ben.id });
    await recordSponsorship(t, team.id, { creditedPlayerId: ben.id, status: 'completed' });
    await recordSponsorship(t, team.id, {
      creditedPlayerId: ben.id,
      status: 'pending',
      paymentStatus: 'pending',
    });
    await recordSponsorship(t, team.id, {
      creditedPlayerId: ben.id,
      status: 'cancelled',
      paymentStatus: 'paid',
    });
    // Another team's gift to nobody here changes nothing.
    const other = await teamOwner(t);
    await recordGift(t, await createPlayer(t, other.team), { amount: 77_700 });

    expect(await teamLeaderboard(t.db, team.id)).toEqual([
      {
        playerId: ben.id,
        urlSlug: `${team.slug}/9`,
        publicName: 'Ben O.',
        fullName: 'Ben  Okafor-Hill',
        raisedCents: 5100,
        supporters: 2,
        sponsorsBrought: 2,
        pageHidden: false,
      },
      {
        playerId: ava.id,
        urlSlug: `${team.slug}/7`,
        publicName: 'Ava C.',
        fullName: 'Ava Chen',
        raisedCents: 3500,
        supporters: 2,
        sponsorsBrought: 0,
        pageHidden: false,
      },
      {
        playerId: cal.id,
        urlSlug: `${team.slug}/3`,
        publicName: 'Cal',
        fullName: 'Cal',
        raisedCents: 0,
        supporters: 0,
        sponsorsBrought: 0,
        pageHidden: false,
      },
    ]);
  });

  it('leaves hidden pages out of the public list only', async () => {
    const { team } = await teamOwner(t);
    const shown = await createPlayer(t, team, { playerName: 'Dee Park', jerseyNumber: 1 });
    const hidden = await createPlayer(t, team, { playerName: 'Eli Ross', jerseyNumber: 2, pageHidden: true });
    await recordGift(t, hidden, { amount: 9000 });
    const all = await teamLeaderboard(t.db, team.id);
    expect(all.map((row) => [row.playerId, row.pageHidden])).toEqual([
      [hidden.id, true],
      [shown.id, false],
    ]);
    const listed = await teamLeaderboard(t.db, team.id, { publicOnly: true });
    expect(listed.map((row) => row.playerId)).toEqual([shown.id]);
  });
});
