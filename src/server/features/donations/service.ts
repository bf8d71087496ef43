import { and, eq, ne, sql } from 'drizzle-orm';
import { CHECKOUT_RESERVATION_MINUTES } from '../../../shared/constants';
import { FREE_PLANS, feeBreakdown, platformFeeBps } from '../../../shared/fees';
import { publicPlayerName } from '../../../shared/player-name';
import { DONATION_CHECKOUT_FAILED } from '../../../shared/player-page-texts';
import {
  DONATION_NOT_FOUND,
  type DonationCheckoutInput,
  type DonationCheckoutResponse,
  type DonationPlayerResponse,
  type DonationView,
  INVALID_PLAYER_URL,
  PLAYER_NOT_FOUND,
} from '../../../shared/schemas/donations';
import { playerPath } from '../../../shared/slug';
import { visibleName } from '../../../shared/visible-text';
import { audit } from '../../audit';
import { consumeAttempt } from '../../auth/rate-limit';
import { clockOf } from '../../core/clock';
import type { Deps } from '../../core/deps';
import { AppError, describeError, notFound } from '../../core/errors';
import type { RequestMeta } from '../../core/request-meta';
import type { Db, DbOrTx } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import { playerDonations, teamPlayers, teams } from '../../db/schema';
import { isUuid } from '../../http/ids';
import { refuseUnlessTeamTakesMoney, TEAM_TAKES_MONEY } from '../../payments/money-parties';
import { paymentProviderOf } from '../../payments/provider-of';
import { asTeamPlan, teamPlanOf, teamPlanSql } from '../../plans/current';
import { rateLimited } from '../auth/service';
import { donationMetadata } from './fulfilment';
import { playerPageFactColumns, playerPageFacts } from './player-page';

/**
 * Checkouts per address: far more than a family gives in ten minutes, far fewer than a script testing
 * stolen cards needs (each checkout is a chance to try a card).
 */
export const DONATION_CHECKOUT_LIMIT = { attempts: 30, windowMinutes: 10 };

const TEAM_SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const PLAYER_NUMBER = /^\d{1,9}$/;
const MAX_TEAM_SLUG = 80;

/**
 * A team's player pages are there as soon as it has players, listed or not, so coaches can share them
 * early; only a team an admin rejected has none. Whether a page takes gifts is the money rule
 * (payments/money-parties.ts): the page says so, and the checkout refuses (docs/decisions/0013).
 * A page hidden at a parent's request answers exactly like an unknown one, on the page and at checkout
 * (docs/decisions/0015-player-pages.md).
 */
const PUBLIC_PLAYER = and(ne(teams.verificationStatus, 'rejected'), eq(teamPlayers.pageHidden, false));

const playerColumns = {
  playerId: teamPlayers.id,
  teamId: teams.id,
  playerName: teamPlayers.playerName,
  firstName: teamPlayers.firstName,
  lastName: teamPlayers.lastName,
  playerNumber: teamPlayers.playerNumber,
  jerseyNumber: teamPlayers.jerseyNumber,
  urlSlug: teamPlayers.urlSlug,
  teamName: teams.name,
  sport: teams.sport,
  ageGroup: teams.ageGroup,
  location: teams.location,
  takesGifts: TEAM_TAKES_MONEY,
};

/**
 * The player page in one statement, prepared once per database (db/prepared.ts): the player, what its
 * figures need, and the figures themselves (player-page.ts).
 */
const pagePlayerQuery = preparedPerDatabase((db) =>
  db
    .select({
      ...playerColumns,
      facts: playerPageFactColumns(db),
      playerGoalCents: teamPlayers.fundraisingGoalCents,
      teamGoalCents: teams.fundraisingGoalCents,
      teamPlan: teamPlanSql(teams.id, sql.placeholder('now')),
      listedPlayers:
        sql<number>`(select count(*) from team_players p where p.team_id = ${teams.id} and not p.page_hidden)`.mapWith(
          Number,
        ),
    })
    .from(teamPlayers)
    .innerJoin(teams, eq(teams.id, teamPlayers.teamId))
    .where(and(eq(teamPlayers.urlSlug, sql.placeholder('urlSlug')), PUBLIC_PLAYER))
    .prepare('player_page'),
);

/**
 * The player page (the spec's get_player_for_donation, with the page's figures): 400 for a malformed
 * path, 404 for an unknown or hidden player. Public, so the player is named by first name and initial.
 */
export async function playerForDonation(
  db: Db,
  teamSlug: string,
  playerNumber: string,
  now: Date,
): Promise<DonationPlayerResponse> {
  const slug = teamSlug.toLowerCase();
  if (slug.length > MAX_TEAM_SLUG || !TEAM_SLUG.test(slug) || !PLAYER_NUMBER.test(playerNumber)) {
    throw new AppError(400, 'INVALID_PLAYER_URL', INVALID_PLAYER_URL);
  }
  const [row] = await pagePlayerQuery(db).execute({ urlSlug: `${slug}/${Number(playerNumber)}`, now });
  if (!row) throw notFound(PLAYER_NOT_FOUND);
  // The full name and its parts stay here: the page shows the public name only.
  const { playerGoalCents, teamGoalCents, listedPlayers, facts, playerName, teamPlan, ...rest } = row;
  const { firstName, lastName, playerNumber: number, ...player } = rest;
  const subject = {
    playerId: player.playerId,
    teamId: player.teamId,
    playerGoalCents,
    teamGoalCents,
    listedPlayers,
  };
  const page = playerPageFacts(subject, facts);
  const shownName = publicPlayerName({ firstName, lastName, playerNumber: number });
  const plans = { ...FREE_PLANS, team: asTeamPlan(teamPlan) };
  const giftFeeBps = {
    oneTime: platformFeeBps('one_time_gift', plans),
    monthly: platformFeeBps('monthly_gift', plans),
  };
  return {
    player: { ...player, playerName: shownName, teamName: visibleName(player.teamName), giftFeeBps },
    page,
  };
}

async function donationTarget(db: DbOrTx, playerId: string) {
  const [row] = await db
    .select(playerColumns)
    .from(teamPlayers)
    .innerJoin(teams, eq(teams.id, teamPlayers.teamId))
    .where(and(eq(teamPlayers.id, playerId), PUBLIC_PLAYER));
  if (!row) throw notFound(PLAYER_NOT_FOUND);
  return row;
}

/** One checkout per call, counted per address; the refusal is written to the security log. */
async function countCheckout(deps: Deps, meta: Pick<RequestMeta, 'ip' | 'requestId' | 'log'>) {
  const { db } = deps.database;
  const decision = await consumeAttempt(db, `donation-checkout:${meta.ip}`, DONATION_CHECKOUT_LIMIT);
  if (decision.allowed) return;
  await audit(db, meta.log, {
    action: 'SECURITY_EVENT',
    comment: 'Too many donation checkouts from one address',
    ip: meta.ip,
    requestId: meta.requestId,
  });
  throw rateLimited(decision.minutesLeft);
}

/**
 * Opens the provider's checkout for a gift: the pending donation first (player name and team copied, so
 * the record outlives a roster change), then the checkout, one-time ('payment') or monthly
 * ('subscription'). If the provider fails, the donation is cancelled and the answer is 502.
 */
export async function startDonationCheckout(
  deps: Deps,
  input: DonationCheckoutInput,
  meta: Pick<RequestMeta, 'ip' | 'requestId' | 'log' | 'appUrl'>,
): Promise<DonationCheckoutResponse> {
  const { db } = deps.database;
  await countCheckout(deps, meta);
  const player = await donationTarget(db, input.playerId);
  refuseUnlessTeamTakesMoney(player.takesGifts);
  const provider = paymentProviderOf(deps);
  // The provider's checkout page is public too: it names the player as the player page does.
  const shownName = publicPlayerName(player);
  const plans = { ...FREE_PLANS, team: await teamPlanOf(db, player.teamId, clockOf(deps).now()) };
  const platformFee = platformFeeBps(input.isRecurring ? 'monthly_gift' : 'one_time_gift', plans);
  const fees = feeBreakdown(input.amount, platformFee, input.coverFees);
  const [donation] = await db
    .insert(playerDonations)
    .values({
      playerId: player.playerId,
      playerName: player.playerName,
      teamId: player.teamId,
      amount: input.amount,
      platformFeeBps: platformFee,
      coveredFees: fees.coverCents,
      isRecurring: input.isRecurring,
      donorName: input.donorName,
      donorEmail: input.donorEmail,
      showName: input.showName,
      status: 'pending',
      provider: provider.name,
    })
    .returning({ id: playerDonations.id });
  const donationId = donation!.id;

  let session: Awaited<ReturnType<typeof provider.createCheckout>>;
  try {
    session = await provider.createCheckout({
      mode: input.isRecurring ? 'subscription' : 'payment',
      amountCents: fees.chargedCents,
      productName: `${input.isRecurring ? 'Monthly donation' : 'Donation'} to ${shownName}${fees.coverCents ? ' (fees covered)' : ''}`,
      description: `Supporting ${shownName} of ${player.teamName}${input.isRecurring ? ', every month until you cancel' : ''}`,
      payeeName: player.teamName,
      customerEmail: input.donorEmail ?? undefined,
      successUrl: `${meta.appUrl}/player-donation-success?session_id={CHECKOUT_SESSION_ID}&donation_id=${donationId}`,
      cancelUrl: `${meta.appUrl}${playerPath(player.urlSlug)}?checkout=cancelled`,
      expiresAt: new Date(clockOf(deps).now().getTime() + CHECKOUT_RESERVATION_MINUTES * 60_000),
      metadata: donationMetadata(donationId),
    });
  } catch (error) {
    meta.log.error(
      { component: 'donations', provider: provider.name, donationId, err: describeError(error) },
      'could not create the donation checkout; the donation is cancelled',
    );
    await db
      .update(playerDonations)
      .set({ status: 'cancelled' })
      .where(and(eq(playerDonations.id, donationId), eq(playerDonations.status, 'pending')));
    throw new AppError(502, 'PAYMENT_PROVIDER_ERROR', DONATION_CHECKOUT_FAILED);
  }
  await db
    .update(playerDonations)
    .set({ paymentSessionId: session.sessionId })
    .where(eq(playerDonations.id, donationId));
  return { url: session.url, donationId };
}

/**
 * The success page's donation. Public, so it needs the checkout's own session id (which only the payer's
 * browser got back from the provider); without it, or with another, there is nothing to see.
 */
export async function donationForSuccessPage(
  db: DbOrTx,
  donationId: string,
  sessionId: string | undefined,
): Promise<DonationView> {
  if (!isUuid(donationId) || !sessionId) throw notFound(DONATION_NOT_FOUND);
  const [row] = await db
    .select({
      id: playerDonations.id,
      status: playerDonations.status,
      amount: playerDonations.amount,
      isRecurring: playerDonations.isRecurring,
      donorName: playerDonations.donorName,
      // The roster's name fields (null once the player is removed); the donation's full-name copy stays.
      firstName: teamPlayers.firstName,
      lastName: teamPlayers.lastName,
      playerNumber: teamPlayers.playerNumber,
      teamName: teams.name,
      sport: teams.sport,
      ageGroup: teams.ageGroup,
      urlSlug: teamPlayers.urlSlug,
      paidAt: playerDonations.paidAt,
    })
    .from(playerDonations)
    .innerJoin(teams, eq(teams.id, playerDonations.teamId))
    .leftJoin(teamPlayers, eq(teamPlayers.id, playerDonations.playerId))
    .where(and(eq(playerDonations.id, donationId), eq(playerDonations.paymentSessionId, sessionId)));
  if (!row) throw notFound(DONATION_NOT_FOUND);
  const { firstName, lastName, playerNumber, ...shown } = row;
  return {
    ...shown,
    donorName: shown.donorName && visibleName(shown.donorName),
    playerName: publicPlayerName({ firstName, lastName, playerNumber }),
    teamName: visibleName(shown.teamName),
    paidAt: row.paidAt?.toISOString() ?? null,
  };
}
