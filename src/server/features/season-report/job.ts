import { and, asc, eq, gte, isNotNull, lt, sql } from 'drizzle-orm';
import type { SeasonReport } from '../../../shared/schemas/season-report';
import { clockOf } from '../../core/clock';
import type { Deps } from '../../core/deps';
import { describeError } from '../../core/errors';
import type { Db, Tx } from '../../db/client';
import { scheduledSends, teams } from '../../db/schema';
import { enqueueEmail } from '../../email/outbox';
import { type PeriodicJob, periodicJob } from '../../jobs/periodic';
import { seasonReportMail } from './mails';
import { seasonReport } from './query';

export const SEASON_REPORT_SEND = 'season_report';

export interface SeasonReportJobOptions {
  /** Teams looked at per round. */
  batchSize?: number;
  /** Time between rounds. */
  pollMs?: number;
  /** Seasons that ended longer ago than this are not reported (the first run after a deploy stays quiet). */
  lookbackDays?: number;
}

export type SeasonReportJob = PeriodicJob;

const DEFAULTS = { batchSize: 20, pollMs: 15 * 60_000, lookbackDays: 60 };

/** '{teamId}:{season end date}': what a season_report claim in scheduled_sends names. */
export const seasonSendKey = (teamId: string, seasonEndDate: string) => `${teamId}:${seasonEndDate}`;

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

interface SeasonReportSend {
  team: { id: string; contactEmail: string; coachName: string };
  /** The reported season's last day. */
  end: string;
  now: Date;
  appUrl: string;
  /** Drawn only once the claim holds. */
  report: () => Promise<SeasonReport>;
}

/**
 * Emails the team manager the report of the season ending `end`, once: claims ('season_report',
 * '{teamId}:{end}') in scheduled_sends inside `tx`, then queues the email with the PDF and CSV. The
 * season-end job and the rollover both send through here, so whichever comes first reports the season.
 */
export async function sendSeasonReportOnce(tx: Tx, send: SeasonReportSend): Promise<boolean> {
  const [claimed] = await tx
    .insert(scheduledSends)
    .values({ kind: SEASON_REPORT_SEND, subjectKey: seasonSendKey(send.team.id, send.end), sentAt: send.now })
    .onConflictDoNothing()
    .returning({ kind: scheduledSends.kind });
  if (!claimed) return false;
  const { team, appUrl, now } = send;
  await enqueueEmail(
    tx,
    seasonReportMail({
      report: await send.report(),
      team: { email: team.contactEmail, coachName: team.coachName },
      appUrl,
      now,
    }),
  );
  return true;
}

/**
 * Emails each team's manager the season report once the season has ended (its end date has passed, in UTC).
 * The send is claimed by inserting ('season_report', '{teamId}:{end}') into scheduled_sends, in the same
 * transaction that queues the email with the PDF and CSV: a second run, or another app instance running
 * at the same moment, finds the claim (or waits on it, then finds it) and sends nothing. A team that moves
 * its season's end gets a report for the new end too. The season rollover will call seasonReport() itself.
 */
export function seasonReportJob(deps: Deps, options: SeasonReportJobOptions = {}): SeasonReportJob {
  const batchSize = options.batchSize ?? DEFAULTS.batchSize;
  const pollMs = options.pollMs ?? DEFAULTS.pollMs;
  const lookbackDays = options.lookbackDays ?? DEFAULTS.lookbackDays;
  const log = deps.logger.child({ component: 'season-reports' });
  const appUrl = deps.config.publicUrl;
  const db: Db = deps.database.db;

  /** Teams whose season ended (within the lookback) and whose report for that end is not claimed yet. */
  const due = (today: string) => {
    const oldest = isoDay(new Date(Date.parse(`${today}T00:00:00Z`) - lookbackDays * 86_400_000));
    return and(
      isNotNull(teams.seasonEndDate),
      lt(teams.seasonEndDate, today),
      gte(teams.seasonEndDate, oldest),
      sql`not exists (select 1 from scheduled_sends ss where ss.kind = ${SEASON_REPORT_SEND} and ss.subject_key = ${teams.id}::text || ':' || ${teams.seasonEndDate}::text)`,
    );
  };

  async function send(teamId: string, now: Date): Promise<boolean> {
    return db.transaction(async (tx) => {
      const [team] = await tx
        .select()
        .from(teams)
        .where(and(eq(teams.id, teamId), due(isoDay(now))));
      const end = team?.seasonEndDate;
      if (!team || !end) return false;
      return sendSeasonReportOnce(tx, {
        team,
        end,
        now,
        appUrl,
        report: () => seasonReport(tx, team, { start: team.seasonStartDate, end }, now),
      });
    });
  }

  async function runOnce(stopped: () => boolean): Promise<number> {
    let total = 0;
    for (;;) {
      const now = clockOf(deps).now();
      const batch = await db
        .select({ id: teams.id })
        .from(teams)
        .where(due(isoDay(now)))
        .orderBy(asc(teams.seasonEndDate), asc(teams.id))
        .limit(batchSize);
      let sent = 0;
      for (const { id } of batch) {
        try {
          if (await send(id, now)) sent += 1;
        } catch (error) {
          log.error({ teamId: id, err: describeError(error) }, 'could not send a season report');
        }
      }
      total += sent;
      // Nothing sent this round: what is left is failing or taken by another instance; the next round retries.
      if (sent === 0 || stopped()) break;
    }
    if (total > 0) {
      log.info({ sent: total }, 'season reports sent');
      deps.mail?.kick();
    }
    return total;
  }

  return periodicJob({
    name: 'season_reports',
    metrics: deps.metrics,
    pollMs,
    log,
    failure: 'season report round failed',
    run: runOnce,
  });
}
