import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import { describeError } from '../core/errors';
import { withTrace } from '../core/trace';

export interface PeriodicJob {
  /** Does every piece of work due now; resolves to how many. For tests and the timer alike. */
  runOnce(): Promise<number>;
  start(): void;
  /** Runs a round now instead of at the next tick (after the one in flight, if any). */
  kick(): void;
  /** No more rounds; waits for the one in flight. */
  stop(): Promise<void>;
}

/** Where rounds are counted (deps.metrics satisfies it); the jobs layer needs nothing more of metrics. */
export interface JobMetrics {
  jobStarted(job: string, intervalSeconds: number): void;
  jobRound(job: string, result: 'ok' | 'failed', seconds: number): void;
}

export interface PeriodicWork {
  /** The job's label in metrics (job_runs_total{job}...): fixed, snake_case, one per job. */
  name: string;
  /** Counts each round, when the app keeps metrics: pass deps.metrics. */
  metrics?: JobMetrics;
  /** Time between rounds. */
  pollMs: number;
  log: Logger;
  /** Logged when a round fails; the next round retries. */
  failure: string;
  /** One round. `stopped()` turns true once stop() is called: a long round should end early. */
  run(stopped: () => boolean): Promise<number>;
}

/**
 * The timer every background job shares: one round at a time, the next one `pollMs` after the last ended,
 * a failed round logged (never thrown), and a stop that waits for the round in flight. Whether the work
 * is safe with several app instances is each job's own business (they claim rows in the database).
 */
export function periodicJob(work: PeriodicWork): PeriodicJob {
  let timer: NodeJS.Timeout | null = null;
  let inFlight: Promise<number> | null = null;
  let stopped = false;
  let started = false;
  let again = false;
  // Counted here rather than in the timer, so a round run by calling runOnce() is counted too.
  // Each round is a trace of its own (core/trace.ts): the mail it queues and its failure carry the id.
  const newRound = () => `${work.name}-${randomUUID()}`;
  const runRound = async (round: string) => {
    const began = performance.now();
    const seconds = () => (performance.now() - began) / 1000;
    try {
      const done = await withTrace(round, () => work.run(() => stopped));
      work.metrics?.jobRound(work.name, 'ok', seconds());
      return done;
    } catch (error) {
      work.metrics?.jobRound(work.name, 'failed', seconds());
      throw error;
    }
  };
  const runOnce = () => runRound(newRound());

  function schedule(delayMs = work.pollMs): void {
    if (stopped) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = null;
      inFlight = runOnce()
        .catch((error) => {
          work.log.error(
            { err: describeError(error), reqId: (error as { round?: string }).round },
            work.failure,
          );
          return 0;
        })
        .finally(() => {
          inFlight = null;
          schedule(again ? 0 : work.pollMs);
          again = false;
        });
    }, delayMs);
    timer.unref();
  }

  return {
    runOnce,
    start() {
      started = true;
      work.metrics?.jobStarted(work.name, work.pollMs / 1000);
      schedule();
    },
    kick() {
      if (!started) return;
      if (inFlight) again = true;
      else schedule(0);
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      await inFlight;
    },
  };
}
