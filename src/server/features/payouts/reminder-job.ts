import { formatCentsExact } from '../../../shared/money';
import { clockOf } from '../../core/clock';
import type { Deps } from '../../core/deps';
import { describeError } from '../../core/errors';
import { scheduledSends } from '../../db/schema';
import { mailBody } from '../../email/layout';
import { enqueueEmail, type OutgoingMail } from '../../email/outbox';
import { type PeriodicJob, periodicJob } from '../../jobs/periodic';
import { teamsHoldingMoney } from '../../payments/payout-accounts';

export const PAYOUT_REMINDER = 'payout_reminder';
const DAY_MS = 24 * 60 * 60 * 1000;
/** The first reminder a week after the first money came in, then every two weeks, four at most. */
export const PAYOUT_REMINDER_SCHEDULE = { firstAfterDays: 7, everyDays: 14, most: 4 } as const;

/** Which reminder is due after waiting this long: 1 from a week, 2 from three weeks...; 0 for none yet. */
export function reminderDue(heldSince: Date, now: Date): number {
  const { firstAfterDays, everyDays, most } = PAYOUT_REMINDER_SCHEDULE;
  const days = (now.getTime() - heldSince.getTime()) / DAY_MS;
  if (days < firstAfterDays) return 0;
  return Math.min(most, 1 + Math.floor((days - firstAfterDays) / everyDays));
}

export function payoutReminderMail(input: {
  to: string;
  coachName: string;
  teamName: string;
  heldCents: number;
  appUrl: string;
}): OutgoingMail {
  const held = formatCentsExact(input.heldCents);
  const link = `${input.appUrl}/team-dashboard`;
  const lead = `Homefield is holding ${held} that families and sponsors gave ${input.teamName}. To receive it, connect the team's bank account: it takes about five minutes with the payment provider.`;
  const safe = 'Until then the money stays with Homefield for your team; nothing is lost.';
  return {
    kind: PAYOUT_REMINDER,
    to: input.to,
    toName: input.coachName,
    subject: `Connect a bank account to receive ${held} for ${input.teamName}`,
    ...mailBody([`Hi ${input.coachName},`, lead, { link: 'Set up payouts', href: link }, safe]),
  };
}

/**
 * Reminds teams that raised money but cannot receive it (issue 20). Each reminder is claimed by its key
 * ('{teamId}:{n}') in scheduled_sends in the transaction that queues the email, so of two instances or two
 * rounds only one sends it.
 */
export function payoutReminderJob(
  deps: Deps,
  options: { pollMs?: number; batchSize?: number } = {},
): PeriodicJob {
  const log = deps.logger.child({ component: 'payout-reminders' });
  const batchSize = options.batchSize ?? 50;

  async function run(stopped: () => boolean): Promise<number> {
    const now = clockOf(deps).now();
    const waitingSince = new Date(now.getTime() - PAYOUT_REMINDER_SCHEDULE.firstAfterDays * DAY_MS);
    let sent = 0;
    for (const team of await teamsHoldingMoney(deps.database.db, { limit: batchSize, waitingSince })) {
      if (stopped()) break;
      const n = reminderDue(team.heldSince, now);
      if (n === 0) continue;
      try {
        const queued = await deps.database.db.transaction(async (tx) => {
          const [claimed] = await tx
            .insert(scheduledSends)
            .values({ kind: PAYOUT_REMINDER, subjectKey: `${team.teamId}:${n}`, sentAt: now })
            .onConflictDoNothing({ target: [scheduledSends.kind, scheduledSends.subjectKey] })
            .returning({ key: scheduledSends.subjectKey });
          if (!claimed) return false;
          await enqueueEmail(tx, {
            ...payoutReminderMail({
              to: team.contactEmail,
              coachName: team.coachName,
              teamName: team.teamName,
              heldCents: team.heldCents,
              appUrl: deps.config.publicUrl,
            }),
            teamId: team.teamId,
          });
          return true;
        });
        if (queued) sent += 1;
      } catch (error) {
        log.error(
          { teamId: team.teamId, err: describeError(error) },
          'could not remind a team about payouts',
        );
      }
    }
    if (sent > 0) {
      log.info({ sent }, 'payout reminders queued');
      deps.mail?.kick();
    }
    return sent;
  }

  return periodicJob({
    name: 'payout_reminders',
    metrics: deps.metrics,
    pollMs: options.pollMs ?? 60 * 60_000,
    log,
    failure: 'payout reminder round failed',
    run,
  });
}
