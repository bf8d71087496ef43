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
export type PlanAccountKind = 'team' | 'business';
const ACCOUNT_COLUMN = { team: sql.raw('ps.team_id'), business: sql.raw('ps.business_id') };

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

export const teamPlanSql = (teamId: SQLWrapper | string, now: SQLWrapper | Date) =>
  planSql('team', teamId, now);

/** What a stored plan id means for a team: its own plan, or Free. */
export function asTeamPlan(plan: PlanId | null | undefined): TeamPlan {
  return plan && PLANS[plan].audience === 'team' ? (plan as TeamPlan) : FREE_PLANS.team;
}

/** What a stored plan id means for a business: its own plan, or Free. */
function asBusinessPlan(plan: PlanId | null | undefined): BusinessPlan {
  return plan && PLANS[plan].audience === 'business' ? (plan as BusinessPlan) : FREE_PLANS.business;
}

export async function teamPlanOf(db: DbOrTx, teamId: string, now: Date): Promise<TeamPlan> {
  const [row] = await db.select({ plan: planSql('team', teamId, now) }).from(ONE_ROW);
  return asTeamPlan(row?.plan);
}

export async function businessPlanOf(db: DbOrTx, businessId: string, now: Date): Promise<BusinessPlan> {
  const [row] = await db.select({ plan: planSql('business', businessId, now) }).from(ONE_ROW);
  return asBusinessPlan(row?.plan);
}

/** The team's sponsorships that hold a spot now: paid and running, or in a checkout that has not lapsed. */
export function sponsorsHeldSql(teamId: string, now: Date) {
  return sql<number>`(select count(*) from sponsorships s where s.team_id = ${teamId}
    and (s.status = 'active' or (s.status = 'pending' and s.expires_at > ${now})))::int`;
}

/** The business's deals now: its sponsorships paid and running, or in a checkout that has not lapsed. */
export function dealsHeldSql(businessId: string, now: Date) {
  return sql<number>`(select count(*) from sponsorships s where s.business_id = ${businessId}
    and (s.status = 'active' or (s.status = 'pending' and s.expires_at > ${now})))::int`;
}

export async function dealsHeld(db: DbOrTx, businessId: string, now: Date): Promise<number> {
  const [row] = await db.select({ held: dealsHeldSql(businessId, now) }).from(ONE_ROW);
  return row?.held ?? 0;
}

export async function sponsorsHeld(db: DbOrTx, teamId: string, now: Date): Promise<number> {
  const [row] = await db.select({ held: sponsorsHeldSql(teamId, now) }).from(ONE_ROW);
  return row?.held ?? 0;
}
