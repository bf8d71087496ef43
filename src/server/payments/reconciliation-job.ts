import { clockOf } from '../core/clock';
import type { Deps } from '../core/deps';
import { type PeriodicJob, periodicJob } from '../jobs/periodic';
import { paymentProviderOf } from './provider-of';
import { reconcile } from './reconciliation';

/** The UTC day before `now`: the window of the night's run. */
export function previousDay(now: Date): { from: Date; to: Date } {
  const to = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  return { from: new Date(to.getTime() - 24 * 60 * 60 * 1000), to };
}

/**
 * Reconciles yesterday once it is over: each instance looks every hour, and the first to claim the day
 * runs it (reconciliation_runs' nightly key), so a restart or a second instance never runs it twice.
 */
export function reconciliationJob(deps: Deps, options: { pollMs?: number } = {}): PeriodicJob {
  const log = deps.logger.child({ component: 'reconciliation' });
  return periodicJob({
    name: 'reconciliation',
    metrics: deps.metrics,
    pollMs: options.pollMs ?? 60 * 60_000,
    log,
    failure: 'nightly reconciliation failed',
    async run() {
      if (!paymentProviderOf(deps).balanceTransactions) return 0;
      const run = await reconcile(deps, previousDay(clockOf(deps).now()), 'nightly');
      return run ? 1 : 0;
    },
  });
}
