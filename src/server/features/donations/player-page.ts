import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import { publicPlayerName } from '../../../shared/player-name';
import {
  type PlayerPageFacts,
  type PlayerProgress,
  RECENT_SUPPORTERS_LIMIT,
  type SponsorGroup,
  teamGoalShare,
} from '../../../shared/schemas/player-page';
import type { DbOrTx } from '../../db/client';
import { manualSponsors, playerDonations } from '../../db/schema';
import { COUNTED_DONATION, COUNTED_SPONSORSHIP, SUPPORTERS } from '../leaderboard/counted';
import { teamLeaderboard } from '../leaderboard/query';

/** What the page's player row carries for the figures (read with the player, in the same query). */
export interface PlayerPageSubject {
  playerId: string;
  teamId: string;
  playerGoalCents: number | null;
  teamGoalCents: number | null;
  /** Players of the team whose page is not hidden: the team goal is split across them. */
  listedPlayers: number;
  leaderboardPublic: boolean;
}

/** Raised and supporters of one player: one aggregate over their counted gifts. */
async function progressOf(db: DbOrTx, subject: PlayerPageSubject): Promise<PlayerProgress> {
  const [row] = await db
    .select({
      raised: sql<number>`coalesce(sum(d.amount), 0)`.mapWith(Number),
      supporters: sql<number>`${SUPPORTERS}`.mapWith(Number),
    })
    .from(sql`player_donations d`)
    .where(sql`d.player_id = ${subject.playerId} and ${COUNTED_DONATION}`);
  const own = subject.playerGoalCents && subject.playerGoalCents > 0 ? subject.playerGoalCents : null;
  const shared = own ? null : teamGoalShare(subject.teamGoalCents, subject.listedPlayers);
  return {
    goalCents: own ?? shared,
    goalSource: own ? 'player' : shared ? 'team' : null,
    raisedCents: row?.raised ?? 0,
    supporters: row?.supporters ?? 0,
  };
}

/**
 * The newest donors who ticked the opt-in and gave a name, once each (a monthly donor's renewals do not
 * fill the list): shortened name and date only.
 */
async function recentSupporters(db: DbOrTx, playerId: string) {
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
  const rows = await db
    .select({ name: latest.name, givenAt: latest.givenAt })
    .from(latest)
    .orderBy(desc(latest.givenAt))
    .limit(RECENT_SUPPORTERS_LIMIT);
  return rows.map((row) => ({
    name: publicPlayerName(row.name ?? ''),
    givenAt: new Date(row.givenAt).toISOString(),
  }));
}

/**
 * The team's sponsors by tier: businesses with a counted sponsorship, grouped under the tier they bought
 * (highest amount first), then the sponsors the team recorded by hand and any without a tier, as one group.
 */
async function sponsorGroups(db: DbOrTx, teamId: string): Promise<SponsorGroup[]> {
  const [platform, manual] = await Promise.all([
    db
      .select({
        tier: sql<string | null>`nullif(btrim(s.tier_name), '')`,
        name: sql<string>`b.business_name`,
        amount: sql<number>`max(s.amount)`.mapWith(Number),
      })
      .from(sql`sponsorships s join businesses b on b.id = s.business_id`)
      .where(sql`s.team_id = ${teamId} and ${COUNTED_SPONSORSHIP}`)
      .groupBy(sql`1, 2`)
      .orderBy(sql`3 desc, 2 asc`),
    db
      .selectDistinct({ name: manualSponsors.companyName })
      .from(manualSponsors)
      .where(eq(manualSponsors.teamId, teamId))
      .orderBy(manualSponsors.companyName),
  ]);
  const groups = new Map<string, SponsorGroup>();
  const others: string[] = [];
  for (const row of platform) {
    if (row.tier === null) {
      others.push(row.name);
      continue;
    }
    const group = groups.get(row.tier) ?? { tier: row.tier, sponsors: [] };
    if (!group.sponsors.includes(row.name)) group.sponsors.push(row.name);
    groups.set(row.tier, group);
  }
  for (const { name } of manual) others.push(name);
  const rest = [...new Set(others)];
  return [...groups.values(), ...(rest.length > 0 ? [{ tier: null, sponsors: rest }] : [])];
}

/** The team's listed players by amount raised, public names only; null unless the team made it public. */
async function publicLeaderboard(db: DbOrTx, subject: PlayerPageSubject) {
  if (!subject.leaderboardPublic) return null;
  const rows = await teamLeaderboard(db, subject.teamId, { publicOnly: true });
  return rows.map((row) => ({
    publicName: row.publicName,
    raisedCents: row.raisedCents,
    urlSlug: row.urlSlug,
    current: row.playerId === subject.playerId,
  }));
}

/** Everything the public page shows beside the form; the queries run side by side. */
export async function playerPageFacts(db: DbOrTx, subject: PlayerPageSubject): Promise<PlayerPageFacts> {
  const [progress, supporters, sponsors, leaderboard] = await Promise.all([
    progressOf(db, subject),
    recentSupporters(db, subject.playerId),
    sponsorGroups(db, subject.teamId),
    publicLeaderboard(db, subject),
  ]);
  return { progress, recentSupporters: supporters, sponsors, leaderboard };
}
