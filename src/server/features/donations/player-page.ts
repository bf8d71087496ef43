import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import { BUSINESS_PAID_PLANS } from '../../../shared/plans';
import { publicDonorName, publicPlayerName } from '../../../shared/player-name';
import {
  type PlayerPageFacts,
  type PlayerProgress,
  RECENT_SUPPORTERS_LIMIT,
  type SponsorGroup,
  type SponsorName,
  sponsorVisitPath,
  teamGoalShare,
} from '../../../shared/schemas/player-page';
import { visibleName } from '../../../shared/visible-text';
import type { Db } from '../../db/client';
import { jsonRows } from '../../db/json';
import { manualSponsors, playerDonations, teams } from '../../db/schema';
import { namedPublicly } from '../../payments/money-parties';
import { planSql } from '../../plans/current';
import {
  COUNTED_SPONSORSHIP,
  DONATION_CENTS,
  donationCountsThisSeason,
  SUPPORTERS,
} from '../leaderboard/counted';
import { leaderboardSelect } from '../leaderboard/query';

/** What the page's player row carries for the figures (read with the player, in the same query). */
export interface PlayerPageSubject {
  playerId: string;
  teamId: string;
  playerGoalCents: number | null;
  teamGoalCents: number | null;
  /** Players of the team whose page is not hidden: the team goal is split across them. */
  listedPlayers: number;
}

/*
 * The facts are columns of the page's one statement (donations/service.ts), which reads the player's
 * team_players row joined to its teams row: the subqueries name those rows' ids, spelled out (a column
 * object may render unqualified inside a subquery and bind to the subquery's own table).
 */
const playerId = sql.raw('"team_players"."id"');
const teamId = sql.raw('"teams"."id"');
const countsThisSeason = donationCountsThisSeason(teamId);

/**
 * The newest donors who ticked the opt-in and gave a name, once each (a monthly donor's renewals do not
 * fill the list): columns donor_name and given_at.
 */
function recentSupportersSelect(db: Db) {
  const donor = sql`coalesce(lower(${playerDonations.donorEmail}), ${playerDonations.id}::text)`;
  const latest = db
    .selectDistinctOn([donor], {
      name: playerDonations.donorName,
      givenAt: sql<Date>`coalesce(${playerDonations.paidAt}, ${playerDonations.createdAt})`.as('given_at'),
    })
    .from(playerDonations)
    .where(
      and(
        eq(playerDonations.playerId, playerId),
        eq(playerDonations.status, 'succeeded'),
        eq(playerDonations.showName, true),
        isNotNull(playerDonations.donorName),
        sql`btrim(${playerDonations.donorName}) <> ''`,
      ),
    )
    .orderBy(donor, desc(sql`coalesce(${playerDonations.paidAt}, ${playerDonations.createdAt})`))
    .as('latest');
  return db
    .select({ name: latest.name, givenAt: latest.givenAt })
    .from(latest)
    .orderBy(desc(latest.givenAt))
    .limit(RECENT_SUPPORTERS_LIMIT);
}

/**
 * The team's businesses with a counted sponsorship, by tier, highest amount first: tier, name, amount.
 * Only businesses an admin approved are named: one under review or rejected may have paid earlier.
 */
function platformSponsorsSelect(db: Db) {
  const plan = planSql('business', sql.raw('b.id'), sql.placeholder('now'));
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
      })
      .from(sql`sponsorships s join businesses b on b.id = s.business_id`)
      .where(sql`s.team_id = ${teamId} and ${COUNTED_SPONSORSHIP} and ${namedPublicly('b')}`)
      .groupBy(sql`1, b.id`)
      // Featured first within a tier: the tiers keep the order the team sold them in (decision 0050).
      .orderBy(sql`3 desc, 6 desc, 2 asc`)
  );
}

/** The sponsors the team recorded by hand: company_name. */
function manualSponsorsSelect(db: Db) {
  return db
    .selectDistinct({ name: manualSponsors.companyName })
    .from(manualSponsors)
    .where(eq(manualSponsors.teamId, teamId))
    .orderBy(manualSponsors.companyName);
}

interface SupporterRow {
  donor_name: string | null;
  given_at: string;
}
interface SponsorRow {
  tier: string | null;
  name: string;
  id: string;
  website: boolean;
  featured: boolean;
}
interface ManualRow {
  company_name: string;
}
/** leaderboardSelect's columns, as JSON keys. */
interface LeaderboardJsonRow {
  id: string;
  first_name: string;
  last_name: string;
  player_number: number;
  url_slug: string;
  raised_cents: number;
}

/**
 * Everything the page shows beside the form, as columns of the player's row: the page is public and busy,
 * and each statement costs a round trip. The leaderboard is read only when the team made it public.
 */
export function playerPageFactColumns(db: Db) {
  return {
    // This season's, as the goal beside it is (the rollover resets goals).
    raised: sql<number>`(select coalesce(sum(${DONATION_CENTS}), 0) from player_donations d
        where d.player_id = ${playerId} and ${countsThisSeason})`.mapWith(Number),
    supporters: sql<number>`(select ${SUPPORTERS} from player_donations d
        where d.player_id = ${playerId} and ${countsThisSeason})`.mapWith(Number),
    recentSupporters: sql<SupporterRow[]>`${jsonRows(recentSupportersSelect(db))}`,
    platformSponsors: sql<SponsorRow[]>`${jsonRows(platformSponsorsSelect(db))}`,
    manualSponsors: sql<ManualRow[]>`${jsonRows(manualSponsorsSelect(db))}`,
    leaderboard: sql<LeaderboardJsonRow[] | null>`case when ${teams.leaderboardPublic}
        then ${jsonRows(leaderboardSelect(db, teamId, { publicOnly: true }))} end`,
  };
}

/** What playerPageFactColumns read. */
type FactColumns = {
  [K in keyof ReturnType<typeof playerPageFactColumns>]: ReturnType<
    typeof playerPageFactColumns
  >[K]['_']['type'];
};

function progressOf(subject: PlayerPageSubject, raised: number, supporters: number): PlayerProgress {
  const own = subject.playerGoalCents && subject.playerGoalCents > 0 ? subject.playerGoalCents : null;
  const shared = own ? null : teamGoalShare(subject.teamGoalCents, subject.listedPlayers);
  return {
    goalCents: own ?? shared,
    goalSource: own ? 'player' : shared ? 'team' : null,
    raisedCents: raised,
    supporters,
  };
}

/**
 * The team's sponsors by tier: businesses with a counted sponsorship, grouped under the tier they bought
 * (highest amount first, Featured first within it), then the sponsors the team recorded by hand and any
 * without a tier, as one group.
 */
function sponsorGroups(teamId: string, platform: SponsorRow[], manual: ManualRow[]): SponsorGroup[] {
  const groups = new Map<string, SponsorGroup>();
  const others: SponsorName[] = [];
  for (const row of platform) {
    const sponsor: SponsorName = {
      name: visibleName(row.name),
      featured: row.featured,
      href: row.website ? sponsorVisitPath(row.id, teamId) : null,
    };
    if (row.tier === null) {
      others.push(sponsor);
      continue;
    }
    const group = groups.get(row.tier) ?? { tier: row.tier, sponsors: [] };
    if (!group.sponsors.some((s) => s.name === sponsor.name)) group.sponsors.push(sponsor);
    groups.set(row.tier, group);
  }
  for (const row of manual) others.push({ name: visibleName(row.company_name), featured: false, href: null });
  const rest = [...new Map(others.map((s) => [s.name, s])).values()].sort(
    (a, b) => Number(b.featured) - Number(a.featured),
  );
  return [...groups.values(), ...(rest.length > 0 ? [{ tier: null, sponsors: rest }] : [])];
}

/** Everything the public page shows beside the form, from the player's row. */
export function playerPageFacts(subject: PlayerPageSubject, row: FactColumns): PlayerPageFacts {
  return {
    progress: progressOf(subject, row.raised, row.supporters),
    recentSupporters: row.recentSupporters.map((supporter) => ({
      name: publicDonorName(supporter.donor_name ?? ''),
      givenAt: new Date(supporter.given_at).toISOString(),
    })),
    sponsors: sponsorGroups(subject.teamId, row.platformSponsors, row.manualSponsors),
    // The team's listed players by amount raised, public names only.
    leaderboard:
      row.leaderboard?.map((player) => ({
        publicName: publicPlayerName({
          firstName: player.first_name,
          lastName: player.last_name,
          playerNumber: player.player_number,
        }),
        raisedCents: Number(player.raised_cents),
        urlSlug: player.url_slug,
        current: player.id === subject.playerId,
      })) ?? null,
  };
}
