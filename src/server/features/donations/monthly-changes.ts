import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import { coverCents } from '../../../shared/fees';
import { nextAnchorAfter } from '../../../shared/months';
import { publicPlayerName } from '../../../shared/player-name';
import { DONATION_FAILED } from '../../../shared/player-page-texts';
import { CARD_CHANGE_UNAVAILABLE, MONTHLY_GIFT_ENDED } from '../../../shared/schemas/giving';
import { visibleName } from '../../../shared/visible-text';
import { clockOf } from '../../core/clock';
import type { Deps } from '../../core/deps';
import { AppError, conflict, describeError } from '../../core/errors';
import { playerNameColumns } from '../../db/player-name-columns';
import { playerDonations, teamPlayers, teams } from '../../db/schema';
import { enqueueEmail } from '../../email/outbox';
import { paymentProviderOf } from '../../payments/provider-of';
import { monthlyGiftCancelledMail } from './mails';

/*
 * What a monthly donor changes (the cancel link in every receipt, the donor's own page): stop it, hold it,
 * or give a different amount from the next month. The provider is told first, so no month is charged that
 * the donor stopped; then the first row here, under a condition that makes a second press change nothing.
 */

/** The first row of a monthly donation, with what its mails and the donor's page name. */
export async function monthlyGiftOf(deps: Deps, donationId: string) {
  const [row] = await deps.database.db
    .select({
      id: playerDonations.id,
      amount: playerDonations.amount,
      coveredFees: playerDonations.coveredFees,
      renewalAmount: playerDonations.renewalAmount,
      platformFeeBps: playerDonations.platformFeeBps,
      paidAt: playerDonations.paidAt,
      cancelledAt: playerDonations.cancelledAt,
      pausedAt: playerDonations.pausedAt,
      provider: playerDonations.provider,
      subscriptionId: playerDonations.subscriptionId,
      donorEmail: playerDonations.donorEmail,
      donorName: playerDonations.donorName,
      // The donor's mails and pages are public: the player is named from the roster's two fields.
      ...playerNameColumns,
      teamName: teams.name,
    })
    .from(playerDonations)
    .innerJoin(teams, eq(teams.id, playerDonations.teamId))
    .leftJoin(teamPlayers, eq(teamPlayers.id, playerDonations.playerId))
    .where(
      and(
        eq(playerDonations.id, donationId),
        eq(playerDonations.isRecurring, true),
        isNull(playerDonations.renewsDonationId),
        isNotNull(playerDonations.paidAt),
      ),
    );
  return row ?? null;
}

type MonthlyGiftRow = NonNullable<Awaited<ReturnType<typeof monthlyGiftOf>>>;

/** Asks the provider; a failure is logged and answered 502, and nothing changes here. */
async function atProvider(
  deps: Deps,
  gift: MonthlyGiftRow,
  action: string,
  call: (subscriptionId: string) => Promise<void>,
): Promise<void> {
  const provider = paymentProviderOf(deps);
  if (!gift.subscriptionId || gift.provider !== provider.name) return;
  try {
    await call(gift.subscriptionId);
  } catch (error) {
    deps.logger.error(
      { component: 'donations', donationId: gift.id, action, err: describeError(error) },
      'the payment provider refused a change to a monthly donation',
    );
    throw new AppError(502, 'PAYMENT_PROVIDER_ERROR', DONATION_FAILED);
  }
}

/**
 * Stops the monthly donation and mails the donor a confirmation, once: of two presses, only the one whose
 * update finds it running queues the mail. Stripe's customer.subscription.deleted arriving afterwards
 * changes nothing more.
 */
export async function stopMonthlyGift(deps: Deps, gift: MonthlyGiftRow, why?: string): Promise<void> {
  if (gift.cancelledAt) return;
  try {
    await atProvider(deps, gift, 'cancel', (id) => paymentProviderOf(deps).cancelSubscription(id));
  } catch (error) {
    // A second press racing the first finds the subscription already gone at Stripe: that is success.
    if ((await monthlyGiftOf(deps, gift.id))?.cancelledAt) return;
    throw error;
  }
  const now = clockOf(deps).now();
  await deps.database.db.transaction(async (tx) => {
    const [stopped] = await tx
      .update(playerDonations)
      .set({ cancelledAt: now, nextRenewalAt: null, pausedAt: null })
      .where(and(eq(playerDonations.id, gift.id), isNull(playerDonations.cancelledAt)))
      .returning({ id: playerDonations.id });
    if (!stopped || !gift.donorEmail) return;
    await enqueueEmail(
      tx,
      monthlyGiftCancelledMail({
        to: { email: gift.donorEmail, name: gift.donorName && visibleName(gift.donorName) },
        playerName: publicPlayerName(gift),
        teamName: visibleName(gift.teamName),
        amountCents: gift.renewalAmount ?? gift.amount,
        givingUrl: `${deps.config.publicUrl}/giving`,
        why,
      }),
    );
  });
  deps.mail?.kick();
}

/**
 * Holds the donation (no month is charged, nor owed later) or restarts it on its next day of the month.
 * Asking for the state it is already in changes nothing.
 */
export async function pauseMonthlyGift(deps: Deps, gift: MonthlyGiftRow, paused: boolean): Promise<void> {
  if (gift.cancelledAt) throw conflict('MONTHLY_GIFT_ENDED', MONTHLY_GIFT_ENDED);
  if ((gift.pausedAt !== null) === paused) return;
  await atProvider(deps, gift, paused ? 'pause' : 'resume', (id) =>
    paymentProviderOf(deps).pauseSubscription(id, paused),
  );
  const now = clockOf(deps).now();
  const running = and(eq(playerDonations.id, gift.id), isNull(playerDonations.cancelledAt));
  await deps.database.db
    .update(playerDonations)
    .set(
      paused
        ? { pausedAt: now, nextRenewalAt: null }
        : { pausedAt: null, nextRenewalAt: nextAnchorAfter(gift.paidAt ?? now, now) },
    )
    .where(and(running, paused ? isNull(playerDonations.pausedAt) : isNotNull(playerDonations.pausedAt)));
}

/**
 * Gives `amountCents` from the next month on. A donor who covered the fees keeps covering them, recomputed
 * for the new amount; the months already paid keep theirs.
 */
export async function changeMonthlyAmount(
  deps: Deps,
  gift: MonthlyGiftRow,
  amountCents: number,
): Promise<void> {
  if (gift.cancelledAt) throw conflict('MONTHLY_GIFT_ENDED', MONTHLY_GIFT_ENDED);
  const covered = gift.coveredFees > 0 ? coverCents(amountCents, gift.platformFeeBps) : 0;
  if ((gift.renewalAmount ?? gift.amount) === amountCents) return;
  await atProvider(deps, gift, 'amount', (id) =>
    paymentProviderOf(deps).changeSubscriptionAmount({
      subscriptionId: id,
      amountCents: amountCents + covered,
    }),
  );
  await deps.database.db
    .update(playerDonations)
    .set({ renewalAmount: amountCents, renewalCoveredFees: covered })
    .where(and(eq(playerDonations.id, gift.id), isNull(playerDonations.cancelledAt)));
}

/** Where the donor gives a new card (the provider's page), coming back to the giving page after. */
export async function cardChangeUrl(deps: Deps, gift: MonthlyGiftRow): Promise<string> {
  if (gift.cancelledAt) throw conflict('MONTHLY_GIFT_ENDED', MONTHLY_GIFT_ENDED);
  let url: string | null = null;
  await atProvider(deps, gift, 'card', async (id) => {
    url = await paymentProviderOf(deps).cardUpdateUrl({
      subscriptionId: id,
      returnUrl: `${deps.config.publicUrl}/giving`,
    });
  });
  // A gift taken by another provider than the one running now (a sandbox gift on a Stripe server).
  if (!url) throw conflict('CARD_CHANGE_UNAVAILABLE', CARD_CHANGE_UNAVAILABLE);
  return url;
}
