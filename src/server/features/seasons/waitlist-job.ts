import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { LISTED_STATUSES } from '../../../shared/constants';
import { clockOf } from '../../core/clock';
import type { Deps } from '../../core/deps';
import { describeError } from '../../core/errors';
import { sponsorshipTiers, teams, tierWaitlist } from '../../db/schema';
import { type PeriodicJob, periodicJob } from '../../jobs/periodic';
import { freeSpots, heldSpots, liveHold, TIER_ID } from '../../payments/holds';
import { holdSpotFor } from './held-spots';

export interface WaitlistJobOptions {
  /** Tiers looked at per round. */
  batchSize?: number;
  /** Time between rounds. */
  pollMs?: number;
}

const DEFAULTS = { batchSize: 50, pollMs: 60_000 };

/**
 * Offers opened spots to the waitlist (issue 7, section 3). A spot opens in many ways (an expired or
 * cancelled checkout, a refund, a rollover, a hold that lapsed, more spots on the tier); rather than hook
 * each, every round looks for tiers with someone waiting and a spot free, and holds each free spot for the
 * first business waiting (48 hours) with an email. A tier is claimed by locking its row (SKIP LOCKED), the
 * lock a checkout takes too, so two app instances never offer one spot twice and a buyer never takes a
 * spot while it is being offered.
 */
export function waitlistJob(deps: Deps, options: WaitlistJobOptions = {}): PeriodicJob {
  const batchSize = options.batchSize ?? DEFAULTS.batchSize;
  const log = deps.logger.child({ component: 'waitlist' });
  const { db } = deps.database;

  async function offerSpots(tierId: string, now: Date): Promise<number> {
    return db.transaction(async (tx) => {
      const [claimed] = await tx
        .select({ id: sponsorshipTiers.id })
        .from(sponsorshipTiers)
        .where(eq(sponsorshipTiers.id, tierId))
        .for('update', { skipLocked: true });
      if (!claimed) return 0;
      let offered = 0;
      for (let free = await freeSpots(tx, tierId, now); free > 0; free -= 1) {
        // The first business waiting that holds no spot of this tier already.
        const [next] = await tx
          .select({ id: tierWaitlist.id, businessId: tierWaitlist.businessId })
          .from(tierWaitlist)
          .where(
            and(
              eq(tierWaitlist.tierId, tierId),
              isNull(tierWaitlist.notifiedAt),
              sql`not exists (select 1 from tier_holds h where h.tier_id = ${tierId} and h.business_id = ${tierWaitlist.businessId} and ${liveHold('h', now)})`,
            ),
          )
          .orderBy(asc(tierWaitlist.joinedAt), asc(tierWaitlist.id))
          .limit(1);
        if (!next) break;
        const holdId = await holdSpotFor(tx, deps, {
          tierId,
          businessId: next.businessId,
          reason: 'waitlist',
          now,
          appUrl: deps.config.publicUrl,
        });
        await tx.update(tierWaitlist).set({ notifiedAt: now, holdId }).where(eq(tierWaitlist.id, next.id));
        offered += 1;
      }
      return offered;
    });
  }

  return periodicJob({
    name: 'waitlist',
    metrics: deps.metrics,
    pollMs: options.pollMs ?? DEFAULTS.pollMs,
    log,
    failure: 'waitlist round failed',
    async run() {
      const now = clockOf(deps).now();
      const waiting = await db
        .selectDistinct({ tierId: tierWaitlist.tierId })
        .from(tierWaitlist)
        .innerJoin(sponsorshipTiers, eq(sponsorshipTiers.id, tierWaitlist.tierId))
        .innerJoin(teams, eq(teams.id, sponsorshipTiers.teamId))
        .where(
          and(
            isNull(tierWaitlist.notifiedAt),
            inArray(teams.verificationStatus, LISTED_STATUSES),
            // Only tiers with a spot to offer, so full tiers never crowd the batch.
            sql`${sponsorshipTiers.availableSpots} - ${sponsorshipTiers.takenSpots} - ${heldSpots(TIER_ID, now)} > 0`,
          ),
        )
        .limit(batchSize);
      let total = 0;
      for (const { tierId } of waiting) {
        try {
          total += await offerSpots(tierId, now);
        } catch (error) {
          log.error({ tierId, err: describeError(error) }, 'could not offer a spot to the waitlist');
        }
      }
      if (total > 0) {
        log.info({ offered: total }, 'spots offered to the waitlist');
        deps.mail?.kick();
      }
      return total;
    },
  });
}
