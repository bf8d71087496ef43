import { randomBytes } from 'node:crypto';
import { and, asc, eq, inArray, isNull, lte } from 'drizzle-orm';
import { PAID_DONATION_STATUSES } from '../../shared/constants';
import { clockOf } from '../core/clock';
import type { Deps } from '../core/deps';
import { describeError } from '../core/errors';
import type { Tx } from '../db/client';
import { playerDonations } from '../db/schema';
import { type PeriodicJob, periodicJob } from '../jobs/periodic';
import type { FulfilContext } from './changes';
import { afterPaymentEvent, applyPaymentEvent } from './fulfil';
import { paymentProviderOf } from './provider-of';
import { bookSandboxCharge } from './sandbox-book';

export interface DonationRenewalOptions {
  /** Monthly donations looked at per round. */
  batchSize?: number;
  /** Time between rounds. */
  pollMs?: number;
}

/** runOnce charges every month that is due now and resolves to how many. */
export type DonationRenewalJob = PeriodicJob;

const DEFAULTS = { batchSize: 50, pollMs: 60_000 };

/** Monthly sandbox donations due now: first rows, paid, not cancelled or paused, whose next month has come. */
const due = (now: Date) =>
  and(
    eq(playerDonations.provider, 'sandbox'),
    isNull(playerDonations.renewsDonationId),
    inArray(playerDonations.status, [...PAID_DONATION_STATUSES]),
    isNull(playerDonations.cancelledAt),
    isNull(playerDonations.pausedAt),
    lte(playerDonations.nextRenewalAt, now),
  );

/**
 * The sandbox's monthly billing (Stripe bills by itself and says so with invoice.paid). Each due month is
 * charged in its own transaction: the donation is claimed with FOR UPDATE SKIP LOCKED and re-checked, and
 * the month goes through the same fulfilment as Stripe's renewal event, whose id names the month, so
 * several app instances, or a run repeated, charge each month once. A donation several months behind (the
 * clock moved on, the server was down) catches up one month per round.
 */
export function donationRenewalJob(deps: Deps, options: DonationRenewalOptions = {}): DonationRenewalJob {
  const batchSize = options.batchSize ?? DEFAULTS.batchSize;
  const pollMs = options.pollMs ?? DEFAULTS.pollMs;
  const log = deps.logger.child({ component: 'donation-renewals' });
  const context: FulfilContext = {
    appUrl: deps.config.publicUrl,
  };

  async function renew(donationId: string, now: Date): Promise<boolean> {
    const applied = await deps.database.db.transaction(async (tx) => {
      const [donation] = await tx
        .select({
          subscriptionId: playerDonations.subscriptionId,
          dueAt: playerDonations.nextRenewalAt,
          amount: playerDonations.amount,
          coveredFees: playerDonations.coveredFees,
          renewalAmount: playerDonations.renewalAmount,
          renewalCoveredFees: playerDonations.renewalCoveredFees,
        })
        .from(playerDonations)
        .where(and(eq(playerDonations.id, donationId), due(now)))
        .for('update', { skipLocked: true });
      if (!donation?.subscriptionId || !donation.dueAt) return null;
      // As Stripe's invoice does, the sandbox charges the month's gift and its covered fees, and says so.
      const charged =
        (donation.renewalAmount ?? donation.amount) + (donation.renewalCoveredFees ?? donation.coveredFees);
      return chargeSandboxRenewal(
        tx,
        deps,
        {
          eventId: `sbx_renewal:${donationId}:${donation.dueAt.toISOString()}`,
          subscriptionId: donation.subscriptionId,
          amountCents: charged,
          now,
        },
        context,
      );
    });
    if (applied) afterPaymentEvent(deps, 'sandbox', applied);
    return applied?.outcome === 'fulfilled';
  }

  return periodicJob({
    name: 'donation_renewals',
    metrics: deps.metrics,
    pollMs,
    log,
    failure: 'donation renewal round failed',
    async run(stopped) {
      if (paymentProviderOf(deps).name !== 'sandbox') return 0;
      let total = 0;
      for (;;) {
        const now = clockOf(deps).now();
        const batch = await deps.database.db
          .select({ id: playerDonations.id })
          .from(playerDonations)
          .where(due(now))
          .orderBy(asc(playerDonations.nextRenewalAt))
          .limit(batchSize);
        let renewed = 0;
        for (const { id } of batch) {
          try {
            if (await renew(id, now)) renewed += 1;
          } catch (error) {
            log.error({ donationId: id, err: describeError(error) }, 'could not renew a monthly donation');
          }
        }
        total += renewed;
        // Nothing charged this round: what is left is failing or taken by another instance; the next round retries.
        if (renewed === 0 || stopped()) break;
      }
      if (total > 0) log.info({ renewed: total }, 'monthly donations renewed');
      return total;
    },
  });
}

/**
 * One later period of a sandbox subscription (a monthly gift's month, a plan's season): the sandbox's book
 * records the charge and the renewal goes through fulfilment as Stripe's invoice.paid would, under an event
 * id that names the period, so a period is charged once however often it is tried.
 */
export async function chargeSandboxRenewal(
  tx: Tx,
  deps: Deps,
  renewal: { eventId: string; subscriptionId: string; amountCents: number; now: Date },
  context: FulfilContext,
) {
  const paymentId = `sbx_in_${randomBytes(12).toString('base64url')}`;
  await bookSandboxCharge(tx, paymentId, renewal.amountCents, renewal.now);
  return applyPaymentEvent(
    tx,
    deps,
    {
      provider: 'sandbox',
      id: renewal.eventId,
      type: 'sandbox.renewal',
      change: {
        kind: 'subscription_renewed',
        subscriptionId: renewal.subscriptionId,
        paymentId,
        amountCents: renewal.amountCents,
      },
    },
    context,
  );
}
