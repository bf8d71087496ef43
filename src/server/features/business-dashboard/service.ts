import { and, count, desc, eq, ne, sql, sum } from 'drizzle-orm';
import type { PaymentStatus, SponsorshipStatus } from '../../../shared/constants';
import { sponsorshipImpact } from '../../../shared/impact';
import {
  BUSINESS_SPONSORSHIP_LIMIT,
  type BusinessDashboard,
  type MatchedTeam,
} from '../../../shared/schemas/business-dashboard';
import type { Db } from '../../db/client';
import { matches, messages, offers, sponsorships, teamNeeds, teams } from '../../db/schema';
import { ownBusinessOr404 } from './ownership';

const iso = (value: Date | null) => (value ? value.toISOString() : null);

/** Sponsorships whose community impact counts: running or run to their end. */
const IMPACT_STATUSES: readonly SponsorshipStatus[] = ['active', 'completed'];

/** Money that counts as invested: paid and not taken back (a refund cancels the sponsorship). */
function counted(status: SponsorshipStatus, paymentStatus: PaymentStatus): boolean {
  return paymentStatus === 'paid' && IMPACT_STATUSES.includes(status);
}

/** The four cards, over every sponsorship of the business (not only the listed ones). */
async function dashboardStats(db: Db, businessId: string): Promise<BusinessDashboard['stats']> {
  // One row per kind of sponsorship, so the impact formula runs once, in TypeScript, shared with the web.
  const groups = await db
    .select({
      status: sponsorships.status,
      paymentStatus: sponsorships.paymentStatus,
      teamSize: teams.teamSize,
      start: sponsorships.contractStartDate,
      end: sponsorships.contractEndDate,
      n: count(),
      cents: sum(sponsorships.amount).mapWith(Number),
    })
    .from(sponsorships)
    .innerJoin(teams, eq(teams.id, sponsorships.teamId))
    .where(eq(sponsorships.businessId, businessId))
    .groupBy(
      sponsorships.status,
      sponsorships.paymentStatus,
      teams.teamSize,
      sponsorships.contractStartDate,
      sponsorships.contractEndDate,
    );
  const stats = { activeSponsorships: 0, totalInvestedCents: 0, familiesReached: 0, brandMentions: 0 };
  for (const group of groups) {
    if (group.status === 'active') stats.activeSponsorships += group.n;
    if (counted(group.status, group.paymentStatus)) stats.totalInvestedCents += group.cents;
    if (IMPACT_STATUSES.includes(group.status)) {
      const impact = sponsorshipImpact(group.teamSize, group.start, group.end);
      stats.familiesReached += impact.familiesReached * group.n;
      stats.brandMentions += impact.mentions * group.n;
    }
  }
  return stats;
}

/** The caller's business, its figures and its newest sponsorships with team, impact and thread size. */
export async function businessDashboard(db: Db, userId: string): Promise<BusinessDashboard> {
  const business = await ownBusinessOr404(db, userId);
  const thread = db
    .select({
      messageCount: sql<number>`count(*)`.mapWith(Number).as('message_count'),
      lastMessageAt: sql<Date | null>`max(${messages.createdAt})`
        .mapWith(messages.createdAt)
        .as('last_message_at'),
    })
    .from(messages)
    .where(eq(messages.sponsorshipId, sponsorships.id))
    .as('thread');
  const [stats, rows] = await Promise.all([
    dashboardStats(db, business.id),
    db
      .select({
        sponsorship: {
          id: sponsorships.id,
          status: sponsorships.status,
          paymentStatus: sponsorships.paymentStatus,
          amount: sponsorships.amount,
          tierName: sponsorships.tierName,
          tierBenefits: sponsorships.tierBenefits,
          contractStartDate: sponsorships.contractStartDate,
          contractEndDate: sponsorships.contractEndDate,
          createdAt: sponsorships.createdAt,
        },
        team: {
          id: teams.id,
          name: teams.name,
          sport: teams.sport,
          ageGroup: teams.ageGroup,
          location: teams.location,
          teamSize: teams.teamSize,
        },
        messageCount: thread.messageCount,
        lastMessageAt: thread.lastMessageAt,
      })
      .from(sponsorships)
      .innerJoin(teams, eq(teams.id, sponsorships.teamId))
      .leftJoinLateral(thread, sql`true`)
      .where(eq(sponsorships.businessId, business.id))
      .orderBy(desc(sponsorships.createdAt), desc(sponsorships.id))
      .limit(BUSINESS_SPONSORSHIP_LIMIT),
  ]);
  return {
    business,
    stats,
    sponsorships: rows.map(({ sponsorship, team, messageCount, lastMessageAt }) => ({
      ...sponsorship,
      createdAt: sponsorship.createdAt.toISOString(),
      team,
      impact: sponsorshipImpact(team.teamSize, sponsorship.contractStartDate, sponsorship.contractEndDate),
      messageCount: messageCount ?? 0,
      lastMessageAt: iso(lastMessageAt),
    })),
  };
}

/** The business's matches other than drafts, newest first, each with its team and latest offer. */
export async function matchedTeams(db: Db, userId: string): Promise<MatchedTeam[]> {
  const business = await ownBusinessOr404(db, userId);
  // The newest version only, read through the (match_id, version) index for each listed match.
  const latestOffer = db
    .select({ amountDisplay: offers.amountDisplay })
    .from(offers)
    .where(eq(offers.matchId, matches.id))
    .orderBy(desc(offers.version))
    .limit(1)
    .as('latest_offer');
  const rows = await db
    .select({
      match: {
        id: matches.id,
        status: matches.status,
        introSentAt: matches.introSentAt,
        sponsorApprovedAt: matches.sponsorApprovedAt,
        teamApprovedAt: matches.teamApprovedAt,
      },
      team: {
        id: teams.id,
        name: teams.name,
        sport: teams.sport,
        ageGroup: teams.ageGroup,
        location: teams.location,
        coachName: teams.coachName,
        contactEmail: teams.contactEmail,
        contactPhone: teams.contactPhone,
      },
      amountDisplay: latestOffer.amountDisplay,
    })
    .from(matches)
    .innerJoin(teamNeeds, eq(teamNeeds.id, matches.teamNeedId))
    .innerJoin(teams, eq(teams.id, teamNeeds.teamId))
    .leftJoinLateral(latestOffer, sql`true`)
    .where(and(eq(matches.businessId, business.id), ne(matches.status, 'DRAFT')))
    .orderBy(desc(matches.createdAt), desc(matches.id));
  return rows.map(({ match, team, amountDisplay }) => {
    const shared = match.status === 'APPROVED';
    return {
      matchId: match.id,
      status: match.status,
      introSentAt: iso(match.introSentAt),
      sponsorApprovedAt: iso(match.sponsorApprovedAt),
      teamApprovedAt: iso(match.teamApprovedAt),
      amountDisplay: amountDisplay ?? null,
      team: {
        ...team,
        contactEmail: shared ? team.contactEmail : null,
        contactPhone: shared ? team.contactPhone : null,
      },
    };
  });
}
