import { and, asc, eq, inArray, lte } from 'drizzle-orm';
import { clockOf } from '../core/clock';
import type { Deps } from '../core/deps';
import { describeError } from '../core/errors';
import { sponsorships } from '../db/schema';
import { type PeriodicJob, periodicJob } from '../jobs/periodic';
import { paymentProviderOf } from './provider-of';
import { type CancelledSponsorship, cancelSponsorships } from './reservations';

export interface CheckoutExpiryOptions {
  /** Checkouts claimed per round. */
  batchSize?: number;
  /** Time between rounds. */
  pollMs?: number;
}

/** runOnce expires every checkout that is due now and resolves to how many. */
export type CheckoutExpiryJob = PeriodicJob;

const DEFAULTS = { batchSize: 50, pollMs: 30_000 };

/** Closes cancelled checkouts' sessions at the provider, so nobody pays for a spot that has gone back. */
export async function closeCheckouts(deps: Deps, cancelled: CancelledSponsorship[]): Promise<void> {
  const provider = paymentProviderOf(deps);
  for (const row of cancelled) {
    if (!row.paymentSessionId || row.provider !== provider.name) continue;
    try {
      await provider.expireCheckout(row.paymentSessionId);
    } catch (error) {
      // Already closed or paid at the provider; a late payment is caught by fulfilment (refund_due).
      deps.logger.warn(
        { component: 'payments', sponsorshipId: row.id, err: describeError(error) },
        'could not close the checkout at the provider',
      );
    }
  }
}

/**
 * Gives back the spots of checkouts nobody finished in time (DECISIONS: 30 minutes). Each round claims due
 * checkouts with FOR UPDATE SKIP LOCKED and cancels them by the conditional update that releases their
 * spots, so several app instances never expire one twice. The provider's session is closed afterwards, so
 * nobody pays for a spot that has gone back.
 */
export function checkoutExpiryJob(deps: Deps, options: CheckoutExpiryOptions = {}): CheckoutExpiryJob {
  const batchSize = options.batchSize ?? DEFAULTS.batchSize;
  const pollMs = options.pollMs ?? DEFAULTS.pollMs;
  const log = deps.logger.child({ component: 'checkout-expiry' });

  async function round(): Promise<CancelledSponsorship[]> {
    const now = clockOf(deps).now();
    return deps.database.db.transaction(async (tx) => {
      const due = tx
        .select({ id: sponsorships.id })
        .from(sponsorships)
        .where(and(eq(sponsorships.status, 'pending'), lte(sponsorships.expiresAt, now)))
        .orderBy(asc(sponsorships.expiresAt))
        .limit(batchSize)
        .for('update', { skipLocked: true });
      return cancelSponsorships(tx, { where: inArray(sponsorships.id, due), from: ['pending'] });
    });
  }

  return periodicJob({
    name: 'checkout_expiry',
    metrics: deps.metrics,
    pollMs,
    log,
    failure: 'checkout expiry round failed',
    async run(stopped) {
      let total = 0;
      for (;;) {
        const expired = await round();
        total += expired.length;
        await closeCheckouts(deps, expired);
        if (expired.length < batchSize || stopped()) break;
      }
      if (total > 0) log.info({ expired: total }, 'expired checkouts released their spots');
      return total;
    },
  });
}
