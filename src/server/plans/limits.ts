import { and, eq, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import { PLANS, type PlanId, type TeamPlan } from '../../shared/plans';
import type { Deps } from '../core/deps';
import { conflict } from '../core/errors';
import type { DbOrTx, Tx } from '../db/client';
import { teams } from '../db/schema';
import { mailBody } from '../email/layout';
import { enqueueEmail } from '../email/outbox';
import { businessPlanOf, dealsHeldSql, ONE_ROW, sponsorsHeldSql, teamPlanOf } from './current';

/*
 * What a plan limits, enforced here whatever the screens do (issue 21, decisions 0047 and 0051). Team Free:
 * at most PLANS.team_free.sponsorLimit sponsorships held at once; the business is told why, the coach is
 * offered the upgrade (by email, a week apart at most, and on the dashboard). Business Free: at most
 * PLANS.business_free.sponsorLimit deals at once; the business is told why and offered the upgrade.
 */

export const TEAM_PLAN_FULL = 'TEAM_PLAN_FULL';
const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

/** Why a business cannot sponsor a full Free team; `told` once the refusal has been reported to the team. */
export function teamPlanFullMessage(limit: number, told = true): string {
  const team = told
    ? 'We have let the team know; they can upgrade to take more.'
    : 'The team can upgrade to take more.';
  return `This team's Free plan holds ${limit} sponsors and all ${limit} are taken. ${team} Please check back later or choose another team.`;
}

/**
 * `limit` when one more sponsorship would go over it (the places `held` holds now), or null. The business's
 * own open checkouts of the tier it starts again (of any of the team's tiers when `tierId` is null) are
 * not counted: a new checkout replaces them.
 */
async function full(
  db: DbOrTx,
  limit: number | null,
  held: SQL<number>,
  now: Date,
  replacing: { teamId: string; businessId: string; tierId: string | null } | null,
): Promise<number | null> {
  if (limit === null) return null;
  const [row] = await db
    .select({
      held,
      replaced: replacing
        ? sql<number>`(select count(*) from sponsorships s where s.team_id = ${replacing.teamId}
        and s.status = 'pending' and s.expires_at > ${now} and s.business_id = ${replacing.businessId}
        and (${replacing.tierId}::uuid is null or s.tier_id = ${replacing.tierId}::uuid))::int`
        : sql<number>`0`,
    })
    .from(ONE_ROW);
  return row && row.held - row.replaced >= limit ? limit : null;
}

/** The team's sponsor limit when a new sponsorship would go over it, or null. */
async function limitReached(
  db: DbOrTx,
  teamId: string,
  now: Date,
  replacing: { businessId: string; tierId: string | null },
): Promise<number | null> {
  const limit = PLANS[await teamPlanOf(db, teamId, now)].sponsorLimit;
  return full(db, limit, sponsorsHeldSql(teamId, now), now, { teamId, ...replacing });
}

/**
 * At checkout: two checkouts for the same team's last place queue on a lock of the team's own, so both
 * cannot see a free place. A plan without a limit has no last place: its checkouts go side by side (all
 * of one team's queued here, a dozen statements each, issue 24). `team.plan` is the team's plan now.
 */
export async function sponsorLimitReached(
  tx: Tx,
  team: { id: string; plan: TeamPlan },
  now: Date,
  replacing: { businessId: string; tierId: string },
): Promise<number | null> {
  const limit = PLANS[team.plan].sponsorLimit;
  if (limit === null) return null;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`team-sponsors:${team.id}`}))`);
  return full(tx, limit, sponsorsHeldSql(team.id, now), now, { teamId: team.id, ...replacing });
}

/** On the sponsor page, before anyone presses: whether this business would be turned away. */
export function teamFullFor(db: DbOrTx, teamId: string, now: Date, businessId: string) {
  return limitReached(db, teamId, now, { businessId, tierId: null });
}

export const BUSINESS_PLAN_FULL = 'BUSINESS_PLAN_FULL';

/** Why a Free business cannot start one more sponsorship, and how to go on. */
export function businessPlanFullMessage(limit: number): string {
  const featured = PLANS.featured_sponsor;
  return `Your Free plan holds ${limit} sponsorships at a time and all ${limit} are in use. ${featured.name} (${featured.price} ${featured.period}) has unlimited deals: upgrade on your Plan and billing page.`;
}

/** The business's deal limit when one more sponsorship would go over it, or null. */
async function dealLimitReached(
  db: DbOrTx,
  businessId: string,
  now: Date,
  replacing: { teamId: string; tierId: string | null } | null,
): Promise<number | null> {
  const limit = PLANS[await businessPlanOf(db, businessId, now)].sponsorLimit;
  return full(db, limit, dealsHeldSql(businessId, now), now, replacing && { businessId, ...replacing });
}

/** A league package is one deal, whatever the number of teams it is shared among (decision 0059). */
export async function refuseOverLeagueDealLimit(tx: Tx, businessId: string, now: Date): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`business-deals:${businessId}`}))`);
  const limit = await dealLimitReached(tx, businessId, now, null);
  if (limit !== null) throw conflict(BUSINESS_PLAN_FULL, businessPlanFullMessage(limit));
}

/** On the league page, before the business presses: the message when its deals are all in use. */
export async function leagueDealLimitFor(db: DbOrTx, businessId: string, now: Date): Promise<string | null> {
  const limit = await dealLimitReached(db, businessId, now, null);
  return limit === null ? null : businessPlanFullMessage(limit);
}

/**
 * At checkout: a Free business's two checkouts at once for its last deal queue on a lock of its own, so
 * both cannot see a free place. Refuses with BUSINESS_PLAN_FULL. `plan` is the business's plan now.
 */
export async function refuseOverDealLimit(
  tx: Tx,
  business: { id: string; plan: PlanId },
  now: Date,
  replacing: { teamId: string; tierId: string },
): Promise<void> {
  const limit = PLANS[business.plan].sponsorLimit;
  if (limit === null) return;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`business-deals:${business.id}`}))`);
  const held = dealsHeldSql(business.id, now);
  if ((await full(tx, limit, held, now, { businessId: business.id, ...replacing })) !== null)
    throw conflict(BUSINESS_PLAN_FULL, businessPlanFullMessage(limit));
}

/** On the sponsor page, before the business presses: the message when its deals are all in use. */
export async function dealLimitFor(
  db: DbOrTx,
  businessId: string,
  teamId: string,
  now: Date,
): Promise<string | null> {
  const limit = await dealLimitReached(db, businessId, now, { teamId, tierId: null });
  return limit === null ? null : businessPlanFullMessage(limit);
}

/** Refuses the checkout, after telling the team's owner (at most weekly) that a business was turned away. */
export async function refuseOverLimit(deps: Deps, teamId: string, limit: number, now: Date): Promise<never> {
  const { db } = deps.database;
  const [team] = await db
    .update(teams)
    .set({ planLimitNotifiedAt: now })
    .where(
      and(
        eq(teams.id, teamId),
        or(
          isNull(teams.planLimitNotifiedAt),
          lt(teams.planLimitNotifiedAt, new Date(now.getTime() - WEEK_MS)),
        ),
      ),
    )
    .returning({ name: teams.name, email: teams.contactEmail, coach: teams.coachName });
  if (team) {
    await enqueueEmail(db, {
      kind: 'plan_limit_reached',
      to: team.email,
      toName: team.coach,
      teamId,
      subject: `A business wanted to sponsor ${team.name}`,
      ...mailBody([
        `Hi ${team.coach},`,
        `A local business just tried to sponsor ${team.name}, but the Free plan holds ${limit} sponsors and your team has ${limit}.`,
        `Team Pro (${PLANS.team_pro.price} ${PLANS.team_pro.period}) takes unlimited sponsors, and its Homefield fee on gifts is lower.`,
        { link: 'Upgrade here', href: `${deps.config.publicUrl}/billing?plan=team_pro` },
      ]),
    });
    deps.mail?.kick();
  }
  throw conflict(TEAM_PLAN_FULL, teamPlanFullMessage(limit));
}
