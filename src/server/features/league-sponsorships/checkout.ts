import { and, asc, eq, notExists, sql } from 'drizzle-orm';
import { CHECKOUT_RESERVATION_MINUTES } from '../../../shared/constants';
import { FREE_PLANS, platformFeeBps } from '../../../shared/fees';
import { leaguePagePath } from '../../../shared/page-paths';
import type { SessionUser } from '../../../shared/schemas/auth';
import {
  LEAGUE_NO_TEAMS,
  LEAGUE_TIER_ALREADY_YOURS,
  LEAGUE_TIER_NOT_FOUND,
} from '../../../shared/schemas/league-sponsorships';
import { LEAGUE_PAGE_NOT_FOUND } from '../../../shared/schemas/leagues';
import { businessPaymentRefusal } from '../../../shared/schemas/money-parties';
import { CHECKOUT_FAILED, TIER_ALREADY_YOURS } from '../../../shared/schemas/payments';
import { clockOf } from '../../core/clock';
import type { Deps } from '../../core/deps';
import { AppError, conflict, describeError, notFound } from '../../core/errors';
import type { DbOrTx } from '../../db/client';
import {
  businesses,
  leagueSponsorships,
  leagues,
  leagueTiers,
  teamBusinessBlocks,
  teams,
} from '../../db/schema';
import { isUuid } from '../../http/ids';
import { refuseUnlessBusinessMayPay, TEAM_TAKES_MONEY } from '../../payments/money-parties';
import { paymentProviderOf } from '../../payments/provider-of';
import { businessPlanOf, leaguePlanActive } from '../../plans/current';
import { leagueDealLimitFor, refuseOverLeagueDealLimit } from '../../plans/limits';
import { businessOf } from '../sponsorships/service';
import { leagueSponsorshipMetadata } from './fulfilment';

/*
 * A business buys a league package (decision 0059): one checkout for the whole league, split among the
 * member teams that can take money and have not blocked the business, fixed when it presses.
 */

/** The league behind a published page: 404 unless its League Plan is in force. */
async function publishedLeague(deps: Deps, slug: string) {
  const [league] = await deps.database.db
    .select({ id: leagues.id, name: leagues.name, slug: leagues.slug })
    .from(leagues)
    .where(eq(leagues.slug, slug));
  if (!league || !(await leaguePlanActive(deps.database.db, league.id, clockOf(deps).now())))
    throw notFound(LEAGUE_PAGE_NOT_FOUND);
  return league;
}

/** The member teams a league payment is split among, by name: listed, taking money, not blocking it. */
function payableTeams(db: DbOrTx, leagueId: string, businessId: string) {
  return db
    .select({ id: teams.id, name: teams.name })
    .from(teams)
    .where(
      and(
        eq(teams.leagueId, leagueId),
        TEAM_TAKES_MONEY,
        notExists(
          db
            .select({ one: sql`1` })
            .from(teamBusinessBlocks)
            .where(
              and(eq(teamBusinessBlocks.teamId, teams.id), eq(teamBusinessBlocks.businessId, businessId)),
            ),
        ),
      ),
    )
    .orderBy(asc(teams.name), asc(teams.id));
}

/** The league packages this business holds now. */
function heldTierIds(db: DbOrTx, leagueId: string, businessId: string) {
  return db
    .select({ tierId: leagueSponsorships.tierId })
    .from(leagueSponsorships)
    .where(
      and(
        eq(leagueSponsorships.leagueId, leagueId),
        eq(leagueSponsorships.businessId, businessId),
        eq(leagueSponsorships.status, 'active'),
      ),
    );
}

async function commission(db: DbOrTx, businessId: string, now: Date) {
  return platformFeeBps('sponsorship', {
    ...FREE_PLANS,
    business: await businessPlanOf(db, businessId, now),
  });
}

export interface LeagueSponsorPage {
  /** Why this business cannot pay now (its standing, its plan's deals, no payable team), or null. */
  refusal: string | null;
  /** How many teams a payment would be split among now. */
  teams: number;
  yourTierIds: string[];
  platformFeeBps: number;
}

/** GET /api/league-pages/:slug/sponsor: what the signed-in business needs to buy a package. */
export async function leagueSponsorPage(
  deps: Deps,
  user: SessionUser,
  slug: string,
): Promise<LeagueSponsorPage> {
  const { db } = deps.database;
  const business = await businessOf(db, user.id);
  const league = await publishedLeague(deps, slug);
  const now = clockOf(deps).now();
  const [payable, held] = await Promise.all([
    payableTeams(db, league.id, business.id),
    heldTierIds(db, league.id, business.id),
  ]);
  const refusal =
    businessPaymentRefusal(business.verificationStatus) ??
    (await leagueDealLimitFor(db, business.id, now)) ??
    (payable.length === 0 ? LEAGUE_NO_TEAMS : null);
  return {
    refusal,
    teams: payable.length,
    yourTierIds: held.flatMap((h) => (h.tierId ? [h.tierId] : [])),
    platformFeeBps: await commission(db, business.id, now),
  };
}

export interface LeagueCheckoutResponse {
  url: string;
  leagueSponsorshipId: string;
}

/**
 * POST /api/league-pages/:slug/checkout. Starting again replaces this business's open checkout of the
 * package (its session is closed at the provider); a package it already holds is refused.
 */
export async function startLeagueCheckout(
  deps: Deps,
  user: SessionUser,
  slug: string,
  tierId: string,
  appUrl: string,
): Promise<LeagueCheckoutResponse> {
  const { db } = deps.database;
  const provider = paymentProviderOf(deps);
  const business = await businessOf(db, user.id);
  refuseUnlessBusinessMayPay(business.verificationStatus);
  const league = await publishedLeague(deps, slug);
  const now = clockOf(deps).now();
  const expiresAt = new Date(now.getTime() + CHECKOUT_RESERVATION_MINUTES * 60_000);

  const started = await db.transaction(async (tx) => {
    const [tier] = isUuid(tierId)
      ? await tx
          .select()
          .from(leagueTiers)
          .where(and(eq(leagueTiers.id, tierId), eq(leagueTiers.leagueId, league.id)))
      : [];
    if (!tier) throw notFound(LEAGUE_TIER_NOT_FOUND);
    await refuseOverLeagueDealLimit(tx, business.id, now);
    // The business's own lock orders two presses: the second finds the first's row and replaces it.
    await tx
      .select({ id: businesses.id })
      .from(businesses)
      .where(eq(businesses.id, business.id))
      .for('update');
    if ((await heldTierIds(tx, league.id, business.id)).some((h) => h.tierId === tier.id))
      throw conflict(TIER_ALREADY_YOURS, LEAGUE_TIER_ALREADY_YOURS);
    const payable = await payableTeams(tx, league.id, business.id);
    if (payable.length === 0) throw conflict('LEAGUE_NO_TEAMS', LEAGUE_NO_TEAMS);
    const replaced = await tx
      .update(leagueSponsorships)
      .set({ status: 'cancelled', updatedAt: now })
      .where(
        and(
          eq(leagueSponsorships.businessId, business.id),
          eq(leagueSponsorships.tierId, tier.id),
          eq(leagueSponsorships.status, 'pending'),
        ),
      )
      .returning({ sessionId: leagueSponsorships.paymentSessionId, provider: leagueSponsorships.provider });
    const [row] = await tx
      .insert(leagueSponsorships)
      .values({
        leagueId: league.id,
        leagueName: league.name,
        businessId: business.id,
        tierId: tier.id,
        tierName: tier.name,
        tierBenefits: tier.benefits,
        amount: tier.amount,
        platformFeeBps: await commission(tx, business.id, now),
        teamIds: payable.map((t) => t.id),
        provider: provider.name,
      })
      .returning({ id: leagueSponsorships.id });
    return { tier, teams: payable, id: row!.id, replaced };
  });

  for (const old of started.replaced) {
    if (!old.sessionId || old.provider !== provider.name) continue;
    await provider.expireCheckout(old.sessionId).catch((error: unknown) => {
      deps.logger.warn(
        { component: 'payments', err: describeError(error) },
        'could not close a replaced checkout',
      );
    });
  }
  const page = `${appUrl}${leaguePagePath(league.slug)}`;
  try {
    const session = await provider.createCheckout({
      mode: 'payment',
      amountCents: started.tier.amount,
      productName: `${started.tier.name}: ${league.name}`,
      description:
        started.tier.description?.trim() ||
        `League sponsorship of ${league.name}, shared among ${started.teams.length} ${started.teams.length === 1 ? 'team' : 'teams'}`,
      payeeName: league.name,
      customerEmail: business.businessEmail,
      payerUserId: user.id,
      successUrl: `${page}?checkout=paid&session_id={CHECKOUT_SESSION_ID}`,
      cancelUrl: `${page}?checkout=cancelled`,
      expiresAt,
      metadata: leagueSponsorshipMetadata(started.id),
    });
    await db
      .update(leagueSponsorships)
      .set({ paymentSessionId: session.sessionId })
      .where(and(eq(leagueSponsorships.id, started.id), eq(leagueSponsorships.status, 'pending')));
    return { url: session.url, leagueSponsorshipId: started.id };
  } catch (error) {
    deps.logger.error(
      { component: 'payments', leagueSponsorshipId: started.id, err: describeError(error) },
      'could not create the league checkout',
    );
    await db
      .update(leagueSponsorships)
      .set({ status: 'cancelled', paymentStatus: 'failed' })
      .where(eq(leagueSponsorships.id, started.id));
    throw new AppError(502, 'PAYMENT_PROVIDER_ERROR', CHECKOUT_FAILED);
  }
}
