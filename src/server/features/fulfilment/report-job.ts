import { and, asc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import { clockOf } from '../../core/clock';
import type { Deps } from '../../core/deps';
import { describeError } from '../../core/errors';
import { scheduledSends, sponsorships } from '../../db/schema';
import { enqueueEmail } from '../../email/outbox';
import { type PeriodicJob, periodicJob } from '../../jobs/periodic';
import { loadReport, sponsorReportMail } from './report';

export const SPONSOR_REPORT = 'sponsor_report';

export interface SponsorReportOptions {
  /** Sponsorships looked at per round. */
  batchSize?: number;
  /** Time between rounds. */
  pollMs?: number;
}

export type SponsorReportJob = PeriodicJob;

const DEFAULTS = { batchSize: 20, pollMs: 5 * 60_000 };

/**
 * The sponsor's report, emailed once when the contract ends. Each instance of the app runs this job; the
 * send is claimed by inserting ('sponsor_report', sponsorship id) into scheduled_sends in the transaction
 * that queues the email, so of two instances (or two rounds) only the one whose insert went in sends it:
 * the other waits on the key, then finds it taken.
 */
export function sponsorReportJob(deps: Deps, options: SponsorReportOptions = {}): SponsorReportJob {
  const batchSize = options.batchSize ?? DEFAULTS.batchSize;
  const pollMs = options.pollMs ?? DEFAULTS.pollMs;
  const log = deps.logger.child({ component: 'sponsor-reports' });
  const appUrl = deps.config.publicUrl;

  /** Paid sponsorships whose contract ended before today (UTC) and whose report has not gone. */
  async function due(today: string) {
    return deps.database.db
      .select({ id: sponsorships.id })
      .from(sponsorships)
      .leftJoin(
        scheduledSends,
        and(
          eq(scheduledSends.kind, SPONSOR_REPORT),
          eq(scheduledSends.subjectKey, sql`${sponsorships.id}::text`),
        ),
      )
      .where(
        and(
          eq(sponsorships.paymentStatus, 'paid'),
          inArray(sponsorships.status, ['active', 'completed']),
          lt(sponsorships.contractEndDate, today),
          isNull(scheduledSends.subjectKey),
        ),
      )
      .orderBy(asc(sponsorships.contractEndDate), asc(sponsorships.id))
      .limit(batchSize);
  }

  async function send(sponsorshipId: string, now: Date): Promise<boolean> {
    // Drawn before the claim, so the transaction that holds the claim stays short.
    const report = await loadReport(deps.database.db, sponsorshipId, {
      now,
      supportEmail: deps.config.SUPPORT_EMAIL,
    });
    if (!report) return false;
    const mail = await sponsorReportMail(report, appUrl);
    return deps.database.db.transaction(async (tx) => {
      const [claimed] = await tx
        .insert(scheduledSends)
        .values({ kind: SPONSOR_REPORT, subjectKey: sponsorshipId, sentAt: now })
        .onConflictDoNothing({ target: [scheduledSends.kind, scheduledSends.subjectKey] })
        .returning({ key: scheduledSends.subjectKey });
      if (!claimed) return false;
      await enqueueEmail(tx, mail);
      return true;
    });
  }

  async function runOnce(stopped: () => boolean): Promise<number> {
    const now = clockOf(deps).now();
    let sent = 0;
    for (const { id } of await due(now.toISOString().slice(0, 10))) {
      if (stopped()) break;
      try {
        if (await send(id, now)) sent += 1;
      } catch (error) {
        log.error({ sponsorshipId: id, err: describeError(error) }, 'could not send a sponsor report');
      }
    }
    if (sent > 0) {
      log.info({ sent }, 'sponsor reports queued');
      deps.mail?.kick();
    }
    return sent;
  }

  return periodicJob({
    name: 'sponsor_reports',
    metrics: deps.metrics,
    pollMs,
    log,
    failure: 'sponsor report round failed',
    run: runOnce,
  });
}
