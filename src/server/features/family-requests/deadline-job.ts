import { eq } from 'drizzle-orm';
import { clockOf } from '../../core/clock';
import type { Deps } from '../../core/deps';
import { describeError } from '../../core/errors';
import { teamPlayers } from '../../db/schema';
import { enqueueEmail } from '../../email/outbox';
import { type PeriodicJob, periodicJob } from '../../jobs/periodic';
import { familyRequestAutoHiddenMail } from './mails';
import { closeRequest, overdueRequests } from './service';

/**
 * A family's request the team left unanswered past its deadline: the page is hidden and the request
 * closed as auto_hidden, the family and the team told. Claimed by closeRequest's conditional update, so
 * two instances or a repeated round hide and mail once.
 */
export function familyRequestDeadlineJob(deps: Deps, options: { pollMs?: number } = {}): PeriodicJob {
  const log = deps.logger.child({ component: 'family-request-deadlines' });
  return periodicJob({
    name: 'family_request_deadlines',
    metrics: deps.metrics,
    pollMs: options.pollMs ?? 15 * 60_000,
    log,
    failure: 'family request deadline round failed',
    async run(stopped) {
      let hidden = 0;
      for (const due of await overdueRequests(deps.database.db, clockOf(deps).now(), 100)) {
        if (stopped()) break;
        try {
          const closed = await deps.database.db.transaction(async (tx) => {
            const done = await closeRequest(tx, deps, due.request, 'auto_hidden', null, due.teamName);
            if (!done) return false;
            if (done.playerId) {
              await tx.update(teamPlayers).set({ pageHidden: true }).where(eq(teamPlayers.id, done.playerId));
            }
            await enqueueEmail(tx, {
              ...familyRequestAutoHiddenMail({
                to: due.contactEmail,
                coachName: due.coachName,
                playerName: done.playerName,
                appUrl: deps.config.publicUrl,
              }),
              teamId: done.teamId,
            });
            return true;
          });
          if (closed) hidden += 1;
        } catch (error) {
          log.error(
            { requestId: due.request.id, err: describeError(error) },
            'could not close an overdue request',
          );
        }
      }
      if (hidden > 0) {
        log.info({ hidden }, 'pages hidden after an unanswered family request');
        deps.mail?.kick();
      }
      return hidden;
    },
  });
}
