import type { Deps } from '../core/deps';
import { type PeriodicJob, periodicJob } from '../jobs/periodic';
import { paymentProviderOf } from './provider-of';
import { sandboxPayoutRound } from './sandbox-payouts';
import { moveTeamMoney } from './transfers';

/**
 * Moves teams' money on (decision 0035): transfers what payments earned to payout accounts that can
 * receive it, retries failed transfers, takes back the transfers of refunded payments, and with the
 * sandbox runs its payout schedule (Stripe pays out by itself). Kicked after each payment and refund;
 * otherwise every ten minutes.
 */
export function moneyMovementJob(deps: Deps, options: { pollMs?: number } = {}): PeriodicJob {
  const log = deps.logger.child({ component: 'money-movement' });
  return periodicJob({
    name: 'money_movement',
    metrics: deps.metrics,
    pollMs: options.pollMs ?? 10 * 60_000,
    log,
    failure: 'money movement round failed',
    async run() {
      const moved = await moveTeamMoney(deps);
      const paidOut = paymentProviderOf(deps).name === 'sandbox' ? await sandboxPayoutRound(deps) : 0;
      if (moved + paidOut > 0) log.info({ moved, paidOut }, 'team money moved');
      return moved + paidOut;
    },
  });
}
