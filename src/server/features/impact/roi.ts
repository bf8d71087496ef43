import { sql } from 'drizzle-orm';
import { isFeaturedPlan } from '../../../shared/plans';
import {
  type BusinessImpact,
  costPerThousand,
  IMPACT_PLAN_REQUIRED,
  IMPACT_ROWS_LIMIT,
  type SponsorshipImpact,
} from '../../../shared/schemas/impact';
import { clockOf } from '../../core/clock';
import type { Deps } from '../../core/deps';
import { AppError } from '../../core/errors';
import { businessPlanOf } from '../../plans/current';
import { ownBusinessOr404 } from '../businesses/ownership';
import { COUNTED_SPONSORSHIP, countedCents } from '../leaderboard/counted';

/**
 * The business's sponsorships with what each did (decision 0050), for a plan that includes the dashboard
 * (403 PLAN_REQUIRED on Free, read at once so an upgrade opens it). One statement: each sponsorship's
 * days and the day counters over them, read through the counters' primary keys.
 */
export async function businessImpact(deps: Deps, userId: string): Promise<BusinessImpact> {
  const { db } = deps.database;
  const business = await ownBusinessOr404(db, userId);
  const now = clockOf(deps).now();
  const plan = await businessPlanOf(db, business.id, now);
  if (!isFeaturedPlan(plan)) throw new AppError(403, 'PLAN_REQUIRED', IMPACT_PLAN_REQUIRED);
  const today = sql`${now.toISOString().slice(0, 10)}::date`;
  const fromDay = sql`coalesce(s.paid_at, s.created_at)::date`;
  const toDay = sql`least(coalesce(s.contract_end_date, ${today}), ${today})`;
  const rows = await db
    .select({
      sponsorshipId: sql<string>`s.id`,
      teamId: sql<string>`s.team_id`,
      teamName: sql<string>`t.name`,
      tier: sql<string | null>`nullif(btrim(s.tier_name), '')`,
      amountCents: sql`${countedCents('sponsorship', 's')}`.mapWith(Number),
      from: sql<string>`${fromDay}::text`,
      to: sql<string>`${toDay}::text`,
      views: sql`(select coalesce(sum(v.views), 0) from team_page_views v
        where v.team_id = s.team_id and v.day between ${fromDay} and ${toDay})`.mapWith(Number),
      clicks: sql`(select coalesce(sum(k.clicks), 0) from sponsor_clicks k
        where k.business_id = s.business_id and k.team_id = s.team_id and k.day between ${fromDay} and ${toDay})`.mapWith(
        Number,
      ),
      families: sql`(select count(*) from team_players p where p.team_id = s.team_id)`.mapWith(Number),
    })
    .from(sql`sponsorships s join teams t on t.id = s.team_id`)
    .where(sql`s.business_id = ${business.id} and ${COUNTED_SPONSORSHIP}`)
    .orderBy(sql`coalesce(s.paid_at, s.created_at) desc`)
    .limit(IMPACT_ROWS_LIMIT);
  const sponsorships: SponsorshipImpact[] = rows.map((row) => ({
    ...row,
    costPerThousandViewsCents: costPerThousand(row.amountCents, row.views),
  }));
  const sum = (pick: (row: SponsorshipImpact) => number) =>
    sponsorships.reduce((total, row) => total + pick(row), 0);
  const totals = {
    amountCents: sum((r) => r.amountCents),
    views: sum((r) => r.views),
    clicks: sum((r) => r.clicks),
    families: [...new Map(sponsorships.map((r) => [r.teamId, r.families])).values()].reduce(
      (a, b) => a + b,
      0,
    ),
  };
  return {
    plan,
    totals: { ...totals, costPerThousandViewsCents: costPerThousand(totals.amountCents, totals.views) },
    sponsorships,
  };
}
