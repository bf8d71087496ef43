import { count, desc, eq, gte, ne, sql } from 'drizzle-orm';
import { ADMIN_PLANS_PAGE_SIZE, type AdminPlanRow, type AdminPlans } from '../../../shared/schemas/plans';
import type { Db } from '../../db/client';
import { businesses, leagues, planInvoices, planSubscriptions, teams } from '../../db/schema';
import { revenueWindow } from './revenue';

/*
 * GET /api/admin/plans (issue 21): every subscription with its state, newest first, and what plans brought
 * in by month. A page is one indexed query, the month figures one grouped query over the invoices' index.
 */

const MONTHS = 12;
const LISTED = ne(planSubscriptions.status, 'abandoned');
const monthOf = sql<string>`to_char(${planInvoices.paidAt} at time zone 'UTC', 'YYYY-MM')`;

export async function adminPlans(db: Db, page: number, now: Date): Promise<AdminPlans> {
  const window = revenueWindow(now, MONTHS);
  const [rows, [totals], months] = await Promise.all([
    db
      .select({
        id: planSubscriptions.id,
        teamId: planSubscriptions.teamId,
        leagueId: planSubscriptions.leagueId,
        businessId: planSubscriptions.businessId,
        name: sql<string>`coalesce(${teams.name}, ${businesses.businessName}, ${leagues.name})`,
        plan: planSubscriptions.plan,
        status: planSubscriptions.status,
        startedAt: planSubscriptions.startedAt,
        paidUntil: planSubscriptions.paidUntil,
        cancelAtPeriodEnd: planSubscriptions.cancelAtPeriodEnd,
        periodsPaid: planSubscriptions.periodsPaid,
        paidCents: sql<number>`(select coalesce(sum(i.amount_cents), 0) from plan_invoices i
          where i.subscription_row_id = ${planSubscriptions.id})::int`,
      })
      .from(planSubscriptions)
      .leftJoin(teams, eq(teams.id, planSubscriptions.teamId))
      .leftJoin(businesses, eq(businesses.id, planSubscriptions.businessId))
      .leftJoin(leagues, eq(leagues.id, planSubscriptions.leagueId))
      .where(LISTED)
      .orderBy(desc(planSubscriptions.createdAt), desc(planSubscriptions.id))
      .limit(ADMIN_PLANS_PAGE_SIZE)
      .offset((page - 1) * ADMIN_PLANS_PAGE_SIZE),
    db
      .select({
        total: count(),
        active: sql<number>`(count(*) filter (where ${planSubscriptions.status} = 'active'))::int`,
        pastDue: sql<number>`(count(*) filter (where ${planSubscriptions.status} = 'past_due'))::int`,
        ending: sql<number>`(count(*) filter (where ${planSubscriptions.cancelAtPeriodEnd}
          and ${planSubscriptions.status} in ('active', 'past_due')))::int`,
      })
      .from(planSubscriptions)
      .where(LISTED),
    db
      .select({
        month: monthOf,
        cents: sql<number>`sum(${planInvoices.amountCents})::int`,
        invoices: count(),
      })
      .from(planInvoices)
      .where(gte(planInvoices.paidAt, window.start))
      .groupBy(monthOf),
  ]);
  const byMonth = new Map(months.map((row) => [row.month, row]));
  return {
    subscriptions: rows.map(
      ({ teamId, leagueId, businessId, name, ...row }): AdminPlanRow => ({
        ...row,
        account: teamId
          ? { kind: 'team', id: teamId, name }
          : leagueId
            ? { kind: 'league', id: leagueId, name }
            : { kind: 'business', id: businessId ?? '', name },
        status: row.status as AdminPlanRow['status'],
        startedAt: row.startedAt?.toISOString() ?? null,
        paidUntil: row.paidUntil?.toISOString() ?? null,
      }),
    ),
    total: totals?.total ?? 0,
    page,
    pageSize: ADMIN_PLANS_PAGE_SIZE,
    counts: { active: totals?.active ?? 0, pastDue: totals?.pastDue ?? 0, ending: totals?.ending ?? 0 },
    byMonth: window.keys.map((month) => ({
      month,
      cents: byMonth.get(month)?.cents ?? 0,
      invoices: byMonth.get(month)?.invoices ?? 0,
    })),
  };
}
