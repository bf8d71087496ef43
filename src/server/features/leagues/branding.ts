import { and, asc, eq, type SQLWrapper, sql } from 'drizzle-orm';
import {
  LEAGUE_LOGO_MAX_BYTES,
  LEAGUE_LOGO_MISSING,
  LEAGUE_LOGO_TOO_LARGE,
  LEAGUE_LOGO_WRONG_TYPE,
  LEAGUE_PAGE_NOT_FOUND,
  type LeagueBadge,
  type PublicLeague,
} from '../../../shared/schemas/leagues';
import { clockOf } from '../../core/clock';
import type { Deps } from '../../core/deps';
import { notFound } from '../../core/errors';
import type { DbOrTx } from '../../db/client';
import { LISTED_TEAM, leagues, teams } from '../../db/schema';
import { teamCardColumns } from '../../db/team-columns';
import { type ImageType, sniffImageType, type UploadRule, uploadBodyLimit } from '../../http/upload';
import { planSql } from '../../plans/current';
import { leagueSponsorsOf, leagueTiersOf } from './packages';

/*
 * A league's branding (decision 0055): its colour and logo, on a public league page that lists its teams
 * and on its teams' public pages, while the League Plan is in force. A lapse hides them; nothing is deleted.
 */

export const LOGO_UPLOAD: UploadRule<ImageType> = {
  field: 'logo',
  code: 'LOGO',
  maxBytes: LEAGUE_LOGO_MAX_BYTES,
  sniff: sniffImageType,
  messages: {
    tooLarge: LEAGUE_LOGO_TOO_LARGE,
    missing: LEAGUE_LOGO_MISSING,
    wrongType: LEAGUE_LOGO_WRONG_TYPE,
  },
};
export const LOGO_BODY_LIMIT = uploadBodyLimit(LOGO_UPLOAD);

/** The logo's address names its version, so a new logo is a new address and the old one may be cached. */
export const logoUrl = (league: { slug: string; updatedAt: Date }, hasLogo: boolean) =>
  hasLogo ? `/api/league-pages/${league.slug}/logo?v=${league.updatedAt.getTime()}` : null;

/** A league whose League Plan is in force at `now` (a value or a placeholder). */
const onPlan = (leagueId: SQLWrapper, now: SQLWrapper | Date) =>
  sql`${planSql('league', leagueId, now)} = 'league'`;

/**
 * The badge of the league of the team `teamId` names (SQL of the caller's statement), as one JSON column:
 * null unless the team is in a league on its plan.
 */
export function leagueBadgeSql(teamId: SQLWrapper, now: SQLWrapper | Date) {
  const l = sql.raw('bl');
  return sql<LeagueBadge | null>`(select json_build_object('slug', ${l}.slug, 'name', ${l}.name,
      'brandColor', ${l}.brand_color,
      'logoUrl', case when ${l}.logo is not null then '/api/league-pages/' || ${l}.slug || '/logo?v='
        || (extract(epoch from ${l}.updated_at) * 1000)::bigint end)
    from leagues ${l} join teams bt on bt.league_id = ${l}.id
    where bt.id = ${teamId} and ${onPlan(sql`${l}.id`, now)})`;
}

/** The team's league badge now, for a page read outside a prepared statement. */
export async function leagueBadgeOf(db: DbOrTx, teamId: string, now: Date): Promise<LeagueBadge | null> {
  const [row] = await db
    .select({ badge: leagueBadgeSql(sql`${teamId}::uuid`, now) })
    .from(sql`(select 1) as one`);
  return row?.badge ?? null;
}

async function publishedLeague(deps: Deps, slug: string) {
  const [league] = await deps.database.db
    .select({
      id: leagues.id,
      slug: leagues.slug,
      name: leagues.name,
      description: leagues.description,
      brandColor: leagues.brandColor,
      updatedAt: leagues.updatedAt,
      hasLogo: sql<boolean>`${leagues.logo} is not null`,
    })
    .from(leagues)
    .where(and(eq(leagues.slug, slug), onPlan(leagues.id, clockOf(deps).now())));
  if (!league) throw notFound(LEAGUE_PAGE_NOT_FOUND);
  return league;
}

/** GET /api/league-pages/:slug: the public page, 404 unless the League Plan is in force. */
export async function publicLeague(deps: Deps, slug: string): Promise<PublicLeague> {
  const league = await publishedLeague(deps, slug);
  const { db } = deps.database;
  const [members, tiers, sponsors] = await Promise.all([
    db
      .select(teamCardColumns)
      .from(teams)
      .where(and(eq(teams.leagueId, league.id), LISTED_TEAM))
      .orderBy(asc(teams.name)),
    leagueTiersOf(db, league.id),
    leagueSponsorsOf(db, league.id),
  ]);
  return {
    slug: league.slug,
    name: league.name,
    brandColor: league.brandColor,
    logoUrl: logoUrl(league, league.hasLogo),
    description: league.description,
    teams: members,
    tiers,
    sponsors: sponsors.map((s) => ({ businessName: s.businessName, tierName: s.tierName })),
  };
}

/** The published league's logo; 404 without one. */
export async function leagueLogo(deps: Deps, slug: string) {
  const { id } = await publishedLeague(deps, slug);
  const [row] = await deps.database.db
    .select({ bytes: leagues.logo, type: leagues.logoType })
    .from(leagues)
    .where(eq(leagues.id, id));
  if (!row?.bytes || !row.type) throw notFound('No logo');
  return { bytes: row.bytes, type: row.type };
}

/** Saves the owner's league's logo (the caller checked the plan before reading the body). */
export async function setLeagueLogo(deps: Deps, leagueId: string, logo: { bytes: Buffer; type: ImageType }) {
  await deps.database.db
    .update(leagues)
    .set({ logo: logo.bytes, logoType: logo.type, updatedAt: clockOf(deps).now() })
    .where(eq(leagues.id, leagueId));
}
