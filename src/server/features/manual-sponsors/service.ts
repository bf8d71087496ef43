import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type {
  ManualSponsor,
  ManualSponsorValues,
  PlatformSponsor,
  TeamSponsorsResponse,
} from '../../../shared/schemas/manual-sponsors';
import { notFound } from '../../core/errors';
import type { DbOrTx } from '../../db/client';
import { businesses, manualSponsors, sponsorships, sponsorshipTiers, teamPlayers } from '../../db/schema';
import { isUuid } from '../../http/ids';
import { teamDashboard } from '../team-dashboard/service';
import { ownTeamOr404 } from '../teams/ownership';

export const SPONSOR_NOT_FOUND = 'Sponsor not found';

const sponsorColumns = {
  id: manualSponsors.id,
  companyName: manualSponsors.companyName,
  companyAddress: manualSponsors.companyAddress,
  companyType: manualSponsors.companyType,
  contactName: manualSponsors.contactName,
  contactEmail: manualSponsors.contactEmail,
  contactPhone: manualSponsors.contactPhone,
  amountSponsored: manualSponsors.amountSponsored,
  sponsorshipGoals: manualSponsors.sponsorshipGoals,
  promotionDetails: manualSponsors.promotionDetails,
  socialMediaHandles: manualSponsors.socialMediaHandles,
  createdAt: manualSponsors.createdAt,
};

type SponsorRow = Pick<typeof manualSponsors.$inferSelect, keyof typeof sponsorColumns>;

const toManualSponsor = (row: SponsorRow): ManualSponsor => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
});

/** The sponsors list shows what is paid, being paid, or over; cancelled checkouts are noise to the team. */
const LISTED_SPONSORSHIP_STATUSES: PlatformSponsor['status'][] = ['pending', 'active', 'completed'];

async function sponsorsOfTeam(db: DbOrTx, teamId: string): Promise<ManualSponsor[]> {
  const rows = await db
    .select(sponsorColumns)
    .from(manualSponsors)
    .where(eq(manualSponsors.teamId, teamId))
    .orderBy(desc(manualSponsors.createdAt), desc(manualSponsors.id));
  return rows.map(toManualSponsor);
}

/** Newest first. */
export async function listManualSponsors(
  db: DbOrTx,
  userId: string,
  teamId: string,
): Promise<ManualSponsor[]> {
  const team = await ownTeamOr404(db, userId, teamId);
  return sponsorsOfTeam(db, team.id);
}

export async function addManualSponsor(
  db: DbOrTx,
  userId: string,
  teamId: string,
  input: ManualSponsorValues,
): Promise<ManualSponsor> {
  const team = await ownTeamOr404(db, userId, teamId);
  const [row] = await db
    .insert(manualSponsors)
    .values({ ...input, teamId: team.id, createdBy: userId })
    .returning(sponsorColumns);
  return toManualSponsor(row!);
}

export async function deleteManualSponsor(
  db: DbOrTx,
  userId: string,
  teamId: string,
  sponsorId: string,
): Promise<void> {
  const team = await ownTeamOr404(db, userId, teamId);
  if (!isUuid(sponsorId)) throw notFound(SPONSOR_NOT_FOUND);
  const [deleted] = await db
    .delete(manualSponsors)
    .where(and(eq(manualSponsors.id, sponsorId), eq(manualSponsors.teamId, team.id)))
    .returning({ id: manualSponsors.id });
  if (!deleted) throw notFound(SPONSOR_NOT_FOUND);
}

/**
 * The sponsorship manager's figures and current sponsors. Total Raised comes from the team dashboard,
 * so both screens always show the same figure (DECISIONS).
 */
export async function teamSponsors(
  db: DbOrTx,
  userId: string,
  teamId: string,
): Promise<TeamSponsorsResponse> {
  const { stats } = await teamDashboard(db, userId, teamId);
  const platform = await db
    .select({
      id: sponsorships.id,
      businessName: businesses.businessName,
      contactName: businesses.contactName,
      businessEmail: businesses.businessEmail,
      tierName: sponsorships.tierName,
      amount: sponsorships.amount,
      status: sponsorships.status,
      paymentStatus: sponsorships.paymentStatus,
      createdAt: sponsorships.createdAt,
      creditedPlayerName: teamPlayers.playerName,
    })
    .from(sponsorships)
    .innerJoin(businesses, eq(businesses.id, sponsorships.businessId))
    .leftJoin(teamPlayers, eq(teamPlayers.id, sponsorships.creditedPlayerId))
    .where(and(eq(sponsorships.teamId, teamId), inArray(sponsorships.status, LISTED_SPONSORSHIP_STATUSES)))
    .orderBy(desc(sponsorships.createdAt), desc(sponsorships.id));
  const manual = await sponsorsOfTeam(db, teamId);
  const [tiers] = await db
    .select({ n: count() })
    .from(sponsorshipTiers)
    .where(eq(sponsorshipTiers.teamId, teamId));
  return {
    stats: {
      // The same count as the dashboard's Total Sponsors (issue 19): each sponsor once, manual ones included.
      activeSponsors: stats.totalSponsors,
      raised: stats.raised,
      tierCount: tiers!.n,
    },
    sponsorships: platform.map((s) => ({
      ...s,
      status: s.status as PlatformSponsor['status'],
      createdAt: s.createdAt.toISOString(),
    })),
    manualSponsors: manual,
  };
}
