import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../../tests/support/app';
import { donationWorld, gift, giveInSandbox } from '../../../../tests/support/features/donations';
import { mailTo, manualClock } from '../../../../tests/support/features/payments';
import { payoutReminderJob, reminderDue } from './reminder-job';

/*
 * The reminder to connect a payout account (issue 20): a week after a team's first money came in, then
 * every two weeks, four at most; each once, however many instances run the job; none once it can be paid.
 */

let t: TestApp;
const clock = manualClock(new Date('2026-03-02T09:00:00Z'));
beforeAll(async () => {
  t = await startTestApp();
  t.deps.clock = clock;
});

const DAY = 24 * 60;

describe('the payout reminder', () => {
  it('is due a week in, then every two weeks, four at most', () => {
    const since = new Date('2026-01-01T00:00:00Z');
    const at = (days: number) => reminderDue(since, new Date(since.getTime() + days * 86_400_000));
    expect([at(6.9), at(7), at(20.9), at(21), at(35), at(49), at(400)]).toEqual([0, 1, 1, 2, 3, 4, 4]);
  });

  it('reminds a team holding money once per step, even with two instances, and stops when it is set up', async () => {
    const world = await donationWorld(t);
    await giveInSandbox(t, gift(world.player.id, { amount: 2_500 }));
    const reminders = async () =>
      (await mailTo(t, world.team.contactEmail)).filter((m) => m.kind === 'payout_reminder');
    const [a, b] = [payoutReminderJob(t.deps), payoutReminderJob(t.deps)];

    await a.runOnce();
    expect(await reminders()).toHaveLength(0);
    clock.advanceMinutes(7 * DAY);
    await Promise.all([a.runOnce(), b.runOnce()]);
    const [first] = await reminders();
    expect(await reminders()).toHaveLength(1);
    expect(first!.subject).toBe(`Connect a bank account to receive $22.72 for ${world.team.name}`);
    expect(first!.text).toContain('http://homefield.test/team-dashboard');
    await a.runOnce();
    expect(await reminders()).toHaveLength(1);

    // Set up and verified: no more reminders, whatever the time.
    const base = `/api/teams/${world.team.id}/payout-account`;
    const { url } = (await world.owner.client.post(`${base}/onboarding`)).body;
    await world.owner.client.post(
      `/api/payments/sandbox/accounts/${url.split('/').pop().split('?')[0]}/complete`,
      {
        outcome: 'verified',
      },
    );
    clock.advanceMinutes(30 * DAY);
    await a.runOnce();
    expect(await reminders()).toHaveLength(1);
  });
});
