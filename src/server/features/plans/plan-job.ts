import { and, asc, eq, inArray, lte } from 'drizzle-orm';
import { PLANS } from '../../../shared/plans';
import { clockOf } from '../../core/clock';
import type { Deps } from '../../core/deps';
import { describeError } from '../../core/errors';
import { LIVE_PLAN_STATUSES, planSubscriptions, teams } from '../../db/schema';
import { mailBody } from '../../email/layout';
import { enqueueEmail } from '../../email/outbox';
import { type PeriodicJob, periodicJob } from '../../jobs/periodic';
import type { FulfilContext } from '../../payments/changes';
import { afterPaymentEvent, applyPaymentEvent } from '../../payments/fulfil';
import { paymentProviderOf } from '../../payments/provider-of';
import { chargeSandboxRenewal } from '../../payments/renewals';
import { nextChargeCents } from '../../plans/next-charge';

/*
 * The plans' background work: the sandbox's billing of plans whose paid period is over (Stripe bills by
 * itself and says so by webhook), and the one notice to each team that existed before plans were enforced.
 */

const BATCH = 50;

/** Sandbox plans whose paid period is over: renewed, or ended when the owner asked for that. */
const due = (now: Date) =>
  and(
    eq(planSubscriptions.provider, 'sandbox'),
    inArray(planSubscriptions.status, [...LIVE_PLAN_STATUSES]),
    lte(planSubscriptions.paidUntil, now),
  );

export function planJob(deps: Deps, options: { pollMs?: number } = {}): PeriodicJob {
  const log = deps.logger.child({ component: 'plans' });
  const context: FulfilContext = { appUrl: deps.config.publicUrl };

  /** One period of one plan, claimed (SKIP LOCKED) and re-checked, so two instances bill it once. */
  async function bill(id: string, now: Date): Promise<boolean> {
    const applied = await deps.database.db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(planSubscriptions)
        .where(and(eq(planSubscriptions.id, id), due(now)))
        .for('update', { skipLocked: true });
      if (!row?.subscriptionId) return null;
      if (row.cancelAtPeriodEnd) {
        return applyPaymentEvent(
          tx,
          deps,
          {
            provider: 'sandbox',
            id: `sbx_plan_end:${row.id}`,
            type: 'sandbox.subscription_ended',
            change: { kind: 'subscription_ended', subscriptionId: row.subscriptionId },
          },
          context,
        );
      }
      return chargeSandboxRenewal(
        tx,
        deps,
        {
          eventId: `sbx_plan_renewal:${row.id}:${row.periodsPaid + 1}`,
          subscriptionId: row.subscriptionId,
          amountCents: nextChargeCents(row),
          now,
        },
        context,
      );
    });
    if (applied) afterPaymentEvent(deps, 'sandbox', applied);
    return applied !== null && applied.outcome !== 'no_change' && applied.outcome !== 'duplicate';
  }

  async function billSandboxPlans(stopped: () => boolean): Promise<number> {
    if (paymentProviderOf(deps).name !== 'sandbox') return 0;
    let total = 0;
    for (;;) {
      const now = clockOf(deps).now();
      const batch = await deps.database.db
        .select({ id: planSubscriptions.id })
        .from(planSubscriptions)
        .where(due(now))
        .orderBy(asc(planSubscriptions.paidUntil))
        .limit(BATCH);
      let billed = 0;
      for (const { id } of batch) {
        try {
          if (await bill(id, now)) billed += 1;
        } catch (error) {
          log.error({ planSubscriptionId: id, err: describeError(error) }, 'could not bill a sandbox plan');
        }
      }
      total += billed;
      // A plan several periods behind (the clock moved on) catches up one period per pass.
      if (billed === 0 || stopped()) return total;
    }
  }

  /** Each team that existed before plans were enforced is told once (the flag is cleared with the mail). */
  async function announcePlans(): Promise<number> {
    const free = PLANS.team_free;
    const pro = PLANS.team_pro;
    const told = await deps.database.db.transaction(async (tx) => {
      const rows = await tx
        .update(teams)
        .set({ planNoticeDue: false })
        .where(
          and(
            eq(teams.planNoticeDue, true),
            // Claimed, so a second instance takes other teams; the flag is checked again on the row itself.
            inArray(
              teams.id,
              tx
                .select({ id: teams.id })
                .from(teams)
                .where(eq(teams.planNoticeDue, true))
                .limit(BATCH)
                .for('update', { skipLocked: true }),
            ),
          ),
        )
        .returning({ id: teams.id, name: teams.name, coach: teams.coachName, email: teams.contactEmail });
      for (const team of rows) {
        await enqueueEmail(tx, {
          kind: 'plan_notice',
          to: team.email,
          toName: team.coach,
          teamId: team.id,
          subject: `${team.name} is on Homefield's Free plan`,
          ...mailBody([
            `Hi ${team.coach},`,
            `Homefield now has plans. ${team.name} is on the Free plan: ${free.features.join(', ').toLowerCase()}, at no cost.`,
            `Nothing you have changes: every sponsor you have now stays until their contract ends. From today a Free team takes a new sponsor while it has fewer than ${free.sponsorLimit}.`,
            `${pro.name} (${pro.price} ${pro.period}) takes unlimited sponsors and lowers the Homefield fee on gifts.`,
            { link: 'See the plans', href: `${deps.config.publicUrl}/billing` },
          ]),
        });
      }
      return rows.length;
    });
    if (told > 0) {
      deps.mail?.kick();
      log.info({ told }, 'teams told about plans');
    }
    return told;
  }

  return periodicJob({
    name: 'plans',
    metrics: deps.metrics,
    pollMs: options.pollMs ?? 60_000,
    log,
    failure: 'plan round failed',
    async run(stopped) {
      return (await billSandboxPlans(stopped)) + (await announcePlans());
    },
  });
}
