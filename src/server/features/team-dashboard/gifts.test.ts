import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { startTestApp } from '../../../../tests/support/app';
import { createPlayer, teamOwner } from '../../../../tests/support/factories';
import { recordGift } from '../../../../tests/support/features/leaderboard';
import { TEAM_GIFTS_PAGE_SIZE } from '../../../shared/schemas/team-dashboard';
import { teamPlayers } from '../../db/schema';

/* The coach's list of gifts with their states (issue 19, "A coach sees each donation"). */

const t = await startTestApp();

const march = (day: number) => new Date(Date.UTC(2026, 2, day, 12));

async function coachWithPlayer() {
  const owner = await teamOwner(t);
  const player = await createPlayer(t, owner.team, { playerName: 'Ava Martinez', jerseyNumber: 7 });
  const list = async (query = '') => {
    const res = await owner.client.get(`/api/teams/${owner.team.id}/gifts${query}`);
    expect(res.status).toBe(200);
    return res.body;
  };
  return { owner, player, list };
}

/** A monthly gift's first row and `months` later months, each in the status given. */
async function monthlyGift(
  player: Parameters<typeof recordGift>[1],
  first: Parameters<typeof recordGift>[2],
  later: Array<'succeeded' | 'refunded'> = [],
) {
  const gift = await recordGift(t, player, {
    isRecurring: true,
    amount: 1500,
    subscriptionId: `sub_${crypto.randomUUID()}`,
    nextRenewalAt: march(28),
    ...first,
  });
  for (const status of later) {
    await recordGift(t, player, { isRecurring: true, amount: 1500, renewsDonationId: gift.id, status });
  }
  return gift;
}

describe('GET /api/teams/:teamId/gifts', () => {
  it('lists each gift with its state, newest first, and leaves out checkouts that were never paid', async () => {
    const { player, list } = await coachWithPlayer();
    await recordGift(t, player, { amount: 2500, donorName: 'Pat Lee', showName: true });
    await recordGift(t, player, { amount: 4000, status: 'refunded', refundedAt: march(5) });
    await recordGift(t, player, { amount: 700, status: 'failed' });
    await recordGift(t, player, { amount: 9000, status: 'pending' });
    await recordGift(t, player, { amount: 9000, status: 'cancelled' });
    await monthlyGift(player, { donorName: 'Hidden Name', showName: false }, ['succeeded', 'refunded']);
    await monthlyGift(player, { cancelledAt: march(20), nextRenewalAt: null });
    await monthlyGift(player, { paymentFailedAt: march(21) });
    await monthlyGift(player, { status: 'refunded', cancelledAt: march(22), nextRenewalAt: null });

    const body = await list();
    expect(body).toMatchObject({ page: 1, pageSize: TEAM_GIFTS_PAGE_SIZE, total: 7 });
    const rows = body.gifts.map((g: Record<string, unknown>) => [g.state, g.amountCents, g.monthly]);
    expect(rows).toEqual([
      ['refunded', 1500, true],
      ['failed', 1500, true],
      ['cancelled', 1500, true],
      ['active', 1500, true],
      ['failed', 700, false],
      ['refunded', 4000, false],
      ['paid', 2500, false],
    ]);
    const [refundedMonthly, failing, cancelled, active, , refunded, paid] = body.gifts;
    expect(active).toMatchObject({
      playerName: 'Ava Martinez',
      playerRemoved: false,
      donorName: null,
      monthsPaid: 2,
      countedCents: 3000,
      monthsRefunded: 1,
      nextPaymentAt: march(28).toISOString(),
      endedAt: null,
    });
    expect(failing.nextPaymentAt).toBe(march(28).toISOString());
    expect(cancelled).toMatchObject({ endedAt: march(20).toISOString(), nextPaymentAt: null });
    expect(refundedMonthly).toMatchObject({ monthsPaid: 0, countedCents: 0, monthsRefunded: 1 });
    expect(refunded.endedAt).toBe(march(5).toISOString());
    expect(paid).toMatchObject({ donorName: 'Pat Lee', countedCents: 2500, monthsPaid: 1 });
    // Donors' emails never reach the coach's list.
    expect(JSON.stringify(body)).not.toMatch(/@|Hidden Name/);
  });

  it("keeps a removed player's gifts under the name they had", async () => {
    const { player, list } = await coachWithPlayer();
    await recordGift(t, player, { amount: 1200 });
    await t.db.delete(teamPlayers).where(eq(teamPlayers.id, player.id));
    const [gift] = (await list()).gifts;
    expect(gift).toMatchObject({ playerName: 'Ava Martinez', playerRemoved: true, state: 'paid' });
  });

  it('pages by 20, and refuses a page that is not a whole number from 1', async () => {
    const { owner, player, list } = await coachWithPlayer();
    for (let i = 0; i < TEAM_GIFTS_PAGE_SIZE + 3; i += 1) await recordGift(t, player, { amount: 100 + i });
    const first = await list();
    const second = await list('?page=2');
    expect(first.gifts).toHaveLength(TEAM_GIFTS_PAGE_SIZE);
    expect(second.gifts.map((g: { amountCents: number }) => g.amountCents)).toEqual([102, 101, 100]);
    expect(second.total).toBe(TEAM_GIFTS_PAGE_SIZE + 3);
    const bad = await owner.client.get(`/api/teams/${owner.team.id}/gifts?page=0`);
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toBe('Page must be a whole number from 1.');
  });
});
