import { eq, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { BUSINESS_PAID_PLANS } from '../../../shared/plans';
import { partnerPagePath } from '../../../shared/schemas/partner-page';
import { type SponsorGroup, type SponsorName, sponsorVisitPath } from '../../../shared/schemas/player-page';
import { visibleName } from '../../../shared/visible-text';
import type { Db } from '../../db/client';
import { jsonRows } from '../../db/json';
import { manualSponsors } from '../../db/schema';
import { namedPublicly } from '../../payments/money-parties';
import { ONE_ROW, planSql } from '../../plans/current';
import { COUNTED_SPONSORSHIP } from '../leaderboard/counted';

/*
 * A team's sponsors as its pages name them (the player pages and the team page): businesses with a counted
 * sponsorship by tier, Featured first within a tier (decision 0050), then those the team added by hand.
 */

/**
 * The team's businesses with a counted sponsorship, by tier, highest amount first: tier, name, amount, id,
 * whether it has a website and is Featured at `now`. Only businesses an admin approved are named: one
 * under review or rejected may have paid earlier. `team` is the team's id as SQL (a column of the
 * statement it is part of, or a value).
 */
export function platformSponsorsSelect(db: Db, team: SQL, now: SQLWrapper) {
  const plan = planSql('business', sql.raw('b.id'), now);
  const placed = sql.join(
    BUSINESS_PAID_PLANS.map((id) => sql`${id}`),
    sql`, `,
  );
  return (
    db
      .select({
        tier: sql<string | null>`nullif(btrim(s.tier_name), '')`.as('tier'),
        name: sql<string>`b.business_name`.as('name'),
        amount: sql<number>`max(s.amount)`.as('amount'),
        id: sql<string>`b.id`.as('id'),
        website: sql<boolean>`coalesce(b.website_url, '') <> ''`.as('website'),
        featured: sql<boolean>`coalesce(${plan} in (${placed}), false)`.as('featured'),
        partner: sql<boolean>`coalesce(${plan} = 'community_partner', false)
          and exists (select 1 from partner_pages pp where pp.business_id = b.id)`.as('partner'),
      })
      .from(sql`sponsorships s join businesses b on b.id = s.business_id`)
      .where(sql`s.team_id = ${team} and ${COUNTED_SPONSORSHIP} and ${namedPublicly('b')}`)
      .groupBy(sql`1, b.id`)
      // Featured first within a tier: the tiers keep the order the team sold them in (decision 0050).
      .orderBy(sql`3 desc, 6 desc, 2 asc`)
  );
}

/** The sponsors the team recorded by hand: company_name. */
export function manualSponsorsSelect(db: Db, team: SQL) {
  return db
    .selectDistinct({ name: manualSponsors.companyName })
    .from(manualSponsors)
    .where(eq(manualSponsors.teamId, team))
    .orderBy(manualSponsors.companyName);
}

export interface SponsorRow {
  tier: string | null;
  name: string;
  id: string;
  website: boolean;
  featured: boolean;
  partner: boolean;
}
export interface ManualRow {
  company_name: string;
}

/**
 * The team's sponsors by tier: businesses with a counted sponsorship, grouped under the tier they bought
 * (highest amount first, Featured first within it), then the sponsors the team recorded by hand and any
 * without a tier, as one group.
 */
export function sponsorGroups(teamId: string, platform: SponsorRow[], manual: ManualRow[]): SponsorGroup[] {
  const groups = new Map<string, SponsorGroup>();
  const others: SponsorName[] = [];
  for (const row of platform) {
    const sponsor: SponsorName = {
      name: visibleName(row.name),
      featured: row.featured,
      href: row.website ? sponsorVisitPath(row.id, teamId) : null,
      partnerHref: row.partner ? partnerPagePath(row.id) : null,
    };
    if (row.tier === null) {
      others.push(sponsor);
      continue;
    }
    const group = groups.get(row.tier) ?? { tier: row.tier, sponsors: [] };
    if (!group.sponsors.some((s) => s.name === sponsor.name)) group.sponsors.push(sponsor);
    groups.set(row.tier, group);
  }
  for (const row of manual)
    others.push({ name: visibleName(row.company_name), featured: false, href: null, partnerHref: null });
  const rest = [...new Map(others.map((s) => [s.name, s])).values()].sort(
    (a, b) => Number(b.featured) - Number(a.featured),
  );
  return [...groups.values(), ...(rest.length > 0 ? [{ tier: null, sponsors: rest }] : [])];
}

/** The team's sponsors as its pages name them, in one statement. */
export async function teamSponsors(db: Db, teamId: string, now: Date): Promise<SponsorGroup[]> {
  const team = sql`${teamId}::uuid`;
  const at = sql`${now.toISOString()}::timestamptz`;
  const [row] = await db
    .select({
      platform: sql<SponsorRow[]>`${jsonRows(platformSponsorsSelect(db, team, at))}`,
      manual: sql<ManualRow[]>`${jsonRows(manualSponsorsSelect(db, team))}`,
    })
    .from(ONE_ROW);
  return sponsorGroups(teamId, row?.platform ?? [], row?.manual ?? []);
}
