import { and, eq, sql } from 'drizzle-orm';
import { isWebsite } from '../../../shared/schemas/business';
import { SPONSOR_NOT_FOUND } from '../../../shared/schemas/impact';
import { clockOf } from '../../core/clock';
import type { Deps } from '../../core/deps';
import { notFound } from '../../core/errors';
import { businesses, sponsorClicks } from '../../db/schema';
import { isUuid } from '../../http/ids';
import { namedPublicly } from '../../payments/money-parties';
import { COUNTED_SPONSORSHIP } from '../leaderboard/counted';

/**
 * Where a sponsor's link on a team's page leads: the business's website, while it sponsors that team and
 * is named publicly; 404 otherwise, so the link cannot send anyone anywhere else. `counted` adds one to
 * the day's visits (a person, not a crawler), with nothing about who it was.
 */
export async function sponsorWebsite(
  deps: Deps,
  businessId: string,
  teamId: string | undefined,
  counted: boolean,
): Promise<string> {
  if (!isUuid(businessId) || !teamId || !isUuid(teamId)) throw notFound(SPONSOR_NOT_FOUND);
  const { db } = deps.database;
  const [row] = await db
    .select({ url: sql<string | null>`b.website_url` })
    .from(sql`${businesses} b`)
    .where(
      and(
        eq(sql`b.id`, businessId),
        namedPublicly('b'),
        sql`exists (select 1 from sponsorships s where s.business_id = b.id and s.team_id = ${teamId} and ${COUNTED_SPONSORSHIP})`,
      ),
    );
  if (!row?.url || !isWebsite(row.url)) throw notFound(SPONSOR_NOT_FOUND);
  if (counted) {
    const day = clockOf(deps).now().toISOString().slice(0, 10);
    await db
      .insert(sponsorClicks)
      .values({ businessId, teamId, day, clicks: 1 })
      .onConflictDoUpdate({
        target: [sponsorClicks.businessId, sponsorClicks.teamId, sponsorClicks.day],
        set: { clicks: sql`${sponsorClicks.clicks} + 1` },
      });
  }
  return row.url;
}
