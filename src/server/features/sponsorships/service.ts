import { and, desc, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import { CHECKOUT_RESERVATION_MINUTES, LISTED_STATUSES } from '../../../shared/constants';
import { FREE_PLANS, MIN_CHARGE_CENTS, platformFeeBps } from '../../../shared/fees';
import type { BusinessPlan } from '../../../shared/plans';
import type { SessionUser } from '../../../shared/schemas/auth';
import { TEAM_NOT_FOUND } from '../../../shared/schemas/discovery';
import { businessPaymentRefusal, TEAM_NOT_TAKING_MONEY_MESSAGE } from '../../../shared/schemas/money-parties';
import {
  BUSINESS_REQUIRED,
  BUSINESS_REQUIRED_MESSAGE,
  CHECKOUT_FAILED,
  type CheckoutResponse,
  SOLD_OUT,
  SOLD_OUT_MESSAGE,
  SPONSORSHIP_NOT_FOUND,
  type SponsorshipCheckoutInput,
  type SponsorshipView,
  type SponsorTeamResponse,
  TIER_ALREADY_YOURS,
  TIER_ALREADY_YOURS_MESSAGE,
  TIER_NOT_FOUND,
  TIER_NOT_PAYABLE,
} from '../../../shared/schemas/payments';
import { clockOf } from '../../core/clock';
import type { Deps } from '../../core/deps';
import { AppError, conflict, describeError, notFound } from '../../core/errors';
import type { DbOrTx, Tx } from '../../db/client';
import { businesses, sponsorships, teams } from '../../db/schema';
import { isUuid } from '../../http/ids';
import { closeCheckouts } from '../../payments/expiry';
import { attachHolds } from '../../payments/holds';
import {
  refuseUnlessBusinessMayPay,
  refuseUnlessTeamTakesMoney,
  TEAM_TAKES_MONEY,
} from '../../payments/money-parties';
import { paymentProviderOf } from '../../payments/provider-of';
import { cancelSponsorships, lockTier, takeSpot } from '../../payments/reservations';
import { asBusinessPlan, asTeamPlan, businessPlanOf, planSql, teamPlanSql } from '../../plans/current';
import {
  dealLimitFor,
  refuseOverDealLimit,
  refuseOverLimit,
  sponsorLimitReached,
  teamFullFor,
  teamPlanFullMessage,
} from '../../plans/limits';
import { teamDetails } from '../discovery/teams';
import { blockedSql, refuseBlockedCheckout } from '../team-dashboard/blocks';
import { sponsorshipMetadata } from './fulfilment';

/** The caller's business; without one they are sent to finish the business signup (spec part 2, 2.8). */
export async function businessOf(db: DbOrTx, userId: string) {
  const [business] = await db
    .select({
      id: businesses.id,
      businessName: businesses.businessName,
      businessEmail: businesses.businessEmail,
      verificationStatus: businesses.verificationStatus,
    })
    .from(businesses)
    .where(eq(businesses.createdBy, userId));
  if (!business) throw new AppError(403, BUSINESS_REQUIRED, BUSINESS_REQUIRED_MESSAGE);
  return business;
}

/**
 * The sponsor-a-team page: the public team page of an approved team, and, when it has no tiers, its contact for
 * 'Contact Team' (for an approved business only).
 */
export async function sponsorTeamPage(
  deps: Deps,
  user: SessionUser,
  teamId: string,
): Promise<SponsorTeamResponse> {
  const { db } = deps.database;
  const business = await businessOf(db, user.id);
  const team = await teamDetails(db, teamId);
  const [contact] = await db
    .select({ contactEmail: teams.contactEmail, takesMoney: TEAM_TAKES_MONEY })
    .from(teams)
    .where(eq(teams.id, team.id));
  // The page says why paying cannot work before the business tries: its own standing first.
  const standing = businessPaymentRefusal(business.verificationStatus);
  const ownRefusal = standing ?? (await dealLimitFor(db, business.id, team.id, clockOf(deps).now()));
  const full = await teamFullFor(db, team.id, clockOf(deps).now(), business.id);
  const paymentRefusal = ownRefusal
    ? { party: 'business' as const, message: ownRefusal }
    : !contact!.takesMoney
      ? { party: 'team' as const, message: TEAM_NOT_TAKING_MONEY_MESSAGE }
      : full !== null
        ? { party: 'team' as const, message: teamPlanFullMessage(full, false) }
        : null;
  const offersContact = team.tiers.length === 0 && !standing;
  const yourSponsorships = await db
    .select({
      id: sponsorships.id,
      tierId: sponsorships.tierId,
      tierName: sponsorships.tierName,
      contractEndDate: sponsorships.contractEndDate,
    })
    .from(sponsorships)
    .where(
      and(
        eq(sponsorships.teamId, team.id),
        eq(sponsorships.businessId, business.id),
        eq(sponsorships.status, 'active'),
        eq(sponsorships.paymentStatus, 'paid'),
      ),
    )
    .orderBy(desc(sponsorships.paidAt));
  return {
    team,
    contactEmail: offersContact ? contact!.contactEmail : null,
    businessName: business.businessName,
    paymentRefusal,
    yourSponsorships,
    platformFeeBps: commissionOn(await businessPlanOf(db, business.id, clockOf(deps).now())),
  };
}

/** A sponsorship's fee goes by the paying business's plan now (the landing page's 8 to 10 percent). */
function commissionOn(business: BusinessPlan): number {
  return platformFeeBps('sponsorship', { ...FREE_PLANS, business });
}

/** The businesses row's id, spelled out for the subqueries of the checkout's first read. */
const BUSINESS_ID = sql.raw('"businesses"."id"');

/**
 * The caller's business and the listed team it pays, with what decides whether it may: the business's
 * standing, whether the team blocks it, both accounts' plans now, whether it already holds the tier, and
 * the player it credits. One statement, since a checkout's time is its round trips (issue 24); refused in
 * the order a person would want to hear it, their own account first.
 */
async function checkoutParties(tx: Tx, userId: string, input: SponsorshipCheckoutInput, now: Date) {
  const { teamId, tierId } = input;
  const [row] = await tx
    .select({
      businessId: businesses.id,
      businessEmail: businesses.businessEmail,
      verificationStatus: businesses.verificationStatus,
      teamId: teams.id,
      name: teams.name,
      sport: teams.sport,
      ageGroup: teams.ageGroup,
      seasonStartDate: teams.seasonStartDate,
      seasonEndDate: teams.seasonEndDate,
      takesMoney: TEAM_TAKES_MONEY,
      blocked: blockedSql(teamId, BUSINESS_ID),
      teamPlan: teamPlanSql(teamId, now),
      businessPlan: planSql('business', BUSINESS_ID, now),
      tierHeld: tierHeldSql(BUSINESS_ID, tierId),
      creditedPlayerId: creditablePlayerSql(teamId, input.playerId),
    })
    .from(businesses)
    .leftJoin(teams, and(eq(teams.id, teamId), inArray(teams.verificationStatus, LISTED_STATUSES)))
    .where(eq(businesses.createdBy, userId));
  if (!row) throw new AppError(403, BUSINESS_REQUIRED, BUSINESS_REQUIRED_MESSAGE);
  refuseUnlessBusinessMayPay(row.verificationStatus);
  if (!row.teamId) throw notFound(TEAM_NOT_FOUND);
  refuseUnlessTeamTakesMoney(row.takesMoney);
  refuseBlockedCheckout(row.blocked);
  const business = {
    id: row.businessId,
    businessEmail: row.businessEmail,
    plan: asBusinessPlan(row.businessPlan),
  };
  const team = {
    id: row.teamId,
    name: row.name!,
    sport: row.sport!,
    ageGroup: row.ageGroup!,
    seasonStartDate: row.seasonStartDate,
    seasonEndDate: row.seasonEndDate,
    plan: asTeamPlan(row.teamPlan),
    tierHeld: row.tierHeld,
    creditedPlayerId: row.creditedPlayerId,
  };
  return { business, team };
}

/**
 * The player to credit with a sponsorship: only a player of this team whose page is not hidden; any
 * other id (malformed, unknown, another team's, hidden) credits no one, silently.
 */
function creditablePlayerSql(teamId: string, playerId: string | null | undefined) {
  if (!playerId || !isUuid(playerId)) return sql<string | null>`null::uuid`;
  return sql<string | null>`(select p.id from team_players p
    where p.id = ${playerId} and p.team_id = ${teamId} and not p.page_hidden)`;
}

/**
 * Paying again for a tier the business already holds is a mistake (the back button after paying, a page
 * left open in another tab), not a purchase: the sponsor page marks it 'Yours' and the server refuses it.
 */
function tierHeldSql(businessId: SQL, tierId: string) {
  return sql<boolean>`exists (select 1 from sponsorships s where s.business_id = ${businessId}
    and s.tier_id = ${tierId} and s.status = 'active' and s.payment_status = 'paid')`;
}

/**
 * Reserves a spot of the tier and opens the provider's checkout for it. The reservation and the pending
 * sponsorship are one transaction; if the provider then fails, both are undone (no orphan reservation).
 * A business holds at most one open checkout per tier: starting again replaces the previous one, so a
 * buyer who backs out and returns is never blocked by their own reservation, and nobody can hoard spots.
 */
export async function startSponsorshipCheckout(
  deps: Deps,
  user: SessionUser,
  input: SponsorshipCheckoutInput,
  appUrl: string,
): Promise<CheckoutResponse> {
  const { db } = deps.database;
  const provider = paymentProviderOf(deps);
  const expiresAt = new Date(clockOf(deps).now().getTime() + CHECKOUT_RESERVATION_MINUTES * 60_000);

  const started = await db.transaction(async (tx) => {
    const now = clockOf(deps).now();
    const { business, team } = await checkoutParties(tx, user.id, input, now);
    const full = await sponsorLimitReached(tx, { id: team.id, plan: team.plan }, now, {
      businessId: business.id,
      tierId: input.tierId,
    });
    if (full !== null) return { refused: { limit: full, teamId: team.id, now } };
    await refuseOverDealLimit(tx, business, now, { teamId: team.id, tierId: input.tierId });
    // The tier's lock comes first: cancelling this business's earlier checkout before it let parallel
    // checkouts each miss the others' rows and all take a spot (one business held a whole tier).
    if (!(await lockTier(tx, team.id, input.tierId))) throw notFound(TIER_NOT_FOUND);
    if (team.tierHeld) throw conflict(TIER_ALREADY_YOURS, TIER_ALREADY_YOURS_MESSAGE);
    const replaced = await cancelSponsorships(tx, {
      where: and(eq(sponsorships.businessId, business.id), eq(sponsorships.tierId, input.tierId))!,
      from: ['pending'],
    });
    const tier = await takeSpot(tx, team.id, input.tierId, { businessId: business.id, now });
    if (!tier) throw conflict(SOLD_OUT, SOLD_OUT_MESSAGE);
    if (tier.amount < MIN_CHARGE_CENTS) throw conflict('TIER_NOT_PAYABLE', TIER_NOT_PAYABLE);
    const [sponsorship] = await tx
      .insert(sponsorships)
      .values({
        teamId: team.id,
        businessId: business.id,
        tierId: tier.id,
        tierName: tier.name,
        tierBenefits: tier.benefits,
        amount: tier.amount,
        platformFeeBps: commissionOn(business.plan),
        status: 'pending',
        paymentStatus: 'pending',
        contractStartDate: team.seasonStartDate && team.seasonEndDate ? team.seasonStartDate : null,
        contractEndDate: team.seasonStartDate && team.seasonEndDate ? team.seasonEndDate : null,
        provider: provider.name,
        expiresAt,
        creditedPlayerId: team.creditedPlayerId,
      })
      .returning({ id: sponsorships.id, creditedPlayerId: sponsorships.creditedPlayerId });
    // A renewal or waitlist hold of this business is used by this checkout (live again if it lapses).
    await attachHolds(tx, { tierId: tier.id, businessId: business.id, sponsorshipId: sponsorship!.id, now });
    return { business, team, tier, sponsorship: sponsorship!, replaced, refused: null };
  });
  if (started.refused) {
    const { teamId, limit, now } = started.refused;
    return refuseOverLimit(deps, teamId, limit, now);
  }
  const { business, team, tier, sponsorship, replaced } = started;
  await closeCheckouts(deps, replaced);

  let session: Awaited<ReturnType<typeof provider.createCheckout>>;
  try {
    session = await provider.createCheckout({
      mode: 'payment',
      amountCents: tier.amount,
      productName: `${tier.name} sponsorship: ${team.name}`,
      description:
        tier.description?.trim() || `Season sponsorship of ${team.name} (${team.sport}, ${team.ageGroup})`,
      payeeName: team.name,
      customerEmail: business.businessEmail,
      payerUserId: user.id,
      successUrl: `${appUrl}/sponsorship-success?session_id={CHECKOUT_SESSION_ID}&sponsorship_id=${sponsorship.id}`,
      // Back to the tier, still crediting the player the business came from.
      cancelUrl: `${appUrl}/sponsor-team/${team.id}?tier=${tier.id}${sponsorship.creditedPlayerId ? `&player=${sponsorship.creditedPlayerId}` : ''}&checkout=cancelled`,
      expiresAt,
      metadata: sponsorshipMetadata(sponsorship.id),
    });
  } catch (error) {
    deps.logger.error(
      {
        component: 'payments',
        provider: provider.name,
        sponsorshipId: sponsorship.id,
        err: describeError(error),
      },
      'could not create the checkout; the reservation is released',
    );
    await db.transaction((tx) =>
      cancelSponsorships(tx, { where: eq(sponsorships.id, sponsorship.id), from: ['pending'] }),
    );
    throw new AppError(502, 'PAYMENT_PROVIDER_ERROR', CHECKOUT_FAILED);
  }
  await db
    .update(sponsorships)
    .set({ paymentSessionId: session.sessionId })
    .where(and(eq(sponsorships.id, sponsorship.id), isNull(sponsorships.paymentSessionId)));
  return { url: session.url, sponsorshipId: sponsorship.id };
}

/**
 * The success page's sponsorship, for the business that pays and the team that is paid; anyone else
 * finds nothing. With a session id, it must be the sponsorship's own checkout.
 */
export async function sponsorshipForViewer(
  deps: Deps,
  user: SessionUser,
  sponsorshipId: string,
  sessionId: string | undefined,
): Promise<SponsorshipView> {
  if (!isUuid(sponsorshipId)) throw notFound(SPONSORSHIP_NOT_FOUND);
  const [row] = await deps.database.db
    .select({
      id: sponsorships.id,
      status: sponsorships.status,
      paymentStatus: sponsorships.paymentStatus,
      amount: sponsorships.amount,
      tierId: sponsorships.tierId,
      tierName: sponsorships.tierName,
      tierBenefits: sponsorships.tierBenefits,
      contractStartDate: sponsorships.contractStartDate,
      contractEndDate: sponsorships.contractEndDate,
      paidAt: sponsorships.paidAt,
      businessName: businesses.businessName,
      team: {
        id: teams.id,
        name: teams.name,
        sport: teams.sport,
        ageGroup: teams.ageGroup,
        location: teams.location,
      },
    })
    .from(sponsorships)
    .innerJoin(teams, eq(teams.id, sponsorships.teamId))
    .innerJoin(businesses, eq(businesses.id, sponsorships.businessId))
    .where(
      and(
        eq(sponsorships.id, sponsorshipId),
        or(eq(businesses.createdBy, user.id), eq(teams.createdBy, user.id)),
        sessionId ? eq(sponsorships.paymentSessionId, sessionId) : undefined,
      ),
    );
  if (!row) throw notFound(SPONSORSHIP_NOT_FOUND);
  return { ...row, paidAt: row.paidAt?.toISOString() ?? null };
}
