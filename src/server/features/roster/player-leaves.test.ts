import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../../tests/support/app';
import { createPlayer } from '../../../../tests/support/factories';
import {
  donationRow,
  donationWorld,
  gift,
  giveInSandbox,
} from '../../../../tests/support/features/donations';
import { manualClock } from '../../../../tests/support/features/payments';
import { rollOver } from '../../../../tests/support/features/seasons';
import { emailOutbox, playerDonations, teamPlayers } from '../../db/schema';
import { donationRenewalJob } from '../../payments/renewals';
import { createSandboxProvider } from '../../payments/sandbox';

/**
 * Issue 19: removing a player (from the roster, or by leaving them out of a season rollover) stops their
 * monthly gifts at the provider first and tells each donor; nothing is ever charged for a removed player.
 * The coach sees how many monthly gifts a removal will stop before removing.
 */

let t: TestApp;
const clock = manualClock(new Date('2026-04-10T15:00:00Z'));
const cancelled: string[] = [];
beforeAll(async () => {
  t = await startTestApp();
  t.deps.clock = clock;
  const sandbox = createSandboxProvider(t.deps);
  // The sandbox's own cancel does nothing to see; this one also notes what it was asked to cancel.
  t.deps.payments = {
    ...sandbox,
    cancelSubscription: async (id) => {
      cancelled.push(id);
    },
  };
});

async function monthlyWorld() {
  const w = await donationWorld(t, { seasonStartDate: '2026-03-01', seasonEndDate: '2026-08-31' });
  const monthly = await giveInSandbox(
    t,
    gift(w.player.id, {
      amount: 2_000,
      isRecurring: true,
      donorEmail: `gran-${crypto.randomUUID()}@example.com`,
    }),
  );
  const once = await giveInSandbox(t, gift(w.player.id, { amount: 500 }));
  return {
    ...w,
    monthly: await donationRow(t, monthly.donationId),
    once: await donationRow(t, once.donationId),
  };
}

const stoppedMails = (to: string) =>
  t.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toEmail, to), eq(emailOutbox.kind, 'donation_stopped')));

describe('removing a player with a monthly gift', () => {
  it('the roster says how many monthly gifts a removal stops', async () => {
    const w = await monthlyWorld();
    const roster = await w.owner.client.get(`/api/teams/${w.team.id}/players`);
    const listed = roster.body.players.find((p: { id: string }) => p.id === w.player.id);
    expect(listed.monthlyGifts).toBe(1);
  });

  it('cancels it at the provider, marks it stopped, mails the donor once, and no month is charged after', async () => {
    const w = await monthlyWorld();
    const res = await w.owner.client.delete(`/api/teams/${w.team.id}/players/${w.player.id}`);
    expect(res.status).toBe(204);
    expect(cancelled).toContain(w.monthly.subscriptionId);
    const row = await donationRow(t, w.monthly.id);
    expect(row.cancelledAt).not.toBeNull();
    expect(row.nextRenewalAt).toBeNull();
    const [mail, ...more] = await stoppedMails(w.monthly.donorEmail!);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe('Your monthly donation to Ava M. has stopped');
    expect(mail!.text).toContain('You will not be charged for it again.');
    expect(mail!.text).toContain(`/team-details/${w.team.id}`);
    // The gifts stay in the books; a month later nothing is charged.
    expect((await donationRow(t, w.once.id)).status).toBe('succeeded');
    clock.advanceMinutes(40 * 24 * 60);
    await donationRenewalJob(t.deps).runOnce();
    const renewals = await t.db
      .select()
      .from(playerDonations)
      .where(eq(playerDonations.renewsDonationId, w.monthly.id));
    expect(renewals).toEqual([]);
  });

  it('keeps the player (502) when the provider cannot cancel: nothing may charge for someone gone', async () => {
    const w = await monthlyWorld();
    const working = t.deps.payments!;
    t.deps.payments = { ...working, cancelSubscription: () => Promise.reject(new Error('provider down')) };
    try {
      const res = await w.owner.client.delete(`/api/teams/${w.team.id}/players/${w.player.id}`);
      expect(res.status).toBe(502);
    } finally {
      t.deps.payments = working;
    }
    expect(await t.db.select().from(teamPlayers).where(eq(teamPlayers.id, w.player.id))).toHaveLength(1);
    expect((await donationRow(t, w.monthly.id)).cancelledAt).toBeNull();
    expect(await stoppedMails(w.monthly.donorEmail!)).toEqual([]);
  });

  it("touches nothing of another team's player: 404 before any cancel", async () => {
    const w = await monthlyWorld();
    const stranger = await donationWorld(t);
    const before = cancelled.length;
    const res = await stranger.owner.client.delete(`/api/teams/${stranger.team.id}/players/${w.player.id}`);
    expect(res.status).toBe(404);
    expect(cancelled.length).toBe(before);
    expect((await donationRow(t, w.monthly.id)).cancelledAt).toBeNull();
  });

  it('a season rollover that leaves the player out stops their gift the same way; a kept player keeps theirs', async () => {
    const w = await monthlyWorld();
    const kept = await createPlayer(t, w.team, { firstName: 'Kim', lastName: 'Stays' });
    const keptGift = await giveInSandbox(
      t,
      gift(kept.id, { amount: 1_000, isRecurring: true, donorEmail: 'kim-gran@example.com' }),
    );
    const res = await rollOver(w.owner.client, w.team.id, { keepPlayerIds: [kept.id] });
    expect(res.status).toBe(200);
    expect((await donationRow(t, w.monthly.id)).cancelledAt).not.toBeNull();
    expect(await stoppedMails(w.monthly.donorEmail!)).toHaveLength(1);
    expect((await donationRow(t, keptGift.donationId)).cancelledAt).toBeNull();
  });

  it('a refused rollover (a kept player not on the roster) stops nobody', async () => {
    const w = await monthlyWorld();
    const before = cancelled.length;
    const res = await rollOver(w.owner.client, w.team.id, { keepPlayerIds: [crypto.randomUUID()] });
    expect(res.status).toBe(400);
    expect(cancelled.length).toBe(before);
    expect((await donationRow(t, w.monthly.id)).cancelledAt).toBeNull();
  });
});
