import { and, desc, eq, ne, type SQL, sql } from 'drizzle-orm';
import {
  DASHBOARD_SPONSORSHIP_LIMIT,
  type LeaderboardSettings,
  type MatchedBusiness,
  type TeamDashboard,
  type TeamLeaderboardResponse,
  type TeamSponsorshipRow,
} from '../../../shared/schemas/team-dashboard';
import { notFound } from '../../core/errors';
import type { Db, DbOrTx } from '../../db/client';
import { jsonObject, jsonRows } from '../../db/json';
import { preparedPerDatabase } from '../../db/prepared';
import { businesses, matches, offers, sponsorships, teamNeeds, teamPlayers, teams } from '../../db/schema';
import { isUuid } from '../../http/ids';
import { IS_SPONSORSHIP } from '../../payments/reservations';
import {
  COUNTED_SPONSORSHIP,
  DONATION_CENTS,
  donationCountsThisSeason,
  manualSponsorCountsThisSeason,
  SPONSORSHIP_CENTS,
  sponsorshipCountsThisSeason,
} from '../leaderboard/counted';
import { teamLeaderboard } from '../leaderboard/query';
import { NO_TEAM, ownTeamOr404 } from '../teams/ownership';

const iso = (value: Date | null) => (value ? value.toISOString() : null);

/**
 * Every figure and the newest sponsorships in one round trip, anchored on the team's row and only if
 * `userId` owns it (no row otherwise); each sum reads its own team_id index. The id goes in as a value:
 * a bare column here would render unqualified and bind to the subquery's table.
 */
const dashboardFigures = preparedPerDatabase((db) => {
  const teamId = sql.placeholder('teamId');
  const money = (query: SQL) => sql`(${query})`.mapWith(Number);
  // The figures count this season's money (docs/decisions/0027); a sponsor whose contract still runs from
  // an earlier season is a sponsor of this one too, though its money counted there.
  const sponsorshipCounts = sql`s.team_id = ${teamId} and ${sponsorshipCountsThisSeason(teamId)}`;
  const sponsorsNow = sql`s.team_id = ${teamId} and (${sponsorshipCountsThisSeason(teamId)} or (${COUNTED_SPONSORSHIP} and s.status = 'active'))`;
  const manualCounts = sql`m.team_id = ${teamId} and ${manualSponsorCountsThisSeason(teamId)}`;
  return db
    .select({
      sponsorshipsCents: money(
        sql`select coalesce(sum(${SPONSORSHIP_CENTS}), 0) from sponsorships s where ${sponsorshipCounts}`,
      ),
      platformSponsors: money(
        sql`select count(distinct s.business_id) from sponsorships s where ${sponsorsNow}`,
      ),
      active: money(
        sql`select count(*) from sponsorships s where s.team_id = ${teamId} and s.status = 'active'`,
      ),
      pending: sql<boolean>`exists (select 1 from sponsorships s where s.team_id = ${teamId} and s.status = 'pending')`,
      manualCents: money(
        sql`select coalesce(sum(m.amount_sponsored), 0) from manual_sponsors m where ${manualCounts}`,
      ),
      manualSponsors: money(sql`select count(*) from manual_sponsors m where ${manualCounts}`),
      donationsCents: money(
        sql`select coalesce(sum(${DONATION_CENTS}), 0) from player_donations d where d.team_id = ${teamId} and ${donationCountsThisSeason(teamId)}`,
      ),
      // Timestamps arrive as PostgreSQL writes them in JSON; the answer gives them as ISO strings.
      sponsorships: sql<{ row: TeamSponsorshipRow }[]>`${jsonRows(newestSponsorshipsSelect(db))}`,
    })
    .from(teams)
    .where(and(eq(teams.id, teamId), eq(teams.createdBy, sql.placeholder('userId'))))
    .prepare('team_dashboard_figures');
});

/** The team's newest sponsorships, with the business and the player who brought each, one JSON object a row. */
function newestSponsorshipsSelect(db: Db) {
  return db
    .select({
      row: jsonObject({
        id: sponsorships.id,
        businessName: businesses.businessName,
        contactName: businesses.contactName,
        amount: sponsorships.amount,
        status: sponsorships.status,
        paymentStatus: sponsorships.paymentStatus,
        tierName: sponsorships.tierName,
        contractStartDate: sponsorships.contractStartDate,
        contractEndDate: sponsorships.contractEndDate,
        createdAt: sponsorships.createdAt,
        creditedPlayerName: teamPlayers.playerName,
      }).as('row'),
    })
    .from(sponsorships)
    .innerJoin(businesses, eq(businesses.id, sponsorships.businessId))
    .leftJoin(teamPlayers, eq(teamPlayers.id, sponsorships.creditedPlayerId))
    .where(and(eq(sponsorships.teamId, sql.placeholder('teamId')), IS_SPONSORSHIP))
    .orderBy(desc(sponsorships.createdAt))
    .limit(DASHBOARD_SPONSORSHIP_LIMIT);
}

/** The figures, the sponsorship list and the pending flag, for the team's owner only. */
export async function teamDashboard(db: Db, userId: string, teamId: string): Promise<TeamDashboard> {
  if (!isUuid(teamId)) throw notFound(NO_TEAM);
  const [row] = await dashboardFigures(db).execute({ teamId, userId });
  if (!row) throw notFound(NO_TEAM);
  const { sponsorshipsCents, manualCents: manualSponsorsCents, donationsCents } = row;
  return {
    stats: {
      totalSponsors: row.platformSponsors + row.manualSponsors,
      activeSponsorships: row.active,
      raised: {
        totalCents: sponsorshipsCents + manualSponsorsCents + donationsCents,
        sponsorshipsCents,
        manualSponsorsCents,
        donationsCents,
      },
    },
    sponsorships: row.sponsorships.map(({ row: s }) => ({
      ...s,
      createdAt: new Date(s.createdAt).toISOString(),
    })),
    hasPending: Boolean(row.pending),
  };
}

/** The team's own leaderboard: every player (hidden ones too) with full names, and the public switch. */
export async function ownLeaderboard(
  db: DbOrTx,
  userId: string,
  teamId: string,
): Promise<TeamLeaderboardResponse> {
  const team = await ownTeamOr404(db, userId, teamId);
  const rows = await teamLeaderboard(db, team.id);
  return {
    leaderboardPublic: team.leaderboardPublic,
    players: rows.map(({ playerId, fullName, raisedCents, supporters, sponsorsBrought, pageHidden }) => ({
      playerId,
      fullName,
      raisedCents,
      supporters,
      sponsorsBrought,
      pageHidden,
    })),
  };
}

/** Shows or hides the leaderboard on the team's player pages. */
export async function setLeaderboardPublic(
  db: DbOrTx,
  userId: string,
  teamId: string,
  settings: LeaderboardSettings,
): Promise<LeaderboardSettings> {
  const team = await ownTeamOr404(db, userId, teamId);
  const [row] = await db
    .update(teams)
    .set({ leaderboardPublic: settings.leaderboardPublic, updatedAt: new Date() })
    .where(eq(teams.id, team.id))
    .returning({ leaderboardPublic: teams.leaderboardPublic });
  return { leaderboardPublic: row!.leaderboardPublic };
}

/** The team's matches other than drafts, newest first, each with its latest offer. */
export async function matchedBusinesses(db: Db, userId: string, teamId: string): Promise<MatchedBusiness[]> {
  const team = await ownTeamOr404(db, userId, teamId);
  const latestOffer = db
    .selectDistinctOn([offers.matchId], { matchId: offers.matchId, amountDisplay: offers.amountDisplay })
    .from(offers)
    .orderBy(offers.matchId, desc(offers.version))
    .as('latest_offer');
  const rows = await db
    .select({
      match: matches,
      business: businesses,
      amountDisplay: latestOffer.amountDisplay,
    })
    .from(matches)
    .innerJoin(teamNeeds, eq(teamNeeds.id, matches.teamNeedId))
    .innerJoin(businesses, eq(businesses.id, matches.businessId))
    .leftJoin(latestOffer, eq(latestOffer.matchId, matches.id))
    .where(and(eq(teamNeeds.teamId, team.id), ne(matches.status, 'DRAFT')))
    .orderBy(desc(matches.createdAt));
  return rows.map(({ match, business, amountDisplay }) => {
    const shared = match.status === 'APPROVED';
    return {
      matchId: match.id,
      status: match.status,
      introSentAt: iso(match.introSentAt),
      sponsorApprovedAt: iso(match.sponsorApprovedAt),
      teamApprovedAt: iso(match.teamApprovedAt),
      amountDisplay: amountDisplay ?? null,
      business: {
        id: business.id,
        businessName: business.businessName,
        industry: business.industry,
        businessDescription: business.businessDescription,
        websiteUrl: business.websiteUrl,
        contactName: shared ? business.contactName : null,
        businessEmail: shared ? business.businessEmail : null,
        phoneNumber: shared ? business.phoneNumber : null,
        businessAddress: shared ? business.businessAddress : null,
      },
    };
  });
}
