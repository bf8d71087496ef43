import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { formatCents } from '../../shared/money';
import { PLANS } from '../../shared/plans';
import { publicPlayerName } from '../../shared/player-name';
import type { SandboxRenewalInput, SandboxSubscriptionView } from '../../shared/schemas/giving';
import { visibleName } from '../../shared/visible-text';
import { clockOf } from '../core/clock';
import type { Deps } from '../core/deps';
import { notFound } from '../core/errors';
import { playerNameColumns } from '../db/player-name-columns';
import {
  businesses,
  LIVE_PLAN_STATUSES,
  leagues,
  planSubscriptions,
  playerDonations,
  teamPlayers,
  teams,
} from '../db/schema';
import { nextChargeCents } from '../plans/next-charge';
import { afterPaymentEvent, applyPaymentEvent } from './fulfil';
import { paymentProviderOf } from './provider-of';
import { chargeSandboxRenewal } from './renewals';

/*
 * The sandbox's card page for a monthly donation or a plan (Stripe's customer portal stands here in production):
 * the subscription's id, unguessable and only in the link the giving page hands its donor, is the proof.
 */

const NOT_FOUND = 'This card page is not valid. Start again from your giving page.';

const ofSubscription = (id: string) =>
  and(eq(playerDonations.subscriptionId, id), isNull(playerDonations.renewsDonationId));

export async function viewSandboxSubscription(deps: Deps, id: string): Promise<SandboxSubscriptionView> {
  if (paymentProviderOf(deps).name !== 'sandbox') throw notFound(NOT_FOUND);
  return (await giftSubscription(deps, id)) ?? (await planSubscription(deps, id));
}

async function giftSubscription(deps: Deps, id: string): Promise<SandboxSubscriptionView | null> {
  const [row] = await deps.database.db
    .select({
      amount: playerDonations.amount,
      coveredFees: playerDonations.coveredFees,
      renewalAmount: playerDonations.renewalAmount,
      renewalCoveredFees: playerDonations.renewalCoveredFees,
      cancelledAt: playerDonations.cancelledAt,
      ...playerNameColumns,
      teamName: teams.name,
    })
    .from(playerDonations)
    .innerJoin(teams, eq(teams.id, playerDonations.teamId))
    .leftJoin(teamPlayers, eq(teamPlayers.id, playerDonations.playerId))
    .where(and(ofSubscription(id), eq(playerDonations.provider, 'sandbox')));
  if (!row) return null;
  const monthlyCents = (row.renewalAmount ?? row.amount) + (row.renewalCoveredFees ?? row.coveredFees);
  return {
    subscriptionId: id,
    kind: 'gift',
    heading: `${formatCents(monthlyCents)}/month to ${publicPlayerName(row)}`,
    note: `${visibleName(row.teamName)}. The next monthly payment is taken from the new card.`,
    cancelled: row.cancelledAt !== null,
  };
}

/** A team's, business's or league's plan (issue 21): the subscription id is only in the billing page's link, shown to its owner. */
async function planSubscription(deps: Deps, id: string): Promise<SandboxSubscriptionView> {
  const [row] = await deps.database.db
    .select({
      plan: planSubscriptions.plan,
      price: planSubscriptions.priceCents,
      status: planSubscriptions.status,
      accountName: sql<string>`coalesce(${teams.name}, ${businesses.businessName}, ${leagues.name})`,
    })
    .from(planSubscriptions)
    .leftJoin(teams, eq(teams.id, planSubscriptions.teamId))
    .leftJoin(businesses, eq(businesses.id, planSubscriptions.businessId))
    .leftJoin(leagues, eq(leagues.id, planSubscriptions.leagueId))
    .where(and(eq(planSubscriptions.subscriptionId, id), eq(planSubscriptions.provider, 'sandbox')));
  if (!row) throw notFound(NOT_FOUND);
  const plan = PLANS[row.plan];
  return {
    subscriptionId: id,
    kind: 'plan',
    heading: `${formatCents(row.price)} ${plan.period} for ${plan.name}`,
    note: `${visibleName(row.accountName)}. The next renewal is taken from the new card.`,
    cancelled: row.status === 'ended' || row.status === 'abandoned',
  };
}

/** The test card is saved: a month that failed is no longer shown as failing (the next charge uses it). */
export async function saveSandboxCard(deps: Deps, id: string): Promise<{ saved: true }> {
  const view = await viewSandboxSubscription(deps, id);
  if (view.kind === 'gift' && !view.cancelled) {
    await deps.database.db
      .update(playerDonations)
      .set({ paymentFailedAt: null })
      .where(and(ofSubscription(id), isNull(playerDonations.cancelledAt)));
  }
  return { saved: true };
}

/**
 * The sandbox's stand-in for Stripe's test clocks: a plan's next period billed now, paid or declined by the
 * test card, through the same events the renewal job and Stripe's invoices send. The event ids name the
 * period, so a repeated press (or the job, later) bills it once.
 */
export async function renewSandboxPlanNow(
  deps: Deps,
  id: string,
  outcome: SandboxRenewalInput['outcome'],
): Promise<{ outcome: SandboxRenewalInput['outcome'] }> {
  if (paymentProviderOf(deps).name !== 'sandbox') throw notFound(NOT_FOUND);
  const context = { appUrl: deps.config.publicUrl };
  const applied = await deps.database.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(planSubscriptions)
      .where(
        and(
          eq(planSubscriptions.subscriptionId, id),
          eq(planSubscriptions.provider, 'sandbox'),
          inArray(planSubscriptions.status, [...LIVE_PLAN_STATUSES]),
        ),
      )
      .for('update');
    if (!row) throw notFound(NOT_FOUND);
    const period = row.periodsPaid + 1;
    if (outcome === 'paid') {
      return chargeSandboxRenewal(
        tx,
        deps,
        {
          eventId: `sbx_plan_renewal:${row.id}:${period}`,
          subscriptionId: id,
          amountCents: nextChargeCents(row),
          now: clockOf(deps).now(),
        },
        context,
      );
    }
    return applyPaymentEvent(
      tx,
      deps,
      {
        provider: 'sandbox',
        id: `sbx_plan_declined:${row.id}:${period}`,
        type: 'sandbox.renewal_declined',
        change: { kind: 'subscription_payment_failed', subscriptionId: id },
      },
      context,
    );
  });
  afterPaymentEvent(deps, 'sandbox', applied);
  return { outcome };
}
