import { type SQLWrapper, sql } from 'drizzle-orm';
import { FREE_PLANS } from '../../shared/fees';
import { type BusinessPlan, PLAN_GRACE_DAYS, PLANS, type PlanId, type TeamPlan } from '../../shared/plans';
import type { DbOrTx } from '../db/client';

/*
 * Which plan an account is on now (issue 21, decision 0047): the subscription the provider last reported
 * paid, or failed within its grace period; otherwise the Free plan. Read where a plan decides something
 * (a fee, a limit), never cached, so an upgrade lifts a limit at once and a lapse restores it at once.
 */

/** A FROM for a select of subqueries only. */
export const ONE_ROW = sql`(select 1) as one`;

/** Whose plan: the column of plan_subscriptions that names the account. */
export type PlanAccountKind = 'team' | 'business' | 'league';
const ACCOUNT_COLUMN = {
  team: sql.raw('ps.team_id'),
  business: sql.raw('ps.business_id'),
  league: sql.raw('ps.league_id'),
};

/** A subscription in force at `now`: paid up, or failed less than the grace period ago. */
export function inForceSql(status: SQLWrapper, pastDueSince: SQLWrapper, now: SQLWrapper | Date) {
  return sql`(${status} = 'active' or (${status} = 'past_due'
    and ${pastDueSince} > ${now}::timestamptz - make_interval(days => ${PLAN_GRACE_DAYS})))`;
}

/**
 * The account's plan at `now` in SQL, null for Free: the subscription in force, if any. `now` may be a
 * placeholder, for the prepared statements of the public pages.
 */
export function planSql(kind: PlanAccountKind, id: SQLWrapper | string, now: SQLWrapper | Date) {
  const inForce = inForceSql(sql.raw('ps.status'), sql.raw('ps.past_due_since'), now);
  return sql<PlanId | null>`(select ps.plan from plan_subscriptions ps where ${ACCOUNT_COLUMN[kind]} = ${id}
    and ${inForce} limit 1)`;
}

/**
 * A team's plan: its own, else the League Plan of the league it joined (decision 0055), which covers every
 * team of the league.
 */
export function teamPlanSql(teamId: SQLWrapper | string, now: SQLWrapper | Date) {
  const leagueId = sql`(select lt.league_id from teams lt where lt.id = ${teamId})`;
  return sql<PlanId | null>`coalesce(${planSql('team', teamId, now)}, ${planSql('league', leagueId, now)})`;
}

/** What a stored plan id means for a team: its own plan, or Free. */
export function asTeamPlan(plan: PlanId | null | undefined): TeamPlan {
  return plan && PLANS[plan].audience === 'team' ? (plan as TeamPlan) : FREE_PLANS.team;
}

/** What a stored plan id means for a business: its own plan, or Free. */
export function asBusinessPlan(plan: PlanId | null | undefined): BusinessPlan {
  return plan && PLANS[plan].audience === 'business' ? (plan as BusinessPlan) : FREE_PLANS.business;
}

export async function teamPlanOf(db: DbOrTx, teamId: string, now: Date): Promise<TeamPlan> {
  const [row] = await db.select({ plan: teamPlanSql(teamId, now) }).from(ONE_ROW);
  return asTeamPlan(row?.plan);
}

/** Whether the league's League Plan is in force. */
export async function leaguePlanActive(db: DbOrTx, leagueId: string, now: Date): Promise<boolean> {
  const [row] = await db.select({ plan: planSql('league', leagueId, now) }).from(ONE_ROW);
  return row?.plan === 'league';
}

export async function businessPlanOf(db: DbOrTx, businessId: string, now: Date): Promise<BusinessPlan> {
  const [row] = await db.select({ plan: planSql('business', businessId, now) }).from(ONE_ROW);
  return asBusinessPlan(row?.plan);
}

/**
 * The sponsorships that hold one of the account's places now (a team's sponsors, a business's deals): paid
 * and running, or in a checkout that has not lapsed.
 */
function placesHeldSql(kind: 'team' | 'business', id: string, now: Date) {
  const column = sql.raw(kind === 'team' ? 's.team_id' : 's.business_id');
  // A business's league package is one deal, however many teams share it (decision 0059).
  const counted = sql.raw(kind === 'team' ? 's.id' : 'coalesce(s.league_sponsorship_id, s.id)');
  return sql<number>`(select count(distinct ${counted}) from sponsorships s where ${column} = ${id}
    and (s.status = 'active' or (s.status = 'pending' and s.expires_at > ${now})))::int`;
}

export const sponsorsHeldSql = (teamId: string, now: Date) => placesHeldSql('team', teamId, now);
export const dealsHeldSql = (businessId: string, now: Date) => placesHeldSql('business', businessId, now);

/** How many of its places the account holds now. */
export async function placesHeld(db: DbOrTx, kind: PlanAccountKind, id: string, now: Date): Promise<number> {
  if (kind === 'league') return 0;
  const [row] = await db.select({ held: placesHeldSql(kind, id, now) }).from(ONE_ROW);
  return row?.held ?? 0;
}
