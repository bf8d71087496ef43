import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { PLANS } from '../../shared/plans';
import type { Deps } from '../core/deps';
import { conflict } from '../core/errors';
import type { Tx } from '../db/client';
import { teams } from '../db/schema';
import { paragraphsBody } from '../email/html';
import { enqueueEmail } from '../email/outbox';
import { ONE_ROW, sponsorsHeldSql, teamPlanOf } from './current';

/*
 * What a plan limits, enforced here whatever the screens do (issue 21, decision 0047). Team Free: at most
 * PLANS.team_free.sponsorLimit sponsorships held at once; the business is told why, the coach is offered
 * the upgrade (by email, a week apart at most, and on the dashboard).
 */

export const TEAM_PLAN_FULL = 'TEAM_PLAN_FULL';
const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

export function teamPlanFullMessage(limit: number): string {
  return `This team's Free plan holds ${limit} sponsors and all ${limit} are taken. We have let the team know; they can upgrade to take more. Please check back later or choose another team.`;
}

/**
 * The team's sponsor limit when a new sponsorship would go over it, or null. Two checkouts for the same
 * team's last place queue on a lock of the team's own, so both cannot see a free place. A business's open
 * checkout of the same tier is not counted: the new checkout replaces it.
 */
export async function sponsorLimitReached(
  tx: Tx,
  teamId: string,
  now: Date,
  replacing: { businessId: string; tierId: string },
): Promise<number | null> {
  const limit = PLANS[await teamPlanOf(tx, teamId, now)].sponsorLimit;
  if (limit === null) return null;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`team-sponsors:${teamId}`}))`);
  const [row] = await tx
    .select({
      held: sponsorsHeldSql(teamId, now),
      replaced: sql<number>`(select count(*) from sponsorships s where s.team_id = ${teamId}
        and s.status = 'pending' and s.expires_at > ${now}
        and s.business_id = ${replacing.businessId} and s.tier_id = ${replacing.tierId})::int`,
    })
    .from(ONE_ROW);
  return row && row.held - row.replaced >= limit ? limit : null;
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
    const link = `${deps.config.publicUrl}/billing?plan=team_pro`;
    await enqueueEmail(db, {
      kind: 'plan_limit_reached',
      to: team.email,
      toName: team.coach,
      teamId,
      subject: `A business wanted to sponsor ${team.name}`,
      ...paragraphsBody([
        `Hi ${team.coach},`,
        `A local business just tried to sponsor ${team.name}, but the Free plan holds ${limit} sponsors and your team has ${limit}.`,
        `Team Pro (${PLANS.team_pro.price} ${PLANS.team_pro.period}) takes unlimited sponsors, and its Homefield fee on gifts is lower. Upgrade here: ${link}`,
        'The Homefield team',
      ]),
    });
    deps.mail?.kick();
  }
  throw conflict(TEAM_PLAN_FULL, teamPlanFullMessage(limit));
}
