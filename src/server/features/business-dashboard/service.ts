import { and, count, desc, eq, ne, sql } from 'drizzle-orm';
import type { PaymentStatus, SponsorshipStatus } from '../../../shared/constants';
import { sponsorshipImpact } from '../../../shared/impact';
import {
  BUSINESS_SPONSORSHIP_LIMIT,
  type BusinessDashboard,
  type BusinessSponsorship,
  type MatchedTeam,
} from '../../../shared/schemas/business-dashboard';
import type { Db } from '../../db/client';
import { jsonObject, jsonRows } from '../../db/json';
import { preparedPerDatabase } from '../../db/prepared';
import { businesses, matches, messages, offers, sponsorships, teamNeeds, teams } from '../../db/schema';
import { IS_SPONSORSHIP } from '../../payments/reservations';
import { countedCents } from '../leaderboard/counted';
import { noBusiness, ownBusinessOr404 } from './ownership';

const iso = (value: Date | null) => (value ? value.toISOString() : null);

/** Sponsorships whose community impact counts: running or run to their end. */
const IMPACT_STATUSES: readonly SponsorshipStatus[] = ['active', 'completed'];

/** Money that counts as invested: paid and not taken back (a refund cancels the sponsorship). */
function counted(status: SponsorshipStatus, paymentStatus: PaymentStatus): boolean {
  return paymentStatus === 'paid' && IMPACT_STATUSES.includes(status);
}

/** The business row's id, spelled out for the subqueries below (which read no businesses table). */
const BUSINESS_ID = sql.raw('"businesses"."id"');

/** One kind of sponsorship of the business and how many (the stats' input), as the statement's JSON gives it. */
interface SponsorshipGroup {
  teamId: string;
  status: SponsorshipStatus;
  paymentStatus: PaymentStatus;
  teamSize: number | null;
  start: string | null;
  end: string | null;
  n: number;
  cents: number;
}

const sponsorshipColumns = {
  id: sponsorships.id,
  status: sponsorships.status,
  paymentStatus: sponsorships.paymentStatus,
  amount: sponsorships.amount,
  tierName: sponsorships.tierName,
  tierBenefits: sponsorships.tierBenefits,
  contractStartDate: sponsorships.contractStartDate,
  contractEndDate: sponsorships.contractEndDate,
  createdAt: sponsorships.createdAt,
};
const teamColumns = {
  id: teams.id,
  name: teams.name,
  sport: teams.sport,
  ageGroup: teams.ageGroup,
  location: teams.location,
  teamSize: teams.teamSize,
};
/** A listed sponsorship as the statement's JSON gives it (timestamps as PostgreSQL writes them in JSON). */
interface ListedSponsorship {
  sponsorship: Omit<BusinessSponsorship, 'team' | 'impact' | 'messageCount' | 'lastMessageAt'>;
  team: BusinessSponsorship['team'];
  messageCount: number;
  lastMessageAt: string | null;
}

/**
 * The caller's business with, as JSON, one row per kind of its sponsorships (so the impact formula runs
 * once, in TypeScript, shared with the web) and its newest sponsorships with team and thread size: one
 * statement, prepared once per database (db/prepared.ts). No row: the caller has no business.
 */
const dashboardQuery = preparedPerDatabase((db) => {
  const groups = db
    .select({
      group: jsonObject({
        teamId: teams.id,
        status: sponsorships.status,
        paymentStatus: sponsorships.paymentStatus,
        teamSize: teams.teamSize,
        start: sponsorships.contractStartDate,
        end: sponsorships.contractEndDate,
        n: count(),
        cents: sql<string>`sum(${countedCents('sponsorship', 'sponsorships')})`,
      }).as('group'),
    })
    .from(sponsorships)
    .innerJoin(teams, eq(teams.id, sponsorships.teamId))
    .where(and(sql`${sponsorships.businessId} = ${BUSINESS_ID}`, IS_SPONSORSHIP))
    .groupBy(
      teams.id,
      sponsorships.status,
      sponsorships.paymentStatus,
      teams.teamSize,
      sponsorships.contractStartDate,
      sponsorships.contractEndDate,
    );
  const thread = db
    .select({
      messageCount: sql<number>`count(*)`.as('message_count'),
      lastMessageAt: sql<string | null>`max(${messages.createdAt})`.as('last_message_at'),
    })
    .from(messages)
    .where(eq(messages.sponsorshipId, sponsorships.id))
    .as('thread');
  const newest = db
    .select({
      listed: jsonObject({
        sponsorship: jsonObject(sponsorshipColumns),
        team: jsonObject(teamColumns),
        messageCount: thread.messageCount,
        lastMessageAt: thread.lastMessageAt,
      }).as('listed'),
    })
    .from(sponsorships)
    .innerJoin(teams, eq(teams.id, sponsorships.teamId))
    .leftJoinLateral(thread, sql`true`)
    .where(and(sql`${sponsorships.businessId} = ${BUSINESS_ID}`, IS_SPONSORSHIP))
    .orderBy(desc(sponsorships.createdAt), desc(sponsorships.id))
    .limit(BUSINESS_SPONSORSHIP_LIMIT);
  return db
    .select({
      id: businesses.id,
      businessName: businesses.businessName,
      verificationStatus: businesses.verificationStatus,
      groups: sql<{ group: SponsorshipGroup }[]>`${jsonRows(groups)}`,
      newest: sql<{ listed: ListedSponsorship }[]>`${jsonRows(newest)}`,
    })
    .from(businesses)
    .where(eq(businesses.createdBy, sql.placeholder('userId')))
    .prepare('business_dashboard');
});

/** The four cards, over every sponsorship of the business (not only the listed ones). */
function dashboardStats(groups: SponsorshipGroup[]): BusinessDashboard['stats'] {
  const stats = { activeSponsorships: 0, totalInvestedCents: 0, familiesReached: 0, brandMentions: 0 };
  // A team's families are reached once however many of its tiers the business holds (issue 19).
  const familiesByTeam = new Map<string, number>();
  for (const group of groups) {
    if (group.status === 'active') stats.activeSponsorships += group.n;
    if (counted(group.status, group.paymentStatus)) stats.totalInvestedCents += group.cents;
    if (IMPACT_STATUSES.includes(group.status)) {
      const impact = sponsorshipImpact(group.teamSize, group.start, group.end);
      familiesByTeam.set(group.teamId, impact.familiesReached);
      stats.brandMentions += impact.mentions * group.n;
    }
  }
  for (const families of familiesByTeam.values()) stats.familiesReached += families;
  return stats;
}

/** The caller's business, its figures and its newest sponsorships with team, impact and thread size. */
export async function businessDashboard(db: Db, userId: string): Promise<BusinessDashboard> {
  const [row] = await dashboardQuery(db).execute({ userId });
  if (!row) throw noBusiness();
  const { groups, newest, ...business } = row;
  return {
    business,
    stats: dashboardStats(groups.map(({ group }) => group)),
    sponsorships: newest.map(({ listed: { sponsorship, team, messageCount, lastMessageAt } }) => ({
      ...sponsorship,
      createdAt: new Date(sponsorship.createdAt).toISOString(),
      team,
      impact: sponsorshipImpact(team.teamSize, sponsorship.contractStartDate, sponsorship.contractEndDate),
      messageCount: messageCount ?? 0,
      lastMessageAt: lastMessageAt ? new Date(lastMessageAt).toISOString() : null,
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
